package org.adjutant.gitm.event;

import java.util.Objects;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * An INACTIVATE (or ACTIVATE) order could not be carried out in the Orders phase (GITM 11.1-11.2, 1.4, 12.5); seen by
 * the unit (its commander, deputy and War Minister, so also the office that gave it).
 *
 * @param order  the order refused, in normal form ("INACTIVATE", "ACTIVATE MX3MI")
 * @param reason the whole sentence, naming the unit and the rule
 */
public record InactivationRefused(Phase when, UnitId unit, StrategicSquare square, String order, String reason,
                                  Visibility visibility) implements GitmEvent {
    public InactivationRefused {
        Objects.requireNonNull(order);
        Objects.requireNonNull(reason);
    }

    @Override
    public String kind() {
        return "inactivation-refused";
    }

    @Override
    public String describe() {
        return reason + ".";
    }
}
