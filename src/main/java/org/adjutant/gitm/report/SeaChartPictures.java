package org.adjutant.gitm.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.sea.SeaChart;
import org.adjutant.gitm.map.sea.SeaPort;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.naval.Blockade;
import org.adjutant.gitm.naval.Ship;
import org.adjutant.gitm.render.SeaChartRenderer;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.OffMapPort;

/**
 * The sea charts of a state's officer as pictures (PATE 1.1-1.3; docs/reports.md, docs/rules/naval.md section 1): one
 * a chart his state has ships on, with those ships where they lie and the blockades his state knows of. Fog of war:
 * the ships drawn are the state's own, the very ships the text lists; nothing of another state's ships reaches the
 * picture, not even as a blockade's mark, except where his own warship lies in the port or the port is his own.
 */
final class SeaChartPictures {
    /** The content id of a chart's picture in the mail: one per state and chart, since a reader may serve two. */
    static String cid(String state, String chartCode) {
        return "sea-chart-" + state + "-" + chartCode;
    }

    private SeaChartPictures() {
    }

    /** A chart drawn for one state: its code, its picture's content id, and the picture. */
    record Drawn(String chartCode, String cid, SeaChartRenderer.Picture picture) {
    }

    /** The charts the ships of {@code served} lie on, in the chart file's order, with those ships and no others. */
    static List<Drawn> of(GitmState state, StrategicMap map, SeaChart chart, String served, String stateName) {
        List<Ship> ships = state.navy().of(served);
        List<Drawn> out = new ArrayList<>();
        SeaChartRenderer renderer = new SeaChartRenderer(map, chart);
        SortedSet<String> blockaded = knownBlockades(state, map, chart, served, ships);
        for (String code : chart.charts().keySet()) {
            Map<Station, List<String>> here = new LinkedHashMap<>();
            for (Ship s : ships) {
                if (chart.knows(s.station()) && chart.chartOf(s.station()).equals(code)) {
                    here.computeIfAbsent(s.station(), k -> new ArrayList<>()).add(s.id().toString());
                }
            }
            if (here.isEmpty()) {
                continue;
            }
            out.add(new Drawn(code, cid(served, code),
                    renderer.draw(code, "ships of " + stateName + " (" + served + ")", here, blockaded)));
        }
        return out;
    }

    /**
     * The ports blockaded (docs/rules/naval.md section 12) that the state knows to be: its own ports shut against
     * it (its customs house tells it), and any port blockaded where one of its own warships lies (she is doing it).
     */
    static SortedSet<String> knownBlockades(GitmState state, StrategicMap map, SeaChart chart, String served,
                                            List<Ship> ships) {
        SortedSet<String> known = new TreeSet<>();
        for (SeaPort p : chart.ports()) {
            Optional<String> holder = holder(state, map, chart, p);
            if (holder.isEmpty()) {
                continue;
            }
            boolean ours = holder.get().equals(served);
            boolean ourWarshipThere = ships.stream().anyMatch(s -> s.isWarship()
                    && s.station().port().map(p.name()::equals).orElse(false));
            if ((ours || ourWarshipThere)
                    && Blockade.blockaded(state, state.navy(), chart, p.name(), holder.get())) {
                known.add(p.name());
            }
        }
        return known;
    }

    /** Who holds a port: its city's holder on the land map, the off-map port's holder beyond it. */
    private static Optional<String> holder(GitmState state, StrategicMap map, SeaChart chart, SeaPort p) {
        if (chart.onMap(p.name())) {
            return state.city(p.name(), map).map(City::state).filter(s -> !s.isEmpty());
        }
        return state.port(p.name()).flatMap(OffMapPort::holder);
    }
}
