package org.adjutant.gitm.map;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Writes a {@link TheatreMap} in the diff-friendly text format that {@link TheatreMapReader} reads (described in
 * docs/map.md): a header, then the sections [states], [terrain], [owners], [rivers], [ranges] and [cities]. Crossings
 * are sorted, so the same map always gives the same text.
 */
public final class TheatreMapWriter {
    private static final Comparator<Crossing> CROSSING_ORDER =
            Comparator.comparing((Crossing c) -> c.side().ordinal()).thenComparingInt(Crossing::offset);

    private TheatreMapWriter() {
    }

    public static String write(TheatreMap map, List<String> headerComments) {
        StringBuilder out = new StringBuilder();
        for (String c : headerComments) {
            out.append("# ").append(c).append('\n');
        }
        out.append("map ").append(map.id()).append('\n');
        out.append("size ").append(StrategicSquare.COLUMNS).append(' ').append(StrategicSquare.ROWS).append("\n\n");

        out.append("[states]\n# code|id|nation|name\n");
        for (MapState s : map.states()) {
            out.append(s.code()).append('|').append(s.id()).append('|').append(s.nation().name()).append('|')
                    .append(s.name()).append('\n');
        }

        out.append("\n[terrain]\n# o open, w water, h hill, f forest, F forested hill, m mountain, M high mountain,\n")
                .append("# d desert, D high desert, s marsh, S swamp, # outside the two nations\n");
        columnRuler(out);
        for (int r = 0; r < StrategicSquare.ROWS; r++) {
            StrategicSquare first = new StrategicSquare(0, r);
            out.append(first.rowName()).append(' ');
            for (int c = 0; c < StrategicSquare.COLUMNS; c++) {
                StrategicSquare s = new StrategicSquare(c, r);
                out.append(map.isOutside(s) ? TerrainCode.OUTSIDE : TerrainCode.of(map.terrain(s)));
            }
            out.append('\n');
        }

        out.append("\n[owners]\n# one state code per square (see [states]); # outside the two nations\n");
        columnRuler(out);
        for (int r = 0; r < StrategicSquare.ROWS; r++) {
            out.append(new StrategicSquare(0, r).rowName()).append(' ');
            for (int c = 0; c < StrategicSquare.COLUMNS; c++) {
                StrategicSquare s = new StrategicSquare(c, r);
                out.append(map.stateOf(s).map(MapState::code).orElse(TerrainCode.OUTSIDE));
            }
            out.append('\n');
        }

        out.append("\n[rivers]\n# square side offset name: the river crosses that side at tactical row/column offset\n");
        for (Map.Entry<StrategicSquare, List<TheatreMap.NamedCrossing>> e : map.allRivers().entrySet()) {
            List<TheatreMap.NamedCrossing> list = new ArrayList<>(e.getValue());
            list.sort(Comparator.comparing(TheatreMap.NamedCrossing::crossing, CROSSING_ORDER)
                    .thenComparing(TheatreMap.NamedCrossing::name));
            for (TheatreMap.NamedCrossing n : list) {
                out.append(e.getKey()).append(' ').append(n.crossing().side()).append(' ')
                        .append(n.crossing().offset()).append(' ').append(n.name()).append('\n');
            }
        }

        out.append("\n[ranges]\n# square side offset: a mountain ridge crosses that side at tactical row/column offset\n");
        for (Map.Entry<StrategicSquare, List<Crossing>> e : map.allRanges().entrySet()) {
            List<Crossing> list = new ArrayList<>(e.getValue());
            list.sort(CROSSING_ORDER);
            for (Crossing c : list) {
                out.append(e.getKey()).append(' ').append(c.side()).append(' ').append(c.offset()).append('\n');
            }
        }

        out.append("\n[cities]\n# name|square|tactical square|state|level|supplies|fort strength|fort capacity|port\n");
        for (City c : map.cityList()) {
            out.append(c.name()).append('|').append(c.square()).append('|').append(c.tactical()).append('|')
                    .append(c.state()).append('|').append(c.level()).append('|').append(c.supplies()).append('|')
                    .append(c.fortStrength()).append('|').append(c.fortCapacity()).append('|')
                    .append(c.port() ? "port" : "-").append('\n');
        }
        return out.toString();
    }

    /** Two comment lines naming the columns, so a reader can find a column by eye. */
    private static void columnRuler(StringBuilder out) {
        StringBuilder letters = new StringBuilder("#  ");
        StringBuilder digits = new StringBuilder("#  ");
        for (int c = 0; c < StrategicSquare.COLUMNS; c++) {
            String name = new StrategicSquare(c, 0).columnName();
            letters.append(c % 10 == 0 ? name.charAt(0) : ' ');
            digits.append(name.charAt(1));
        }
        out.append(letters.toString().stripTrailing()).append('\n').append(digits).append('\n');
    }
}
