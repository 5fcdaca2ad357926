package org.adjutant.gitm.forces;

import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.economy.OfficeOrders;
import org.adjutant.gitm.economy.Officers;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.state.Polity;

/**
 * The Orders phase's way through one kind of naval build (docs/rules/naval.md section 13): every state's orders of
 * that kind from its Treasury Minister's slot, states in id order and each state's in the order written, each judged
 * against what the orders before it left. One that passes is counted (paid for); one that fails costs nothing and
 * the state's officers read why.
 */
final class TreasuryBuildOrders {
    /** How one kind of build is judged and counted against the turn's funds. */
    interface Judge<T extends OfficeOrder> {
        Optional<String> problem(String state, T order, BuildFunds funds);

        void accept(String state, T order, BuildFunds funds);
    }

    private TreasuryBuildOrders() {
    }

    static <T extends OfficeOrder> void run(Phase phase, TurnContext turn, Class<T> kind, Judge<T> judge) {
        if (turn.officeOrders().isEmpty()) {
            return;
        }
        TurnFunds funds = null;
        for (Polity p : turn.board().start().states().values()) {
            for (OfficeOrders.Given<T> given : OfficeOrders.of(turn, List.of(p.treasurer()), kind)) {
                T order = given.order();
                if (funds == null) {
                    funds = new TurnFunds(turn);
                }
                Optional<String> problem = judge.problem(p.id(), order, funds);
                if (problem.isPresent()) {
                    String by = p.treasurer().equals(p.minister()) ? "the War Minister" : "the Treasury Minister";
                    turn.events().add(new OrderNotCarriedOut(phase, p.id(), by, order.normalForm(), problem.get(),
                            Officers.of(p.id())));
                    continue;
                }
                judge.accept(p.id(), order, funds);
            }
        }
    }
}
