package org.adjutant.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Function;
import org.adjutant.config.GameId;
import org.adjutant.app.ControlRequests;
import org.adjutant.app.GameAdmin;
import org.adjutant.app.OfflineDesk;
import org.adjutant.config.ServerConfig;
import org.adjutant.game.HostedGame;
import org.adjutant.store.Database;
import org.adjutant.store.GameRow;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

@Command(name = "game", mixinStandardHelpOptions = true,
        description = "Create, list, inspect, archive, delete, export and import games. list, status, archive, delete "
                + "and export work whether the robot runs or not (a running robot answers them itself), and need no "
                + "mail password.",
        subcommands = {GameCommand.Create.class, GameCommand.ListGames.class, GameCommand.Status.class,
                GameCommand.Archive.class, GameCommand.Delete.class, GameArchiveCommand.Export.class,
                GameArchiveCommand.Import.class, ModeratorCommand.Extend.class,
                ModeratorCommand.Pause.class, ModeratorCommand.Resume.class, ModeratorCommand.RunNow.class,
                ModeratorCommand.Announce.class, ModeratorCommand.Replace.class, ModeratorCommand.Standby.class,
                ModeratorCommand.Deadline.class, ModeratorCommand.AddDeadline.class,
                ModeratorCommand.RemoveDeadline.class, ModeratorCommand.Recurring.class, ModeratorCommand.Seat.class,
                ModeratorCommand.Office.class,
                ModeratorCommand.ResetPassword.class, ModeratorCommand.OnBehalf.class, ModeratorCommand.Adjust.class,
                ModeratorCommand.Resend.class,
                ModeratorCommand.Rollback.class, ModeratorCommand.End.class, ModeratorCommand.History.class,
                ModeratorCommand.Audit.class})
final class GameCommand {
    /** How long to wait for a running robot's answer; it looks for requests every second. */
    static final Duration PATIENCE = Duration.ofSeconds(60);

    @ParentCommand
    Main main;

    /** Opens the robot's database, or empty when a running daemon holds it. */
    static Optional<Database> open(ServerConfig server) {
        try {
            Files.createDirectories(server.data().database());
            return Optional.of(Database.open(server.data().store()));
        } catch (Exception e) {
            String msg = String.valueOf(e.getMessage());
            if (msg.contains("already in use") || msg.contains("locked")) {
                return Optional.empty();
            }
            throw new CommandFailure(server.data().store() instanceof org.adjutant.config.DatabaseConfig.Postgres
                    ? msg : "cannot open the database " + server.data().database() + ": " + msg);
        }
    }

    /**
     * Runs an administrative command: on the database directly when the robot is stopped, else by asking the running
     * robot (which answers with the very same code), and prints the answer.
     */
    static int administer(Path home, String command, List<String> args, Function<GameAdmin, ControlRequests.Reply> act) {
        return administerDesk(home, command, args, desk -> act.apply(desk.admin()));
    }

    /** As {@link #administer}, for the moderator's commands: the same {@code ModeratorCommands} either way. */
    static int administerDesk(Path home, String command, List<String> args,
                              Function<OfflineDesk, ControlRequests.Reply> act) {
        ServerConfig server = Homes.localConfig(home);
        Optional<Database> db = open(server);
        ControlRequests.Reply reply;
        if (db.isPresent()) {
            try (Database opened = db.get()) {
                reply = act.apply(new OfflineDesk(opened, server, home, Homes.rulesets(home), Homes.clock()));
            }
        } else {
            reply = new ControlRequests(server.controlDir()).ask(new ControlRequests.Request(command, args), PATIENCE)
                    .orElseThrow(() -> new CommandFailure("the database " + server.data().database() + " is in use, "
                            + "but no running robot answered within " + PATIENCE.toSeconds() + " s (it looks for "
                            + "requests every second; a robot busy with a long turn answers when it is done, and may "
                            + "still carry out this request)"));
        }
        System.out.print(reply.output());
        return reply.exitCode();
    }

    @Command(name = "create", mixinStandardHelpOptions = true,
            description = "Create a game from config/games/<id>.yaml now: seat its players and queue their "
                    + "welcome mails (sent when the robot next runs). The daemon does this by itself for new files.")
    static final class Create implements Callable<Integer> {
        @ParentCommand
        GameCommand game;
        @Spec
        CommandSpec spec;
        @Parameters(paramLabel = "GAME", description = "The game's id: the name of its file in config/games/.",
                converter = GameIdConverter.class)
        GameId id;

