package org.adjutant.gitm.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.Polygon;
import java.awt.RenderingHints;
import java.awt.geom.Path2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.map.tactical.TacticalMap;
import org.adjutant.gitm.unit.Unit;

/**
 * Draws a tactical map (GITM 2) for a report: a PNG picture with terrain colours and symbols, the defensive rating
 * of each square in small grey digits (GITM 2.4), flags, tents and boxed S's for troops (GITM 1.4, 2.5), forts
 * (GITM 2.6), column and row numbers 0-14 on all four edges (GITM 2.1), a key, the troops present, and a note at the
 * bottom for each besieged city (GITM 2.7); and the same content as plain text for the text part of a mail.
 * Returns bytes or a string and writes no files. Headless Java2D only.
 */
public final class TacticalMapRenderer {
    /** Side of one tactical square in the picture, in pixels. */
    public static final int CELL = 36;
    /** Width of the band holding the column and row numbers. */
    public static final int MARGIN = 28;
    public static final int TITLE = 28;
    public static final int WIDTH = 2 * MARGIN + CELL * TacticalSquare.SIZE;
    private static final int LINE = 17;
    private static final int MAX_TROOP_LINES = 40;
    private static final Color INK = new Color(30, 30, 30);
    private static final Color GRID = new Color(0, 0, 0, 45);
    private static final Color RATING = new Color(0, 0, 0, 120);
    private static final Color SIEGE = new Color(150, 20, 20);
    private static final Color FORT_LINE = new Color(60, 60, 60);
    private static final Font FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
    private static final Font BOLD = new Font(Font.SANS_SERIF, Font.BOLD, 13);
    private static final Font SMALL = new Font(Font.SANS_SERIF, Font.PLAIN, 9);
    private static final int LEGEND_COLUMNS = 4;
    private static final int LEGEND_WIDTH = (WIDTH - 2 * MARGIN) / LEGEND_COLUMNS;

    /** The picture without troops or siege. */
    public byte[] png(TacticalMap map) {
        return png(map, Map.of(), Set.of());
    }

    /**
     * The picture as PNG bytes.
     *
     * @param markers  troops to show, per tactical square, as the viewer may see them
     * @param besieged names of the map's cities that are besieged (GITM 2.7); others are ignored
     */
    public byte[] png(TacticalMap map, Map<TacticalSquare, List<Marker>> markers, Set<String> besieged) {
        return PngEncoder.encode(image(map, markers, besieged));
    }

