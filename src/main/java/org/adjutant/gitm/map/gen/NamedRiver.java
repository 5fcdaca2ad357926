package org.adjutant.gitm.map.gen;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A river of the map with its name and its course as (lon, lat) polylines. Built from the seed points of
 * named_rivers.csv, followed through the GSHHG network (geodata README pitfalls 1-3), plus the rivers the data lacks,
 * drawn by hand in {@link HandEdits}.
 */
public record NamedRiver(String name, List<List<double[]>> lines) {

    /** Follows every named river of the seed file; a stretch already given to an earlier river is not repeated. */
    static List<NamedRiver> trace(List<GeoFeature> riverFeatures, Path seedsCsv) throws IOException {
        RiverNetwork net = new RiverNetwork(riverFeatures);
        Map<String, List<int[]>> seeds = new LinkedHashMap<>();
        List<String> lines = Files.readAllLines(seedsCsv);
        for (String line : lines.subList(1, lines.size())) {
            if (line.isBlank()) {
                continue;
            }
            String[] f = line.split(",");
            double lat = Double.parseDouble(f[1]);
            double lon = Double.parseDouble(f[2]);
            int feature = Integer.parseInt(f[5]);
            seeds.computeIfAbsent(f[0], k -> new ArrayList<>()).add(new int[]{net.nearestVertex(feature, lat, lon)});
        }
        Set<Long> taken = new HashSet<>();
        List<NamedRiver> result = new ArrayList<>();
        for (Map.Entry<String, List<int[]>> e : seeds.entrySet()) {
            List<Integer> course = course(net, e.getValue());
            List<List<double[]>> runs = new ArrayList<>();
            List<double[]> run = new ArrayList<>();
            for (int i = 0; i + 1 < course.size(); i++) {
                int a = course.get(i);
                int b = course.get(i + 1);
                long edge = Math.min(a, b) * 100_000L + Math.max(a, b);
                if (a == b || !taken.add(edge)) {
                    if (run.size() > 1) {
                        runs.add(run);
                    }
                    run = new ArrayList<>();
                    continue;
                }
                if (run.isEmpty()) {
                    run.add(net.point(a));
                }
                run.add(net.point(b));
            }
            if (run.size() > 1) {
                runs.add(run);
            }
            if (!runs.isEmpty()) {
                result.add(new NamedRiver(e.getKey(), runs));
            }
        }
        return result;
    }

    /** Source end, seed-to-seed paths, mouth end, as one vertex sequence. */
    private static List<Integer> course(RiverNetwork net, List<int[]> seeds) {
        if (seeds.size() == 1) {
            int v = seeds.get(0)[0];
            return net.wholeFeature(featureOf(net, v));
        }
        List<Integer> middle = new ArrayList<>();
        for (int i = 0; i + 1 < seeds.size(); i++) {
            List<Integer> leg = net.path(seeds.get(i)[0], seeds.get(i + 1)[0]);
            if (!middle.isEmpty() && !leg.isEmpty()) {
                leg = leg.subList(1, leg.size());
            }
            middle.addAll(leg);
        }
        if (middle.size() < 2) {
            return middle;
        }
        List<Integer> head = net.extendToFeatureEnd(middle.get(0), middle.get(1));
        List<Integer> tail = net.extendToFeatureEnd(middle.get(middle.size() - 1), middle.get(middle.size() - 2));
        List<Integer> all = new ArrayList<>();
        for (int i = head.size() - 1; i >= 1; i--) {
            all.add(head.get(i));
        }
        all.addAll(middle);
        all.addAll(tail.subList(1, tail.size()));
        return all;
    }

    private static int featureOf(RiverNetwork net, int v) {
        return net.featureOfVertex(v);
    }
}
