package org.adjutant.gitm.map.gen;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One GeoJSON feature reduced to what the generator needs: its properties and its parts (lines, or polygon rings),
 * each part a list of (lon, lat) points.
 */
public record GeoFeature(int index, JsonNode properties, List<List<double[]>> parts) {

    public String text(String property) {
        JsonNode n = properties.get(property);
        return n == null || n.isNull() ? "" : n.asText();
    }

    public int integer(String property, int fallback) {
        JsonNode n = properties.get(property);
        return n == null || n.isNull() ? fallback : n.asInt();
    }

    public boolean has(String property) {
        return properties.has(property);
    }

    public static List<GeoFeature> read(Path file) throws IOException {
        JsonNode root = new ObjectMapper().readTree(file.toFile());
        List<GeoFeature> result = new ArrayList<>();
        int i = 0;
        for (JsonNode f : root.get("features")) {
            JsonNode g = f.get("geometry");
            List<List<double[]>> parts = new ArrayList<>();
            switch (g.get("type").asText()) {
                case "LineString" -> parts.add(points(g.get("coordinates")));
                case "MultiLineString", "Polygon" -> g.get("coordinates").forEach(p -> parts.add(points(p)));
                case "MultiPolygon" -> g.get("coordinates").forEach(poly -> poly.forEach(p -> parts.add(points(p))));
                default -> throw new IOException(file + ": unsupported geometry " + g.get("type"));
            }
            result.add(new GeoFeature(i++, f.get("properties"), parts));
        }
        return result;
    }

    private static List<double[]> points(JsonNode coords) {
        List<double[]> pts = new ArrayList<>(coords.size());
        for (JsonNode c : coords) {
            pts.add(new double[]{c.get(0).asDouble(), c.get(1).asDouble()});
        }
        return pts;
    }
}