    /** The picture before encoding; package-private for tests that read pixels. */
    BufferedImage image(TacticalMap map, Map<TacticalSquare, List<Marker>> markers, Set<String> besieged) {
        TreeMap<TacticalSquare, List<Marker>> troops = new TreeMap<>(markers);
        List<String> troopLines = troopLines(troops);
        List<String> cityLines = cityLines(map);
        List<String> siegeLines = wrap(siegeLines(map, besieged), BOLD);
        cityLines = wrap(cityLines, FONT);
        int height = gridBottom() + MARGIN + Legend.BAND.height()
                + (troopLines.isEmpty() ? 0 : (troopLines.size() + 1) * LINE)
                + cityLines.size() * LINE + siegeLines.size() * (LINE + 2) + 12;
        BufferedImage image = new BufferedImage(WIDTH, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, WIDTH, height);
            g.setColor(INK);
            g.setFont(BOLD);
            g.drawString(title(map), MARGIN, 19);
            drawSquares(g, image, map);
            drawTroops(g, troops);
            drawNumbers(g);
            int y = gridBottom() + MARGIN + 4;
            Legend.BAND.copyInto(image, y);
            y += Legend.BAND.height();
            g.setFont(FONT);
            g.setColor(INK);
            if (!troopLines.isEmpty()) {
                g.setFont(BOLD);
                g.drawString("Troops", MARGIN, y + 12);
                g.setFont(FONT);
                y += LINE;
                for (String line : troopLines) {
                    g.drawString(line, MARGIN + 8, y + 12);
                    y += LINE;
                }
            }
            for (String line : cityLines) {
                g.drawString(line, MARGIN, y + 12);
                y += LINE;
            }
            g.setColor(SIEGE);
            g.setFont(BOLD);
            for (String line : siegeLines) {
                g.drawString(line, MARGIN, y + 13);
                y += LINE + 2;
            }
        } finally {
            g.dispose();
        }
        return image;
    }

    /** The plain-text drawing: terrain grid with troops, ratings grid, troops, key, cities and siege notes. */
    public String text(TacticalMap map, Map<TacticalSquare, List<Marker>> markers, Set<String> besieged) {
        return text(map, markers, besieged, CityLegend.AS_MAPPED);
    }

    /** ... with the cities as the game has left them (controller, fort now). */
    public String text(TacticalMap map, Map<TacticalSquare, List<Marker>> markers, Set<String> besieged,
                       CityLegend legend) {
        return new TacticalTextDrawing(map, new TreeMap<>(markers), siegeLines(map, besieged),
                cityLines(map, legend), troopLines(new TreeMap<>(markers))).text(title(map));
    }

    public String text(TacticalMap map) {
        return text(map, Map.of(), Set.of());
    }

    /** The top-left pixel of a square's cell in the picture. */
    public static Point cellOrigin(TacticalSquare t) {
        return new Point(MARGIN + t.col() * CELL, TITLE + MARGIN + t.row() * CELL);
    }

    // ---- content shared by picture and text ------------------------------------------------------------------

    static String title(TacticalMap map) {
        return "Tactical map of " + map.square() + " (" + map.strategicTerrain().words() + ")";
    }

    static List<String> troopLines(TreeMap<TacticalSquare, List<Marker>> troops) {
        List<String> lines = new ArrayList<>();
        int total = 0;
        for (Map.Entry<TacticalSquare, List<Marker>> e : troops.entrySet()) {
            for (Marker m : e.getValue()) {
                if (m.shape() == MarkerShape.BATTLE) {
                    lines.add(0, String.format("%-6s battle this turn (crossed sabres)", e.getKey()));
                    continue;
                }
                total++;
                if (lines.size() < MAX_TROOP_LINES) {
                    lines.add(String.format("%-6s %s %s%s", e.getKey(), TacticalPalette.colourName(m.allegiance()),
                            TacticalPalette.shapeName(m.shape()), m.label().isEmpty() ? "" : "  " + m.label()));
                }
            }
        }
        if (total > lines.size()) {
            lines.add("... and " + (total - lines.size()) + " more");
        }
        return lines;
    }

    static List<String> cityLines(TacticalMap map) {
        return cityLines(map, CityLegend.AS_MAPPED);
    }

    static List<String> cityLines(TacticalMap map, CityLegend legend) {
        List<String> lines = new ArrayList<>();
        for (City onMap : map.cities()) {
            City c = legend.current(onMap);
            String fort = c.hasFort()
                    ? ", fort strength " + c.fortStrength() + ", capacity " + c.fortCapacity()
                    : ", no fort";
            lines.add(c.name() + " at " + c.tactical() + " (" + c.state() + fort + ")");
        }
        if (!map.riverNames().isEmpty()) {
            lines.add("Rivers: " + String.join(", ", map.riverNames()));
        }
        return lines;
    }

    static List<String> siegeLines(TacticalMap map, Set<String> besieged) {
        List<String> lines = new ArrayList<>();
        for (City c : map.cities()) {
            if (besieged.contains(c.name())) {
                lines.add("BESIEGED: " + c.name() + " (" + c.tactical() + "). Units and supplies may enter or leave "
                        + "its square only as the siege rules allow.");
            }
        }
        return lines;
    }

    /** Breaks lines that would run past the picture's right margin at spaces. */
    private static List<String> wrap(List<String> lines, Font font) {
        BufferedImage scratch = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = scratch.createGraphics();
        try {
            FontMetrics metrics = g.getFontMetrics(font);
            int width = WIDTH - 2 * MARGIN;
            List<String> result = new ArrayList<>();
            for (String line : lines) {
                StringBuilder current = new StringBuilder();
                for (String word : line.split(" ")) {
                    String candidate = current.length() == 0 ? word : current + " " + word;
                    if (metrics.stringWidth(candidate) > width && current.length() > 0) {
                        result.add(current.toString());
                        current = new StringBuilder("  " + word);
                    } else {
                        current = new StringBuilder(candidate);
                    }
                }
                result.add(current.toString());
            }
            return result;
        } finally {
            g.dispose();
        }
    }

    // ---- the picture -----------------------------------------------------------------------------------------

    private static int gridBottom() {
        return TITLE + MARGIN + CELL * TacticalSquare.SIZE;
    }

    private void drawSquares(Graphics2D g, BufferedImage image, TacticalMap map) {
        boolean anyRating = false;
        for (int r = 0; r < TacticalSquare.SIZE; r++) {
            for (int c = 0; c < TacticalSquare.SIZE; c++) {
                TacticalSquare t = new TacticalSquare(c, r);
                Point o = cellOrigin(t);
                TacticalTerrain kind = map.terrain(t);
                boolean fort = kind == TacticalTerrain.TOWN && map.cityAt(t).map(City::hasFort).orElse(false);
                image.getRaster().setDataElements(o.x, o.y, CELL, CELL,
                        CellSprites.pixels(kind, fort, kind.isPassable() ? map.rating(t) : 0));
                anyRating |= kind.isPassable();
            }
        }
        if (anyRating) {
            g.setFont(SMALL); // as drawing the cells one by one would have left it
        }
        g.setColor(GRID);
        g.setStroke(new BasicStroke(1f));
        for (int k = 0; k <= TacticalSquare.SIZE; k++) {
            int x = MARGIN + k * CELL;
            int y = TITLE + MARGIN + k * CELL;
            g.drawLine(x, TITLE + MARGIN, x, gridBottom());
            g.drawLine(MARGIN, y, MARGIN + CELL * TacticalSquare.SIZE, y);
        }
    }

    /**
     * One square's cell as drawn at {@code (x, y)}: terrain colour, symbol, and the rating digit on passable ground
     * (GITM 2.4). Everything it draws stays inside the cell and covers what was there, so a cell's pixels depend only
     * on its terrain, fort and rating: {@link CellSprites} draws each kind once and the picture copies it.
     */
    static void drawCell(Graphics2D g, TacticalTerrain kind, boolean fort, int rating, int x, int y) {
        g.setColor(TacticalPalette.colour(kind));
        g.fillRect(x, y, CELL, CELL);
        drawSymbol(g, kind, x + CELL / 2, y + CELL / 2 + 2, fort);
        if (kind.isPassable()) {
            g.setColor(RATING);
            g.setFont(SMALL);
            g.drawString(Integer.toString(rating), x + CELL - 8, y + CELL - 3);
        }
    }

    /**
     * The cells of the tactical pictures, drawn once per JVM for each terrain, fort and rating (at most 10 x 2 x 8)
     * and copied into every picture: symbols and digits were a tenth of a deadline's render time. The copy is the
     * same pixels as drawing in place, at every cell of the grid ({@code CellSpritesTest} checks all of
     * them).
     */
    static final class CellSprites {
        private static final java.util.concurrent.ConcurrentHashMap<Integer, int[]> SPRITES =
                new java.util.concurrent.ConcurrentHashMap<>();

        private CellSprites() {
        }

        static int[] pixels(TacticalTerrain kind, boolean fort, int rating) {
            return SPRITES.computeIfAbsent(kind.ordinal() << 4 | (fort ? 8 : 0) | rating,
                    key -> draw(kind, fort, rating));
        }

        static int[] draw(TacticalTerrain kind, boolean fort, int rating) {
            BufferedImage cell = new BufferedImage(CELL, CELL, BufferedImage.TYPE_INT_RGB);
            Graphics2D g = cell.createGraphics();
            try {
                g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
                g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
                g.setColor(Color.WHITE); // the picture's ground under the grid, as in place
                g.fillRect(0, 0, CELL, CELL);
                drawCell(g, kind, fort, rating, 0, 0);
            } finally {
                g.dispose();
            }
            return (int[]) cell.getRaster().getDataElements(0, 0, CELL, CELL, null);
        }
    }

    /** A terrain symbol centred on (cx, cy), kept clear of the cell's top-left corner and its rating digit. */
    private static void drawSymbol(Graphics2D g, TacticalTerrain kind, int cx, int cy, boolean fort) {
        g.setStroke(new BasicStroke(1.5f));
        switch (kind) {
            case HILLS -> {
                g.setColor(new Color(120, 90, 50));
                g.drawArc(cx - 8, cy - 4, 16, 12, 0, 180);
            }
            case HIGH_HILLS -> {
                g.setColor(new Color(80, 50, 20));
                g.drawArc(cx - 10, cy - 3, 12, 12, 0, 180);
                g.drawArc(cx - 2, cy - 7, 12, 14, 0, 180);
            }
            case RIVER, WATER -> {
                g.setColor(new Color(255, 255, 255, 110));
                wave(g, cx - 8, cy - 3);
                wave(g, cx - 8, cy + 4);
            }
            case FORD -> {
                g.setColor(TacticalPalette.colour(TacticalTerrain.RIVER));
                wave(g, cx - 8, cy - 5);
                g.setColor(new Color(90, 60, 30));
                g.drawLine(cx - 8, cy + 1, cx + 8, cy + 1);
                g.drawLine(cx - 8, cy + 5, cx + 8, cy + 5);
            }
            case MOUNTAIN -> {
                g.setColor(new Color(70, 62, 58));
                g.fillPolygon(new int[] {cx - 10, cx, cx + 10}, new int[] {cy + 7, cy - 9, cy + 7}, 3);
                g.setColor(Color.WHITE);
                g.fillPolygon(new int[] {cx - 3, cx, cx + 3}, new int[] {cy - 4, cy - 9, cy - 4}, 3);
            }
            case PASS -> {
                g.setColor(new Color(90, 82, 76));
                g.fillPolygon(new int[] {cx - 11, cx - 6, cx - 3}, new int[] {cy + 7, cy - 7, cy + 7}, 3);
                g.fillPolygon(new int[] {cx + 3, cx + 6, cx + 11}, new int[] {cy + 7, cy - 7, cy + 7}, 3);
                g.setColor(new Color(120, 80, 40));
                g.drawLine(cx, cy - 7, cx, cy + 8);
            }
            case FOREST -> {
                g.setColor(new Color(28, 84, 32));
                g.fillOval(cx - 9, cy - 5, 9, 9);
                g.fillOval(cx, cy - 8, 9, 9);
                g.fillOval(cx - 3, cy + 1, 9, 9);
            }
            case TOWN -> drawTown(g, cx, cy, fort);
            case OPEN -> {
                // plain ground: the colour says it all
            }
        }
    }

    /** A five-pointed star round (cx, cy), its points {@code outer} and its notches {@code inner} from the centre. */
    private static Polygon star(int cx, int cy, int outer, int inner) {
        Polygon star = new Polygon();
        for (int k = 0; k < 10; k++) {
            double angle = Math.PI / 5 * k - Math.PI / 2;
            int radius = k % 2 == 0 ? outer : inner;
            star.addPoint(cx + (int) Math.round(radius * Math.cos(angle)),
                    cy + (int) Math.round(radius * Math.sin(angle)));
        }
        return star;
    }

    private static void wave(Graphics2D g, int x, int y) {
        Path2D.Float p = new Path2D.Float();
        p.moveTo(x, y);
        p.curveTo(x + 4, y - 3, x + 4, y + 3, x + 8, y);
        p.curveTo(x + 12, y - 3, x + 12, y + 3, x + 16, y);
        g.draw(p);
    }

    private static void drawTown(Graphics2D g, int cx, int cy, boolean fort) {
        if (fort) {
            // A star fort: a pointed outline round the houses (GITM 2.6).
            g.setColor(FORT_LINE);
            g.setStroke(new BasicStroke(2f));
            g.drawPolygon(star(cx, cy, 13, 9));
        }
        for (int k = -1; k <= 1; k++) {
            int x = cx + k * 6 - 3;
            int y = cy - (k == 0 ? 3 : 0);
            g.setColor(new Color(150, 60, 40));
            g.fillPolygon(new int[] {x - 1, x + 3, x + 7}, new int[] {y, y - 4, y}, 3);
            g.setColor(new Color(110, 100, 90));
            g.fillRect(x, y, 6, 6);
        }
    }

    private void drawTroops(Graphics2D g, TreeMap<TacticalSquare, List<Marker>> troops) {
        troops.forEach((t, list) -> {
            Point o = cellOrigin(t);
            int k = 0;
            for (Marker m : TacticalMarkers.symbols(list)) {
                drawMarker(g, m, o.x + 12 + k * 8, o.y + 3);
                k++;
            }
        });
    }

    /** A flag, tent or boxed S whose top-left is (x, y), about 8 x 14 pixels. */
    private static void drawMarker(Graphics2D g, Marker m, int x, int y) {
        Color colour = TacticalPalette.colour(m.allegiance());
        g.setStroke(new BasicStroke(1f));
        switch (m.shape()) {
            case FLAG -> {
                g.setColor(INK);
                g.drawLine(x, y, x, y + 14);
                g.setColor(colour);
                g.fillRect(x + 1, y, 7, 6);
            }
            case TENT -> {
                g.setColor(colour);
                g.fillPolygon(new int[] {x, x + 4, x + 8}, new int[] {y + 12, y + 3, y + 12}, 3);
                g.setColor(INK);
                g.drawPolygon(new int[] {x, x + 4, x + 8}, new int[] {y + 12, y + 3, y + 12}, 3);
            }
            case SHATTERED -> {
                g.setColor(Color.WHITE);
                g.fillRect(x, y + 2, 8, 10);
                g.setColor(colour);
                g.drawRect(x, y + 2, 8, 10);
                Font before = g.getFont();
                g.setFont(SMALL);
                g.drawString("S", x + 2, y + 11);
                g.setFont(before);
            }
            case BATTLE -> StrategicLegend.drawSabres(g, x, y + 3, 9);
        }
    }

    private void drawNumbers(Graphics2D g) {
        g.setColor(INK);
        g.setFont(FONT);
        for (int k = 0; k < TacticalSquare.SIZE; k++) {
            String n = Integer.toString(k);
            int w = g.getFontMetrics().stringWidth(n);
            int x = MARGIN + k * CELL + (CELL - w) / 2;
            g.drawString(n, x, TITLE + MARGIN - 8);
            g.drawString(n, x, gridBottom() + 16);
            int y = TITLE + MARGIN + k * CELL + CELL / 2 + 5;
            g.drawString(n, (MARGIN - w) / 2, y);
            g.drawString(n, MARGIN + CELL * TacticalSquare.SIZE + (MARGIN - w) / 2, y);
        }
    }

    /** The key under every tactical picture, drawn once (it is the same in all of them). */
    private static final class Legend {
        static final LegendBand BAND = band();

        private static LegendBand band() {
            // the rendering state image() has when it reaches the key
            Graphics2D scratch = new BufferedImage(WIDTH, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
            int height;
            try {
                height = drawLegend(scratch, 0);
            } finally {
                scratch.dispose();
            }
            return LegendBand.draw(WIDTH, height, Color.WHITE, g -> drawLegendInPlace(g, 0));
        }
    }

    /** The key drawn at {@code top} in the rendering state image() has when it reaches it; returns its bottom. */
    static int drawLegendInPlace(Graphics2D g, int top) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setStroke(new BasicStroke(1f));
        return drawLegend(g, top);
    }

    static LegendBand legendBand() {
        return Legend.BAND;
    }

    private static int drawLegend(Graphics2D g, int top) {
        g.setFont(FONT);
        int k = 0;
        for (TacticalTerrain kind : TacticalTerrain.values()) {
            legendSwatch(g, top, k++, kind, kind.words(), false);
        }
        legendSwatch(g, top, k++, TacticalTerrain.TOWN, "town with fort", true);
        int rows = (k + LEGEND_COLUMNS - 1) / LEGEND_COLUMNS;
        int y = top + rows * LINE + 4;
        int x = MARGIN;
        for (Allegiance a : Allegiance.values()) {
            drawMarker(g, new Marker(a, MarkerShape.FLAG, ""), x, y);
            g.setColor(INK);
            String words = switch (a) {
                case FRIENDLY -> "own side and allies";
                case HOSTILE -> "hostile";
                case NEUTRAL -> "neutral";
                case ALL_THREE -> "all three";
            };
            g.drawString(words, x + 12, y + 12);
            x += LEGEND_WIDTH;
        }
        y += LINE;
        x = MARGIN;
        drawMarker(g, new Marker(Allegiance.FRIENDLY, MarkerShape.TENT, ""), x, y);
        g.setColor(INK);
        g.drawString("inactive only", x + 12, y + 12);
        x += LEGEND_WIDTH;
        drawMarker(g, new Marker(Allegiance.FRIENDLY, MarkerShape.SHATTERED, ""), x, y);
        g.setColor(INK);
        g.drawString("shattered only", x + 12, y + 12);
        x += LEGEND_WIDTH;
        drawMarker(g, MarkerShape.battle(), x, y);
        g.setColor(INK);
        g.drawString("battle this turn", x + 12, y + 12);
        for (String note : legendNotes()) {
            y += LINE;
            g.drawString(note, MARGIN, y + 12);
        }
        return y + LINE + 4;
    }

    /** The lines of words under the key's symbols, in the order the picture prints them. */
    static List<String> legendNotes() {
        return List.of("River, mountain and water squares cannot be entered; cross at fords and passes.",
                "Small digits: defensive rating, 0 poor to 4 excellent.",
                Unit.FORT_SUFFIX_KEY);
    }

    /** The top-left corner of the key's {@code k}th entry, the key's top being row {@code top}. */
    static Point legendEntry(int top, int k) {
        return new Point(MARGIN + (k % LEGEND_COLUMNS) * LEGEND_WIDTH, top + (k / LEGEND_COLUMNS) * LINE);
    }

    private static void legendSwatch(Graphics2D g, int top, int k, TacticalTerrain kind, String words, boolean fort) {
        int x = legendEntry(top, k).x;
        int y = legendEntry(top, k).y;
        g.setColor(TacticalPalette.colour(kind));
        g.fillRect(x, y + 2, 14, 12);
        g.setColor(GRID);
        g.drawRect(x, y + 2, 14, 12);
        g.setColor(INK);
        g.drawString(words, x + 20, y + 12);
        if (fort) {
            // the map's star fort (drawTown), small: the key shows the symbol the map draws
            g.setColor(FORT_LINE);
            g.drawPolygon(star(x + 7, y + 8, 6, 4));
        }
    }
}
