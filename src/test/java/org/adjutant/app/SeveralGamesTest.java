package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.adjutant.store.OrderQueueStore;
import org.adjutant.store.QueuedBlock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Several games in one robot: the same players in two games, told apart by the subject tag; one
 * game whose stored state is deliberately broken fails its turn while the other's runs and its mail is answered.
 */
class SeveralGamesTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    @TempDir
    Path home;

    private RobotHarness h;

    @AfterEach
    void stop() {
        if (h != null) {
            h.close();
        }
    }

    private List<QueuedBlock> queued(String game) {
        return h.robot.database().read(c -> new OrderQueueStore().pending(c, game,
                Instant.parse("9999-01-01T00:00:00Z")));
    }

    private List<org.adjutant.store.DeadlineSlotStore.Slot> failed(String game) {
        return h.robot.database().read(c -> new org.adjutant.store.DeadlineSlotStore().withStatus(c, game,
                org.adjutant.store.DeadlineSlotStore.Status.FAILED));
    }

    private int turnsRun(String game) {
        return h.robot.database().read(c -> {
            try (var ps = c.prepareStatement("SELECT COUNT(*) FROM turn WHERE game_id = ?")) {
                ps.setString(1, game);
                try (var rs = ps.executeQuery()) {
                    rs.next();
                    return rs.getInt(1);
                }
            }
        });
    }

    @Test
    @DisplayName("two games with the same players: each mail goes to the game its tag names, with that game's password;"
            + " a broken game's failing turn does not stop the other's")
    void twoGames() throws Exception {
        // Both games share a deadline, far ahead until the turns are due (then a few real seconds, for Quartz).
        h = new RobotHarness(MAIL, home, s -> s, java.time.Clock.systemUTC(),
                RobotHarness.gameFile("e2e", "End to end"));
        h.robot.cycle();
        Map<String, String> first = new HashMap<>(h.passwords);
        Files.writeString(home.resolve("config/games/g2.yaml"), RobotHarness.gameFile("g2", "Second war"));
        h.robot.loadGameFiles();
        h.robot.cycle();
        Map<String, String> second = new HashMap<>(h.passwords);
        assertThat(second.get("brown")).isNotEqualTo(first.get("brown"));
        assertThat(h.subjects("brown")).contains("[e2e] welcome to End to end", "[g2] welcome to Second war");
        MAIL.purgeEmailFromAllMailboxes();

        // The same player, two games: the tag decides, and each game's password works only in its own game.
        h.mailRobot("brown@players.test", "[e2e] orders", "UNIT US7IN PASSWORD " + first.get("brown")
                + "\nPOSTURE ATTACK/DEFEND\n");
        h.mailRobot("brown@players.test", "Re: [g2] orders", "UNIT US7IN PASSWORD " + second.get("brown")
                + "\nPOSTURE EVADE/EVADE\n");
        h.mailRobot("brown@players.test", "[g2] orders", "UNIT US7IN PASSWORD " + first.get("brown")
                + "\nPOSTURE ASSAULT/LAST-DITCH\n");
        h.robot.cycle();
        assertThat(queued("e2e")).singleElement().satisfies(b -> assertThat(b.orders()).anyMatch(o ->
                o.contains("ATTACK")));
        assertThat(queued("g2")).singleElement().satisfies(b -> assertThat(b.orders()).anyMatch(o ->
                o.contains("EVADE")));
        assertThat(h.subjects("brown")).contains("[e2e] orders: 1 accepted, 0 rejected",
                "[g2] orders: 1 accepted, 0 rejected", "[g2] orders: 0 accepted, 1 rejected");

        // A mail for a game the robot does not host: a helpful answer that names no game and no player.
        h.mailRobot("brown@players.test", "[nope] orders", "UNIT US7IN PASSWORD x\nPOSTURE EVADE/EVADE\n");
        h.robot.cycle();
        String unknown = RobotHarness.body(h.message("brown", s -> s.contains("nope") || s.contains("which game")
                || !s.startsWith("[e2e]") && !s.startsWith("[g2]")));
        assertThat(unknown).contains("nope").doesNotContain("Second war").doesNotContain("taylor@")
                .doesNotContain("arista");

        // g2's stored state is broken: its turn fails, e2e's runs, and g2's moderators are told.
        LocalDateTime at = RobotHarness.secondsAhead(3);
        Instant deadline = h.moveDeadlines("e2e", at);
        h.moveDeadlines("g2", at);
        h.robot.database().inTransaction(c -> {
            try (var ps = c.prepareStatement("UPDATE game_state SET state = 'this is not a state' WHERE game_id = 'g2'")) {
                ps.executeUpdate();
            }
            return null;
        });
        h.robot.games().refresh("g2");
        assertThat(turnsRun("e2e")).as("the deadline is still ahead").isZero();
        MAIL.purgeEmailFromAllMailboxes();
        for (int i = 0; i < 400 && (turnsRun("e2e") == 0 || failed("g2").isEmpty()); i++) {
            Thread.sleep(100);
            if (Instant.now().isAfter(deadline.plusSeconds(1))) {
                h.robot.cycle();
            }
        }
        h.robot.cycle();
        assertThat(turnsRun("e2e")).as("e2e's turn ran").isEqualTo(1);
        assertThat(failed("g2")).singleElement().satisfies(s -> assertThat(s.at()).isEqualTo(deadline));
        assertThat(turnsRun("g2")).as("g2's turn could not").isZero();
        assertThat(h.subjects("brown")).contains("[e2e] campaign 1, turn 1: events").noneMatch(s -> s.startsWith("[g2] campaign"));
        assertThat(h.subjects("referee")).contains("[g2] the turn could not run");

        // A mail without a tag from a player of both games: he is asked which game, the broken one named too.
        MAIL.purgeEmailFromAllMailboxes();
        h.mailRobot("brown@players.test", "orders", "UNIT US7IN PASSWORD " + first.get("brown")
                + "\nPOSTURE ATTACK/DEFEND\n");
        h.robot.cycle();
        assertThat(RobotHarness.body(h.inbox("brown").get(0))).contains("Say which game", "Your games here: e2e, g2");
        MAIL.purgeEmailFromAllMailboxes();
        h.mailRobot("taylor@players.test", "[g2] orders", "UNIT US1AQ PASSWORD " + second.get("taylor")
                + "\nPOSTURE ATTACK/DEFEND\n");
        h.mailRobot("taylor@players.test", "[e2e] orders", "UNIT US1AQ PASSWORD " + first.get("taylor")
                + "\nPOSTURE ATTACK/DEFEND\n");
        h.robot.cycle();
        h.robot.cycle();
        assertThat(h.subjects("taylor")).contains("[e2e] orders: 1 accepted, 0 rejected");
        // The robot still answers e2e's mail; the broken game's mail is kept for the moderators, its sender told so.
        assertThat(h.subjects("taylor")).contains("[adjutant] mail not read: an error on the robot's side");
        assertThat(RobotHarness.body(h.message("taylor", s -> !s.startsWith("[e2e]"))))
                .contains("could not read this mail because of an error on its side", "Nothing was queued");
        // Its moderators are told too, once, with no word of the mail's text; the status counts it.
        assertThat(h.subjects("referee")).containsOnlyOnce("[g2] a mail the robot could not read");
        assertThat(RobotHarness.body(h.message("referee", s -> s.equals("[g2] a mail the robot could not read"))))
                .contains("from taylor@players.test", "error on its side", "status FAILED")
                .doesNotContain(second.get("taylor"));
        assertThat(h.subjects("taylor")).noneMatch(s -> s.contains("could not read"));
        String status = h.robot.answer(new ControlRequests.Request("status", List.of("g2"))).output();
        assertThat(status).contains("mail the robot could not read (its sender was asked to send it again): 1");
    }
}
