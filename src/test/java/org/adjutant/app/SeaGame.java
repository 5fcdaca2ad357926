package org.adjutant.app;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.testing.MutableClock;

/**
 * What the robot tests that play the shipped 1846 scenario at sea share: its map and sea chart in the robot's home,
 * its scenario, a game file with a deadline a day, the turn run at a deadline as Quartz would, and the players' mail.
 */
final class SeaGame {
    private static final Path SOURCE = Path.of(System.getProperty("adjutant.home", "."));

    private SeaGame() {
    }

    /** Copies the shipped 1846 land map and sea chart into the robot's home. */
    static void copyMaps(Path home) throws IOException {
        Path maps = Files.createDirectories(home.resolve("data/gitm/map"));
        for (String f : List.of("strategic-1846.map", "sea-1846.chart")) {
            Files.copy(SOURCE.resolve("data/gitm/map").resolve(f), maps.resolve(f));
        }
    }

    /** The shipped 1846 scenario's text. */
    static String scenario() throws IOException {
        return Files.readString(SOURCE.resolve("data/gitm/scenarios/1846.yaml"), StandardCharsets.UTF_8);
    }

    /** {@code days} deadlines a day apart, the first at the whole minute an hour after the clock's time. */
    static List<Instant> dailyDeadlines(Clock clock, int days) {
        LocalDateTime first = LocalDateTime.ofInstant(clock.instant(), ZoneOffset.UTC).plusHours(1)
                .truncatedTo(ChronoUnit.MINUTES);
        List<Instant> deadlines = new ArrayList<>();
        for (int i = 0; i < days; i++) {
            deadlines.add(first.plusDays(i).toInstant(ZoneOffset.UTC));
        }
        return deadlines;
    }

    /** The harness's game file "e2e" with these deadlines, and these players ({@link #player}) seated besides. */
    static String gameFile(String title, List<Instant> deadlines, String... players) {
        DateTimeFormatter written = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm").withZone(ZoneOffset.UTC);
        List<String> at = deadlines.stream().map(written::format).toList();
        return RobotHarness.gameFile("e2e", title).replaceFirst("deadlines: \\[[^]]*]",
                "deadlines: [" + String.join(", ", at) + "]") + String.join("", players);
    }

    /** A player's line of the game file, his mail at players.test. */
    static String player(String name, String role) {
        return "  - {name: " + name + ", email: " + role + "@players.test, role: " + role + "}\n";
    }

    /** The clock a minute past the deadline, the turn run for it, and the robot cycled once. */
    static void deadline(RobotHarness h, MutableClock clock, Instant at) {
        clock.advance(Duration.between(clock.instant(), at.plusSeconds(60)));
        h.robot.runTurn("e2e", at);
        h.robot.cycle();
    }

    static GitmState state(RobotHarness h) {
        return (GitmState) h.robot.games().game("e2e").orElseThrow().state();
    }

    /** A PLAYER block of these lines from the role, mailed after every mailbox is emptied; the robot's answer. */
    static String orders(GreenMailExtension mail, RobotHarness h, String role, String... lines) throws Exception {
        mail.purgeEmailFromAllMailboxes();
        h.mailRobot(role + "@players.test", "[e2e] orders", "PLAYER " + role + " PASSWORD " + h.password(role) + "\n"
                + String.join("\n", lines) + "\n");
        h.robot.cycle();
        return RobotHarness.body(h.message(role, s -> s.contains("orders")));
    }

    /** The report of this kind the player received after the turn; reports stream out, so the robot is cycled. */
    static String report(RobotHarness h, String role, String kind) throws Exception {
        for (int i = 0; i < 300 && h.subjects(role).stream().noneMatch(s -> s.endsWith(": " + kind)); i++) {
            Thread.sleep(100);
            h.robot.cycle();
        }
        return RobotHarness.body(h.message(role, s -> s.endsWith(": " + kind)));
    }

    /** The n-th answer to the player's order mails, oldest first. */
    static String reply(RobotHarness h, String who, int n) throws Exception {
        List<String> replies = new ArrayList<>();
        for (var m : h.inbox(who)) {
            if (m.getSubject().startsWith("[e2e] orders: ")) {
                replies.add(RobotHarness.body(m));
            }
        }
        org.assertj.core.api.Assertions.assertThat(replies).as("answers in %s's mail: %s", who, h.subjects(who))
                .hasSizeGreaterThanOrEqualTo(n);
        return replies.get(n - 1);
    }

    /** The text of the mail to the player with exactly this subject. */
    static String text(RobotHarness h, String who, String subject) throws Exception {
        return ModerationRobotTest.text(h.message(who, subject::equals));
    }

    /**
     * Where the ship lies after the turn, as the events the Naval Minister ({@code minister}) read say: where she sailed
     * to, or where she stayed and why (docs/rules/naval.md section 3).
     */
    static String passage(RobotHarness h, String minister, String ship, String name, int turn) throws Exception {
        java.util.regex.Pattern sailed = java.util.regex.Pattern.compile(java.util.regex.Pattern.quote(ship + " " + name)
                + "(?:, bound for [^,]+,)? (?:sailed from .+? to (.+?)(?: and lies there: .+?)?|did not leave (.+?):"
                + " .+?); the wind was from the [NESW]+\\.");
        String events = text(h, minister, "[e2e] campaign 1, turn " + turn + ": events");
        java.util.regex.Matcher passage = sailed.matcher(events);
        org.assertj.core.api.Assertions.assertThat(passage.find())
                .as("the passage in %s's events of turn %d:%n%s", minister, turn, events).isTrue();
        return passage.group(1) != null ? passage.group(1) : passage.group(2);
    }
}
