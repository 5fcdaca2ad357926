package org.adjutant.gitm.map.sea;

import java.util.List;
import java.util.Objects;
import org.adjutant.gitm.map.StrategicSquare;

/**
 * A sea area of PATE 1.2: open water not near any port. One on the land map grows from its seed squares over the
 * water nobody's coastal waters claim; one with no seeds lies wholly beyond the land map (the Florida Straits, the
 * Atlantic coast).
 *
 * @param id    short code players may write, e.g. {@code SGC}
 * @param chart the chart it belongs to ({@code PAC} or {@code AMW})
 * @param name  as reports write it, e.g. "South Gulf Coast"
 * @param seeds water squares of the land map it grows from; empty beyond the map
 * @param at    where the chart's picture writes its name: the open water in its middle
 */
public record SeaArea(String id, String chart, String name, List<StrategicSquare> seeds, GeoPoint at) {
    public SeaArea {
        Objects.requireNonNull(id);
        Objects.requireNonNull(chart);
        Objects.requireNonNull(name);
        Objects.requireNonNull(at);
        seeds = List.copyOf(seeds);
    }

    /** Wholly beyond the land map: it has no water squares there and is drawn in the chart's margin. */
    public boolean offMap() {
        return seeds.isEmpty();
    }
}
