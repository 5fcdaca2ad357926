package org.adjutant.gitm.state;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.map.tactical.TacticalMaps;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitType;
import org.adjutant.gitm.unit.Violation;

/**
 * Where a unit may stand at all: on a square of the map, on passable strategic terrain (GITM 1.2), not on a river,
 * mountain or water square of its tactical map as drawn by the generator or fixed by an inline map (GITM 2.2), inside a
 * fort only where a city has one (GITM 2.6), and a militia unit only in its own nation (GITM 7.1). Used to validate
 * scenarios and the engine's own placements.
 */
public final class PlacementRules {
    private PlacementRules() {
    }

    /** As {@link #check(Unit, StrategicMap, TacticalMaps)}, drawing the one tactical map it needs. */
    public static List<Violation> check(Unit unit, StrategicMap map) {
        return check(unit, map, TacticalWorld.of(map));
    }

    /** Every reason the unit may not stand where it is; {@code tactical} are the map's tactical maps. */
    public static List<Violation> check(Unit unit, StrategicMap map, TacticalMaps tactical) {
        List<Violation> found = new ArrayList<>();
        String who = unit.id().toString();
        Location at = unit.location();
        Optional<SquareInfo> square = map.square(at.strategic());
        if (square.isEmpty()) {
            found.add(new Violation(who, at.strategic() + " is not on map " + map.id()));
            return found;
        }
        SquareInfo info = square.get();
        if (!info.terrain().isPassable()) {
            found.add(new Violation(who, at.strategic() + " is " + info.terrain().words()
                    + ", where no unit can stand (GITM 1.2)"));
        }
        if (info.terrain().isPassable()) {
            TacticalTerrain t = tactical.of(at.strategic()).terrain(at.tactical());
            if (!t.isPassable()) {
                found.add(new Violation(who, "tactical square " + at.tactical() + " of " + at.strategic() + " is "
                        + t.words() + ", where no unit can stand (GITM 2.2)"));
            }
        }
        if (unit.inFort()) {
            boolean fortHere = info.cities().stream()
                    .anyMatch(c -> c.hasFort() && c.tactical().equals(at.tactical()));
            if (!fortHere) {
                found.add(new Violation(who, "is marked in a fort, but no city at " + at + " has one (GITM 2.6)"));
            }
        }
        if (unit.type() == UnitType.MI && info.nation() != unit.nation()) {
            found.add(new Violation(who, "militia stay in their own nation, and " + at.strategic() + " is in "
                    + info.nation().title() + " (GITM 7.1)"));
        }
        return found;
    }

    /** The city whose tactical square the unit stands on, if any. */
    public static Optional<City> cityAt(StrategicMap map, Location at) {
        return map.square(at.strategic()).stream().flatMap(s -> s.cities().stream())
                .filter(c -> c.tactical().equals(at.tactical())).findFirst();
    }
}
