package org.adjutant.gitm.event;

import java.util.Locale;
import org.adjutant.gitm.economy.Officers;
import org.adjutant.gitm.naval.ShipId;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/**
 * A new transport group lies in its port's harbour at the end of the turn its {@code RAISE TR} was carried out (SoW
 * 4.4, 4.9; docs/rules/naval.md section 13). The state's officers learn of it.
 *
 * @param cost what the state paid for it in the Orders phase
 */
public record TransportGroupRaised(Phase when, ShipId ship, String name, String state, String port, int capacity,
                                   int stores, int cost) implements GitmEvent {
    @Override
    public Visibility visibility() {
        return Officers.of(state);
    }

    @Override
    public String kind() {
        return "transport-group-raised";
    }

    @Override
    public String describe() {
        return String.format(Locale.ROOT, "%s raised %s (%s) at %s for %,d Cr: %,d capacity and %d stores aboard,"
                + " lying in %s harbour, its base (SoW 4.4).", state, ship, name, port, cost, capacity, stores, port);
    }
}
