package org.adjutant.gitm.naval;

import java.util.Optional;
import org.adjutant.gitm.order.OrderParser;
import org.adjutant.gitm.order.UnitOrder;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.unit.UnitId;

/** The one order of a kind in a unit's frozen orders for the turn, if it was given (a block holds one at most). */
final class GivenOrder {
    private GivenOrder() {
    }

    static <T extends UnitOrder> Optional<T> of(TurnContext turn, UnitId unit, Class<T> kind) {
        for (String line : turn.orders(unit)) {
            Optional<UnitOrder> o = OrderParser.parseUnitOrder(line);
            if (o.isPresent() && kind.isInstance(o.get())) {
                return Optional.of(kind.cast(o.get()));
            }
        }
        return Optional.empty();
    }
}
