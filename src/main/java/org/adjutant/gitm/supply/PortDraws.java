package org.adjutant.gitm.supply;

import java.util.Map;
import java.util.TreeMap;
import org.adjutant.gitm.sequence.PositionSettlement;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.OffMapPort;

/**
 * The supplies taken this turn out of off-map ports' stores into transport groups' holds (docs/rules/naval.md section
 * 11), written into the next position when the turn settles: the board keeps the map's cities, not the ports beyond.
 */
public final class PortDraws implements PositionSettlement {
    private final Map<String, Integer> taken = new TreeMap<>();

    public static PortDraws of(TurnContext turn) {
        return turn.attachment(PortDraws.class, PortDraws::new);
    }

    void take(String port, int amount) {
        taken.merge(port, amount, Integer::sum);
    }

    int taken(String port) {
        return taken.getOrDefault(port, 0);
    }

    @Override
    public GitmState settle(GitmState next) {
        GitmState result = next;
        for (var e : taken.entrySet()) {
            OffMapPort p = result.port(e.getKey()).orElseThrow();
            result = result.withPort(p.withSupplies(p.supplies() - e.getValue()));
        }
        return result;
    }
}
