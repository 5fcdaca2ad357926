package org.adjutant.gitm.event;

import java.util.Objects;
import org.adjutant.gitm.naval.ShipId;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * A unit went aboard a transport group (GITM 7.17, 11.1; docs/rules/naval.md section 9): it left the land map and is
 * inactive until it lands. Seen by the unit.
 *
 * @param from  where it embarked from: a square, or the garrison of an off-map port ("the garrison of Charleston")
 * @param where where the group lies, in words
 */
public record UnitBoarded(Phase when, UnitId unit, ShipId group, String from, String where,
                          Visibility visibility) implements GitmEvent {
    public UnitBoarded {
        Objects.requireNonNull(unit);
        Objects.requireNonNull(group);
    }

    @Override
    public String kind() {
        return "unit-boarded";
    }

    @Override
    public String describe() {
        return unit + " went aboard " + group + " from " + from + "; it is at sea in " + where
                + ", inactive until it lands (GITM 7.17, 11.1).";
    }
}
