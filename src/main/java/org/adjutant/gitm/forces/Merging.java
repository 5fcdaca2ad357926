package org.adjutant.gitm.forces;

import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.economy.ManpowerBook;
import org.adjutant.gitm.event.Release;
import org.adjutant.gitm.event.UnitsMerged;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.SupplyLedger;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.unit.Merger;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.Violation;

/**
 * Step O4 of the Orders phase (GITM 3.5, SoW 4.13; docs/rules/sow.md section 11): after activations, so that a unit
 * ordered out this turn may merge, and before inactivations, so that the merged unit may stand down. {@link Merger}
 * judges and builds the merged unit, with enemies in the square judged now; the absorbed unit leaves the game. Men
 * above the survivor's ceiling go home as {@link Releases} says (from abroad with losses), batteries above it are lost.
 */
public final class Merging implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        ForceOrders orders = ForceOrders.of(turn);
        Board board = turn.board();
        for (ForceOrders.Merge m : orders.merges()) {
            Optional<String> problem = orders.missing(board, m.absorbed()).or(() -> orders.missing(board, m.into()));
            if (problem.isEmpty()) {
                Unit absorbed = board.unit(m.absorbed());
                Unit into = board.unit(m.into());
                problem = ForceOrders.authority(board, m.given(), absorbed).or(() -> {
                    boolean enemy = Presence.hostileIn(board, absorbed.state(), absorbed.location().strategic());
                    List<Violation> found = Merger.check(absorbed, into, enemy);
                    return found.isEmpty() ? Optional.empty() : Optional.of(found.get(0).reason());
                });
            }
            if (problem.isPresent()) {
                Refusals.notCarriedOut(turn, phase, m.given(), problem.get(), m.absorbed(), m.into());
                continue;
            }
            Unit absorbed = board.unit(m.absorbed());
            Merger.Result result = Merger.merge(absorbed, board.unit(m.into()));
            Unit merged = result.merged();
            StrategicSquare square = merged.location().strategic();
            Release excess = Releases.of(result.excessMen(), !Territory.isHome(board, merged.state(), square),
                    board.start().campaign());
            // two units' supplies become one, or none unless both carried one (GITM 3.5)
            turn.supplyLedger().add(SupplyLedger.Flow.DISBANDED,
                    absorbed.supplies() + board.unit(m.into()).supplies() - merged.supplies());
            board.remove(absorbed.id());
            board.put(merged);
            // docs/rules/sow.md section 11: the excess men rejoin the pool at the end of the next campaign
            ManpowerBook.of(turn).owe(merged.state(), excess.returnCampaign(), excess.toPool(), excess.penaltyVp());
            orders.gone(absorbed.id(), "merged into " + merged.id());
            turn.events().add(new UnitsMerged(phase, absorbed.id(), merged.id(), merged.state(), square,
                    m.given().words(), merged.men(), merged.batteries(), excess, result.excessBatteries(),
                    Refusals.seenBy(merged.state(), absorbed.id(), merged.id())));
        }
    }
}
