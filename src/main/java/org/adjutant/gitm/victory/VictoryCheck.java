package org.adjutant.gitm.victory;

import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.event.WarWon;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.PositionSettlement;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.state.VictoryTerms;
import org.adjutant.gitm.unit.Unit;

/**
 * The last step of every turn (docs/rules/victory.md, designed): the scenario's victory conditions are checked in
 * their order on the position the turn ends with, the first met winning; when none is met and this was the
 * scenario's last turn, the side it names for that case wins. A victory is announced to everyone ({@link WarWon}) and
 * kept in the next position, which makes the game over. A game already decided is not checked again; neither is the
 * deployment turn, on which nobody has moved yet.
 */
public final class VictoryCheck implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        GitmState start = turn.board().start();
        VictoryTerms terms = start.settings().victory();
        if (terms.decided().isPresent() || start.turn() == 0) {
            return;
        }
        Optional<VictoryTerms.Victory> won = met(turn.board(), terms.conditions())
                .map(c -> new VictoryTerms.Victory(c.winner(), c.name(), start.campaign(), start.turn()));
        if (won.isEmpty() && start.isLastTurn()) {
            won = terms.atEnd().map(side -> new VictoryTerms.Victory(side, "the war's last turn ended with none of"
                    + " the other side's aims achieved", start.campaign(), start.turn()));
        }
        won.ifPresent(v -> {
            turn.events().add(new WarWon(phase, v));
            turn.attachment(Decided.class, () -> new Decided(v));
        });
    }

    /** The first condition met on the board, in the scenario's order. */
    static Optional<VictoryTerms.Condition> met(Board board, List<VictoryTerms.Condition> conditions) {
        for (VictoryTerms.Condition c : conditions) {
            if (c instanceof VictoryTerms.Holds h && holds(board, h)) {
                return Optional.of(c);
            }
            if (c instanceof VictoryTerms.ArmyLost a && menOf(board, a.state()) < a.men()) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }

    /** Whether states of the winner's nation hold every city named, from the campaign named on. */
    private static boolean holds(Board board, VictoryTerms.Holds h) {
        GitmState start = board.start();
        if (start.campaign() < h.fromCampaign()) {
            return false;
        }
        for (String name : h.cities()) {
            Optional<City> city = board.map().cities().filter(c -> c.name().equals(name)).findFirst();
            if (city.isEmpty()) {
                return false; // the scenario loader names only cities of the map; a map without it cannot be held
            }
            String holder = board.city(city.get()).state();
            Optional<Nation> side = start.state(holder).map(Polity::nation);
            if (side.isEmpty() || side.get() != h.winner()) {
                return false;
            }
        }
        return true;
    }

    /** The men of a state's units on the board at the end of the turn, headquarters apart. */
    static int menOf(Board board, String state) {
        int men = 0;
        for (Unit u : board.units()) {
            if (u.state().equals(state) && !u.type().isHeadquarters()) {
                men += u.men();
            }
        }
        return men;
    }

    /** Keeps the victory in the next position: the settlement that ends the game. */
    private record Decided(VictoryTerms.Victory victory) implements PositionSettlement {
        @Override
        public GitmState settle(GitmState next) {
            return next.withSettings(next.settings().withVictory(next.settings().victory().decide(victory)));
        }
    }
}
