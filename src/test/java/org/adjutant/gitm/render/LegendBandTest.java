package org.adjutant.gitm.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The keys under the maps are drawn once and copied into each picture; the copy must be exactly what drawing the
 * key in place gives, at whatever row the picture puts it.
 */
class LegendBandTest {
    private static int[] pixels(BufferedImage image) {
        return image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth());
    }

    private static BufferedImage blank(int width, int height, Color background) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setColor(background);
        g.fillRect(0, 0, width, height);
        g.dispose();
        return image;
    }

    @ParameterizedTest(name = "key at row {0}")
    @ValueSource(ints = {0, 17, 621, 622})
    @DisplayName("GITM 2 the tactical key copied from the shared band is pixel for pixel the key drawn in place")
    void tacticalKeyCopiedIsDrawn(int top) {
        LegendBand band = TacticalMapRenderer.legendBand();
        int width = TacticalMapRenderer.WIDTH;
        BufferedImage drawn = blank(width, top + band.height(), Color.WHITE);
        Graphics2D g = drawn.createGraphics();
        int bottom = TacticalMapRenderer.drawLegendInPlace(g, top);
        g.dispose();
        BufferedImage copied = blank(width, top + band.height(), Color.WHITE);
        band.copyInto(copied, top);
        assertThat(bottom - top).isEqualTo(band.height());
        assertThat(pixels(copied)).isEqualTo(pixels(drawn));
    }

    @ParameterizedTest(name = "picture {0} pixels wide, bold symbols {1}, flags by {2}")
    @CsvSource({"560, false, SIDES", "492, false, SIDES", "1052, false, SIDES", "1172, true, SIDES",
            "560, true, SIDES", "1172, true, NATIONS", "560, false, NATIONS"})
    @DisplayName("GITM 1.4 the strategic key copied from the shared band is pixel for pixel the key drawn in place")
    void strategicKeyCopiedIsDrawn(int width, boolean bold, FlagKey flags) {
        int height = StrategicLegend.height(width - 52, flags) + 6;
        for (int top : new int[] {0, 123, 498}) {
            BufferedImage drawn = blank(width, top + height, StrategicPalette.BACKGROUND);
            Graphics2D g = drawn.createGraphics();
            StrategicMapRenderer.drawLegendInPlace(g, width, top, bold, flags);
            g.dispose();
            BufferedImage copied = blank(width, top + height, StrategicPalette.BACKGROUND);
            StrategicMapRenderer.legend(width, height, bold, flags).copyInto(copied, top);
            assertThat(pixels(copied)).as("key at row %d", top).isEqualTo(pixels(drawn));
        }
    }
}
