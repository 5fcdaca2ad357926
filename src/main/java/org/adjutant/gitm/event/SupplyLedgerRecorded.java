package org.adjutant.gitm.event;

import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.SupplyLedger;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * The turn's supply ledger (docs/rules/gitm-10-supply.md section 15): the supplies that came into the game and left
 * it, by cause, and every draw of the turn with its one source. For the moderator's record and the soak test only:
 * no player's report shows it (its visibility names no unit).
 */
public record SupplyLedgerRecorded(Phase when, Map<SupplyLedger.Flow, Integer> totals, Map<UnitId, String> draws)
        implements GitmEvent {
    public SupplyLedgerRecorded {
        totals = java.util.Collections.unmodifiableMap(new TreeMap<>(totals)); // in flow order, not hash order
        draws = java.util.Collections.unmodifiableMap(new TreeMap<>(draws));
    }

    @Override
    public Visibility visibility() {
        return Visibility.moderatorOnly();
    }

    @Override
    public String kind() {
        return "supply-ledger";
    }

    @Override
    public String describe() {
        String flows = totals.isEmpty() ? "none" : new TreeMap<>(totals).entrySet().stream()
                .map(e -> e.getKey().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + " "
                        + e.getValue())
                .collect(Collectors.joining(", "));
        return "Supply ledger: " + flows + "; " + draws.size() + " unit" + (draws.size() == 1 ? "" : "s")
                + " drew from a source.";
    }
}
