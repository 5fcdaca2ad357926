package org.adjutant.gitm.movement;

import java.util.Optional;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.state.StackingRules;
import org.adjutant.gitm.unit.Unit;

/**
 * The strategic-movement rules a unit in flight obeys, for the combat step: a rout is one strategic step in a
 * random direction (GITM 9.8), refused for any reason a march that way would be refused now, and a shattered unit's
 * flight (GITM 12.2) may only stop on ground a march could reach. The fatigue limit of GITM 7.1 does not apply: flight
 * is no march.
 */
public final class Flight {
    private Flight() {
    }

    /**
     * Why a strategic step of {@code u} towards {@code dir} is impossible now, or empty when it can be made, with the
     * rule that bars it, as a march that way would be told: the square closed to it (GITM 1.1, 1.2, 7.1, 7.16); a
     * besieged city (7.8); the way to the map edge held or the wrong bank (7.8, 7.9); a diagonal step cut off (7.15); a
     * full square (1.4); no entry square (7.14, with the bank rule of 7.9).
     */
    public static Optional<String> stepBlocked(Board board, Sieges sieges, Unit u, Direction dir) {
        Optional<StrategicSquare> target = u.location().strategic().step(dir);
        if (target.isEmpty()) {
            return Optional.of("the edge of the map lies that way (GITM 1.1)");
        }
        Optional<String> closed = OpenGround.closedTo(board, u, target.get());
        if (closed.isPresent()) {
            return closed;
        }
        if (sieges.besieged(u, board)) {
            return Optional.of(StrategicMovement.shutIn(board, u));
        }
        String departure = DepartureRules.block(board, u.location().strategic(), u.location().tactical(), dir,
                board.unitsHere(u.location().strategic()),
                o -> !o.id().equals(u.id()) && o.type().isCombatUnit() && board.obstructs(u, o),
                o -> o.isActive() && !board.allied(u, o));
        if (departure != null) {
            return Optional.of(departure);
        }
        if (dir.isDiagonal() && Interception.cutsOff(board, u, dir)) {
            return Optional.of("the enemy cuts off the diagonal way (GITM 7.15)");
        }
        int active = 0;
        for (Unit o : board.unitsHere(target.get())) {
            if (o.isActive()) {
                active++;
            }
        }
        if (active >= StackingRules.MAX_ACTIVE) {
            return Optional.of(target.get() + " already holds " + StackingRules.MAX_ACTIVE + " active units"
                    + " (GITM 1.4)");
        }
        EntryBars bars = EntryBars.of(board, u, target.get(), dir);
        if (bars.choose(u.location().tactical()).isEmpty()) {
            return Optional.of(bars.refusal(u.location().tactical()));
        }
        return Optional.empty();
    }

    /** Where {@code u} comes onto {@code dest}'s tactical map moving {@code moving}, wanting its present square. */
    public static Optional<TacticalSquare> entry(Board board, Unit u, StrategicSquare dest, Direction moving) {
        return EntryBars.of(board, u, dest, moving).choose(u.location().tactical());
    }

    /** Passable ground of the map, not Guatemala, and for militia their own nation (GITM 1.2, 7.1, 7.16). */
    public static boolean mayEnter(Board board, Unit u, StrategicSquare target) {
        return OpenGround.closedTo(board, u, target).isEmpty();
    }
}
