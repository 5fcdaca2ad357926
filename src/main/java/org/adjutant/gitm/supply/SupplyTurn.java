package org.adjutant.gitm.supply;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.adjutant.gitm.sequence.SupplyLedger;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.unit.UnitId;

/**
 * What the supply work keeps for the rest of one turn (a {@link TurnContext#attachment} of its own): how each active
 * unit was fed, who drew from a source, the besieged cities whose garrison went hungry, and the ledger of supplies
 * created and destroyed (the turn's own {@link TurnContext#supplyLedger}, which combat writes too). The supply phase writes it; desertion, the siege surrender phase and the ledger's report read
 * it (docs/rules/gitm-10-supply.md section 17).
 */
public final class SupplyTurn {
    private final Map<UnitId, Fed> fed = new TreeMap<>();
    private final Set<UnitId> drew = new TreeSet<>();
    private final Set<String> starvingCities = new TreeSet<>();
    private final SupplyLedger ledger;

    private SupplyTurn(SupplyLedger ledger) {
        this.ledger = ledger;
    }

    public static SupplyTurn of(TurnContext turn) {
        return turn.attachment(SupplyTurn.class, () -> new SupplyTurn(turn.supplyLedger()));
    }

    public void fed(UnitId unit, Fed how) {
        fed.put(unit, how);
    }

    /** How the unit was fed this turn; empty when it was not judged (inactive, shattered, not a campaign turn). */
    public Optional<Fed> fed(UnitId unit) {
        return Optional.ofNullable(fed.get(unit));
    }

    public Map<UnitId, Fed> fedUnits() {
        return java.util.Collections.unmodifiableMap(fed);
    }

    public void drew(UnitId unit) {
        drew.add(unit);
    }

    public boolean hasDrawn(UnitId unit) {
        return drew.contains(unit);
    }

    /** A besieged city one of whose garrison went unfed this turn (GITM 10.3: the surrender roll may follow). */
    public void starving(String city) {
        starvingCities.add(city);
    }

    public Set<String> starvingCities() {
        return java.util.Collections.unmodifiableSet(starvingCities);
    }

    public SupplyLedger ledger() {
        return ledger;
    }
}
