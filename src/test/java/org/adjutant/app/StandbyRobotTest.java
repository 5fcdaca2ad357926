package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.internet.MimeMessage;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.adjutant.testing.MutableClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Standbys and silent seats over GreenMail with the real robot (docs/moderators.md, "Standbys and silent players"):
 * a seat without orders of its own for the file's count of turns is proposed to the moderators and seated on their
 * approval, or seated at once; a seat that sends orders is never offered; an empty list is told to the moderators;
 * a volunteer joins by mail only with the code mailed to his address; and no player's mail shows a standby's address.
 * Turns are handed to the robot at deadlines an hour apart on its own clock: no test waits for one.
 */
class StandbyRobotTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    private static final String SCOTT = "scott@players.test";
    private static final String VOLUNTEER = "worth@volunteers.test";
    private static final String FORGER = "forger@elsewhere.test";
    private static final Pattern CODE = Pattern.compile("STANDBY CONFIRM (\\S+)");
    private static final List<String> PLAYERS = List.of("taylor", "brown", "marcy", "arista");

    @TempDir
    Path home;

    private final MutableClock clock = new MutableClock();
    private RobotHarness h;

    private void start(String extra) throws Exception {
        MAIL.setUser(SCOTT, "scott", "pw");
        MAIL.setUser(VOLUNTEER, "worth", "pw");
        MAIL.setUser(FORGER, "forger", "pw");
        h = new RobotHarness(MAIL, home, s -> s, clock, RobotHarness.gameFile("e2e", "End to end") + extra);
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

    /**
     * Brown and Arista send their units' orders; Taylor and Marcy send nothing. Then the turn runs, at a deadline an
     * hour on the robot's clock.
     */
    private void turnWithBrownAndAristaOnly() throws Exception {
        h.mailRobot("brown@players.test", "[e2e] orders", "UNIT US7IN PASSWORD " + h.password("brown")
                + "\nLINE REAR\n");
        h.mailRobot("arista@players.test", "[e2e] orders", "UNIT MX4IN PASSWORD " + h.password("arista")
                + "\nPOSTURE ATTACK/DEFEND\n");
        h.robot.cycle();
        clock.advance(Duration.ofHours(1));
        h.robot.runTurn("e2e", clock.instant());
        h.robot.cycle();
    }

    private String status() {
        return h.robot.answer(new ControlRequests.Request("status", List.of("e2e"))).output();
    }

    private String audit() {
        return h.robot.answer(new ControlRequests.Request("audit", List.of("e2e"))).output();
    }

    private List<String> bodies(String who, String subject) throws Exception {
        return h.inbox(who).stream().filter(m -> {
            try {
                return m.getSubject().contains(subject);
            } catch (jakarta.mail.MessagingException e) {
                throw new IllegalStateException(e);
            }
        }).map(RobotHarness::body).toList();
    }

    /** No mail any player got names {@code address}. */
    private void noPlayerSees(String address) throws Exception {
        for (String p : PLAYERS) {
            for (MimeMessage m : h.inbox(p)) {
                assertThat(RobotHarness.body(m)).as("a mail to " + p + ": " + m.getSubject()).doesNotContain(address);
            }
        }
    }

    @Test
    @DisplayName("offer: approve: a seat silent for the file's turns is proposed to the moderators, never one that "
            + "sends orders; APPROVE STANDBY seats the next standby through REPLACE, the old player told why")
    void silentSeatProposedAndSeatedOnApproval() throws Exception {
        start("""
                standbys:
                  - {name: Winfield Scott, email: scott@players.test, time-zone: America/New_York}
                silent-players: {after: 2, offer: approve}
                """);
        // Marcy has said he is away: the turns he misses meanwhile are not silence.
        h.mailRobot("marcy@players.test", "[e2e] away", "PLAYER marcy PASSWORD " + h.password("marcy")
                + "\nABSENT UNTIL " + java.time.LocalDate.ofInstant(clock.instant(), java.time.ZoneOffset.UTC)
                .plusDays(3) + "\n");
        h.robot.cycle();
        assertThat(bodies("marcy", "")).as("his absence answered").anySatisfy(b -> assertThat(b).contains("ABSENT"));
        MAIL.purgeEmailFromAllMailboxes();
        turnWithBrownAndAristaOnly();
        assertThat(bodies("referee", "silent seat")).as("one silent turn is not yet silence").isEmpty();

        turnWithBrownAndAristaOnly();
        List<String> offers = bodies("referee", "silent seat: approve a standby?");
        assertThat(offers).hasSize(1);
        assertThat(String.join("\n", offers)).contains("taylor (Zachary Taylor) has sent no orders of his own for 2"
                + " turns", "APPROVE STANDBY taylor", "Winfield Scott <" + SCOTT + ">")
                .doesNotContain("brown", "arista", "marcy");
        assertThat(h.inbox("scott")).as("nothing happens before the approval").isEmpty();
        assertThat(status()).contains("standbys: 1", "Winfield Scott <" + SCOTT + "> (America/New_York), from the "
                + "game file", "silent seats", "taylor (2 turns)").doesNotContain("brown (", "marcy (2 turns)");

        MAIL.purgeEmailFromAllMailboxes();
        h.moderate("APPROVE STANDBY taylor");
        String done = bodies("referee", "moderator commands done").get(0);
        assertThat(done).contains("APPROVE STANDBY taylor: Winfield Scott <" + SCOTT + "> leaves the standby list and"
                + " takes the seat of Zachary Taylor (silent 2 turns)", "REPLACE taylor");
        String welcome = RobotHarness.body(h.inbox("scott").get(0));
        assertThat(welcome).contains("You stood by for a seat in End to end: the seat of Zachary Taylor (taylor) is "
                + "yours now, as it had sent no orders for 2 turns", "US1AQ");
        assertThat(h.robot.database().read(c -> new org.adjutant.store.PlayerStore().lookup(c, "e2e", "taylor"))
                .orElseThrow().timeZone()).as("the zone the file gave the standby").isEqualTo("America/New_York");
        String gone = bodies("taylor", "your seat is gone").get(0);
        assertThat(gone).contains("has sent no orders of its own for 2 turns in a row", "standby player");
        for (String other : List.of("brown", "marcy", "arista")) {
            assertThat(h.inbox(other)).as(other + " hears nothing of it, as of any REPLACE").isEmpty();
        }
        assertThat(audit()).contains("APPROVE STANDBY taylor");
        assertThat(status()).contains("standbys: none").doesNotContain("Winfield Scott <");
        // The game file says the same: Scott sits in taylor's entry with his zone and has left the standby list.
        String file = java.nio.file.Files.readString(home.resolve("config/games/e2e.yaml"));
        assertThat(file).contains("- {name: Winfield Scott, email: " + SCOTT + ", role: taylor, time-zone: "
                + "America/New_York}", "standbys: []").doesNotContain("Zachary Taylor");

        // The newcomer's silence counts from his own seating, and Marcy is still away: nothing the next turn.
        MAIL.purgeEmailFromAllMailboxes();
        turnWithBrownAndAristaOnly();
        assertThat(bodies("referee", "silent seat")).isEmpty();
        noPlayerSees(SCOTT);
    }

    @Test
    @DisplayName("offer: auto: an empty list is told to the moderators; a volunteer joins by mail only with the code "
            + "mailed to his address, and is seated at once when a seat falls silent")
    void volunteerJoinsByMailAndIsSeatedAtOnce() throws Exception {
        start("""
                silent-players: {after: 1, offer: auto}
                """);
        turnWithBrownAndAristaOnly();
        List<String> none = bodies("referee", "silent seat, no standby");
        assertThat(none).hasSize(2);
        assertThat(String.join("\n", none)).contains("taylor (Zachary Taylor)", "marcy (William Marcy)",
                "The standby list is empty");

        // Someone writes the volunteer's address into From: the code goes to that address, not to him.
        h.mailRobot(VOLUNTEER, "[e2e] standby", "STANDBY\n");
        h.robot.cycle();
        assertThat(h.inbox(FORGER)).isEmpty();
        String codeMail = bodies(VOLUNTEER, "your standby code").get(0);
        Matcher m = CODE.matcher(codeMail);
        assertThat(m.find()).as(codeMail).isTrue();
        String code = m.group(1);
        assertThat(bodies(VOLUNTEER, "not accepted").stream().filter(b -> b.contains(code))).as("the answer never "
                + "holds the code").isEmpty();
        assertThat(status()).contains("standbys: none");

        // A wrong code puts nobody on the list; the right one, from any address, puts the address it was mailed to.
        h.mailRobot(FORGER, "[e2e] standby", "STANDBY CONFIRM abcd-efgh-jkmn Mallory\n");
        h.robot.cycle();
        assertThat(status()).contains("standbys: none");
        h.mailRobot(FORGER, "[e2e] standby", "STANDBY CONFIRM " + code + " William Worth\n");
        h.robot.cycle();
        assertThat(status()).contains("William Worth <" + VOLUNTEER + ">, joined by mail");
        assertThat(bodies(VOLUNTEER, "you stand by").get(0)).contains("You are on the standby list of End to end as "
                + "William Worth");
        assertThat(bodies("referee", "a standby joined").get(0)).contains("William Worth <" + VOLUNTEER + ">");
        h.mailRobot(FORGER, "[e2e] standby", "STANDBY CONFIRM " + code + " Mallory\n");
        h.robot.cycle();
        assertThat(status()).doesNotContain("Mallory");

        MAIL.purgeEmailFromAllMailboxes();
        turnWithBrownAndAristaOnly();
        // The first silent seat went to him at once; the second found the list empty, and was told before.
        String done = bodies("referee", "moderator commands done").get(0);
        assertThat(done).contains(StandbyOffers.ROBOT, "APPROVE STANDBY taylor: William Worth <" + VOLUNTEER + ">");
        assertThat(bodies(VOLUNTEER, "welcome").get(0)).contains("US1AQ");
        assertThat(bodies("taylor", "your seat is gone")).hasSize(1);
        assertThat(bodies("referee", "silent seat, no standby")).as("told once per silence").isEmpty();
        assertThat(audit()).contains(StandbyOffers.ROBOT, "APPROVE STANDBY taylor");
        noPlayerSees(VOLUNTEER);
    }

    @Test
    @DisplayName("STANDBY ADD and REMOVE by mail and by the command line; refused for a player's address")
    void moderatorKeepsTheList() throws Exception {
        start("""
                standbys:
                  - {name: Winfield Scott, email: scott@players.test}
                """);
        h.moderate("STANDBY ADD William Worth " + VOLUNTEER + "\nSTANDBY ADD Somebody brown@players.test");
        String done = bodies("referee", "moderator commands done").get(0);
        assertThat(done).contains("STANDBY ADD: William Worth <" + VOLUNTEER + "> is on the standby list, number 2.",
                "brown@players.test already plays in this game");
        ControlRequests.Reply cli = h.robot.answer(new ControlRequests.Request("moderate", List.of("e2e",
                "command line (test)", "STANDBY REMOVE Winfield Scott")));
        assertThat(cli.exitCode()).isZero();
        assertThat(cli.output()).contains("STANDBY REMOVE: Winfield Scott <" + SCOTT + "> is off the standby list "
                + "(the game file still names him");
        assertThat(status()).contains("standbys: 1", "William Worth <" + VOLUNTEER + ">, added by a moderator")
                .doesNotContain("Winfield Scott <");
        // Volunteers by mail are taken only where the file counts silent seats.
        h.mailRobot(FORGER, "[e2e] standby", "STANDBY\n");
        h.robot.cycle();
        assertThat(String.join("\n", bodies(FORGER, "not accepted"))).contains("takes no standbys by mail")
                .doesNotContain("STANDBY CONFIRM");
        noPlayerSees(VOLUNTEER);
    }

}
