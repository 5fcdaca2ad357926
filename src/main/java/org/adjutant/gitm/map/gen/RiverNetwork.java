package org.adjutant.gitm.map.gen;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;

/**
 * The GSHHG river lines as one graph of vertices (geodata README, rivers.geojson), so that a named river can be
 * followed from seed to seed across feature breaks, reservoir connectors and tributary junctions that end near,
 * not on, the main stem (snap tolerance of about 0.6 km, README "Connectivity").
 */
final class RiverNetwork {
    static final double SNAP_DEG = 0.006;
    private static final double BUCKET = 0.05;

    private final List<GeoFeature> features;
    /** First vertex id of each feature; feature f's vertex k is start[f] + k. */
    private final int[] start;
    private final double[] lon;
    private final double[] lat;
    private final int[] featureOf;
    private final List<int[]>[] links;

    @SuppressWarnings("unchecked")
    RiverNetwork(List<GeoFeature> features) {
        this.features = features;
        start = new int[features.size() + 1];
        int n = 0;
        for (GeoFeature f : features) {
            start[f.index()] = n;
            n += f.parts().get(0).size();
        }
        start[features.size()] = n;
        lon = new double[n];
        lat = new double[n];
        featureOf = new int[n];
        @SuppressWarnings({"unchecked", "rawtypes"}) // no generic arrays in Java; every slot is filled with an ArrayList<int[]> below
        List<int[]>[] slots = new List[n];
        links = slots;
        for (GeoFeature f : features) {
            List<double[]> pts = f.parts().get(0);
            for (int k = 0; k < pts.size(); k++) {
                int v = start[f.index()] + k;
                lon[v] = pts.get(k)[0];
                lat[v] = pts.get(k)[1];
                featureOf[v] = f.index();
                links[v] = new ArrayList<>(2);
                if (k > 0) {
                    link(v - 1, v);
                }
            }
        }
        snapLineEnds();
    }

    private void link(int a, int b) {
        links[a].add(new int[]{b});
        links[b].add(new int[]{a});
    }

    /** Joins every line end to the nearest vertex of another line within the snap tolerance. */
    private void snapLineEnds() {
        Map<Long, List<Integer>> buckets = new HashMap<>();
        for (int v = 0; v < lon.length; v++) {
            buckets.computeIfAbsent(key(Math.floorDiv((long) Math.floor(lon[v] / BUCKET), 1),
                    (long) Math.floor(lat[v] / BUCKET)), k -> new ArrayList<>()).add(v);
        }
        for (GeoFeature f : features) {
            int first = start[f.index()];
            int last = start[f.index() + 1] - 1;
            for (int end : new int[]{first, last}) {
                int best = -1;
                double bestD = Double.MAX_VALUE;
                long bx = (long) Math.floor(lon[end] / BUCKET);
                long by = (long) Math.floor(lat[end] / BUCKET);
                for (long dx = -1; dx <= 1; dx++) {
                    for (long dy = -1; dy <= 1; dy++) {
                        for (int v : buckets.getOrDefault(key(bx + dx, by + dy), List.of())) {
                            if (featureOf[v] == f.index()) {
                                continue;
                            }
                            double d = distance(end, v);
                            if (d < bestD) {
                                bestD = d;
                                best = v;
                            }
                        }
                    }
                }
                // vertices are up to ~2 km apart, so allow a little beyond the snap distance to reach the
                // vertex nearest to the point where a tributary meets the stem
                if (best >= 0 && bestD <= SNAP_DEG * 4) {
                    link(end, best);
                }
            }
        }
    }

    private static long key(long x, long y) {
        return x * 1_000_003L + y;
    }

    private double distance(int a, int b) {
        double dx = (lon[a] - lon[b]) * Math.cos(Math.toRadians(lat[a]));
        double dy = lat[a] - lat[b];
        return Math.sqrt(dx * dx + dy * dy);
    }

    /** The vertex of a feature nearest to a point. */
    int nearestVertex(int feature, double pLat, double pLon) {
        int best = start[feature];
        double bestD = Double.MAX_VALUE;
        for (int v = start[feature]; v < start[feature + 1]; v++) {
            double dx = (lon[v] - pLon) * Math.cos(Math.toRadians(pLat));
            double dy = lat[v] - pLat;
            double d = dx * dx + dy * dy;
            if (d < bestD) {
                bestD = d;
                best = v;
            }
        }
        return best;
    }

    /** Shortest path of vertices from a to b (inclusive), or empty when they are not connected. */
    List<Integer> path(int a, int b) {
        double[] dist = new double[lon.length];
        int[] prev = new int[lon.length];
        Arrays.fill(dist, Double.MAX_VALUE);
        Arrays.fill(prev, -1);
        dist[a] = 0;
        PriorityQueue<double[]> queue = new PriorityQueue<>((x, y) -> x[0] != y[0]
                ? Double.compare(x[0], y[0]) : Double.compare(x[1], y[1]));
        queue.add(new double[]{0, a});
        while (!queue.isEmpty()) {
            double[] top = queue.poll();
            int v = (int) top[1];
            if (top[0] > dist[v]) {
                continue;
            }
            if (v == b) {
                break;
            }
            for (int[] e : links[v]) {
                int w = e[0];
                double nd = dist[v] + distance(v, w);
                if (nd < dist[w]) {
                    dist[w] = nd;
                    prev[w] = v;
                    queue.add(new double[]{nd, w});
                }
            }
        }
        if (dist[b] == Double.MAX_VALUE) {
            return List.of();
        }
        List<Integer> result = new ArrayList<>();
        for (int v = b; v != -1; v = prev[v]) {
            result.add(v);
        }
        java.util.Collections.reverse(result);
        return result;
    }

    /** Vertices of v's feature from v to the feature end, walking away from the neighbour 'away'. */
    List<Integer> extendToFeatureEnd(int v, int away) {
        int f = featureOf[v];
        int step = (away == v + 1 && featureOf[away] == f) ? -1 : 1;
        if (!(away == v - 1 && featureOf[away] == f) && !(away == v + 1 && featureOf[away] == f)) {
            // the path left the feature at once: continue towards the farther end
            int toStart = v - start[f];
            int toEnd = start[f + 1] - 1 - v;
            step = toStart > toEnd ? -1 : 1;
        }
        List<Integer> result = new ArrayList<>();
        for (int w = v; w >= start[f] && w < start[f + 1]; w += step) {
            result.add(w);
        }
        return result;
    }

    List<Integer> wholeFeature(int feature) {
        List<Integer> result = new ArrayList<>();
        for (int v = start[feature]; v < start[feature + 1]; v++) {
            result.add(v);
        }
        return result;
    }

    int featureOfVertex(int v) {
        return featureOf[v];
    }

    double[] point(int v) {
        return new double[]{lon[v], lat[v]};
    }
}
