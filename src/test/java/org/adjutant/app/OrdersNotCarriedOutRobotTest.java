package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.adjutant.cli.Main;
import org.adjutant.store.OrderQueueStore;
import org.adjutant.store.QueuedBlock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Nothing accepted does nothing, through the whole robot: orders the turn would not carry out (the garrisons of
 * off-map ports, which the engine does not play yet; a transport group the game does not have) are refused in the
 * reply with the reason, nothing is queued for them, and the
 * command line's {@code orders check} gives the same answer for the same text (docs/orders.md section 5.3).
 */
class OrdersNotCarriedOutRobotTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    @TempDir
    Path home;
    @TempDir
    Path files;

    private RobotHarness h;

    @AfterEach
    void stop() {
        if (h != null) {
            h.close();
        }
    }

    @Test
    @DisplayName("GITM 7.17, 10.6 PORT, SEND to an off-map port and BOARD in a game without ships are refused by mail"
            + " with the reason, nothing is queued, and orders check says the same")
    void gitm_7_17_navalOrdersRefusedByMailAndOffline() throws Exception {
        h = new RobotHarness(MAIL, home, s -> s);
        h.robot.cycle();
        h.robot.cycle();
        MAIL.purgeEmailFromAllMailboxes(); // the welcome mails

        String taylor = "UNIT US1AQ PASSWORD " + h.password("taylor") + "\nPORT Baltimore\n\n"
                + "UNIT US7IN PASSWORD " + h.password("taylor") + "\nBOARD US1TR\n";
        String marcy = "PLAYER marcy PASSWORD " + h.password("marcy")
                + "\nSEND 10 SUPPLIES FROM Fort Brown TO Baltimore\n";
        h.mailRobot("taylor@players.test", "[e2e] orders", taylor);
        h.mailRobot("marcy@players.test", "[e2e] orders", marcy);
        h.robot.cycle();

        String toTaylor = RobotHarness.body(h.message("taylor", s -> s.contains("orders")));
        String toMarcy = RobotHarness.body(h.message("marcy", s -> s.contains("orders")));
        assertThat(toTaylor).contains("REJECTED  US1AQ", "REJECTED  US7IN",
                "line 2: US1AQ is not aboard a transport group: PORT puts units at sea ashore into the garrison of"
                        + " the off-map port whose harbour their group lies in (GITM 7.17)",
                "line 5: US1TR is not a transport group of this game")
                .doesNotContain("ACCEPTED");
        assertThat(toMarcy).contains("REJECTED  player marcy", "line 2: Baltimore is an off-map port: its supplies go by"
                + " sea in a transport group's holds");
        List<QueuedBlock> queued = h.robot.database().read(c -> new OrderQueueStore().pending(c, "e2e",
                Instant.now().plus(365, ChronoUnit.DAYS)));
        assertThat(queued).as("nothing queued").isEmpty();

        Path scenario = home.resolve("data/gitm/scenarios/test.yaml");
        assertThat(problems(offline(taylor, scenario))).isEqualTo(problems(toTaylor)).hasSize(2);
        assertThat(problems(offline(marcy, scenario))).isEqualTo(problems(toMarcy)).hasSize(1);
    }

    /** What {@code adjutant orders check} prints for the text, against the scenario's opening. */
    private String offline(String text, Path scenario) throws Exception {
        Path file = Files.writeString(files.resolve("orders-" + text.hashCode() + ".txt"), text);
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        PrintStream old = System.out;
        try {
            System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
            int code = new picocli.CommandLine(new Main()).execute("--home", home.toString(), "orders", "check",
                    file.toString(), "--scenario", scenario.toString());
            assertThat(code).isEqualTo(1);
        } finally {
            System.setOut(old);
        }
        return captured.toString(StandardCharsets.UTF_8);
    }

    /** The problem lines of a reply ("line N: ..."), as the player reads them. */
    private static List<String> problems(String reply) {
        return reply.lines().map(String::strip).filter(l -> l.startsWith("line ")).toList();
    }
}
