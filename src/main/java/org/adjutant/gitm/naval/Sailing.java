package org.adjutant.gitm.naval;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.event.ShipSailed;
import org.adjutant.gitm.map.sea.SeaChart;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.order.OrderParser;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.GitmState;

/**
 * Step O5c of the Orders phase (PATE 1.3, PATE-MD movechance; docs/rules/naval.md section 3), after the ships' merges
 * and crew transfers, which are made where the ships lay when the orders were written: every {@code SAIL}, office
 * blocks in the order they arrived and each block's lines as written. Her course is set again on the ships as the
 * orders before left them (a ship scuttled or merged away does not sail), then she sails it through the turn's two
 * naval movement phases in the wind over her chart ({@link Wind}, {@link Passage}). Each ship rolls her own dice, so
 * one ship's orders never change another's rolls. Her state's officers read where she went, or why she did not.
 */
public final class Sailing implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        GitmState start = turn.board().start();
        Optional<SeaChart> sea = turn.board().map().sea();
        Fleet fleet = Fleet.of(turn);
        Winds winds = Winds.of(turn);
        Set<ShipId> sailed = new HashSet<>();
        for (Map.Entry<String, List<String>> block : turn.officeOrders().entrySet()) {
            for (String line : block.getValue()) {
                Optional<OfficeOrder> order = OrderParser.parseOfficeOrder(line);
                if (order.isPresent() && order.get() instanceof OfficeOrder.Sail s) {
                    sail(phase, turn, start, sea, fleet, winds, sailed, s);
                }
            }
        }
    }

    private static void sail(Phase phase, TurnContext turn, GitmState start, Optional<SeaChart> sea, Fleet fleet,
                             Winds winds, Set<ShipId> sailed, OfficeOrder.Sail order) {
        Optional<Ship> before = start.navy().ship(order.ship());
        String state = before.map(Ship::state).orElse("");
        Optional<String> problem = Optional.empty();
        if (before.isPresent() && fleet.navy().ship(order.ship()).isEmpty()) {
            problem = Optional.of(before.get().id() + " left the game earlier in the Orders phase");
        } else if (before.isPresent() && sailed.contains(before.get().id())) {
            problem = Optional.of(before.get().id() + " has sailed already this turn, on an earlier SAIL");
        }
        Voyages.Verdict verdict = problem.isPresent() ? null : Voyages.plan(sea, fleet.navy(), state, order);
        if (verdict != null) {
            problem = verdict.problem();
        }
        if (problem.isPresent()) {
            turn.events().add(new OrderNotCarriedOut(phase, state, "the Naval Minister", order.normalForm(),
                    problem.get(), Admiralty.observers(state)));
            return;
        }
        SeaChart chart = sea.orElseThrow();
        Voyages.Course course = verdict.course().orElseThrow();
        Ship ship = course.ship();
        String chartCode = chart.chartOf(ship.station());
        Wind wind = winds.over(chartCode);
        Passage passage = Passage.sail(course, chart, wind, turn.dice("sail " + ship.id()));
        sailed.add(ship.id());
        fleet.put(ship.at(passage.end()));
        turn.events().add(new ShipSailed(phase, ship.id(), ship.name(), state, ship.station().describe(chart),
                passage.moved().stream().map(s -> s.describe(chart)).toList(), course.to().describe(chart),
                passage.stopped(), wind.words(), Admiralty.observers(state)));
    }
}
