package org.adjutant.gitm.detection;

import java.util.List;
import java.util.stream.Collectors;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.render.Allegiance;
import org.adjutant.gitm.render.Marker;
import org.adjutant.gitm.render.MarkerShape;
import org.adjutant.gitm.unit.UnitId;

/**
 * One group of units a player sees in a strategic square (GITM 1.4, 4.1): the units of one state in one condition
 * (flag, tent or boxed S). His own units are listed by id; other friendly stacks are counted exactly; hostile and
 * neutral stacks are estimated.
 *
 * @param own      ids of the viewer's own units in the group, in id order; empty for any other group
 * @param estimate the count and letters reported; for his own units the exact ones
 */
public record StrategicStack(StrategicSquare square, String state, Allegiance allegiance, MarkerShape shape,
                             StackEstimate estimate, List<UnitId> own) {
    public StrategicStack {
        own = List.copyOf(own);
    }

    public boolean isOwn() {
        return !own.isEmpty();
    }

    /** The text beside the flag: "US1IN US2LC" for his own units, "MEX brigade IA" or "US 2 units IC" else. */
    public String label() {
        if (isOwn()) {
            return own.stream().map(UnitId::toString).collect(Collectors.joining(" "));
        }
        return state + " " + estimate.label();
    }

    public Marker marker() {
        return new Marker(allegiance, shape, label());
    }
}
