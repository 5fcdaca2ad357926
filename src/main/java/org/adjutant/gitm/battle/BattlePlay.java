package org.adjutant.gitm.battle;

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
import org.adjutant.gitm.sequence.DiceStreams;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.GitmTurnEngine;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Dice;
import org.adjutant.ruleset.SeededDice;

/**
 * One battle fought once: the set-up's position and orders, the dice of one seed, and the turn's phases in the
 * engine's order (GITM 5.2: supply, strategic withdrawal, tactical phases 1-2, strategic phase 1, tactical phases 3-4)
 * up to the last combat phase of the file, each run by the engine's own step with the robot's plug-ins
 * ({@link GitmRuleset#turnPlugins()}): tactical movement, bombardment and combat exactly as in a game. The end of the
 * turn is not played (stragglers would start coming back there, GITM 9.13).
 *
 * @param events everything the turn reported, in order
 * @param end    the position after the last combat phase
 * @param rolls  every roll, by purpose
 */
public record BattlePlay(long seed, List<GitmEvent> events, GitmState end, SortedMap<String, List<Dice.Roll>> rolls) {
    public BattlePlay {
        events = List.copyOf(events);
    }

    /** Fights the battle with seed {@code seed}; the same set-up and seed give the same play. */
    public static BattlePlay fight(BattleSetup setup, long seed) {
        return fight(setup, seed, CombatTuning.STANDARD);
    }

    /**
     * Fights the battle with seed {@code seed} and other designed values of the combat rules: the calibration's
     * sensitivity sweep (docs/calibration.md).
     */
    public static BattlePlay fight(BattleSetup setup, long seed, CombatTuning tuning) {
        return fight(setup, seed, battlePlugins(tuning));
    }

    /**
     * The robot's plug-ins without its supply rules: a battle file states each unit's supplies, ammunition and
     * communications as history had them, and the fight alone is what is played and calibrated, so the supply phase
     * eats and judges nothing and the march reads the plain cases of GITM 10.1 as when the calibration was made
     * (docs/calibration.md).
     */
    static TurnPlugins battlePlugins() {
        return battlePlugins(CombatTuning.STANDARD);
    }

    /** The same, with the combat rules played with {@code tuning}'s designed values. */
    static TurnPlugins battlePlugins(CombatTuning tuning) {
        TurnPlugins robot = GitmRuleset.turnPlugins().withSupply(new org.adjutant.gitm.sequence.NoSupplyRulesYet())
                .withCommunications(new org.adjutant.gitm.movement.SimpleCommunications());
        return tuning.standard() ? robot
                : robot.withCombat(new GitmBombardment(tuning), new GitmCombat(tuning));
    }

    /** With other plug-ins: tests look at what the combat step is handed. */
    static BattlePlay fight(BattleSetup setup, long seed, TurnPlugins plugins) {
        Board board = new Board(setup.state(), setup.map(), setup.tactical());
        Map<UnitId, MarchOrders> march = new TreeMap<>();
        setup.orders().forEach((id, lines) -> march.put(id, MarchOrders.fromLines(lines)));
        DiceStreams dice = new DiceStreams(SeededDice.forTurn(seed, setup.state().turn()));
        TurnContext turn = new TurnContext(board, new TreeMap<>(setup.orders()), march, dice, plugins);
        for (Phase phase : Phase.campaignTurn()) {
            step(phase, plugins).run(phase, turn);
            if (phase.isTactical() && phase.number() == setup.file().phases()) {
                break;
            }
        }
        return new BattlePlay(seed, turn.events(), board.toState(), dice.rolls());
    }

    /** The engine's step for a phase of the turn (as {@code GitmTurnEngine} maps them). */
    private static TurnStep step(Phase phase, TurnPlugins plugins) {
        return switch (phase.kind()) {
            case ORDERS, SUPPLY, WITHDRAWAL, TACTICAL, STRATEGIC -> new GitmTurnEngine(plugins).step(phase.kind());
            case END, DEPLOYMENT -> throw new IllegalStateException("a battle ends with its last combat phase");
        };
    }
}
