package org.adjutant.gitm.event;

import java.util.Objects;
import org.adjutant.gitm.map.PlaceNames;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.naval.ShipId;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * The boats could not put a unit ashore (docs/rules/naval.md section 10): it stays aboard its transport group and may
 * be ordered to land again. Seen by the unit.
 *
 * @param chance the chance the landing had, in percent
 * @param roll   the roll of a hundred-sided die, which had to be no more than the chance
 */
public record LandingFailed(Phase when, UnitId unit, ShipId group, StrategicSquare square, int chance, int roll,
                            Visibility visibility) implements GitmEvent {
    public LandingFailed {
        Objects.requireNonNull(unit);
        Objects.requireNonNull(square);
    }

    @Override
    public String kind() {
        return "landing-failed";
    }

    @Override
    public String describe() {
        return text(square.toString());
    }

    @Override
    public String describe(PlaceNames places) {
        return text(places.square(square));
    }

    private String text(String place) {
        return unit + " could not get ashore at " + place + " from " + group + " (rolled " + roll + " against a chance"
                + " of " + chance + "%); it stays aboard (docs/rules/naval.md section 10).";
    }
}
