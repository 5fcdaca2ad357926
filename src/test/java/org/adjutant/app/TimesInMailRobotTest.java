package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.internet.MimeMessage;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Times as players read them in the robot's mail, over GreenMail with the real robot: every time names its zone once
 * (the game's zone here is UTC), in the player's own zone where he chose one.
 */
class TimesInMailRobotTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));
    private static final String DAY_AND_TIME = "[A-Z][a-z]+day \\d{1,2} [A-Z][a-z]+ \\d{4}, \\d\\d:\\d\\d";

    @TempDir
    Path home;

    private RobotHarness h;

    @AfterEach
    void stop() {
        if (h != null) {
            h.close();
        }
    }

    @Test
    @DisplayName("a notice, an answer and a STATUS write each time with its zone once: UTC, or the player's own zone")
    void zoneWrittenOnce() throws Exception {
        h = new RobotHarness(MAIL, home, s -> s);
        h.robot.cycle();
        h.robot.cycle();
        h.mailRobot("taylor@players.test", "[e2e] orders", "PLAYER taylor PASSWORD " + h.password("taylor")
                + "\nTIME ZONE Europe/Berlin\n");
        h.robot.cycle();
        MAIL.purgeEmailFromAllMailboxes();

        // Arista guesses at US1AQ: its commander (Taylor, Berlin) and its deputy (Marcy, the game's UTC) are told.
        h.mailRobot("arista@players.test", "[e2e] orders", "UNIT US1AQ PASSWORD viva-mexico\nPOSTURE EVADE/EVADE\n");
        h.robot.cycle();
        String marcy = RobotHarness.body(h.message("marcy", s -> s.contains("notice")));
        assertThat(marcy).containsPattern("Received: " + DAY_AND_TIME + " UTC\r?\n");
        String taylor = RobotHarness.body(h.message("taylor", s -> s.contains("notice")));
        assertThat(taylor).containsPattern("Received: " + DAY_AND_TIME + " CES?T \\(Europe/Berlin\\)\r?\n");

        h.mailRobot("taylor@players.test", "[e2e] orders", "UNIT US1AQ PASSWORD " + h.password("taylor")
                + "\nPOSTURE ATTACK/DEFEND\n\nPLAYER taylor PASSWORD " + h.password("taylor") + "\nSTATUS\n");
        h.robot.cycle();
        String answer = RobotHarness.body(h.message("taylor", s -> s.contains("orders:")));
        assertThat(answer).containsPattern("Next deadline: " + DAY_AND_TIME + " UTC\\.")
                .containsPattern("That is " + DAY_AND_TIME + " CES?T \\(Europe/Berlin\\) in your time zone\\.")
                .containsPattern("your orders are queued \\(received " + DAY_AND_TIME + " CES?T \\(Europe/Berlin\\)\\)");

        for (MimeMessage m : h.sentByRobot()) {
            assertThat(RobotHarness.body(m)).as(m.getSubject()).doesNotContain("UTC (UTC)")
                    .doesNotContainPattern("\\(([A-Za-z_/]+)\\) in your time zone \\(\\1\\)")
                    .doesNotContainPattern("\\d\\d:\\d\\d(:\\d\\d)? Z\\b");
        }
    }
}
