package org.adjutant.gitm.event;

import java.util.List;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/** Facing odds of 2:1 or worse in the melee, units in attack or defend dropped to skirmish for it (GITM 9.10). */
public record SkirmishSwitched(Phase when, StrategicSquare square, TacticalSquare at, List<UnitId> units,
                               Visibility visibility) implements GitmEvent {
    public SkirmishSwitched {
        units = List.copyOf(units);
    }

    @Override
    public String kind() {
        return "skirmish-switch";
    }

    @Override
    public String describe() {
        return String.join(", ", units.stream().map(UnitId::toString).toList()) + ", outnumbered two to one, fought"
                + " the melee at " + at + " in " + square + " as skirmishers.";
    }
}
