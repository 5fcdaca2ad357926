package org.adjutant.gitm.event;

import org.adjutant.gitm.sequence.CampaignCalendar;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.state.VictoryTerms;
import org.adjutant.ruleset.Visibility;

/**
 * The war has been won (docs/rules/victory.md, designed): a victory condition of the scenario held at the end of the
 * turn, or its last turn ended with none met and the scenario names who wins then. The game ends with this turn.
 * Public: every player learns of it.
 */
public record WarWon(Phase when, VictoryTerms.Victory victory) implements GitmEvent {
    @Override
    public String kind() {
        return "war-won";
    }

    @Override
    public String describe() {
        return "The war is over: " + victory.winner().title() + " won it with "
                + CampaignCalendar.label(victory.campaign(), victory.turn()).inText() + " -- " + victory.how()
                + " (docs/rules/victory.md). No more orders are taken.";
    }

    @Override
    public Visibility visibility() {
        return Visibility.everyone();
    }
}
