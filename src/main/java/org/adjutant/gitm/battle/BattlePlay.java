package org.adjutant.gitm.battle;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.gitm.combat.CombatTuning;
import org.adjutant.gitm.combat.GitmBombardment;
import org.adjutant.gitm.combat.GitmCombat;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.MarchOrders;
import org.adjutant.gitm.movement.SimpleCommunications;
import org.adjutant.gitm.sequence.DiceStreams;
import org.adjutant.gitm.sequence.GitmTurnEngine;
import org.adjutant.gitm.sequence.NoSupplyRules;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Dice;
import org.adjutant.ruleset.SeededDice;

/**
 * One engagement fought once: the set-up's position, each turn's orders, the dice of one seed, and the turns' phases in
 * the engine's order (GITM 5.2: supply, strategic withdrawal, tactical phases 1-2, strategic phase 1, tactical phases
 * 3-4, strategic phases 2-6, the final tactical phase, the end of the turn), each run by the engine's own step with the
 * robot's plug-ins ({@link GitmRuleset#turnPlugins()}): tactical movement, bombardment and combat, supply, sieges and
 * the end of the turn exactly as in a game. Every turn but the last is played whole and the next begins from the
 * position it leaves ({@link GitmTurnEngine#following}); the last stops after its last combat phase (its end would
 * start bringing stragglers back, GITM 9.13), unless the file plays it whole.
 *
 * @param turns    what each turn reported, in order
 * @param end      the position at the end: after the last combat phase, or after the last turn played whole
 * @param rolls    every roll, by purpose (by turn and purpose when the file spans several turns), in the order made
 * @param departed the units taken out of the game on the way (surrendered, destroyed), each as it last stood
 */
public record BattlePlay(long seed, List<TurnPlayed> turns, GitmState end, Map<String, List<Dice.Roll>> rolls,
                         SortedMap<UnitId, Unit> departed) {
    public BattlePlay {
        turns = List.copyOf(turns);
        rolls = Collections.unmodifiableMap(new LinkedHashMap<>(rolls));
        departed = Collections.unmodifiableSortedMap(new TreeMap<>(departed));
    }

    /** One game turn of the play: its number (1 for the first) and the events it reported, in order. */
    public record TurnPlayed(int turn, List<GitmEvent> events) {
        public TurnPlayed {
            events = List.copyOf(events);
        }
    }

    /** Everything every turn reported, in order. */
    public List<GitmEvent> events() {
        return turns.stream().flatMap(t -> t.events().stream()).toList();
    }

    /** Fights the engagement with seed {@code seed}; the same set-up and seed give the same play. */
    public static BattlePlay fight(BattleSetup setup, long seed) {
        return fight(setup, seed, CombatTuning.STANDARD);
    }

    /**
     * Fights the engagement with seed {@code seed} and other designed values of the combat rules: the calibration's
     * sensitivity sweep (docs/calibration.md).
     */
    public static BattlePlay fight(BattleSetup setup, long seed, CombatTuning tuning) {
        TurnPlugins robot = GitmRuleset.turnPlugins();
        return fight(setup, seed, tuning.standard() ? robot
                : robot.withCombat(new GitmBombardment(tuning), new GitmCombat(tuning)));
    }

    /**
     * The first turn's plug-ins: the robot's without its supply rules. A battle file states each unit's supplies,
     * ammunition and communications as history had them when the fighting began, so the first supply phase is behind
     * it: it eats and judges nothing, and the march reads the plain cases of GITM 10.1, as when the calibration was
     * made (docs/calibration.md). Every later turn is the game's own, supply phase included.
     */
    static TurnPlugins openingTurn(TurnPlugins plugins) {
        return plugins.withSupply(new NoSupplyRules()).withCommunications(new SimpleCommunications());
    }

    /** With other plug-ins for the turns (the first without its supply rules): tests look at what a step is handed. */
    static BattlePlay fight(BattleSetup setup, long seed, TurnPlugins plugins) {
        BattleFile file = setup.file();
        TurnPlugins first = openingTurn(plugins);
        GitmTurnEngine opening = new GitmTurnEngine(first);
        GitmTurnEngine later = new GitmTurnEngine(plugins);
        GitmState state = setup.state();
        List<TurnPlayed> played = new ArrayList<>();
        Map<String, List<Dice.Roll>> rolls = new LinkedHashMap<>();
        SortedMap<UnitId, Unit> departed = new TreeMap<>();
        for (int t = 1; t <= file.turns(); t++) {
            boolean last = t == file.turns();
            GitmTurnEngine engine = t == 1 ? opening : later;
            Board board = new Board(state, setup.map(), setup.tactical());
            SortedMap<UnitId, List<String>> orders = new TreeMap<>(setup.orders(t));
            orders.keySet().retainAll(state.unitsById().keySet());
            Map<UnitId, MarchOrders> march = new TreeMap<>();
            orders.forEach((id, lines) -> march.put(id, MarchOrders.fromLines(lines)));
            DiceStreams dice = new DiceStreams(SeededDice.forTurn(seed, state.turn()));
            TurnContext turn = new TurnContext(board, orders, march, dice, t == 1 ? first : plugins);
            for (Phase phase : Phase.campaignTurn()) {
                engine.step(phase.kind()).run(phase, turn);
                if (last && !file.lastTurnWhole() && phase.isTactical() && phase.number() == file.phases()) {
                    break;
                }
            }
            played.add(new TurnPlayed(t, turn.events()));
            String prefix = file.turns() == 1 ? "" : "turn " + t + ", ";
            dice.rolls().forEach((purpose, r) -> rolls.put(prefix + purpose, r));
            for (UnitId id : state.unitsById().keySet()) {
                board.departed(id).ifPresent(u -> departed.put(id, u));
            }
            state = last && !file.lastTurnWhole() ? board.toState() : GitmTurnEngine.following(turn);
        }
        return new BattlePlay(seed, played, state, rolls, departed);
    }
}
