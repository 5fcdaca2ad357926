package org.adjutant.gitm.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;

/**
 * The plain-text form of a strategic-map window for the text part of a report (GITM 1.4): two characters a square,
 * terrain then city or troops, names on the edges, the key (its flag line from {@link FlagKey}), cities, rivers and
 * the troops with their labels. Split from {@link StrategicMapRenderer}, which draws the picture of the same window.
 */
final class StrategicTextDrawing {
    private StrategicTextDrawing() {
    }

    /** The window as text: two characters per square (terrain, then city or marker), names on the edges, a key. */
    static String text(StrategicMap map, StrategicWindow w, Map<StrategicSquare, List<Marker>> markers,
                       FlagKey flags, CityLegend legend) {
        Map<StrategicSquare, List<Marker>> mk = markers == null ? Map.of() : new java.util.TreeMap<>(markers);
        StringBuilder out = new StringBuilder();
        out.append("Strategic map, columns ").append(new StrategicSquare(w.minCol(), 0).columnName()).append('-')
                .append(new StrategicSquare(w.maxCol(), 0).columnName()).append(", rows ")
                .append(new StrategicSquare(0, w.minRow()).rowName()).append('-')
                .append(new StrategicSquare(0, w.maxRow()).rowName()).append('\n');
        StringBuilder header = new StringBuilder("   ");
        for (int c = w.minCol(); c <= w.maxCol(); c++) {
            header.append(new StrategicSquare(c, 0).columnName());
        }
        out.append(header).append('\n');
        TreeSet<String> rivers = new TreeSet<>();
        List<City> cities = new ArrayList<>();
        for (int r = w.minRow(); r <= w.maxRow(); r++) {
            String rowName = new StrategicSquare(0, r).rowName();
            out.append(rowName).append(' ');
            for (int c = w.minCol(); c <= w.maxCol(); c++) {
                StrategicSquare s = new StrategicSquare(c, r);
                Optional<SquareInfo> info = map.square(s);
                out.append(info.map(i -> StrategicPalette.symbol(i.terrain())).orElse(StrategicPalette.OUTSIDE_SYMBOL));
                List<StrategicMarkers.Symbol> symbols = StrategicMarkers.symbols(mk.get(s));
                char overlay = ' ';
                if (StrategicMarkers.battle(mk.get(s))) {
                    overlay = StrategicPalette.symbol(Allegiance.ALL_THREE, MarkerShape.BATTLE);
                } else if (!symbols.isEmpty()) {
                    overlay = StrategicPalette.symbol(symbols.get(0).allegiance(), symbols.get(0).shape());
                } else if (info.isPresent() && !info.get().cities().isEmpty()) {
                    overlay = '*';
                }
                out.append(overlay);
                info.ifPresent(i -> {
                    i.riverNames().stream().filter(n -> !n.isEmpty()).forEach(rivers::add);
                    cities.addAll(i.cities());
                });
            }
            out.append(rowName).append('\n');
        }
        out.append(header).append('\n');
        out.append("Key: . open  ~ water  h hill  f forest  F forested hill  m mountain  M high mountain\n")
                .append("     d desert  D high desert  , marsh  s swamp  # outside the map   * city\n")
                .append(flags.textLine());
        if (!cities.isEmpty()) {
            out.append("Cities:\n");
            for (City onMap : cities) {
                City c = legend.current(onMap);
                out.append("  ").append(c.square()).append(' ').append(c.name()).append(" (").append(c.state());
                if (c.level() > 0) {
                    out.append(", level ").append(c.level());
                }
                if (c.hasFort()) {
                    out.append(", fort ").append(c.fortStrength());
                }
                if (c.port()) {
                    out.append(", port");
                }
                if (legend.showsStores(c)) {
                    out.append(", supplies ").append(c.supplies());
                }
                out.append(")\n");
            }
        }
        if (!rivers.isEmpty()) {
            out.append("Rivers: ").append(String.join(", ", rivers)).append('\n');
        }
        List<String> marks = new ArrayList<>();
        List<String> battles = new ArrayList<>();
        mk.forEach((s, list) -> {
            if (w.contains(s)) {
                for (Marker m : list) {
                    if (m.shape() == MarkerShape.BATTLE) {
                        battles.add(s.toString());
                        continue;
                    }
                    marks.add("  " + s + ' ' + StrategicPalette.symbol(m.allegiance(), m.shape())
                            + (m.label().isEmpty() ? "" : " " + m.label()));
                }
            }
        });
        if (!marks.isEmpty()) {
            out.append("Troops:\n");
            marks.forEach(m -> out.append(m).append('\n'));
        }
        if (!battles.isEmpty()) {
            out.append("Battles this turn (X on the map, in place of the troops' letter): ")
                    .append(String.join(", ", battles)).append('\n');
        }
        return out.toString();
    }
}
