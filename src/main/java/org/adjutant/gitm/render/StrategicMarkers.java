package org.adjutant.gitm.render;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Which symbols a square shows for its markers (GITM 1.4): one flag per allegiance of the active troops there, a
 * single black flag when friendly, hostile and neutral troops are all present; when no active troops are there,
 * tents for inactive-only and boxed S for shattered-only troops, combined by colour the same way.
 */
public final class StrategicMarkers {
    /** A symbol to draw: its colour and shape. */
    public record Symbol(Allegiance allegiance, MarkerShape shape) {
    }

    private StrategicMarkers() {
    }

    public static List<Symbol> symbols(List<Marker> markers) {
        List<Symbol> result = new ArrayList<>();
        if (markers == null || markers.isEmpty()) {
            return result;
        }
        boolean active = markers.stream().anyMatch(m -> m.shape() == MarkerShape.FLAG);
        for (MarkerShape shape : active ? List.of(MarkerShape.FLAG) : List.of(MarkerShape.TENT, MarkerShape.SHATTERED)) {
            Set<Allegiance> present = EnumSet.noneOf(Allegiance.class);
            markers.stream().filter(m -> m.shape() == shape).forEach(m -> present.add(m.allegiance()));
            if (present.contains(Allegiance.ALL_THREE) || present.containsAll(
                    EnumSet.of(Allegiance.FRIENDLY, Allegiance.HOSTILE, Allegiance.NEUTRAL))) {
                result.add(new Symbol(Allegiance.ALL_THREE, shape));
            } else {
                present.forEach(a -> result.add(new Symbol(a, shape)));
            }
        }
        return result;
    }
}
