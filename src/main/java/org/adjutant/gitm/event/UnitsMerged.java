package org.adjutant.gitm.event;

import java.util.Objects;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * One unit merged into another in the Orders phase (GITM 3.5, SoW 4.13): {@code absorbed} is gone, {@code into} now
 * has {@code men} men and {@code batteries} batteries; men above the ceiling went home as {@code excess} says and
 * batteries above it were lost. Seen by both units' commanders and deputies and their state's War Minister.
 *
 * @param by who gave the order, in words: "the War Minister", "the commander of MX10IN"
 */
public record UnitsMerged(Phase when, UnitId absorbed, UnitId into, String state, StrategicSquare square, String by,
                          int men, int batteries, Release excess, int batteriesLost, Visibility visibility)
        implements GitmEvent {
    public UnitsMerged {
        Objects.requireNonNull(excess);
        Objects.requireNonNull(by);
    }

    @Override
    public String kind() {
        return "units-merged";
    }

    @Override
    public String describe() {
        StringBuilder s = new StringBuilder(String.format("%s merged into %s in %s on the order of %s, which now has"
                + " %,d men and %d batter%s (GITM 3.5)", absorbed, into, square, by, men, batteries,
                batteries == 1 ? "y" : "ies"));
        if (excess.men() > 0) {
            s.append(String.format("; %,d men above its ceiling: %s", excess.men(), excess.words(state)));
        }
        if (batteriesLost > 0) {
            s.append("; ").append(batteriesLost).append(batteriesLost == 1 ? " battery" : " batteries")
                    .append(" above its ceiling lost");
        }
        return s.append('.').toString();
    }
}
