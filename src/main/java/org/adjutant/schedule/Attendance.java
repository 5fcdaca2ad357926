package org.adjutant.schedule;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Who has sent what for the coming turn, as the deadline rules need it. Only units with a human commander count:
 * a unit nobody commands follows its default orders and waits for nobody.
 *
 * @param commanders   each unit with a human commander, and that commander's player id
 * @param orderedByBase units with accepted orders received by the deadline (as extended)
 * @param orderedNow    units with accepted orders received by now (the same as above before the deadline)
 * @param sentOffice    commanders who sent office orders (a PLAYER block) for the turn
 * @param ready         commanders who sent {@code READY} for the turn
 */
public record Attendance(Map<String, Long> commanders, Set<String> orderedByBase, Set<String> orderedNow,
                         Set<Long> sentOffice, Set<Long> ready) {
    public Attendance {
        commanders = Map.copyOf(commanders);
        orderedByBase = Set.copyOf(orderedByBase);
        orderedNow = Set.copyOf(orderedNow);
        sentOffice = Set.copyOf(sentOffice);
        ready = Set.copyOf(ready);
    }

    /** The players who command at least one unit. */
    public Set<Long> players() {
        return new TreeSet<>(commanders.values());
    }

    /** Units with a human commander and no orders by the deadline: the ones a grace period is for. */
    public Set<String> missingAtBase() {
        Set<String> missing = new TreeSet<>(commanders.keySet());
        missing.removeAll(orderedByBase);
        return missing;
    }

    /** Units with a human commander and no orders yet, by commander: what a reminder names. */
    public Map<Long, Set<String>> missingNow() {
        Map<Long, Set<String>> missing = new TreeMap<>();
        commanders.forEach((unit, player) -> {
            if (!orderedNow.contains(unit)) {
                missing.computeIfAbsent(player, p -> new TreeSet<>()).add(unit);
            }
        });
        return missing;
    }

    public boolean allIn() {
        return orderedNow.containsAll(commanders.keySet());
    }

    /** Commanders none of whose units has orders and who sent no office orders: "no moves received". */
    public Set<Long> silent() {
        Set<Long> silent = new TreeSet<>(players());
        commanders.forEach((unit, player) -> {
            if (orderedNow.contains(unit)) {
                silent.remove(player);
            }
        });
        silent.removeAll(sentOffice);
        return silent;
    }
}
