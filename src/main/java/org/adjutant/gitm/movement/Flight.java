package org.adjutant.gitm.movement;

import java.util.Optional;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.state.StackingRules;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitType;

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
     * Why a strategic step of {@code u} towards {@code dir} is impossible now, or empty when it can be made: off the
     * map, impassable, Guatemala or a militia leaving its nation (GITM 1.2, 7.1, 7.16); a besieged city (7.8); the
     * way to the map edge held or the wrong bank (7.8, 7.9); a diagonal step cut off (7.15); a full square (1.4); no
     * entry square (7.14).
     */
    public static Optional<String> stepBlocked(Board board, Sieges sieges, Unit u, Direction dir) {
        Optional<StrategicSquare> target = u.location().strategic().step(dir);
        if (target.isEmpty() || !mayEnter(board, u, target.get())) {
            return Optional.of("the ground that way is closed to it");
        }
        if (sieges.besieged(u, board)) {
            return Optional.of("it is shut up in a besieged city");
        }
        String departure = DepartureRules.block(board, u.location().strategic(), u.location().tactical(), dir,
                board.unitsHere(u.location().strategic()),
                o -> !o.id().equals(u.id()) && o.type().isCombatUnit() && board.obstructs(u, o),
                o -> o.isActive() && !board.allied(u, o));
        if (departure != null) {
            return Optional.of(departure);
        }
        if (dir.isDiagonal() && Interception.cutsOff(board, u, dir)) {
            return Optional.of("the enemy cuts off the diagonal way");
        }
        int active = 0;
        for (Unit o : board.unitsHere(target.get())) {
            if (o.isActive()) {
                active++;
            }
        }
        if (active >= StackingRules.MAX_ACTIVE) {
            return Optional.of(target.get() + " is full");
        }
        if (entry(board, u, target.get(), dir).isEmpty()) {
            return Optional.of("no entry square in " + target.get() + " is free of the enemy");
        }
        return Optional.empty();
    }

    /** Where {@code u} comes onto {@code dest}'s tactical map moving {@code moving}, wanting its present square. */
    public static Optional<TacticalSquare> entry(Board board, Unit u, StrategicSquare dest, Direction moving) {
        return StrategicMovement.entrySquare(board, u, dest, moving, u.location().tactical());
    }

    /** Passable ground of the map, not Guatemala, and for militia their own nation (GITM 1.2, 7.1, 7.16). */
    public static boolean mayEnter(Board board, Unit u, StrategicSquare target) {
        Optional<SquareInfo> info = board.square(target);
        if (info.isEmpty() || !info.get().terrain().isPassable() || StrategicMovement.isGuatemala(info.get())) {
            return false;
        }
        return u.type() != UnitType.MI || info.get().nation() == u.nation();
    }
}
