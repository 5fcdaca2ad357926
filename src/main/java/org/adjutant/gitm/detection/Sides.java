package org.adjutant.gitm.detection;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Unit;

/**
 * The relations between every pair of states, worked out once: detection asks "are these two allied?" for every pair
 * of units it compares, and {@link GitmState#relation} walks the pact list each time.
 *
 * <p>{@link Relation#ALLIED} stands for "same side or actively allied" throughout GITM 4 (a state is allied to
 * itself); hostile and neutral units are both "non-actively allied".
 */
final class Sides {
    private final Map<String, Integer> index = new HashMap<>();
    private final Relation[][] matrix;

    Sides(GitmState state) {
        List<String> ids = new ArrayList<>(state.states().keySet());
        for (int i = 0; i < ids.size(); i++) {
            index.put(ids.get(i), i);
        }
        matrix = new Relation[ids.size()][ids.size()];
        for (int i = 0; i < ids.size(); i++) {
            for (int j = 0; j < ids.size(); j++) {
                matrix[i][j] = state.relation(ids.get(i), ids.get(j));
            }
        }
    }

    Relation relation(String a, String b) {
        Integer i = index.get(a);
        Integer j = index.get(b);
        if (i == null || j == null) {
            throw new IllegalArgumentException("no state " + (i == null ? a : b));
        }
        return matrix[i][j];
    }

    boolean allied(String a, String b) {
        return relation(a, b) == Relation.ALLIED;
    }

    boolean allied(Unit a, Unit b) {
        return allied(a.state(), b.state());
    }
}
