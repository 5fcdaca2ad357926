package org.adjutant.gitm.movement;

import java.util.Optional;
import java.util.function.Predicate;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.unit.Unit;

/**
 * GITM 7.8 and 7.9, the one place they are judged: what stops a unit standing on a tactical square from leaving its
 * tactical map in a direction. The cone towards the move must be clear of obstructing combat units; the unit may not
 * slip diagonally between two non-allied units next to it; and with obstructing combat units in the square it must
 * already stand on the bank (or at the marsh edge) the move leaves by. Marches ask it for the unit that marches; lines
 * of contact (GITM 10.2, condition 5) ask it for a unit of the end's side standing at the end.
 */
final class DepartureRules {
    private DepartureRules() {
    }

    /**
     * @param here       the units in the square
     * @param obstructs  which of them obstruct the mover (hostile, or neutral on its home soil), combat units only
     * @param nonAllied  which of them are active and not the mover's allies (for the diagonal slip)
     * @return why the move is barred, or null when nothing stands in the way
     */
    static String block(Board board, StrategicSquare from, TacticalSquare at, Direction dir, Iterable<Unit> here,
                        Predicate<Unit> obstructs, Predicate<Unit> nonAllied) {
        boolean enemyCombatPresent = false;
        for (Unit o : here) {
            if (!obstructs.test(o)) {
                continue;
            }
            enemyCombatPresent = true;
            if (Cones.inCone(dir, at, o.location().tactical())) {
                return "enemy troops at " + o.location().tactical() + " stand between it and the map edge (GITM 7.8)";
            }
        }
        if (dir.isDiagonal()) {
            Optional<TacticalSquare> side1 = at.step(Direction.of(dir.dx(), 0).orElseThrow());
            Optional<TacticalSquare> side2 = at.step(Direction.of(0, dir.dy()).orElseThrow());
            if (side1.isPresent() && side2.isPresent() && standsAt(here, nonAllied, side1.get())
                    && standsAt(here, nonAllied, side2.get())) {
                return "it would have to slip between two units that are not its allies (GITM 7.8)";
            }
        }
        if (enemyCombatPresent) {
            if (!RiverBanks.reachesEdge(board.tacticalMap(from), board.banks(from), at, dir)) {
                return "with hostile troops about it must first cross the river or mountain range on the tactical map"
                        + " (GITM 7.9)";
            }
            if (board.map().terrain(from) == Terrain.MARSH && !RiverBanks.atMarshEdge(at, dir)) {
                return "with hostile troops about it must first reach the " + dir.words() + " edge of the marsh"
                        + " (GITM 7.9)";
            }
        }
        return null;
    }

    private static boolean standsAt(Iterable<Unit> here, Predicate<Unit> which, TacticalSquare t) {
        for (Unit o : here) {
            if (o.location().tactical().equals(t) && which.test(o)) {
                return true;
            }
        }
        return false;
    }
}
