package org.adjutant.gitm.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Point;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.imageio.ImageIO;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.map.tactical.InlineStrategicMap;
import org.adjutant.gitm.map.tactical.TacticalMap;
import org.adjutant.gitm.map.tactical.TacticalMaps;
import org.adjutant.gitm.unit.Unit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class TacticalMapRendererTest {
    private static final String GOLDEN = "tactical-map-golden.txt";
    private final TacticalMapRenderer renderer = new TacticalMapRenderer();

    /** Monterrey's square in a made-up theatre: a river, a range, a fortified city. */
    private static TacticalMap monterrey() {
        InlineStrategicMap strategic = InlineStrategicMap.builder("render")
                .square("H5-W0", Terrain.HILL)
                .riverEnd("H5-W0", Direction.W, 5, "Rio Santa Catarina")
                .riverEnd("H5-W0", Direction.E, 10, "Rio Santa Catarina")
                .rangeEnd("H5-W0", Direction.N, 3)
                .rangeEnd("H5-W0", Direction.S, 2)
                .city("Monterrey", "H5-W0", "9-4", 4)
                .build();
        return new TacticalMaps(strategic).of(StrategicSquare.of("H5-W0"));
    }

    private static final Map<TacticalSquare, List<Marker>> TROOPS = Map.of(
            TacticalSquare.of("9-4"), List.of(new Marker(Allegiance.FRIENDLY, MarkerShape.FLAG, "MX2LIF")),
            TacticalSquare.of("7-9"), List.of(new Marker(Allegiance.HOSTILE, MarkerShape.FLAG, "brigade IA"),
                    new Marker(Allegiance.HOSTILE, MarkerShape.FLAG, "regiment CA")),
            TacticalSquare.of("12-12"), List.of(new Marker(Allegiance.NEUTRAL, MarkerShape.TENT, "inactive")),
            TacticalSquare.of("4-13"), List.of(new Marker(Allegiance.FRIENDLY, MarkerShape.FLAG, "US1LI"),
                    new Marker(Allegiance.HOSTILE, MarkerShape.FLAG, "battalion IA"),
                    new Marker(Allegiance.NEUTRAL, MarkerShape.FLAG, "company CA")));

    @Test
    @DisplayName("the PNG shows the drawn picture: every flag, terrain and digit pixel exact, only rare antialiasing shades nudged")
    void pngLooksLikeTheDrawing() throws IOException {
        BufferedImage drawn = renderer.image(monterrey(), TROOPS, Set.of("Monterrey"));
        BufferedImage decoded = read(renderer.png(monterrey(), TROOPS, Set.of("Monterrey")));
        java.util.Map<Integer, Integer> uses = new java.util.HashMap<>();
        for (int y = 0; y < drawn.getHeight(); y++) {
            for (int x = 0; x < drawn.getWidth(); x++) {
                uses.merge(drawn.getRGB(x, y) & 0xFFFFFF, 1, Integer::sum);
            }
        }
        java.util.Map<Integer, Integer> moved = Nudges.of(drawn, decoded);
        for (int colour : moved.keySet()) {
            assertThat(uses.get(colour)).as("a nudged colour is a rare shade")
                    .isLessThan(drawn.getWidth() * drawn.getHeight() / 10_000);
        }
        // antialiased edges of symbols and text only: about 1% of the pixels of this busy map
        assertThat(Nudges.count(moved)).isLessThan(drawn.getWidth() * drawn.getHeight() / 50);
        for (Allegiance a : Allegiance.values()) {
            java.awt.Color flag = TacticalPalette.colour(a);
            if (uses.containsKey(flag.getRGB() & 0xFFFFFF)) {
                assertThat(cellHasAnywhere(decoded, flag)).as("flag colour of %s kept", a).isTrue();
            }
        }
    }

    private static boolean cellHasAnywhere(BufferedImage image, java.awt.Color colour) {
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) & 0xFFFFFF) == (colour.getRGB() & 0xFFFFFF)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static BufferedImage read(byte[] png) throws IOException {
        return ImageIO.read(new ByteArrayInputStream(png));
    }

    private static boolean cellHas(BufferedImage image, TacticalSquare t, Color colour) {
        Point o = TacticalMapRenderer.cellOrigin(t);
        for (int y = o.y; y < o.y + TacticalMapRenderer.CELL; y++) {
            for (int x = o.x; x < o.x + TacticalMapRenderer.CELL; x++) {
                if ((image.getRGB(x, y) & 0xFFFFFF) == (colour.getRGB() & 0xFFFFFF)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static int rgbAt(BufferedImage image, TacticalSquare t) {
        Point o = TacticalMapRenderer.cellOrigin(t);
        return image.getRGB(o.x + 4, o.y + 4) & 0xFFFFFF;
    }

    @Test
    @DisplayName("GITM 2.1, 2.2 the picture is a PNG of the documented size with terrain colours per square")
    void gitm_2_2_pictureSizeAndColours() throws IOException {
        TacticalMap map = monterrey();
        BufferedImage image = read(renderer.png(map, TROOPS, Set.of()));
        assertThat(image.getWidth()).isEqualTo(TacticalMapRenderer.WIDTH).isEqualTo(2 * 28 + 15 * 36);
        assertThat(image.getHeight()).isGreaterThan(TacticalMapRenderer.cellOrigin(TacticalSquare.of("0-14")).y + 36);
        TacticalSquare river = TacticalSquare.of("0-5");
        assertThat(map.terrain(river)).isEqualTo(TacticalTerrain.RIVER);
        assertThat(rgbAt(image, river)).isEqualTo(TacticalPalette.colour(TacticalTerrain.RIVER).getRGB() & 0xFFFFFF);
        TacticalSquare mountain = TacticalSquare.of("3-0");
        assertThat(map.terrain(mountain)).isEqualTo(TacticalTerrain.MOUNTAIN);
        assertThat(rgbAt(image, mountain))
                .isEqualTo(TacticalPalette.colour(TacticalTerrain.MOUNTAIN).getRGB() & 0xFFFFFF);
        for (int i = 0; i < 225; i++) {
            TacticalSquare t = new TacticalSquare(i % 15, i / 15);
            assertThat(rgbAt(image, t)).as("%s", t)
                    .isEqualTo(TacticalPalette.colour(map.terrain(t)).getRGB() & 0xFFFFFF);
        }
    }

    @Test
    @DisplayName("GITM 2.5 flags: blue friendly, red hostile, grey neutral tent, one black flag when all three are there")
    void gitm_2_5_flags() throws IOException {
        BufferedImage image = read(renderer.png(monterrey(), TROOPS, Set.of()));
        assertThat(cellHas(image, TacticalSquare.of("7-9"), TacticalPalette.HOSTILE)).isTrue();
        assertThat(cellHas(image, TacticalSquare.of("7-9"), TacticalPalette.FRIENDLY)).isFalse();
        assertThat(cellHas(image, TacticalSquare.of("9-4"), TacticalPalette.FRIENDLY)).isTrue();
        assertThat(cellHas(image, TacticalSquare.of("12-12"), TacticalPalette.NEUTRAL)).isTrue();
        assertThat(cellHas(image, TacticalSquare.of("4-13"), TacticalPalette.ALL_THREE)).isTrue();
        assertThat(cellHas(image, TacticalSquare.of("4-13"), TacticalPalette.HOSTILE)).isFalse();
        assertThat(cellHas(image, TacticalSquare.of("7-7"), TacticalPalette.HOSTILE)).isFalse();
    }

    @Test
    @DisplayName("GITM 2.6 the city's town square shows its fort, in the picture and in the text")
    void gitm_2_6_fortShown() throws IOException {
        TacticalMap map = monterrey();
        BufferedImage image = read(renderer.png(map));
        assertThat(cellHas(image, TacticalSquare.of("9-4"), new Color(60, 60, 60))).isTrue();
        String text = renderer.text(map);
        assertThat(text).contains("Monterrey at 9-4 (Test, fort strength 4, capacity 5000)");
        String row4 = text.lines().filter(l -> l.startsWith(" 4  ")).findFirst().orElseThrow();
        assertThat(row4.charAt(4 + 9 * 3 + 1)).isEqualTo('F');
    }

    @Test
    @DisplayName("GITM 2.7 a besieged city gets a note at the bottom of the map")
    void gitm_2_7_besiegedNote() throws IOException {
        TacticalMap map = monterrey();
        BufferedImage free = read(renderer.png(map, TROOPS, Set.of()));
        BufferedImage besieged = read(renderer.png(map, TROOPS, Set.of("Monterrey")));
        assertThat(besieged.getHeight()).isGreaterThan(free.getHeight());
        boolean note = false;
        for (int y = free.getHeight() - 12; y < besieged.getHeight(); y++) {
            for (int x = 0; x < besieged.getWidth(); x++) {
                note |= (besieged.getRGB(x, y) & 0xFFFFFF) == 0x96_14_14;
            }
        }
        assertThat(note).as("the note is drawn in the siege colour at the bottom").isTrue();
        String text = renderer.text(map, TROOPS, Set.of("Monterrey"));
        assertThat(text.strip().lines().reduce((a, b) -> b).orElseThrow()).startsWith("BESIEGED: Monterrey (9-4)");
        assertThat(renderer.text(map, TROOPS, Set.of("Saltillo"))).doesNotContain("BESIEGED");
    }

    @Test
    @DisplayName("GITM 2.6 the key of the picture and of the text explains the F after the id of a unit in the fort")
    void gitm_2_6_fortSuffixExplained() {
        assertThat(TacticalMapRenderer.legendNotes()).contains(Unit.FORT_SUFFIX_KEY);
        String text = renderer.text(monterrey(), TROOPS, Set.of());
        assertThat(text).contains("blue flag  MX2LIF")
                .contains("\n     A unit id ending in F (as US7INF): the unit is inside the fort of its town.\n");
        // the key grew a line: it must still read without scrolling sideways
        assertThat(text.lines()).allSatisfy(l -> assertThat(l.length()).isLessThanOrEqualTo(100));
    }

    @Test
    @DisplayName("GITM 2.6 the key shows the fort as the map draws it, a star round the town, not a cross")
    void gitm_2_6_fortKeyIsAStar() {
        BufferedImage key = new BufferedImage(TacticalMapRenderer.WIDTH, 200, BufferedImage.TYPE_INT_RGB);
        java.awt.Graphics2D g = key.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, key.getWidth(), key.getHeight());
        TacticalMapRenderer.drawLegendInPlace(g, 0);
        g.dispose();
        // the entry after the ten terrains; its 14 x 12 swatch starts 2 rows down
        Point at = TacticalMapRenderer.legendEntry(0, TacticalTerrain.values().length);
        int town = TacticalPalette.colour(TacticalTerrain.TOWN).getRGB() & 0xFFFFFF;
        assertThat(key.getRGB(at.x + 7, at.y + 8) & 0xFFFFFF).as("inside the star: the town's colour")
                .isEqualTo(town);
        assertThat(darkness(key.getRGB(at.x + 7, at.y + 2))).as("the star's top point").isGreaterThan(100);
        assertThat(darkness(key.getRGB(at.x + 2, at.y + 4))).as("no cross in the corner").isLessThan(60);
    }

    private static int darkness(int rgb) {
        return 255 - ((rgb >> 16 & 0xFF) + (rgb >> 8 & 0xFF) + (rgb & 0xFF)) / 3;
    }

    @Test
    @DisplayName("the same map and troops give byte-identical pictures and texts")
    void deterministic() {
        assertThat(renderer.png(monterrey(), TROOPS, Set.of("Monterrey")))
                .isEqualTo(new TacticalMapRenderer().png(monterrey(), TROOPS, Set.of("Monterrey")));
        assertThat(renderer.text(monterrey(), TROOPS, Set.of())).isEqualTo(renderer.text(monterrey(), TROOPS, Set.of()));
    }

    @Test
    @DisplayName("GITM 2.1-2.7 golden plain-text rendering: terrain, numbers 0-14 on the edges, ratings, troops, key")
    void goldenText() throws IOException {
        String actual = renderer.text(monterrey(), TROOPS, Set.of("Monterrey"));
        if (Boolean.getBoolean("adjutant.golden.update")) {
            Path file = Path.of("src/test/resources/org/adjutant/gitm/render", GOLDEN);
            Files.writeString(file, actual, StandardCharsets.UTF_8);
        }
        try (InputStream in = getClass().getResourceAsStream(GOLDEN)) {
            assertThat(in).as("golden file %s (run once with -Dadjutant.golden.update=true)", GOLDEN).isNotNull();
            assertThat(actual).isEqualTo(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
        assertThat(actual.lines().filter(l -> l.startsWith("    ")).findFirst().orElseThrow())
                .isEqualTo("     0  1  2  3  4  5  6  7  8  9 10 11 12 13 14");
    }

    @Test
    @DisplayName("GITM 5.3 the tactical square of a battle is marked, in the picture's key and on the text map")
    void gitm_5_3_battleSquareMarked() {
        java.util.Map<TacticalSquare, List<Marker>> marked = new java.util.TreeMap<>(TROOPS);
        TacticalSquare where = TacticalSquare.of("7-9");
        List<Marker> here = new java.util.ArrayList<>(TROOPS.get(where));
        here.add(MarkerShape.battle());
        marked.put(where, here);
        String text = renderer.text(monterrey(), marked, Set.of());
        assertThat(text).contains("7-9    battle this turn (crossed sabres)", "! a battle was fought there");
        assertThat(renderer.text(monterrey(), TROOPS, Set.of())).doesNotContain("battle this turn");
        assertThat(renderer.png(monterrey(), marked, Set.of())).isNotEqualTo(renderer.png(monterrey(), TROOPS,
                Set.of()));
    }
}
