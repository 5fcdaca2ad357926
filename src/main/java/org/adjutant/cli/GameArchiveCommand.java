package org.adjutant.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.adjutant.config.ServerConfig;
import org.adjutant.store.Database;
import org.adjutant.store.GameArchive;
import org.adjutant.store.StoreException;
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
        @Parameters(index = "0", paramLabel = "GAME", description = "The game's id.")
        String id;
        @Parameters(index = "1", paramLabel = "FILE", description = "The file to write (JSON); it must not exist.")
        Path file;

        @Override
        public Integer call() {
            Path target = file.toAbsolutePath().normalize();
            return GameCommand.administer(game.main.home(), "export", List.of(id, target.toString()),
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
            GameArchive archives = new GameArchive();
            GameArchive.Archive archive;
            try (InputStream in = Files.newInputStream(file)) {
                archive = archives.read(in);
            } catch (IOException e) {
                throw new CommandFailure("cannot read " + file + ": " + e.getMessage());
            } catch (StoreException e) {
                throw new CommandFailure(file + ": " + e.getMessage());
            }
            String id = archive.header().gameId();
            Optional<Database> opened = GameCommand.open(server);
            if (opened.isEmpty()) {
                throw new CommandFailure("the robot is running: stop it before importing a game (it takes up the "
                        + "game when it starts again)");
            }
            Map<String, Integer> counts;
            try (Database db = opened.get()) {
                counts = db.inTransaction(c -> archives.restore(c, archive));
            } catch (StoreException e) {
                throw new CommandFailure(e.getMessage());
            }
            System.out.println(id + " (\"" + archive.header().title() + "\", turn " + archive.header().currentTurn()
                    + ") imported from " + file + ": " + counts.entrySet().stream().filter(e -> e.getValue() > 0)
                    .map(e -> e.getValue() + " " + e.getKey()).collect(Collectors.joining(", ")) + ".");
            archive.header().gameFile().ifPresentOrElse(text -> writeGameFile(server, id, text),
                    () -> System.out.println("The export has no game file: put " + id + ".yaml into "
                            + server.gamesDir() + " before starting the robot, or the game runs no deadlines."));
            return 0;
        }

        private static void writeGameFile(ServerConfig server, String id, String text) {
            Path target = server.gamesDir().resolve(id + ".yaml");
            try {
                if (Files.exists(target)) {
                    boolean same = Files.readString(target, StandardCharsets.UTF_8).equals(text);
                    System.out.println(same ? "Its game file " + target + " is already there, the same."
                            : "Kept the game file already at " + target + "; the exported one differs (check the "
                            + "schedule and players before starting the robot).");
                    return;
                }
                Path folder = target.getParent();
                if (folder != null) {
                    Files.createDirectories(folder);
                }
                Files.writeString(target, text, StandardCharsets.UTF_8);
                System.out.println("Its game file is now " + target + ".");
            } catch (IOException e) {
                throw new CommandFailure("the game is imported, but its file could not be written to " + target
                        + ": " + e.getMessage());
            }
        }
    }
}
