package org.adjutant.gitm.render;

import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.map.TheatreMap;
import org.adjutant.gitm.map.TheatreMapReader;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import javax.imageio.ImageIO;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class StrategicMapRendererTest {
    private static TheatreMap map;
    private static StrategicMapRenderer renderer;
    private static final StrategicSquare MONTERREY = StrategicSquare.of("I7-V5");
    private static final StrategicSquare SALTILLO = StrategicSquare.of("I5-V6");

    @BeforeAll
    static void load() throws IOException {
        System.setProperty("java.awt.headless", "true");
        map = TheatreMapReader.read(TheatreMapReader.DEFAULT_FILE);
        renderer = new StrategicMapRenderer(map);
    }

    private static Map<StrategicSquare, List<Marker>> markers() {
        return Map.of(
                MONTERREY, List.of(new Marker(Allegiance.FRIENDLY, MarkerShape.FLAG, "1st Division")),
                SALTILLO, List.of(new Marker(Allegiance.HOSTILE, MarkerShape.FLAG, "brigade IA")),
                StrategicSquare.of("I9-V3"), List.of(new Marker(Allegiance.NEUTRAL, MarkerShape.TENT, "")),
                StrategicSquare.of("I4-V8"), List.of(new Marker(Allegiance.HOSTILE, MarkerShape.SHATTERED, "regiment")),
                StrategicSquare.of("I8-W0"), List.of(new Marker(Allegiance.FRIENDLY, MarkerShape.FLAG, "A"),
                        new Marker(Allegiance.HOSTILE, MarkerShape.FLAG, "B"),
                        new Marker(Allegiance.NEUTRAL, MarkerShape.FLAG, "C")));
    }

    private static int rgb(BufferedImage img, Point2D.Double p) {
        return img.getRGB((int) p.x, (int) p.y) & 0xFFFFFF;
    }

    @Test
    @DisplayName("GITM 1.4 the whole theatre fits in a PNG under 300 KB")
    void wholeTheatreIsSmall() throws IOException {
        byte[] png = renderer.png(StrategicWindow.whole(), Map.of());
        assertThat(png.length).isLessThan(300_000);
        BufferedImage img = ImageIO.read(new ByteArrayInputStream(png));
        assertThat(img.getWidth()).isEqualTo(140 * 8 + 2 * 26);
        // the middle of a Gulf of Mexico square is water-coloured
        StrategicWindow w = StrategicWindow.whole();
        Point2D.Double c = StrategicMapRenderer.corner(w, StrategicSquare.of("M0-V8"));
        assertThat(rgb(img, new Point2D.Double(c.x + 4, c.y + 4)))
                .isEqualTo(StrategicPalette.terrain(Terrain.WATER).getRGB() & 0xFFFFFF);
        // Guatemala is drawn as outside the map
        Point2D.Double g = StrategicMapRenderer.corner(w, StrategicSquare.of("N5-Z8"));
        assertThat(rgb(img, new Point2D.Double(g.x + 4, g.y + 4)))
                .isEqualTo(StrategicPalette.OUTSIDE.getRGB() & 0xFFFFFF);
    }

    @Test
    @DisplayName("a player's window of the 1846 map, flags and town names antialiased, is written with a palette")
    void windowOfTheRealMapIsIndexed() throws IOException {
        // the window of the scaling benchmark's American generals: Fort Smith to New Orleans. A few pixels of
        // pure-blue flag edge, far from every kept colour, made every such picture RGB (134 KB against 59 KB)
        StrategicSquare fortSmith = StrategicSquare.of("L1-R1");
        StrategicSquare newOrleans = StrategicSquare.of("M8-T6");
        Map<StrategicSquare, List<Marker>> flags = Map.of(
                fortSmith, List.of(new Marker(Allegiance.FRIENDLY, MarkerShape.FLAG, "US146CQ")),
                newOrleans, List.of(new Marker(Allegiance.FRIENDLY, MarkerShape.FLAG, "US106CQ")));
        StrategicWindow window = StrategicWindow.around(List.of(fortSmith, newOrleans), 5);
        byte[] png = renderer.png(window, flags);
        assertThat(png[25]).as("IHDR colour type: indexed").isEqualTo((byte) 3);
        BufferedImage drawn = renderer.image(window, flags);
        BufferedImage decoded = ImageIO.read(new ByteArrayInputStream(png));
        assertThat(Nudges.count(Nudges.of(drawn, decoded))).as("nudged pixels").isLessThan(drawn.getWidth() * drawn.getHeight() / 100);
        int pps = StrategicMapRenderer.squarePixels(window);
        int size = StrategicMarkers.symbolPixels(pps);
        assertThat(flagPixel(decoded, window, fortSmith, pps, size)).as("the flag's cloth, exact")
                .isEqualTo(flagPixel(drawn, window, fortSmith, pps, size));
    }

    @Test
    @DisplayName("GITM 1.4 blue flag for friendly, red for hostile, black when all three are in one square")
    void flagColours() {
        StrategicWindow w = StrategicWindow.around(List.of(MONTERREY, SALTILLO), 4);
        BufferedImage img = renderer.image(w, markers());
        int pps = StrategicMapRenderer.squarePixels(w);
        int size = Math.max(6, pps * 3 / 5);
        assertThat(flagPixel(img, w, MONTERREY, pps, size)).isEqualTo(0x1040E0);
        assertThat(flagPixel(img, w, SALTILLO, pps, size)).isEqualTo(0xE01010);
        assertThat(flagPixel(img, w, StrategicSquare.of("I8-W0"), pps, size)).isEqualTo(0x000000);
    }

    /** Pixels of exactly {@code rgb} within two squares of {@code s}'s centre. */
    private static int pixelsNear(BufferedImage img, StrategicWindow w, StrategicSquare s, int rgb) {
        int pps = StrategicMapRenderer.squarePixels(w);
        Point2D.Double c = StrategicMapRenderer.corner(w, s);
        int count = 0;
        for (int x = (int) c.x - 2 * pps; x < c.x + 3 * pps; x++) {
            for (int y = (int) c.y - 2 * pps; y < c.y + 3 * pps; y++) {
                if ((img.getRGB(x, y) & 0xFFFFFF) == rgb) {
                    count++;
                }
            }
        }
        return count;
    }

    @Test
    @DisplayName("GITM 1.4 on the whole-theatre map a flag is seen at a glance: 50 pixels of its colour, edged in black")
    void gitm_1_4_wholeTheatreFlagsVisible() {
        StrategicWindow w = StrategicWindow.whole();
        assertThat(StrategicMapRenderer.squarePixels(w)).isEqualTo(8);
        BufferedImage bare = renderer.image(w, Map.of());
        BufferedImage img = renderer.image(w, markers());
        for (StrategicSquare s : List.of(MONTERREY, SALTILLO)) {
            int colour = StrategicPalette.allegiance(s.equals(MONTERREY) ? Allegiance.FRIENDLY : Allegiance.HOSTILE)
                    .getRGB() & 0xFFFFFF;
            assertThat(pixelsNear(img, w, s, colour) - pixelsNear(bare, w, s, colour)).as("%s cloth", s)
                    .isGreaterThanOrEqualTo(50);
            assertThat(pixelsNear(img, w, s, 0x000000) - pixelsNear(bare, w, s, 0x000000)).as("%s black edge", s)
                    .isGreaterThanOrEqualTo(30);
        }
        // a tent and a boxed S are raised alike
        int neutral = StrategicPalette.allegiance(Allegiance.NEUTRAL).getRGB() & 0xFFFFFF;
        assertThat(pixelsNear(img, w, StrategicSquare.of("I9-V3"), neutral)).isGreaterThanOrEqualTo(30);
    }

    @Test
    @DisplayName("GITM 1.4 a player's key names sides; the moderator's names the nations his blue and red flags are")
    void flagKeyWords() {
        StrategicWindow w = StrategicWindow.around(List.of(MONTERREY), 2);
        assertThat(renderer.text(w, markers())).contains("\n     flags B friendly  R hostile  G neutral  K all three;"
                + " tents (inactive only) b r g k; shattered only 1 2 3 4\n");
        String moderator = renderer.text(w, Map.of(MONTERREY, List.of(new Marker(Allegiance.HOSTILE,
                MarkerShape.FLAG, "MEX 2 units"))), FlagKey.NATIONS);
        assertThat(moderator).contains("\n     flags B United States  R Mexico; tents (inactive only) b r;"
                + " shattered only 1 2\n").doesNotContain("friendly").doesNotContain("hostile");
        assertThat(FlagKey.NATIONS.flags()).extracting(FlagKey.NATIONS::troops)
                .containsExactly("US troops", "Mexican troops");
        assertThat(FlagKey.SIDES.flags()).extracting(FlagKey.SIDES::troops)
                .containsExactly("friendly troops", "hostile troops", "neutral troops", "all three troops");
        // two entries fewer: the key under the moderator's map is never taller than a player's
        assertThat(StrategicLegend.height(1120, FlagKey.NATIONS)).isLessThanOrEqualTo(
                StrategicLegend.height(1120, FlagKey.SIDES));
    }

    @Test
    @DisplayName("a player's usual window keeps its flags as they were: three fifths of a 40 pixel square, not bold")
    void zoomedWindowUnchanged() {
        StrategicWindow w = StrategicWindow.around(List.of(MONTERREY), 5);
        assertThat(StrategicMapRenderer.squarePixels(w)).isEqualTo(40);
        assertThat(StrategicMarkers.symbolPixels(40)).isEqualTo(24);
        assertThat(StrategicMarkers.boldSymbols(40)).isFalse();
        assertThat(StrategicMarkers.boldSymbols(8)).isTrue();
    }

    private static int flagPixel(BufferedImage img, StrategicWindow w, StrategicSquare s, int pps, int size) {
        Point2D.Double c = StrategicMapRenderer.corner(w, s);
        // the middle of the flag's cloth, right of the pole
        int x = (int) c.x + pps / 2 - size / 2 + 2 + (size - 2) / 2;
        int y = (int) c.y + pps / 2 - size / 2 + size * 3 / 10;
        return img.getRGB(x, y) & 0xFFFFFF;
    }

    @Test
    @DisplayName("GITM 1.4 symbols: one black flag for all three; tents and boxed S only without active troops")
    void markerSymbols() {
        assertThat(StrategicMarkers.symbols(markers().get(StrategicSquare.of("I8-W0"))))
                .containsExactly(new StrategicMarkers.Symbol(Allegiance.ALL_THREE, MarkerShape.FLAG));
        List<Marker> mixed = List.of(new Marker(Allegiance.HOSTILE, MarkerShape.TENT, ""),
                new Marker(Allegiance.FRIENDLY, MarkerShape.FLAG, ""));
        assertThat(StrategicMarkers.symbols(mixed))
                .containsExactly(new StrategicMarkers.Symbol(Allegiance.FRIENDLY, MarkerShape.FLAG));
        assertThat(Set.copyOf(StrategicMarkers.symbols(List.of(new Marker(Allegiance.NEUTRAL, MarkerShape.TENT, ""),
                new Marker(Allegiance.HOSTILE, MarkerShape.SHATTERED, "")))))
                .containsExactlyInAnyOrder(new StrategicMarkers.Symbol(Allegiance.NEUTRAL, MarkerShape.TENT),
                        new StrategicMarkers.Symbol(Allegiance.HOSTILE, MarkerShape.SHATTERED));
    }

    @Test
    @DisplayName("a window around squares is clipped to the map")
    void windowClipped() {
        StrategicWindow w = StrategicWindow.around(List.of(StrategicSquare.of("A1-P1")), 4);
        assertThat(w).isEqualTo(new StrategicWindow(0, 0, 5, 5));
        assertThat(StrategicMapRenderer.squarePixels(w)).isEqualTo(40);
        assertThat(renderer.png(w, Map.of()).length).isGreaterThan(100);
    }

    @Test
    @DisplayName("GITM 1.4 the text map of the Monterrey window matches the reviewed golden file")
    void goldenText() throws IOException {
        String text = renderer.text(StrategicWindow.around(List.of(MONTERREY, SALTILLO), 4), markers());
        try (InputStream in = getClass().getResourceAsStream("monterrey-window.txt")) {
            assertThat(in).as("golden file").isNotNull();
            assertThat(text).isEqualTo(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    @Test
    @DisplayName("the same map and markers give the same PNG bytes")
    void deterministic() {
        StrategicWindow w = StrategicWindow.around(List.of(MONTERREY), 5);
        assertThat(renderer.png(w, markers())).isEqualTo(renderer.png(w, markers()));
    }

    @Test
    @DisplayName("GITM 5.3 a battle fought this turn is marked with crossed sabres on the map, its key and its text")
    void gitm_5_3_battlesMarked() {
        StrategicWindow w = StrategicWindow.around(List.of(MONTERREY, SALTILLO), 4);
        Map<StrategicSquare, List<Marker>> marked = new java.util.TreeMap<>(markers());
        marked.put(SALTILLO, List.of(new Marker(Allegiance.HOSTILE, MarkerShape.FLAG, "brigade I"),
                MarkerShape.battle()));
        int sabre = StrategicPalette.BATTLE.getRGB() & 0xFFFFFF;
        assertThat(pixelsNear(renderer.image(w, marked), w, SALTILLO, sabre)).isGreaterThan(8);
        assertThat(pixelsNear(renderer.image(w, markers()), w, SALTILLO, sabre)).isZero();
        // The troop symbol stays what it was: a battle is not troops.
        assertThat(StrategicMarkers.symbols(marked.get(SALTILLO))).singleElement()
                .satisfies(sym -> assertThat(sym.shape()).isEqualTo(MarkerShape.FLAG));
        String text = renderer.text(w, marked);
        assertThat(text).contains("Battles this turn (X on the map, in place of the troops' letter): I5-V6")
                .doesNotContain("I5-V6 X");
        assertThat(renderer.text(w, markers())).doesNotContain("Battles this turn");
    }

    @Test
    @DisplayName("GITM 10.3, 1.3 the cities under a map are listed as the game has left them: a captured city under its new holder, stores only of the reader's own states")
    void gitm_10_3_citiesListedAsTheyStandNow() {
        StrategicWindow w = StrategicWindow.around(List.of(MONTERREY), 2);
        String mapped = renderer.text(w, Map.of(), FlagKey.SIDES);
        assertThat(mapped).contains("Monterrey (NE, level");
        org.adjutant.gitm.map.City monterrey = map.cities().filter(c -> c.name().equals("Monterrey")).findFirst()
                .orElseThrow();
        assertThat(mapped).contains("supplies " + monterrey.supplies() + ")");
        CityLegend taken = new CityLegend(c -> c.name().equals("Monterrey") ? new org.adjutant.gitm.map.City(c.name(),
                c.square(), c.tactical(), "USA", c.level(), 7, c.fortStrength(), c.fortCapacity(), c.port()) : c,
                java.util.Set.of("USA"));
        String american = renderer.text(w, Map.of(), FlagKey.SIDES, taken);
        assertThat(american).contains("Monterrey (USA, level " + monterrey.level()).contains("supplies 7)");
        CityLegend mexicanReader = new CityLegend(taken.now(), java.util.Set.of("MEX"));
        String mexican = renderer.text(w, Map.of(), FlagKey.SIDES, mexicanReader);
        assertThat(mexican).contains("Monterrey (USA, level " + monterrey.level()).doesNotContain("supplies 7");
    }

    /** The layout of a window's towns as the picture draws them. */
    private static CityLabels.Layout layout(StrategicWindow w, Map<StrategicSquare, List<Marker>> markers) {
        int pps = StrategicMapRenderer.squarePixels(w);
        BufferedImage scratch = new BufferedImage(8, 8, BufferedImage.TYPE_INT_RGB);
        java.awt.Graphics2D g = scratch.createGraphics();
        try {
            g.setFont(StrategicMapRenderer.cityFont(pps));
            return renderer.cityLayout(w, markers, pps, g.getFontMetrics());
        } finally {
            g.dispose();
        }
    }

    /** Every town of the window named, each name clear of every symbol and of the other names, on the map. */
    private static List<String> unreadable(StrategicWindow w, Map<StrategicSquare, List<Marker>> markers) {
        int pps = StrategicMapRenderer.squarePixels(w);
        CityLabels.Layout layout = layout(w, markers);
        List<String> wrong = new java.util.ArrayList<>();
        layout.unlabelled().forEach(c -> wrong.add(w + ": " + c.name() + " has no name on the map"));
        java.awt.Rectangle area = new java.awt.Rectangle(26, 26, w.columns() * pps, w.rows() * pps);
        List<java.awt.Rectangle> symbols = new java.util.ArrayList<>(StrategicMapRenderer.markerBoxes(w, markers,
                pps));
        layout.places().forEach(p -> symbols.add(p.symbol()));
        for (int i = 0; i < layout.places().size(); i++) {
            for (int j = i + 1; j < layout.places().size(); j++) {
                if (layout.places().get(i).symbol().intersects(layout.places().get(j).symbol())) {
                    wrong.add(w + ": the symbols of " + layout.places().get(i).city().name() + " and "
                            + layout.places().get(j).city().name() + " overlap");
                }
            }
        }
        List<CityLabels.Label> labels = layout.labels();
        for (int i = 0; i < labels.size(); i++) {
            CityLabels.Label a = labels.get(i);
            if (!area.contains(a.box())) {
                wrong.add(w + ": " + a.text() + " runs off the map");
            }
            symbols.stream().filter(a.box()::intersects).findFirst()
                    .ifPresent(r -> wrong.add(w + ": " + a.text() + " lies over a symbol at " + r));
            for (int j = i + 1; j < labels.size(); j++) {
                if (a.box().intersects(labels.get(j).box())) {
                    wrong.add(w + ": " + a.text() + " overlaps " + labels.get(j).text());
                }
            }
        }
        return wrong;
    }

    @Test
    @DisplayName("GITM 1.4 Fort Brown, Brazos Santiago, Point Isabel and Matamoros are all named on Taylor's map,"
            + " each symbol on its own")
    void gitm_1_4_lowerRioGrandeNamed() {
        StrategicWindow w = StrategicWindow.around(List.of(StrategicSquare.of("J9-V4")), 5);
        assertThat(layout(w, Map.of()).labels()).extracting(CityLabels.Label::text)
                .contains("Matamoros", "Fort Brown", "Brazos Santiago", "Point Isabel", "Reynosa");
        assertThat(unreadable(w, Map.of())).isEmpty();
        Map<StrategicSquare, List<Marker>> armies = Map.of(
                StrategicSquare.of("J9-V4"), List.of(new Marker(Allegiance.FRIENDLY, MarkerShape.FLAG, "US"),
                        new Marker(Allegiance.HOSTILE, MarkerShape.FLAG, "NE"), new Marker(Allegiance.FRIENDLY,
                                MarkerShape.BATTLE, "")),
                StrategicSquare.of("J8-V4"), List.of(new Marker(Allegiance.HOSTILE, MarkerShape.FLAG, "NE")),
                StrategicSquare.of("K0-V3"), List.of(new Marker(Allegiance.FRIENDLY, MarkerShape.TENT, "")));
        assertThat(unreadable(w, armies)).isEmpty();
    }

    @Test
    @DisplayName("GITM 1.4 soak: in a player's window around every town of the 1846 map, and in wider windows, every"
            + " town is named, clear of every symbol and every other name")
    void gitm_1_4_everyTownNamedEverywhere() {
        List<String> wrong = new java.util.ArrayList<>();
        int windows = 0;
        List<StrategicSquare> towns = new java.util.ArrayList<>();
        StrategicWindow.whole().squares().forEach(s -> map.square(s).ifPresent(i -> {
            if (!i.cities().isEmpty()) {
                towns.add(s);
            }
        }));
        assertThat(towns).hasSizeGreaterThan(100);
        for (int k = 0; k < towns.size(); k++) {
            StrategicSquare t = towns.get(k);
            // the radius of GITM 4.1, and wider windows of a player whose units are spread out (smaller squares)
            for (int radius : new int[] {5, k % 3 == 0 ? 12 : 20}) {
                StrategicWindow w = StrategicWindow.around(List.of(t), radius);
                Map<StrategicSquare, List<Marker>> markers = Map.of(t, List.of(new Marker(Allegiance.FRIENDLY,
                        MarkerShape.FLAG, "")));
                wrong.addAll(unreadable(w, markers));
                windows++;
            }
        }
        assertThat(windows).isGreaterThan(200);
        assertThat(wrong).isEmpty();
    }
}
