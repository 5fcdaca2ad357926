package org.adjutant.gitm.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.adjutant.gitm.map.sea.SeaArea;
import org.adjutant.gitm.map.sea.SeaChart;
import org.adjutant.gitm.map.sea.SeaPort;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.naval.Ship;

/**
 * The sea chart drawn for a state's officer as text, at the scale of PATE's sea areas (PATE 1.1-1.3; docs/reports.md,
 * docs/rules/naval.md section 3): for each chart the state has ships on, one line a sea area with its code, the areas
 * it leads to with their headings, its ports, and the state's own ships where they lie. It is what a minister writes
 * {@code SAIL} orders from; it shows his own ships only (other states' ships in sight are listed in words, {@link ShipsSection}).
 */
final class SeaChartLines {
    private SeaChartLines() {
    }

    /** One chart: its title and a line a sea area. */
    record Drawn(String title, List<String> areas) {
    }

    /** The charts {@code ships} lie on, in the chart file's order, each drawn with those ships on it. */
    static List<Drawn> of(SeaChart chart, List<Ship> ships) {
        Set<String> used = new LinkedHashSet<>();
        for (String code : chart.charts().keySet()) {
            if (ships.stream().anyMatch(s -> chart.knows(s.station()) && chart.chartOf(s.station()).equals(code))) {
                used.add(code);
            }
        }
        List<Drawn> drawn = new ArrayList<>();
        for (String code : used) {
            List<String> lines = new ArrayList<>();
            for (SeaArea area : chart.areasOf(code)) {
                lines.add(line(chart, area, ships));
            }
            drawn.add(new Drawn(chart.charts().get(code), lines));
        }
        return drawn;
    }

    /** "SGC South Gulf Coast [US3SL]: on to TMC N, CGF N, CMP E; ports Veracruz (off it: US1FR), Alvarado." */
    static String line(SeaChart chart, SeaArea area, List<Ship> ships) {
        StringBuilder b = new StringBuilder(area.id()).append(' ').append(area.name());
        if (area.offMap()) {
            b.append(" (beyond the map)");
        }
        b.append(here(ships, new Station.Open(area.id()))).append(": on to ");
        List<String> links = new ArrayList<>();
        for (SeaChart.Leg leg : chart.legs(new Station.Open(area.id()))) {
            if (leg.to() instanceof Station.Open o) {
                links.add(o.area() + " " + leg.heading());
            }
        }
        b.append(String.join(", ", links));
        List<String> ports = new ArrayList<>();
        for (SeaPort p : chart.portsOf(area.chart())) {
            if (!p.area().equals(area.id())) {
                continue;
            }
            Map<String, String> at = new LinkedHashMap<>();
            at.put("in harbour", here(ships, new Station.Harbor(p.name())));
            at.put("off it", here(ships, new Station.Coastal(p.name())));
            StringBuilder port = new StringBuilder(p.name());
            at.forEach((where, ids) -> {
                if (!ids.isEmpty()) {
                    port.append(" (").append(where).append(": ").append(ids.substring(2, ids.length() - 1))
                            .append(')');
                }
            });
            ports.add(port.toString());
        }
        if (!ports.isEmpty()) {
            b.append("; ports ").append(String.join(", ", ports));
        }
        return b.append('.').toString();
    }

    /** " [US1FR, US2FR]" for the ships at a station, or "" when none is. */
    private static String here(List<Ship> ships, Station station) {
        List<String> ids = ships.stream().filter(s -> s.station().equals(station)).map(s -> s.id().toString())
                .toList();
        return ids.isEmpty() ? "" : " [" + String.join(", ", ids) + "]";
    }
}
