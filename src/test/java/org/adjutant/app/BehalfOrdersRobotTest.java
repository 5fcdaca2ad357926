package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.adjutant.store.OrderQueueStore;
import org.adjutant.store.QueuedBlock;
import org.adjutant.turn.EffectiveOrders;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Orders a moderator enters on a player's behalf (njudge's BECOME), over GreenMail with the real robot: checked at
 * arrival like the player's own, queued as his, told to those who hold the unit and to nobody else, audited, and
 * replaced by the player's own later orders (GITM 6.1). In the test scenario brown commands US7IN with taylor as its
 * deputy; taylor commands US1AQ with marcy as its deputy.
 */
class BehalfOrdersRobotTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    private static final String REFEREE = "referee@players.test";

    @TempDir
    Path home;

    private RobotHarness h;

    @BeforeEach
    void start() throws Exception {
        h = new RobotHarness(MAIL, home, s -> s);
        h.robot.cycle();
        h.robot.cycle();
        MAIL.purgeEmailFromAllMailboxes();
    }

    @AfterEach
    void stop() {
        h.close();
    }

    private void moderate(String lines) throws Exception {
        h.moderate(lines);
    }

    private Map<String, QueuedBlock> effective() {
        return EffectiveOrders.select(h.robot.database().read(c -> new OrderQueueStore().pending(c, "e2e",
                Instant.parse("9999-01-01T00:00:00Z"))));
    }

    private String audit() {
        return h.robot.answer(new ControlRequests.Request("audit", List.of("e2e"))).output();
    }

    @Test
    @DisplayName("GITM 6.1 ON BEHALF OF by mail: queued as the commander's, the unit's commander and deputy told what, "
            + "by whom and why, nobody else; his own later orders replace them")
    void gitm_6_1_moderatorsOrdersGiveWayToThePlayersLaterOnes() throws Exception {
        moderate("ON BEHALF OF US7IN BECAUSE Brown wrote that he is travelling until Friday\nPOSTURE EVADE/EVADE\nEND");
        String reply = RobotHarness.body(h.inbox("referee").get(0));
        assertThat(reply).doesNotContain("REJECTED");
        String done = RobotHarness.body(h.message("referee", s -> s.equals("[e2e] moderator commands done")));
        assertThat(done).contains("ON BEHALF OF US7IN BECAUSE Brown wrote that he is travelling until Friday: 3 "
                + "order(s) queued for US7IN as brown's own", "Told: brown, taylor");
        QueuedBlock entered = effective().get("US7IN");
        assertThat(entered.sender()).isEqualTo("moderator " + REFEREE + " on behalf");
        assertThat(entered.role()).isEqualTo(QueuedBlock.Role.COMMANDER);
        assertThat(String.join("\n", entered.orders())).contains("EVADE");
        for (String holder : List.of("brown", "taylor")) {
            String told = RobotHarness.body(h.message(holder, s -> s.equals("[e2e] orders entered on your behalf")));
            assertThat(told).as(holder).contains("(" + REFEREE + ") has entered orders for US7IN on your behalf",
                    "The reason given: Brown wrote that he is travelling until Friday", "EVADE",
                    "Orders you send yourself later replace them");
        }
        for (String other : List.of("marcy", "arista")) {
            assertThat(h.subjects(other)).as(other).isEmpty();
        }
        assertThat(audit()).contains("ON BEHALF OF US7IN BECAUSE Brown wrote that he is travelling until Friday: "
                + "POSTURE EVADE/EVADE");
        // STATUS shows Brown the orders that stand for his unit.
        h.mailRobot("brown@players.test", "[e2e] status", "PLAYER brown PASSWORD " + h.password("brown")
                + "\nSTATUS\n");
        h.robot.cycle();
        assertThat(RobotHarness.body(h.message("brown", s -> s.contains("answer to STATUS"))))
                .contains("US7IN (you command it): your orders are queued", "EVADE");

        // A deputy's later block does not replace what stands for the commander; the commander's own does.
        h.mailRobot("taylor@players.test", "[e2e] orders", "UNIT US7IN PASSWORD " + h.password("taylor")
                + "\nLINE REAR\n");
        h.robot.cycle();
        assertThat(effective().get("US7IN").sender()).startsWith("moderator ");
        h.mailRobot("brown@players.test", "[e2e] orders", "UNIT US7IN PASSWORD " + h.password("brown")
                + "\nPOSTURE ATTACK/DEFEND\n");
        h.robot.cycle();
        QueuedBlock own = effective().get("US7IN");
        assertThat(own.sender()).isEqualTo("brown@players.test");
        assertThat(String.join("\n", own.orders())).doesNotContain("EVADE");

        // The turn carries out the player's own block.
        h.robot.runTurn("e2e", RobotHarness.deadlineJustPassed());
        String executed = h.robot.database().read(c -> {
            try (var ps = c.prepareStatement("SELECT q.sender FROM turn_order t JOIN order_queue q ON q.id = "
                    + "t.queue_id WHERE t.game_id = 'e2e' AND t.unit_id = 'US7IN'"); var rs = ps.executeQuery()) {
                return rs.next() ? rs.getString(1) : "none";
            }
        });
        assertThat(executed).isEqualTo("brown@players.test");
    }

    @Test
    @DisplayName("GITM 6.1 ON BEHALF OF after the player's own orders replaces them, as a later block of his would")
    void gitm_6_1_moderatorsLaterOrdersReplaceEarlierOnes() throws Exception {
        h.mailRobot("taylor@players.test", "[e2e] orders", "UNIT US1AQ PASSWORD " + h.password("taylor")
                + "\nPOSTURE ATTACK/DEFEND\n");
        h.robot.cycle();
        moderate("ON BEHALF OF US1AQ BECAUSE Taylor asked by telephone\nPOSTURE EVADE/EVADE\nEND");
        assertThat(effective().get("US1AQ").sender()).startsWith("moderator ");
        assertThat(String.join("\n", effective().get("US1AQ").orders())).contains("EVADE");
    }

    @Test
    @DisplayName("orders that would not pass the player's own check are refused at arrival, line by line; nothing is "
            + "queued and nobody is told")
    void checkedAtArrival() throws Exception {
        moderate("ON BEHALF OF US7IN BECAUSE testing\nPOSTURE SIDEWAYS/NOWHERE\nEND\nSTATUS");
        String reply = RobotHarness.body(h.inbox("referee").get(0));
        assertThat(reply).contains("REJECTED", "line 3");
        moderate("ON BEHALF OF XX99 BECAUSE testing\nPOSTURE EVADE/EVADE\nEND");
        assertThat(RobotHarness.body(h.inbox("referee").get(1))).contains("no unit and no player 'XX99'");
        moderate("ON BEHALF OF US7IN\nPOSTURE EVADE/EVADE\nEND");
        assertThat(RobotHarness.body(h.inbox("referee").get(2))).contains("write ON BEHALF OF <unit or role> BECAUSE");
        assertThat(effective()).isEmpty();
        for (String p : List.of("taylor", "brown", "marcy", "arista")) {
            assertThat(h.subjects(p)).as(p).isEmpty();
        }
    }

    @Test
    @DisplayName("on-behalf on the command line: the same check, the same queue, the holder told, audited as the "
            + "command line")
    void commandLineTwin() throws Exception {
        ControlRequests.Reply bad = h.robot.answer(new ControlRequests.Request("moderate", List.of("e2e",
                "command line (tester)", "ON BEHALF OF US1AQ BECAUSE testing", "POSTURE SIDEWAYS", "END")));
        assertThat(bad.exitCode()).isEqualTo(1);
        assertThat(bad.output()).contains("not done: order 1 (POSTURE SIDEWAYS)");
        ControlRequests.Reply reply = h.robot.answer(new ControlRequests.Request("moderate", List.of("e2e",
                "command line (tester)", "ON BEHALF OF US1AQ BECAUSE his mail bounces", "POSTURE EVADE/EVADE",
                "END")));
        assertThat(reply.exitCode()).as(reply.output()).isZero();
        h.robot.cycle();
        assertThat(RobotHarness.body(h.message("taylor", s -> s.equals("[e2e] orders entered on your behalf"))))
                .contains("(command line (tester)) has entered orders for US1AQ", "his mail bounces");
        assertThat(effective().get("US1AQ").sender()).isEqualTo("moderator command line (tester) on behalf");
        assertThat(h.subjects("marcy")).as("US1AQ's deputy").contains("[e2e] orders entered on your behalf");
        for (String p : List.of("brown", "arista")) {
            assertThat(h.subjects(p)).as(p).isEmpty();
        }
        assertThat(audit()).contains("CLI  DONE     command line (tester): ON BEHALF OF US1AQ BECAUSE his mail "
                + "bounces: POSTURE EVADE/EVADE", "REFUSED  command line (tester): ON BEHALF OF US1AQ");
    }
}
