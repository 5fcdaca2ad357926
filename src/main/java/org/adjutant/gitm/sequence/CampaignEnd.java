package org.adjutant.gitm.sequence;

import java.util.ArrayList;
import java.util.List;
import org.adjutant.gitm.event.CampaignEnded;
import org.adjutant.gitm.event.GameEnded;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.TurnCalendar;

/**
 * The last thing a turn does when it is turn 15 of its campaign (GITM 5.1; docs/rules/sow.md 17.3-17.5): it tells
 * every player that the campaign has ended and what the next one opens with, and, on the scenario's last campaign,
 * that the game is over. It runs after every other end-of-turn step (the returns of GITM 9.13 and the economy's
 * campaign steps come first), so what it announces has happened.
 */
public final class CampaignEnd implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        GitmState start = turn.board().start();
        if (!start.isCampaignEnd()) {
            return;
        }
        boolean last = start.isLastTurn();
        List<String> opening = last ? List.of() : opening(start.settings().calendar(), start.campaign() + 1);
        turn.events().add(new CampaignEnded(phase, start.campaign(), last, opening));
        if (last) {
            turn.events().add(new GameEnded(phase, start.campaign(), start.turn()));
        }
    }

    /** What turn 1 of {@code campaign} is besides a campaign turn, in the words of the campaign's end. */
    static List<String> opening(TurnCalendar calendar, int campaign) {
        List<String> said = new ArrayList<>();
        if (calendar.isPeaceTurn(campaign, 1)) {
            said.add("a peace turn (no battles, GITM 9.1)");
        } else if (calendar.isTruceTurn(campaign, 1)) {
            said.add("a truce turn (no battles, GITM 9.1)");
        }
        if (calendar.isBuildTurn(campaign, 1)) {
            said.add("a build turn (SoW 4.2)");
        }
        if (calendar.isReinforcementTurn(campaign, 1)) {
            said.add("the Mexican reinforcement turn (SoW 4.14)");
        }
        return said;
    }
}