        @Override
        public Integer call() {
            Path home = game.main.home();
            // Creating a game only writes the database; its welcome mails wait in the outbox for the robot, which
            // has the mail passwords. So no password is needed here.
            ServerConfig server = Homes.localConfig(home);
            Path file = id.fileIn(server.gamesDir());
            if (!Files.isRegularFile(file)) {
                throw new CommandFailure("no game file " + file + " (a game's file is named after its id)");
            }
            if (open(server).map(db -> {
                db.close();
                return false;
            }).orElse(true)) {
                throw new CommandFailure("the robot is running: it creates the game by itself as soon as it sees "
                        + file);
            }
            List<String> problems = new ArrayList<>();
            try (var robot = new org.adjutant.app.Robot(server, home, Homes.clock(), Homes.rulesets(home),
                    new org.adjutant.app.RobotObserver() {
                        @Override
                        public void gameCreated(String gameId, List<org.adjutant.game.NewPlayer> players) {
                            System.out.println(gameId + ": seated " + players.size() + " players; each gets a "
                                    + "welcome mail with his password when the robot next sends mail.");
                        }

                        @Override
                        public void gameRefused(String gameId, List<String> why) {
                            problems.addAll(why);
                        }
                    })) {
                robot.loadGameFile(file);
                Optional<HostedGame> game = robot.games().game(id.value());
                if (game.isEmpty()) {
                    throw new CommandFailure(id + ": not created, nothing was changed. " + (problems.isEmpty()
                            ? "The robot gave no reason; its log is " + server.data().logs().resolve("adjutant.log")
                            : "The problems in " + file + ":\n  " + String.join("\n  ", problems)));
                }
                GameRow row = game.get().row();
                System.out.println(id + ": " + row.title() + " (" + row.ruleset() + "), next: "
                        + game.get().nextTurn().inText());
            }
            return 0;
        }
    }

    @Command(name = "list", mixinStandardHelpOptions = true,
            description = "List the games in the database: id, ruleset, turns resolved, running/paused/archived, title.")
    static final class ListGames implements Callable<Integer> {
        @ParentCommand
        GameCommand game;

        @Override
        public Integer call() {
            return administer(game.main.home(), "list", List.of(), GameAdmin::list);
        }
    }

    @Command(name = "status", mixinStandardHelpOptions = true,
            description = "Show one game: its turn, its next deadlines, the orders waiting, its players and its mail.")
    static final class Status implements Callable<Integer> {
        @ParentCommand
        GameCommand game;
        @Parameters(paramLabel = "GAME", converter = GameIdConverter.class)
        GameId id;
        @Option(names = "--deadlines", defaultValue = "5", description = "How many coming deadlines to list "
                + "(default: ${DEFAULT-VALUE}).")
        int deadlines;

        @Override
        public Integer call() {
            return administer(game.main.home(), "status", List.of(id.value(), String.valueOf(deadlines)),
                    a -> a.status(id, deadlines));
        }
    }

    @Command(name = "archive", mixinStandardHelpOptions = true,
            description = "Archive a finished game: its history stays in the database, it runs no more deadlines, "
                    + "mail to it is answered with a notice, and its file moves to config/archive/.")
    static final class Archive implements Callable<Integer> {
        @ParentCommand
        GameCommand game;
        @Parameters(paramLabel = "GAME", converter = GameIdConverter.class)
        GameId id;

        @Override
        public Integer call() {
            return administer(game.main.home(), "archive", List.of(id.value()), a -> a.archive(id));
        }
    }

    @Command(name = "delete", mixinStandardHelpOptions = true,
            description = "Delete a game and everything about it (players, orders, turns, unsent mail); its file "
                    + "moves to config/archive/. For a game set up by mistake, such as a copied example.")
    static final class Delete implements Callable<Integer> {
        @ParentCommand
        GameCommand game;
        @Parameters(paramLabel = "GAME", converter = GameIdConverter.class)
        GameId id;
        @Option(names = "--yes", description = "Really delete: without it, the command only says what it would do.")
        boolean yes;

        @Override
        public Integer call() {
            if (!yes) {
                System.out.println("This deletes the game " + id + " with its players, orders, turns and unsent mail, "
                        + "and moves its file out of the games directory. It cannot be undone; to keep the game's "
                        + "history, use 'adjutant game archive " + id + "'. Run again with --yes to delete.");
                return 2;
            }
            return administer(game.main.home(), "delete", List.of(id.value()), a -> a.delete(id));
        }
    }
}
