package org.adjutant.gitm.render;

import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Crossing;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.Terrain;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.geom.Line2D;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Draws a window of the strategic map for a report (GITM 1.4): a PNG with terrain colours, rivers, ridges, nation and
 * state borders, cities with names, the viewer's flags, tents and boxed S, column and row names on the edges and a
 * legend; and the same window as plain text for the text part of a mail. Returns bytes and strings, writes no file.
 * Squares the map does not define (outside the two nations) are grey.
 */
public final class StrategicMapRenderer {
    /** The longer side of the map part of the picture aims at about this many pixels. */
    static final int TARGET_PIXELS = 1000;
    static final int MIN_SQUARE_PIXELS = 8;
    static final int MAX_SQUARE_PIXELS = 40;

    private final StrategicMap map;
    /**
     * The key under the map by picture width and symbol style, drawn once: it depends on nothing else. Few widths
     * occur (windows of one radius are all alike), so the cache stays small.
     */
    private static final java.util.concurrent.ConcurrentMap<String, LegendBand> LEGENDS =
            new java.util.concurrent.ConcurrentHashMap<>();

    public StrategicMapRenderer(StrategicMap map) {
        this.map = map;
    }

    /** Pixels per square for a window: the whole theatre gets 8, a small window up to 40. */
    public static int squarePixels(StrategicWindow w) {
        int pps = TARGET_PIXELS / Math.max(w.columns(), w.rows());
        return Math.max(MIN_SQUARE_PIXELS, Math.min(MAX_SQUARE_PIXELS, pps));
    }

    /** A player's picture: flag colours keyed by side. */
    public byte[] png(StrategicWindow window, Map<StrategicSquare, List<Marker>> markers) {
        return png(window, markers, FlagKey.SIDES);
    }

    public byte[] png(StrategicWindow window, Map<StrategicSquare, List<Marker>> markers, FlagKey flags) {
        return PngEncoder.encode(image(window, markers, flags));
    }

    /** The picture before encoding; package-private for tests that read pixels. */
    BufferedImage image(StrategicWindow window, Map<StrategicSquare, List<Marker>> markers) {
        return image(window, markers, FlagKey.SIDES);
    }

    BufferedImage image(StrategicWindow window, Map<StrategicSquare, List<Marker>> markers, FlagKey flags) {
        return new Drawing(window, markers == null ? Map.of() : markers, flags).draw();
    }

    /** Where a square's top-left corner lands in the picture of a window. */
    static Point2D.Double corner(StrategicWindow w, StrategicSquare s) {
        int pps = squarePixels(w);
        return new Point2D.Double(Drawing.MARGIN + (s.col() - w.minCol()) * pps,
                Drawing.MARGIN + (s.row() - w.minRow()) * pps);
    }

    /** The font of town names: bigger on bigger squares. */
    static Font cityFont(int pps) {
        return new Font(Font.SANS_SERIF, Font.BOLD, Math.max(9, Math.min(13, pps * 2 / 3)));
    }

    /**
     * Where the towns of a window and their names go ({@link CityLabels}): every name when a square has 12 pixels or
     * more (a player's window), only towns of level 3 or more on the smaller squares of the whole theatre.
     */
    CityLabels.Layout cityLayout(StrategicWindow w, Map<StrategicSquare, List<Marker>> markers, int pps,
                                 FontMetrics fm) {
        boolean allNames = pps >= 12;
        int left = Drawing.MARGIN;
        int top = Drawing.MARGIN;
        // the window's own squares, not a scan of the whole theatre for each report
        List<CityLabels.Place> places = new ArrayList<>();
        w.squares().flatMap(s -> map.square(s).stream()).flatMap(i -> i.cities().stream())
                .filter(c -> w.contains(c.square())).forEach(c -> {
                    int px = (int) (left + (c.square().col() - w.minCol()) * pps
                            + (c.tactical().col() + 0.5) / TacticalSquare.SIZE * pps);
                    int py = (int) (top + (c.square().row() - w.minRow()) * pps
                            + (c.tactical().row() + 0.5) / TacticalSquare.SIZE * pps);
                    places.add(new CityLabels.Place(c, px, py, Math.max(2, pps / 5) + (c.level() >= 3 ? 1 : 0)));
                });
        Rectangle area = new Rectangle(left, top, w.columns() * pps, w.rows() * pps);
        return CityLabels.lay(places, c -> allNames || c.level() >= 3, fm, pps, area,
                markerBoxes(w, markers, pps));
    }

