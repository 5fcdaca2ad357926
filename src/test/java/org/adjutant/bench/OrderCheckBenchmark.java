package org.adjutant.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.order.Branch;
import org.adjutant.gitm.order.InMemoryOrderContext;
import org.adjutant.gitm.order.OrderContext;
import org.adjutant.gitm.order.OrderDesk;
import org.adjutant.gitm.order.OrderParser;
import org.adjutant.gitm.order.UnitLocation;
import org.adjutant.gitm.order.UnitView;
import org.adjutant.ruleset.BlockVerdict;
import org.adjutant.ruleset.Line;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The intake of one turn of a 2,000-unit GITM game: every unit's block of 6-10 order lines parsed, checked for syntax
 * and range, and checked against an in-memory game state, as {@link OrderDesk#checkUnitBlock} does for each mail.
 * Scores are unit blocks per second. See {@code bench/orders.md} for the command and figures.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 3)
@Fork(1)
public class OrderCheckBenchmark {
    static final int UNITS = 2_000;
    private static final Branch[] MIX = {Branch.IN, Branch.IN, Branch.IN, Branch.LI, Branch.LC, Branch.MC, Branch.HA,
        Branch.MA, Branch.IN, Branch.MI};

    private OrderContext context;
    private List<String> unitIds;
    private List<List<Line>> blocks;

    @Setup
    public void setUp() {
        InMemoryOrderContext.Builder b = InMemoryOrderContext.builder();
        // A 60 x 60 open theatre in the middle of the map, so every path square is on it.
        int col0 = 40;
        int row0 = 30;
        for (int c = col0; c < col0 + 60; c++) {
            for (int r = row0; r < row0 + 60; r++) {
                b.square(new StrategicSquare(c, r), SquareInfo.of(Terrain.OPEN, Nation.MX, "Mexico"));
            }
        }
        b.state("Mexico", Nation.MX);
        unitIds = new ArrayList<>(UNITS);
        blocks = new ArrayList<>(UNITS);
        int corps = UNITS / 20;
        for (int i = 0; i < UNITS; i++) {
            boolean hq = i < corps;
            Branch branch = hq ? Branch.CQ : MIX[i % MIX.length];
            String id = "MX" + (i + 1) + branch.name();
            StrategicSquare at = new StrategicSquare(col0 + 5 + (i * 7) % 50, row0 + 5 + (i * 13) % 50);
            TacticalSquare tac = new TacticalSquare(i % 15, (i / 15) % 15);
            b.unit(new UnitView(id, branch, "Mexico", Nation.MX, new UnitLocation.OnMap(at, tac), true,
                    hq ? 100 : 1000, 0));
            unitIds.add(id);
            String corpsHq = "MX" + (1 + i % corps) + "CQ";
            blocks.add(block(i, branch, at, corpsHq));
        }
        context = b.build();
    }

    /** A realistic block of 6-10 lines, varied by unit number: what commanders actually send. */
    private static List<Line> block(int i, Branch branch, StrategicSquare at, String corpsHq) {
        List<String> lines = new ArrayList<>();
        lines.add("# orders for " + branch.words());
        int steps = 1 + i % branch.marchAllowance();
        Direction d = Direction.values()[i % 8];
        StringBuilder path = new StringBuilder(i % 2 == 0 ? "PATH" : "path");
        StrategicSquare s = at;
        for (int k = 0; k < steps; k++) {
            if (k == 1 && i % 3 == 0) {
                path.append(" -");
            }
            s = s.step(k % 2 == 0 ? d : d.clockwise()).orElseThrow();
            path.append(' ').append(i % 4 == 0 ? s.toString().toLowerCase().replace("-", "") : s.toString());
        }
        lines.add(path.toString());
        lines.add(i % 2 == 0 ? "HALT ON DETECTION" : "halt on enemy entry  # keep together");
        lines.add("MOVE TO " + (i % 15) + "-" + ((i * 7) % 15) + (i % 3 == 0 ? " VIA 7-7" : "") + " PHASE "
                + (1 + i % 5));
        lines.add("ENGAGE PHASES " + (1 + i % 3) + "-" + (3 + i % 3));
        lines.add("LINE " + (i % 3 == 0 ? "SECOND" : "FIRST"));
        if (i % 2 == 0) {
            lines.add("SUPPORT " + (i % 15) + "-" + (i % 11) + " RADIUS 2 PHASES 1-4");
        }
        lines.add(branch.isMilitia() ? "POSTURE ATTACK/DEFEND" : "OFFENSIVE ASSAULT DEFENSIVE LAST-DITCH");
        lines.add(branch == Branch.CQ ? "SUPPLY LEVEL 12" : "SUPPLY LEVEL 1 SOURCE " + corpsHq);
        if (i % 5 == 0) {
            lines.add("MARCH TO BATTLE");
        }
        List<Line> result = new ArrayList<>(lines.size());
        for (int n = 0; n < lines.size(); n++) {
            result.add(new Line(n + 3, lines.get(n)));
        }
        return result;
    }

    /** One turn's intake; JMH divides by the units, so the score is blocks per second. */
    @Benchmark
    @OperationsPerInvocation(UNITS)
    public void checkTurn(Blackhole bh) {
        for (int i = 0; i < UNITS; i++) {
            BlockVerdict v = OrderDesk.checkUnitBlock(context, unitIds.get(i), blocks.get(i));
            bh.consume(v);
        }
    }

    /** The parser and its syntax checks alone, to see what the state checks and the verdict add. */
    @Benchmark
    @OperationsPerInvocation(UNITS)
    public void parseTurn(Blackhole bh) {
        for (int i = 0; i < UNITS; i++) {
            bh.consume(OrderParser.parseUnitBlock(blocks.get(i)));
        }
    }

    /** Every generated block must be accepted, or the benchmark would measure the error path. */
    public static void main(String[] args) {
        OrderCheckBenchmark b = new OrderCheckBenchmark();
        b.setUp();
        int lines = 0;
        for (int i = 0; i < UNITS; i++) {
            BlockVerdict v = OrderDesk.checkUnitBlock(b.context, b.unitIds.get(i), b.blocks.get(i));
            if (!v.isAccepted()) {
                throw new IllegalStateException(b.unitIds.get(i) + " " + b.blocks.get(i) + " " + v.problems());
            }
            lines += b.blocks.get(i).size();
        }
        System.out.println(UNITS + " blocks accepted, " + lines + " lines");
    }
}
