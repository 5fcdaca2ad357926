package org.adjutant.gitm.combat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.tactical.TacticalMap;
import org.adjutant.gitm.movement.EntrySquares;
import org.adjutant.gitm.movement.Flight;
import org.adjutant.gitm.movement.LineOfContact;
import org.adjutant.gitm.movement.tactical.BesiegedCities;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.Dice;

/**
 * Where a shattered unit goes (GITM 12.2, 12.4; docs/rules/gitm-9-combat.md, section 19.3): 3 or 4 squares along the
 * shortest line of contact to the nearest friendly city within 15 (not in its own square, not besieged); if enemies
 * hold the square it reaches, a random free neighbour. No such city, or no free square: no refuge here (a shattering
 * then tries the coast, {@link CoastalRefuge}).
 */
final class Refuge {
    private Refuge() {
    }

    /** The cities of the map within {@code range} squares of {@code centre} (the candidates are sorted after). */
    private static List<City> citiesWithin(Field f, StrategicSquare centre, int range) {
        List<City> out = new ArrayList<>();
        for (int dr = -range; dr <= range; dr++) {
            for (int dc = -range; dc <= range; dc++) {
                if (StrategicSquare.onMap(centre.col() + dc, centre.row() + dr)) {
                    f.board().square(new StrategicSquare(centre.col() + dc, centre.row() + dr))
                            .ifPresent(info -> out.addAll(info.cities()));
                }
            }
        }
        return out;
    }

    /** Where the unit comes to rest, or empty when it has no refuge and is destroyed. */
    static Optional<Location> find(Field f, Unit u) {
        StrategicSquare here = u.location().strategic();
        LineOfContact lines = LineOfContact.around(f.board(), here, CombatConstants.SHATTER_CITY_RANGE);
        LineOfContact.Reach reach = lines.reach(lines.end(u), CombatConstants.SHATTER_CITY_RANGE);
        BesiegedCities sieges = BesiegedCities.from(f.turn().plugins().sieges());
        List<City> candidates = new ArrayList<>();
        citiesWithin(f, here, CombatConstants.SHATTER_CITY_RANGE).forEach(onMap -> {
            City c = f.board().city(onMap);
            if (!c.square().equals(u.location().strategic())
                    && c.square().distanceTo(u.location().strategic()) <= CombatConstants.SHATTER_CITY_RANGE
                    && f.board().start().states().containsKey(c.state())
                    && f.board().start().relation(u.state(), c.state()) == Relation.ALLIED
                    && !sieges.besieged(c, f.board())) {
                candidates.add(c);
            }
        });
        City best = null;
        int bestLength = Integer.MAX_VALUE;
        candidates.sort(Comparator.comparingInt(City::level).reversed().thenComparing(City::name));
        for (City c : candidates) {
            var end = lines.end(c);
            if (end.isEmpty()) {
                continue;
            }
            var length = reach.length(end.get());
            if (length.isPresent() && length.getAsInt() < bestLength) {
                best = c;
                bestLength = length.getAsInt();
            }
        }
        if (best == null) {
            return Optional.empty();
        }
        List<StrategicSquare> path = reach.path(lines.end(best).orElseThrow()).orElseThrow();
        Dice dice = f.dice("shatter");
        int steps = dice.roll(u.id() + " shattered: squares fled along its line of contact (3-4)",
                CombatConstants.SHATTER_MOVE_MAX - CombatConstants.SHATTER_MOVE_MIN + 1)
                + CombatConstants.SHATTER_MOVE_MIN - 1;
        int at = Math.min(steps, path.size()) - 1;
        StrategicSquare before = at == 0 ? u.location().strategic() : path.get(at - 1);
        return land(f, u, before, path.get(at));
    }

    /**
     * The square the flight ends in: {@code target} if no active enemy holds it, else its neighbours tried in random
     * order until one is passable and free of enemies; then a place on its tactical map (GITM 7.14).
     */
    static Optional<Location> land(Field f, Unit u, StrategicSquare before, StrategicSquare target) {
        StrategicSquare square = target;
        if (enemyIn(f, u, target)) {
            List<StrategicSquare> left = new ArrayList<>(target.neighbours());
            square = null;
            Dice dice = f.dice("shatter");
            while (!left.isEmpty()) {
                StrategicSquare pick = left.remove(dice.roll(u.id() + " shattered: which square beside " + target
                        + " it tries", left.size()) - 1);
                if (Flight.mayEnter(f.board(), u, pick) && !enemyIn(f, u, pick)) {
                    square = pick;
                    break;
                }
            }
            if (square == null) {
                return Optional.empty();
            }
        }
        Direction heading = Direction.of(Integer.signum(square.col() - before.col()),
                Integer.signum(square.row() - before.row())).orElse(Direction.N);
        TacticalMap map = f.board().tacticalMap(square);
        StrategicSquare there = square;
        TacticalSquare wanted = u.location().tactical();
        TacticalSquare t = EntrySquares.choose(heading, wanted, s -> map.isPassable(s)
                        && !f.barred(u, there, s) && f.board().hasRoom(u, there, s))
                .orElseGet(() -> EntrySquares.choose(heading, wanted, map::isPassable)
                        .orElse(EntrySquares.unopposed(heading, wanted)));
        return Optional.of(new Location(square, t));
    }

    /** An active hostile unit in the square (a shattered unit rests only where no enemy is, GITM 12.2). */
    static boolean enemyIn(Field f, Unit u, StrategicSquare square) {
        for (Unit o : f.board().unitsIn(square)) {
            if (o.readiness() == Readiness.ACTIVE && f.board().relation(u, o) == Relation.HOSTILE) {
                return true;
            }
        }
        return false;
    }
}
