package org.adjutant.gitm.render;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.util.function.Consumer;

/**
 * A key drawn once and copied row for row into every picture that shows it. The keys under the maps depend on
 * nothing but the picture's width (never on terrain or troops), yet drawing their text and symbols was a fair part
 * of drawing each of the thousand pictures of a deadline. Java2D draws the same at any whole-pixel offset, so the
 * copied rows are exactly the pixels the picture would have drawn itself. Immutable once made; any thread may copy.
 */
final class LegendBand {
    private final int width;
    private final int[] pixels;

    private LegendBand(int width, int[] pixels) {
        this.width = width;
        this.pixels = pixels;
    }

    /**
     * Draws a band {@code width} x {@code height} on {@code background}; {@code painter} draws the key with its top
     * at row 0, in the rendering state the pictures have when they draw it.
     */
    static LegendBand draw(int width, int height, Color background, Consumer<Graphics2D> painter) {
        BufferedImage band = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = band.createGraphics();
        try {
            g.setColor(background);
            g.fillRect(0, 0, width, height);
            painter.accept(g);
        } finally {
            g.dispose();
        }
        return new LegendBand(width, ((DataBufferInt) band.getRaster().getDataBuffer()).getData());
    }

    int height() {
        return pixels.length / width;
    }

    /** Copies the band into {@code image} (the renderers' own kind: one int a pixel, as wide as the band) at row {@code top}. */
    void copyInto(BufferedImage image, int top) {
        if (image.getWidth() != width || image.getType() != BufferedImage.TYPE_INT_RGB
                || top + height() > image.getHeight()) {
            throw new IllegalArgumentException("the band does not fit this picture");
        }
        int[] target = ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
        System.arraycopy(pixels, 0, target, top * width, pixels.length);
    }
}
