package org.adjutant.gitm.report;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.render.Allegiance;
import org.adjutant.gitm.render.FlagKey;
import org.adjutant.gitm.render.Marker;
import org.adjutant.gitm.render.MarkerShape;
import org.adjutant.gitm.render.StrategicMapRenderer;
import org.adjutant.gitm.render.StrategicWindow;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Unit;

/**
 * The strategic-map window of a report, as a PNG and as text. The window spans every square within the radius of
 * the squares given (GITM 4.1: five around his units); the markers are exactly those handed in, which for a player are
 * the stacks of his {@code PlayerView} (GITM 1.4, 4.1, 4.6), so nothing he does not detect can be drawn.
 */
final class PositionMaps {
    record Drawn(byte[] png, String text) {
        static final Drawn NONE = new Drawn(new byte[0], "");
    }

    /** @param flags what the flag colours stand for: sides for a player, nations for the moderator */
    Drawn draw(StrategicMap map, Collection<StrategicSquare> centres, int radius,
               Map<StrategicSquare, List<Marker>> markers, FlagKey flags) {
        return draw(map, centres, radius, markers, flags, org.adjutant.gitm.render.CityLegend.AS_MAPPED);
    }

    /** ... with the cities listed as {@code legend} writes them for this reader. */
    Drawn draw(StrategicMap map, Collection<StrategicSquare> centres, int radius,
               Map<StrategicSquare, List<Marker>> markers, FlagKey flags,
               org.adjutant.gitm.render.CityLegend legend) {
        return draw(map, centres, radius, markers, flags, legend, (key, picture) -> picture.get());
    }

    /**
     * ... taking the picture from {@code pictures} (the turn's pictures already drawn, {@link TurnFacts}) under a key
     * that holds everything the picture shows: the window, the flag key, and the symbols of the window's squares.
     * Marker labels are left out of the key because the picture does not draw them (the text does).
     */
    Drawn draw(StrategicMap map, Collection<StrategicSquare> centres, int radius,
               Map<StrategicSquare, List<Marker>> markers, FlagKey flags,
               org.adjutant.gitm.render.CityLegend legend,
               java.util.function.BiFunction<String, java.util.function.Supplier<byte[]>, byte[]> pictures) {
        if (centres.isEmpty()) {
            return Drawn.NONE;
        }
        StrategicWindow window = StrategicWindow.around(centres, radius);
        StrategicMapRenderer renderer = new StrategicMapRenderer(map);
        StringBuilder key = new StringBuilder().append(window).append(' ').append(flags);
        new TreeMap<>(markers).forEach((square, here) -> {
            if (window.contains(square)) {
                key.append(' ').append(square).append(':');
                here.forEach(m -> key.append(m.allegiance()).append('/').append(m.shape()).append(','));
            }
        });
        byte[] png = pictures.apply(key.toString(), () -> renderer.png(window, markers, flags));
        return new Drawn(png, renderer.text(window, markers, flags, legend));
    }

    /**
     * The moderator's markers: every unit, one stack per state and condition per square, counted exactly; United
     * States troops drawn blue and Mexican red, since the moderator belongs to no side: draw them with
     * {@link FlagKey#NATIONS}, whose key says so.
     */
    static SortedMap<StrategicSquare, List<Marker>> wholeTruth(GitmState state) {
        SortedMap<StrategicSquare, List<Marker>> markers = new TreeMap<>();
        state.unitsBySquare().forEach((square, units) -> {
            SortedMap<String, List<Unit>> groups = new TreeMap<>();
            for (Unit u : units) {
                groups.computeIfAbsent(u.state() + "\u0000" + u.readiness().ordinal(), k -> new ArrayList<>()).add(u);
            }
            List<Marker> here = new ArrayList<>();
            groups.values().forEach(g -> here.add(new Marker(
                    g.get(0).nation() == org.adjutant.gitm.map.Nation.US ? Allegiance.FRIENDLY : Allegiance.HOSTILE,
                    shape(g.get(0)), g.get(0).state() + " " + g.size() + (g.size() == 1 ? " unit" : " units"))));
            markers.put(square, List.copyOf(here));
        });
        return markers;
    }

    static MarkerShape shape(Unit unit) {
        return switch (unit.readiness()) {
            case ACTIVE -> MarkerShape.FLAG;
            case INACTIVE -> MarkerShape.TENT;
            case SHATTERED -> MarkerShape.SHATTERED;
        };
    }
}
