package org.adjutant.gitm.event;

import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/** A unit stopped its strategic path for the rest of the turn, and why. */
public record MarchHalted(Phase when, UnitId unit, StrategicSquare at, HaltReason reason, String detail,
                          Visibility visibility) implements GitmEvent {
    @Override
    public String kind() {
        return "halted";
    }

    @Override
    public String describe() {
        return unit + " halted in " + at + ": " + reason.words() + (detail.isBlank() ? "" : ": " + detail)
                + (reason.rule().isBlank() ? "" : " (" + reason.rule() + ")") + ".";
    }
}
