package org.adjutant.gitm.city;

import java.util.Map;
import java.util.TreeMap;
import org.adjutant.gitm.event.CityCaptured;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;

/**
 * Phase-end check P2 (designed, docs/rules/gitm-10-supply.md section 6): a city whose square holds an active combat
 * unit of a state hostile to its holder, and no unit at all of the holder's side that is not shattered, passes to
 * the hostile state with the most men there (ties: state id). An HQ alone neither holds nor takes a city. Runs after
 * every movement phase, strategic ones included (a strategic march can end on a map-edge city's square), and only on
 * campaign turns (section 13).
 */
public final class CityCapture implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        if (!turn.campaignTurn()) {
            return;
        }
        Board board = turn.board();
        GitmState start = board.start();
        for (City onMap : CityTurn.of(turn).toJudge()) {
            City live = board.city(onMap);
            String holder = live.state();
            if (!start.states().containsKey(holder)) {
                continue;
            }
            boolean held = false;
            Map<String, Long> hostileMen = new TreeMap<>();
            java.util.List<String> there = new java.util.ArrayList<>();
            for (Unit u : board.unitsIn(live.square())) {
                if (!u.location().tactical().equals(live.tactical())) {
                    continue;
                }
                Relation r = start.relation(holder, u.state());
                if (r == Relation.ALLIED && u.readiness() != Readiness.SHATTERED) {
                    held = true;
                    break;
                }
                if (r == Relation.HOSTILE && u.isActive() && u.type().isCombatUnit()) {
                    hostileMen.merge(u.state(), (long) u.men(), Long::sum);
                    there.add(u.id().toString());
                }
            }
            if (held || hostileMen.isEmpty()) {
                continue;
            }
            String captor = strongest(hostileMen);
            HandOver.to(turn, phase, onMap, captor, CityCaptured.How.ENTERED,
                    Witnesses.of(board, live, there, java.util.List.of(holder, captor)));
        }
    }

    /**
     * A city taken by a rising of its militia in the Orders phase (SoW 4.3; docs/rules/sow.md section 9): handed over
     * as any capture, so its stores, siege and capture morale follow the same rules; the holder's and the captor's
     * officers and whoever watches the square see it.
     */
    public static void byRising(TurnContext turn, Phase phase, City onMap, String captor) {
        Board board = turn.board();
        City live = board.city(onMap);
        HandOver.to(turn, phase, onMap, captor, CityCaptured.How.ROSE,
                Witnesses.of(board, live, java.util.List.of(), java.util.List.of(live.state(), captor)));
    }

    /** The state with the most men; the first in id order among equals. */
    static String strongest(Map<String, Long> menByState) {
        String best = null;
        long most = -1;
        for (var e : new TreeMap<>(menByState).entrySet()) {
            if (e.getValue() > most) {
                best = e.getKey();
                most = e.getValue();
            }
        }
        return best;
    }
}
