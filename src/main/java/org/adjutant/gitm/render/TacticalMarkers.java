package org.adjutant.gitm.render;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Which symbols a square shows for its troops (GITM 1.4, 2.5): one per kind of troops present, except that a square
 * holding active friendly, hostile and neutral troops shows a single black flag.
 */
public final class TacticalMarkers {
    private TacticalMarkers() {
    }

    /** Whether the markers include active (flag) troops of all three allegiances, or already say so. */
    public static boolean allThree(List<Marker> markers) {
        Set<Allegiance> flags = EnumSet.noneOf(Allegiance.class);
        for (Marker m : markers) {
            if (m.shape() == MarkerShape.FLAG) {
                flags.add(m.allegiance());
            }
        }
        return flags.contains(Allegiance.ALL_THREE)
                || flags.containsAll(EnumSet.of(Allegiance.FRIENDLY, Allegiance.HOSTILE, Allegiance.NEUTRAL));
    }

    /** The distinct (allegiance, shape) symbols to draw, in a stable order: flags first, then tents, then S boxes. */
    public static List<Marker> symbols(List<Marker> markers) {
        List<Marker> result = new ArrayList<>();
        boolean black = allThree(markers);
        if (black) {
            result.add(new Marker(Allegiance.ALL_THREE, MarkerShape.FLAG, ""));
        }
        for (MarkerShape shape : MarkerShape.values()) {
            for (Allegiance allegiance : Allegiance.values()) {
                if (black && shape == MarkerShape.FLAG) {
                    continue;
                }
                boolean present = markers.stream().anyMatch(m -> m.shape() == shape && m.allegiance() == allegiance);
                if (present) {
                    result.add(new Marker(allegiance, shape, ""));
                }
            }
        }
        return result;
    }
}
