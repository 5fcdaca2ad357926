package org.adjutant.gitm.movement;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Unit;

/**
 * Stands in for a record of last turn's battles: a square where active combat units of two hostile states stood at
 * the end of last turn is taken to have seen a battle, since units in contact fight (GITM 8.3, 9). The combat work
 * replaces this with the battles it actually resolved.
 */
public final class ContestedSquares implements BattleHistory {
    @Override
    public Set<StrategicSquare> foughtLastTurn(Board board) {
        Set<StrategicSquare> result = new TreeSet<>();
        for (StrategicSquare s : board.occupiedSquares()) {
            List<Unit> here = board.unitsIn(s).stream().filter(u -> u.isActive() && u.type().isCombatUnit()).toList();
            // one unit of each state present is enough to decide: relations are between states
            java.util.Map<String, Unit> byState = new java.util.TreeMap<>();
            here.forEach(u -> byState.putIfAbsent(u.state(), u));
            List<Unit> sample = List.copyOf(byState.values());
            outer:
            for (int i = 0; i < sample.size(); i++) {
                for (int j = i + 1; j < sample.size(); j++) {
                    if (board.relation(sample.get(i), sample.get(j)) == Relation.HOSTILE) {
                        result.add(s);
                        break outer;
                    }
                }
            }
        }
        return result;
    }
}
