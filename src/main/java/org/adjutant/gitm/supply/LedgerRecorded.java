package org.adjutant.gitm.supply;

import org.adjutant.gitm.sequence.SupplyLedger;
import org.adjutant.gitm.event.SupplyLedgerRecorded;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;

/**
 * End-of-turn step E10 (docs/rules/gitm-10-supply.md section 15): the turn's ledger and draws as one event for the
 * moderator's record, last of the turn, so that everything the turn created or destroyed is in it.
 */
public final class LedgerRecorded implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        turn.events().add(new SupplyLedgerRecorded(phase, SupplyTurn.of(turn).ledger().entries(),
                SupplyPhaseRecord.of(turn).draws()));
    }
}
