package org.adjutant.gitm.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.TacticalTerrain;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The copied cells of the tactical picture are exactly the cells drawn in place: for every terrain, fort and rating
 * (GITM 2.2, 2.4, 2.6), at every one of the 225 positions of the grid, the drawing stays inside its cell and its
 * pixels are the sprite's. That is what lets the picture copy cells instead of drawing them without a pixel changing.
 */
class CellSpritesTest {
    private static final int AROUND = 8;

    @Test
    @DisplayName("GITM 2.2-2.6 each cell kind drawn in place at every grid position is its copied sprite; nothing spills")
    void spriteEqualsDrawingInPlaceEverywhere() {
        int size = TacticalSquare.SIZE;
        int cell = TacticalMapRenderer.CELL;
        BufferedImage image = new BufferedImage(TacticalMapRenderer.WIDTH,
                TacticalMapRenderer.TITLE + 2 * TacticalMapRenderer.MARGIN + cell * size, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        int cases = 0;
        try {
            for (TacticalTerrain kind : TacticalTerrain.values()) {
                for (boolean fort : new boolean[] {false, true}) {
                    for (int rating = 0; rating < 8; rating++) {
                        int[] sprite = TacticalMapRenderer.CellSprites.draw(kind, fort, rating);
                        for (int r = 0; r < size; r++) {
                            for (int c = 0; c < size; c++) {
                                Point o = TacticalMapRenderer.cellOrigin(new TacticalSquare(c, r));
                                g.setColor(Color.WHITE);
                                g.fillRect(o.x - AROUND, o.y - AROUND, cell + 2 * AROUND, cell + 2 * AROUND);
                                TacticalMapRenderer.drawCell(g, kind, fort, rating, o.x, o.y);
                                assertCellIs(image, o, sprite, kind + (fort ? " fort" : "") + " rating " + rating
                                        + " at " + c + "-" + r);
                                cases++;
                            }
                        }
                    }
                }
            }
        } finally {
            g.dispose();
        }
        assertThat(cases).isEqualTo(TacticalTerrain.values().length * 2 * 8 * size * size);
    }

    private static void assertCellIs(BufferedImage image, Point o, int[] sprite, String what) {
        int cell = TacticalMapRenderer.CELL;
        for (int y = o.y - AROUND; y < o.y + cell + AROUND; y++) {
            for (int x = o.x - AROUND; x < o.x + cell + AROUND; x++) {
                boolean inside = x >= o.x && x < o.x + cell && y >= o.y && y < o.y + cell;
                int expected = inside ? sprite[(y - o.y) * cell + (x - o.x)] : 0xFFFFFF;
                int actual = image.getRGB(x, y) & 0xFFFFFF;
                if (actual != (expected & 0xFFFFFF)) {
                    throw new AssertionError(what + ": pixel " + (x - o.x) + "," + (y - o.y) + " is "
                            + Integer.toHexString(actual) + ", sprite " + Integer.toHexString(expected));
                }
            }
        }
    }
}
