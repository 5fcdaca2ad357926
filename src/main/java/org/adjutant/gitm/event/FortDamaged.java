package org.adjutant.gitm.event;

import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/** Bombardment lowered a city's fort by a level (GITM 9.14); at level 0 the fort is breached and gone. */
public record FortDamaged(Phase when, StrategicSquare square, TacticalSquare at, String city, int fromLevel,
                          int toLevel, Visibility visibility) implements GitmEvent {
    @Override
    public String kind() {
        return "fort-damaged";
    }

    @Override
    public String describe() {
        return "The guns " + (toLevel == 0 ? "breached the fort of " + city + " (it was level " + fromLevel + ")"
                : "reduced the fort of " + city + " from level " + fromLevel + " to " + toLevel) + ".";
    }
}
