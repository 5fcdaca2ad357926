package org.adjutant.gitm.economy;

import org.adjutant.gitm.event.TreasuryStatement;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.Polity;

/**
 * E7 (docs/rules/sow.md sections 19, 22): one statement per state, every turn (turn 0 included), from its ledger, so
 * that what the engine charged and what the officers read cannot differ.
 */
public final class TreasuryStatements implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        Exchequer exchequer = Exchequer.of(turn);
        boolean peace = Turns.isPeaceTurn(turn.board().start());
        for (String state : exchequer.states()) {
            Polity p = turn.board().start().states().get(state);
            turn.events().add(new TreasuryStatement(Phase.END_OF_TURN, state, p.name(), exchequer.opening(state),
                    exchequer.ledger(state), exchequer.balance(state), peace));
        }
    }
}
