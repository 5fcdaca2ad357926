package org.adjutant.gitm.event;

import java.util.Locale;
import org.adjutant.gitm.economy.Officers;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/**
 * A Mexican state bought men and batteries for one of its units (SoW 4.14; docs/rules/sow.md sections 12, 19.2). The
 * state's officers and the unit's commander and deputy learn of it.
 */
public record UnitReinforced(Phase when, String unit, String state, int men, int batteries, int cost, int menAfter,
                             int batteriesAfter) implements GitmEvent {
    @Override
    public Visibility visibility() {
        return Officers.withUnits(state, unit);
    }

    @Override
    public String kind() {
        return "unit-reinforced";
    }

    @Override
    public String describe() {
        return String.format(Locale.ROOT, "%s bought %,d men and %d batter%s for %s (%,d Cr): it now has %,d men and"
                + " %d batter%s (SoW 4.14).", state, men, batteries, batteries == 1 ? "y" : "ies", unit, cost,
                menAfter, batteriesAfter, batteriesAfter == 1 ? "y" : "ies");
    }
}
