package org.adjutant.gitm.sequence;

import java.util.List;
import java.util.Set;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.Visibility;

/**
 * A unit's orders for the turn, as the engine received them (submitted or default, GITM 6.9). Only the unit's own
 * commander and deputy (and the moderator) learn of them.
 */
public record OrdersRecorded(String unitId, boolean defaults, List<String> orders) implements TurnEvent {
    public OrdersRecorded {
        orders = List.copyOf(orders);
    }

    @Override
    public String phase() {
        return "Orders";
    }

    @Override
    public String kind() {
        return "orders-recorded";
    }

    @Override
    public String describe() {
        return unitId + (defaults ? " follows its default orders: " : " received its orders: ")
                + String.join("; ", orders);
    }

    @Override
    public Visibility visibility() {
        return Visibility.units(Set.of(unitId));
    }
}
