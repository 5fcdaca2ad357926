package org.adjutant.gitm.economy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.unit.Unit;

/**
 * E5b (docs/rules/sow.md sections 3.2, 22, designed): after upkeep, a state whose treasury stands above its war
 * chest's limit ({@link WarChest#limit}) hands the excess of this turn's collected income to its civil government.
 * Only this turn's income is ever taken: the scenario's opening treasury and money received from other states stay,
 * so the limit caps what a state's own revenue piles up, and no treasury grows without bound.
 */
public final class WarChestLimit implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        if (!Turns.hasIncomeAndUpkeep(turn.board().start())) {
            return;
        }
        Exchequer exchequer = Exchequer.of(turn);
        Map<String, List<Unit>> armies = new TreeMap<>();
        exchequer.states().forEach(s -> armies.put(s, new ArrayList<>()));
        for (Unit u : turn.board().units()) {
            List<Unit> army = armies.get(u.state());
            if (army != null) {
                army.add(u);
            }
        }
        for (String state : exchequer.states()) {
            int collected = exchequer.total(state, LedgerLine.Kind.INCOME)
                    + exchequer.total(state, LedgerLine.Kind.UNCOLLECTED);
            int limit = WarChest.limit(armies.get(state));
            int excess = Math.min(collected, exchequer.balance(state) - limit);
            if (excess > 0) {
                exchequer.debit(state, LedgerLine.Kind.UNCOLLECTED, WarChest.overLimitLabel(limit), excess);
            }
        }
    }
}