    /** Where the flags, tents, boxed S's and sabres of the markers are drawn ({@link Drawing#markers}). */
    static List<Rectangle> markerBoxes(StrategicWindow w, Map<StrategicSquare, List<Marker>> markers, int pps) {
        List<Rectangle> boxes = new ArrayList<>();
        boolean bold = StrategicMarkers.boldSymbols(pps);
        int size = StrategicMarkers.symbolPixels(pps);
        int step = bold ? StrategicMarkers.boldStep(size) : size / 2 + 1;
        markers.forEach((square, here) -> {
            if (!w.contains(square)) {
                return;
            }
            int x = Drawing.MARGIN + (square.col() - w.minCol()) * pps;
            int y = Drawing.MARGIN + (square.row() - w.minRow()) * pps;
            int n = StrategicMarkers.symbols(here).size();
            if (n > 0) {
                boxes.add(new Rectangle(x + pps / 2 - size / 2, y + pps / 2 - size / 2, (n - 1) * step + size,
                        size));
            }
            if (StrategicMarkers.battle(here)) {
                int sabres = Math.max(10, pps * 2 / 5);
                boxes.add(new Rectangle(x + pps - sabres + (bold ? 4 : 0), y - (bold ? 4 : 0), sabres, sabres));
            }
        });
        return boxes;
    }

    private final class Drawing {
        static final int MARGIN = 26;
        private final StrategicWindow w;
        private final Map<StrategicSquare, List<Marker>> markers;
        private final FlagKey flags;
        private final int pps;
        private Graphics2D g;

        Drawing(StrategicWindow w, Map<StrategicSquare, List<Marker>> markers, FlagKey flags) {
            this.w = w;
            this.markers = markers;
            this.flags = flags;
            this.pps = squarePixels(w);
        }

        BufferedImage draw() {
            int mapW = w.columns() * pps;
            int mapH = w.rows() * pps;
            int width = Math.max(mapW + 2 * MARGIN, 560);
            int legendH = StrategicLegend.height(width - 2 * MARGIN, flags);
            int height = mapH + 2 * MARGIN + legendH;
            BufferedImage img = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
            g = img.createGraphics();
            try {
                g.setColor(StrategicPalette.BACKGROUND);
                g.fillRect(0, 0, width, height);
                g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
                terrain();
                features();
                borders();
                g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
                cities();
                markers();
                g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
                coordinates(mapW, mapH);
                legend(width, height - (mapH + 2 * MARGIN - 6), StrategicMarkers.boldSymbols(pps), flags).copyInto(img,
                        mapH + 2 * MARGIN - 6);
            } finally {
                g.dispose();
            }
            return img;
        }

        private int x(StrategicSquare s) {
            return MARGIN + (s.col() - w.minCol()) * pps;
        }

        private int y(StrategicSquare s) {
            return MARGIN + (s.row() - w.minRow()) * pps;
        }

        private void terrain() {
            w.squares().forEach(s -> {
                Optional<SquareInfo> info = map.square(s);
                g.setColor(info.map(i -> StrategicPalette.terrain(i.terrain())).orElse(StrategicPalette.OUTSIDE));
                g.fillRect(x(s), y(s), pps, pps);
            });
        }

        /** The point on a square's side where a crossing lies. */
        private Point2D.Double edgePoint(StrategicSquare s, Crossing c) {
            double along = (c.offset() + 0.5) / TacticalSquare.SIZE * pps;
            return switch (c.side()) {
                case N -> new Point2D.Double(x(s) + along, y(s));
                case S -> new Point2D.Double(x(s) + along, y(s) + pps);
                case W -> new Point2D.Double(x(s), y(s) + along);
                case E -> new Point2D.Double(x(s) + pps, y(s) + along);
                default -> throw new IllegalStateException();
            };
        }

        /** Joins the crossings of one feature in a square through a point between them and the centre. */
        private void join(StrategicSquare s, List<Crossing> crossings) {
            double cx = x(s) + pps / 2.0;
            double cy = y(s) + pps / 2.0;
            double mx = 0;
            double my = 0;
            List<Point2D.Double> pts = new ArrayList<>();
            for (Crossing c : crossings) {
                Point2D.Double p = edgePoint(s, c);
                pts.add(p);
                mx += p.x;
                my += p.y;
            }
            mx = (mx / pts.size() + cx) / 2;
            my = (my / pts.size() + cy) / 2;
            for (Point2D.Double p : pts) {
                g.draw(new Line2D.Double(p.x, p.y, mx, my));
            }
        }

