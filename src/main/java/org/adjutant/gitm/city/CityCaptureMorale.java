package org.adjutant.gitm.city;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Unit;

/**
 * End-of-turn step E2, city-capture morale (GITM 3.7; GITM-MD morale2.html; docs/rules/gitm-10-supply.md section 6):
 * for each city that changed hands this turn, every unit of the captor's side gains and every unit of the loser's side
 * loses, by its distance in strategic squares from the city: 8 in the city's square, 4 within 12 squares, 2 beyond;
 * half (exactly) for a unit of an ally rather than the captor or the loser itself. Any readiness; no roll. A unit so
 * moved does not drift back towards 50 this turn ({@link TurnContext#moraleMovedByEvents}). Several captures each
 * count.
 */
public final class CityCaptureMorale implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        List<CityTurn.Capture> captures = CityTurn.of(turn).captures();
        if (captures.isEmpty()) {
            return;
        }
        Board board = turn.board();
        GitmState start = board.start();
        // unit by unit, each capture in turn (clamped after each, as if captures were the outer loop): a unit's
        // changes depend on nothing but itself, and it is rebuilt once rather than once per capture
        // how a capture's two states stand to a unit's state, asked once per pair of states, not once per unit
        Map<String, Map<String, Relation>> relations = new HashMap<>();
        Relations relation = (a, b) -> relations.computeIfAbsent(a, k -> new HashMap<>())
                .computeIfAbsent(b, k -> start.relation(a, b));
        for (Unit u : List.copyOf(board.units())) {
            int morale = u.morale();
            boolean moved = false;
            for (CityTurn.Capture c : captures) {
                int distance = u.location().strategic().distanceTo(c.square());
                int gain = share(relation, c.toState(), u, distance);
                int loss = start.states().containsKey(c.fromState()) ? share(relation, c.fromState(), u, distance)
                        : 0;
                if (gain == 0 && loss == 0) {
                    continue;
                }
                morale = Math.max(0, Math.min(Unit.MAX_MORALE, morale + gain - loss));
                moved = true;
            }
            if (moved) {
                board.put(u.adjustMorale(morale - u.morale()));
                turn.moraleMovedByEvents(u.id());
            }
        }
    }

    /** What a capture means to {@code u} for {@code side}'s sake: full for the state itself, half for its allies. */
    static int share(Relations relation, String side, Unit u, int distance) {
        if (relation.between(side, u.state()) != Relation.ALLIED) {
            return 0;
        }
        int points = points(distance);
        return u.state().equals(side) ? points : points / 2;
    }

    /** How two states stand (GITM 1.4), as the game's alliances say. */
    interface Relations {
        Relation between(String a, String b);
    }

    static int points(int distance) {
        if (distance == 0) {
            return CityConstants.CAPTURE_MORALE_HERE;
        }
        return distance <= CityConstants.CAPTURE_NEAR ? CityConstants.CAPTURE_MORALE_NEAR
                : CityConstants.CAPTURE_MORALE_FAR;
    }
}
