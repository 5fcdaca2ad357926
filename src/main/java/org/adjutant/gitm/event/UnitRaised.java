package org.adjutant.gitm.event;

import java.util.Locale;
import org.adjutant.gitm.economy.Officers;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/**
 * A new unit stands at the end of the turn its RAISE was carried out (SoW 4.2-4.9; docs/rules/sow.md sections 8.9,
 * 19.2). The state's officers and the new unit (its commander and deputy) learn of it.
 *
 * @param cost what the state paid for this unit in the Orders phase
 */
public record UnitRaised(Phase when, String unit, String name, String state, String city, StrategicSquare square,
                         TacticalSquare at, int men, int batteries, int cost, String commander, String deputy)
        implements GitmEvent {
    @Override
    public Visibility visibility() {
        return Officers.withUnits(state, unit);
    }

    @Override
    public String kind() {
        return "unit-raised";
    }

    @Override
    public String describe() {
        return String.format(Locale.ROOT, "%s raised %s (%s) at %s: %,d men and %d batter%s for %,d Cr, standing"
                + " at %s %s, commanded by %s with %s as deputy (SoW 4.2).", state, unit, name, city, men,
                batteries, batteries == 1 ? "y" : "ies", cost, square, at, commander, deputy);
    }
}
