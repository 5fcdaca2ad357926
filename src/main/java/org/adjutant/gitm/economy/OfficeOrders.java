package org.adjutant.gitm.economy;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.order.OrderParser;
import org.adjutant.gitm.sequence.TurnContext;

/**
 * The turn's office orders of one kind from the given role slots, joined into one list: blocks in the order they
 * arrived (the core hands them so, docs/rules/sow.md 18.4), lines as written. Two officers of one state spending from
 * one treasury are thus debited in the order they sent their orders, whatever their role ids.
 */
public final class OfficeOrders {
    /** An order and the role slot whose block held it. */
    public record Given<T>(String role, T order) {
    }

    private OfficeOrders() {
    }

    public static <T extends OfficeOrder> List<Given<T>> of(TurnContext turn, Collection<String> roles, Class<T> kind) {
        return of(turn.officeOrders(), roles, kind);
    }

    /** The same from blocks in arrival order (the turn's, or at arrival those already queued and the new one). */
    public static <T extends OfficeOrder> List<Given<T>> of(Map<String, List<String>> blocks, Collection<String> roles,
                                                           Class<T> kind) {
        List<Given<T>> found = new ArrayList<>();
        for (Map.Entry<String, List<String>> block : blocks.entrySet()) {
            if (!roles.contains(block.getKey())) {
                continue;
            }
            for (String line : block.getValue()) {
                Optional<OfficeOrder> order = OrderParser.parseOfficeOrder(line);
                if (order.isPresent() && kind.isInstance(order.get())) {
                    found.add(new Given<>(block.getKey(), kind.cast(order.get())));
                }
            }
        }
        return found;
    }
}
