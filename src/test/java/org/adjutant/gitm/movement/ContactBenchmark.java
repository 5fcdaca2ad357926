package org.adjutant.gitm.movement;

import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.adjutant.bench.TurnScenario;
import org.adjutant.gitm.map.tactical.TacticalMaps;
import org.adjutant.gitm.unit.UnitId;
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
 * Communications for every unit of the 1846 scenario scaled to 2,000 and 4,000 units (GITM 10.1 by the full lines of
 * GITM 10.2), as each campaign turn works them out once: a fresh board (so fresh per-side sets and banks) over
 * tactical maps kept from turn to turn, as the engine keeps them. Run:
 * {@code mvn -o -q exec:exec -Dexec.executable=java -Dexec.classpathScope=test
 * -Dexec.args="-cp %classpath org.openjdk.jmh.Main ContactBenchmark -f 1 -wi 3 -w 2s -i 5 -r 3s -prof gc"}.
 */
@State(Scope.Benchmark)
public class ContactBenchmark {
    @Param({"2000", "4000"})
    public int units;

    @Param({"REPLICATED", "CLUSTERED"})
    public TurnScenario.Layout layout;

    private TurnScenario scenario;
    private TacticalMaps tactical;

    @Setup(Level.Trial)
    public void setUp() throws Exception {
        scenario = TurnScenario.scaled(units, layout);
        tactical = Board.tacticalMapsFor(scenario.state, scenario.map);
    }

    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public Set<UnitId> communications() {
        return new SimpleCommunications().inCommunications(new Board(scenario.state, scenario.map, tactical));
    }
}
