package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.Message;
import jakarta.mail.internet.MimeMessage;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.adjutant.store.OrderQueueStore;
import org.adjutant.store.PlayerStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A player's requests by mail, over GreenMail with the real robot: each answered at once,
 * to him alone, and nothing in an answer about anyone else.
 */
class PlayerRequestsTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    @TempDir
    Path home;

    private RobotHarness h;

    @BeforeEach
    void start() throws Exception {
        MAIL.setUser("brown.new@elsewhere.test", "brownnew", "pw");
        MAIL.setUser("brown.first@elsewhere.test", "brownfirst", "pw");
        MAIL.setUser("brown.second@elsewhere.test", "brownsecond", "pw");
        MAIL.setUser("stranger@elsewhere.test", "stranger", "pw");
        h = new RobotHarness(MAIL, home, s -> s);
        h.robot.cycle();
        h.robot.cycle();
        MAIL.purgeEmailFromAllMailboxes();
    }

    @AfterEach
    void stop() {
        h.close();
    }

    private static String recipients(MimeMessage m) throws Exception {
        List<String> all = new ArrayList<>();
        for (Message.RecipientType t : List.of(Message.RecipientType.TO, Message.RecipientType.CC)) {
            if (m.getRecipients(t) != null) {
                Arrays.stream(m.getRecipients(t)).map(Object::toString).forEach(all::add);
            }
        }
        return String.join(", ", all);
    }

    private String ask(String who, String lines) throws Exception {
        h.mailRobot(who + "@players.test", "[e2e] request", "PLAYER " + who + " PASSWORD " + h.password(who)
                + "\n" + lines + "\n");
        h.robot.cycle();
        // Copies of reports asked for may be sent in the same round as the answer: the answer is the last mail
        // that is not a copy.
        List<MimeMessage> answers = new ArrayList<>();
        for (MimeMessage m : h.inbox(who)) {
            if (!m.getSubject().contains("(copy)")) {
                answers.add(m);
            }
        }
        MimeMessage last = answers.get(answers.size() - 1);
        assertThat(recipients(last)).isEqualTo(who + "@players.test");
        return RobotHarness.body(last);
    }

    private void runTurn() throws Exception {
        Instant deadline = RobotHarness.deadlineJustPassed();
        h.robot.runTurn("e2e", deadline);
    }

    @Test
    @DisplayName("HELP carries the player's guide and the order summary of his game, to him alone")
    void help() throws Exception {
        String answer = ask("brown", "HELP");
        assertThat(answer).contains("THE PLAYER'S GUIDE", "SEND REPORTS", "ADDRESS new@example.org",
                "A SHORT GUIDE TO ORDERS", "PATH <square>");
        for (String other : List.of("taylor", "marcy", "arista", "referee")) {
            assertThat(h.subjects(other)).as(other).isEmpty();
        }
        // In a UNIT block too, and then it queues nothing.
        h.mailRobot("brown@players.test", "[e2e] help", "UNIT US7IN PASSWORD " + h.password("brown") + "\nHELP\n");
        h.robot.cycle();
        String inUnit = RobotHarness.body(h.inbox("brown").get(h.inbox("brown").size() - 1));
        assertThat(inUnit).contains("THE PLAYER'S GUIDE", "requests only: nothing was queued");
        List<org.adjutant.store.QueuedBlock> queued = h.robot.database().read(c -> new OrderQueueStore().pending(c,
                "e2e", Instant.parse("9999-01-01T00:00:00Z")));
        assertThat(queued).isEmpty();
    }

    @Test
    @DisplayName("STATUS shows his own units and orders and the deadline, and nothing about any other player")
    void statusRevealsNothingAboutOthers() throws Exception {
        h.mailRobot("arista@players.test", "[e2e] orders", "UNIT MX4IN PASSWORD " + h.password("arista")
                + "\nPOSTURE ASSAULT/LAST-DITCH\n");
        h.mailRobot("taylor@players.test", "[e2e] orders", "UNIT US7IN PASSWORD " + h.password("taylor")
                + "\nLINE REAR\nUNIT US1AQ PASSWORD " + h.password("taylor") + "\nPOSTURE EVADE/EVADE\n");
        h.mailRobot("brown@players.test", "[e2e] orders", "UNIT US7IN PASSWORD " + h.password("brown")
                + "\nPOSTURE ATTACK/DEFEND\n");
        h.robot.cycle();
        String brown = ask("brown", "STATUS");
        assertThat(brown).contains("STATUS of Jacob Brown (brown)", "Next deadline:", "US7IN (you command it): "
                + "your orders are queued", "OFFENSIVE ATTACK", "its deputy sent orders too; yours win",
                "You have not said READY");
        assertThat(brown).doesNotContain("REAR").doesNotContain("MX4IN").doesNotContain("ASSAULT")
                .doesNotContain("US1AQ").doesNotContain("EVADE").doesNotContain("Taylor").doesNotContain("arista");
        String arista = ask("arista", "STATUS");
        assertThat(arista).contains("MX4IN (you command it): your orders are queued", "OFFENSIVE ASSAULT",
                "MX1AQ (you command it): no orders of yours are queued: it follows its default orders");
        assertThat(arista).doesNotContain("US7IN").doesNotContain("US1AQ").doesNotContain("Brown")
                .doesNotContain("Taylor").doesNotContain("brown@").doesNotContain("taylor@");
    }

    @Test
    @DisplayName("SEND REPORTS re-sends his own reports of a turn, marked as copies, to him alone")
    void sendReports() throws Exception {
        assertThat(ask("brown", "SEND REPORTS")).contains("no turn has run yet");
        runTurn();
        MAIL.purgeEmailFromAllMailboxes();
        assertThat(ask("brown", "SEND REPORTS TURN 4")).contains("campaign 1, turn 4 has not run yet");
        String answer = ask("brown", "SEND REPORTS");
        assertThat(answer).contains("your reports of campaign 1, turn 1 follow");
        h.robot.cycle();
        assertThat(h.subjects("brown")).contains("[e2e] (copy) campaign 1, turn 1: events", "[e2e] (copy) campaign 1, turn 1: positions");
        String copy = RobotHarness.body(h.message("brown", s -> s.equals("[e2e] (copy) campaign 1, turn 1: events")));
        assertThat(copy).contains("This is a copy of your report of campaign 1, turn 1", "US7IN").doesNotContain("MX4IN");
        for (String other : List.of("taylor", "marcy", "arista", "referee")) {
            assertThat(h.subjects(other)).as(other).isEmpty();
        }
    }

    @Test
    @DisplayName("ADDRESS takes effect only with the code mailed to the new address; the old address is told")
    void changeOfAddress() throws Exception {
        String answer = ask("brown", "ADDRESS brown.new@elsewhere.test");
        assertThat(answer).contains("a confirmation code was mailed to brown.new@elsewhere.test",
                "still goes to brown@players.test");
        List<MimeMessage> codeMail = h.inbox("brown.new@elsewhere.test");
        assertThat(codeMail).singleElement().satisfies(m -> assertThat(m.getSubject())
                .isEqualTo("[e2e] your confirmation code"));
        String text = RobotHarness.body(codeMail.get(0));
        assertThat(text).doesNotContain(h.password("brown")).doesNotContain("http");
        Matcher code = Pattern.compile("CONFIRM ADDRESS ([A-Z0-9]{4}-[A-Z0-9]{4})").matcher(text);
        assertThat(code.find()).as(text).isTrue();

        // A wrong code changes nothing.
        assertThat(ask("brown", "CONFIRM ADDRESS AAAA-2222")).contains("not the code");
        assertThat(email("brown")).isEqualTo("brown@players.test");

        h.mailRobot("brown.new@elsewhere.test", "[e2e] confirm", "PLAYER brown PASSWORD " + h.password("brown")
                + "\nCONFIRM ADDRESS " + code.group(1) + "\n");
        h.robot.cycle();
        assertThat(email("brown")).isEqualTo("brown.new@elsewhere.test");
        MimeMessage confirmed = h.inbox("brown.new@elsewhere.test").get(1);
        assertThat(recipients(confirmed)).isEqualTo("brown.new@elsewhere.test, brown@players.test");
        assertThat(RobotHarness.body(confirmed)).contains("goes to brown.new@elsewhere.test instead of "
                + "brown@players.test");
        // From now on his mail goes to the new address.
        h.mailRobot("brown.new@elsewhere.test", "[e2e] status", "PLAYER brown PASSWORD " + h.password("brown")
                + "\nSTATUS\n");
        h.robot.cycle();
        assertThat(RobotHarness.body(h.inbox("brown.new@elsewhere.test").get(2)))
                .contains("Your mail goes to brown.new@elsewhere.test");
    }

    @Test
    @DisplayName("several ADDRESS lines in one mail: the last is asked for, the reply says so line by line, one code "
            + "goes out and it confirms")
    void severalAddressLines() throws Exception {
        String answer = ask("brown", "ADDRESS brown.first@elsewhere.test\nADDRESS brown.second@elsewhere.test");
        assertThat(answer).contains("ADDRESS brown.first@elsewhere.test: not done", "a later ADDRESS line",
                "no code was mailed to brown.first@elsewhere.test",
                "a confirmation code was mailed to brown.second@elsewhere.test");
        assertThat(answer).doesNotContain("a confirmation code was mailed to brown.first");
        assertThat(h.inbox("brown.first@elsewhere.test")).isEmpty();
        List<MimeMessage> codeMail = h.inbox("brown.second@elsewhere.test");
        assertThat(codeMail).hasSize(1);
        Matcher code = Pattern.compile("CONFIRM ADDRESS ([A-Z0-9]{4}-[A-Z0-9]{4})")
                .matcher(RobotHarness.body(codeMail.get(0)));
        assertThat(code.find()).isTrue();
        h.mailRobot("brown.second@elsewhere.test", "[e2e] confirm", "PLAYER brown PASSWORD " + h.password("brown")
                + "\nCONFIRM ADDRESS " + code.group(1) + "\n");
        h.robot.cycle();
        assertThat(email("brown")).isEqualTo("brown.second@elsewhere.test");
        assertThat(RobotHarness.body(h.inbox("brown.second@elsewhere.test").get(1))).contains("CONFIRM ADDRESS: done");
    }

    @Test
    @DisplayName("a stranger's requests are refused like any wrong password, and say nothing")
    void strangerGetsNothing() throws Exception {
        h.mailRobot("stranger@elsewhere.test", "[e2e] status", "PLAYER brown PASSWORD Zq7wrongpw\nSTATUS\nSEND REPORTS\n");
        h.robot.cycle();
        String answer = RobotHarness.body(h.inbox("stranger@elsewhere.test").get(0));
        // The game's next deadline, in every reply's footer, is the same for everyone; nothing of Brown's is told.
        // An address registered in no game gets the short answer to strangers, which says even less.
        assertThat(answer).contains("not registered in any game").doesNotContain("US7IN")
                .doesNotContain("STATUS of").doesNotContain("Jacob Brown").doesNotContain("brown@")
                .doesNotContain("your reports of");
        // Brown is told that a mail in his name was refused (the owner notice), without the guessed password.
        assertThat(h.subjects("brown")).containsExactly("[e2e] notice: a mail in your name refused");
        assertThat(RobotHarness.body(h.inbox("brown").get(0))).doesNotContain("Zq7wrongpw");
    }

    private String email(String role) {
        return h.robot.database().read(c -> new PlayerStore().lookup(c, "e2e", role)).orElseThrow().email();
    }

    @Test
    @DisplayName("a mail that only asks is answered under what it asked; one with orders too says both")
    void requestAnswersAreTitledByTheRequest() throws Exception {
        ask("brown", "STATUS");
        assertThat(h.subjects("brown")).containsExactly("[e2e] answer to STATUS");
        ask("brown", "HELP\nREADY");
        assertThat(h.subjects("brown")).endsWith("[e2e] answer to HELP, READY");
        h.mailRobot("brown@players.test", "[e2e] orders", "UNIT US7IN PASSWORD " + h.password("brown")
                + "\nSTATUS\nPOSTURE ATTACK/DEFEND\n");
        h.robot.cycle();
        assertThat(h.subjects("brown")).endsWith("[e2e] orders: 1 accepted, 0 rejected; answer to STATUS");
        h.mailRobot("brown@players.test", "[e2e] orders", "UNIT US7IN PASSWORD " + h.password("brown")
                + "\nPOSTURE ATTACK/DEFEND\n");
        h.robot.cycle();
        assertThat(h.subjects("brown")).endsWith("[e2e] orders: 1 accepted, 0 rejected");
    }
}
