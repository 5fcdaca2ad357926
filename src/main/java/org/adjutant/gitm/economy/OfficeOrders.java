package org.adjutant.gitm.economy;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.order.OrderParser;
import org.adjutant.gitm.sequence.TurnContext;

/** The turn's office orders of one kind from the given role slots, slots in the order given, lines as written. */
final class OfficeOrders {
    /** An order and the role slot whose block held it. */
    record Given<T>(String role, T order) {
    }

    private OfficeOrders() {
    }

    static <T extends OfficeOrder> List<Given<T>> of(TurnContext turn, Collection<String> roles, Class<T> kind) {
        List<Given<T>> found = new ArrayList<>();
        for (String role : roles) {
            for (String line : turn.officeOrders().getOrDefault(role, List.of())) {
                Optional<OfficeOrder> order = OrderParser.parseOfficeOrder(line);
                if (order.isPresent() && kind.isInstance(order.get())) {
                    found.add(new Given<>(role, kind.cast(order.get())));
                }
            }
        }
        return found;
    }
}
