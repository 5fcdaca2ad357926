package org.adjutant.gitm.movement;

import java.util.Optional;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitType;

/**
 * Whether a unit may set foot on a strategic square at all (GITM 1.1, 1.2, 7.1, 7.16): on the map, passable, not
 * Guatemala, and for militia in their own nation. Marches, routs, the flight of shattered units and deployment all
 * ask it, and a refusal names the rule that closes the square, not a neighbouring one.
 */
public final class OpenGround {
    private OpenGround() {
    }

    /** Why {@code u} may not enter {@code target}, or empty when it may. */
    public static Optional<String> closedTo(Board board, Unit u, StrategicSquare target) {
        Optional<SquareInfo> info = board.square(target);
        if (info.isEmpty()) {
            return Optional.of(target + " is off the map (GITM 1.1)");
        }
        if (!info.get().terrain().isPassable()) {
            return Optional.of(target + " is " + info.get().terrain().words() + ", where no unit can go (GITM 1.2)");
        }
        if (isGuatemala(info.get())) {
            return Optional.of(target + " is in Guatemala, which no unit may enter (GITM 7.16)");
        }
        if (u.type() == UnitType.MI && info.get().nation() != u.nation()) {
            return Optional.of("militia stay in their own nation, and " + target + " is in "
                    + info.get().nation().title() + " (GITM 7.1)");
        }
        return Optional.empty();
    }

    /** Guatemala's squares carry the state id {@code GUA} on the map (as the order checks read it). */
    static boolean isGuatemala(SquareInfo info) {
        return info.state().equalsIgnoreCase("GUA");
    }
}
