package org.adjutant.gitm.sequence;

import org.adjutant.ruleset.TurnLabel;

/**
 * Counting turns (GITM 5.1): a campaign is fifteen campaign turns; turn 0 of the game is the pre-game deployment turn
 * (GITM 7.18), after which come campaign 1's turns 1 to 15, then campaign 2's, with no deployment turn between
 * campaigns. What every mail and report calls a turn is {@link #label}: the one numbering players read in the rules.
 */
public final class CampaignCalendar {
    public static final int TURNS_PER_CAMPAIGN = org.adjutant.gitm.state.TurnCalendar.TURNS_PER_CAMPAIGN;

    private CampaignCalendar() {
    }

    /**
     * The campaign (1-based) of an absolute turn {@code n >= 1}, {@code (campaign - 1) * 15 + turn}, as the siege
     * record keeps turns (GITM 10.3).
     */
    public static int campaign(int n) {
        return (n - 1) / TURNS_PER_CAMPAIGN + 1;
    }

    /**
     * The absolute turn of turn {@code turn} of campaign {@code campaign}, as the siege record keeps it: the inverse of
     * {@link #campaign(int)} and {@link #campaignTurn(int)}.
     */
    public static int absolute(int campaign, int turn) {
        return (campaign - 1) * TURNS_PER_CAMPAIGN + turn;
    }

    /** The campaign turn, 1 to 15, of an absolute turn {@code n >= 1}. */
    public static int campaignTurn(int n) {
        return (n - 1) % TURNS_PER_CAMPAIGN + 1;
    }

    /**
     * The campaign and turn that follow a resolved turn, as {campaign, turn}: the deployment turn (0) leads to turn
     * 1; turn 15 ends the campaign and the next one starts at turn 1 (GITM 5.1).
     */
    public static int[] following(int campaign, int turn) {
        if (turn >= TURNS_PER_CAMPAIGN) {
            return new int[] {campaign + 1, 1};
        }
        return new int[] {campaign, turn + 1};
    }

    /**
     * What players call the turn {@code turn} of campaign {@code campaign}: "deployment turn" (turn 0, GITM 7.18, as
     * the welcome mail and the rules call it) or "campaign 1, turn 3" (GITM 5.1). Every subject, heading and answer
     * names a GITM turn by this.
     */
    public static TurnLabel label(int campaign, int turn) {
        if (turn == 0) {
            return new TurnLabel("deployment turn", "the deployment turn");
        }
        String name = "campaign " + campaign + ", turn " + turn;
        return new TurnLabel(name, name);
    }

    /** The label of an absolute turn {@code n >= 1} ({@link #campaign(int)}). */
    public static TurnLabel label(int n) {
        return label(campaign(n), campaignTurn(n));
    }
}
