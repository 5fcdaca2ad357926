package org.adjutant.turn;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.adjutant.store.QueuedBlock;

/**
 * Chooses the one order set each unit executes (GITM 6.1): the last block sent by whoever was its commander when he
 * sent it, or failing that the last block sent by whoever was its deputy then. Roles are judged at arrival, so a
 * reassignment or password change affects only later orders (GITM 6.10).
 */
public final class EffectiveOrders {
    private EffectiveOrders() {
    }

    /** {@code arrivals} in the order the server received them; the result is keyed by unit id, sorted. */
    public static Map<String, QueuedBlock> select(List<QueuedBlock> arrivals) {
        Map<String, QueuedBlock> byCommander = new TreeMap<>();
        Map<String, QueuedBlock> byDeputy = new TreeMap<>();
        for (QueuedBlock b : arrivals) {
            (b.role() == QueuedBlock.Role.COMMANDER ? byCommander : byDeputy).put(b.unitId(), b);
        }
        Map<String, QueuedBlock> chosen = new TreeMap<>(byDeputy);
        chosen.putAll(byCommander);
        return chosen;
    }

    /**
     * The office blocks among the effective ones (queued under {@code @role}), keyed by role id in the order they
     * arrived: the receipt time of each effective block, then its queue id (docs/rules/sow.md 18.4). Several officers
     * of one state are carried out in that order, so a replay, which reads the same stored blocks, gets it again.
     */
    public static Map<String, List<String>> offices(Map<String, QueuedBlock> effective) {
        Map<String, List<String>> officeOrders = new LinkedHashMap<>();
        effective.entrySet().stream().filter(e -> e.getKey().startsWith("@"))
                .sorted(Comparator.comparing((Map.Entry<String, QueuedBlock> e) -> e.getValue().receivedAt())
                        .thenComparingLong(e -> e.getValue().id()))
                .forEach(e -> officeOrders.put(e.getKey().substring(1), e.getValue().orders()));
        return officeOrders;
    }
}
