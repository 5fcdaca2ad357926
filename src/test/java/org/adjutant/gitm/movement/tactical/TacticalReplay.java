package org.adjutant.gitm.movement.tactical;

import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.adjutant.gitm.event.BattleJoined;
import org.adjutant.gitm.event.TacticalMoveRefused;
import org.adjutant.gitm.event.TacticalMoved;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.TurnOutcome;

/**
 * Prints one SHA-256 digest of the {@link RandomTacticalTurns#transcript} per seed, and one of them all, so that two
 * versions of the tactical code can be compared turn by turn (a refactoring must print the same lines). Arguments:
 * first seed and count (default 0 2000); {@code --dump SEED} prints that turn's transcript instead; {@code --stats}
 * before them counts what the turns did (events by kind, refusals by reason, battles by opening) instead, to show
 * how much of the tactical rules the random turns reach.
 *
 * <pre>
 * mvn -o -q test-compile
 * mvn -o -q exec:exec -Dexec.executable=java -Dexec.classpathScope=test \
 *   -Dexec.args="-cp %classpath org.adjutant.gitm.movement.tactical.TacticalReplay 0 2000" &gt; /tmp/replay.txt
 * </pre>
 */
public final class TacticalReplay {
    private TacticalReplay() {
    }

    public static void main(String[] args) {
        if (args.length == 2 && args[0].equals("--dump")) {
            RandomTacticalTurns.Turn turn = RandomTacticalTurns.turn(Long.parseLong(args[1]));
            System.out.print(RandomTacticalTurns.transcript(turn, turn.run()));
            return;
        }
        boolean stats = args.length > 0 && args[0].equals("--stats");
        int from = stats ? 1 : 0;
        long first = args.length > from ? Long.parseLong(args[from]) : 0;
        int count = args.length > from + 1 ? Integer.parseInt(args[from + 1]) : 2000;
        Map<String, Integer> counts = new TreeMap<>();
        StringBuilder all = new StringBuilder();
        long events = 0;
        for (long seed = first; seed < first + count; seed++) {
            RandomTacticalTurns.Turn turn = RandomTacticalTurns.turn(seed);
            var outcome = turn.run();
            events += outcome.events().size();
            if (stats) {
                count(counts, outcome, turn);
                continue;
            }
            String digest = RandomTacticalTurns.digest(RandomTacticalTurns.transcript(turn, outcome));
            all.append(digest);
            System.out.println(seed + " " + digest);
        }
        if (stats) {
            counts.forEach((k, v) -> System.out.println(v + "\t" + k));
            return;
        }
        System.out.printf(Locale.ROOT, "all %d turns (%d events): %s%n", count, events,
                RandomTacticalTurns.digest(all.toString()));
    }

    private static void count(Map<String, Integer> counts, TurnOutcome o, RandomTacticalTurns.Turn turn) {
        for (TurnEvent e : o.events()) {
            String key = e.getClass().getSimpleName();
            if (e instanceof TacticalMoveRefused r) {
                key += " " + r.how() + ": " + r.reason().replaceAll("\\d+-\\d+", "X-Y")
                        .replaceAll("battle of .* and", "battle of ... and");
            } else if (e instanceof TacticalMoved m) {
                key += " " + m.how() + (m.fatigue() > 0 ? " paying fatigue" : "");
            } else if (e instanceof BattleJoined b) {
                key += b.interception() ? " by interception" : " by a move";
            }
            counts.merge(key, 1, Integer::sum);
        }
        turn.combat().received().forEach(b -> b.all().forEach(c -> counts.merge("contact handed to combat: "
                + c.opening() + (c.arrivals().isEmpty() ? "" : " with arrivals"), 1, Integer::sum)));
    }
}
