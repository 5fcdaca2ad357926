package org.adjutant.gitm.movement.tactical;

import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Unit;

/**
 * The city squares of the tactical maps: which city stands where, whose side it is on, who is in its fort
 * (GITM 2.6, 8.2), and whether a besieged city's square is closed to a unit (GITM 8.4).
 */
final class CitySquares {
    private final Board board;
    private final BesiegedCities sieges;
    private final Neighbourhood near;

    CitySquares(Board board, BesiegedCities sieges, Neighbourhood near) {
        this.board = board;
        this.sieges = sieges;
        this.near = near;
    }

    /** The city on a tactical square, its fort as bombardment has left it this turn (GITM 9.14). */
    Optional<City> cityAt(Location where) {
        return board.cityAt(where);
    }

    /** Whether the city's state is the unit's own or actively allied to it. */
    boolean friendly(Unit u, City c) {
        return board.start().relation(u.state(), c.state()) == Relation.ALLIED;
    }

    boolean besieged(City c) {
        return sieges.besieged(c, board);
    }

    /** The units inside the fort at a place. */
    List<Unit> inFort(Location where) {
        return near.unitsAt(where.strategic(), where.tactical()).stream().filter(Unit::inFort).toList();
    }

    /**
     * GITM 8.4, the one place the garrison's side of it is judged: a unit inside a besieged city (on its square, not
     * hostile to its holder) may leave the city square only by a move of one square that attacks a besieger, a unit
     * hostile to the holder. Every kind of move asks it (specified, engage and support moves through {@link Walking},
     * interceptions in {@link InterceptMoves}), naming the units the move would attack at {@code target}; a move that
     * stays on the city square (into or out of the fort) is not a move out.
     *
     * @return why the move may not be made, or empty when it may
     */
    Optional<String> sallyBarred(Unit u, TacticalSquare target, List<Unit> attacked) {
        Optional<City> c = cityAt(u.location());
        if (c.isEmpty() || target.equals(u.location().tactical()) || !besieged(c.get())
                || board.start().relation(u.state(), c.get().state()) == Relation.HOSTILE) {
            return Optional.empty();
        }
        boolean sally = u.location().tactical().distanceTo(target) == 1 && attacked.stream()
                .anyMatch(o -> board.start().relation(o.state(), c.get().state()) == Relation.HOSTILE);
        if (sally) {
            return Optional.empty();
        }
        return Optional.of(c.get().name() + " is besieged, and its garrison may leave the city square only to attack"
                + " a besieger one square away (GITM 8.4)");
    }

    /**
     * GITM 8.4: a besieged city's square is closed to units not hostile to the side holding it, until a battle is
     * fought there: then any unit that is not neutral to a unit in the city square may come in and join it.
     */
    boolean closedTo(Unit u, TacticalSquare t) {
        Optional<City> c = cityAt(new Location(u.location().strategic(), t));
        if (c.isEmpty() || t.equals(u.location().tactical()) || !besieged(c.get())
                || board.start().relation(u.state(), c.get().state()) == Relation.HOSTILE) {
            return false;
        }
        return !battleInCity(u, t);
    }

    /** A battle is under way on the city square, and {@code u} is neutral to none of the troops there. */
    private boolean battleInCity(Unit u, TacticalSquare t) {
        StrategicSquare square = u.location().strategic();
        if (!near.battleSquares(square).contains(t)) {
            return false;
        }
        return near.fighters(new Location(square, t)).stream()
                .noneMatch(o -> board.relation(u, o) == Relation.NEUTRAL);
    }
}
