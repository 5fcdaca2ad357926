package org.adjutant.cli;

import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import org.adjutant.demo.Demo;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

@Command(name = "demo", mixinStandardHelpOptions = true,
        description = "Run the robot against an embedded mail server with scripted players: the 1846 scenario, a "
                + "few turns on a short schedule, orders (some deliberately wrong) mailed every turn. Prints what "
                + "happened per turn and leaves every mail as .eml and every HTML report as a file.")
final class DemoCommand implements Callable<Integer> {
    @ParentCommand
    Main main;

    @Option(names = "--turns", defaultValue = "3", description = "Turns to run (default: ${DEFAULT-VALUE}).")
    int turns;

    @Option(names = "--interval", defaultValue = "20", description = "Seconds between deadlines (default: "
            + "${DEFAULT-VALUE}).")
    int interval;

    @Option(names = "--out", defaultValue = "demo-out", description = "Where the demo writes its database, mail "
            + "and reports; emptied first (default: ${DEFAULT-VALUE}).")
    Path out;

    @Option(names = "--smtp-port", defaultValue = "3025", description = "SMTP port on 127.0.0.1 (0 = any free port;"
            + " default: ${DEFAULT-VALUE}).")
    int smtpPort;

    @Option(names = "--imap-port", defaultValue = "3143", description = "IMAP port on 127.0.0.1 (0 = any free port;"
            + " default: ${DEFAULT-VALUE}).")
    int imapPort;

    @Option(names = "--keep-running", description = "After the scripted turns, keep the robot and the mail server "
            + "running so a person can play with any mail client; the game goes on with a deadline every 5 minutes.")
    boolean keepRunning;

    @Option(names = "--verbose", description = "Show the robot's log on the console too.")
    boolean verbose;

    @Override
    public Integer call() throws Exception {
        if (!verbose && System.getProperty("adjutant.console.level") == null) {
            System.setProperty("adjutant.console.level", "WARN");
        }
        if (turns < 1 || interval < 5) {
            System.err.println("--turns must be at least 1 and --interval at least 5 seconds");
            return 2;
        }
        return new Demo(new Demo.Options(main.home(), out, turns, Duration.ofSeconds(interval), smtpPort, imapPort,
                keepRunning), System.out).run();
    }
}
