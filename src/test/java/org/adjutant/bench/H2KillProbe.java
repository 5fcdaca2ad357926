package org.adjutant.bench;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.adjutant.store.Database;

/**
 * Does a returned H2 commit survive a SIGKILL? A child JVM opens the database exactly as the robot does
 * ({@link Database#file}) and commits inserts on several threads, printing each id once its commit has returned;
 * the parent kills it with SIGKILL at a random moment, opens the database again and counts the printed ids that are
 * not there (bench/chaos.md, "Findings").
 *
 * <pre>
 * java -cp target/test-classes:target/classes:$(cat /tmp/cp.txt) org.adjutant.bench.H2KillProbe \
 *     [--kills 100] [--threads 4] [--out target/h2-kill-probe]
 * </pre>
 */
public final class H2KillProbe {
    private H2KillProbe() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 0 && args[0].equals("child")) {
            child(Path.of(args[1]), Integer.parseInt(args[2]));
            return;
        }
        int kills = 100;
        int threads = 4;
        Path out = Path.of("target/h2-kill-probe");
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--kills" -> kills = Integer.parseInt(args[++i]);
                case "--threads" -> threads = Integer.parseInt(args[++i]);
                case "--out" -> out = Path.of(args[++i]);
                default -> throw new IllegalArgumentException("usage: H2KillProbe [--kills N] [--threads T] "
                        + "[--out DIR]; unknown " + args[i]);
            }
        }
        parent(out.toAbsolutePath(), kills, threads);
    }

    private static void child(Path dir, int threads) throws Exception {
        Database db = Database.file(dir);
        db.inTransaction(c -> {
            try (Statement s = c.createStatement()) {
                s.execute("CREATE TABLE IF NOT EXISTS kill_probe(id BIGINT PRIMARY KEY, body VARCHAR(4000))");
            }
            return null;
        });
        PrintStream out = System.out;
        out.println("ready");
        out.flush();
        long pid = ProcessHandle.current().pid();
        for (int t = 0; t < threads; t++) {
            long thread = t;
            Thread worker = new Thread(() -> {
                Random random = new Random(pid * 31 + thread);
                for (long n = 0; ; n++) {
                    long id = pid << 32 | thread << 24 | n;
                    String body = "x".repeat(200 + random.nextInt(2000)); // chunks of varying size
                    db.inTransaction(c -> {
                        try (PreparedStatement ps = c.prepareStatement("INSERT INTO kill_probe VALUES (?, ?)")) {
                            ps.setLong(1, id);
                            ps.setString(2, body);
                            ps.executeUpdate();
                        }
                        return null;
                    });
                    synchronized (out) {
                        out.println(id);
                        out.flush();
                    }
                }
            }, "committer-" + t);
            worker.start();
        }
        Thread.sleep(Long.MAX_VALUE);
    }

    private static void parent(Path dir, int kills, int threads) throws Exception {
        Files.createDirectories(dir);
        Random random = new Random(1);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        long acknowledged = 0;
        long lost = 0;
        int killsWithLoss = 0;
        for (int k = 1; k <= kills; k++) {
            Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                    H2KillProbe.class.getName(), "child", dir.toString(), String.valueOf(threads))
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            String first = in.readLine();
            if (!"ready".equals(first)) {
                throw new IllegalStateException("the child did not start: " + first);
            }
            List<Long> ids = new ArrayList<>();
            Map<Long, Long> seenAt = new HashMap<>();
            Thread reader = new Thread(() -> {
                try {
                    for (String line; (line = in.readLine()) != null; ) {
                        long id = Long.parseLong(line.strip());
                        synchronized (ids) {
                            ids.add(id);
                            seenAt.put(id, System.nanoTime());
                        }
                    }
                } catch (Exception e) {
                    // the pipe closes when the child dies
                }
            });
            reader.start();
            Thread.sleep(50 + random.nextInt(1500));
            long killedAt = System.nanoTime();
            p.destroyForcibly();
            p.waitFor();
            reader.join();
            Set<Long> kept = new HashSet<>();
            try (Database db = Database.file(dir)) {
                db.read(c -> {
                    try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("SELECT id FROM kill_probe")) {
                        while (r.next()) {
                            kept.add(r.getLong(1));
                        }
                    }
                    return null;
                });
            }
            List<Long> missing = ids.stream().filter(id -> !kept.contains(id)).toList();
            acknowledged += ids.size();
            if (!missing.isEmpty()) {
                killsWithLoss++;
                lost += missing.size();
                long oldest = missing.stream().mapToLong(seenAt::get).min().orElse(killedAt);
                System.out.printf("kill %d: %d of %d returned commits lost, the oldest returned %d ms before the "
                        + "kill%n", k, missing.size(), ids.size(), (killedAt - oldest) / 1_000_000);
            }
        }
        System.out.printf("kills %d, threads %d, H2 %s: %d commits returned, %d lost in %d kills%n", kills, threads,
                org.h2.engine.Constants.VERSION, acknowledged, lost, killsWithLoss);
    }
}
