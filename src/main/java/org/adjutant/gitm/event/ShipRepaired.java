package org.adjutant.gitm.event;

import java.util.Locale;
import org.adjutant.gitm.economy.Officers;
import org.adjutant.gitm.naval.ShipId;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/**
 * A damaged warship was worked on in a dockyard of her port (SoW 4.8; docs/rules/naval.md section 13.6): the hull and
 * rigging damage she has left after this turn's work. The state's officers learn of it.
 */
public record ShipRepaired(Phase when, ShipId ship, String name, String state, String port, int hullMended,
                           int riggingMended, int hullLeft, int riggingLeft) implements GitmEvent {
    @Override
    public Visibility visibility() {
        return Officers.of(state);
    }

    @Override
    public String kind() {
        return "ship-repaired";
    }

    @Override
    public String describe() {
        String left = hullLeft == 0 && riggingLeft == 0 ? "she is sound again"
                : String.format(Locale.ROOT, "%d hull and %d rigging damage left", hullLeft, riggingLeft);
        return String.format(Locale.ROOT, "%s %s was repaired in a dockyard at %s: %d hull and %d rigging damage mended,"
                + " %s (SoW 4.8).", ship, name, port, hullMended, riggingMended, left);
    }
}
