package org.adjutant.gitm.naval;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.function.Predicate;
import org.adjutant.gitm.event.LandingFailed;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.event.UnitLanded;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.sea.SeaChart;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.order.UnitOrder;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Dice;
import org.adjutant.ruleset.Visibility;

/**
 * Units going ashore from transport groups (GITM 7.17, 11.1; docs/rules/naval.md section 10): the judgement of a
 * {@code LAND} order, the same when the mail arrives and at the deadline, and the step that carries it out at the end
 * of strategic phase 1, before anyone boards, so a group emptied there can take others aboard in the same phase.
 *
 * <p>Designed, since the landings page's text on chances and costs is lost: a landing on the quay of a port held by
 * the unit's side is certain and costs {@value #QUAY_FATIGUE} fatigue. Any other landing is made in boats through the
 * surf: it succeeds on {@value #FROM_PORT_WATERS}% from a port's harbour or coastal waters and {@value #FROM_SEA}%
 * from a sea area's open water (one roll per unit); a unit that fails stays aboard, and may be ordered ashore again
 * next turn. A beach landing costs {@value #BEACH_FATIGUE} fatigue and one man in {@value #BEACH_LOSS_IN}; against
 * an enemy combat unit in the square it costs {@value #OPPOSED_FATIGUE} fatigue and one man in
 * {@value #OPPOSED_LOSS_IN}, and the fighting is the land battle the tactical phases after it open. A landed unit is
 * active again (GITM 11.1).
 */
public final class Landing implements TurnStep {
    static final int QUAY_FATIGUE = 1;
    static final int FROM_PORT_WATERS = 90;
    static final int FROM_SEA = 75;
    static final int BEACH_FATIGUE = 3;
    static final int BEACH_LOSS_IN = 100;
    static final int OPPOSED_FATIGUE = 5;
    static final int OPPOSED_LOSS_IN = 50;

    @Override
    public void run(Phase phase, TurnContext turn) {
        if (phase != Phase.STRATEGIC_1) {
            return;
        }
        Board board = turn.board();
        Optional<SeaChart> chart = board.map().sea();
        Fleet fleet = Fleet.of(turn);
        Dice dice = turn.dice("landing");
        for (UnitId id : List.copyOf(fleet.navy().aboard().keySet())) {
            Optional<Unit> aboard = board.afloat(id);
            Optional<UnitOrder.Land> order = aboard.flatMap(u -> GivenOrder.of(turn, id, UnitOrder.Land.class));
            if (order.isEmpty()) {
                continue;
            }
            Unit u = aboard.get();
            Visibility seen = Visibility.units(Set.of(id.toString()));
            Optional<String> problem = chart.isEmpty() ? Optional.of("this game's map has no sea chart")
                    : problem(chart.get(), board.map(), fleet.navy(), u, order.get(), s -> false);
            if (problem.isPresent()) {
                turn.events().add(new OrderNotCarriedOut(phase, u.state(), id.toString(), order.get().normalForm(),
                        problem.get(), seen));
                continue;
            }
            Ship group = fleet.navy().ship(fleet.navy().carrier(id).orElseThrow()).orElseThrow();
            land(phase, turn, chart.get(), group, u, order.get(), dice, seen);
        }
    }

