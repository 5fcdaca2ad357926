package org.adjutant.gitm.event;

import java.util.Locale;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * A unit's morale check after losses (GITM 9.8, 9.11, 9.12, 12.1; GITM-MD morale.html): the share it lost, its chances
 * of retreating and of routing, and the outcome. Seen by everyone in the strategic square.
 *
 * @param lossPercent   the men it lost, as a percentage of those it had when the segment began
 * @param retreatChance the chance of retreating, percent
 * @param routChance    the chance of routing, percent
 */
public record MoraleChecked(Phase when, UnitId unit, StrategicSquare square, TacticalSquare at, double lossPercent,
                            double retreatChance, double routChance, MoraleOutcome outcome, Visibility visibility)
        implements GitmEvent {
    @Override
    public String kind() {
        return "morale-check";
    }

    @Override
    public String describe() {
        return String.format(Locale.ROOT, "%s's morale check after losing %.1f%% (retreat %.1f%%, rout %.1f%%) %s.",
                unit, lossPercent, retreatChance, routChance, outcome.words());
    }
}
