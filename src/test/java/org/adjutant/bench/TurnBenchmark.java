package org.adjutant.bench;

import java.util.concurrent.TimeUnit;
import org.adjutant.gitm.movement.tactical.GitmTacticalMovement;
import org.adjutant.gitm.sequence.GitmTurnEngine;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.ruleset.TurnOutcome;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * One whole GITM turn of the 1846 scenario scaled to 2,000 and 4,000 units with orders for all, with the detection
 * the robot does for the turn's reports (bench/engine.md): {@link #turnWithDetection} is the measure of a whole turn with its reports;
 * {@link #engineOnly} and {@link #detectionOnly} split it. {@link #engineWithTactical} is the engine with tactical
 * movement (GITM 8) plugged in, as {@code GitmRuleset} runs it, and random tactical orders for every unit
 * ({@link TurnScenario#withTacticalOrders}). {@link #turnWithSupply} is the whole turn as the robot runs it (tactical
 * movement, combat, supply, sieges, inactive units: {@code GitmRuleset.turnPlugins()}) with random tactical and supply
 * orders, and the detection for the reports: the measure set for the turn (at most 2 s at 2,000 units, at most 2.3x from
 * 2,000 to 4,000); {@code SupplyTurnHarness} splits out the supply work's own share.
 */
@State(Scope.Benchmark)
public class TurnBenchmark {
    @Param({"2000", "4000"})
    public int units;

    @Param({"REPLICATED", "CLUSTERED"})
    public TurnScenario.Layout layout;

    private TurnScenario scenario;
    private GitmTurnEngine engine;
    private TurnOutcome resolved;
    private TurnScenario tacticalScenario;
    private GitmTurnEngine tacticalEngine;
    private TurnScenario supplyScenario;
    private GitmTurnEngine fullEngine;

    @Setup(Level.Trial)
    public void setUp() throws Exception {
        scenario = TurnScenario.scaled(units, layout);
        engine = new GitmTurnEngine();
        resolved = scenario.resolve(engine);
        tacticalScenario = scenario.withTacticalOrders();
        tacticalEngine = new GitmTurnEngine(TurnPlugins.standard().withTactical(new GitmTacticalMovement()));
        supplyScenario = tacticalScenario.withSupplyOrders().withArmiesMeeting(units / 20);
        fullEngine = new GitmTurnEngine(org.adjutant.gitm.GitmRuleset.turnPlugins());
    }

    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public long turnWithDetection() {
        return scenario.detectAll(scenario.resolve(engine));
    }

    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public TurnOutcome engineOnly() {
        return scenario.resolve(engine);
    }

    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public long detectionOnly() {
        return scenario.detectAll(resolved);
    }

    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public TurnOutcome engineWithTactical() {
        return tacticalScenario.resolve(tacticalEngine);
    }

    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public long turnWithSupply() {
        return supplyScenario.detectAll(supplyScenario.resolve(fullEngine));
    }
}
