package org.adjutant.cli;

import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.util.ContextInitializer;
import ch.qos.logback.core.joran.spi.JoranException;
import java.nio.file.Path;
import java.util.List;
import org.slf4j.LoggerFactory;

/**
 * Where the log file goes. {@code logback.xml} writes to {@code ${adjutant.logs}/adjutant.log}; the robot's is the
 * server file's {@code data.logs}, the demo's is in its output directory, beside everything else it leaves.
 */
final class Logs {
    /** The operator chose the directory himself ({@code -Dadjutant.logs=...}): it is kept whatever the file says. */
    private static boolean explicit;

    private Logs() {
    }

    /** Before anything logs: the directory the command line names (the demo's), else the home's data/logs. */
    static void chooseEarly(String[] args) {
        if (System.getProperty("adjutant.logs") != null) {
            explicit = true;
            return;
        }
        List<String> all = List.of(args);
        String home = valueOf(all, "--home", System.getProperty("adjutant.home", "."));
        Path dir = Path.of(home).resolve("data").resolve("logs");
        int demo = all.indexOf("demo");
        if (demo >= 0 && all.subList(0, demo).stream().allMatch(a -> a.startsWith("-") || a.equals(home))) {
            dir = Path.of(valueOf(all, "--out", "demo-out")).resolve("logs");
        }
        System.setProperty("adjutant.logs", dir.toString());
    }

    /** Moves the log to {@code dir} from now on (the server file's {@code data.logs}), if it is elsewhere. */
    static void useDirectory(Path dir) {
        if (explicit) {
            return;
        }
        String wanted = dir.toAbsolutePath().normalize().toString();
        String now = System.getProperty("adjutant.logs");
        if (now != null && Path.of(now).toAbsolutePath().normalize().toString().equals(wanted)) {
            return;
        }
        System.setProperty("adjutant.logs", wanted);
        if (LoggerFactory.getILoggerFactory() instanceof LoggerContext context) {
            context.reset();
            try {
                new ContextInitializer(context).autoConfig();
            } catch (JoranException e) {
                System.err.println("adjutant: the log could not be moved to " + wanted + ": " + e.getMessage());
            }
        }
    }

    private static String valueOf(List<String> args, String option, String otherwise) {
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i).equals(option) && i + 1 < args.size()) {
                return args.get(i + 1);
            }
            if (args.get(i).startsWith(option + "=")) {
                return args.get(i).substring(option.length() + 1);
            }
        }
        return otherwise;
    }
}
