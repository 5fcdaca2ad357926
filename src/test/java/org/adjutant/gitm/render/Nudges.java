package org.adjutant.gitm.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.util.Map;
import java.util.TreeMap;

/** Where an indexed PNG differs from the picture drawn: the antialiasing shades the encoder moved to a kept colour. */
final class Nudges {
    private Nudges() {
    }

    /**
     * Asserts both pictures have one size and that no pixel moved more than the encoder's 48 in any channel; returns,
     * for each drawn colour that moved somewhere, how many of its pixels moved.
     */
    static Map<Integer, Integer> of(BufferedImage drawn, BufferedImage decoded) {
        assertThat(decoded.getWidth()).isEqualTo(drawn.getWidth());
        assertThat(decoded.getHeight()).isEqualTo(drawn.getHeight());
        Map<Integer, Integer> moved = new TreeMap<>();
        for (int y = 0; y < drawn.getHeight(); y++) {
            for (int x = 0; x < drawn.getWidth(); x++) {
                int a = drawn.getRGB(x, y) & 0xFFFFFF;
                int b = decoded.getRGB(x, y) & 0xFFFFFF;
                if (a != b) {
                    moved.merge(a, 1, Integer::sum);
                    assertThat(Math.max(Math.abs((a >> 16) - (b >> 16)), Math.max(
                            Math.abs((a >> 8 & 255) - (b >> 8 & 255)), Math.abs((a & 255) - (b & 255)))))
                            .as("pixel %d,%d", x, y).isLessThanOrEqualTo(48);
                }
            }
        }
        return moved;
    }

    static int count(Map<Integer, Integer> moved) {
        return moved.values().stream().mapToInt(Integer::intValue).sum();
    }
}
