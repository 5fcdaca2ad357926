package org.adjutant.gitm.naval.combat;

import java.util.Optional;
import org.adjutant.gitm.naval.CombatOrders;
import org.adjutant.gitm.naval.Navy;
import org.adjutant.gitm.naval.Ship;

/**
 * Whether a {@code COMBAT} line can stand for a ship (docs/rules/naval.md section 15.1), judged the same when the mail
 * arrives and at the deadline: the ship must be the state's (an enemy's id and an id no ship has get the same answer,
 * so a reply tells nobody which ids are ships), and a transport group, which carries no guns, can only evade or stay
 * with its escort and choose where it runs.
 */
public final class CombatOrdersCheck {
    private CombatOrdersCheck() {
    }

    public static Optional<String> problem(Navy navy, String state, String shipId, CombatOrders given) {
        Optional<Ship> ship = navy.ship(shipId).filter(s -> s.state().equalsIgnoreCase(state));
        if (ship.isEmpty()) {
            return Optional.of(shipId + " is not a ship of " + state);
        }
        if (!ship.get().isWarship() && ((given.stance() != null && given.stance().bringsOnBattle())
                || given.range() != null || given.aim() != null || given.formation() != null
                || given.breakOff() != null)) {
            return Optional.of(ship.get().id() + " is a transport group and carries no guns: its COMBAT orders are"
                    + " EVADE or ACCEPT (stay with its escort) and FLEE HARBOUR or SEA (PATE-MD combat)");
        }
        return Optional.empty();
    }
}
