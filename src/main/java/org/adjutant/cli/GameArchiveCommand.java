package org.adjutant.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.adjutant.app.ControlRequests;
import org.adjutant.app.GameImport;
import org.adjutant.config.GameId;
import org.adjutant.config.ServerConfig;
import org.adjutant.store.Database;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code adjutant game export} and {@code import}: one game to a file and back (docs/backups.md). */
final class GameArchiveCommand {
    private GameArchiveCommand() {
    }

    @Command(name = "export", mixinStandardHelpOptions = true,
            description = "Write one game to a file: its game file, the state after every turn, its players (with "
                    + "password hashes), unit assignments, waiting and frozen orders, events, deadlines, outbox, "
                    + "requests and audit log. Works whether the robot runs or not; the file names no database, "
                    + "so 'game import' reads it into H2 or PostgreSQL alike.")
    static final class Export implements Callable<Integer> {
        @ParentCommand
        GameCommand game;
        @Parameters(index = "0", paramLabel = "GAME", description = "The game's id.",
                converter = GameIdConverter.class)
        GameId id;
        @Parameters(index = "1", paramLabel = "FILE", description = "The file to write (JSON); it must not exist.")
        Path file;

        @Override
        public Integer call() {
            Path target = file.toAbsolutePath().normalize();
            return GameCommand.administer(game.main.home(), "export", List.of(id.value(), target.toString()),
                    a -> a.export(id, target));
        }
    }

    @Command(name = "import", mixinStandardHelpOptions = true,
            description = "Read a game written by 'game export' into this robot's database, with its game file "
                    + "(written to the games directory unless one is there already). Refused if a game of that id "
                    + "exists. The robot must be stopped; it schedules the game's deadlines when it next starts.")
    static final class Import implements Callable<Integer> {
        @ParentCommand
        GameCommand game;
        @Parameters(paramLabel = "FILE", description = "A file written by 'adjutant game export'.")
        Path file;

        @Override
        public Integer call() {
            Path home = game.main.home();
            ServerConfig server = Homes.localConfig(home);
            Optional<Database> opened = GameCommand.open(server);
            if (opened.isEmpty()) {
                throw new CommandFailure("the robot is running: stop it before importing a game (it takes up the "
                        + "game when it starts again)");
            }
            ControlRequests.Reply reply;
            try (Database db = opened.get()) {
                reply = new GameImport(db, home, server.gamesDir(), Homes.clock()).run(file);
            }
            if (reply.exitCode() != 0) {
                throw new CommandFailure(reply.output().strip());
            }
            System.out.print(reply.output());
            return 0;
        }
    }
}