    private static void land(Phase phase, TurnContext turn, SeaChart chart, Ship group, Unit u,
                             UnitOrder.Land order, Dice dice, Visibility seen) {
        Board board = turn.board();
        StrategicSquare square = order.square();
        Optional<City> quay = quay(board, chart, group, u, square);
        List<Unit> defenders = board.unitsIn(square).stream()
                .filter(d -> d.isActive() && d.type().isCombatUnit()
                        && board.start().relation(d.state(), u.state()) == Relation.HOSTILE)
                .toList();
        if (quay.isEmpty()) {
            int chance = group.station() instanceof Station.Open ? FROM_SEA : FROM_PORT_WATERS;
            int roll = dice.roll("landing " + u.id(), 100);
            if (roll > chance) {
                turn.events().add(new LandingFailed(phase, u.id(), group.id(), square, chance, roll, seen));
                return;
            }
        }
        TacticalSquare place = quay.map(City::tactical).orElseGet(() ->
                Shores.landingPlace(board.tacticalMap(square), order.tactical()).orElse(TacticalSquare.centre()));
        int fatigue;
        int lost;
        if (quay.isPresent()) {
            fatigue = QUAY_FATIGUE;
            lost = 0;
        } else if (defenders.isEmpty()) {
            fatigue = BEACH_FATIGUE;
            lost = u.men() / BEACH_LOSS_IN;
        } else {
            fatigue = OPPOSED_FATIGUE;
            lost = u.men() / OPPOSED_LOSS_IN;
        }
        Unit landed = u.toBuilder().fatigue(Math.min(Unit.MAX_FATIGUE, u.fatigue() + fatigue)).build()
                .withMen(u.men() - lost).withReadiness(Readiness.ACTIVE)
                .withLocation(new Location(square, place)).withInFort(false);
        board.land(landed);
        Fleet.of(turn).disembark(u.id());
        Set<String> watchers = new TreeSet<>(Set.of(u.id().toString()));
        defenders.forEach(d -> watchers.add(d.id().toString()));
        turn.events().add(new UnitLanded(phase, u.id(), group.id(), new Location(square, place),
                quay.isPresent(), defenders.stream().map(Unit::id).toList(), fatigue, lost,
                Visibility.units(watchers)));
    }

    /** The port city the unit steps onto from a harbour, when its side holds it: a quay, not a beach. */
    private static Optional<City> quay(Board board, SeaChart chart, Ship group, Unit u, StrategicSquare square) {
        if (!(group.station() instanceof Station.Harbor h)) {
            return Optional.empty();
        }
        return board.square(square).stream().flatMap(i -> i.cities().stream())
                .filter(c -> c.name().equalsIgnoreCase(h.portName())).findFirst().map(board::city)
                .filter(c -> c.state().equals(u.state())
                        || board.start().relation(c.state(), u.state()) == Relation.ALLIED);
    }

    /**
     * Why {@code unit} cannot land where its order says, if it cannot: it must be aboard a transport group, and the
     * square one of the shores the group reaches where it lies (section 9), not in Guatemala (GITM 7.16).
     */
    public static Optional<String> problem(SeaChart chart, StrategicMap map, Navy navy, Unit unit,
                                           UnitOrder.Land order, Predicate<StrategicSquare> guatemala) {
        Optional<Ship> group = navy.carrier(unit.id()).flatMap(navy::ship);
        if (group.isEmpty()) {
            return Optional.of(unit.id() + " is not aboard a transport group: LAND is for units at sea (GITM 7.17)");
        }
        Station station = group.get().station();
        SortedSet<StrategicSquare> shores = Shores.of(chart, map, station);
        if (shores.isEmpty()) {
            return Optional.of(group.get().id() + " lies in " + station.describe(chart) + ", off the land map: no"
                    + " square of the map can be reached from there (docs/rules/naval.md section 10)");
        }
        if (guatemala.test(order.square())) {
            return Optional.of("no unit may enter Guatemala (GITM 7.16)");
        }
        if (!shores.contains(order.square())) {
            return Optional.of(order.square() + " cannot be reached from " + station.describe(chart) + "; "
                    + group.get().id() + " can put troops ashore on " + list(shores)
                    + " (docs/rules/naval.md section 9)");
        }
        return Optional.empty();
    }

    private static String list(SortedSet<StrategicSquare> shores) {
        List<String> names = new ArrayList<>();
        for (StrategicSquare s : shores) {
            if (names.size() == 12) {
                names.add("and " + (shores.size() - 12) + " more");
                break;
            }
            names.add(s.toString());
        }
        return String.join(", ", names);
    }
}
