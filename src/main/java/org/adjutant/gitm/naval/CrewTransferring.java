package org.adjutant.gitm.naval;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.event.CrewTransferred;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.order.OrderParser;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.GitmState;

/**
 * Step O5b of the Orders phase (SoW 4.12; docs/rules/naval.md section 7), after the land units' transfers: every
 * {@code TRANSFER ... CREW/MARINES FROM <ship> TO <ship>}, office blocks in the order they arrived and each block's
 * lines as written, judged again ({@link CrewTransfers}) on the ships the orders before left. The office was judged
 * when the mail arrived; a transfer that no longer fits is not made at all and its giver hears why.
 */
public final class CrewTransferring implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        Fleet fleet = Fleet.of(turn);
        GitmState start = turn.board().start();
        for (Map.Entry<String, List<String>> block : turn.officeOrders().entrySet()) {
            for (String line : block.getValue()) {
                Optional<OfficeOrder> order = OrderParser.parseOfficeOrder(line);
                if (order.isPresent() && order.get() instanceof OfficeOrder.TransferCrew t) {
                    transfer(phase, turn, start, fleet, t);
                }
            }
        }
    }

    private static void transfer(Phase phase, TurnContext turn, GitmState start, Fleet fleet,
                                 OfficeOrder.TransferCrew order) {
        String state = start.navy().ship(order.from()).map(Ship::state).orElse("");
        Optional<String> problem = CrewTransfers.problem(start, fleet.navy(), state, order.crew(), order.marines(),
                order.from(), order.to());
        if (problem.isPresent()) {
            turn.events().add(new OrderNotCarriedOut(phase, state, "the Naval Minister", order.normalForm(),
                    problem.get(), Admiralty.observers(state)));
            return;
        }
        Ship from = fleet.navy().ship(order.from()).orElseThrow();
        Ship to = fleet.navy().ship(order.to()).orElseThrow();
        fleet.put(from.withMen(from.crew() - order.crew(), from.marines() - order.marines()));
        fleet.put(to.withMen(to.crew() + order.crew(), to.marines() + order.marines()));
        turn.events().add(new CrewTransferred(phase, from.id(), to.id(), order.crew(), order.marines(),
                Admiralty.observers(state)));
    }
}
