package org.adjutant.gitm.forces;

import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.adjutant.gitm.economy.ManpowerBook;
import org.adjutant.gitm.event.CasualtiesSuffered;
import org.adjutant.gitm.event.GarrisonSurrendered;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.event.ReturnedToRanks;
import org.adjutant.gitm.event.Surrendered;
import org.adjutant.gitm.event.UnitDestroyed;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;

/**
 * Wounded and prisoners with no unit to rejoin (GITM 9.13; docs/rules/sow.md section 7, question 17), booked every
 * turn before the campaign's muster (E6), which takes them into the pool at the campaign's end:
 * <ul>
 * <li>those of a unit destroyed or surrendered during the turn: the pools it carried when it left, and the wounded and
 * prisoners of the losses it took in the fight that ended it (the combat ledger settles those after the unit is gone,
 * so they never reach its pools);</li>
 * <li>at a campaign's end, those who found no place in a unit already at its ceiling ({@code CampaignReturns}).</li>
 * </ul>
 * A state's men go to its {@code returning}; a militia unit's go home to its city's militia pool at once, up to the
 * pool's cap (the townsmen go home, as disbanded militia do, SoW 4.15), the rest for good. Disbanded units book their
 * own ({@link Disbanding}); a unit merged away hands its pools to the survivor ({@code Merger}).
 */
public final class ReturningMen implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        Board board = turn.board();
        Set<UnitId> gone = new HashSet<>();
        Map<UnitId, Integer> back = new TreeMap<>();
        Map<UnitId, Integer> away = new TreeMap<>();
        for (GitmEvent e : turn.events()) {
            if (e instanceof UnitDestroyed d) {
                left(board, d.unit(), gone, back);
            } else if (e instanceof Surrendered s && s.terms().endsTheUnit()) {
                left(board, s.unit(), gone, back);
            } else if (e instanceof GarrisonSurrendered g) {
                g.units().forEach(id -> left(board, id, gone, back));
            } else if (e instanceof CasualtiesSuffered c && gone.contains(c.unit())) {
                back.merge(c.unit(), c.wounded() + c.prisoners(), Integer::sum);
            } else if (e instanceof ReturnedToRanks r && r.turnedAway() > 0) {
                away.merge(r.unit(), r.turnedAway(), Integer::sum);
            }
        }
        back.forEach((id, men) -> board.departed(id).ifPresent(u -> book(turn, u, men)));
        away.forEach((id, men) -> {
            if (board.has(id)) {
                book(turn, board.unit(id), men);
            }
        });
    }

    private static void left(Board board, UnitId id, Set<UnitId> gone, Map<UnitId, Integer> back) {
        if (gone.add(id)) {
            board.departed(id).ifPresent(u -> back.merge(id, u.wounded() + u.prisoners(), Integer::sum));
        }
    }

    private static void book(TurnContext turn, Unit u, int men) {
        if (men <= 0) {
            return;
        }
        Optional<City> home = u.type() == UnitType.MI ? homeCity(turn.board(), u) : Optional.empty();
        if (home.isPresent()) {
            ManpowerBook.giveMilitia(turn.board(), home.get(), men);
        } else {
            ManpowerBook.of(turn).returning(u.state(), men);
        }
    }

    private static Optional<City> homeCity(Board board, Unit u) {
        String name = u.homeCity().strip();
        return board.map().cities().filter(c -> c.name().equalsIgnoreCase(name)).findFirst();
    }
}
