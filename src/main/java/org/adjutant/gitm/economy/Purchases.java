package org.adjutant.gitm.economy;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.event.SuppliesBought;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Polity;

/**
 * O11 (docs/rules/sow.md sections 14, 22): the turn's {@code BUY ... SUPPLIES} orders, paid now and delivered at the end
 * of the turn ({@link SuppliesDelivered}). States in id order; a state's orders from its War Minister's and its
 * Treasury Minister's blocks joined in the order the blocks arrived, each in the order written (section 18.4). An order
 * the market or the treasury no longer allows is not carried out and costs nothing.
 */
public final class Purchases implements TurnStep {
    /** Supplies paid for and waiting for the end of the turn, in the order bought. */
    public static final class Pending {
        private final List<Bought> bought = new ArrayList<>();

        public static Pending of(TurnContext turn) {
            return turn.attachment(Pending.class, Pending::new);
        }

        public List<Bought> bought() {
            return List.copyOf(bought);
        }
    }

    /** One purchase paid for. */
    public record Bought(String state, String city, int amount) {
    }

    @Override
    public void run(Phase phase, TurnContext turn) {
        GitmState start = turn.board().start();
        if (turn.officeOrders().isEmpty()) {
            return;
        }
        Exchequer exchequer = Exchequer.of(turn);
        for (Polity p : start.states().values()) {
            Map<String, Integer> bought = new TreeMap<>();
            for (OfficeOrders.Given<OfficeOrder.BuySupplies> given
                    : OfficeOrders.of(turn, officers(p), OfficeOrder.BuySupplies.class)) {
                OfficeOrder.BuySupplies buy = given.order();
                SupplyMarket.Result r = buy(start, turn.board().map(), exchequer, p.id(), buy, bought);
                if (r.quote().isPresent()) {
                    SupplyMarket.Quote q = r.quote().get();
                    Pending.of(turn).bought.add(new Bought(p.id(), q.city(), q.amount()));
                    turn.events().add(new SuppliesBought(Phase.ORDERS, p.id(), given.role(), q.city(), q.amount(),
                            q.crowns()));
                } else {
                    turn.events().add(new OrderNotCarriedOut(Phase.ORDERS, p.id(), given.role(), buy.normalForm(),
                            r.refusal().orElseThrow(), Officers.of(p.id())));
                }
            }
        }
    }

    /** The slots that may buy: the War Minister's and the Treasury Minister's (section 2); their order is arrival's. */
    static Set<String> officers(Polity p) {
        Set<String> roles = new LinkedHashSet<>();
        roles.add(p.minister());
        roles.add(p.treasurer());
        return roles;
    }

    /**
     * Checks one purchase against the market and the treasury as the orders before it left them, and pays for it when
     * both allow it. The deadline and the reply to a mail ({@link OrdersProjection}) both buy through here.
     */
    static SupplyMarket.Result buy(GitmState start, StrategicMap map, Exchequer exchequer, String state,
                                   OfficeOrder.BuySupplies order, Map<String, Integer> bought) {
        Map<String, Integer> tentative = new TreeMap<>(bought);
        SupplyMarket.Result r = SupplyMarket.quote(start, map, state, order, tentative);
        if (r.quote().isEmpty()) {
            return r;
        }
        SupplyMarket.Quote q = r.quote().get();
        Optional<String> short_ = Shortfall.of(exchequer, state, order.normalForm(), q.crowns(), "SoW 6");
        if (short_.isPresent()) {
            return new SupplyMarket.Result(Optional.empty(), short_);
        }
        bought.putAll(tentative);
        exchequer.debit(state, LedgerLine.Kind.PURCHASED, q.amount() + " supplies at " + q.city() + " ("
                + q.priceEach() + " Cr each)", q.crowns());
        return r;
    }
}
