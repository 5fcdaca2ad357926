package org.adjutant.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.adjutant.config.GameId;
import org.adjutant.app.ControlRequests;
import org.adjutant.config.ServerConfig;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

@Command(name = "turn", mixinStandardHelpOptions = true, description = "Run turns.",
        subcommands = {TurnCommand.RunNow.class, TurnPreview.class})
final class TurnCommand {
    @ParentCommand
    Main main;

    @Command(name = "run-now", mixinStandardHelpOptions = true,
            description = "Ask the running robot to run a game's next turn now, as 'game run-now' does. Mail "
                    + "received so far is taken in first. The request is picked up within one polling interval; if "
                    + "the turn runs meanwhile (its deadline came first), nothing more runs.")
    static final class RunNow implements Callable<Integer> {
        @ParentCommand
        TurnCommand turn;
        @Spec
        CommandSpec spec;
        @Parameters(paramLabel = "GAME", converter = GameIdConverter.class)
        GameId id;

        @Override
        public Integer call() {
            Path home = turn.main.home();
            ServerConfig server = Homes.localConfig(home);
            new ControlRequests(server.controlDir()).requestRunNow(id);
            System.out.println("Asked the robot to run the turn of " + id + " now; it does so within "
                    + server.mailbox().pollInterval() + " if it is running. Watch its log or 'adjutant game status "
                    + id + "' after stopping it.");
            return 0;
        }
    }
}
