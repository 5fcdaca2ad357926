package org.adjutant.gitm.event;

import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * A unit without supplies lost men to desertion and, when it went hungry, morale (GITM 10.8, GITM-MD desertion.html
 * and morale2.html; docs/rules/gitm-10-supply.md section 9). One event per unit carries both. A starving garrison of
 * a besieged city loses no men, only morale ({@code besiegedIn} names the city).
 *
 * @param men            deserters: {@code prisoners + stragglers}
 * @param prisoners      men gone until the campaign ends (GITM 9.13)
 * @param stragglers     men who may find their way back (GITM 9.13)
 * @param percent        the share of its men that went, to one decimal (0 when nobody could desert)
 * @param requisitioning it lived off the country, which lowers desertion and spares its morale
 * @param moraleLost     hunger morale lost (GITM-MD morale2.html), 0 when it requisitioned
 * @param besiegedIn     the besieged city it starves in, or empty
 */
public record Deserted(Phase when, UnitId unit, StrategicSquare square, int men, int prisoners, int stragglers,
                       double percent, boolean requisitioning, int moraleLost, String besiegedIn,
                       Visibility visibility) implements GitmEvent {
    public Deserted {
        if (men != prisoners + stragglers || men < 0 || moraleLost < 0) {
            throw new IllegalArgumentException(unit + ": deserters " + men + " = " + prisoners + " + " + stragglers
                    + ", morale " + moraleLost);
        }
    }

    @Override
    public String kind() {
        return "deserted";
    }

    @Override
    public String describe() {
        String morale = moraleLost > 0 ? " Its morale fell by " + moraleLost + " from hunger." : "";
        if (!besiegedIn.isEmpty()) {
            return unit + " went without supplies in besieged " + besiegedIn + ": nobody can desert from a besieged"
                    + " city." + morale;
        }
        String why = requisitioning ? "living off the country in " + square : "without supplies in " + square;
        if (men == 0) {
            return unit + ", " + why + ", lost no men to desertion." + morale;
        }
        return unit + ", " + why + ", lost " + Count.men(men) + " to desertion (" + String.format(java.util.Locale.ROOT,
                "%.1f", percent) + "% of its men): " + prisoners + " gone for the campaign, " + stragglers
                + " straggling who may come back." + morale;
    }
}
