package org.adjutant.gitm.state;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The game's calendar (docs/rules/sow.md section 17): which turns are not campaign turns (peace and truce turns, on
 * which armies fight no battles, GITM 9.1, and supplies move freely, GITM 10.6), which turns carry an occasion of the
 * economy (the build turn of SoW 4.2, the Mexican reinforcement turn of SoW 4.14), and the campaign after which the
 * scenario ends the game (GITM 5.1: fifteen turns a campaign).
 *
 * @param pauses       the peace and truce turns; none means every turn is a campaign turn
 * @param occasions    the build and reinforcement turns; a purpose nobody listed gets the rule book's turn (build:
 *                     campaign 1 turn 15, SoW 4.2; reinforcement: campaign 2 turn 1, SoW 4.14), so a scenario that
 *                     lists its own replaces only the default of that purpose
 * @param lastCampaign the game ends when turn 15 of this campaign has been resolved; 0: the scenario sets no end and
 *                     a moderator ends the game
 */
public record TurnCalendar(List<Pause> pauses, List<Occasion> occasions, int lastCampaign) {
    /** GITM 5.1. */
    public static final int TURNS_PER_CAMPAIGN = 15;
    /** SoW 4.2: "turn 15 of the first campaign". */
    public static final Occasion DEFAULT_BUILD = new Occasion(1, 15, Purpose.BUILD);
    /** SoW 4.14: the Mexican reinforcement turn, the first of the second campaign. */
    public static final Occasion DEFAULT_REINFORCE = new Occasion(2, 1, Purpose.REINFORCE);
    /** Only campaign turns, the rule book's build and reinforcement turns, no set end. */
    public static final TurnCalendar NONE = new TurnCalendar(List.of());

    /** The kind of turn that is no campaign turn. */
    public enum Kind { PEACE, TRUCE }

    /** What a turn is for besides marching and fighting. */
    public enum Purpose { BUILD, REINFORCE }

    /** One turn of peace or truce: campaign number from 1, turn 1-15 of that campaign. */
    public record Pause(int campaign, int turn, Kind kind) {
        public Pause {
            if (campaign < 1 || turn < 1 || turn > TURNS_PER_CAMPAIGN || kind == null) {
                throw new IllegalArgumentException("a peace or truce turn is campaign 1+, turn 1-15, with its kind");
            }
        }
    }

    /** One build or reinforcement turn: campaign from 1, turn 1-15. It may fall on a pause (a build turn in a truce). */
    public record Occasion(int campaign, int turn, Purpose purpose) {
        public Occasion {
            if (campaign < 1 || turn < 1 || turn > TURNS_PER_CAMPAIGN || purpose == null) {
                throw new IllegalArgumentException("a build or reinforcement turn is campaign 1+, turn 1-15, with"
                        + " its kind");
            }
        }
    }

    /** Only pauses: the rule book's occasions, no set end. */
    public TurnCalendar(List<Pause> pauses) {
        this(pauses, List.of(), 0);
    }

    /**
     * Pauses and occasions sorted by campaign and turn (so the codec writes them in one order), each turn at most one
     * pause and each purpose at most once a turn; the defaults of section 17.1 added for a purpose nobody listed.
     */
    public TurnCalendar {
        List<Pause> sorted = new ArrayList<>(pauses);
        sorted.sort(Comparator.comparingInt(Pause::campaign).thenComparingInt(Pause::turn));
        for (int i = 1; i < sorted.size(); i++) {
            if (sorted.get(i).campaign() == sorted.get(i - 1).campaign()
                    && sorted.get(i).turn() == sorted.get(i - 1).turn()) {
                throw new IllegalArgumentException("campaign " + sorted.get(i).campaign() + " turn "
                        + sorted.get(i).turn() + " is listed twice in the calendar");
            }
        }
        pauses = List.copyOf(sorted);
        List<Occasion> listed = new ArrayList<>(occasions);
        if (listed.stream().noneMatch(o -> o.purpose() == Purpose.BUILD)) {
            listed.add(DEFAULT_BUILD);
        }
        if (listed.stream().noneMatch(o -> o.purpose() == Purpose.REINFORCE)) {
            listed.add(DEFAULT_REINFORCE);
        }
        listed.sort(Comparator.comparingInt(Occasion::campaign).thenComparingInt(Occasion::turn)
                .thenComparing(Occasion::purpose));
        for (int i = 1; i < listed.size(); i++) {
            if (listed.get(i).equals(listed.get(i - 1))) {
                throw new IllegalArgumentException("campaign " + listed.get(i).campaign() + " turn "
                        + listed.get(i).turn() + " is a " + listed.get(i).purpose().name().toLowerCase(
                        java.util.Locale.ROOT) + " turn twice in the calendar");
            }
        }
        occasions = List.copyOf(listed);
        if (lastCampaign < 0) {
            throw new IllegalArgumentException("the last campaign is 1 or more (0: no set end): " + lastCampaign);
        }
    }

    /** Whether turn {@code turn} of campaign {@code campaign} is a campaign turn (not peace, not truce). */
    public boolean isCampaignTurn(int campaign, int turn) {
        return pause(campaign, turn) == null;
    }

    /** Whether the turn is a peace turn (GITM 9.1: no combat; SoW 5.3: the peace upkeep). */
    public boolean isPeaceTurn(int campaign, int turn) {
        Pause p = pause(campaign, turn);
        return p != null && p.kind() == Kind.PEACE;
    }

    /** Whether the turn is a truce turn (GITM 9.1: no combat; SoW 5.3 charges it as a peace turn). */
    public boolean isTruceTurn(int campaign, int turn) {
        Pause p = pause(campaign, turn);
        return p != null && p.kind() == Kind.TRUCE;
    }

    /** SoW 4.2: whether units other than militia may be raised on this turn. */
    public boolean isBuildTurn(int campaign, int turn) {
        return has(campaign, turn, Purpose.BUILD);
    }

    /** SoW 4.14: whether this is a Mexican reinforcement turn. */
    public boolean isReinforcementTurn(int campaign, int turn) {
        return has(campaign, turn, Purpose.REINFORCE);
    }

    /** Whether resolving this turn ends the game (turn 15 of the scenario's last campaign). */
    public boolean isLastTurn(int campaign, int turn) {
        return lastCampaign > 0 && campaign == lastCampaign && turn == TURNS_PER_CAMPAIGN;
    }

    /** Whether a position of this campaign lies after the scenario's end (the game is over). */
    public boolean isAfterEnd(int campaign) {
        return lastCampaign > 0 && campaign > lastCampaign;
    }

    /** Whether the occasions are the rule book's two and nothing else (the codec then writes none). */
    public boolean hasDefaultOccasions() {
        return occasions.equals(List.of(DEFAULT_BUILD, DEFAULT_REINFORCE));
    }

    public TurnCalendar withLastCampaign(int value) {
        return new TurnCalendar(pauses, occasions, value);
    }

    private Pause pause(int campaign, int turn) {
        for (Pause p : pauses) {
            if (p.campaign() == campaign && p.turn() == turn) {
                return p;
            }
        }
        return null;
    }

    private boolean has(int campaign, int turn, Purpose purpose) {
        for (Occasion o : occasions) {
            if (o.campaign() == campaign && o.turn() == turn && o.purpose() == purpose) {
                return true;
            }
        }
        return false;
    }
}
