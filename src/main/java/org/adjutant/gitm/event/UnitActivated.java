package org.adjutant.gitm.event;

import java.util.Objects;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * An inactive unit became active: ordered out in the Orders phase (GITM 11.1), or roused at the end of a phase by
 * hostile or neutral troops in its strategic square (GITM 11.3), after which it carries out its orders from the next
 * phase on (GITM 11.5). Seen by the unit (its commander, deputy and War Minister).
 *
 * @param by the lowest id of the hostile or neutral units in its square when it was roused; empty when ordered out
 */
public record UnitActivated(Phase when, UnitId unit, StrategicSquare square, ActivationCause cause, String by,
                            Visibility visibility) implements GitmEvent {
    public UnitActivated {
        Objects.requireNonNull(by);
    }

    @Override
    public String kind() {
        return "unit-activated";
    }

    @Override
    public String describe() {
        return switch (cause) {
            case COMMANDER -> unit + " took the field in " + square + " on the order of its commander (GITM 11.1).";
            case MINISTER -> unit + " took the field in " + square + " on the order of the War Minister (GITM 11.1).";
            // "by" may be told as an estimate ("enemy US regiments"), so the sentence needs no verb to agree with it
            case ENEMY_ENTERED, NEUTRAL_ENTERED -> unit + " became active in " + square + ", roused by " + by
                    + " in its square (GITM 11.3); it carries out its orders from the next phase on (GITM 11.5).";
        };
    }
}
