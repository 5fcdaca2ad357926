package org.adjutant.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.adjutant.app.Robot;
import org.adjutant.app.RobotObserver;
import org.adjutant.config.ServerConfig;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

@Command(name = "run", mixinStandardHelpOptions = true,
        description = "Run the robot: poll the mailbox, answer order mails, run deadlines, send reports. "
                + "Stops cleanly on Ctrl-C or SIGTERM.")
final class RunCommand implements Callable<Integer> {
    @ParentCommand
    Main main;

    @Spec
    CommandSpec spec;

    @Option(names = "--config", description = "The server file (default: <home>/config/adjutant.yaml).")
    Path config;

    @Override
    public Integer call() throws Exception {
        ServerConfig server = Homes.serverConfig(spec, main.home(), config);
        Logs.useDirectory(server.data().logs());
        CountDownLatch stopped = new CountDownLatch(1);
        Robot robot = new Robot(server, main.home(), Homes.clock(), Homes.rulesets(main.home()), RobotObserver.NONE);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            robot.close();
            stopped.countDown();
        }, "adjutant-shutdown"));
        robot.start();
        System.out.println("Adjutant is running as " + server.address() + ". Log: " + System.getProperty(
                "adjutant.logs") + "/adjutant.log. Stop with Ctrl-C.");
        stopped.await();
        return 0;
    }
}
