package org.adjutant.gitm.render;

import java.awt.FontMetrics;
import java.awt.Rectangle;
import java.awt.geom.Line2D;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.map.City;

/**
 * Where the strategic map puts its towns' symbols and names, so that every name is read. Towns closer together than
 * their symbols are drawn side by side (Point Isabel and Brazos Santiago share a square, Fort Brown faces Matamoros
 * across the river), each moved as little as that needs. Names go, bigger places first, to the first free spot of
 * eight around the symbol (right of it as before, then left, above, below and the corners); when none is free, to
 * the nearest free spot farther out, joined to the symbol by a thin line. A spot is free when the name stays on the
 * map, clear of every symbol (towns, flags, tents, sabres) and of the names and lines already placed. A town left
 * without a spot is named first on another try of the window, so a small fort between two cities is not crowded out.
 */
final class CityLabels {
    /** Tries of the whole window, each naming first the towns the last one crowded out. */
    private static final int RETRIES = 6;
    /** Rings of spots farther out, each a line of text farther than the last. */
    private static final int RINGS = 12;
    /** The eight spots beside a symbol, in the order they are tried: right first, as names always went. */
    private static final double[][] BESIDE = {{1, 0}, {-1, 0}, {0, -1}, {0, 1}, {0.7, -0.7}, {0.7, 0.7},
            {-0.7, -0.7}, {-0.7, 0.7}};
    /** Sixteen directions farther out, every 22.5 degrees from the right. */
    private static final double[][] AROUND = new double[16][];

    static {
        for (int i = 0; i < AROUND.length; i++) {
            double a = Math.PI * 2 * i / AROUND.length;
            AROUND[i] = new double[] {Math.cos(a), Math.sin(a)};
        }
    }

    /** A town's symbol: its centre and half its side, after it was moved clear of the others. */
    record Place(City city, int x, int y, int r) {
        Rectangle symbol() {
            return new Rectangle(x - r - 1, y - r - 1, 2 * r + 3, 2 * r + 3);
        }
    }

    /** A name: where its baseline starts, the box it covers, and the line to its symbol when it stands apart. */
    record Label(City city, String text, int x, int baseline, Rectangle box, Optional<Line2D.Double> leader) {
    }

    record Layout(List<Place> places, List<Label> labels, List<City> unlabelled) {
    }

    private CityLabels() {
    }

    /**
     * @param places    the towns' symbols where the map puts them
     * @param named     whether a town gets its name on this map
     * @param area      the map part of the picture, which names stay inside
     * @param obstacles the symbols drawn over the map besides the towns' (flags, tents, sabres)
     */
    static Layout lay(List<Place> places, java.util.function.Predicate<City> named, FontMetrics fm, int pps,
                      Rectangle area, List<Rectangle> obstacles) {
        List<Place> apart = apart(places);
        List<Rectangle> towns = apart.stream().map(Place::symbol).toList();
        List<Place> order = new ArrayList<>(apart);
        order.removeIf(p -> !named.test(p.city()));
        order.sort(Comparator.comparingInt((Place p) -> -p.city().level())
                .thenComparing(p -> -p.city().fortStrength()).thenComparing(p -> p.city().name()));
        Layout best = null;
        // a town crowded out is named first on the next try, until every town has its name (or tries run out)
        for (int attempt = 0; attempt < RETRIES; attempt++) {
            List<Label> labels = new ArrayList<>();
            List<City> unlabelled = new ArrayList<>();
            for (Place p : order) {
                Optional<Label> label = place(p, StrategicMapRenderer.shortName(p.city().name()), fm, pps, area,
                        towns, obstacles, labels);
                if (label.isPresent()) {
                    labels.add(label.get());
                } else {
                    unlabelled.add(p.city());
                }
            }
            if (best == null || unlabelled.size() < best.unlabelled().size()) {
                best = new Layout(apart, labels, unlabelled);
            }
            if (unlabelled.isEmpty()) {
                break;
            }
            List<Place> first = new ArrayList<>(order.stream().filter(p -> unlabelled.contains(p.city())).toList());
            order.removeAll(first);
            first.addAll(order);
            order = first;
        }
        return best;
    }

