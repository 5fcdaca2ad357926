package org.adjutant.gitm.economy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.adjutant.gitm.event.Payment;
import org.adjutant.gitm.event.PaymentRefused;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.order.OrderParser;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Polity;

/**
 * O12 (docs/rules/sow.md sections 4, 22): the turn's {@code PAY} orders, last in the Orders phase. Every state's
 * payments are debited first (states in id order, each state's in the order written) and only then credited, so
 * money received this turn is spent from the next turn on and no result depends on the order of the states. An order
 * stands while its giver is the state's Treasury Minister (by default its War Minister, section 2); one that would
 * overdraw the treasury is not carried out and costs nothing.
 */
public final class Payments implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        GitmState start = turn.board().start();
        if (turn.officeOrders().isEmpty()) {
            return;
        }
        Exchequer exchequer = Exchequer.of(turn);
        List<Payment> made = new ArrayList<>();
        for (Polity p : start.states().values()) {
            for (OfficeOrders.Given<OfficeOrder.Pay> given
                    : OfficeOrders.of(turn, List.of(p.treasurer()), OfficeOrder.Pay.class)) {
                pay(turn, exchequer, start, p, given.order()).ifPresent(made::add);
            }
        }
        refuseStrayOrders(turn, start);
        for (Payment m : made) {
            exchequer.credit(m.to(), LedgerLine.Kind.RECEIVED, "from " + m.from(),
                    m.crowns());
            turn.events().add(m);
        }
    }

    private static Optional<Payment> pay(TurnContext turn, Exchequer exchequer, GitmState start, Polity from,
                                         OfficeOrder.Pay pay) {
        Optional<String> to = start.states().values().stream()
                .filter(q -> q.id().equalsIgnoreCase(pay.to().strip()) || q.name().equalsIgnoreCase(pay.to().strip()))
                .map(Polity::id).findFirst();
        String reason = null;
        if (to.isEmpty()) {
            reason = "There is no state " + pay.to() + " in this game.";
        } else if (to.get().equals(from.id())) {
            reason = "A state does not pay itself.";
        } else if (pay.crowns() > exchequer.balance(from.id())) {
            reason = from.id() + " had " + exchequer.balance(from.id()) + " Cr left after its earlier orders: "
                    + (pay.crowns() - exchequer.balance(from.id())) + " short (SoW-2018 2.1).";
        }
        if (reason != null) {
            turn.events().add(new PaymentRefused(Phase.ORDERS, from.id(), from.treasurer(), pay.normalForm(),
                    reason));
            return Optional.empty();
        }
        exchequer.debit(from.id(), LedgerLine.Kind.PAID, pay.normalForm(), pay.crowns());
        return Optional.of(new Payment(Phase.ORDERS, from.id(), to.get(), pay.crowns(), from.treasurer()));
    }

    /**
     * PAY orders from a role that is no state's Treasury Minister (an army-HQ commander, a War Minister whose state
     * names another Treasury Minister, or a slot that lost the office after sending): not carried out; when the role
     * is a War Minister, his state's officers are told why. The arrival check refuses such orders from the start.
     */
    private static void refuseStrayOrders(TurnContext turn, GitmState start) {
        Map<String, String> treasurers = new TreeMap<>();
        start.states().values().forEach(p -> treasurers.put(p.treasurer(), p.id()));
        for (Map.Entry<String, List<String>> block : new TreeMap<>(turn.officeOrders()).entrySet()) {
            if (treasurers.containsKey(block.getKey())) {
                continue;
            }
            for (String line : block.getValue()) {
                Optional<OfficeOrder> order = OrderParser.parseOfficeOrder(line);
                if (order.isPresent() && order.get() instanceof OfficeOrder.Pay pay) {
                    String state = start.states().values().stream()
                            .filter(p -> p.minister().equals(block.getKey())).map(Polity::id).findFirst().orElse("");
                    if (!state.isEmpty()) {
                        turn.events().add(new PaymentRefused(Phase.ORDERS, state, block.getKey(), pay.normalForm(),
                                block.getKey() + " is not the Treasury Minister of " + state + "."));
                    }
                }
            }
        }
    }
}
