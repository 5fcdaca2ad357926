package org.adjutant.gitm.supply;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.adjutant.gitm.order.OrderParser;
import org.adjutant.gitm.order.UnitOrder;

/**
 * A unit's supply orders for the turn (GITM 6.7, 10.5, 10.7; docs/rules/gitm-10-supply.md section 8.4), read from its
 * frozen order lines: the level to draw up to or unload down to (empty: keep what is left after eating), the source
 * it asks for, and SUPPLY SOURCE NONE. A unit that sent nothing has the default orders' lines here ({@code
 * DefaultOrders}: level 1, a corps HQ its carried supplies, at least 1).
 */
record SupplyOrders(OptionalInt level, Optional<String> source, boolean none) {
    static final SupplyOrders KEEP = new SupplyOrders(OptionalInt.empty(), Optional.empty(), false);

    static SupplyOrders from(List<String> lines) {
        OptionalInt level = OptionalInt.empty();
        Optional<String> source = Optional.empty();
        boolean none = false;
        for (String line : lines) {
            Optional<UnitOrder> o = OrderParser.parseUnitOrder(line);
            if (o.isEmpty()) {
                continue;
            }
            if (o.get() instanceof UnitOrder.SupplyLevel l) {
                level = OptionalInt.of(l.level());
            } else if (o.get() instanceof UnitOrder.SupplySource s) {
                source = Optional.of(s.source());
            } else if (o.get() instanceof UnitOrder.NoSupplyDraw) {
                none = true;
            }
        }
        return new SupplyOrders(level, source, none);
    }
}