    /**
     * The symbols moved apart until none overlaps another: each pair that does is pushed along the line between
     * them (straight apart when they coincide), half each. A few rounds settle any map's clusters.
     */
    static List<Place> apart(List<Place> places) {
        double[][] at = new double[places.size()][2];
        for (int i = 0; i < places.size(); i++) {
            at[i][0] = places.get(i).x();
            at[i][1] = places.get(i).y();
        }
        for (int round = 0; round < 20; round++) {
            boolean moved = false;
            for (int i = 0; i < places.size(); i++) {
                for (int j = i + 1; j < places.size(); j++) {
                    double need = places.get(i).r() + places.get(j).r() + 4;
                    double dx = at[j][0] - at[i][0];
                    double dy = at[j][1] - at[i][1];
                    // the symbols are squares: they overlap unless apart by a full side on one axis
                    if (Math.abs(dx) >= need || Math.abs(dy) >= need) {
                        continue;
                    }
                    boolean sideways = Math.abs(dx) >= Math.abs(dy);
                    double gap = need - (sideways ? Math.abs(dx) : Math.abs(dy));
                    double sign = (sideways ? dx : dy) >= 0 ? 1 : -1;
                    int axis = sideways ? 0 : 1;
                    at[i][axis] -= sign * gap / 2;
                    at[j][axis] += sign * gap / 2;
                    moved = true;
                }
            }
            if (!moved) {
                break;
            }
        }
        List<Place> result = new ArrayList<>();
        for (int i = 0; i < places.size(); i++) {
            Place p = places.get(i);
            result.add(new Place(p.city(), (int) Math.round(at[i][0]), (int) Math.round(at[i][1]), p.r()));
        }
        return result;
    }

    /** The first free spot for the name: beside the symbol, else on the rings farther out with a line to it. */
    private static Optional<Label> place(Place p, String text, FontMetrics fm, int pps, Rectangle area,
                                         List<Rectangle> towns, List<Rectangle> others, List<Label> labels) {
        int width = fm.stringWidth(text);
        int beside = Math.max(p.r() + 3, Math.max(3, pps / 4));
        for (int ring = 0; ring <= RINGS; ring++) {
            int out = ring == 0 ? beside : p.r() + 3 + ring * fm.getHeight();
            for (double[] d : ring == 0 ? BESIDE : AROUND) {
                int ax = p.x() + (int) Math.round(d[0] * out);
                int ay = p.y() + (int) Math.round(d[1] * out);
                // the box hangs off the anchor on the side away from the symbol
                int left = d[0] > 0.3 ? ax : d[0] < -0.3 ? ax - width : ax - width / 2;
                int top = d[1] > 0.3 ? ay : d[1] < -0.3 ? ay - fm.getHeight() : ay - fm.getHeight() / 2;
                Rectangle box = new Rectangle(left - 1, top - 1, width + 2, fm.getHeight() + 2);
                Optional<Line2D.Double> leader = ring == 0 ? Optional.empty()
                        : Optional.of(new Line2D.Double(p.x() + d[0] * (p.r() + 1), p.y() + d[1] * (p.r() + 1),
                                ax, ay));
                if (free(p, box, leader, area, towns, others, labels)) {
                    return Optional.of(new Label(p.city(), text, left, top + fm.getAscent(), box, leader));
                }
            }
        }
        return Optional.empty();
    }

    /**
     * On the map, clear of every symbol and of the names and lines already placed; a line may leave its own town
     * and pass over troops' symbols, never over another town or a name.
     */
    private static boolean free(Place p, Rectangle box, Optional<Line2D.Double> leader, Rectangle area,
                                List<Rectangle> towns, List<Rectangle> others, List<Label> labels) {
        if (!area.contains(box)) {
            return false;
        }
        for (Rectangle r : others) {
            if (r.intersects(box)) {
                return false;
            }
        }
        Rectangle own = p.symbol();
        for (Rectangle r : towns) {
            if (r.intersects(box) || leader.isPresent() && !r.equals(own) && leader.get().intersects(r)) {
                return false;
            }
        }
        for (Label other : labels) {
            if (other.box().intersects(box) || other.leader().map(l -> l.intersects(box)).orElse(false)
                    || leader.map(l -> l.intersects(other.box())).orElse(false)) {
                return false;
            }
        }
        return true;
    }
}
