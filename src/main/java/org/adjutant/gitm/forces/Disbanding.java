package org.adjutant.gitm.forces;

import java.util.Optional;
import org.adjutant.gitm.economy.ManpowerBook;
import org.adjutant.gitm.event.Release;
import org.adjutant.gitm.event.UnitDisbanded;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.SupplyLedger;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitType;

/**
 * Step O2 of the Orders phase (SoW 4.15; docs/rules/sow.md section 13): units disbanded by their War Minister leave the
 * game before anything else happens, so they obey none of their orders this turn. Only in a strategic square free of
 * enemy units, except militia in the square of the city that raised them. Their batteries and carried supplies are
 * lost; their men (stragglers included) go home as {@link Releases} says, militia at once to their city; their wounded
 * and prisoners come back at the campaign's end: all booked in the turn's {@link ManpowerBook} (docs/rules/sow.md
 * section 7), militia straight into their city's militia pool.
 */
public final class Disbanding implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        ForceOrders orders = ForceOrders.of(turn);
        Board board = turn.board();
        for (ForceOrders.Disband d : orders.disbands()) {
            Optional<String> problem = orders.missing(board, d.unit());
            if (problem.isEmpty()) {
                Unit u = board.unit(d.unit());
                problem = ForceOrders.authority(board, d.given(), u).or(() -> where(board, u));
            }
            if (problem.isPresent()) {
                Refusals.notCarriedOut(turn, phase, d.given(), problem.get(), d.unit());
                continue;
            }
            Unit u = board.unit(d.unit());
            StrategicSquare square = u.location().strategic();
            board.remove(u.id());
            Release release = dismiss(turn, board, u, !Territory.isHome(board, u.state(), square));
            orders.gone(u.id(), "was disbanded");
            turn.events().add(new UnitDisbanded(phase, u.id(), u.state(), square, d.given().words(), release,
                    u.batteries(), u.supplies(), u.wounded() + u.prisoners(), Refusals.seenBy(u.state(), u.id())));
        }
    }

    /**
     * What becomes of a disbanded unit's men and stores, once it is off the board: its men go home as {@link Releases}
     * says ({@code abroad}: from outside its nation), its carried supplies are lost, and all is booked. Also for units
     * disbanded by a rule rather than an order (GITM 7.18's units at sea whose group's base port is the enemy's).
     */
    public static Release dismiss(TurnContext turn, Board board, Unit u, boolean abroad) {
        int men = u.men() + u.stragglers();
        Release release = u.type() == UnitType.MI ? Releases.militia(men)
                : Releases.of(men, abroad, board.start().campaign());
        turn.supplyLedger().add(SupplyLedger.Flow.DISBANDED, u.supplies());
        book(turn, board, u, release);
        return release;
    }

    /** Section 7: the men to the pool later (militia to their city now), the wounded and prisoners at campaign end. */
    private static void book(TurnContext turn, Board board, Unit u, Release release) {
        ManpowerBook muster = ManpowerBook.of(turn);
        if (u.type() == UnitType.MI) {
            board.map().cities().filter(c -> c.name().equalsIgnoreCase(u.homeCity().strip())).findFirst()
                    .ifPresent(c -> ManpowerBook.giveMilitia(board, c, release.toPool()));
        } else {
            muster.owe(u.state(), release.returnCampaign(), release.toPool(), release.penaltyVp());
        }
        muster.returning(u.state(), u.wounded() + u.prisoners());
    }

    /** Why the unit cannot disband where it stands, if it cannot. */
    private static Optional<String> where(Board board, Unit u) {
        StrategicSquare square = u.location().strategic();
        if (!Presence.hostileIn(board, u.state(), square)) {
            return Optional.empty();
        }
        if (u.type() == UnitType.MI && homeSquare(board, u).filter(square::equals).isPresent()) {
            return Optional.empty();
        }
        return Optional.of("enemy units are in " + square + ": a unit disbands only in a square free of them,"
                + " militia also in the square of the city that raised them (SoW 4.15)");
    }

    private static Optional<StrategicSquare> homeSquare(Board board, Unit u) {
        if (u.homeCity().isEmpty()) {
            return Optional.empty();
        }
        return board.map().cities().filter(c -> c.name().equalsIgnoreCase(u.homeCity())).map(City::square)
                .findFirst();
    }
}
