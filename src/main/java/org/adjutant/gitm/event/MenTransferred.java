package org.adjutant.gitm.event;

import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * Men and batteries passed from one unit to another in the Orders phase (SoW 4.11); the receiver's ratings became the
 * averages by men. Seen by both units' commanders and deputies and their state's War Minister.
 *
 * @param by who gave the order, in words: "the War Minister", "the commander of MX22IN"
 */
public record MenTransferred(Phase when, UnitId from, UnitId to, StrategicSquare square, String by, int men,
                             int batteries, int fromMenAfter, int toMenAfter, Visibility visibility)
        implements GitmEvent {
    @Override
    public String kind() {
        return "men-transferred";
    }

    @Override
    public String describe() {
        String what = men > 0 && batteries > 0
                ? String.format("%,d men and %s", men, batteries(batteries))
                : men > 0 ? String.format("%,d men", men) : batteries(batteries);
        return String.format("%s gave %s to %s in %s on the order of %s: %s has %,d men, %s %,d (SoW 4.11).",
                from, what, to, square, by, from, fromMenAfter, to, toMenAfter);
    }

    private static String batteries(int n) {
        return n + (n == 1 ? " battery" : " batteries");
    }
}
