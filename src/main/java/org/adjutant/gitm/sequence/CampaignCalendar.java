package org.adjutant.gitm.sequence;

/**
 * Counting turns (GITM 5.1): a campaign is fifteen campaign turns; turn 0 of the game is the deployment turn
 * (GITM 7.18). The robot numbers its turns 1, 2, 3...; this says which campaign and campaign turn each one is.
 */
public final class CampaignCalendar {
    public static final int TURNS_PER_CAMPAIGN = org.adjutant.gitm.state.TurnCalendar.TURNS_PER_CAMPAIGN;

    private CampaignCalendar() {
    }

    /** The campaign (1-based) of robot turn {@code n >= 1}. */
    public static int campaign(int n) {
        return (n - 1) / TURNS_PER_CAMPAIGN + 1;
    }

    /** The campaign turn, 1 to 15, of robot turn {@code n >= 1}. */
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
}
