package org.adjutant.gitm.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The fast encoder against the plain one: every kind of picture must come out as the same bytes. */
class PngEncoderReferenceTest {
    static Stream<Arguments> pictures() {
        return Stream.of(
                Arguments.of("map-like, antialiased shapes and text", mapLike(596, 797, 1)),
                Arguments.of("map-like, other seed and width", mapLike(333, 211, 7)),
                Arguments.of("random few colours", random(120, 90, 6, 2)),
                Arguments.of("random 300 near shades", nearShades(256, 30, 3)),
                Arguments.of("rare shades halfway between two kept colours", ties()),
                Arguments.of("256 random kept colours, 600 rare shades near them (seed 1)", rareNear(1)),
                Arguments.of("256 random kept colours, 600 rare shades near them (seed 2)", rareNear(2)),
                Arguments.of("256 grey kept colours, rare shades of equal red (seed 3)", rareNear(3)),
                Arguments.of("256 greens, 5 far colours take the slots of the least used", farShades(5, 5, false)),
                Arguments.of("256 random kept colours, 30 far colours (seed 6)", farShades(6, 30, true)),
                Arguments.of("256 random kept colours, 60 far colours (seed 7)", farShades(7, 60, true)),
                Arguments.of("256 greens, 70 far colours (RGB)", farShades(8, 70, false)),
                Arguments.of("random 5000 colours (RGB)", random(200, 100, 5000, 4)),
                Arguments.of("random full colour (RGB)", random(64, 64, 1 << 24, 5)),
                Arguments.of("one pixel", random(1, 1, 3, 6)),
                Arguments.of("one column", random(1, 40, 3, 7)),
                Arguments.of("one row", random(40, 1, 3, 8)),
                Arguments.of("flat", flat(50, 50)),
                Arguments.of("long runs crossing row ends", stripes(37, 41)),
                Arguments.of("alpha byte set on some pixels of an RGB raster", withAlphaNoise(mapLike(120, 80, 9))),
                Arguments.of("ARGB picture", argb(mapLike(90, 70, 11))),
                Arguments.of("sub-picture sharing its parent's raster", mapLike(200, 150, 12).getSubimage(13, 7, 90,
                        60)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("pictures")
    @DisplayName("the same bytes as the plain reference encoder")
    void sameBytesAsReference(String name, BufferedImage image) {
        assertThat(PngEncoder.encode(image)).isEqualTo(ReferencePngEncoder.encode(image));
    }

    @Test
    @DisplayName("a large picture after a small one on the same thread (buffers reused and grown) gives the same bytes")
    void buffersReusedAndGrown() {
        List<BufferedImage> images = List.of(random(10, 10, 4, 20), mapLike(700, 900, 21), random(30, 20, 4000, 22),
                mapLike(80, 60, 23), random(300, 300, 1 << 24, 24), mapLike(596, 831, 25));
        for (BufferedImage image : images) {
            assertThat(PngEncoder.encode(image)).isEqualTo(ReferencePngEncoder.encode(image));
        }
    }

    @Test
    @DisplayName("encoding on several threads at once gives each picture its own bytes")
    void manyThreads() throws Exception {
        List<BufferedImage> images = Stream.iterate(30, i -> i + 1).limit(12).map(i -> mapLike(150 + i * 7, 120, i))
                .toList();
        List<byte[]> expected = images.stream().map(ReferencePngEncoder::encode).toList();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            for (int round = 0; round < 3; round++) {
                List<Future<byte[]>> futures = images.stream().map(i -> pool.submit(() -> PngEncoder.encode(i)))
                        .toList();
                for (int k = 0; k < images.size(); k++) {
                    assertThat(futures.get(k).get()).isEqualTo(expected.get(k));
                }
            }
        } finally {
            pool.shutdown();
        }
    }

    /** Flat fills, antialiased strokes, ellipses and text: the kind of colours and runs the map renderers make. */
    static BufferedImage mapLike(int width, int height, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(new Color(0xE6E2A4));
        g.fillRect(0, 0, width, height);
        Color[] inks = {new Color(0x2F6FD0), new Color(0x6B8E23), new Color(0x8B4513), Color.BLACK, Color.RED,
                new Color(0xD6E4A8)};
        for (int i = 0; i < 60; i++) {
            g.setColor(inks[random.nextInt(inks.length)]);
            g.setStroke(new BasicStroke(1 + random.nextInt(4)));
            int x = random.nextInt(width);
            int y = random.nextInt(height);
            switch (i % 3) {
                case 0 -> g.drawLine(x, y, random.nextInt(width), random.nextInt(height));
                case 1 -> g.fill(new Ellipse2D.Double(x, y, 5 + random.nextInt(30), 5 + random.nextInt(30)));
                default -> {
                    g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 9 + random.nextInt(6)));
                    g.drawString("Regt " + i, x, y);
                }
            }
        }
        g.dispose();
        return image;
    }

