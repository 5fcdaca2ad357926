package org.adjutant.gitm.event;

import java.util.Optional;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * Troops left without pay turn after turn refuse to march (docs/rules/sow.md section 6, designed): the unit went into
 * quarters, and its state may not order any of its units out of quarters until it has paid a whole turn's upkeep.
 * When the unit could not stand down (enemy troops in its square, a full square; GITM 11.2) it stays in the line.
 * Seen by its state's officers and its commanders.
 *
 * @param turnsShort the turns in a row its state has gone short
 * @param kept       why it could not go into quarters, when it could not
 */
public record RefusedToMarch(Phase when, UnitId unit, StrategicSquare square, int turnsShort, Optional<String> kept,
                             Visibility visibility) implements GitmEvent {
    @Override
    public String kind() {
        return "refused-to-march";
    }

    @Override
    public String describe() {
        String after = unit + " has had no full pay for " + turnsShort + " turns running and refuses to march";
        if (kept.isPresent()) {
            return after + ", but could not go into quarters (" + kept.get() + "): it stays in the line"
                    + " (docs/rules/sow.md section 6).";
        }
        return after + ": it went into quarters in " + square + " and will not take the field again until its state"
                + " pays a whole turn's upkeep (docs/rules/sow.md section 6).";
    }
}
