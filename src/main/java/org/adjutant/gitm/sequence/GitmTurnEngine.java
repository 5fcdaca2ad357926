package org.adjutant.gitm.sequence;

import java.util.ArrayList;
import java.util.Collections;
import java.util.WeakHashMap;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.tactical.TacticalMaps;
import org.adjutant.gitm.state.MapRef;
import org.adjutant.gitm.movement.Blockades;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.Deployment;
import org.adjutant.gitm.movement.MarchOrders;
import org.adjutant.gitm.naval.Fleet;
import org.adjutant.gitm.naval.PortBlockades;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Dice;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.UnitOrders;

/**
 * The GITM turn: state and frozen orders in, the next state and the events out, nothing else read or written. A
 * campaign turn runs the phases of GITM 5.2 in order ({@link Phase#campaignTurn()}), each phase by the step for its
 * kind; the pre-game deployment turn (state turn 0, GITM 7.18-7.19) runs the Orders phase, then places units, then
 * ends (docs/rules/sow.md section 22). The same state, orders
 * and dice always give the same outcome.
 */
public final class GitmTurnEngine {
    private final TurnPlugins plugins;
    private final Map<Phase.Kind, TurnStep> steps = new EnumMap<>(Phase.Kind.class);
    /** Tactical maps are a pure function of a named map, so one engine keeps them from turn to turn. */
    private final Map<StrategicMap, TacticalMaps> tacticalMaps = Collections.synchronizedMap(new WeakHashMap<>());

    public GitmTurnEngine() {
        this(TurnPlugins.standard());
    }

    public GitmTurnEngine(TurnPlugins plugins) {
        this.plugins = plugins;
        steps.put(Phase.Kind.ORDERS, (phase, turn) -> plugins.hooks().administration()
                .forEach(step -> step.run(phase, turn)));
        steps.put(Phase.Kind.SUPPLY, plugins.supply());
        steps.put(Phase.Kind.WITHDRAWAL, thenPhaseEnd(new StrategicWithdrawalStep()));
        steps.put(Phase.Kind.TACTICAL, thenPhaseEnd(new TacticalPhaseStep()));
        steps.put(Phase.Kind.STRATEGIC, thenPhaseEnd(new StrategicPhaseStep()));
        steps.put(Phase.Kind.END, this::endOfTurn);
        steps.put(Phase.Kind.DEPLOYMENT, this::deploy);
    }

    /**
     * The placement of the deployment turn (GITM 7.18), with the ports the position's warships blockade, and the
     * garrisons of off-map ports following the units it moved into and out of them (docs/rules/naval.md section 18).
     */
    private void deploy(Phase phase, TurnContext turn) {
        Board board = turn.board();
        Blockades blockades = board.map().sea().<Blockades>map(chart -> new PortBlockades(board.start(), chart))
                .orElse(Blockades.NONE);
        Deployment deployment = new Deployment(board, turn.dice("deployment"), plugins.communications(),
                turn.events(), blockades);
        deployment.run(turn.marchOrders());
        Fleet fleet = Fleet.of(turn);
        deployment.garrisonMoves().forEach((unit, port) -> {
            if (port.isPresent()) {
                fleet.garrison(unit, port.get());
            } else {
                fleet.ungarrison(unit);
            }
        });
    }

    /** The step the engine runs for a kind of phase (a battle replay runs the phases it needs with these). */
    public TurnStep step(Phase.Kind kind) {
        return steps.get(kind);
    }

    /** A movement phase followed by the checks made at the end of every such phase (GITM 10.3, 11.3). */
    private TurnStep thenPhaseEnd(TurnStep movement) {
        return (phase, turn) -> {
            movement.run(phase, turn);
            plugins.hooks().phaseEnd().forEach(step -> step.run(phase, turn));
        };
    }

