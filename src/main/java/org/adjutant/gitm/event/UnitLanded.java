package org.adjutant.gitm.event;

import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;
import org.adjutant.gitm.map.PlaceNames;
import org.adjutant.gitm.naval.ShipId;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * A unit went ashore from a transport group (GITM 7.17, 11.1; docs/rules/naval.md section 10) and is active again. Seen
 * by the unit and by the enemy combat units in the square it landed in.
 *
 * @param quay      it stepped onto the quay of a port its side holds, not onto a beach
 * @param defenders the enemy combat units in the square, against whom it landed
 * @param fatigue   the fatigue the landing cost
 * @param lost      the men lost in the surf
 */
public record UnitLanded(Phase when, UnitId unit, ShipId group, Location where, boolean quay, List<UnitId> defenders,
                         int fatigue, int lost, Visibility visibility) implements GitmEvent {
    public UnitLanded {
        Objects.requireNonNull(unit);
        Objects.requireNonNull(where);
        defenders = List.copyOf(defenders);
    }

    @Override
    public String kind() {
        return "unit-landed";
    }

    @Override
    public String describe() {
        return text(PlaceNames.GRID.at(where.strategic(), where.tactical()));
    }

    @Override
    public String describe(PlaceNames places) {
        return text(places.at(where.strategic(), where.tactical()));
    }

    private String text(String place) {
        String how = quay ? " stepped ashore on the quay" : defenders.isEmpty() ? " landed on the beach"
                : " landed in the face of " + defenders.stream().map(UnitId::toString).collect(Collectors.joining(", "));
        String cost = " (" + fatigue + " fatigue" + (lost > 0 ? ", " + lost + " men lost in the surf" : "") + ")";
        return unit + how + " " + place + " from " + group + cost + " and is active again (GITM 7.17, 11.1).";
    }
}
