package org.adjutant.gitm.render;

import java.awt.FontMetrics;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.adjutant.gitm.map.sea.ChartFrame;
import org.adjutant.gitm.map.sea.GeoPoint;

/**
 * Where the pieces of one sea-chart picture go: the frame's projection onto pixels (the land map's grid, carried on
 * past its edges, so a square of the land map is a whole number of pixels), points beyond the frame brought to its
 * edge, and labels set down one after another where they overlap nothing set down before them.
 */
final class SeaChartLayout {
    /** The longer side of the chart aims at about this many pixels: a Gulf port's name is still legible. */
    static final int TARGET_PIXELS = 1040;
    static final int MIN_PIXELS_PER_SQUARE = 5;
    static final int MAX_PIXELS_PER_SQUARE = 12;
    static final int MARGIN = 10;
    /** How far from a port's dot its label may be moved, ring by ring, before it is left overlapping. */
    private static final int[] RINGS = {5, 16, 30, 46, 64};

    final ChartFrame frame;
    final double x0;
    final double y0;
    final int pps;
    final int mapWidth;
    final int mapHeight;
    final int top;
    private final List<Rectangle> taken = new ArrayList<>();

    SeaChartLayout(ChartFrame frame, int top) {
        this.frame = frame;
        this.x0 = new GeoPoint(frame.north(), frame.west()).gridX();
        this.y0 = new GeoPoint(frame.north(), frame.west()).gridY();
        double x1 = new GeoPoint(frame.south(), frame.east()).gridX();
        double y1 = new GeoPoint(frame.south(), frame.east()).gridY();
        this.pps = Math.max(MIN_PIXELS_PER_SQUARE, Math.min(MAX_PIXELS_PER_SQUARE,
                (int) (TARGET_PIXELS / Math.max(x1 - x0, y1 - y0))));
        this.mapWidth = (int) Math.ceil((x1 - x0) * pps);
        this.mapHeight = (int) Math.ceil((y1 - y0) * pps);
        this.top = top;
    }

    /** The chart's drawing area in the picture. */
    Rectangle mapArea() {
        return new Rectangle(MARGIN, top, mapWidth, mapHeight);
    }

    /** A point of the grid (column, row, continuous) in pixels. */
    int px(double gridX) {
        return MARGIN + (int) Math.round((gridX - x0) * pps);
    }

    int py(double gridY) {
        return top + (int) Math.round((gridY - y0) * pps);
    }

    /** Where a place is drawn: itself inside the frame, else the frame's edge on the way to it from the middle. */
    int[] at(GeoPoint p) {
        double x = p.gridX();
        double y = p.gridY();
        if (frame.contains(p)) {
            return new int[] {px(x), py(y)};
        }
        double cx = x0 + mapWidth / 2.0 / pps;
        double cy = y0 + mapHeight / 2.0 / pps;
        double t = 1;
        double inset = 6.0 / pps;
        if (x < x0 + inset) {
            t = Math.min(t, (cx - x0 - inset) / (cx - x));
        } else if (x > x0 + (double) mapWidth / pps - inset) {
            t = Math.min(t, (x0 + (double) mapWidth / pps - inset - cx) / (x - cx));
        }
        if (y < y0 + inset) {
            t = Math.min(t, (cy - y0 - inset) / (cy - y));
        } else if (y > y0 + (double) mapHeight / pps - inset) {
            t = Math.min(t, (y0 + (double) mapHeight / pps - inset - cy) / (y - cy));
        }
        return new int[] {px(cx + (x - cx) * t), py(cy + (y - cy) * t)};
    }

    /** The compass point a place beyond the frame lies in, seen from the frame's middle ("W", "NE"). */
    String bearing(GeoPoint p) {
        double dx = p.gridX() - (x0 + mapWidth / 2.0 / pps);
        double dy = (y0 + mapHeight / 2.0 / pps) - p.gridY();
        int octant = (int) Math.floorMod(Math.round(Math.toDegrees(Math.atan2(dx, dy)) / 45.0), 8L);
        return List.of("N", "NE", "E", "SE", "S", "SW", "W", "NW").get(octant).toUpperCase(Locale.ROOT);
    }

    /** Marks a box as taken (a dot, an area's name), so no label is set on it. */
    void take(Rectangle r) {
        taken.add(r);
    }

    /** A box of this size centred on a point, taken whatever lies there (a sea area's name: it must be there). */
    Rectangle centred(int x, int y, Rectangle size) {
        Rectangle r = new Rectangle(x - size.width / 2, y - size.height / 2, size.width, size.height);
        taken.add(r);
        return r;
    }

    /**
     * A box of this size beside a point: the first place round it, ring by ring, that lies inside the chart and
     * overlaps nothing taken; failing all, the first place tried. The result says whether it left the nearest ring
     * (then a leader line joins it to its point).
     */
    Placed beside(int x, int y, Rectangle size) {
        Rectangle area = mapArea();
        Rectangle first = null;
        for (int ring = 0; ring < RINGS.length; ring++) {
            int d = RINGS[ring];
            for (int[] c : candidates(x, y, d, size.width, size.height)) {
                Rectangle r = new Rectangle(c[0], c[1], size.width, size.height);
                if (first == null) {
                    first = r;
                }
                if (area.contains(r) && taken.stream().noneMatch(r::intersects)) {
                    taken.add(r);
                    return new Placed(r, ring > 0);
                }
            }
        }
        taken.add(first);
        return new Placed(first, false);
    }

    /** A label's box and whether it stands off from its point (drawn with a leader line). */
    record Placed(Rectangle box, boolean away) {
    }

    /** Right, left, then the four corners, then above and below: names read best beside their dots. */
    private static List<int[]> candidates(int x, int y, int d, int w, int h) {
        return List.of(new int[] {x + d, y - h / 2}, new int[] {x - d - w, y - h / 2},
                new int[] {x + d, y - d - h}, new int[] {x + d, y + d}, new int[] {x - d - w, y - d - h},
                new int[] {x - d - w, y + d}, new int[] {x - w / 2, y - d - h}, new int[] {x - w / 2, y + d});
    }

    /** The box round lines of text, each in its own font's measure, with a little room on every side. */
    static Rectangle box(List<String> lines, List<FontMetrics> fms) {
        int w = 0;
        int h = 2;
        for (int i = 0; i < lines.size(); i++) {
            w = Math.max(w, fms.get(i).stringWidth(lines.get(i)));
            h += fms.get(i).getHeight();
        }
        return new Rectangle(0, 0, w + 6, h);
    }
}
