package org.adjutant.gitm.combat;

import java.util.Comparator;
import java.util.Optional;
import org.adjutant.gitm.event.Shattered;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.sea.SeaChart;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.movement.Flight;
import org.adjutant.gitm.naval.Fleet;
import org.adjutant.gitm.naval.Ship;
import org.adjutant.gitm.naval.Shores;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Unit;

/**
 * The coastal fallback of a shattered unit with no city to flee to (GITM 12.2; docs/rules/gitm-9-combat.md, section
 * 19.3 step 4): the unit makes for the shore where a transport group of its side or of an active ally lies in a port's
 * coastal waters, so that it may be taken off by sea, as troops that landed from the sea would.
 *
 * <p>The candidates are the port's landing squares (the land the group reaches from those waters, {@link Shores}) at
 * 3 to 8 strategic squares from the unit, counted as the map counts a move (each of the eight neighbours is one
 * square), that the unit may enter and that hold no active enemy. The unit goes to the nearest of them in one flight;
 * ties go to the square that comes first north to south, then to the lower group id. The men of a broken unit scatter
 * and gather again on the beach: no line of contact is needed to get there (having none is why they go). No dice are
 * rolled: the choice follows from the position alone.
 */
final class CoastalRefuge {
    private CoastalRefuge() {
    }

    /** Where the unit gathers on the coast, and off which port which group waits for it. */
    record Landfall(Location at, Shattered.Coast coast) {
    }

    /** The nearest coastal refuge within the window, or empty: the unit has none and is destroyed. */
    static Optional<Landfall> find(Field f, Unit u) {
        Optional<SeaChart> chart = f.board().map().sea();
        if (chart.isEmpty()) {
            return Optional.empty();
        }
        StrategicSquare here = u.location().strategic();
        record Candidate(StrategicSquare square, Ship group, String port) {
        }
        Optional<Candidate> best = Fleet.of(f.turn()).navy().ships().values().stream()
                .filter(ship -> !ship.isWarship() && ship.station() instanceof Station.Coastal)
                .filter(ship -> f.board().start().states().containsKey(ship.state())
                        && f.board().start().relation(u.state(), ship.state()) == Relation.ALLIED)
                .flatMap(ship -> Shores.of(chart.get(), f.board().map(), ship.station()).stream()
                        .map(square -> new Candidate(square, ship, ship.station().port().orElseThrow())))
                .filter(c -> within(here, c.square()))
                .filter(c -> Flight.mayEnter(f.board(), u, c.square()) && !Refuge.enemyIn(f, u, c.square()))
                .min(Comparator.comparingInt((Candidate c) -> here.distanceTo(c.square()))
                        .thenComparing(Candidate::square).thenComparing(Candidate::group));
        return best.flatMap(c -> Refuge.land(f, u, here, c.square())
                .map(at -> new Landfall(at, new Shattered.Coast(c.group().id().toString(), c.port()))));
    }

    private static boolean within(StrategicSquare here, StrategicSquare square) {
        int d = here.distanceTo(square);
        return d >= CombatConstants.SHATTER_COAST_MIN && d <= CombatConstants.SHATTER_COAST_MAX;
    }
}
