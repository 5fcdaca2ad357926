package org.adjutant.gitm.naval;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.event.UnitGarrisoned;
import org.adjutant.gitm.map.sea.SeaChart;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.order.UnitOrder;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.GarrisonRules;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.OffMapPort;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * Units going ashore from a transport group into the garrison of an off-map port (GITM 7.17, 11.1;
 * docs/rules/naval.md section 18): the judgement of {@code PORT <port>} (which {@code LAND <port>} is read as), the
 * same when the mail arrives and at the deadline, and the step that carries it out at the end of strategic phase 1
 * with the landings on the map. The group must lie in that port's harbour and the port be held by the unit's state or
 * an ally; the unit stays off the land map and inactive, at the quay's fatigue of a landing.
 *
 * <p>Designed: an off-map port held by nobody in the game (Havana, Spanish and neutral) or by a neutral or hostile
 * state takes nobody ashore. Why: a neutral harbour lets a belligerent's transports water and leave, not land an army;
 * and an enemy's port beyond the map cannot be stormed, since no battle is fought off the land map, so there is no
 * landing against a garrison for GITM 11.4 to settle.
 */
public final class Garrisoning implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        if (phase != Phase.STRATEGIC_1) {
            return;
        }
        Board board = turn.board();
        Fleet fleet = Fleet.of(turn);
        for (UnitId id : List.copyOf(fleet.navy().aboard().keySet())) {
            Optional<Unit> aboard = board.afloat(id);
            Optional<UnitOrder.SailToPort> order = aboard.flatMap(u -> GivenOrder.of(turn, id,
                    UnitOrder.SailToPort.class));
            if (order.isEmpty()) {
                continue;
            }
            Unit u = aboard.get();
            Visibility seen = Visibility.units(Set.of(id.toString()));
            Optional<String> problem = board.map().sea().isEmpty() ? Optional.of("this game's map has no sea chart")
                    : problem(board.start(), board.map().sea().get(), fleet.navy(), u, order.get().port());
            if (problem.isPresent()) {
                turn.events().add(new OrderNotCarriedOut(phase, u.state(), id.toString(), order.get().normalForm(),
                        problem.get(), seen));
                continue;
            }
            ShipId group = fleet.navy().carrier(id).orElseThrow();
            String port = board.start().port(order.get().port()).orElseThrow().name();
            ashore(turn, u, port);
            turn.events().add(new UnitGarrisoned(phase, id, port, group.toString(), "GITM 7.17, 11.1", seen));
        }
    }

    /**
     * Puts a unit aboard a transport group into the port's garrison, for the quay's fatigue; the caller has judged
     * that it may go, and reports it.
     */
    public static void ashore(TurnContext turn, Unit u, String port) {
        Unit tired = u.toBuilder().fatigue(Math.min(Unit.MAX_FATIGUE, u.fatigue() + Landing.QUAY_FATIGUE)).build();
        turn.board().putOffMap(tired);
        Fleet.of(turn).garrison(u.id(), port);
    }

    /**
     * Why {@code unit} cannot go ashore into the garrison of {@code portName}, if it cannot (GITM 7.17; naval.md
     * section 18).
     */
    public static Optional<String> problem(GitmState state, SeaChart chart, Navy navy, Unit unit, String portName) {
        Optional<String> garrison = navy.garrison(unit.id());
        if (garrison.isPresent()) {
            return Optional.of(garrison.get().equalsIgnoreCase(portName.strip())
                    ? unit.id() + " is already in the garrison of " + garrison.get()
                    : unit.id() + " is in the garrison of " + garrison.get() + ": it reaches another port aboard a"
                    + " transport group lying in " + garrison.get() + " harbour, with BOARD (GITM 7.17)");
        }
        Optional<OffMapPort> port = state.port(portName);
        if (port.isEmpty()) {
            return Optional.of(unknown(state, portName));
        }
        Optional<Ship> group = navy.carrier(unit.id()).flatMap(navy::ship);
        if (group.isEmpty()) {
            return Optional.of(unit.id() + " is on the land map: PORT puts a unit aboard a transport group lying in an"
                    + " off-map port's harbour ashore into that port's garrison; board a transport group with BOARD"
                    + " and sail it to " + port.get().name() + " harbour first (GITM 7.17)");
        }
        Station station = group.get().station();
        if (!(station instanceof Station.Harbor h) || !h.portName().equalsIgnoreCase(port.get().name())) {
            return Optional.of(group.get().id() + " lies in " + station.describe(chart) + ", not in "
                    + port.get().name() + " harbour: units go into an off-map port's garrison only from a transport"
                    + " group lying in its harbour (GITM 7.17; docs/rules/naval.md section 18)");
        }
        return GarrisonRules.closedTo(state, unit.state(), port.get());
    }

    /** The answer to a port name the game does not know, with the names it does. */
    public static String unknown(GitmState state, String portName) {
        return "'" + portName.strip() + "' is not an off-map port of this game (they are "
                + state.ports().keySet().stream().collect(Collectors.joining(", ")) + ")";
    }
}
