package org.adjutant.gitm.event;

import java.util.Locale;
import org.adjutant.gitm.economy.Officers;
import org.adjutant.gitm.naval.ShipId;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/**
 * A warship's building is done: she lies in her port's harbour, based there, with her people and 24 stores aboard,
 * and is on the state's bill from this turn (SoW 4.9, 5.4; docs/rules/naval.md section 13.4). The state's officers
 * learn of it.
 */
public record WarshipLaunched(Phase when, ShipId ship, String name, String state, String port, int guns, int crew,
                              int marines, int stores) implements GitmEvent {
    @Override
    public Visibility visibility() {
        return Officers.of(state);
    }

    @Override
    public String kind() {
        return "warship-launched";
    }

    @Override
    public String describe() {
        return String.format(Locale.ROOT, "%s launched %s %s, a %s of %d guns, at %s: %d crew, %d Marines and %d"
                + " stores aboard, lying in %s harbour, her base (SoW 4.9).", state, ship, name, ship.type().words(),
                guns, port, crew, marines, stores, port);
    }
}
