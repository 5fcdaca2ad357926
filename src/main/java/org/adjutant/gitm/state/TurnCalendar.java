package org.adjutant.gitm.state;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Which turns of the game are not campaign turns: peace and truce turns, on which armies fight no battles (GITM 9.1)
 * and supplies move freely (GITM 10.6). A scenario lists them; a game without a list has only campaign turns. The
 * economy rules (Sinews of War) will put more on this calendar; for now it holds only the pauses.
 */
public record TurnCalendar(List<Pause> pauses) {
    public static final TurnCalendar NONE = new TurnCalendar(List.of());

    /** The kind of turn that is no campaign turn. */
    public enum Kind { PEACE, TRUCE }

    /** One turn of peace or truce: campaign number from 1, turn 1-15 of that campaign. */
    public record Pause(int campaign, int turn, Kind kind) {
        public Pause {
            if (campaign < 1 || turn < 1 || turn > 15 || kind == null) {
                throw new IllegalArgumentException("a peace or truce turn is campaign 1+, turn 1-15, with its kind");
            }
        }
    }

    /** Pauses sorted by campaign and turn, each turn at most once, so the codec writes them in one order. */
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
    }

    /** Whether turn {@code turn} of campaign {@code campaign} is a campaign turn (not peace, not truce). */
    public boolean isCampaignTurn(int campaign, int turn) {
        for (Pause p : pauses) {
            if (p.campaign() == campaign && p.turn() == turn) {
                return false;
            }
        }
        return true;
    }
}
