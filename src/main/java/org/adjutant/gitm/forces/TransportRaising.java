package org.adjutant.gitm.forces;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.GitmState;

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
        GitmState start = turn.board().start();
        StrategicMap map = turn.board().map();
        Pending pending = Pending.of(turn);
        TreasuryBuildOrders.run(phase, turn, OfficeOrder.RaiseTransport.class,
                new TreasuryBuildOrders.Judge<>() {
                    @Override
                    public Optional<String> problem(String state, OfficeOrder.RaiseTransport r, BuildFunds funds) {
                        return TransportBuilds.problem(start, map, state, r, funds, pending.fitted);
                    }

                    @Override
                    public void accept(String state, OfficeOrder.RaiseTransport r, BuildFunds funds) {
                        TransportBuilds.count(map, state, r, funds, pending.fitted);
                        pending.builds.add(new Pending.Build(state, r, TransportBuilds.portName(map, r),
                                TransportBuilds.cost(r.capacity())));
                    }
                });
    }
}
