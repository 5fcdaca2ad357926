package org.adjutant.gitm.supply;

import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.unit.UnitId;

/**
 * What the supply phase did for each unit, kept for the turn (a {@link TurnContext#attachment}): the source it used,
 * what it drew and from where, what it gave back, why an order was not followed. The phase's report ({@code
 * UnitSupplied}), the end-of-turn source choice (a unit's present source, docs/rules/gitm-10-supply.md section 7.2)
 * and the ledger's record of draws read it.
 */
public final class SupplyPhaseRecord {
    /** One unit's figures. {@code viaCity}: the city a corps HQ passed supplies on from, when it did. */
    static final class Entry {
        String source = "";
        boolean none;
        int drawn;
        int unloaded;
        String viaCity = "";
        boolean fromWagons;
        String note = "";
    }

    private final Map<UnitId, Entry> entries = new TreeMap<>();

    public static SupplyPhaseRecord of(TurnContext turn) {
        return turn.attachment(SupplyPhaseRecord.class, SupplyPhaseRecord::new);
    }

    Entry entry(UnitId unit) {
        return entries.computeIfAbsent(unit, k -> new Entry());
    }

    /** The source the unit used in this turn's supply phase (a unit id or a city), if it had one. */
    public Optional<String> effectiveSource(UnitId unit) {
        Entry e = entries.get(unit);
        return e == null || e.source.isBlank() ? Optional.empty() : Optional.of(e.source);
    }

    /** Every unit that drew this turn and the one source it drew from, in id order (GITM 10.5; section 15). */
    public Map<UnitId, String> draws() {
        Map<UnitId, String> draws = new TreeMap<>();
        entries.forEach((id, e) -> {
            if (e.drawn > 0) {
                draws.put(id, e.source);
            }
        });
        return draws;
    }
}
