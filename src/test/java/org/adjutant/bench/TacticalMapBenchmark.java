package org.adjutant.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.map.tactical.TacticalMap;
import org.adjutant.gitm.map.tactical.TacticalMapGenerator;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Drawing tactical maps (GITM 2.1-2.4) for the 140 x 110 theatre, by default the committed 1846 map ({@code -p
 * theatre=synthetic} for the synthetic test theatre): one map at a time (the target is a median under 1 ms) and all
 * 15,400 in one go. How to run it and the figures: bench/tactical-maps.md.
 */
@State(Scope.Benchmark)
public class TacticalMapBenchmark {
    @Param({"real"})
    public String theatre;

    private StrategicMap world;
    private List<StrategicSquare> squares;
    private TacticalMapGenerator generator;
    private List<StrategicSquare> land;
    private int next;
    private int nextLand;

    @Setup(Level.Trial)
    public void setUp() {
        world = BenchTheatre.load(theatre);
        squares = BenchTheatre.allSquares();
        land = squares.stream().filter(s -> world.square(s).isPresent() && world.terrain(s) != Terrain.WATER).toList();
        generator = new TacticalMapGenerator();
    }

    /** One map, going round every square of the theatre so that all terrains and features are in the mix. */
    @Benchmark
    @BenchmarkMode({Mode.SampleTime, Mode.AverageTime})
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public TacticalMap oneMap() {
        StrategicSquare square = squares.get(next);
        next = next + 1 == squares.size() ? 0 : next + 1;
        return generator.generate(world, square);
    }

    /**
     * One map of a land square: sea squares (four in ten of the real theatre) are filled in no time and would pull
     * {@link #oneMap}'s median down, so this is the honest figure for a map with ground, rivers and towns to draw.
     */
    @Benchmark
    @BenchmarkMode(Mode.SampleTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public TacticalMap oneLandMap() {
        StrategicSquare square = land.get(nextLand);
        nextLand = nextLand + 1 == land.size() ? 0 : nextLand + 1;
        return generator.generate(world, square);
    }

    /** Every map of the theatre, as a cold start of a game that visits every square would. */
    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public void allMaps(Blackhole hole) {
        for (StrategicSquare square : squares) {
            hole.consume(generator.generate(world, square));
        }
    }
}
