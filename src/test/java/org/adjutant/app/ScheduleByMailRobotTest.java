package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.adjutant.testing.MutableClock;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The schedule and the seats by mail, over GreenMail with the real robot: each command is written back into the game
 * file (the moderator's comments and layout kept), takes effect at once (Quartz holds the new deadlines), is told to
 * every player and written to the audit log; a change the file cannot take, or one that brings the deadline forward
 * at less than the file's minimum notice, is refused and the file left as it was. One robot for the class: the
 * tests run in order, each on the file the one before left.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ScheduleByMailRobotTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP)).withPerMethodLifecycle(false);

    private static final DateTimeFormatter LOCAL = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");

    @TempDir
    static Path home;

    private final MutableClock clock = new MutableClock();
    /** The first deadline: thirty days ahead at 20:00 UTC. */
    private final LocalDateTime first = LocalDateTime.now(ZoneOffset.UTC).plusDays(30).withHour(20).withMinute(0)
            .truncatedTo(ChronoUnit.MINUTES);
    private RobotHarness h;
    private Path file;

    private String gameFile() {
        return """
                # The moderator's own notes: kept whatever the robot writes.
                title: "Schedule by mail"
                ruleset: gitm
                scenario: data/gitm/scenarios/test.yaml
                seed: 7
                time-zone: UTC            # deadlines below are UTC
                moderators: [referee@players.test]
                deadline-policy:
                  min-notice: 24h         # never brought forward at less than a day's notice
                schedule:
                  deadlines:
                    - %s   # the first turn
                players:
                  - name: Zachary Taylor  # the general
                    email: taylor@players.test
                    role: taylor
                  - {name: Jacob Brown, email: brown@players.test, role: brown}
                  - name: William Marcy
                    email: marcy@players.test
                    role: marcy
                  - name: Mariano Arista
                    email: arista@players.test
                    role: arista
                """.formatted(first.format(LOCAL));
    }

    @BeforeAll
    void start() throws Exception {
        MAIL.setUser("paredes@players.test", "paredes", "pw");
        MAIL.setUser("scott@players.test", "scott", "pw");
        h = new RobotHarness(MAIL, home, s -> s, clock, gameFile());
        file = home.resolve("config/games/e2e.yaml");
        h.robot.cycle();
        h.robot.cycle();
    }

    @BeforeEach
    void clean() throws Exception {
        MAIL.purgeEmailFromAllMailboxes();
    }

    @AfterAll
    void stop() {
        h.close();
    }

    private String audit() {
        return h.robot.answer(new ControlRequests.Request("audit", List.of("e2e"))).output();
    }

    private String text() throws Exception {
        return Files.readString(file);
    }

    private static Instant utc(LocalDateTime t) {
        return t.toInstant(ZoneOffset.UTC);
    }

    /** Every mail in the players' and the moderator's inboxes. */
    private int mailsToPeople() throws Exception {
        int n = 0;
        for (String who : List.of("taylor", "brown", "marcy", "arista", "referee", "paredes", "scott")) {
            n += h.inbox(who).size();
        }
        return n;
    }

    private String answer() throws Exception {
        List<String> subjects = h.subjects("referee");
        String subject = subjects.contains("[e2e] moderator commands done") ? "[e2e] moderator commands done"
                : "[e2e] moderator commands not done";
        return RobotHarness.body(h.message("referee", subject::equals));
    }

    @Test
    @Order(1)
    @DisplayName("DEADLINE moves a listed deadline earlier in the file itself: comments kept, Quartz moved, all told")
    void deadlineMovedEarlier() throws Exception {
        LocalDateTime earlier = first.minusDays(2);
        h.moderate("DEADLINE " + earlier.format(LOCAL));
        assertThat(text()).isEqualTo(gameFile().replace("- " + first.format(LOCAL) + "   # the first turn",
                "- " + earlier.format(LOCAL) + "   # the first turn"));
        assertThat(h.robot.pendingDeadlines("e2e")).containsExactly(utc(earlier));
        for (String who : List.of("taylor", "brown", "marcy", "arista")) {
            assertThat(RobotHarness.body(h.message(who, s -> s.equals("[e2e] deadline moved"))))
                    .contains("moved the next deadline from", "to " + org.adjutant.game.TimeWords.at(utc(earlier),
                            ZoneOffset.UTC));
        }
        assertThat(answer()).contains("DEADLINE " + earlier.format(LOCAL) + ": the next deadline is now");
        assertThat(audit()).contains("DONE", "DEADLINE " + earlier.format(LOCAL));

        // The robot's watcher reads the file it wrote: the same game, nothing mailed twice.
        int mails = mailsToPeople();
        h.robot.loadGameFile(file);
        h.robot.cycle();
        assertThat(mailsToPeople()).isEqualTo(mails);
        assertThat(h.robot.pendingDeadlines("e2e")).containsExactly(utc(earlier));
    }

    @Test
    @Order(2)
    @DisplayName("a deadline brought forward at less than the file's min-notice is refused with the reason; nothing "
            + "changes")
    void minNoticeRefused() throws Exception {
        String before = text();
        List<Instant> pending = h.robot.pendingDeadlines("e2e");
        LocalDateTime soon = LocalDateTime.now(clock).plusHours(3).truncatedTo(ChronoUnit.MINUTES);
        h.moderate("DEADLINE " + soon.format(LOCAL));
        assertThat(answer()).contains("not done", "less than 24 hours from now", "deadline-policy.min-notice",
                "the earliest it may be brought to is");
        assertThat(text()).isEqualTo(before);
        assertThat(h.robot.pendingDeadlines("e2e")).isEqualTo(pending);
        assertThat(h.subjects("taylor")).isEmpty();
        assertThat(audit()).contains("REFUSED", "DEADLINE " + soon.format(LOCAL));
        // an added deadline is the same as one brought forward
        h.moderate("ADD DEADLINE " + soon.format(LOCAL));
        assertThat(text()).isEqualTo(before);
    }

    @Test
    @Order(3)
    @DisplayName("an edit the loader refuses (a deadline in the past) is not written; the answer gives its line")
    void invalidEditRefused() throws Exception {
        String before = text();
        LocalDateTime past = LocalDateTime.now(clock).minusDays(1).truncatedTo(ChronoUnit.MINUTES);
        h.moderate("ADD DEADLINE " + past.format(LOCAL));
        assertThat(answer()).contains("the game file would not be valid, so it was left as it was: line 13:",
                "in the future");
        assertThat(text()).isEqualTo(before);
        assertThat(h.subjects("taylor")).isEmpty();
    }

    @Test
    @Order(4)
    @DisplayName("ADD DEADLINE and REMOVE DEADLINE change the file's list and Quartz's triggers; every player told")
    void addAndRemove() throws Exception {
        LocalDateTime added = first.plusDays(7);
        h.moderate("ADD DEADLINE " + added.format(LOCAL));
        assertThat(text()).contains("    - " + first.minusDays(2).format(LOCAL) + "   # the first turn\n    - "
                + added.format(LOCAL) + "\nplayers:");
        assertThat(h.robot.pendingDeadlines("e2e")).containsExactly(utc(first.minusDays(2)), utc(added));
        assertThat(h.subjects("arista")).contains("[e2e] a deadline added");
        // the command-line twin, through the running robot
        ControlRequests.Reply removed = h.robot.answer(new ControlRequests.Request("moderate", List.of("e2e",
                "command line (tester)", "REMOVE DEADLINE " + added.format(LOCAL))));
        assertThat(removed.exitCode()).as(removed.output()).isZero();
        h.robot.cycle();
        assertThat(text()).isEqualTo(gameFile().replace(first.format(LOCAL), first.minusDays(2).format(LOCAL)));
        assertThat(h.robot.pendingDeadlines("e2e")).containsExactly(utc(first.minusDays(2)));
        assertThat(h.subjects("arista")).contains("[e2e] a deadline removed");
        assertThat(audit()).contains("ADD DEADLINE " + added.format(LOCAL), "CLI  DONE     command line (tester): "
                + "REMOVE DEADLINE " + added.format(LOCAL));
    }

    @Test
    @Order(5)
    @DisplayName("RECURRING writes a rule into the schedule section, NONE takes it out; Quartz follows")
    void recurring() throws Exception {
        String day = first.plusDays(5).toLocalDate().toString();
        h.moderate("RECURRING 0 0 20 ? * MON FIRST " + day);
        assertThat(text()).contains("   # the first turn\n  recurring:\n    cron: \"0 0 20 ? * MON\"\n    first: "
                + day + "\nplayers:");
        Instant monday = new org.adjutant.config.RecurringRule("0 0 20 ? * MON",
                java.util.Optional.of(first.plusDays(5).toLocalDate()), java.util.Optional.empty())
                .nextAfter(ZoneOffset.UTC, clock.instant()).orElseThrow();
        assertThat(h.robot.pendingDeadlines("e2e")).contains(utc(first.minusDays(2)), monday);
        assertThat(RobotHarness.body(h.message("marcy", s -> s.equals("[e2e] the schedule changed"))))
                .as("the players read the days, not the rule").contains("Coming deadlines: ",
                        org.adjutant.game.TimeWords.at(monday, ZoneOffset.UTC)).doesNotContain("0 0 20 ? * MON");
        h.moderate("RECURRING NONE");
        assertThat(text()).isEqualTo(gameFile().replace(first.format(LOCAL), first.minusDays(2).format(LOCAL)));
        assertThat(h.robot.pendingDeadlines("e2e")).containsExactly(utc(first.minusDays(2)));
    }

    @Test
    @Order(6)
    @DisplayName("a deadline of the recurring rule is moved by DEADLINE only later, as an extension: the rule in the "
            + "file stays")
    void recurringDeadlineOnlyLater() throws Exception {
        LocalDateTime ruleDay = first.minusDays(5);
        h.moderate("RECURRING 0 0 20 ? * * FIRST " + ruleDay.toLocalDate());
        String withRule = text();
        assertThat(h.robot.pendingDeadlines("e2e")).contains(utc(ruleDay));
        MAIL.purgeEmailFromAllMailboxes();

        h.moderate("DEADLINE " + ruleDay.minusDays(1).format(LOCAL));
        assertThat(answer()).contains("comes from the game file's recurring rule: it can be moved later, not earlier");
        assertThat(text()).isEqualTo(withRule);
        MAIL.purgeEmailFromAllMailboxes();

        h.moderate("DEADLINE " + ruleDay.plusHours(3).format(LOCAL));
        assertThat(answer()).contains("the deadline is now " + org.adjutant.game.TimeWords.at(utc(ruleDay.plusHours(3)),
                ZoneOffset.UTC), "comes from the recurring rule, so it is extended as EXTEND would");
        assertThat(text()).isEqualTo(withRule);
        assertThat(h.subjects("brown")).contains("[e2e] deadline extended");
        assertThat(h.robot.answer(new ControlRequests.Request("status", List.of("e2e"))).output())
                .contains(org.adjutant.game.TimeWords.at(utc(ruleDay.plusHours(3)), ZoneOffset.UTC));

        h.moderate("RECURRING NONE");
        assertThat(text()).isEqualTo(gameFile().replace(first.format(LOCAL), first.minusDays(2).format(LOCAL)));
    }

    @Test
    @Order(7)
    @DisplayName("SEAT seats a new player in a free role: in the file, welcomed with his password, the others told")
    void seat() throws Exception {
        h.moderate("SEAT paredes Mariano Paredes paredes@players.test TIME ZONE America/Mexico_City");
        assertThat(text()).endsWith("    role: arista\n  - name: Mariano Paredes\n    email: paredes@players.test\n"
                + "    role: paredes\n    time-zone: America/Mexico_City\n");
        assertThat(RobotHarness.body(h.message("paredes", s -> s.startsWith("[e2e] welcome"))))
                .contains("Your password is:");
        assertThat(h.password("paredes")).as("seated as the file's players are, the robot's observer told").isNotNull();
        assertThat(RobotHarness.body(h.message("taylor", s -> s.equals("[e2e] a new player joins"))))
                .contains("Mariano Paredes", "paredes").doesNotContain("paredes@players.test");
        assertThat(h.subjects("paredes")).doesNotContain("[e2e] a new player joins");
        h.robot.loadGameFile(file);
        h.robot.cycle();
        assertThat(h.subjects("paredes")).hasSize(1);

        String before = text();
        MAIL.purgeEmailFromAllMailboxes();
        h.moderate("SEAT taylor Winfield Scott scott@players.test");
        assertThat(answer()).contains("Zachary Taylor holds the role taylor", "REPLACE");
        MAIL.purgeEmailFromAllMailboxes();
        h.moderate("SEAT worth William Worth scott@players.test");
        assertThat(answer()).contains("the scenario has no role 'worth'; free roles: none");
        assertThat(text()).isEqualTo(before);
        assertThat(audit()).contains("SEAT paredes Mariano Paredes paredes@players.test");
    }

    @Test
    @Order(8)
    @DisplayName("REPLACE writes the newcomer into the role's entry of the file, in the entry's own style")
    void replaceWritesBack() throws Exception {
        h.moderate("REPLACE brown Winfield Scott scott@players.test");
        assertThat(text()).contains("  - {name: Winfield Scott, email: scott@players.test, role: brown}\n")
                .doesNotContain("Jacob Brown").contains("  - name: Zachary Taylor  # the general\n");
        assertThat(h.subjects("scott")).anyMatch(s -> s.startsWith("[e2e] welcome"));
        assertThat(answer()).contains("the game file names Winfield Scott in the seat now");
        int mails = mailsToPeople();
        h.robot.loadGameFile(file);
        h.robot.cycle();
        assertThat(mailsToPeople()).isEqualTo(mails);
    }

    @Test
    @Order(9)
    @DisplayName("the deadline a command moves is the one Quartz fires: moved a few seconds ahead, its turn runs then")
    void quartzFiresTheMovedDeadline() throws Exception {
        // A hand edit and a command on the same file: the moderator lifts the notice, then moves the deadline near.
        Files.writeString(file, text().replace("  min-notice: 24h ", "  min-notice: 0   "));
        assertThat(h.robot.loadGameFile(file)).isInstanceOf(org.adjutant.schedule.GameConfigReloader.Applied.class);
        LocalDateTime soon = RobotHarness.secondsAhead(3);
        h.moderate("DEADLINE " + soon.toLocalDate() + " " + soon.toLocalTime());
        assertThat(text()).contains("    - " + soon.toLocalDate() + " " + soon.toLocalTime() + "   # the first turn\n");
        assertThat(h.robot.pendingDeadlines("e2e")).containsExactly(utc(soon));
        long until = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(60);
        while (h.turnsRun() == 0 && System.nanoTime() < until) {
            Thread.sleep(50);
        }
        assertThat(h.turnsRun()).isEqualTo(1);
        Instant ran = h.robot.database().read(c -> {
            try (var ps = c.prepareStatement("SELECT deadline_at FROM turn WHERE game_id = 'e2e'");
                 var rs = ps.executeQuery()) {
                rs.next();
                return rs.getObject(1, java.time.OffsetDateTime.class).toInstant();
            }
        });
        assertThat(ran).as("the turn of the moved deadline").isEqualTo(utc(soon));
    }
}
