package org.adjutant.gitm.event;

import org.adjutant.gitm.sequence.CampaignCalendar;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/**
 * The game is over: turn 15 of the scenario's last campaign has been played (GITM 5.1, docs/rules/sow.md 17.5). The
 * texts name no victor; the final report states the facts. Public: every player learns of it.
 *
 * @param campaign the last campaign
 * @param turn     its last turn, 15
 */
public record GameEnded(Phase when, int campaign, int turn) implements GitmEvent {
    @Override
    public String kind() {
        return "game-ended";
    }

    @Override
    public String describe() {
        return "The war is over: the game ended with " + CampaignCalendar.label(campaign, turn).inText()
                + ", the last turn of its scenario. No more orders are taken.";
    }

    @Override
    public Visibility visibility() {
        return Visibility.everyone();
    }
}
