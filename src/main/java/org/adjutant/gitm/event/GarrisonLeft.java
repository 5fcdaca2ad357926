package org.adjutant.gitm.event;

import java.util.Objects;
import org.adjutant.gitm.map.PlaceNames;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * A unit in the garrison of an off-map port was placed on the land map on the deployment turn (GITM 7.18;
 * docs/rules/naval.md section 18), active there. Seen by the unit and by whoever sees it arrive. (A unit that boards
 * a transport group from a garrison is reported by {@link UnitBoarded}.)
 */
public record GarrisonLeft(Phase when, UnitId unit, String port, Location to, Visibility visibility)
        implements GitmEvent {
    public GarrisonLeft {
        Objects.requireNonNull(unit);
        Objects.requireNonNull(port);
        Objects.requireNonNull(to);
    }

    @Override
    public String kind() {
        return "garrison-left";
    }

    @Override
    public String describe() {
        return text(PlaceNames.GRID.at(to.strategic(), to.tactical()));
    }

    @Override
    public String describe(PlaceNames places) {
        return text(places.at(to.strategic(), to.tactical()));
    }

    private String text(String place) {
        return unit + " left the garrison of " + port + " and deployed to " + place + " (GITM 7.18).";
    }
}
