package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Press between players over GreenMail with the real robot (docs/players.md, "Press"): a letter reaches the roles it
 * names and nobody else, never shows an address, names its writer only where the game's press is signed (headers
 * included), goes back through the robot by its reply code, follows the game's rules (off turns, the quiet hours, held
 * until the deadline, the moderators' copies) and the limits of the role that proved its password.
 */
class PressRobotTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));
    private static final Pattern REPLY_CODE = Pattern.compile("PRESS REPLY ([A-Z0-9]{4}-[A-Z0-9]{4})");

    @TempDir
    Path home;

    private RobotHarness h;

    private void start(String press) throws Exception {
        MAIL.setUser("elsewhere@elsewhere.test", "elsewhere", "pw");
        h = new RobotHarness(MAIL, home, s -> s, Clock.systemUTC(), RobotHarness.gameFile("e2e", "End to end")
                + press);
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

    /** {@code who} writes a PLAYER block with his password and {@code lines}, from {@code from}; the answer. */
    private String write(String who, String from, String lines) throws Exception {
        h.mailRobot(from, "[e2e] press", "PLAYER " + who + " PASSWORD " + h.password(who) + "\n" + lines + "\n");
        h.robot.cycle();
        List<MimeMessage> answers = new ArrayList<>();
        for (MimeMessage m : h.inbox(from)) {
            if (!m.getSubject().contains("press from") && !m.getSubject().contains("press (anonymous)")) {
                answers.add(m);
            }
        }
        return RobotHarness.body(answers.get(answers.size() - 1));
    }

    private static String raw(MimeMessage m) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        m.writeTo(out);
        return out.toString(StandardCharsets.UTF_8);
    }

    /** Every header and the body of each mail {@code who} got, as one text per mail. */
    private List<String> raws(String who) throws Exception {
        List<String> all = new ArrayList<>();
        for (MimeMessage m : h.inbox(who)) {
            all.add(raw(m));
        }
        return all;
    }

    /** No mail of {@code who} shows another player's address: only his own and the robot's appear. */
    private void showsNoOtherAddress(String who) throws Exception {
        for (String m : raws(who)) {
            for (String other : RobotHarness.PLAYERS) {
                if (!other.equals(who)) {
                    assertThat(m).as("a mail of %s", who).doesNotContainIgnoringCase(other + "@players.test");
                }
            }
            assertThat(m).doesNotContain("elsewhere@elsewhere.test");
        }
    }

    @Test
    @DisplayName("signed press reaches the roles named and nobody else, names the writer's role, shows no address and is answered through the robot")
    void signedPress() throws Exception {
        start("press: {kind: signed}\n");
        String answer = write("taylor", "taylor@players.test", "PRESS TO arista\nGeneral, shall we talk terms?\n\n"
                + "I remain, sir, your servant.\nEND PRESS");
        assertThat(answer).contains("PRESS TO arista (line 2): sent signed (as taylor) to arista",
                "No address was shown to anyone");
        MimeMessage letter = h.message("arista", s -> s.equals("[e2e] press from taylor"));
        String body = RobotHarness.body(letter);
        assertThat(body).contains("Press from taylor to arista", "General, shall we talk terms?",
                "I remain, sir, your servant.", "PRESS TO taylor");
        assertThat(body).as("the letter keeps its paragraphs").containsPattern("terms\\?\\r?\\n\\r?\\nI remain");
        assertThat(letter.getHeader("In-Reply-To")).isNull();
        assertThat(letter.getHeader("References")).isNull();
        showsNoOtherAddress("arista");
        for (String other : List.of("brown", "marcy", "referee")) {
            assertThat(h.subjects(other)).as(other).isEmpty();
        }
        // The answer goes back through the robot by the letter's code, signed as the game's press is.
        Matcher code = REPLY_CODE.matcher(body);
        assertThat(code.find()).isTrue();
        String back = write("arista", "arista@players.test", "PRESS REPLY " + code.group(1)
                + "\nOnly if you leave the Nueces.\nEND PRESS");
        assertThat(back).contains("sent signed (as arista) to taylor (in answer to the letter " + code.group(1));
        assertThat(RobotHarness.body(h.message("taylor", s -> s.equals("[e2e] press from arista"))))
                .contains("Only if you leave the Nueces.");
        showsNoOtherAddress("taylor");
    }

    @Test
    @DisplayName("anonymous press names nobody in body or headers (From, Reply-To, Message-ID, References), and the answer by its code reaches the writer without naming him")
    void anonymousPress() throws Exception {
        start("press: {kind: anonymous, copy-moderators: true}\n");
        String answer = write("taylor", "taylor@players.test", "PRESS TO arista, brown\nThe river is low at "
                + "Matamoros.\nEND PRESS");
        assertThat(answer).contains("sent anonymously (your role is not named) to arista, brown",
                "the moderators get a copy without your name");
        for (String who : List.of("arista", "brown")) {
            MimeMessage letter = h.message(who, s -> s.equals("[e2e] press (anonymous)"));
            String raw = raw(letter);
            assertThat(raw).contains("The river is low at").doesNotContainIgnoringCase("taylor");
            for (String header : List.of("From", "Reply-To", "Message-ID", "References", "In-Reply-To", "Sender")) {
                String[] values = letter.getHeader(header);
                if (values != null) {
                    assertThat(String.join(" ", values).toLowerCase(Locale.ROOT)).as(header)
                            .doesNotContain("taylor").doesNotContain("players.test");
                }
            }
            assertThat(letter.getFrom()[0].toString()).contains(RobotHarness.ROBOT);
            showsNoOtherAddress(who);
        }
        // The moderators' copy of anonymous press names nobody either.
        assertThat(raw(h.message("referee", s -> s.startsWith("[e2e] press copy")))).contains("The river is low")
                .doesNotContainIgnoringCase("taylor");
        assertThat(h.subjects("marcy")).isEmpty();
        // Arista answers by the code; the answer reaches taylor, and arista's reply does not say to whom it went.
        Matcher code = REPLY_CODE.matcher(RobotHarness.body(h.message("arista", s -> s.contains("anonymous"))));
        assertThat(code.find()).isTrue();
        String back = write("arista", "arista@players.test", "PRESS REPLY " + code.group(1) + "\nWho are you?\n"
                + "END PRESS");
        assertThat(back).contains("to the writer of the letter " + code.group(1) + ", whom the robot does not name")
                .doesNotContainIgnoringCase("taylor");
        assertThat(raw(h.message("taylor", s -> s.equals("[e2e] press (anonymous)")))).contains("Who are you?")
                .doesNotContainIgnoringCase("arista");
        // Press to all reaches every player, the writer too, so that nobody can tell him by the one without it.
        write("marcy", "marcy@players.test", "PRESS TO ALL\nPeace in our time.\nEND PRESS");
        for (String who : List.of("taylor", "brown", "arista", "marcy")) {
            assertThat(h.inbox(who).stream().filter(m -> RobotHarness.body(m).contains("Peace in our time."))
                    .count()).as(who).isEqualTo(1);
        }
    }

    @Test
    @DisplayName("grey press reaches the players without the writer's name and the moderators with it")
    void greyPress() throws Exception {
        start("press: {kind: grey}\n");
        String answer = write("brown", "brown@players.test", "PRESS TO ALL\nFort Brown holds.\nEND PRESS");
        assertThat(answer).contains("sent anonymously", "the moderators get a copy that names you");
        for (String who : List.of("taylor", "marcy", "arista")) {
            assertThat(raw(h.message(who, s -> s.equals("[e2e] press (anonymous)")))).contains("Fort Brown holds.")
                    .doesNotContain("brown@players.test").doesNotContain("Press from brown");
        }
        assertThat(RobotHarness.body(h.message("referee", s -> s.startsWith("[e2e] press copy"))))
                .contains("press from brown", "grey press");
    }

    @Test
    @DisplayName("the limits count by the role that proved its password, never by the From address; a refusal says which limit and until when")
    void limitsByRole() throws Exception {
        start("press:\n  kind: signed\n  max-length: 40\n  limit: {letters: 2, window: 24h}\n");
        assertThat(write("taylor", "taylor@players.test", "PRESS TO arista\nOne.\nEND PRESS")).contains("sent");
        // From another address with his own password: the same role, the same count.
        assertThat(write("taylor", "elsewhere@elsewhere.test", "PRESS TO arista\nTwo.\nEND PRESS"))
                .contains("sent signed");
        String third = write("taylor", "taylor@players.test", "PRESS TO arista\nThree.\nEND PRESS");
        assertThat(third).contains("not sent: your role may send 2 letters in 24 hours and has sent them; the "
                + "next may go from");
        // Another role writing from taylor's address is not held by taylor's count.
        assertThat(write("brown", "taylor@players.test", "PRESS TO arista\nFour.\nEND PRESS"))
                .contains("sent signed (as brown)");
        assertThat(write("marcy", "marcy@players.test", "PRESS TO arista\n" + "x".repeat(41) + "\nEND PRESS"))
                .contains("not sent: its text is 41 characters long, and this game takes at most 40");
        // A forged From without the password sends nothing at all.
        h.mailRobot("marcy@players.test", "[e2e] press", "PLAYER marcy PASSWORD wrong-one\nPRESS TO arista\n"
                + "Forged.\nEND PRESS\n");
        h.robot.cycle();
        assertThat(h.inbox("arista").stream().map(RobotHarness::body).filter(b -> b.contains("Forged."))).isEmpty();
        assertThat(h.inbox("arista").stream().map(RobotHarness::body).filter(b -> b.contains("Press from")))
                .hasSize(3);
    }

    @Test
    @DisplayName("press off on a turn the file names and in the quiet hours before a deadline; held press goes out once the deadline's turn has run")
    void offTurnsAndHeldPress() throws Exception {
        start("press:\n  off-turns: [turn 1]\n  delivery: at-deadline\n");
        String refused = write("taylor", "taylor@players.test", "PRESS TO arista\nToo soon.\nEND PRESS");
        assertThat(refused).contains("not sent: this game takes no press for campaign 1, turn 1; it opens again "
                + "once that turn has run");
        h.robot.runTurn("e2e", RobotHarness.deadlineJustPassed());
        MAIL.purgeEmailFromAllMailboxes();
        String held = write("taylor", "taylor@players.test", "PRESS TO arista\nAt the deadline.\nEND PRESS");
        assertThat(held).contains("held, to be delivered once the coming turn has run");
        assertThat(h.subjects("arista")).isEmpty();
        h.robot.runTurn("e2e", RobotHarness.deadlineJustPassed());
        h.robot.cycle();
        assertThat(RobotHarness.body(h.message("arista", s -> s.equals("[e2e] press from taylor"))))
                .contains("At the deadline.");
    }

    @Test
    @DisplayName("no press without a press section; a letter to an address, to an unknown role or without END PRESS is refused with its line")
    void refusals() throws Exception {
        start("");
        assertThat(write("taylor", "taylor@players.test", "PRESS TO arista\nHello.\nEND PRESS"))
                .contains("not sent: this game has no press");
        assertThat(write("taylor", "taylor@players.test", "PRESS TO arista@players.test\nHello.\nEND PRESS"))
                .contains("line 2", "never to an address");
        assertThat(write("taylor", "taylor@players.test", "PRESS TO polk\nHello.\nEND PRESS"))
                .contains("no player holds the role 'polk'");
        assertThat(write("taylor", "taylor@players.test", "PRESS TO arista\nHello.")).contains("no END PRESS");
        assertThat(h.subjects("arista")).isEmpty();
    }

    @Test
    @DisplayName("no press in the quiet hours before a deadline, with the deadline it waits for")
    void quietHours() throws Exception {
        start("press: {quiet-before: 40d}\n");
        assertThat(write("taylor", "taylor@players.test", "PRESS TO arista\nHush.\nEND PRESS"))
                .contains("not sent: this game takes no press in the last 40 days before a deadline; it opens again "
                        + "once the turn of the deadline");
    }
}
