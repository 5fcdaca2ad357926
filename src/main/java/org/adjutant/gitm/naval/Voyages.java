package org.adjutant.gitm.naval;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.map.sea.SeaArea;
import org.adjutant.gitm.map.sea.SeaChart;
import org.adjutant.gitm.map.sea.SeaPort;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.order.OfficeOrder;

/**
 * The course a {@code SAIL} order sets (PATE 1.1-1.3; docs/rules/naval.md section 3.1): the places it names found on the
 * sea chart, and the shortest way from where the ship lies through each waypoint to where she is bound. The same
 * judgement when the mail arrives and in the Orders phase, so a player is told at once what the deadline would refuse.
 */
public final class Voyages {
    private Voyages() {
    }

    /** A course set: the ship, where she is bound, and the stations she would enter one after another. */
    public record Course(Ship ship, Station to, List<Station> route) {
        public Course {
            route = List.copyOf(route);
        }
    }

    /** A course, or why none can be set. */
    public record Verdict(Optional<Course> course, Optional<String> problem) {
        static Verdict refused(String why) {
            return new Verdict(Optional.empty(), Optional.of(why));
        }
    }

    /** The course of a SAIL of {@code state}'s on the ships of {@code navy}. */
    public static Verdict plan(Optional<SeaChart> sea, Navy navy, String state, OfficeOrder.Sail order) {
        Optional<Ship> found = navy.ship(order.ship()).filter(s -> s.state().equalsIgnoreCase(state));
        if (found.isEmpty()) {
            // an enemy's ship and an id no ship has read the same, so a reply tells nobody which ids are ships
            return Verdict.refused(order.ship() + " is not a ship of " + state);
        }
        Ship ship = found.get();
        if (sea.isEmpty() || !sea.get().knows(ship.station())) {
            return Verdict.refused("this game's map has no sea chart for " + ship.id() + " to sail on (PATE 1)");
        }
        SeaChart chart = sea.get();
        if (ship.isWarship() && ship.crew() == 0) {
            return Verdict.refused(ship.id() + " has no seamen aboard to sail her (docs/rules/naval.md section 3)");
        }
        List<Station> via = new ArrayList<>();
        for (OfficeOrder.Sail.Place p : order.via()) {
            Optional<Station> s = station(chart, p);
            if (s.isEmpty()) {
                return Verdict.refused(unknown(p));
            }
            via.add(s.get());
        }
        Optional<Station> to = station(chart, order.to());
        if (to.isEmpty()) {
            return Verdict.refused(unknown(order.to()));
        }
        for (Station s : concat(via, to.get())) {
            String theirs = chart.chartOf(s);
            String hers = chart.chartOf(ship.station());
            if (!theirs.equals(hers)) {
                return Verdict.refused(s.describe(chart) + " lies in " + chart.charts().get(theirs) + ", and "
                        + ship.id() + " in " + chart.charts().get(hers) + ": no ship passes from one chart to the other"
                        + " (PATE 1.1)");
            }
        }
        List<Station> route = chart.route(ship.station(), to.get(), via).orElseThrow();
        if (route.isEmpty()) {
            return Verdict.refused(ship.id() + " already lies in " + ship.station().describe(chart)
                    + ", so SAIL would not move her");
        }
        return new Verdict(Optional.of(new Course(ship, to.get(), route)), Optional.empty());
    }

    /** The station a place names: a port's harbour or coastal waters, or a sea area by code or name. */
    static Optional<Station> station(SeaChart chart, OfficeOrder.Sail.Place place) {
        Optional<SeaPort> port = chart.port(place.name());
        if (place.coast()) {
            return port.map(p -> new Station.Coastal(p.name()));
        }
        if (port.isPresent()) {
            return Optional.of(new Station.Harbor(port.get().name()));
        }
        return chart.area(place.name()).map(SeaArea::id).map(Station.Open::new);
    }

    private static String unknown(OfficeOrder.Sail.Place place) {
        if (place.coast()) {
            return place.name() + " is no port of the sea chart, so it has no coastal waters to sail to (PATE 1.2)";
        }
        return place.name() + " is no port or sea area of the sea chart (PATE 1.2): name a port by its city, its"
                + " coastal waters as COAST <port>, a sea area by its code or name (SGC, South Gulf Coast)";
    }

    private static List<Station> concat(List<Station> via, Station to) {
        List<Station> all = new ArrayList<>(via);
        all.add(to);
        return all;
    }
}
