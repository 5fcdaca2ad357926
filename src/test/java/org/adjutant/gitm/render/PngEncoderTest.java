package org.adjutant.gitm.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class PngEncoderTest {
    @Test
    @DisplayName("a flat picture is written with a palette and decodes to the same pixels")
    void indexedRoundTrip() throws IOException {
        BufferedImage image = new BufferedImage(97, 61, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setColor(new Color(0xE6E2A4));
        g.fillRect(0, 0, 97, 61);
        g.setColor(Color.RED);
        g.fillRect(10, 10, 20, 5);
        g.setColor(new Color(0x2F6FD0));
        g.drawLine(0, 60, 96, 0);
        g.dispose();
        byte[] png = PngEncoder.encode(image);
        assertThat(png[25]).as("IHDR colour type").isEqualTo((byte) 3);
        assertSamePixels(image, ImageIO.read(new ByteArrayInputStream(png)));
    }

    @Test
    @DisplayName("a picture of thousands of colours, not a map, is written as RGB and decodes to the same pixels")
    void truecolourRoundTrip() throws IOException {
        BufferedImage image = new BufferedImage(300, 40, BufferedImage.TYPE_INT_RGB);
        for (int x = 0; x < 300; x++) {
            for (int y = 0; y < 40; y++) {
                image.setRGB(x, y, x * 40 + y);
            }
        }
        byte[] png = PngEncoder.encode(image);
        assertThat(png[25]).as("IHDR colour type").isEqualTo((byte) 2);
        assertSamePixels(image, ImageIO.read(new ByteArrayInputStream(png)));
    }

    @Test
    @DisplayName("antialiased text on a map colour decodes to the same pixels, and the same picture gives the same bytes")
    void antialiasedAndDeterministic() throws IOException {
        BufferedImage image = new BufferedImage(200, 50, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(new Color(214, 228, 168));
        g.fillRect(0, 0, 200, 50);
        g.setColor(Color.BLACK);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        g.drawString("Tactical map of H0-U0", 5, 30);
        g.dispose();
        byte[] png = PngEncoder.encode(image);
        assertSamePixels(image, ImageIO.read(new ByteArrayInputStream(png)));
        assertThat(PngEncoder.encode(image)).isEqualTo(png);
    }

    @Test
    @DisplayName("a picture of 300 colours keeps its 256 commonest exactly and draws each rare one with the nearest")
    void rareShadesTakeTheNearestColour() throws IOException {
        BufferedImage image = new BufferedImage(256, 20, BufferedImage.TYPE_INT_RGB);
        for (int x = 0; x < 256; x++) {
            for (int y = 0; y < 20; y++) {
                image.setRGB(x, y, x << 8); // 256 greens, 20 pixels each
            }
        }
        for (int k = 0; k < 44; k++) {
            image.setRGB(k, 0, (k * 5 + 1) << 8 | 3); // 44 rare shades, one pixel each, each near a green
        }
        BufferedImage decoded = ImageIO.read(new ByteArrayInputStream(PngEncoder.encode(image)));
        for (int x = 0; x < 256; x++) {
            for (int y = 1; y < 20; y++) {
                assertThat(decoded.getRGB(x, y) & 0xFFFFFF).isEqualTo(x << 8);
            }
        }
        for (int k = 0; k < 44; k++) {
            assertThat(decoded.getRGB(k, 0) & 0xFFFFFF).isEqualTo((k * 5 + 1) << 8);
        }
    }

    @Test
    @DisplayName("a rare colour far from every kept one takes the slot of the least used colour with a near neighbour")
    void farColourTakesASlot() throws IOException {
        BufferedImage image = greens();
        image.setRGB(5, 5, 0xFF0000);
        image.setRGB(6, 5, 0x0000FF);
        byte[] png = PngEncoder.encode(image);
        assertThat(png[25]).as("IHDR colour type").isEqualTo((byte) 3);
        BufferedImage decoded = ImageIO.read(new ByteArrayInputStream(png));
        assertThat(decoded.getRGB(5, 5) & 0xFFFFFF).as("the far red, exact").isEqualTo(0xFF0000);
        assertThat(decoded.getRGB(6, 5) & 0xFFFFFF).as("the far blue, exact").isEqualTo(0x0000FF);
        int shifted = 0;
        for (int y = 0; y < 20; y++) {
            for (int x = 0; x < 256; x++) {
                int expected = image.getRGB(x, y) & 0xFFFFFF;
                int actual = decoded.getRGB(x, y) & 0xFFFFFF;
                if (actual != expected) {
                    shifted++;
                    assertThat(Math.abs((actual >>> 8 & 0xFF) - (expected >>> 8 & 0xFF))).as("pixel %d,%d", x, y)
                            .isLessThanOrEqualTo(48);
                }
            }
        }
        // the two least used greens (the brightest two of equal use) gave up their slots: 2 x 20 pixels, less the
        // two the red and blue took
        assertThat(shifted).isEqualTo(38);
    }

    @Test
    @DisplayName("more far colours than a palette can take in make the picture RGB, so no colour is ever visibly wrong")
    void manyFarColoursKeepRgb() throws IOException {
        BufferedImage image = greens();
        for (int k = 0; k < 100; k++) {
            image.setRGB(k, 7, 0xFF0000 | k); // 100 reds, each far from every green, one pixel each
        }
        byte[] png = PngEncoder.encode(image);
        assertThat(png[25]).as("IHDR colour type").isEqualTo((byte) 2);
        assertSamePixels(image, ImageIO.read(new ByteArrayInputStream(png)));
    }

    /** 256 greens, 20 pixels each: a full palette with no slot to spare. */
    private static BufferedImage greens() {
        BufferedImage image = new BufferedImage(256, 20, BufferedImage.TYPE_INT_RGB);
        for (int x = 0; x < 256; x++) {
            for (int y = 0; y < 20; y++) {
                image.setRGB(x, y, x << 8);
            }
        }
        return image;
    }

    private static void assertSamePixels(BufferedImage expected, BufferedImage actual) {
        assertThat(actual.getWidth()).isEqualTo(expected.getWidth());
        assertThat(actual.getHeight()).isEqualTo(expected.getHeight());
        for (int y = 0; y < expected.getHeight(); y++) {
            for (int x = 0; x < expected.getWidth(); x++) {
                assertThat(actual.getRGB(x, y) & 0xFFFFFF).as("pixel %d,%d", x, y)
                        .isEqualTo(expected.getRGB(x, y) & 0xFFFFFF);
            }
        }
    }
}
