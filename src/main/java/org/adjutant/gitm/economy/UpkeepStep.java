package org.adjutant.gitm.economy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.adjutant.gitm.event.UnpaidTroops;
import org.adjutant.gitm.event.UpkeepUnpaid;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.Visibility;

/**
 * E5 (docs/rules/sow.md sections 5, 6, 22): every unit on the board at the end of the turn is charged its upkeep
 * (SoW 5.1-5.3), every turn from 1 on. A state whose treasury cannot meet the bill pays what it has, ends at 0, and
 * the shortfall {@code S} of the bill {@code B} falls on every unit owed more than nothing: each loses
 * {@code rhu(10 S / B)} morale and, unless it is a headquarters, {@code rhu(5% x men x S / B)} men, who go home.
 * Runs after the drift of morale, so the loss stands until next turn.
 */
public final class UpkeepStep implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        GitmState start = turn.board().start();
        if (!Turns.hasIncomeAndUpkeep(start)) {
            return;
        }
        boolean peace = Turns.isPeaceTurn(start);
        Exchequer exchequer = Exchequer.of(turn);
        Map<String, List<Owed>> bills = new TreeMap<>();
        exchequer.states().forEach(s -> bills.put(s, new ArrayList<>()));
        for (Unit u : turn.board().units()) {
            Upkeep.Rate rate = Upkeep.rate(u, peace);
            Upkeep.Charge charge = Upkeep.charge(u.type(), u.men(), u.batteries(), rate);
            List<Owed> bill = bills.get(u.state());
            if (bill != null) {
                bill.add(new Owed(u, rate, charge));
            }
        }
        bills.forEach((state, owed) -> charge(turn, exchequer, state, owed));
    }

    private static void charge(TurnContext turn, Exchequer exchequer, String state, List<Owed> owed) {
        int bill = owed.stream().mapToInt(o -> o.charge.amount()).sum();
        int available = exchequer.balance(state);
        int shortfall = Math.max(0, bill - available);
        if (shortfall > 0) {
            exchequer.credit(state, LedgerLine.Kind.UNPAID, "the treasury held " + available
                    + " Cr against a bill of " + bill, shortfall);
        }
        for (Owed o : owed) {
            exchequer.debit(state, LedgerLine.Kind.UPKEEP, o.label(), o.charge.amount());
        }
        if (shortfall == 0) {
            return;
        }
        turn.events().add(new UpkeepUnpaid(Phase.END_OF_TURN, state, bill, available, shortfall));
        for (Owed o : owed) {
            if (o.charge.amount() > 0) {
                unpaid(turn, state, o.unit, bill, shortfall);
            }
        }
    }

    /** Section 6: morale and men lost in proportion to the share of the bill unpaid. */
    private static void unpaid(TurnContext turn, String state, Unit u, int bill, int shortfall) {
        int morale = (int) Sinews.roundHalfUp((long) Sinews.UNPAID_MORALE * shortfall, bill);
        int deserters = u.type().isHeadquarters() ? 0 : (int) Sinews.roundHalfUp(
                (long) u.men() * Sinews.UNPAID_DESERTION_PER_MILLE * shortfall, 1000L * bill);
        Unit now = turn.board().unit(u.id());
        turn.board().put(now.withMen(now.men() - deserters).adjustMorale(-morale));
        java.util.Set<String> seen = new java.util.TreeSet<>(Officers.of(state).observers());
        seen.add(u.id().toString());
        turn.events().add(new UnpaidTroops(Phase.END_OF_TURN, u.id(), deserters, morale, new Visibility(seen)));
    }

    private record Owed(Unit unit, Upkeep.Rate rate, Upkeep.Charge charge) {
        String label() {
            return unit.id() + " " + rate.words() + ", " + charge.basis();
        }
    }
}
