package org.adjutant.gitm.event;

import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * A unit's losses from one cause in one phase, by kind (GITM 9.13): the killed are gone, the wounded and prisoners
 * come back at the campaign's end, the stragglers a few at a time. Seen by everyone in the strategic square (what an
 * enemy may read of them is the report's business, GITM 4.4-4.6).
 *
 * @param at where the unit stood when it lost them
 */
public record CasualtiesSuffered(Phase when, UnitId unit, StrategicSquare square, TacticalSquare at, int killed,
                                 int wounded, int prisoners, int stragglers, CasualtyCause cause,
                                 Visibility visibility) implements GitmEvent {
    public CasualtiesSuffered {
        if (killed < 0 || wounded < 0 || prisoners < 0 || stragglers < 0) {
            throw new IllegalArgumentException("casualties cannot be negative");
        }
    }

    /** Every man lost. */
    public int total() {
        return killed + wounded + prisoners + stragglers;
    }

    @Override
    public String kind() {
        return "casualties";
    }

    @Override
    public String describe() {
        return unit + " lost " + total() + (total() == 1 ? " man " : " men ") + cause.words() + " at " + at + " in "
                + square + " (killed " + killed + ", wounded " + wounded + ", prisoners " + prisoners
                + ", stragglers " + stragglers + ").";
    }
}
