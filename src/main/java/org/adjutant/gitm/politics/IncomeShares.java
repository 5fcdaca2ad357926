package org.adjutant.gitm.politics;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.adjutant.gitm.economy.Exchequer;
import org.adjutant.gitm.economy.LedgerLine;
import org.adjutant.gitm.economy.OfficeOrders;
import org.adjutant.gitm.economy.Officers;
import org.adjutant.gitm.event.IncomeShared;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Presidency;

/**
 * E4b (docs/rules/politics.md section 5, docs/rules/sow.md section 22): just after income, the President of Mexico's
 * SHARE orders of the turn pay the states he names their percent of what the state of Mexico collected this turn (its
 * income less what its war chest does not collect), before upkeep, so a state's share pays its troops the same turn.
 * Each share is rounded down; what is not shared stays. Only the slot that holds the presidency when the turn starts
 * gives them.
 */
public final class IncomeShares implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        GitmState start = turn.board().start();
        Presidency p = start.politics().presidency();
        Optional<String> role = Shares.presidentRole(start);
        if (role.isEmpty() || start.turn() == 0) {
            return;
        }
        List<OfficeOrders.Given<OfficeOrder.Share>> shares = OfficeOrders.of(turn, List.of(role.get()),
                OfficeOrder.Share.class);
        if (shares.isEmpty()) {
            return;
        }
        Exchequer exchequer = Exchequer.of(turn);
        String from = p.state();
        int collected = exchequer.total(from, LedgerLine.Kind.INCOME)
                + exchequer.total(from, LedgerLine.Kind.UNCOLLECTED);
        Set<String> president = Set.of(p.office());
        int upTo = 0;
        for (OfficeOrders.Given<OfficeOrder.Share> given : shares) {
            OfficeOrder.Share share = given.order();
            upTo += share.percent();
            Optional<String> why = Shares.problem(start, president, share, upTo);
            if (why.isPresent()) {
                turn.events().add(new OrderNotCarriedOut(phase, from, "the President", share.normalForm(), why.get(),
                        Officers.of(from)));
                continue;
            }
            String to = Presidents.stateNamed(start, share.to()).orElseThrow();
            int crowns = collected * share.percent() / 100;
            if (crowns > 0) {
                exchequer.debit(from, LedgerLine.Kind.PAID, "President's share to " + to + ", " + share.percent()
                        + "% of " + collected + " collected", crowns);
                exchequer.credit(to, LedgerLine.Kind.RECEIVED, "President's share from " + from, crowns);
            }
            turn.events().add(new IncomeShared(phase, from, to, share.percent(), collected, crowns));
        }
    }
}
