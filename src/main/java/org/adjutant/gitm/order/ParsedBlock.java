package org.adjutant.gitm.order;

import java.util.List;
import org.adjutant.ruleset.Problem;

/**
 * What the parser understood of one block: the orders in the order written, and the problems of syntax and range.
 * A block with any problem is refused whole by the core; the orders are still returned so checks can go on and the
 * reply can list every problem at once.
 */
public record ParsedBlock<O extends GitmOrder>(List<OrderAt<O>> orders, List<Problem> problems) {
    public ParsedBlock {
        orders = List.copyOf(orders);
        problems = List.copyOf(problems);
    }

    public boolean isClean() {
        return problems.isEmpty();
    }

    /** The orders without their line numbers. */
    public List<O> bare() {
        return orders.stream().map(OrderAt::order).toList();
    }

    /** One canonical line per order, in the order written. */
    public List<String> normalForm() {
        return orders.stream().map(o -> o.order().normalForm()).toList();
    }
}
