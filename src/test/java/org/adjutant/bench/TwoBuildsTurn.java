package org.adjutant.bench;

import java.io.File;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Two builds of the project in one JVM, each in its own class loader, resolving the same 2,000-unit turn with tactical
 * movement ({@link TurnScenario#withTacticalOrders}) in alternating order, round by round: the ratio of their CPU
 * times per round is far steadier on a shared machine than two separate runs. A fresh tactical plug-in serves each
 * turn, so that a build that keeps old turns alive measures no garbage collection. Everything is called by
 * reflection, so the builds may differ in any internal class. Prints medians and quartiles of CPU, wall time,
 * allocation and the per-round ratio B/A.
 *
 * <p>Arguments: {@code A-DIR B-DIR CLASSPATH-FILE [ROUNDS] [REPLICATED|CLUSTERED]}; a build directory holds
 * {@code classes/} and {@code test-classes/} (a copy of {@code target/}), the file the dependencies' class path
 * (print it with {@code mvn -o -q exec:exec -Dexec.executable=echo -Dexec.classpathScope=test
 * -Dexec.args="%classpath"}). See bench/engine.md.
 */
public final class TwoBuildsTurn {
    private TwoBuildsTurn() {
    }

    private static final class Build {
        private final Object scenario;
        private final Object engine;
        private final Method resolve;
        private final Object[] plugin = new Object[1];
        private final Class<?> pluginClass;

        Build(String dir, String deps, String layout) throws Exception {
            List<URL> urls = new ArrayList<>();
            urls.add(new File(dir, "test-classes/").toURI().toURL());
            urls.add(new File(dir, "classes/").toURI().toURL());
            for (String d : deps.split(File.pathSeparator)) {
                urls.add(new File(d).toURI().toURL());
            }
            ClassLoader cl = new URLClassLoader(urls.toArray(new URL[0]), ClassLoader.getPlatformClassLoader());
            Class<?> scenarios = cl.loadClass("org.adjutant.bench.TurnScenario");
            Class<?> layouts = cl.loadClass("org.adjutant.bench.TurnScenario$Layout");
            Object scaled = scenarios.getMethod("scaled", int.class, layouts).invoke(null, 2000,
                    layouts.getMethod("valueOf", String.class).invoke(null, layout));
            scenario = scenarios.getMethod("withTacticalOrders").invoke(scaled);
            Class<?> plugins = cl.loadClass("org.adjutant.gitm.sequence.TurnPlugins");
            Class<?> tactical = cl.loadClass("org.adjutant.gitm.sequence.TacticalMovement");
            pluginClass = cl.loadClass("org.adjutant.gitm.movement.tactical.GitmTacticalMovement");
            Object proxy = Proxy.newProxyInstance(cl, new Class<?>[] {tactical}, (p, m, args) ->
                    m.getDeclaringClass() == Object.class ? m.invoke(this, args)
                            : pluginClass.getMethod(m.getName(), m.getParameterTypes()).invoke(plugin[0], args));
            Object withTactical = plugins.getMethod("withTactical", tactical)
                    .invoke(plugins.getMethod("standard").invoke(null), proxy);
            Class<?> engines = cl.loadClass("org.adjutant.gitm.sequence.GitmTurnEngine");
            engine = engines.getConstructor(plugins).newInstance(withTactical);
            resolve = scenarios.getMethod("resolve", engines);
        }

        /** {wall ms, CPU ms, MB allocated} of one turn. */
        double[] turn() throws Exception {
            plugin[0] = pluginClass.getConstructor().newInstance();
            var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
            long me = Thread.currentThread().getId();
            long a0 = threads.getThreadAllocatedBytes(me);
            long c0 = threads.getCurrentThreadCpuTime();
            long w0 = System.nanoTime();
            if (resolve.invoke(scenario, engine) == null) {
                throw new IllegalStateException("no outcome");
            }
            long w1 = System.nanoTime();
            long c1 = threads.getCurrentThreadCpuTime();
            long a1 = threads.getThreadAllocatedBytes(me);
            return new double[] {(w1 - w0) / 1e6, (c1 - c0) / 1e6, (a1 - a0) / 1e6};
        }
    }

    public static void main(String[] args) throws Exception {
        String deps = Files.readString(Path.of(args[2])).trim();
        int rounds = args.length > 3 ? Integer.parseInt(args[3]) : 100;
        String layout = args.length > 4 ? args[4] : "REPLICATED";
        Build a = new Build(args[0], deps, layout);
        Build b = new Build(args[1], deps, layout);
        for (int k = 0; k < 8; k++) {
            a.turn();
            b.turn();
        }
        Map<String, List<Double>> figures = new TreeMap<>();
        String[] what = {"wall ms", "cpu ms", "MB allocated"};
        for (int round = 0; round < rounds; round++) {
            double[] x;
            double[] y;
            if (round % 2 == 0) {
                x = a.turn();
                y = b.turn();
            } else {
                y = b.turn();
                x = a.turn();
            }
            for (int i = 0; i < what.length; i++) {
                figures.computeIfAbsent("A " + what[i], k -> new ArrayList<>()).add(x[i]);
                figures.computeIfAbsent("B " + what[i], k -> new ArrayList<>()).add(y[i]);
            }
            figures.computeIfAbsent("ratio B/A cpu", k -> new ArrayList<>()).add(y[1] / x[1]);
            figures.computeIfAbsent("ratio B/A wall", k -> new ArrayList<>()).add(y[0] / x[0]);
        }
        System.out.printf(Locale.ROOT, "A=%s B=%s layout %s, %d rounds, load %s%n", args[0], args[1], layout, rounds,
                Files.readString(Path.of("/proc/loadavg")).trim());
        figures.forEach((k, v) -> {
            List<Double> s = new ArrayList<>(v);
            Collections.sort(s);
            System.out.printf(Locale.ROOT, "%-16s median %9.3f  p25 %9.3f  p75 %9.3f%n", k, s.get(s.size() / 2),
                    s.get(s.size() / 4), s.get(3 * s.size() / 4));
        });
    }
}
