package org.adjutant.gitm.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.render.Allegiance;
import org.adjutant.gitm.render.Marker;
import org.adjutant.gitm.render.MarkerShape;
import org.adjutant.gitm.render.StrategicMapRenderer;
import org.adjutant.gitm.render.StrategicWindow;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;

/**
 * The strategic-map window of a position report, as a PNG and as text: every square within five of the recipient's
 * units (GITM 4.1), with his units marked by blue flags, tents when inactive, a boxed S when shattered (GITM 1.4).
 * Other units appear only when the detection rules let him see them; until those are wired in, none do.
 */
final class PositionMaps {
    static final int RADIUS = 5;

    record Drawn(byte[] png, String text) {
    }

    Drawn draw(StrategicMap map, GitmState state, List<Unit> units) {
        if (units.isEmpty()) {
            return new Drawn(new byte[0], "");
        }
        Map<StrategicSquare, List<Unit>> bySquare = new TreeMap<>();
        for (Unit u : units) {
            bySquare.computeIfAbsent(u.location().strategic(), k -> new ArrayList<>()).add(u);
        }
        Map<StrategicSquare, List<Marker>> markers = new TreeMap<>();
        bySquare.forEach((square, here) -> markers.put(square, List.of(marker(here))));
        StrategicWindow window = StrategicWindow.around(bySquare.keySet(), RADIUS);
        StrategicMapRenderer renderer = new StrategicMapRenderer(map);
        return new Drawn(renderer.png(window, markers), renderer.text(window, markers));
    }

    /** One marker per square: a flag if any unit is active, else a tent if any is inactive, else a boxed S. */
    private static Marker marker(List<Unit> here) {
        String label = String.join(" ", here.stream().map(u -> u.id().toString()).toList());
        boolean active = here.stream().anyMatch(u -> u.readiness() == Readiness.ACTIVE);
        boolean inactive = here.stream().anyMatch(u -> u.readiness() == Readiness.INACTIVE);
        MarkerShape shape = active ? MarkerShape.FLAG : inactive ? MarkerShape.TENT : MarkerShape.SHATTERED;
        return new Marker(Allegiance.FRIENDLY, shape, label);
    }
}
