package org.adjutant.gitm.render;

import java.util.List;
import java.util.TreeMap;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.map.tactical.TacticalMap;
import org.adjutant.gitm.unit.Unit;

/**
 * The plain-text form of a tactical map for the text part of a report: one character per square with the troops'
 * symbol before it, numbers 0-14 on all four edges, the ratings as a second grid, then troops, key, cities and
 * siege notes. Lines end with '\n' and carry no trailing spaces, so mail clients and golden files agree.
 */
final class TacticalTextDrawing {
    private final TacticalMap map;
    private final TreeMap<TacticalSquare, List<Marker>> troops;
    private final List<String> siegeLines;
    private final List<String> cityLines;
    private final List<String> troopLines;
    private final StringBuilder out = new StringBuilder();
    /** The key's lines stay this short, so a mail reader need not scroll sideways. */
    private static final int KEY_WIDTH = 100;
    private static final String KEY_INDENT = "     ";

    TacticalTextDrawing(TacticalMap map, TreeMap<TacticalSquare, List<Marker>> troops, List<String> siegeLines,
                        List<String> cityLines, List<String> troopLines) {
        this.map = map;
        this.troops = troops;
        this.siegeLines = siegeLines;
        this.cityLines = cityLines;
        this.troopLines = troopLines;
    }

    String text(String title) {
        line(title);
        line("");
        grid(true);
        line("");
        line("Defensive ratings (0 poor to 4 excellent; - where no unit can stand):");
        grid(false);
        if (!troopLines.isEmpty()) {
            line("");
            line("Troops:");
            troopLines.forEach(l -> line("  " + l));
        }
        line("");
        List<String> entries = new java.util.ArrayList<>();
        for (TacticalTerrain t : TacticalTerrain.values()) {
            entries.add(TacticalPalette.symbol(t) + " " + t.words());
        }
        entries.add(TacticalPalette.FORT + " town with fort");
        StringBuilder key = new StringBuilder("Key:");
        for (int i = 0; i < entries.size(); i++) {
            String entry = " " + entries.get(i) + (i + 1 < entries.size() ? "," : ".");
            if (key.length() + entry.length() > KEY_WIDTH) {
                line(key.toString());
                key = new StringBuilder(KEY_INDENT.substring(1)); // each entry brings its own space
            }
            key.append(entry);
        }
        line(key.toString());
        line(KEY_INDENT + "Before a square: + own side and allies, x hostile, o neutral, # all three, * mixed,");
        line(KEY_INDENT + "! a battle was fought there this turn and nobody stands there now.");
        line(KEY_INDENT + Unit.FORT_SUFFIX_KEY);
        line(KEY_INDENT + "River, mountain and water squares cannot be entered; cross at fords and passes.");
        if (!cityLines.isEmpty()) {
            line("");
            cityLines.forEach(this::line);
        }
        if (!siegeLines.isEmpty()) {
            line("");
            siegeLines.forEach(this::line);
        }
        return out.toString();
    }

    private void grid(boolean terrain) {
        String header = header();
        line(header);
        for (int r = 0; r < TacticalSquare.SIZE; r++) {
            StringBuilder row = new StringBuilder(width2(r)).append("  ");
            for (int c = 0; c < TacticalSquare.SIZE; c++) {
                TacticalSquare t = new TacticalSquare(c, r);
                if (terrain) {
                    List<Marker> here = troops.get(t);
                    row.append(here == null || here.isEmpty() ? ' ' : TacticalPalette.symbol(here));
                    row.append(symbol(t));
                } else {
                    row.append(' ').append(map.isPassable(t) ? Character.forDigit(map.rating(t), 10) : '-');
                }
                row.append(' ');
            }
            row.append(' ').append(r);
            line(row.toString());
        }
        line(header);
    }

    private char symbol(TacticalSquare t) {
        TacticalTerrain kind = map.terrain(t);
        if (kind == TacticalTerrain.TOWN && map.cityAt(t).map(City::hasFort).orElse(false)) {
            return TacticalPalette.FORT;
        }
        return TacticalPalette.symbol(kind);
    }

    private static String header() {
        return HEADER;
    }

    /** The column numbers, the same on every map. */
    private static final String HEADER = columnNumbers();

    private static String columnNumbers() {
        StringBuilder h = new StringBuilder("    ");
        for (int c = 0; c < TacticalSquare.SIZE; c++) {
            h.append(width2(c)).append(' ');
        }
        return h.toString();
    }

    /**
     * A number 0-99 right-aligned in two columns, in ASCII digits. String.format did this before: some hundred calls
     * a map were a visible part of a report's text, and it would have used the platform locale's digits.
     */
    private static String width2(int n) {
        return n < 10 ? " " + n : Integer.toString(n);
    }

    private void line(String text) {
        out.append(text.stripTrailing()).append('\n');
    }
}
