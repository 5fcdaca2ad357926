package org.adjutant.gitm.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.Stroke;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.map.sea.SeaArea;
import org.adjutant.gitm.map.sea.SeaChart;
import org.adjutant.gitm.map.sea.SeaLink;
import org.adjutant.gitm.map.sea.SeaPort;
import org.adjutant.gitm.map.sea.Station;

/**
 * Draws one of PATE's two charts as a picture for a position report (PATE 1.1-1.3; docs/reports.md, docs/rules/naval.md
 * section 1): the land map's land and water where the chart overlies it, each sea area's water tinted and its code and
 * name boxed where the chart file places it, the sea lanes between areas as lines, every port as a dot with its name
 * (a hollow square for a port beyond the land map, a red ring for one the reader knows to be blockaded), a thin line
 * from each port to the area it opens on, and the ships handed in where they lie, by id. It draws exactly the ships
 * it is given: the caller decides whose a reader may see. Same inputs, same bytes.
 */
public final class SeaChartRenderer {
    static final Color LAND = new Color(0xEDE3C8);
    static final Color BEYOND = new Color(0xE3E8EE);
    static final Color COASTAL = new Color(0x9DC3EA);
    static final Color LAKE = new Color(0xB0CFEF);
    static final Color[] AREA_TINTS = {new Color(0xC9DFF6), new Color(0xB6D3F1), new Color(0xD6E7F8),
            new Color(0xBFD9F3)};
    static final Color LANE = new Color(0x1F3F7A);
    static final Color OPENS_ON = new Color(0x7A8699);
    static final Color PORT = Color.BLACK;
    static final Color SHIPS = StrategicPalette.allegiance(Allegiance.FRIENDLY);
    static final Color BLOCKADE = new Color(0xC01010);
    private static final Font TITLE = new Font(Font.SANS_SERIF, Font.BOLD, 14);
    private static final Font AREA = new Font(Font.SANS_SERIF, Font.BOLD, 12);
    private static final Font PORT_NAME = new Font(Font.SANS_SERIF, Font.PLAIN, 11);
    private static final Font SHIP_IDS = new Font(Font.SANS_SERIF, Font.BOLD, 11);
    private static final Font KEY = new Font(Font.SANS_SERIF, Font.PLAIN, 11);
    private static final int TITLE_BAND = 28;

    /** The picture and every piece of text drawn on it, in drawing order (what a reader can read off it). */
    public record Picture(byte[] png, List<String> labels) {
        public Picture {
            labels = List.copyOf(labels);
        }
    }

    private final StrategicMap map;
    private final SeaChart chart;

    public SeaChartRenderer(StrategicMap map, SeaChart chart) {
        this.map = map;
        this.chart = chart;
    }

    /**
     * One chart with a reader's ships on it.
     *
     * @param chartCode the chart ({@code PAC}, {@code AMW})
     * @param heading   the line over the chart, e.g. "Ships of the United States"
     * @param ships     ship ids by the station they lie at (a sea area, a port's harbour or its coastal waters)
     * @param blockaded the ports to mark as blockaded
     */
    public Picture draw(String chartCode, String heading, Map<Station, List<String>> ships,
                        Set<String> blockaded) {
        Drawing d = new Drawing(chartCode, heading, ships, blockaded);
        BufferedImage img = d.draw();
        return new Picture(PngEncoder.encode(img), d.labels);
    }

    private final class Drawing {
        private final String code;
        private final String heading;
        private final Map<Station, List<String>> ships;
        private final Set<String> blockaded;
        private final SeaChartLayout layout;
        private final List<String> labels = new ArrayList<>();
        private final Map<String, int[]> areaAt = new HashMap<>();
        private Graphics2D g;

        Drawing(String code, String heading, Map<Station, List<String>> ships, Set<String> blockaded) {
            this.code = code;
            this.heading = heading;
            this.ships = ships;
            this.blockaded = blockaded;
            this.layout = new SeaChartLayout(chart.frame(code), TITLE_BAND);
        }

