package org.adjutant.gitm.map.sea;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.StrategicSquare;

/**
 * Reads a chart file ({@code data/gitm/map/sea-<map id>.chart}; its format is in docs/rules/naval.md section 1).
 * UTF-8 lines, {@code #} starts a comment line; a header {@code chart <id>}, then the sections {@code [charts]},
 * {@code [areas]}, {@code [links]} and {@code [ports]} of {@code |}-separated fields. Errors name the source and
 * the line, a sea area drawn outside its chart's frame too.
 */
public final class SeaChartReader {
    private SeaChartReader() {
    }

    /** The chart file beside a map file, {@code sea-<id>.chart} for {@code strategic-<id>.map}, if there is one. */
    public static Path besideMap(Path mapFile) {
        Path fileName = mapFile.getFileName();
        String name = fileName == null ? "" : fileName.toString();
        String id = name.replaceFirst("^strategic-", "").replaceFirst("\\.map$", "");
        Path parent = mapFile.getParent();
        Path dir = parent == null ? Path.of(".") : parent;
        return dir.resolve("sea-" + id + ".chart");
    }

    public static ChartSpec read(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return read(in, file.toString());
        }
    }

    public static ChartSpec read(InputStream in, String source) throws IOException {
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        String id = null;
        Map<String, String> charts = new LinkedHashMap<>();
        Map<String, ChartFrame> frames = new LinkedHashMap<>();
        List<SeaArea> areas = new ArrayList<>();
        List<SeaLink> links = new ArrayList<>();
        List<SeaPort> ports = new ArrayList<>();
        String section = "";
        String line;
        int no = 0;
        try {
            while ((line = r.readLine()) != null) {
                no++;
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                if (line.startsWith("[") && line.endsWith("]")) {
                    section = line.substring(1, line.length() - 1);
                    continue;
                }
                String[] f = line.split("\\|", -1);
                for (int i = 0; i < f.length; i++) {
                    f[i] = f[i].strip();
                }
                switch (section) {
                    case "" -> {
                        String[] w = line.trim().split("\\s+");
                        if (w.length != 2 || !w[0].equals("chart")) {
                            throw new IllegalArgumentException("the file must start with a 'chart <id>' line");
                        }
                        id = w[1];
                    }
                    case "charts" -> {
                        fields(f, 3, "code|title|frame: south north west east");
                        charts.put(f[0], f[1]);
                        frames.put(f[0], ChartFrame.parse(f[2]));
                    }
                    case "areas" -> {
                        fields(f, 5, "code|chart|name|seed squares or -|drawn at: latitude longitude");
                        List<StrategicSquare> seeds = new ArrayList<>();
                        if (!f[3].equals("-")) {
                            for (String s : f[3].split("\\s+")) {
                                seeds.add(StrategicSquare.parse(s).orElseThrow(
                                        () -> new IllegalArgumentException("not a square: " + s)));
                            }
                        }
                        SeaArea area = new SeaArea(f[0], f[1], f[2], seeds, GeoPoint.parse(f[4]));
                        ChartFrame frame = frames.get(area.chart());
                        if (frame != null && !frame.contains(area.at())) {
                            throw new IllegalArgumentException("sea area " + area.id() + " is drawn at " + area.at()
                                    + ", outside the frame of chart " + area.chart() + " (" + frame + ")");
                        }
                        areas.add(area);
                    }
                    case "links" -> {
                        fields(f, 3, "area|area|heading from the first to the second");
                        links.add(new SeaLink(f[0], f[1], direction(f[2])));
                    }
                    case "ports" -> {
                        fields(f, 6, "name|area|exit|dockyards|other cities in its waters or -"
                                + "|at: latitude longitude");
                        List<String> others = f[4].equals("-") ? List.of() : List.of(f[4].split("\\s*;\\s*"));
                        ports.add(new SeaPort(f[0], f[1], direction(f[2]), Integer.parseInt(f[3]), others,
                                GeoPoint.parse(f[5])));
                    }
                    default -> throw new IllegalArgumentException("unknown section [" + section + "]");
                }
            }
            if (id == null) {
                throw new IllegalArgumentException("the file has no 'chart <id>' line");
            }
            no = 0;
            return new ChartSpec(id, charts, frames, areas, links, ports);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(source + (no > 0 ? ", line " + no : "") + ": " + e.getMessage(), e);
        }
    }

    private static void fields(String[] f, int n, String what) {
        if (f.length != n) {
            throw new IllegalArgumentException("expected " + n + " fields (" + what + "), found " + f.length);
        }
    }

    private static Direction direction(String text) {
        return Direction.parse(text).orElseThrow(() -> new IllegalArgumentException("not a heading: " + text));
    }
}
