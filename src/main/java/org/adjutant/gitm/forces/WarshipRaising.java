package org.adjutant.gitm.forces;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.adjutant.gitm.economy.OfficeOrders;
import org.adjutant.gitm.economy.Officers;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Polity;

/**
 * Step O9, after the transport builds (SoW 4.4, 4.5, 4.8; docs/rules/naval.md section 13.4): every state's
 * {@code RAISE FL|FR|SL} orders, states in id order and each state's in the order its Treasury Minister wrote them.
 * Each is judged again by {@link WarshipBuilds} against what the orders before it left; one that passes is paid for,
 * her people are enlisted, and she is laid down at the end of the turn ({@link Shipyards}). One that fails costs
 * nothing and the officers read why.
 */
public final class WarshipRaising implements TurnStep {
    /** The turn's warships paid for, and the dockyards they take in each port. */
    static final class Pending {
        record Build(String state, OfficeOrder.RaiseWarship order, String port) {
        }

        private final List<Build> builds = new ArrayList<>();
        private final Map<String, Integer> laid = new TreeMap<>();

        static Pending of(TurnContext turn) {
            return turn.attachment(Pending.class, Pending::new);
        }

        List<Build> builds() {
            return List.copyOf(builds);
        }
    }

    @Override
    public void run(Phase phase, TurnContext turn) {
        if (turn.officeOrders().isEmpty()) {
            return;
        }
        GitmState start = turn.board().start();
        StrategicMap map = turn.board().map();
        Pending pending = Pending.of(turn);
        TurnFunds funds = null;
        for (Polity p : start.states().values()) {
            for (OfficeOrders.Given<OfficeOrder.RaiseWarship> given
                    : OfficeOrders.of(turn, List.of(p.treasurer()), OfficeOrder.RaiseWarship.class)) {
                OfficeOrder.RaiseWarship r = given.order();
                if (funds == null) {
                    funds = new TurnFunds(turn);
                }
                Optional<String> problem = WarshipBuilds.problem(start, map, p.id(), r, funds, pending.laid);
                if (problem.isPresent()) {
                    String by = p.treasurer().equals(p.minister()) ? "the War Minister" : "the Treasury Minister";
                    turn.events().add(new OrderNotCarriedOut(phase, p.id(), by, r.normalForm(), problem.get(),
                            Officers.of(p.id())));
                    continue;
                }
                WarshipBuilds.count(map, p.id(), r, funds, pending.laid);
                pending.builds.add(new Pending.Build(p.id(), r, WarshipBuilds.portName(map, r)));
            }
        }
    }
}
