package org.adjutant.gitm.sequence;

import java.util.List;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.Visibility;

/** Orders a player gave in his office (a War Minister's, an army commander's), kept for the moderator's record. */
public record OfficeOrdersRecorded(String role, List<String> orders) implements TurnEvent {
    public OfficeOrdersRecorded {
        orders = List.copyOf(orders);
    }

    @Override
    public String phase() {
        return "Orders";
    }

    @Override
    public String kind() {
        return "office-orders-recorded";
    }

    @Override
    public String describe() {
        return "Office orders of " + role + ": " + String.join("; ", orders);
    }

    @Override
    public Visibility visibility() {
        return Visibility.moderatorOnly();
    }
}
