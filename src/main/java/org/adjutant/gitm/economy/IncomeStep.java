package org.adjutant.gitm.economy;

import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;

/**
 * E4 (docs/rules/sow.md section 22): every city earns its controller its income on the position the turn ends with,
 * peace and truce turns alike (question Q1), and every off-map port its holder; turn 0 earns nothing (SoW-2018
 * 2.2-2.4).
 */
public final class IncomeStep implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        if (!Turns.hasIncomeAndUpkeep(turn.board().start())) {
            return;
        }
        Exchequer exchequer = Exchequer.of(turn);
        for (CityIncome c : Income.of(turn.board())) {
            exchequer.credit(c.state(), LedgerLine.Kind.INCOME, c.label(), c.amount());
        }
        for (PortIncome p : Income.ports(turn.board().start())) {
            exchequer.credit(p.state(), LedgerLine.Kind.INCOME, p.label(), p.amount());
        }
    }
}
