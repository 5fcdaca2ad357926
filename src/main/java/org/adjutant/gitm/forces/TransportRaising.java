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
 * Step O9, after the land builds (SoW 4.4, 4.5; docs/rules/naval.md section 13): every state's {@code RAISE TR}
 * orders, states in id order and each state's in the order its Treasury Minister wrote them. Each is judged again by
 * {@link TransportBuilds} against what the orders before it left; one that passes is paid for and the group is fitted
 * out at the end of the turn ({@link TransportsFitted}). One that fails costs nothing and the officers read why.
 */
public final class TransportRaising implements TurnStep {
    /** The turn's transport builds paid for, and the capacity ordered in each port. */
    static final class Pending {
        record Build(String state, OfficeOrder.RaiseTransport order, String port, int cost) {
        }

        private final List<Build> builds = new ArrayList<>();
        private final Map<String, Integer> fitted = new TreeMap<>();

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
            for (OfficeOrders.Given<OfficeOrder.RaiseTransport> given
                    : OfficeOrders.of(turn, List.of(p.treasurer()), OfficeOrder.RaiseTransport.class)) {
                OfficeOrder.RaiseTransport r = given.order();
                if (funds == null) {
                    funds = new TurnFunds(turn);
                }
                Optional<String> problem = TransportBuilds.problem(start, map, p.id(), r, funds, pending.fitted);
                if (problem.isPresent()) {
                    String by = p.treasurer().equals(p.minister()) ? "the War Minister" : "the Treasury Minister";
                    turn.events().add(new OrderNotCarriedOut(phase, p.id(), by, r.normalForm(), problem.get(),
                            Officers.of(p.id())));
                    continue;
                }
                TransportBuilds.count(map, p.id(), r, funds, pending.fitted);
                pending.builds.add(new Pending.Build(p.id(), r, TransportBuilds.portName(map, r),
                        TransportBuilds.cost(r.capacity())));
            }
        }
    }
}
