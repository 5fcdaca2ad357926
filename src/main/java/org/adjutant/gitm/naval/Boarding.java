package org.adjutant.gitm.naval;

import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.event.UnitBoarded;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.sea.SeaChart;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.order.UnitOrder;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;
import org.adjutant.ruleset.Visibility;

/**
 * Units going aboard transport groups (GITM 7.17, 11.1; docs/rules/naval.md section 9): the judgement of a
 * {@code BOARD} order, the same when the mail arrives and at the deadline, and the step that carries it out at the
 * end of strategic phase 1, the unit's first strategic move. A unit that boards leaves the land map, is listed aboard
 * its group and is inactive until it lands; a unit that cannot board stays where it is and its commander reads why.
 */
public final class Boarding implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        if (phase != Phase.STRATEGIC_1) {
            return;
        }
        Board board = turn.board();
        Optional<SeaChart> chart = board.map().sea();
        Fleet fleet = Fleet.of(turn);
        java.util.SortedSet<UnitId> candidates = new java.util.TreeSet<>();
        board.units().forEach(u -> candidates.add(u.id()));
        candidates.addAll(fleet.navy().garrisons().keySet());
        for (UnitId id : candidates) {
            Optional<UnitOrder.Board> order = GivenOrder.of(turn, id, UnitOrder.Board.class);
            Optional<String> garrison = fleet.navy().garrison(id);
            Optional<Unit> found = garrison.isPresent() ? board.afloat(id)
                    : board.has(id) ? Optional.of(board.unit(id)) : Optional.empty();
            if (order.isEmpty() || found.isEmpty()) {
                continue;
            }
            Unit now = found.get();
            Optional<String> problem = chart.isEmpty() ? Optional.of("this game's map has no sea chart")
                    : problem(board.start(), chart.get(), board.map(), fleet.navy(), now, order.get().transportGroup(),
                    board::afloat);
            Visibility seen = Visibility.units(Set.of(now.id().toString()));
            if (problem.isPresent()) {
                turn.events().add(new OrderNotCarriedOut(phase, now.state(), now.id().toString(),
                        order.get().normalForm(), problem.get(), seen));
                continue;
            }
            Ship group = fleet.navy().ship(order.get().transportGroup()).orElseThrow();
            if (garrison.isEmpty()) {
                board.put(now.withReadiness(Readiness.INACTIVE).withInFort(false));
                board.embark(now.id());
            }
            fleet.embark(now.id(), group.id());
            turn.events().add(new UnitBoarded(phase, now.id(), group.id(), garrison.map(p -> "the garrison of " + p)
                    .orElseGet(() -> now.location().strategic().toString()), group.station().describe(chart.get()),
                    seen));
        }
    }

    /**
     * Why {@code unit} cannot board the transport group its commander names, if it cannot: the group must be one of
     * its state's or an ally's (an enemy's ship and an id no ship has get the same answer, so nobody learns another
     * side's ids), lie where the unit can reach it (section 9's shores), and have room for the unit beside those
     * already aboard (GITM 7.17, the landings page's room).
     */
    public static Optional<String> problem(GitmState state, SeaChart chart, StrategicMap map, Navy navy, Unit unit,
                                           String groupId, Function<UnitId, Optional<Unit>> aboard) {
        if (unit.id().type() == UnitType.MI) {
            return Optional.of("militia may not board transports (GITM 7.17)");
        }
        if (navy.carrier(unit.id()).isPresent()) {
            return Optional.of(unit.id() + " is already aboard " + navy.carrier(unit.id()).get());
        }
        Optional<Ship> found = navy.ship(groupId).filter(s -> !s.isWarship())
                .filter(s -> s.state().equals(unit.state()) || state.relation(unit.state(), s.state()) == Relation.ALLIED);
        if (found.isEmpty()) {
            return Optional.of(groupId + " is not a transport group of " + unit.state() + " or of its allies");
        }
        Ship group = found.get();
        Optional<String> garrison = navy.garrison(unit.id());
        if (garrison.isPresent()) {
            boolean inHarbour = group.station() instanceof Station.Harbor h
                    && h.portName().equalsIgnoreCase(garrison.get());
            if (!inHarbour) {
                return Optional.of(group.id() + " lies in " + group.station().describe(chart) + ", not in "
                        + garrison.get() + " harbour: a unit in the garrison of an off-map port boards only a group"
                        + " lying in that port's harbour (GITM 7.17; docs/rules/naval.md section 18)");
            }
        } else if (!of(chart, map, group).contains(unit.location().strategic())) {
            return Optional.of(group.id() + " lies in " + group.station().describe(chart) + ", out of reach of "
                    + unit.location().strategic() + ": units board in the port city's square when the group is in"
                    + " harbour, on the coast beside the waters it lies in otherwise (GITM 7.17; docs/rules/naval.md"
                    + " section 9)");
        }
        int needed = TransportSpace.of(unit);
        int free = freeRoom(navy, group, aboard);
        if (needed > free) {
            return Optional.of(unit.id() + " needs " + needed + " spaces aboard and " + group.id() + " has " + free
                    + " free (GITM 7.17: a man of foot 1, of horse 3, an artilleryman 2)");
        }
        return Optional.empty();
    }

    private static java.util.SortedSet<org.adjutant.gitm.map.StrategicSquare> of(SeaChart chart, StrategicMap map,
                                                                               Ship group) {
        return Shores.of(chart, map, group.station());
    }

    /**
     * A transport group's room less its loose supplies and the units already aboard (naval.md section 2.2);
     * {@code aboard} finds a unit at sea as it stands now.
     */
    public static int freeRoom(Navy navy, Ship group, Function<UnitId, Optional<Unit>> aboard) {
        int taken = 0;
        for (UnitId id : navy.passengers(group.id())) {
            taken += aboard.apply(id).map(TransportSpace::of).orElse(0);
        }
        return group.room() - taken;
    }
}
