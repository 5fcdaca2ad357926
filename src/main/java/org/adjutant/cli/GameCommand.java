package org.adjutant.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.adjutant.config.ConfigResult;
import org.adjutant.config.GameConfig;
import org.adjutant.config.GameConfigLoader;
import org.adjutant.config.ServerConfig;
import org.adjutant.schedule.GameSchedule;
import org.adjutant.store.Database;
import org.adjutant.store.GameRow;
import org.adjutant.store.GameStore;
import org.adjutant.store.InboxStatus;
import org.adjutant.store.InboxStore;
import org.adjutant.store.OrderQueueStore;
import org.adjutant.store.OutboxStatus;
import org.adjutant.store.OutboxStore;
import org.adjutant.store.PlayerStore;
import org.adjutant.store.QueuedBlock;
import org.adjutant.store.TurnStore;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

@Command(name = "game", mixinStandardHelpOptions = true, description = "Create, list and inspect games.",
        subcommands = {GameCommand.Create.class, GameCommand.ListGames.class, GameCommand.Status.class})
final class GameCommand {
    @ParentCommand
    Main main;

    /** Opens the robot's database, or explains that a running daemon holds it. */
    static Database open(CommandSpec spec, ServerConfig server) {
        try {
            Files.createDirectories(server.data().database());
            return Database.file(server.data().database());
        } catch (Exception e) {
            String msg = String.valueOf(e.getMessage());
            if (msg.contains("already in use") || msg.contains("locked")) {
                throw new CommandLine.ParameterException(spec.commandLine(), "the database "
                        + server.data().database() + " is in use by a running Adjutant; stop it first (or use "
                        + "'adjutant turn run-now', which asks the running daemon)");
            }
            throw new CommandLine.ParameterException(spec.commandLine(), "cannot open the database: " + msg);
        }
    }

    @Command(name = "create", mixinStandardHelpOptions = true,
            description = "Create a game from config/games/<id>.yaml now: seat its players and queue their "
                    + "welcome mails (sent when the robot next runs). The daemon does this by itself for new files.")
    static final class Create implements Callable<Integer> {
        @ParentCommand
        GameCommand game;
        @Spec
        CommandSpec spec;
        @Parameters(paramLabel = "GAME", description = "The game's id: the name of its file in config/games/.")
        String id;

        @Override
        public Integer call() {
            Path home = game.main.home();
            ServerConfig server = Homes.serverConfig(spec, home, null);
            Path file = server.gamesDir().resolve(id + ".yaml");
            if (!Files.isRegularFile(file)) {
                throw new CommandLine.ParameterException(spec.commandLine(), "no game file " + file);
            }
            try (var robot = new org.adjutant.app.Robot(server, home, Homes.clock(), Homes.rulesets(home),
                    new org.adjutant.app.RobotObserver() {
                        @Override
                        public void gameCreated(String gameId, List<org.adjutant.game.NewPlayer> players) {
                            System.out.println(gameId + ": seated " + players.size() + " players; each gets a "
                                    + "welcome mail with his password when the robot next sends mail.");
                        }
                    })) {
                robot.loadGameFiles();
                Optional<GameRow> row = robot.games().game(id).map(g -> g.row());
                if (row.isEmpty()) {
                    System.err.println(id + ": not created; see the log for the problems in " + file);
                    return 1;
                }
                System.out.println(id + ": " + row.get().title() + " (" + row.get().ruleset() + "), turn "
                        + row.get().currentTurn());
            }
            return 0;
        }
    }

    @Command(name = "list", mixinStandardHelpOptions = true, description = "List the games in the database.")
    static final class ListGames implements Callable<Integer> {
        @ParentCommand
        GameCommand game;
        @Spec
        CommandSpec spec;

        @Override
        public Integer call() {
            ServerConfig server = Homes.serverConfig(spec, game.main.home(), null);
            try (Database db = open(spec, server)) {
                List<GameRow> games = db.read(new GameStore()::list);
                if (games.isEmpty()) {
                    System.out.println("No games yet. Put a game file in " + server.gamesDir()
                            + " and start the robot (or run 'adjutant game create <id>').");
                }
                for (GameRow g : games) {
                    System.out.printf("%-20s %-6s turn %-4d %s%n", g.id(), g.ruleset(), g.currentTurn(), g.title());
                }
            }
            return 0;
        }
    }

    @Command(name = "status", mixinStandardHelpOptions = true,
            description = "Show a game's turn, next deadlines, orders waiting, and the robot's mail queues.")
    static final class Status implements Callable<Integer> {
        @ParentCommand
        GameCommand game;
        @Spec
        CommandSpec spec;
        @Parameters(paramLabel = "GAME")
        String id;
        @Option(names = "--deadlines", defaultValue = "5", description = "How many coming deadlines to list.")
        int deadlines;

        @Override
        public Integer call() {
            Path home = game.main.home();
            ServerConfig server = Homes.serverConfig(spec, home, null);
            Path file = server.gamesDir().resolve(id + ".yaml");
            Optional<GameConfig> config = Optional.empty();
            if (Files.isRegularFile(file)) {
                ConfigResult<GameConfig> loaded = new GameConfigLoader(home, Homes.clock()).load(file,
                        java.util.Set.of());
                if (loaded instanceof ConfigResult.Loaded<GameConfig> ok) {
                    config = Optional.of(ok.config());
                }
            }
            try (Database db = open(spec, server)) {
                Optional<GameRow> row = db.read(c -> new GameStore().find(c, id));
                if (row.isEmpty()) {
                    System.out.println(id + ": not in the database yet" + (config.isPresent()
                            ? " (its file is valid; the robot creates it when it starts)" : ""));
                } else {
                    GameRow g = row.get();
                    System.out.println(g.id() + ": " + g.title() + " (" + g.ruleset() + ")");
                    System.out.println("  turns resolved: " + g.currentTurn());
                    for (TurnStore.TurnKey owed : db.read(new TurnStore()::awaitingReports)) {
                        if (owed.gameId().equals(id)) {
                            System.out.println("  turn " + owed.number() + ": reports not all queued (cut short by a "
                                    + "stop); the robot finishes them at its next poll");
                        }
                    }
                    List<QueuedBlock> waiting = db.read(c -> new OrderQueueStore().pending(c, id,
                            Instant.parse("9999-01-01T00:00:00Z")));
                    System.out.println("  order blocks waiting for the next deadline: " + waiting.size() + " for "
                            + waiting.stream().map(QueuedBlock::unitId).distinct().count() + " units");
                    System.out.println("  players: " + db.read(c -> new PlayerStore().players(c, id)).size());
                }
                Map<InboxStatus, Integer> inbox = db.read(new InboxStore()::countByStatus);
                Map<OutboxStatus, Integer> outbox = db.read(new OutboxStore(Homes.clock())::countByStatus);
                System.out.println("  robot inbox: " + inbox + "; outbox: " + outbox);
            }
            config.ifPresent(c -> {
                GameSchedule schedule = new GameSchedule(c, Homes.clock());
                System.out.println("  schedule (" + c.zone() + ")" + (schedule.paused() ? ": PAUSED" : ":"));
                for (ZonedDateTime t : schedule.nextLocal(deadlines)) {
                    System.out.println("    " + t);
                }
            });
            return 0;
        }
    }
}
