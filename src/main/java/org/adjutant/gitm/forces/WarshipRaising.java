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
        GitmState start = turn.board().start();
        StrategicMap map = turn.board().map();
        Pending pending = Pending.of(turn);
        TreasuryBuildOrders.run(phase, turn, OfficeOrder.RaiseWarship.class,
                new TreasuryBuildOrders.Judge<>() {
                    @Override
                    public Optional<String> problem(String state, OfficeOrder.RaiseWarship r, BuildFunds funds) {
                        return WarshipBuilds.problem(start, map, state, r, funds, pending.laid);
                    }

                    @Override
                    public void accept(String state, OfficeOrder.RaiseWarship r, BuildFunds funds) {
                        WarshipBuilds.count(map, state, r, funds, pending.laid);
                        pending.builds.add(new Pending.Build(state, r, WarshipBuilds.portName(map, r)));
                    }
                });
    }
}
