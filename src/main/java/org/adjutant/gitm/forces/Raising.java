package org.adjutant.gitm.forces;

import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.economy.Officers;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.order.OrderParser;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Polity;

/**
 * Step O9 of the Orders phase (SoW 4.2-4.9; docs/rules/sow.md sections 8, 22): every state's RAISE orders, states in
 * id order and each state's in the order its Treasury Minister wrote them (the land build form is his; by default the
 * War Minister holds the office). Each is judged again by {@link BuildRules} against what the orders before it left;
 * one that passes is paid for through the exchequer's ledger, its men drawn, and its units formed at the end of the
 * turn ({@link BuildsCompleted}). One that fails costs nothing and its officers read why.
 */
public final class Raising implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        if (turn.officeOrders().isEmpty()) {
            return;
        }
        GitmState start = turn.board().start();
        StrategicMap map = turn.board().map();
        TurnFunds funds = null;
        for (Polity p : start.states().values()) {
            List<String> lines = turn.officeOrders().getOrDefault(p.treasurer(), List.of());
            for (String line : lines) {
                Optional<OfficeOrder> order = OrderParser.parseOfficeOrder(line);
                if (order.isEmpty() || !(order.get() instanceof OfficeOrder.Raise r)
                        || RisingRules.isRising(start, map, p.id(), r)) {
                    continue; // a rising is step O8's (MilitiaRisings)
                }
                if (funds == null) {
                    funds = new TurnFunds(turn);
                }
                Optional<String> problem = BuildRules.problem(start, map, p.id(), r, funds);
                if (problem.isPresent()) {
                    String by = p.treasurer().equals(p.minister()) ? "the War Minister" : "the Treasury Minister";
                    turn.events().add(new OrderNotCarriedOut(phase, p.id(), by, r.normalForm(), problem.get(),
                            Officers.of(p.id())));
                    continue;
                }
                BuildRules.count(map, p.id(), r, funds);
                PendingBuilds.of(turn).add(new PendingBuilds.Build(p.id(), r,
                        BuildRules.cityOnMap(map, r.city()).orElseThrow(),
                        BuildRules.cost(BuildRules.type(r), r.men(), r.batteries())));
            }
        }
    }
}
