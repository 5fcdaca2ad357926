package org.adjutant.cli;

import java.nio.file.Path;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code adjutant}: the play-by-email robot. Every command answers {@code --help}. */
@Command(name = "adjutant", mixinStandardHelpOptions = true, version = "Adjutant 0.1.0",
        description = "A play-by-email wargame robot for Gathered In Their Masses (AMWOL).",
        subcommands = {RunCommand.class, DemoCommand.class, GameCommand.class, TurnCommand.class,
                OrdersCommand.class, BattleCommand.class, BackupCommand.class, CommandLine.HelpCommand.class})
public final class Main {
    @Option(names = "--home", description = "The robot's home directory: config/, data/, templates/ are read from "
            + "here (default: the current directory, or -Dadjutant.home).", scope = CommandLine.ScopeType.INHERIT)
    Path home;

    Path home() {
        if (home != null) {
            return home.toAbsolutePath().normalize();
        }
        return Path.of(System.getProperty("adjutant.home", ".")).toAbsolutePath().normalize();
    }

    /**
     * The command line with its error handling: a mistyped command gets its usage text; a command that fails for a
     * reason the user can act on ({@link CommandFailure}) gets one line, no usage.
     */
    static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Main());
        cl.setExecutionExceptionHandler((e, command, parsed) -> {
            if (e instanceof CommandFailure f) {
                command.getErr().println(command.getColorScheme().errorText("adjutant: " + f.getMessage()));
                return f.exitCode();
            }
            throw e;
        });
        return cl;
    }

    public static void main(String[] args) {
        System.setProperty("java.awt.headless", "true");
        Logs.chooseEarly(args);
        int code = commandLine().execute(args);
        if (code != 0 || !Boolean.getBoolean("adjutant.keepJvm")) {
            System.exit(code);
        }
    }
}
