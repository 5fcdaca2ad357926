package org.adjutant.gitm.forces;

import java.util.Optional;
import org.adjutant.gitm.event.MenTransferred;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.SupplyLedger;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.unit.Unit;

/**
 * Step O5 of the Orders phase (SoW 4.11; docs/rules/sow.md section 10): after merges, before inactivations. Each
 * transfer is judged by {@link TransferRule} on the position the orders before it left, with enemies in the square
 * judged now; "during a campaign" is read as wartime turns, so on peace and truce turns the units may stand apart.
 */
public final class Transferring implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        ForceOrders orders = ForceOrders.of(turn);
        Board board = turn.board();
        boolean wartime = turn.campaignTurn();
        for (ForceOrders.Transfer t : orders.transfers()) {
            Optional<String> problem = orders.missing(board, t.from()).or(() -> orders.missing(board, t.to()));
            if (problem.isEmpty()) {
                Unit from = board.unit(t.from());
                Unit to = board.unit(t.to());
                problem = ForceOrders.authority(board, t.given(), from).or(() -> TransferRule.problem(from, to, t.men(),
                        t.batteries(), wartime, Presence.hostileIn(board, from.state(), from.location().strategic())));
            }
            if (problem.isPresent()) {
                Refusals.notCarriedOut(turn, phase, t.given(), problem.get(), t.from(), t.to());
                continue;
            }
            TransferRule.Result r = TransferRule.apply(board.unit(t.from()), board.unit(t.to()), t.men(),
                    t.batteries());
            board.put(r.from());
            board.put(r.to());
            turn.supplyLedger().add(SupplyLedger.Flow.CONSUMED, r.suppliesEaten());
            turn.events().add(new MenTransferred(phase, r.from().id(), r.to().id(), r.from().location().strategic(),
                    t.given().words(), t.men(), t.batteries(), r.from().men(), r.to().men(),
                    Refusals.seenBy(r.from().state(), r.from().id(), r.to().id())));
        }
    }
}
