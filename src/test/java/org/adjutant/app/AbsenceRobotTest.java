package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.internet.MimeMessage;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.adjutant.store.DeadlineSlotStore;
import org.adjutant.testing.MutableClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A player's absence by mail, over GreenMail with the real robot (docs/players.md "Away for a while"): honoured at the
 * deadline (no reminder, not silent for the NMR guard, his deputy's orders or the default orders carried out),
 * refused precisely beyond the game file's caps, shown in the moderators' STATUS, ended by BACK or by itself, and told
 * to nobody but the moderators and his units' deputies. In the test game Taylor commands US1AQ and is the deputy of
 * Brown's US7IN; Marcy, the War Minister, commands no unit and is the deputy of US1AQ; Arista commands MX1AQ and
 * MX4IN, with no deputy.
 */
class AbsenceRobotTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));
    private static final LocalDate TODAY = LocalDate.now(ZoneOffset.UTC);

    @TempDir
    Path home;

    private final MutableClock clock = new MutableClock();
    private RobotHarness h;
    private Instant deadline;

    @AfterEach
    void stop() {
        if (h != null) {
            h.close();
        }
    }

    /** The robot on game e2e, its deadline thirty days ahead, with {@code extra} keys in its file. */
    private void start(String extra) throws Exception {
        LocalDateTime at = LocalDateTime.now(ZoneOffset.UTC).plusDays(30).truncatedTo(ChronoUnit.SECONDS);
        deadline = at.toInstant(ZoneOffset.UTC);
        h = new RobotHarness(MAIL, home, s -> s, clock, RobotHarness.gameFile("e2e", "End to end", at, extra));
        h.robot.cycle();
        MAIL.purgeEmailFromAllMailboxes();
    }

    private static String day(int fromToday) {
        return TODAY.plusDays(fromToday).toString();
    }

    /** {@code who} mails {@code lines} in his PLAYER block; every mail he received meanwhile, bodies joined. */
    private String ask(String who, String lines) throws Exception {
        int before = h.inbox(who).size();
        h.mailRobot(who + "@players.test", "[e2e] requests", "PLAYER " + who + " PASSWORD " + h.password(who) + "\n"
                + lines + "\n");
        h.robot.cycle();
        h.robot.cycle();
        List<MimeMessage> in = h.inbox(who);
        StringBuilder out = new StringBuilder();
        for (MimeMessage m : in.subList(before, in.size())) {
            out.append(RobotHarness.body(m)).append('\n');
        }
        return out.toString().replaceAll("\\s+", " ");
    }

    /** Everything {@code who} has received, subjects and bodies, in one lower-case text. */
    private String everything(String who) throws Exception {
        StringBuilder out = new StringBuilder();
        for (MimeMessage m : h.inbox(who)) {
            out.append(m.getSubject()).append('\n').append(RobotHarness.body(m)).append('\n');
        }
        return out.toString().toLowerCase(Locale.ROOT);
    }

    private long count(String who, String subject) throws Exception {
        return h.subjects(who).stream().filter(s -> s.contains(subject)).count();
    }

    private Optional<DeadlineSlotStore.Slot> slot() {
        return h.robot.database().read(c -> new DeadlineSlotStore().find(c, "e2e", deadline));
    }

    private String control(String verb) {
        return h.robot.answer(new ControlRequests.Request(verb, List.of("e2e"))).output();
    }

    @Test
    @DisplayName("an absence is honoured at the deadline: no reminder, the NMR guard does not count it, the deputy's and the default orders run")
    void honouredAtTheDeadline() throws Exception {
        clock.advance(Duration.ofHours(-3));   // the robot runs three hours before the deadline: no reminder yet
        start("""
                deadline-policy:
                  reminders: [2h]
                  nmr-guard: {max-share: 0.3, postpone: 24h, times: 1}
                """);
        String arista = ask("arista", "ABSENT UNTIL " + day(3));
        assertThat(arista).contains("ABSENT UNTIL " + day(3) + ": done. You are away from "
                        + TODAY.getDayOfWeek().getDisplayName(java.time.format.TextStyle.FULL, Locale.ENGLISH),
                "both days included (in your time zone, UTC)",
                "MX1AQ: no deputy: its default orders", "MX4IN: no deputy: its default orders",
                "the robot sends you no reminders", "an early turn does not wait for you: your units count as in",
                "Orders you send while away are accepted as always, and yours win over a deputy's (GITM 6.1)",
                "no other player is");
        assertThat(h.subjects("referee")).contains("[e2e] absence of arista");
        assertThat(RobotHarness.body(h.message("referee", s -> s.equals("[e2e] absence of arista"))))
                .contains("arista (Mariano Arista) is away from", "MX1AQ: no deputy");

        String brown = ask("brown", "ABSENT UNTIL " + day(2));
        assertThat(brown).contains("US7IN: its deputy taylor orders it; if he sends nothing, its default orders",
                "The moderators and your units' deputies are told");
        String toDeputy = RobotHarness.body(h.message("taylor", s -> s.equals("[e2e] you order US7IN for a while")));
        assertThat(toDeputy).contains("brown, whose deputy you are, is away from",
                "the robot carries out your orders for US7IN", "orders he sends himself still win over yours");
        // Taylor orders his own US1AQ and, as the absent Brown's deputy, US7IN.
        h.mailRobot("taylor@players.test", "[e2e] orders", "UNIT US1AQ PASSWORD " + h.password("taylor")
                + "\nPOSTURE ATTACK/DEFEND\n\nUNIT US7IN PASSWORD " + h.password("taylor")
                + "\nPOSTURE SKIRMISH/SKIRMISH\n");
        h.robot.cycle();

        deadline = h.moveDeadlines("e2e", RobotHarness.secondsAhead(6));
        clock.advance(Duration.ofMinutes(61));   // 1h59m before the deadline: the reminder is due
        h.robot.cycle();
        for (String who : RobotHarness.PLAYERS) {
            assertThat(count(who, "reminder")).as(who + " is away or has his orders in").isZero();
        }
        clock.advance(Duration.ofMinutes(119));   // back to real time, for Quartz
        for (int i = 0; i < 200 && slot().isEmpty(); i++) {
            Thread.sleep(100);
        }
        assertThat(slot()).as("the deadline fired").isPresent();
        h.robot.cycle();
        assertThat(h.subjects("taylor")).as("Arista's silence is an absence: nothing is postponed")
                .noneMatch(s -> s.contains("postponed"));
        assertThat(h.turnsRun()).isEqualTo(1);
        String summary = RobotHarness.body(h.message("referee",
                s -> s.equals("[e2e] campaign 1, turn 1: moderator's summary")));
        assertThat(summary).contains("US7IN [SUBMITTED]", "SKIRMISH", "MX1AQ [DEFAULT]", "MX4IN [DEFAULT]");

        // Nobody but the moderators and Brown's deputy learns of either absence.
        for (String who : List.of("marcy", "brown")) {
            assertThat(everything(who)).as(who).doesNotContain("arista is away").doesNotContain("absence of");
        }
        assertThat(everything("arista")).doesNotContain("brown, whose").doesNotContain("absence of")
                .doesNotContain("us7in for a while");
        assertThat(everything("taylor")).doesNotContain("arista is away");
    }

    @Test
    @DisplayName("absences beyond the game file's caps, in the past or overlapping are refused precisely; STATUS, BACK and the end by itself; GITM 6.1 the absent commander's own orders win")
    void capsBackStatusAndEnd_gitm_6_1() throws Exception {
        start("absence: {max-days: 5, per-game: 2}\n");
        String taylor = ask("taylor", String.join("\n",
                "BACK",
                "ABSENT FROM " + day(1) + " TO " + day(10),
                "ABSENT FROM " + day(-1) + " TO " + day(1),
                "ABSENT FROM " + day(3) + " TO " + day(1),
                "ABSENT FROM " + day(1) + " TO " + day(2),
                "ABSENT UNTIL " + day(3),
                "BACK",
                "ABSENT UNTIL " + day(1)));
        assertThat(taylor).contains(
                "BACK: not done: you have no absence standing; nothing changed.",
                "ABSENT FROM " + day(1) + " TO " + day(10) + ": not done: 10 days",
                "is longer than this game allows: at most 5 days at a time",
                "ABSENT FROM " + day(-1) + " TO " + day(1) + ": not done: ",
                "has passed: today is",
                "ABSENT FROM " + day(3) + " TO " + day(1) + ": not done: the last day",
                "is before the first",
                "ABSENT FROM " + day(1) + " TO " + day(2) + ": done.",
                "ABSENT UNTIL " + day(3) + ": not done: it overlaps your absence from",
                "is cancelled before it began, and does not count against the absences this game allows",
                "ABSENT UNTIL " + day(1) + ": done.", "This is absence 1 of the 2 this game allows.");
        assertThat(taylor).as("no refused absence was recorded").doesNotContain("This is absence 2");
        assertThat(count("referee", "absence of taylor")).as("one notice per absence and one for the cancel")
                .isEqualTo(3);

        assertThat(ask("brown", "ABSENT UNTIL " + day(2) + "\nSTATUS")).contains("done", "This is absence 1 of the 2",
                "You have announced an absence from", "(BACK ends it)");
        assertThat(h.subjects("taylor")).contains("[e2e] you order US7IN for a while");
        assertThat(h.subjects("marcy")).as("the deputy of US1AQ, told of Taylor's absences and of his cancel")
                .contains("[e2e] you order US1AQ for a while", "[e2e] taylor is back");

        // GITM 6.1: while Brown is away his deputy's orders for US7IN are taken, and Brown's own, sent while away, win.
        h.mailRobot("taylor@players.test", "[e2e] orders", "UNIT US7IN PASSWORD " + h.password("taylor")
                + "\nPOSTURE SKIRMISH/SKIRMISH\n");
        h.robot.cycle();
        h.mailRobot("brown@players.test", "[e2e] orders", "UNIT US7IN PASSWORD " + h.password("brown")
                + "\nPOSTURE EVADE/EVADE\n");
        h.robot.cycle();
        assertThat(ask("brown", "STATUS")).contains("US7IN (you command it): your orders are queued", "EVADE",
                "its deputy sent orders too; yours win", "You have announced an absence from");

        h.moderate("STATUS");
        String status = RobotHarness.body(h.inbox("referee").get(h.inbox("referee").size() - 1));
        assertThat(status).contains("absences standing:", "Zachary Taylor (taylor): away from",
                "Jacob Brown (brown): away from", "(away now)");
        assertThat(control("status")).contains("absences standing:", "Jacob Brown (brown): away from");

        String back = ask("brown", "BACK");
        assertThat(back).contains("BACK: done. Welcome back: your absence from", "is over");
        assertThat(RobotHarness.body(h.message("taylor", s -> s.equals("[e2e] brown is back"))))
                .contains("brown is back early", "You stay deputy of US7IN");
        assertThat(h.subjects("referee")).contains("[e2e] absence of brown ended");
        assertThat(ask("brown", "ABSENT UNTIL " + day(2))).contains("This is absence 2 of the 2");

        // Both absences end by themselves when their last day is over: each player is welcomed back, once.
        clock.advance(Duration.ofDays(4));
        h.robot.cycle();
        h.robot.cycle();
        for (String who : List.of("taylor", "brown")) {
            assertThat(count(who, "welcome back")).as(who).isEqualTo(1);
        }
        assertThat(RobotHarness.body(h.message("brown", s -> s.equals("[e2e] welcome back"))))
                .contains("Welcome back: your absence from", "is over", "you get reminders again");
        h.moderate("STATUS");
        assertThat(RobotHarness.body(h.inbox("referee").get(h.inbox("referee").size() - 1)))
                .doesNotContain("absences standing");
        assertThat(ask("brown", "ABSENT UNTIL " + day(1))).contains("not done: you have taken 2 absences in this "
                + "game, the most its file allows (2)");

        String audit = control("audit");
        assertThat(audit).contains("ABSENT FROM " + day(1) + " TO " + day(2), "ABSENT UNTIL " + day(1), "BACK",
                "cancelled the absence", "is back, ending the absence", "ABSENCE ENDED");
        // Arista, neither a moderator nor a deputy of the absent, hears of none of it: he got no mail at all.
        assertThat(h.subjects("arista")).isEmpty();
    }
}
