package org.adjutant.gitm.supply;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.adjutant.gitm.unit.UnitId;

/**
 * Who draws from which source, with each corps HQ's 18 places (GITM 10.5: it supplies at most 18 units, itself
 * included; docs/rules/gitm-10-supply.md section 7.3). A unit holds a place in the corps HQ it is assigned to whether
 * or not it draws anything.
 */
final class SourceAssignment {
    private final Map<UnitId, SourceCandidate> chosen = new TreeMap<>();
    private final Map<UnitId, Integer> held = new HashMap<>();

    /** Whether the corps HQ has a place left. */
    boolean hasPlace(UnitId corps) {
        return held.getOrDefault(corps, 1) < SupplyConstants.CORPS_LOAD;
    }

    int placesHeld(UnitId corps) {
        return held.getOrDefault(corps, 1);
    }

    boolean assigned(UnitId unit) {
        return chosen.containsKey(unit);
    }

    /** Gives the unit this source when it has none yet and (for a corps HQ) a place is left; says whether it did. */
    boolean take(SourceCandidate c) {
        if (chosen.containsKey(c.unit())) {
            return false;
        }
        if (c.corps().isPresent()) {
            if (!hasPlace(c.corps().get())) {
                return false;
            }
            held.put(c.corps().get(), placesHeld(c.corps().get()) + 1);
        }
        chosen.put(c.unit(), c);
        return true;
    }

    /**
     * Nearest first across all units (section 7.4 step 2): every pair (unit, candidate) sorted by rank and unit id,
     * walked once; a unit turned away by a full corps HQ tries its next candidate.
     */
    void greedy(Map<UnitId, List<SourceCandidate>> candidates) {
        List<SourceCandidate> pairs = new ArrayList<>();
        candidates.forEach((u, list) -> {
            if (!chosen.containsKey(u)) {
                pairs.addAll(list);
            }
        });
        pairs.sort(SourceCandidate.RANK.thenComparing(SourceCandidate::unit));
        pairs.forEach(this::take);
    }

    Optional<SourceCandidate> of(UnitId unit) {
        return Optional.ofNullable(chosen.get(unit));
    }

    Map<UnitId, SourceCandidate> all() {
        return java.util.Collections.unmodifiableMap(chosen);
    }
}
