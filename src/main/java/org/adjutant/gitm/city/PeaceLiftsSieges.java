package org.adjutant.gitm.city;

import java.util.List;
import org.adjutant.gitm.event.SiegeLifted;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;

/**
 * On a peace or truce turn every siege on record is lifted at the start of the turn (docs/rules/gitm-10-supply.md
 * section 13; no unit eats, GITM 10.5, so no garrison can be starved out). An Orders-phase step, so that nothing later
 * in the turn, strategic withdrawal included, finds a city shut.
 */
public final class PeaceLiftsSieges implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        Board board = turn.board();
        if (board.start().turn() == 0 || turn.campaignTurn()) {
            return;
        }
        CityTurn cities = CityTurn.of(turn);
        for (City onMap : cities.besiegedInMapOrder()) {
            City live = board.city(onMap);
            cities.record(onMap, 0);
            turn.events().add(new SiegeLifted(phase, live.name(), live.square(), live.tactical(),
                    SiegeLifted.Reason.PEACE,
                    Witnesses.of(board, live, SiegeWatch.involved(board, live), List.of(live.state()))));
        }
    }
}
