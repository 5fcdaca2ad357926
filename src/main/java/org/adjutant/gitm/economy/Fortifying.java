package org.adjutant.gitm.economy;

import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.event.WorksBegun;
import org.adjutant.gitm.forces.Presence;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Polity;

/**
 * O10 (docs/rules/sow.md sections 15, 22): the turn's {@code FORTIFY} orders, from each state's Treasury Minister (a
 * build, section 18.1), states in id order. Each is checked as at arrival ({@link FortWorks}), then against what only
 * the deadline may know -- a hostile unit in the city's square stops the works -- and the treasury; then paid, and the
 * works recorded in the city's holding for {@link WorksProgress}.
 */
public final class Fortifying implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        GitmState start = turn.board().start();
        if (turn.officeOrders().isEmpty()) {
            return;
        }
        Exchequer exchequer = Exchequer.of(turn);
        for (Polity p : start.states().values()) {
            for (OfficeOrders.Given<OfficeOrder.Fortify> given
                    : OfficeOrders.of(turn, List.of(p.treasurer()), OfficeOrder.Fortify.class)) {
                OfficeOrder.Fortify fortify = given.order();
                FortWorks.Result r = begin(turn.board(), exchequer, p.id(), fortify, true);
                if (r.quote().isPresent()) {
                    FortWorks.Quote q = r.quote().get();
                    turn.events().add(new WorksBegun(Phase.ORDERS, p.id(), given.role(), q.city(),
                            q.works().target(), q.works().turnsLeft(), q.works().repair(), q.crowns()));
                } else {
                    turn.events().add(new OrderNotCarriedOut(Phase.ORDERS, p.id(), given.role(),
                            fortify.normalForm(), r.refusal().orElseThrow(), Officers.of(p.id())));
                }
            }
        }
    }

    /**
     * Checks the works, pays for them and records them on the board. The reply to a mail runs the same with
     * {@code atDeadline} false: no look at hostile units (section 18.2's no-leak rule).
     */
    static FortWorks.Result begin(Board board, Exchequer exchequer, String state, OfficeOrder.Fortify order,
                                  boolean atDeadline) {
        FortWorks.Result r = FortWorks.quote(board.start(), board.map(), state, order);
        if (r.quote().isEmpty()) {
            return r;
        }
        FortWorks.Quote q = r.quote().get();
        City city = board.map().cities().filter(c -> c.name().equals(q.city())).findFirst().orElseThrow();
        if (board.holding(city).fortress().works().isPresent()) {
            return FortWorks.Result.refused("works are already under way at " + q.city() + " (SoW 7)");
        }
        if (atDeadline && Presence.hostileIn(board, state, city.square())) {
            return FortWorks.Result.refused("hostile units stand in " + city.square() + ", the square of "
                    + q.city() + ": works cannot begin under the enemy's eyes (SoW 7)");
        }
        Optional<String> short_ = Shortfall.of(exchequer, state, order.normalForm(), q.crowns(), "SoW 7");
        if (short_.isPresent()) {
            return FortWorks.Result.refused(short_.get());
        }
        exchequer.debit(state, LedgerLine.Kind.WORKS, (q.works().repair() ? "repair of the fort of " : "fort of ")
                + q.city() + " to level " + q.works().target(), q.crowns());
        var holding = board.holding(city);
        board.putHolding(city, holding.withFortress(holding.fortress().withWorks(Optional.of(q.works()))));
        return r;
    }
}
