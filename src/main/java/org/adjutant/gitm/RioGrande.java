package org.adjutant.gitm;

import java.util.HashMap;
import java.util.Map;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;

/**
 * Which squares lie north of the Rio Grande (GITM 7.19 keeps Mexico's deployment south of it). In every column the
 * river crosses, the squares north of its southernmost crossing are north of the river; columns it does not cross
 * have no such squares.
 */
final class RioGrande {
    private final Map<Integer, Integer> southernmostRow = new HashMap<>();

    RioGrande(StrategicMap map) {
        map.squares().forEach(sq -> {
            SquareInfo info = map.square(sq).orElseThrow();
            if (info.riverNames().stream().anyMatch(n -> n.equalsIgnoreCase("Rio Grande"))) {
                southernmostRow.merge(sq.col(), sq.row(), Math::max);
            }
        });
    }

    boolean isNorthOf(StrategicSquare square) {
        Integer river = southernmostRow.get(square.col());
        return river != null && square.row() < river;
    }
}
