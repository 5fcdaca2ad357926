package org.adjutant.gitm.map.sea;

import java.util.Locale;

/**
 * The stretch of the globe a chart's picture shows (docs/rules/naval.md section 1): its southern and northern
 * latitudes and its western and eastern longitudes. Sea areas are drawn inside it; a port beyond it (Honolulu) is
 * drawn on its edge, in its direction.
 */
public record ChartFrame(double south, double north, double west, double east) {
    public ChartFrame {
        GeoPoint.check(south, west);
        GeoPoint.check(north, east);
        if (!(south < north)) {
            throw new IllegalArgumentException("the frame's south " + south + " is not below its north " + north);
        }
        if (!(west < east)) {
            throw new IllegalArgumentException("the frame's west " + west + " is not left of its east " + east);
        }
    }

    /** "15 39.5 -126 -98": south, north, west, east, in degrees. */
    public static ChartFrame parse(String text) {
        String[] w = text.strip().split("\\s+");
        if (w.length != 4) {
            throw new IllegalArgumentException("expected a frame 'south north west east', e.g. '15 39.5 -126 -98',"
                    + " found '" + text.strip() + "'");
        }
        return new ChartFrame(GeoPoint.number(w[0], "latitude"), GeoPoint.number(w[1], "latitude"),
                GeoPoint.number(w[2], "longitude"), GeoPoint.number(w[3], "longitude"));
    }

    public boolean contains(GeoPoint p) {
        return p.lat() >= south && p.lat() <= north && p.lon() >= west && p.lon() <= east;
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%s %s %s %s", south, north, west, east);
    }
}
