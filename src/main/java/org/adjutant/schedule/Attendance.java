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
 * @param away          commanders away by an absence they announced (docs/players.md "Away for a while"): their
 *                      units count as in, as if they had orders, and they as READY; nobody waits for them or
 *                      counts them silent, and they get no reminders
 */
public record Attendance(Map<String, Long> commanders, Set<String> orderedByBase, Set<String> orderedNow,
                         Set<Long> sentOffice, Set<Long> ready, Set<Long> away) {
    public Attendance {
        commanders = Map.copyOf(commanders);
        orderedByBase = Set.copyOf(orderedByBase);
        orderedNow = Set.copyOf(orderedNow);
        sentOffice = Set.copyOf(sentOffice);
        ready = Set.copyOf(ready);
        away = Set.copyOf(away);
    }

    /** Nobody away. */
    public Attendance(Map<String, Long> commanders, Set<String> orderedByBase, Set<String> orderedNow,
                      Set<Long> sentOffice, Set<Long> ready) {
        this(commanders, orderedByBase, orderedNow, sentOffice, ready, Set.of());
    }

    /** Whether the unit counts as in: it has orders by now, or its commander is away. */
    private boolean in(String unit, Set<String> ordered) {
        return ordered.contains(unit) || away.contains(commanders.get(unit));
    }

    /** The players who command at least one unit. */
    public Set<Long> players() {
        return new TreeSet<>(commanders.values());
    }

    /** Units with a human commander and no orders by the deadline: the ones a grace period is for. */
    public Set<String> missingAtBase() {
        Set<String> missing = new TreeSet<>();
        for (String unit : commanders.keySet()) {
            if (!in(unit, orderedByBase)) {
                missing.add(unit);
            }
        }
        return missing;
    }

    /** Units with a human commander and no orders yet, by commander: what a reminder names. */
    public Map<Long, Set<String>> missingNow() {
        Map<Long, Set<String>> missing = new TreeMap<>();
        commanders.forEach((unit, player) -> {
            if (!in(unit, orderedNow)) {
                missing.computeIfAbsent(player, p -> new TreeSet<>()).add(unit);
            }
        });
        return missing;
    }

    public boolean allIn() {
        return commanders.keySet().stream().allMatch(unit -> in(unit, orderedNow));
    }

    /**
     * Whether every commander has said READY for the turn or is away, and at least one of them is here: a turn
     * never runs early only because everyone is on holiday.
     */
    public boolean allReady() {
        Set<Long> here = players();
        here.removeAll(away);
        return !here.isEmpty() && ready.containsAll(here);
    }

    /**
     * Commanders none of whose units has orders, who sent no office orders and are not away: "no moves received".
     */
    public Set<Long> silent() {
        Set<Long> silent = new TreeSet<>(players());
        commanders.forEach((unit, player) -> {
            if (orderedNow.contains(unit)) {
                silent.remove(player);
            }
        });
        silent.removeAll(sentOffice);
        silent.removeAll(away);
        return silent;
    }
}
