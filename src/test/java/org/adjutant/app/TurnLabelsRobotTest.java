package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.internet.MimeMessage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.adjutant.gitm.GitmRulesetTestScenario;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.GitmStateCodec;
import org.adjutant.store.GameStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * One numbering of turns everywhere a player or moderator reads one (GITM 5.1, 7.18): the deployment turn, then
 * campaign 1, turn 1, turn 2..., in the whole robot over GreenMail, with a scenario that opens on its deployment turn.
 * Subjects, headings, the moderator's summary, answers, STATUS, {@code game status} and {@code game list} name each
 * turn as the rules do, and the commands that name a turn take those names back.
 */
class TurnLabelsRobotTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));
    private static final String REFEREE = "referee@players.test";

    @TempDir
    Path home;

    private RobotHarness h;
    private Instant lastDeadline = Instant.EPOCH;

    @BeforeEach
    void start() throws Exception {
        String scenario = GitmRulesetTestScenario.TEXT.replace("campaign: 1\nturn: 1\n", "campaign: 1\nturn: 0\n");
        assertThat(scenario).contains("turn: 0");
        Files.createDirectories(home.resolve("data/gitm/scenarios"));
        Files.writeString(home.resolve("data/gitm/scenarios/deploy.yaml"), scenario);
        h = new RobotHarness(MAIL, home, s -> s, Clock.systemUTC(), RobotHarness.gameFile("e2e", "End to end")
                .replace("scenarios/test.yaml", "scenarios/deploy.yaml"));
        h.robot.cycle();
        h.robot.cycle();
        MAIL.purgeEmailFromAllMailboxes();
    }

    @AfterEach
    void stop() {
        if (h != null) {
            h.close();
        }
    }

    /** Runs the game's next turn at a deadline just passed (each turn its own deadline); one more round sends. */
    private void runTurn() {
        Instant deadline = Instant.now();
        if (!deadline.isAfter(lastDeadline)) {
            deadline = lastDeadline.plusMillis(1);
        }
        lastDeadline = deadline;
        h.robot.runTurn("e2e", deadline);
        h.robot.cycle();
    }

    /** The answer to {@code lines} in a PLAYER block of {@code who} (its last mail that is no report copy). */
    private String ask(String who, String lines) throws Exception {
        String role = who.equals(REFEREE) ? REFEREE : who;
        String password = who.equals(REFEREE) ? h.password("") : h.password(who);
        h.mailRobot(who.contains("@") ? who : who + "@players.test", "[e2e] request", "PLAYER " + role
                + " PASSWORD " + password + "\n" + lines + "\n");
        h.robot.cycle();
        List<MimeMessage> answers = new ArrayList<>();
        for (MimeMessage m : h.inbox(who)) {
            if (!m.getSubject().contains("(copy)") && !m.getSubject().contains(": events")
                    && !m.getSubject().contains(": positions") && !m.getSubject().contains("run again")
                    && !m.getSubject().contains("CORRECTION")) {
                answers.add(m);
            }
        }
        return RobotHarness.body(answers.get(answers.size() - 1));
    }

    private String text(String who, String subject) throws Exception {
        return ModerationRobotTest.text(h.message(who, subject::equals));
    }

    private String control(String command, String... args) {
        return h.robot.answer(new ControlRequests.Request(command, List.of(args))).output();
    }

    /** The stored position after the game's {@code n}th turn, as the engine left it. */
    private GitmState stateAfter(int n) {
        String json = h.robot.database().read(c -> new GameStore().loadState(c, "e2e", n));
        return GitmStateCodec.decode(json);
    }

    @Test
    @DisplayName("GITM 5.1, 7.18 reports are titled by the turn they report, as the rules number it: the deployment turn, then campaign 1, turn 1")
    void gitm_5_1_reportsTitledByTheTurnTheyReport() throws Exception {
        runTurn();
        assertThat(h.subjects("brown")).containsExactlyInAnyOrder("[e2e] deployment turn: events",
                "[e2e] deployment turn: positions");
        assertThat(text("brown", "[e2e] deployment turn: events")).startsWith("End to end - deployment turn\r\n")
                .doesNotContain("turn 1").doesNotContain("campaign 1, turn 2");
        assertThat(text("brown", "[e2e] deployment turn: positions")).startsWith("End to end - deployment turn\r\n"
                + "Positions after the deployment turn, at the start of campaign 1, turn 1, for Jacob Brown");
        assertThat(text("referee", "[e2e] deployment turn: moderator's summary")).startsWith("End to end - "
                + "deployment turn - moderator's summary\r\nPositions after the deployment turn, at the start of "
                + "campaign 1, turn 1.");
        MAIL.purgeEmailFromAllMailboxes();

        runTurn();
        // The second turn the robot ran is campaign 1, turn 1: the turn the position before it is at.
        GitmState before = stateAfter(1);
        assertThat(before.campaign()).isEqualTo(1);
        assertThat(before.turn()).isEqualTo(1);
        assertThat(h.subjects("brown")).containsExactlyInAnyOrder("[e2e] campaign 1, turn 1: events",
                "[e2e] campaign 1, turn 1: positions");
        assertThat(text("brown", "[e2e] campaign 1, turn 1: events")).startsWith("End to end - campaign 1, turn 1\r\n");
        // The position after it is the start of the turn the engine's position says is next.
        GitmState after = stateAfter(2);
        assertThat(text("brown", "[e2e] campaign 1, turn 1: positions")).contains("Positions after campaign 1, turn 1, "
                + "at the start of campaign " + after.campaign() + ", turn " + after.turn() + ", for Jacob Brown");
        assertThat(ModerationRobotTest.parts(h.message("brown", "[e2e] campaign 1, turn 1: events"::equals),
                "text/html")).singleElement().asString().contains("<h1 style=\"font-size: 1.3em;\">End to end: "
                + "campaign 1, turn 1</h1>");
        assertThat(text("referee", "[e2e] campaign 1, turn 1: moderator's summary"))
                .contains("Positions after campaign 1, turn 1, at the start of campaign 1, turn 2.");
        for (MimeMessage m : h.sentByRobot()) {
            assertThat(m.getSubject()).as("the robot's count of turns is nobody's label").doesNotContain("turn 2:");
        }
    }

    @Test
    @DisplayName("GITM 5.1, 7.18 STATUS, READY, game status and game list name the turn to come and the last one as the rules do")
    void gitm_5_1_statusNamesTheTurns() throws Exception {
        assertThat(ask("brown", "STATUS\nREADY")).contains("in End to end: the deployment turn to come.",
                "You are READY for the deployment turn.");
        assertThat(control("status", "e2e")).contains("turns run: 0; next: the deployment turn");
        assertThat(control("list")).contains("next: the deployment turn");

        runTurn();
        runTurn();
        assertThat(control("status", "e2e")).contains("turns run: 2 (the last: campaign 1, turn 1); next: campaign 1,"
                + " turn 2");
        assertThat(control("list")).contains("next: campaign 1, turn 2");
        assertThat(ask("brown", "STATUS\nREADY")).contains("in End to end: campaign 1, turn 2 to come.",
                "You are READY for campaign 1, turn 2.");
    }

    @Test
    @DisplayName("GITM 5.1 SEND REPORTS, RESEND and ROLLBACK TO take a turn as its reports name it, and answer in those names")
    void gitm_5_1_commandsTakeTheNamesBack() throws Exception {
        runTurn();
        runTurn();
        MAIL.purgeEmailFromAllMailboxes();

        assertThat(ask("brown", "SEND REPORTS TURN 2")).contains("SEND REPORTS TURN 2: not done: campaign 1, turn 2 "
                + "has not run yet; the turns run so far are the deployment turn to campaign 1, turn 1.");
        assertThat(ask("brown", "SEND REPORTS the deployment turn")).contains("SEND REPORTS THE DEPLOYMENT TURN",
                "your reports of the deployment turn follow");
        h.robot.cycle();
        assertThat(h.subjects("brown")).contains("[e2e] (copy) deployment turn: events",
                "[e2e] (copy) deployment turn: positions");
        assertThat(text("brown", "[e2e] (copy) deployment turn: events"))
                .contains("This is a copy of your report of the deployment turn, sent again on request.");
        MAIL.purgeEmailFromAllMailboxes();
        // Copied from a subject, comma and all; TURN 1 alone is the latest turn 1.
        assertThat(ask("brown", "SEND REPORTS CAMPAIGN 1, TURN 1")).contains("your reports of campaign 1, turn 1 follow");
        assertThat(ask("brown", "SEND REPORTS TURN 1")).contains("your reports of campaign 1, turn 1 follow");
        MAIL.purgeEmailFromAllMailboxes();

        assertThat(ask(REFEREE, "RESEND arista deployment turn")).contains("RESEND arista: 2 report mail(s) of the "
                + "deployment turn queued for arista@players.test");
        assertThat(h.subjects("arista")).contains("[e2e] (copy) deployment turn: events");
        MAIL.purgeEmailFromAllMailboxes();

        assertThat(ask(REFEREE, "ROLLBACK TO TURN 1")).contains("ROLLBACK TO TURN 1: campaign 1, turn 1 run again",
                "Campaign 1, turn 1: run again, the same position as before");
        h.robot.cycle();
        assertThat(h.subjects("brown")).contains("[e2e] campaign 1, turn 1 run again: corrected reports follow",
                "[e2e] CORRECTION: campaign 1, turn 1: events");
        assertThat(RobotHarness.body(h.message("brown", s -> s.contains("run again")))).contains("The moderators "
                + "have rolled the game back to campaign 1, turn 1 and run campaign 1, turn 1 again");
        MAIL.purgeEmailFromAllMailboxes();
        assertThat(ask(REFEREE, "ROLLBACK TO CAMPAIGN 3, TURN 1")).contains("not done: no turn of this game is "
                + "called 'CAMPAIGN 3, TURN 1'; the turns run so far are the deployment turn to campaign 1, turn 1");
    }
}
