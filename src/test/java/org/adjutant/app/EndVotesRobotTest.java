package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.internet.MimeMessage;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Draw and concession votes by mail, over GreenMail with the real robot (docs/players.md "Ending the war by
 * agreement"): counted per side, secret, and ending the game with its final report when they agree. In the test game
 * Taylor, Brown and Marcy are of the United States, Arista of Mexico.
 */
class EndVotesRobotTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));
    private static final List<String> AMERICANS = List.of("taylor", "brown", "marcy");

    @TempDir
    Path home;

    private RobotHarness h;

    @AfterEach
    void stop() {
        if (h != null) {
            h.close();
        }
    }

    /** The robot with the test game, its file's {@code endings} as given (null: no such key), one turn run. */
    private void start(String endings) throws Exception {
        h = new RobotHarness(MAIL, home, s -> s, Clock.systemUTC(), RobotHarness.gameFile("e2e", "End to end")
                + (endings == null ? "" : "endings: " + endings + "\n"));
        h.robot.cycle();
        h.robot.runTurn("e2e", Instant.now());
        h.robot.cycle();
        MAIL.purgeEmailFromAllMailboxes();
    }

    /** {@code who} mails {@code lines}; the robot's answer to him (his last mail that is not of the game's end). */
    private String ask(String who, String lines) throws Exception {
        h.mailRobot(who + "@players.test", "[e2e] vote", "PLAYER " + who + " PASSWORD " + h.password(who) + "\n"
                + lines + "\n");
        h.robot.cycle();
        h.robot.cycle();
        List<MimeMessage> in = h.inbox(who);
        return in.stream().filter(m -> {
            try {
                String subject = m.getSubject().toLowerCase(java.util.Locale.ROOT);
                return !subject.contains("final") && !subject.contains("has ended");
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }).map(RobotHarness::body).reduce((a, b) -> b).orElseThrow();
    }

    private boolean ended() {
        return h.robot.games().game("e2e").orElseThrow().row().archived();
    }

    @Test
    @DisplayName("a draw every player of every side votes for ends the game at once, with the final report to everyone")
    void unanimousDrawEndsTheGame() throws Exception {
        start("{draw: true, concession: true}");
        for (String who : AMERICANS) {
            assertThat(ask(who, "VOTE DRAW")).contains("VOTE DRAW: your vote for a draw on behalf of United "
                    + "States is recorded");
        }
        assertThat(ended()).as("Mexico has not voted").isFalse();
        assertThat(ask("arista", "VOTE DRAW")).contains("your vote for a draw on behalf of Mexico is recorded");
        assertThat(ended()).isTrue();
        for (String who : RobotHarness.PLAYERS) {
            String notice = RobotHarness.body(h.message(who, s -> s.equals("[e2e] the game has ended")));
            assertThat(notice).as(who).contains("has ended drawn by the agreement of every side");
            assertThat(h.subjects(who)).as(who).anyMatch(s -> s.contains("final report"));
        }
        String report = RobotHarness.body(h.message("taylor", s -> s.contains("final report")));
        assertThat(report).contains("No victor: the war was drawn by the agreement of every side.")
                .doesNotContain("The rules name no victor");
    }

    @Test
    @DisplayName("every side but one conceding ends the game, the winner named; a side concedes only when all its players do")
    void concessionEndsTheGame() throws Exception {
        start("{draw: false, concession: true}");
        assertThat(ask("taylor", "CONCEDE")).contains("CONCEDE: your vote for a concession on behalf of United"
                + " States is recorded");
        assertThat(ended()).as("Brown and Marcy fight on").isFalse();
        assertThat(ask("arista", "CONCEDE")).contains("recorded");
        assertThat(ended()).isTrue();
        String notice = RobotHarness.body(h.message("taylor", s -> s.equals("[e2e] the game has ended")));
        assertThat(notice).contains("has ended won by United States on the concession of Mexico");
        // The final report names the same victor as the notice, not the scenario's silence on one.
        String report = RobotHarness.body(h.message("arista", s -> s.contains("final report")));
        assertThat(report).contains("Victor: United States, on the concession of Mexico.")
                .doesNotContain("The rules name no victor");
    }

    @Test
    @DisplayName("votes are refused where the game file does not allow them, and VOTE PRESIDENT stays an order")
    void refusedWhereTheFileForbids() throws Exception {
        start(null);
        String answer = ask("arista", "VOTE DRAW\nCONCEDE");
        assertThat(answer).contains("VOTE DRAW: not done: this game's file does not allow ending it by a draw",
                "CONCEDE: not done: this game's file does not allow ending it by a concession");
        for (String who : AMERICANS) {
            ask(who, "CONCEDE");
        }
        assertThat(ended()).isFalse();
        // An order of the same first word is not taken for a vote.
        assertThat(ask("arista", "VOTE PRESIDENT MX")).doesNotContain("does not allow");
    }

    @Test
    @DisplayName("nobody learns another's vote: answers name only the sender's own, a moderator sees the count, and a withdrawn vote no longer counts")
    void votesAreSecretAndWithdrawn() throws Exception {
        start("{draw: true, concession: true}");
        ask("arista", "VOTE DRAW");
        assertThat(ask("arista", "VOTE NO DRAW")).contains("VOTE NO DRAW: your vote for a draw is withdrawn.");
        for (String who : AMERICANS) {
            String answer = ask(who, "VOTE DRAW");
            assertThat(answer).doesNotContain("arista").doesNotContain("Arista").doesNotContain("Mexico")
                    .doesNotContain("voted for").doesNotContain(" of 4").doesNotContain("taylor@");
        }
        assertThat(ended()).as("Mexico withdrew its vote").isFalse();
        // The moderator sees the count, never whose.
        String status = h.robot.answer(new ControlRequests.Request("moderate", List.of("e2e",
                "command line (tester)", "STATUS"))).output();
        assertThat(status).contains("votes standing for the coming turn: 3 for a draw, 0 conceding");
        for (String who : RobotHarness.PLAYERS) {
            assertThat(h.subjects(who)).as(who).noneMatch(s -> s.contains("ended"));
        }
    }

    @Test
    @DisplayName("a vote lapses when the turn it was cast for runs")
    void votesLapseWithTheTurn() throws Exception {
        start("{draw: true, concession: true}");
        ask("arista", "VOTE DRAW");
        h.robot.runTurn("e2e", Instant.now());
        h.robot.cycle();
        for (String who : AMERICANS) {
            ask(who, "VOTE DRAW");
        }
        assertThat(ended()).as("Arista's vote was for the turn that has run").isFalse();
        ask("arista", "VOTE DRAW");
        assertThat(ended()).isTrue();
    }
}
