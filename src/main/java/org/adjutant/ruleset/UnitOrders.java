package org.adjutant.ruleset;

import java.util.List;

/**
 * The orders one unit executes in a turn, frozen at the deadline, in the ruleset's normal form.
 *
 * @param source {@code SUBMITTED} by a commander or deputy, or {@code DEFAULT} when nobody sent any
 */
public record UnitOrders(String unitId, Source source, List<String> lines) {
    public enum Source { SUBMITTED, DEFAULT }

    public UnitOrders {
        lines = List.copyOf(lines);
    }
}