    static BufferedImage random(int width, int height, int colours, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        int[] palette = random.ints(colours, 0, 1 << 24).toArray();
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                // runs of random length, so both single pixels and long runs occur
                image.setRGB(x, y, palette[random.nextInt(colours)]);
                int run = random.nextInt(4) == 0 ? random.nextInt(20) : 0;
                for (int k = 1; k <= run && x + 1 < width; k++) {
                    image.setRGB(++x, y, image.getRGB(x - 1, y));
                }
            }
        }
        return image;
    }

    /** 256 greens in wide use and 44 rare shades near them: exercises the nearest-colour rule and its ties. */
    static BufferedImage nearShades(int width, int height, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                image.setRGB(x, y, (x % 256) << 8);
            }
        }
        for (int k = 0; k < 44; k++) {
            image.setRGB(random.nextInt(width), random.nextInt(height), ((k * 5 + 1) << 8) | random.nextInt(4));
        }
        return image;
    }

    /** 256 kept colours two steps apart and rare ones exactly between two of them: the first of equals wins. */
    static BufferedImage ties() {
        BufferedImage image = new BufferedImage(256, 12, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < 12; y++) {
            for (int x = 0; x < 256; x++) {
                int even = (x % 128) * 2;
                image.setRGB(x, y, x < 128 ? even << 8 : even << 16 | 0x40);
            }
        }
        for (int k = 0; k < 60; k++) {
            int odd = 2 * k + 1;
            image.setRGB(k, k % 12, k % 2 == 0 ? odd << 8 : odd << 16 | 0x40);
        }
        return image;
    }

    /**
     * 256 colours used 40 times each and 600 used once, each within a few steps of a kept one: the nearest-colour
     * search meets every kind of neighbourhood. Seed 3 makes every kept colour grey, so many share a red.
     */
    static BufferedImage rareNear(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] kept = new int[256];
        for (int i = 0; i < 256; i++) {
            int v = random.nextInt(256);
            kept[i] = seed == 3 ? v * 0x010101 : random.nextInt(1 << 24);
        }
        BufferedImage image = new BufferedImage(256, 43, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < 40; y++) {
            for (int x = 0; x < 256; x++) {
                image.setRGB(x, y, kept[x]);
            }
        }
        for (int k = 0; k < 600; k++) {
            int base = kept[random.nextInt(256)];
            int r = Math.min(255, Math.max(0, (base >>> 16 & 0xFF) + random.nextInt(-6, 7)));
            int g = Math.min(255, Math.max(0, (base >>> 8 & 0xFF) + random.nextInt(-6, 7)));
            int b = Math.min(255, Math.max(0, (base & 0xFF) + random.nextInt(-6, 7)));
            image.setRGB(k % 256, 40 + k / 256, r << 16 | g << 8 | b);
        }
        return image;
    }

    /**
     * 256 kept colours (greens of uses rising with their value, or random colours) and {@code far} colours of a few
     * pixels each, each with a red and a blue over 48, so far from every green.
     */
    static BufferedImage farShades(long seed, int far, boolean randomKept) {
        SplittableRandom random = new SplittableRandom(seed);
        BufferedImage image = new BufferedImage(256, 44, BufferedImage.TYPE_INT_RGB);
        for (int x = 0; x < 256; x++) {
            int colour = randomKept ? random.nextInt(1 << 24) : x << 8;
            for (int y = 0; y < 40 - (randomKept ? random.nextInt(20) : x / 16); y++) {
                image.setRGB(x, y, colour);
            }
        }
        for (int k = 0; k < far; k++) {
            int colour = (49 + random.nextInt(207)) << 16 | random.nextInt(256) << 8 | (49 + random.nextInt(207));
            for (int n = 0; n <= k % 3; n++) {
                image.setRGB((k * 3 + n) % 256, 40 + (k * 3 + n) / 256, colour);
            }
        }
        return image;
    }

    static BufferedImage flat(int width, int height) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setColor(new Color(0x123456));
        g.fillRect(0, 0, width, height);
        g.dispose();
        return image;
    }

    /** Diagonal stripes wider than a row: one colour ends one row and begins the next. */
    static BufferedImage stripes(int width, int height) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        for (int p = 0; p < width * height; p++) {
            image.setRGB(p % width, p / width, (p / 53) % 2 == 0 ? 0x00FF00 : 0x0000FF);
        }
        return image;
    }

    /** Java2D may leave 0xFF in the unused top byte of an RGB pixel; the colour is the same either way. */
    static BufferedImage withAlphaNoise(BufferedImage image) {
        int[] data = ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
        for (int i = 0; i < data.length; i += 3) {
            data[i] |= 0xFF000000;
        }
        return image;
    }

    static BufferedImage argb(BufferedImage rgb) {
        BufferedImage image = new BufferedImage(rgb.getWidth(), rgb.getHeight(), BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        g.drawImage(rgb, 0, 0, null);
        g.dispose();
        return image;
    }
}