        BufferedImage draw() {
            int width = layout.mapWidth + 2 * SeaChartLayout.MARGIN;
            BufferedImage probe = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB);
            Graphics2D pg = probe.createGraphics();
            int keyHeight = SeaChartKey.height(pg.getFontMetrics(KEY));
            pg.dispose();
            int height = TITLE_BAND + layout.mapHeight + keyHeight + SeaChartLayout.MARGIN;
            BufferedImage img = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
            g = img.createGraphics();
            try {
                g.setColor(Color.WHITE);
                g.fillRect(0, 0, width, height);
                g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
                title();
                Rectangle area = layout.mapArea();
                g.setClip(area);
                water();
                // lines and dots are drawn without smoothing: the blends of smoothed lines crossing tinted water
                // would give the picture more colours than an indexed PNG holds, and double its size
                for (SeaArea a : chart.areasOf(code)) {
                    areaAt.put(a.id(), layout.at(a.at()));
                }
                lanes();
                List<SeaPort> ports = portsInDrawingOrder();
                portLines(ports);
                areas();
                portDots(ports);
                areaShips();
                portLabels(ports);
                g.setClip(null);
                g.setColor(Color.DARK_GRAY);
                g.drawRect(area.x, area.y, area.width - 1, area.height - 1);
                labels.addAll(SeaChartKey.draw(g, KEY, SeaChartLayout.MARGIN, TITLE_BAND + layout.mapHeight + 4));
            } finally {
                g.dispose();
            }
            return img;
        }

        private void title() {
            String text = "Sea chart, " + chart.charts().get(code) + ": " + heading;
            g.setFont(TITLE);
            g.setColor(Color.BLACK);
            g.drawString(text, SeaChartLayout.MARGIN, TITLE_BAND - 9);
            labels.add(text);
        }

        /** The land map's squares under the chart: land, a sea area's water, a port's coastal waters, lakes. */
        private void water() {
            g.setColor(BEYOND);
            Rectangle area = layout.mapArea();
            g.fillRect(area.x, area.y, area.width, area.height);
            Map<String, Color> tints = new HashMap<>();
            List<SeaArea> mine = chart.areasOf(code);
            for (int i = 0; i < mine.size(); i++) {
                tints.put(mine.get(i).id(), AREA_TINTS[i % AREA_TINTS.length]);
            }
            int c0 = Math.max(0, (int) Math.floor(layout.x0));
            int r0 = Math.max(0, (int) Math.floor(layout.y0));
            int c1 = Math.min(StrategicSquare.COLUMNS - 1, (int) Math.ceil(layout.x0 + (double) layout.mapWidth
                    / layout.pps));
            int r1 = Math.min(StrategicSquare.ROWS - 1, (int) Math.ceil(layout.y0 + (double) layout.mapHeight
                    / layout.pps));
            for (int r = r0; r <= r1; r++) {
                for (int c = c0; c <= c1; c++) {
                    StrategicSquare s = new StrategicSquare(c, r);
                    Optional<SquareInfo> info = map.square(s);
                    if (info.isEmpty()) {
                        continue;
                    }
                    g.setColor(info.get().terrain() != Terrain.WATER ? LAND : chart.waterOwner(s)
                            .map(o -> chart.isPort(o) ? COASTAL : tints.getOrDefault(o, LAKE)).orElse(LAKE));
                    g.fillRect(layout.px(c), layout.py(r), layout.pps, layout.pps);
                }
            }
        }

        private void lanes() {
            g.setColor(LANE);
            g.setStroke(new BasicStroke(2f));
            for (SeaLink l : chart.links()) {
                int[] a = areaAt.get(l.from());
                int[] b = areaAt.get(l.to());
                if (a != null && b != null) {
                    g.drawLine(a[0], a[1], b[0], b[1]);
                }
            }
        }

        /** Ports with the reader's ships first (their labels get the best places), then in chart order. */
        private List<SeaPort> portsInDrawingOrder() {
            List<SeaPort> ports = new ArrayList<>(chart.portsOf(code));
            ports.sort(java.util.Comparator.comparing(p -> shipsAt(p).isEmpty()));
            return ports;
        }

        private void portLines(List<SeaPort> ports) {
            g.setColor(OPENS_ON);
            g.setStroke(new BasicStroke(1f));
            for (SeaPort p : ports) {
                int[] at = layout.at(p.at());
                int[] a = areaAt.get(p.area());
                g.drawLine(at[0], at[1], a[0], a[1]);
            }
        }

        private void areas() {
            g.setFont(AREA);
            FontMetrics fm = g.getFontMetrics();
            Stroke dashed = new BasicStroke(1f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
                    new float[] {4f, 3f}, 0f);
            for (SeaArea a : chart.areasOf(code)) {
                int[] at = areaAt.get(a.id());
                String text = a.id() + " " + a.name();
                Rectangle r = layout.centred(at[0], at[1], SeaChartLayout.box(List.of(text), List.of(fm)));
                g.setColor(Color.WHITE);
                g.fillRect(r.x, r.y, r.width, r.height);
                g.setColor(LANE);
                g.setStroke(a.offMap() ? dashed : new BasicStroke(1f));
                g.drawRect(r.x, r.y, r.width, r.height);
                g.drawString(text, r.x + 3, r.y + 1 + fm.getAscent());
                labels.add(text);
            }
        }

