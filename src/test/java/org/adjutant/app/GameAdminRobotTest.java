package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The moderator's archive and delete as the running robot answers them (the request {@code adjutant game archive}
 * drops in its control directory): a wrong argument, a path for an id or a game it does not hold, changes nothing,
 * least of all the deadlines of the game the path happens to end in; a file moved away never lands where the robot
 * loads games.
 */
class GameAdminRobotTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    @TempDir
    Path home;

    private RobotHarness h;

    @BeforeEach
    void start() throws Exception {
        h = new RobotHarness(MAIL, home, s -> s);
        h.robot.cycle();
    }

    @AfterEach
    void stop() {
        h.close();
    }

    private ControlRequests.Reply ask(String command, String... args) {
        return h.robot.answer(new ControlRequests.Request(command, List.of(args)));
    }

    private List<String> gameFiles() throws Exception {
        try (Stream<Path> files = Files.list(home.resolve("config/games"))) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    @DisplayName("archive of a path or of a game the robot does not hold is refused, and the game keeps its deadlines")
    void failedArchiveKeepsTheDeadlines() throws Exception {
        List<Instant> deadlines = h.robot.pendingDeadlines("e2e");
        assertThat(deadlines).hasSize(1);

        ControlRequests.Reply path = ask("archive", "config/games/e2e");
        assertThat(h.robot.pendingDeadlines("e2e")).as("deadlines after a refused archive").isEqualTo(deadlines);
        assertThat(path.exitCode()).isEqualTo(2);
        assertThat(path.output()).contains("'config/games/e2e' is not a game id", "without the folder");

        ControlRequests.Reply unknown = ask("archive", "nope");
        assertThat(unknown.exitCode()).isEqualTo(1);
        assertThat(unknown.output()).contains("no game nope in the database; nothing was changed");
        assertThat(h.robot.pendingDeadlines("e2e")).as("deadlines after a failed archive").isEqualTo(deadlines);
        assertThat(h.robot.config("e2e")).isPresent();
        assertThat(gameFiles()).containsExactly("e2e.yaml");
        assertThat(home.resolve("config/archive")).doesNotExist();
    }

    @Test
    @DisplayName("delete of ../games/e2e is refused: the game stays, its file stays, no file lands in the games "
            + "directory under another name")
    void deleteOfAPathIsRefused() throws Exception {
        ControlRequests.Reply reply = ask("delete", "../games/e2e");
        assertThat(gameFiles()).containsExactly("e2e.yaml");
        assertThat(reply.exitCode()).isEqualTo(2);
        assertThat(reply.output()).contains("'../games/e2e' is not a game id");
        assertThat(h.robot.games().game("e2e")).isPresent();
        assertThat(h.robot.pendingDeadlines("e2e")).hasSize(1);
        // Nor does a status or an export read or write through a path.
        assertThat(ask("status", "../games/e2e").exitCode()).isEqualTo(2);
        assertThat(ask("export", "../e2e", home.resolve("x.json").toString()).exitCode()).isEqualTo(2);
        assertThat(home.resolve("x.json")).doesNotExist();
    }

    @Test
    @DisplayName("an archived game's file goes to config/archive, beside the games directory; its deadlines stop")
    void archiveMovesTheFileOutOfReach() throws Exception {
        ControlRequests.Reply reply = ask("archive", "e2e");
        assertThat(reply.exitCode()).as(reply.output()).isZero();
        assertThat(gameFiles()).isEmpty();
        try (Stream<Path> files = Files.list(home.resolve("config/archive"))) {
            assertThat(files.map(p -> p.getFileName().toString())).singleElement().asString().startsWith("e2e-");
        }
        assertThat(h.robot.pendingDeadlines("e2e")).isEmpty();
    }

    @Test
    @DisplayName("a games directory named 'archive' does not receive the games it archives")
    void archiveDirectoryIsNeverTheGamesDirectory() {
        Path games = home.resolve("srv/archive");
        GameAdmin admin = new GameAdmin(h.robot.database(), home, games, java.time.Clock.systemUTC(),
                id -> java.util.Optional.empty(), h.robot.games());
        assertThat(admin.archiveDir()).isNotEqualTo(games.toAbsolutePath().normalize())
                .isEqualTo(home.resolve("srv/archived-games").toAbsolutePath().normalize());
        assertThat(new GameAdmin(h.robot.database(), home, home.resolve("config/games"), java.time.Clock.systemUTC(),
                id -> java.util.Optional.empty(), h.robot.games()).archiveDir())
                .isEqualTo(home.resolve("config/archive"));
    }
}
