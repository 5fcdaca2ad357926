package org.adjutant.gitm.economy;

import java.util.Map;
import java.util.TreeMap;
import org.adjutant.gitm.sequence.PositionSettlement;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.OffMapPort;

/**
 * The supplies delivered this turn into off-map ports' stores (docs/rules/sow.md section 14), written into the next
 * position when the turn settles: the board keeps the map's cities, not the ports beyond it.
 */
public final class PortStores implements PositionSettlement {
    private final Map<String, Integer> delivered = new TreeMap<>();

    public static PortStores of(TurnContext turn) {
        return turn.attachment(PortStores.class, PortStores::new);
    }

    void deliver(String port, int amount) {
        delivered.merge(port, amount, Integer::sum);
    }

    @Override
    public GitmState settle(GitmState next) {
        GitmState result = next;
        for (var e : delivered.entrySet()) {
            OffMapPort p = result.port(e.getKey()).orElseThrow();
            result = result.withPort(p.withSupplies(p.supplies() + e.getValue()));
        }
        return result;
    }
}