    /**
     * @param orders       every unit's frozen orders by unit id, in normal form
     * @param officeOrders office orders by role id, in the order the blocks arrived (docs/rules/sow.md 18.4); recorded
     *                     for the moderator by role id
     */
    public TurnOutcome resolve(GitmState state, StrategicMap map, Map<String, UnitOrders> orders,
                               Map<String, List<String>> officeOrders, Dice dice) {
        List<TurnEvent> events = new ArrayList<>();
        new TreeMap<>(officeOrders).forEach((role, lines) -> events.add(new OfficeOrdersRecorded(role, lines)));
        Map<UnitId, List<String>> lines = new TreeMap<>();
        Map<UnitId, MarchOrders> march = new TreeMap<>();
        new TreeMap<>(orders).forEach((id, o) -> {
            events.add(new OrdersRecorded(o.unitId(), o.source() == UnitOrders.Source.DEFAULT, o.lines()));
            Optional<UnitId> unit = UnitId.parse(id).filter(u -> state.unit(u).isPresent());
            unit.ifPresent(u -> {
                lines.put(u, o.lines());
                march.put(u, MarchOrders.fromLines(o.lines()));
            });
        });
        TacticalMaps tactical = state.map() instanceof MapRef.Named
                ? tacticalMaps.computeIfAbsent(map, TacticalMaps::new)
                : Board.tacticalMapsFor(state, map);
        TurnContext turn = new TurnContext(new Board(state, map, tactical), lines, march, new DiceStreams(dice),
                plugins).withOfficeOrders(officeOrders);
        List<Phase> phases = state.turn() == 0 ? Phase.deploymentTurn() : Phase.campaignTurn();
        for (Phase phase : phases) {
            steps.get(phase.kind()).run(phase, turn);
        }
        events.addAll(turn.events());
        return new TurnOutcome(following(turn), events);
    }

    /**
     * The position a turn leaves once all its phases have run: the board as it stands, with what the turn's
     * attachments settle beyond it (the treasuries), the calendar moved on (GITM 5.1), and where this turn's battles
     * were fought, for next turn's withdrawals (GITM 7.5). Every turn {@link #resolve} plays ends so; a driver that
     * runs the phases with {@link #step} itself (the battle command's engagements of several turns) ends its turns
     * the same way.
     */
    public static GitmState following(TurnContext turn) {
        GitmState state = turn.board().start();
        int[] next = CampaignCalendar.following(state.campaign(), state.turn());
        GitmState after = turn.settle(turn.board().toState()).withTurn(next[0], next[1]);
        // without a combat step to say where battles were, the next turn judges by who stands together
        // (ContestedSquares)
        return turn.hasCombatRecord() ? after.withBattles(turn.battleSquares())
                : new GitmState(after.title(), after.map(), after.campaign(), after.turn(), after.states(),
                        after.alliances(), after.cities(), after.unitsById(), after.roles(), after.settings(),
                        Optional.empty(), after.ports(), after.navy(), after.politics());
    }

    /**
     * GITM 3.2, 3.6, 3.7, 9.13, 12.3-12.5 and whatever else plugs in at the end of the turn, in the order of
     * docs/rules/gitm-10-supply.md section 17: siege surrender and city-capture morale first, the supply picture just
     * before reforming reads it. Battle morale (and the
     * designed morale cost of routs and shatterings) comes before the drift back to 50, which leaves alone the units
     * it moved; at the end of a campaign (turn 15) the wounded and prisoners come back and experience fades, after
     * the turn's own gains; the campaign's end (and on the scenario's last campaign the game's) is announced last of
     * all (docs/rules/sow.md 17.3-17.5).
     */
    private void endOfTurn(Phase phase, TurnContext turn) {
        new FatigueRecovery().run(phase, turn);
        int turnNo = turn.board().start().turn();
        plugins.hooks().endOfTurnFirst().forEach(step -> step.run(phase, turn));
        if (turnNo > 0) {
            new MarchingExperience().run(phase, turn);
            new BattleMorale().run(phase, turn);
            new RoutAndShatterMorale().run(phase, turn);
            new MoraleDrift().run(phase, turn); // campaign turns only (GITM-MD morale2.html)
            new StragglersReturn().run(phase, turn);
        }
        plugins.hooks().beforeReforming().forEach(step -> step.run(phase, turn));
        if (turnNo > 0) {
            new Reforming().run(phase, turn);
            if (turnNo >= CampaignCalendar.TURNS_PER_CAMPAIGN) {
                new CampaignReturns().run(phase, turn);
                new ExperienceTurnover().run(phase, turn);
            }
        }
        plugins.endOfTurnExtras().forEach(step -> step.run(phase, turn));
        if (turnNo > 0) {
            new CampaignEnd().run(phase, turn); // last: it announces what the steps above did (sow.md 17.3)
        }
    }
}