        private void features() {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            float width = Math.max(1f, pps / 9f);
            g.setStroke(new BasicStroke(width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            w.squares().forEach(s -> map.square(s).ifPresent(info -> {
                g.setColor(StrategicPalette.RANGE);
                if (!info.ranges().isEmpty()) {
                    join(s, info.ranges());
                }
                g.setColor(StrategicPalette.RIVER);
                Map<String, List<Crossing>> byName = new LinkedHashMap<>();
                for (int i = 0; i < info.rivers().size(); i++) {
                    String name = i < info.riverNames().size() ? info.riverNames().get(i) : "";
                    byName.computeIfAbsent(name, k -> new ArrayList<>()).add(info.rivers().get(i));
                }
                byName.values().forEach(list -> join(s, list));
            }));
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
        }

        private void borders() {
            BasicStroke nation = new BasicStroke(Math.max(2f, pps / 5f));
            BasicStroke state = new BasicStroke(Math.max(1f, pps / 10f), BasicStroke.CAP_BUTT,
                    BasicStroke.JOIN_MITER, 10f, new float[]{Math.max(2f, pps / 3f), Math.max(2f, pps / 5f)}, 0f);
            w.squares().forEach(s -> {
                for (int[] d : new int[][]{{1, 0}, {0, 1}}) {
                    int c = s.col() + d[0];
                    int r = s.row() + d[1];
                    if (!StrategicSquare.onMap(c, r) || !w.contains(new StrategicSquare(c, r))) {
                        continue;
                    }
                    StrategicSquare o = new StrategicSquare(c, r);
                    Optional<SquareInfo> a = map.square(s);
                    Optional<SquareInfo> b = map.square(o);
                    boolean aLand = a.map(i -> i.terrain() != Terrain.WATER).orElse(false);
                    boolean bLand = b.map(i -> i.terrain() != Terrain.WATER).orElse(false);
                    boolean outsideEdge = (a.isEmpty() && bLand) || (b.isEmpty() && aLand);
                    if (!outsideEdge && !(aLand && bLand)) {
                        continue;
                    }
                    boolean nationChange = outsideEdge || a.get().nation() != b.get().nation();
                    boolean stateChange = !outsideEdge && !a.get().state().equals(b.get().state());
                    if (!nationChange && !stateChange) {
                        continue;
                    }
                    g.setStroke(nationChange ? nation : state);
                    g.setColor(nationChange ? StrategicPalette.NATION_BORDER : StrategicPalette.STATE_BORDER);
                    int x0 = x(o);
                    int y0 = y(o);
                    if (d[0] == 1) {
                        g.drawLine(x0, y0, x0, y0 + pps);
                    } else {
                        g.drawLine(x0, y0, x0 + pps, y0);
                    }
                }
            });
        }

        private void cities() {
            g.setFont(cityFont(pps));
            g.setStroke(new BasicStroke(1f));
            CityLabels.Layout layout = cityLayout(w, markers, pps, g.getFontMetrics());
            for (CityLabels.Place p : layout.places()) {
                int r = p.r();
                g.setColor(Color.WHITE);
                g.fillRect(p.x() - r - 1, p.y() - r - 1, 2 * r + 3, 2 * r + 3);
                g.setColor(StrategicPalette.CITY);
                if (p.city().hasFort()) {
                    g.fillRect(p.x() - r, p.y() - r, 2 * r + 1, 2 * r + 1);
                } else {
                    g.fillOval(p.x() - r, p.y() - r, 2 * r + 1, 2 * r + 1);
                }
            }
            for (CityLabels.Label label : layout.labels()) {
                label.leader().ifPresent(line -> {
                    g.setColor(StrategicPalette.LABEL);
                    g.draw(line);
                });
                halo(label.text(), label.x(), label.baseline());
            }
        }

        private void halo(String text, int tx, int ty) {
            g.setColor(new Color(255, 255, 255));
            for (int dx = -1; dx <= 1; dx++) {
                for (int dy = -1; dy <= 1; dy++) {
                    g.drawString(text, tx + dx, ty + dy);
                }
            }
            g.setColor(StrategicPalette.LABEL);
            g.drawString(text, tx, ty);
        }

        private void markers() {
            boolean bold = StrategicMarkers.boldSymbols(pps);
            int size = StrategicMarkers.symbolPixels(pps);
            // large symbols half over each other, as they always were
            int step = bold ? StrategicMarkers.boldStep(size) : size / 2 + 1;
            for (Map.Entry<StrategicSquare, List<Marker>> e : new java.util.TreeMap<>(markers).entrySet()) {
                if (!w.contains(e.getKey())) {
                    continue;
                }
                List<StrategicMarkers.Symbol> symbols = StrategicMarkers.symbols(e.getValue());
                int bx = x(e.getKey()) + pps / 2;
                int by = y(e.getKey()) + pps / 2;
                if (StrategicMarkers.battle(e.getValue())) {
                    // In the square's top right corner, over the terrain, under the flags drawn next.
                    int sabres = Math.max(10, pps * 2 / 5);
                    StrategicLegend.drawSabres(g, x(e.getKey()) + pps - sabres + (bold ? 4 : 0),
                            y(e.getKey()) - (bold ? 4 : 0), sabres);
                }
                for (int i = 0; i < symbols.size(); i++) {
                    int sx = bx - size / 2 + i * step;
                    int sy = by - size / 2;
                    if (bold) {
                        StrategicLegend.drawBoldSymbol(g, symbols.get(i), sx, sy, size);
                    } else {
                        StrategicLegend.drawSymbol(g, symbols.get(i), sx, sy, size);
                    }
                }
            }
        }

        private void coordinates(int mapW, int mapH) {
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 10));
            FontMetrics fm = g.getFontMetrics();
            int step = labelStep(pps);
            g.setColor(StrategicPalette.LABEL);
            g.setStroke(new BasicStroke(1f));
            g.drawRect(MARGIN - 1, MARGIN - 1, mapW + 1, mapH + 1);
            for (int c = w.minCol(); c <= w.maxCol(); c++) {
                if (c % step != 0) {
                    continue;
                }
                String name = new StrategicSquare(c, 0).columnName();
                int cx = MARGIN + (c - w.minCol()) * pps + pps / 2 - fm.stringWidth(name) / 2;
                g.drawString(name, cx, MARGIN - 6);
                g.drawString(name, cx, MARGIN + mapH + fm.getAscent() + 3);
            }
            for (int r = w.minRow(); r <= w.maxRow(); r++) {
                if (r % step != 0) {
                    continue;
                }
                String name = new StrategicSquare(0, r).rowName();
                int cy = MARGIN + (r - w.minRow()) * pps + pps / 2 + fm.getAscent() / 2 - 1;
                g.drawString(name, MARGIN - fm.stringWidth(name) - 4, cy);
                g.drawString(name, MARGIN + mapW + 4, cy);
            }
        }
    }

