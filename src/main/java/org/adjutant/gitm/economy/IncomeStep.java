package org.adjutant.gitm.economy;

import java.util.Map;
import java.util.TreeMap;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.Purse;

/**
 * E4 (docs/rules/sow.md section 22): every city earns its controller its income on the position the turn ends with,
 * peace and truce turns alike (question Q1), and every off-map port its holder; turn 0 earns nothing (SoW-2018
 * 2.2-2.4). A state whose scenario sets its collection below 100 takes in only that share of the sum: the rest is
 * one {@link LedgerLine.Kind#UNCOLLECTED} line (section 3.1).
 */
public final class IncomeStep implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        if (!Turns.hasIncomeAndUpkeep(turn.board().start())) {
            return;
        }
        Exchequer exchequer = Exchequer.of(turn);
        Map<String, Integer> earned = new TreeMap<>();
        for (CityIncome c : Income.of(turn.board())) {
            exchequer.credit(c.state(), LedgerLine.Kind.INCOME, c.label(), c.amount());
            earned.merge(c.state(), c.amount(), Integer::sum);
        }
        for (PortIncome p : Income.ports(turn.board().start())) {
            exchequer.credit(p.state(), LedgerLine.Kind.INCOME, p.label(), p.amount());
            earned.merge(p.state(), p.amount(), Integer::sum);
        }
        earned.forEach((state, sum) -> {
            Purse purse = turn.board().start().states().get(state).purse();
            int lost = sum - purse.collected(sum);
            if (lost > 0) {
                exchequer.debit(state, LedgerLine.Kind.UNCOLLECTED, WarChest.uncollectedLabel(purse, sum), lost);
            }
        });
    }
}
