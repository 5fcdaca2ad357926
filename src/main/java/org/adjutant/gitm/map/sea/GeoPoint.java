package org.adjutant.gitm.map.sea;

import java.util.Locale;
import org.adjutant.gitm.map.gen.GridProjection;

/**
 * A place on the globe, latitude first as an atlas writes it ({@code 19.20 -96.14}: Veracruz), where the sea-chart
 * picture draws a sea area's name or a port (docs/rules/naval.md section 1). Its grid coordinates are those of the
 * land map's projection carried on beyond the map's edges, so the charts and the land map agree wherever they meet.
 */
public record GeoPoint(double lat, double lon) {
    public GeoPoint {
        check(lat, lon);
    }

    /** Refuses a latitude beyond the poles or a longitude beyond the date line. */
    static void check(double lat, double lon) {
        if (!(lat >= -90 && lat <= 90)) {
            throw new IllegalArgumentException("latitude " + lat + " is not between -90 and 90");
        }
        if (!(lon >= -180 && lon <= 180)) {
            throw new IllegalArgumentException("longitude " + lon + " is not between -180 and 180");
        }
    }

    /** "19.20 -96.14": two numbers, latitude (north positive) then longitude (east positive). */
    public static GeoPoint parse(String text) {
        String[] w = text.strip().split("\\s+");
        if (w.length != 2) {
            throw new IllegalArgumentException("expected 'latitude longitude', e.g. '19.20 -96.14', found '"
                    + text.strip() + "'");
        }
        return new GeoPoint(number(w[0], "latitude"), number(w[1], "longitude"));
    }

    static double number(String word, String what) {
        try {
            double d = Double.parseDouble(word);
            if (Double.isFinite(d) && word.matches("[-+]?[0-9]+(\\.[0-9]+)?")) {
                return d;
            }
        } catch (NumberFormatException e) {
            // fall through to the precise refusal below
        }
        throw new IllegalArgumentException("not a " + what + " in degrees: '" + word + "'");
    }

    /** Continuous column of the land map's grid (it runs on past the map's edges). */
    public double gridX() {
        return GridProjection.x(lon);
    }

    /** Continuous row of the land map's grid (it runs on past the map's edges). */
    public double gridY() {
        return GridProjection.y(lat);
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%.2f %.2f", lat, lon);
    }
}
