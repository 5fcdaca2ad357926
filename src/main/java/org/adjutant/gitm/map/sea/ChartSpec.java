package org.adjutant.gitm.map.sea;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a chart file says, before it is bound to a land map: the charts (titles, and the frames their pictures show),
 * the sea areas, the links between them and the ports. The constructor checks that every name it refers to exists,
 * nothing is given twice, and every sea area's name is drawn inside its chart's frame.
 */
public record ChartSpec(String id, Map<String, String> charts, Map<String, ChartFrame> frames, List<SeaArea> areas,
                        List<SeaLink> links, List<SeaPort> ports) {
    public ChartSpec {
        charts = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(charts));
        frames = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(frames));
        if (!frames.keySet().equals(charts.keySet())) {
            throw new IllegalArgumentException("every chart needs one frame: charts " + charts.keySet()
                    + ", frames " + frames.keySet());
        }
        areas = List.copyOf(areas);
        links = List.copyOf(links);
        ports = List.copyOf(ports);
        Set<String> areaIds = new HashSet<>();
        for (SeaArea a : areas) {
            if (!charts.containsKey(a.chart())) {
                throw new IllegalArgumentException("sea area " + a.id() + " is on unknown chart " + a.chart());
            }
            if (!areaIds.add(a.id())) {
                throw new IllegalArgumentException("sea area " + a.id() + " is given twice");
            }
            if (!frames.get(a.chart()).contains(a.at())) {
                throw new IllegalArgumentException("sea area " + a.id() + " is drawn at " + a.at()
                        + ", outside the frame of chart " + a.chart() + " (" + frames.get(a.chart()) + ")");
            }
        }
        Set<String> pairs = new HashSet<>();
        for (SeaLink l : links) {
            for (String end : List.of(l.from(), l.to())) {
                if (!areaIds.contains(end)) {
                    throw new IllegalArgumentException("link " + l.from() + "-" + l.to() + ": no sea area " + end);
                }
            }
            String key = l.from().compareTo(l.to()) < 0 ? l.from() + "|" + l.to() : l.to() + "|" + l.from();
            if (!pairs.add(key)) {
                throw new IllegalArgumentException("sea areas " + l.from() + " and " + l.to() + " are linked twice");
            }
            String a = chartOf(areas, l.from());
            String b = chartOf(areas, l.to());
            if (!a.equals(b)) {
                throw new IllegalArgumentException("link " + l.from() + "-" + l.to() + " joins two charts");
            }
        }
        Set<String> portNames = new HashSet<>();
        for (SeaPort p : ports) {
            if (!areaIds.contains(p.area())) {
                throw new IllegalArgumentException("port " + p.name() + " opens on unknown sea area " + p.area());
            }
            for (String n : concat(p.name(), p.cities())) {
                if (!portNames.add(n.toLowerCase(java.util.Locale.ROOT))) {
                    throw new IllegalArgumentException("port " + n + " is given twice");
                }
            }
        }
    }

    private static String chartOf(List<SeaArea> areas, String id) {
        return areas.stream().filter(a -> a.id().equals(id)).findFirst().orElseThrow().chart();
    }

    private static List<String> concat(String first, List<String> rest) {
        List<String> all = new java.util.ArrayList<>();
        all.add(first);
        all.addAll(rest);
        return all;
    }
}
