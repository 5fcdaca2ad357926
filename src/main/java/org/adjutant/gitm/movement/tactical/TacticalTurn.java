package org.adjutant.gitm.movement.tactical;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.adjutant.gitm.event.BattleJoined;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;

/**
 * Tactical movement through the five tactical phases of one turn (GITM 8). Each phase runs the same small steps in
 * the order of {@link TacticalStep.Order}:
 *
 * <ol>
 *   <li>{@link OpenStandingBattles}: hostile units already together get a battle (GITM 9.1);</li>
 *   <li>{@link DrawInitiative}: the order units move in (GITM 8.6);</li>
 *   <li>{@link FortMoves}: into and out of forts, before anyone else (GITM 8.2, 2.6);</li>
 *   <li>{@link OwnMoves}: each unit's specified or engage move, any leg open to interception (GITM 8.2-8.8, 8.11,
 *       8.12);</li>
 *   <li>{@link SupportMoves}: in phases with combat (GITM 8.10);</li>
 *   <li>{@link SettleBattles}: the phase's battles as movement leaves them (GITM 9.1).</li>
 * </ol>
 *
 * Contacts between hostile units are kept on the board for the combat step ({@link Board#contacts}) and reported as
 * {@link BattleJoined} events. What outlives a phase (orders read once, specified moves under way, who has heard
 * that its engage order lapsed) is made here once per turn; what belongs to one phase is a fresh {@link PhaseMoves},
 * which alone is handed the {@link TurnContext}: nothing built here may keep a reference to it, or
 * {@link GitmTacticalMovement} would keep every finished turn alive.
 */
final class TacticalTurn {
    private final List<TacticalStep> steps;
    private final TurnOrders orders;

    TacticalTurn(TurnContext turn, TacticalSight sight, BesiegedCities sieges) {
        Board board = turn.board();
        Neighbourhood near = new Neighbourhood(board);
        CitySquares cities = new CitySquares(board, sieges, near);
        MoveReports reports = new MoveReports(board, sight, turn.events(), turn.movers());
        TurnOrders orders = new TurnOrders(turn);
        this.orders = orders;
        BattleSides sides = new BattleSides(board, near);
        BattleOpening battles = new BattleOpening(board, near, sides, orders, reports);
        LaneSteps laneSteps = new LaneSteps(board, near, reports);
        InterceptMoves intercepts = new InterceptMoves(board, near, cities, orders, laneSteps, battles, reports);
        Walking walking = new Walking(board, near, cities, orders, laneSteps, intercepts, battles);
        OpenStandingBattles standing = new OpenStandingBattles(board, near, sides);
        List<TacticalStep> all = new ArrayList<>(List.of(
                standing,
                new DrawInitiative(board),
                new FortMoves(board, orders, near, cities, reports),
                new OwnMoves(board, new SpecifiedMoves(board, orders, near, cities, walking, reports),
                        new EngageMoves(board, orders, near, walking, reports)),
                new SupportMoves(board, orders, near, walking, reports),
                new SettleBattles(board, near, sides, standing)));
        all.sort(Comparator.comparing(TacticalStep::order));
        this.steps = List.copyOf(all);
    }

    void run(Phase phase, TurnContext turn) {
        // GITM 9.8, 12.2: a rout in an earlier phase's battle cancelled the unit's tactical moves, a shatter all orders
        turn.cancelledTacticalOrders().forEach(orders::cancel);
        PhaseMoves now = new PhaseMoves(phase, turn);
        for (TacticalStep step : steps) {
            step.run(now);
        }
    }

    /** The step that runs at {@code order} in every phase. */
    TacticalStep step(TacticalStep.Order order) {
        return steps.stream().filter(s -> s.order() == order).findFirst().orElseThrow();
    }

    /** The steps in the order they run. */
    List<TacticalStep> steps() {
        return steps;
    }
}
