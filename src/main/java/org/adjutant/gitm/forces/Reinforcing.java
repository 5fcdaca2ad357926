package org.adjutant.gitm.forces;

import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.economy.Officers;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.event.UnitReinforced;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.movement.Blockades;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.ChainOfContact;
import org.adjutant.gitm.movement.LineOfContact;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.order.OrderParser;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.HeldOwnCities;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;

/**
 * Step O7 of the Orders phase (SoW 4.14; docs/rules/sow.md sections 12, 22): every state's REINFORCE orders, states
 * in id order, each War Minister's as written, after the inactivations and before builds. Each is judged again on
 * what the orders before it left ({@link ReinforceRules}) and on the chain of contact, through a corps HQ when not in
 * a city, to a city the state owns and holds, with any two allied ports linked (4.14); one that passes is paid
 * through the ledger, its men drawn from the pool (militia: their home city's) and the unit takes its recruits.
 */
public final class Reinforcing implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        if (turn.officeOrders().isEmpty()) {
            return;
        }
        Board board = turn.board();
        GitmState start = board.start();
        StrategicMap map = board.map();
        TurnFunds funds = null;
        ChainOfContact chains = null;
        for (Polity p : start.states().values()) {
            for (String line : turn.officeOrders().getOrDefault(p.minister(), List.of())) {
                Optional<OfficeOrder> order = OrderParser.parseOfficeOrder(line);
                if (order.isEmpty() || !(order.get() instanceof OfficeOrder.Reinforce r)) {
                    continue;
                }
                if (funds == null) {
                    funds = new TurnFunds(turn);
                    chains = new ChainOfContact(board, LineOfContact.of(board), Blockades.NONE);
                }
                Optional<UnitId> id = UnitId.parse(r.unit());
                Optional<String> problem;
                if (id.isEmpty() || !board.has(id.get())) {
                    problem = Optional.of(r.unit() + " is no longer in the game");
                } else {
                    Unit u = board.unit(id.get());
                    problem = ReinforceRules.problem(start, map, p.id(), u, r, funds);
                    if (problem.isEmpty() && !connected(chains, map, start, p, u)) {
                        problem = Optional.of(u.id() + " has no chain of contact to a city " + p.id()
                                + " owns and holds (SoW 4.14)");
                    }
                }
                if (problem.isPresent()) {
                    turn.events().add(new OrderNotCarriedOut(phase, p.id(), "the War Minister", r.normalForm(),
                            problem.get(), Officers.of(p.id())));
                    continue;
                }
                Unit u = board.unit(id.get());
                ReinforceRules.count(map, p.id(), u, r, funds);
                Unit after = Reinforcements.reinforced(u, r.men(), r.batteries());
                board.put(after);
                turn.events().add(new UnitReinforced(phase, u.id().toString(), p.id(), r.men(), r.batteries(),
                        Reinforcements.price(u.type(), r.men(), r.batteries()), after.men(), after.batteries()));
            }
        }
    }

    /** SoW 4.14's "home city", read as a city the state owns and holds now (docs/rules/sow.md section 12). */
    private static boolean connected(ChainOfContact chains, StrategicMap map, GitmState start, Polity p, Unit u) {
        for (City c : (Iterable<City>) map.cities()::iterator) {
            if (HeldOwnCities.isOwn(map, c, p) && start.city(c).state().equals(p.id())
                    && chains.toCity(u, start.city(c), true)) {
                return true;
            }
        }
        return false;
    }
}