        private void portDots(List<SeaPort> ports) {
            g.setStroke(new BasicStroke(1.5f));
            for (SeaPort p : ports) {
                int[] at = layout.at(p.at());
                g.setColor(PORT);
                if (chart.onMap(p.name())) {
                    g.fillOval(at[0] - 3, at[1] - 3, 7, 7);
                } else {
                    g.setColor(Color.WHITE);
                    g.fillRect(at[0] - 3, at[1] - 3, 7, 7);
                    g.setColor(PORT);
                    g.drawRect(at[0] - 3, at[1] - 3, 7, 7);
                }
                if (blockaded.contains(p.name())) {
                    g.setColor(BLOCKADE);
                    g.setStroke(new BasicStroke(2f));
                    g.drawOval(at[0] - 7, at[1] - 7, 14, 14);
                    g.setStroke(new BasicStroke(1.5f));
                }
                layout.take(new Rectangle(at[0] - 7, at[1] - 7, 15, 15));
            }
        }

        /** The reader's ships in a sea area, in a box under (or round) its name. */
        private void areaShips() {
            g.setFont(SHIP_IDS);
            FontMetrics fm = g.getFontMetrics();
            for (SeaArea a : chart.areasOf(code)) {
                List<String> here = ships.getOrDefault(new Station.Open(a.id()), List.of());
                if (here.isEmpty()) {
                    continue;
                }
                int[] at = areaAt.get(a.id());
                String text = String.join(", ", here);
                SeaChartLayout.Placed placed = layout.beside(at[0], at[1] + fm.getHeight(),
                        SeaChartLayout.box(List.of(text), List.of(fm)));
                box(placed, at, List.of(text), List.of(SHIP_IDS), List.of(SHIPS));
            }
        }

        private void portLabels(List<SeaPort> ports) {
            for (SeaPort p : ports) {
                int[] at = layout.at(p.at());
                List<String> lines = new ArrayList<>();
                List<Font> fonts = new ArrayList<>();
                List<Color> colours = new ArrayList<>();
                lines.add(portName(p));
                fonts.add(PORT_NAME);
                colours.add(blockaded.contains(p.name()) ? BLOCKADE : PORT);
                shipsAt(p).forEach(l -> {
                    lines.add(l);
                    fonts.add(SHIP_IDS);
                    colours.add(SHIPS);
                });
                List<FontMetrics> fms = fonts.stream().map(g::getFontMetrics).toList();
                box(layout.beside(at[0], at[1], SeaChartLayout.box(lines, fms)), at, lines, fonts, colours);
            }
        }

        private String portName(SeaPort p) {
            StringBuilder b = new StringBuilder(p.name());
            List<String> notes = new ArrayList<>();
            if (!chart.onMap(p.name())) {
                notes.add(chart.frame(code).contains(p.at()) ? "beyond the land map"
                        : "beyond the chart, to the " + layout.bearing(p.at()));
            }
            if (blockaded.contains(p.name())) {
                notes.add("blockaded");
            }
            if (!notes.isEmpty()) {
                b.append(" (").append(String.join(", ", notes)).append(')');
            }
            return b.toString();
        }

        /** "in port: US1FR" and "off port: US3TR, US4TR", the lines under a port's name. */
        private List<String> shipsAt(SeaPort p) {
            List<String> lines = new ArrayList<>();
            List<String> in = ships.getOrDefault(new Station.Harbor(p.name()), List.of());
            List<String> off = ships.getOrDefault(new Station.Coastal(p.name()), List.of());
            if (!in.isEmpty()) {
                lines.add("in port: " + String.join(", ", in));
            }
            if (!off.isEmpty()) {
                lines.add("off port: " + String.join(", ", off));
            }
            return lines;
        }

        private void box(SeaChartLayout.Placed placed, int[] from, List<String> lines, List<Font> fonts,
                         List<Color> colours) {
            Rectangle r = placed.box();
            if (placed.away()) {
                g.setColor(OPENS_ON);
                g.setStroke(new BasicStroke(1f));
                g.drawLine(from[0], from[1], Math.max(r.x, Math.min(from[0], r.x + r.width)),
                        Math.max(r.y, Math.min(from[1], r.y + r.height)));
            }
            g.setColor(Color.WHITE);
            g.fillRect(r.x, r.y, r.width, r.height);
            int y = r.y + 1;
            for (int i = 0; i < lines.size(); i++) {
                g.setFont(fonts.get(i));
                g.setColor(colours.get(i));
                FontMetrics fm = g.getFontMetrics();
                g.drawString(lines.get(i), r.x + 3, y + fm.getAscent());
                y += fm.getHeight();
                labels.add(lines.get(i));
            }
        }
    }
}