    /**
     * The key of a picture {@code width} wide, {@code height} rows from where the picture starts it; {@code bold}
     * when the map draws its symbols bold, {@code flags} naming the flag colours.
     */
    static LegendBand legend(int width, int height, boolean bold, FlagKey flags) {
        LegendBand band = LEGENDS.computeIfAbsent(width + (bold ? " bold " : " ") + flags, k -> LegendBand.draw(width,
                height, StrategicPalette.BACKGROUND, g -> drawLegendInPlace(g, width, 0, bold, flags)));
        if (band.height() != height) {
            throw new IllegalStateException("legend height " + band.height() + " for " + height);
        }
        return band;
    }

    /** The key drawn at {@code top} in the rendering state Drawing.draw has when it reaches it. */
    static void drawLegendInPlace(Graphics2D g, int width, int top, boolean bold, FlagKey flags) {
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setStroke(new BasicStroke(1f));
        StrategicLegend.draw(g, Drawing.MARGIN, top, width - 2 * Drawing.MARGIN, bold, flags);
    }

    /** Name every column when they fit, else every 2nd, 5th or 10th. */
    static int labelStep(int pps) {
        for (int step : new int[]{1, 2, 5, 10}) {
            if (pps * step >= 18) {
                return step;
            }
        }
        return 10;
    }

    /** "Villahermosa (San Juan Bautista de Tabasco)" is labelled "Villahermosa". */
    static String shortName(String name) {
        int p = name.indexOf(" (");
        return p > 0 ? name.substring(0, p) : name;
    }

    /** A player's text map: flag letters keyed by side. */
    public String text(StrategicWindow w, Map<StrategicSquare, List<Marker>> markers) {
        return text(w, markers, FlagKey.SIDES);
    }

    /** The window as text: two characters per square (terrain, then city or marker), names on the edges, a key. */
    public String text(StrategicWindow w, Map<StrategicSquare, List<Marker>> markers, FlagKey flags) {
        return text(w, markers, flags, CityLegend.AS_MAPPED);
    }

    /** ... with the cities listed as the game has left them, stores only where the reader may know them. */
    public String text(StrategicWindow w, Map<StrategicSquare, List<Marker>> markers, FlagKey flags,
                       CityLegend legend) {
        return StrategicTextDrawing.text(map, w, markers, flags, legend);
    }
}
