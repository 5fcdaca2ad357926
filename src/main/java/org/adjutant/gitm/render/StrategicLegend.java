package org.adjutant.gitm.render;

import org.adjutant.gitm.map.Terrain;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;

/** The legend under a strategic map picture, and the marker symbols it shares with the map (GITM 1.4). */
final class StrategicLegend {
    private static final int ROW = 16;
    private static final int SWATCH = 12;

    private StrategicLegend() {
    }

    private record Entry(String text, BiConsumer<Graphics2D, int[]> icon) {
    }

    /**
     * The entries; {@code bold} draws the troop symbols as a small-scale map draws them, {@code flags} names their
     * colours.
     */
    private static List<Entry> entries(boolean bold, FlagKey flags) {
        List<Entry> e = new ArrayList<>();
        for (Terrain t : Terrain.values()) {
            e.add(new Entry(t.words(), (g, p) -> swatch(g, p, StrategicPalette.terrain(t))));
        }
        e.add(new Entry("outside the map", (g, p) -> swatch(g, p, StrategicPalette.OUTSIDE)));
        e.add(new Entry("river", (g, p) -> line(g, p, StrategicPalette.RIVER, new BasicStroke(2f))));
        e.add(new Entry("mountain ridge", (g, p) -> line(g, p, StrategicPalette.RANGE, new BasicStroke(2f))));
        e.add(new Entry("national border", (g, p) -> line(g, p, StrategicPalette.NATION_BORDER, new BasicStroke(3f))));
        e.add(new Entry("state border", (g, p) -> line(g, p, StrategicPalette.STATE_BORDER,
                new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[]{4f, 3f}, 0f))));
        e.add(new Entry("town", (g, p) -> {
            g.setColor(StrategicPalette.CITY);
            g.fillOval(p[0] + 3, p[1] + 3, 7, 7);
        }));
        e.add(new Entry("town with fort", (g, p) -> {
            g.setColor(StrategicPalette.CITY);
            g.fillRect(p[0] + 3, p[1] + 3, 7, 7);
        }));
        for (Allegiance a : flags.flags()) {
            e.add(new Entry(flags.troops(a), (g, p) ->
                    symbol(g, new StrategicMarkers.Symbol(a, MarkerShape.FLAG), p, bold)));
        }
        e.add(new Entry("inactive only", (g, p) ->
                symbol(g, new StrategicMarkers.Symbol(Allegiance.FRIENDLY, MarkerShape.TENT), p, bold)));
        e.add(new Entry("shattered only", (g, p) ->
                symbol(g, new StrategicMarkers.Symbol(Allegiance.FRIENDLY, MarkerShape.SHATTERED), p, bold)));
        e.add(new Entry("battle this turn", (g, p) -> drawSabres(g, p[0], p[1], SWATCH)));
        return e;
    }

    private static final int COLUMN_WIDTH = 130;

    private static void symbol(Graphics2D g, StrategicMarkers.Symbol s, int[] p, boolean bold) {
        if (bold) {
            drawBoldSymbol(g, s, p[0], p[1], SWATCH);
        } else {
            drawSymbol(g, s, p[0], p[1], SWATCH);
        }
    }

    static int height(int width, FlagKey flags) {
        int perRow = Math.max(1, width / COLUMN_WIDTH);
        int rows = (entries(false, flags).size() + perRow - 1) / perRow;
        return rows * ROW + 24;
    }

    static void draw(Graphics2D g, int x, int y, int width, boolean bold, FlagKey flags) {
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        FontMetrics fm = g.getFontMetrics();
        int perRow = Math.max(1, width / COLUMN_WIDTH);
        List<Entry> entries = entries(bold, flags);
        for (int i = 0; i < entries.size(); i++) {
            int ex = x + (i % perRow) * COLUMN_WIDTH;
            int ey = y + 14 + (i / perRow) * ROW;
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            entries.get(i).icon().accept(g, new int[]{ex, ey});
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
            g.setColor(StrategicPalette.LABEL);
            g.drawString(entries.get(i).text(), ex + SWATCH + 5, ey + SWATCH / 2 + fm.getAscent() / 2 - 1);
        }
    }

    private static void swatch(Graphics2D g, int[] p, Color c) {
        g.setColor(c);
        g.fillRect(p[0], p[1], SWATCH, SWATCH);
        g.setColor(Color.GRAY);
        g.setStroke(new BasicStroke(1f));
        g.drawRect(p[0], p[1], SWATCH, SWATCH);
    }

    private static void line(Graphics2D g, int[] p, Color c, BasicStroke s) {
        g.setColor(c);
        g.setStroke(s);
        g.drawLine(p[0], p[1] + SWATCH / 2, p[0] + SWATCH, p[1] + SWATCH / 2);
    }

    /** Crossed sabres in the {@code size} x {@code size} box at (x, y): dark red blades on a white rim. */
    static void drawSabres(Graphics2D g, int x, int y, int size) {
        Object antialias = g.getRenderingHint(RenderingHints.KEY_ANTIALIASING);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        int s = size - 1;
        g.setColor(Color.WHITE);
        g.setStroke(new BasicStroke(Math.max(3f, size / 4f)));
        g.drawLine(x, y + s, x + s, y);
        g.drawLine(x, y, x + s, y + s);
        g.setColor(StrategicPalette.BATTLE);
        g.setStroke(new BasicStroke(Math.max(1.5f, size / 8f)));
        g.drawLine(x, y + s, x + s, y);
        g.drawLine(x, y, x + s, y + s);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, antialias);
    }

    /**
     * A flag, tent or boxed S for a small-scale map, where it stands over terrain squares smaller than itself: crisp
     * (no antialiasing), black-edged and with a white rim outside the black, so that it stands out on pale plains
     * and dark mountains alike, in the {@code size} x {@code size} box at (x, y).
     */
    static void drawBoldSymbol(Graphics2D g, StrategicMarkers.Symbol s, int x, int y, int size) {
        Object antialias = g.getRenderingHint(RenderingHints.KEY_ANTIALIASING);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
        Color c = StrategicPalette.allegiance(s.allegiance());
        int cloth = size * 3 / 5;
        switch (s.shape()) {
            case FLAG -> {
                g.setColor(Color.WHITE);
                g.fillRect(x - 1, y - 1, 4, size + 2);
                g.fillRect(x + 1, y - 1, size, cloth + 2);
                g.setColor(Color.BLACK);
                g.fillRect(x, y, 2, size);
                g.fillRect(x + 2, y, size - 2, cloth);
                g.setColor(c);
                g.fillRect(x + 3, y + 1, size - 4, cloth - 2);
            }
            case TENT -> {
                int[] xs = {x, x + size / 2, x + size};
                int[] ys = {y + size, y, y + size};
                g.setColor(Color.WHITE);
                g.setStroke(new BasicStroke(3f));
                g.drawPolygon(xs, ys, 3);
                g.setColor(c);
                g.fillPolygon(xs, ys, 3);
                g.setColor(Color.BLACK);
                g.setStroke(new BasicStroke(1f));
                g.drawPolygon(xs, ys, 3);
            }
            case SHATTERED -> {
                g.setColor(Color.WHITE);
                g.fillRect(x - 1, y - 1, size + 2, size + 2);
                g.setColor(Color.BLACK);
                g.fillRect(x, y, size, size);
                g.setColor(c);
                g.fillRect(x + 1, y + 1, size - 2, size - 2);
                g.setColor(Color.WHITE);
                g.fillRect(x + 2, y + 2, size - 4, size - 4);
                g.setColor(c);
                Font before = g.getFont();
                g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, size - 4));
                FontMetrics fm = g.getFontMetrics();
                g.drawString("S", x + (size - fm.stringWidth("S") + 1) / 2, y + (size + fm.getAscent()) / 2 - 1);
                g.setFont(before); // the key writes its words next in the font it had
            }
        }
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, antialias);
    }

    /** A flag, tent or boxed S in the symbol's colour, in the size x size box at (x, y). */
    static void drawSymbol(Graphics2D g, StrategicMarkers.Symbol s, int x, int y, int size) {
        Color c = StrategicPalette.allegiance(s.allegiance());
        g.setStroke(new BasicStroke(Math.max(1f, size / 8f)));
        switch (s.shape()) {
            case FLAG -> {
                g.setColor(Color.BLACK);
                g.drawLine(x + 1, y, x + 1, y + size);
                g.setColor(c);
                g.fillRect(x + 2, y, size - 2, size * 3 / 5);
                g.setColor(Color.WHITE);
                g.drawRect(x + 2, y, size - 3, size * 3 / 5);
            }
            case TENT -> {
                int[] xs = {x, x + size / 2, x + size};
                int[] ys = {y + size, y, y + size};
                g.setColor(c);
                g.fillPolygon(xs, ys, 3);
                g.setColor(Color.WHITE);
                g.drawPolygon(xs, ys, 3);
            }
            case SHATTERED -> {
                g.setColor(Color.WHITE);
                g.fillRect(x, y, size, size);
                g.setColor(c);
                g.drawRect(x, y, size - 1, size - 1);
                Font before = g.getFont();
                g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, Math.max(7, size - 2)));
                FontMetrics fm = g.getFontMetrics();
                g.drawString("S", x + (size - fm.stringWidth("S")) / 2, y + size - (size - fm.getAscent()) / 2 - 1);
                g.setFont(before); // the key writes its words next in the font it had
            }
        }
    }
}
