package org.adjutant.gitm.city;

import java.util.ArrayList;
import java.util.List;
import org.adjutant.gitm.event.SiegeBegun;
import org.adjutant.gitm.event.SiegeLifted;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.unit.Unit;

/**
 * Phase-end check P3 (GITM 10.3; docs/rules/gitm-10-supply.md section 5.2): the siege test applied to every city with
 * units on its tactical map or a siege on record, after the strategic withdrawal, each strategic phase and each
 * tactical phase once its combat is over (so units attacked as the besiegers arrive may still get out that phase).
 * The test both begins sieges and lifts them; between two checks a siege stands as recorded. Campaign turns only:
 * on a peace or truce turn no siege is judged ({@link PeaceLiftsSieges} lifts them at the start).
 */
public final class SiegeWatch implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        if (!turn.campaignTurn()) {
            return;
        }
        Board board = turn.board();
        CityTurn cities = CityTurn.of(turn);
        for (City onMap : cities.toJudge()) {
            City live = board.city(onMap);
            CityHolding record = board.holding(onMap);
            SiegeCondition test = SiegeCondition.judge(board, live);
            if (test.besieged() && !record.besieged()) {
                cities.record(onMap, HandOver.absoluteTurn(board));
                List<String> states = new ArrayList<>(test.hostileByState().keySet());
                List<String> concerned = new ArrayList<>(states);
                concerned.add(live.state());
                turn.events().add(new SiegeBegun(phase, live.name(), live.square(), live.tactical(), live.state(),
                        states, Witnesses.of(board, live, involved(board, live), concerned)));
            } else if (!test.besieged() && record.besieged()) {
                cities.record(onMap, 0);
                SiegeLifted.Reason why = !test.defended() ? SiegeLifted.Reason.EMPTY
                        : test.hostile() == 0 ? SiegeLifted.Reason.BESIEGERS_GONE : SiegeLifted.Reason.RELIEVED;
                List<String> concerned = new ArrayList<>(test.hostileByState().keySet());
                concerned.add(live.state());
                turn.events().add(new SiegeLifted(phase, live.name(), live.square(), live.tactical(), why,
                        Witnesses.of(board, live, involved(board, live), concerned)));
            }
        }
    }

    /** The units on the city square and next to it, of any side and readiness: the siege is theirs. */
    static List<String> involved(Board board, City live) {
        List<String> ids = new ArrayList<>();
        for (Unit u : board.unitsIn(live.square())) {
            if (u.location().tactical().distanceTo(live.tactical()) <= 1) {
                ids.add(u.id().toString());
            }
        }
        return ids;
    }
}
