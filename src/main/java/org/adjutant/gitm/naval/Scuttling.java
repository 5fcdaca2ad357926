package org.adjutant.gitm.naval;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.economy.ManpowerBook;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.event.ShipScuttled;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.order.OrderParser;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.state.Relation;

/**
 * Step O2b of the Orders phase (SoW 4.16; docs/rules/naval.md section 5), right after the land units' disbanding:
 * every {@code SCUTTLE} of a War Minister, office blocks in the order they arrived and each block's lines as written,
 * judged again on the ships as the orders before it left them. A ship goes only if she is still her state's, lies
 * apart from every ship of a state hostile to hers, and, a warship in a sea area, has a friendly ship still beside
 * her. She leaves the game; her crew and Marines go home to the manpower pool at the end of the next campaign, as
 * disbanded soldiers do; the supplies in her holds are lost. An order that cannot be carried out does nothing and
 * its giver hears why.
 */
public final class Scuttling implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        GitmState start = turn.board().start();
        Fleet fleet = Fleet.of(turn);
        for (Map.Entry<String, List<String>> block : turn.officeOrders().entrySet()) {
            Optional<Polity> office = start.states().values().stream()
                    .filter(p -> p.minister().equals(block.getKey())).findFirst();
            for (String line : block.getValue()) {
                Optional<OfficeOrder> order = OrderParser.parseOfficeOrder(line);
                if (order.isPresent() && order.get() instanceof OfficeOrder.Scuttle s) {
                    scuttle(phase, turn, fleet, block.getKey(), office, s);
                }
            }
        }
    }

    private static void scuttle(Phase phase, TurnContext turn, Fleet fleet, String role, Optional<Polity> office,
                                OfficeOrder.Scuttle order) {
        GitmState start = turn.board().start();
        String state = office.map(Polity::id).orElse("");
        Optional<Ship> found = fleet.navy().ship(order.ship());
        Optional<String> problem;
        if (found.isEmpty() || !found.get().state().equals(state)) {
            problem = Optional.of(order.ship() + (start.navy().ship(order.ship()).isPresent()
                    && found.isEmpty() ? " was scuttled earlier in the Orders phase" : " is not a ship of "
                    + (state.isEmpty() ? "the state of " + role : state)));
        } else {
            problem = where(start, fleet.navy(), found.get());
        }
        if (problem.isPresent()) {
            turn.events().add(new OrderNotCarriedOut(phase, state, "the War Minister", order.normalForm(),
                    problem.get(), Admiralty.observers(state)));
            return;
        }
        Ship ship = found.get();
        fleet.remove(ship.id());
        int men = ship.crew() + ship.marines();
        if (men > 0) {
            ManpowerBook.of(turn).owe(state, start.campaign() + 1, men, 0);
        }
        turn.events().add(new ShipScuttled(phase, ship.id(), ship.name(), state, "the War Minister",
                describe(ship.station()), men, ship.supplies(), Admiralty.observers(state)));
    }

    /** Why she cannot be scuttled where she lies, if she cannot (SoW 4.16). */
    static Optional<String> where(GitmState state, Navy navy, Ship ship) {
        if (!navy.passengers(ship.id()).isEmpty()) {
            return Optional.of(ship.id() + " has units aboard (" + navy.passengers(ship.id()).size() + "): a transport"
                    + " group is scuttled only once they have landed (SoW 4.16)");
        }
        boolean enemy = false;
        boolean friend = false;
        for (Ship other : navy.ships().values()) {
            if (other.id().equals(ship.id()) || !other.station().equals(ship.station())) {
                continue;
            }
            Relation r = state.relation(ship.state(), other.state());
            enemy |= r == Relation.HOSTILE;
            friend |= r == Relation.ALLIED;
        }
        if (enemy) {
            return Optional.of(ship.id() + " lies alongside enemy ships: a ship is scuttled only out of their reach"
                    + " (SoW 4.16)");
        }
        if (ship.isWarship() && ship.station() instanceof Station.Open && !friend) {
            return Optional.of(ship.id() + " is alone in a sea area: a warship there is scuttled only with another"
                    + " friendly ship beside her to take off her crew (SoW 4.16)");
        }
        return Optional.empty();
    }

    private static String describe(Station station) {
        if (station instanceof Station.Harbor h) {
            return "the harbour of " + h.portName();
        }
        if (station instanceof Station.Coastal c) {
            return "the coastal waters of " + c.portName();
        }
        return "the sea area " + ((Station.Open) station).area();
    }
}
