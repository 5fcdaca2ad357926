package org.adjutant.gitm.forces;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.adjutant.gitm.city.CityCapture;
import org.adjutant.gitm.economy.LedgerLine;
import org.adjutant.gitm.economy.OfficeOrders;
import org.adjutant.gitm.economy.Officers;
import org.adjutant.gitm.event.MilitiaRising;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.Visibility;

/**
 * Step O8 of the Orders phase (SoW 4.3 and the militia pages; docs/rules/sow.md sections 9, 22): each state's rising,
 * between reinforcements and builds. Of a state's RAISE orders that are risings only the last is attempted (SoW 4.3:
 * the last sent counts); it is judged again as at arrival, paid whether it succeeds or not, recorded in the city
 * for the campaign, and rolled against the garrison, which only now is counted. A success takes the city at once
 * through the shared capture routine and draws the men from its militia pool; the militia unit itself is formed at
 * the end of the turn with the builds ({@link BuildsCompleted}), since the board cannot take a unit mid-turn.
 */
public final class MilitiaRisings implements TurnStep {
    /** The dice purpose of the rising's roll (docs/rules/sow.md section 22). */
    public static final String DICE = "sow-militia";

    @Override
    public void run(Phase phase, TurnContext turn) {
        if (turn.officeOrders().isEmpty()) {
            return;
        }
        Board board = turn.board();
        GitmState start = board.start();
        StrategicMap map = board.map();
        for (Polity p : start.states().values()) {
            // SoW 4.3 "the last sent counts": the last of the raising offices' blocks joined in arrival order (18.4)
            List<OfficeOrder.Raise> risings = new ArrayList<>();
            for (OfficeOrders.Given<OfficeOrder.Raise> given
                    : OfficeOrders.of(turn, List.of(p.treasurer()), OfficeOrder.Raise.class)) {
                if (RisingRules.isRising(start, map, p.id(), given.order())) {
                    risings.add(given.order());
                }
            }
            if (risings.isEmpty()) {
                continue;
            }
            OfficeOrder.Raise last = risings.get(risings.size() - 1);
            String by = p.treasurer().equals(p.minister()) ? "the War Minister" : "the Treasury Minister";
            for (OfficeOrder.Raise skipped : risings.subList(0, risings.size() - 1)) {
                turn.events().add(new OrderNotCarriedOut(phase, p.id(), by, skipped.normalForm(),
                        "only the last rising ordered in a turn is attempted, the one at " + last.city() + " (SoW 4.3)",
                        Officers.of(p.id())));
            }
            attempt(phase, turn, p, last, by);
        }
    }

    private static void attempt(Phase phase, TurnContext turn, Polity p, OfficeOrder.Raise r, String by) {
        Board board = turn.board();
        GitmState start = board.start();
        TurnFunds funds = new TurnFunds(turn);
        Optional<String> problem = BuildRules.problem(start, board.map(), p.id(), r, funds);
        if (problem.isPresent()) {
            turn.events().add(new OrderNotCarriedOut(phase, p.id(), by, r.normalForm(), problem.get(),
                    Officers.of(p.id())));
            return;
        }
        City onMap = BuildRules.cityOnMap(board.map(), r.city()).orElseThrow();
        String holder = board.holding(onMap).state();
        boolean sameNation = RisingRules.sameNation(start, p.id(), onMap);
        int cost = RisingRules.cost(r, sameNation);
        funds.spend(p.id(), LedgerLine.Kind.BUILDS, RisingRules.label(r), cost);
        board.putHolding(onMap, board.holding(onMap).withMilitiaAttempt(start.campaign()));
        int garrison = RisingRules.garrison(board, p.id(), onMap, sameNation);
        int succeedsOn = RisingRules.succeedsOn(garrison);
        int roll = turn.dice(DICE).roll("rising at " + onMap.name() + ": garrison " + garrison + ", succeeds on "
                + succeedsOn + " or less", RisingRules.GARRISON_LIMIT);
        boolean success = RisingRules.succeeds(garrison, roll);
        turn.events().add(new MilitiaRising(phase, onMap.name(), p.id(), holder, garrison, succeedsOn, roll, success,
                r.men(), cost, seen(board, onMap, p.id(), holder)));
        if (!success) {
            return;
        }
        funds.drawMilitia(onMap, r.men());
        CityCapture.byRising(turn, phase, onMap, p.id());
        PendingBuilds.of(turn).add(new PendingBuilds.Build(p.id(), r, onMap, cost, true));
    }

    /** Both states' officers and every unit in the city's square: the garrison sees the town rise. */
    private static Visibility seen(Board board, City onMap, String state, String holder) {
        Set<String> seen = new TreeSet<>(Officers.of(state, holder).observers());
        for (Unit u : board.unitsIn(onMap.square())) {
            seen.add(u.id().toString());
        }
        return new Visibility(seen);
    }
}
