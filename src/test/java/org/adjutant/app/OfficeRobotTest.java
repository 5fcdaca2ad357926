package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.store.OrderQueueStore;
import org.adjutant.store.QueuedBlock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A moderator's {@code OFFICE} command in the whole robot over GreenMail (docs/moderators.md "OFFICE",
 * docs/rules/politics.md section 7): the United States' War Minister's office moved from Marcy to Brown and left
 * vacant, by mail and by the command line's door; who is told, what the arrival check and the turn do with each
 * player's orders, and what each reads in his reports.
 */
class OfficeRobotTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));
    private static final String REFEREE = "referee@players.test";
    private static final String RAISE = "RAISE 1 MILITIA AT Fort Brown MEN 600 COMMANDER taylor";

    @TempDir
    Path home;

    private RobotHarness h;
    private OfficeMail mail;

    @BeforeEach
    void start() throws Exception {
        h = OfficeMail.withMonarch(MAIL, home);
        mail = new OfficeMail(MAIL, h);
        MAIL.purgeEmailFromAllMailboxes();
    }

    @AfterEach
    void stop() {
        h.close();
    }

    private void moderate(String lines) throws Exception {
        MAIL.purgeEmailFromAllMailboxes();
        h.moderate(lines);
    }

    private String done() throws Exception {
        return RobotHarness.body(h.message("referee", s -> s.equals("[e2e] moderator commands done")));
    }

    private ControlRequests.Reply commandLine(String line) {
        return h.robot.answer(new ControlRequests.Request("moderate", List.of("e2e", "command line (tester)", line)));
    }

    private String audit() {
        return h.robot.answer(new ControlRequests.Request("audit", List.of("e2e"))).output();
    }

    private long militia() {
        GitmState state = (GitmState) h.robot.games().game("e2e").orElseThrow().state();
        return state.units().stream().filter(u -> u.state().equals("US") && u.men() == 600).count();
    }

    @Test
    @DisplayName("designed: politics 7 OFFICE WAR MINISTER OF US TO brown by mail: the old and new holders and the"
            + " Monarch are told, nobody else; Marcy's queued and later orders are refused, Brown's are carried out by"
            + " the turn, and Brown, not Marcy, reads the War Minister's treasury statement")
    void politics_7_officeMovesByMail() throws Exception {
        assertThat(mail.orders("marcy", RAISE)).contains("ACCEPTED");
        moderate("OFFICE WAR MINISTER OF US TO brown");
        assertThat(done()).contains("OFFICE WAR MINISTER OF US TO brown: the War Minister of US is given to Jacob"
                + " Brown (brown), no longer William Marcy's (1 queued office block set aside)");
        assertThat(RobotHarness.body(h.message("marcy", s -> s.equals("[e2e] you are no longer the War Minister of"
                + " US")))).contains("given the office of the War Minister of US to Jacob Brown", "(1 block)");
        assertThat(RobotHarness.body(h.message("brown", s -> s.equals("[e2e] you are now the War Minister of US"))))
                .contains("held until now by William Marcy");
        assertThat(RobotHarness.body(h.message("polk", s -> s.equals("[e2e] the War Minister of US changes hands"))))
                .contains("held until now by William Marcy", "its holder is Jacob Brown (brown)");
        for (String other : List.of("taylor", "arista")) {
            assertThat(h.subjects(other)).as(other).isEmpty();
        }
        List<QueuedBlock> waiting = h.robot.database().read(c -> new OrderQueueStore().pending(c, "e2e",
                Instant.parse("9999-01-01T00:00:00Z")));
        assertThat(waiting).as("Marcy's RAISE is set aside").isEmpty();

        assertThat(mail.orders("marcy", RAISE)).contains("REJECTED").doesNotContain("ACCEPTED");
        assertThat(mail.orders("brown", RAISE)).contains("ACCEPTED").doesNotContain("REJECTED");
        mail.runTurn(1);
        assertThat(militia()).as("Brown's RAISE, queued under the War Minister's seat, is carried out").isEqualTo(1);
        assertThat(mail.report("brown", 1, "positions")).contains("Treasury of United States (US)");
        assertThat(mail.report("polk", 1, "positions")).contains("Treasury of United States (US)");
        String marcy = "[e2e] campaign 1, turn 1: positions";
        if (h.subjects("marcy").contains(marcy)) {
            // the raised unit names the War Minister's seat its deputy (docs/rules/sow.md): he may read that unit
            assertThat(RobotHarness.body(h.message("marcy", marcy::equals))).as("Marcy is War Minister no more")
                    .doesNotContain("Treasury of United States (US)");
        }
        assertThat(audit()).contains("MAIL DONE", "OFFICE WAR MINISTER OF US TO brown");
    }

    @Test
    @DisplayName("designed: politics 7 OFFICE ... VACANT by the command line: the office's orders are refused, the"
            + " turn runs as for a silent War Minister, and wrong commands are refused with the reason")
    void politics_7_officeLeftVacant() throws Exception {
        ControlRequests.Reply vacant = commandLine("OFFICE WAR MINISTER OF US VACANT");
        assertThat(vacant.exitCode()).isZero();
        assertThat(vacant.output()).contains("the War Minister of US is left vacant, no longer William Marcy's");
        assertThat(h.subjects("marcy")).contains("[e2e] you are no longer the War Minister of US");
        assertThat(h.subjects("polk")).contains("[e2e] the War Minister of US changes hands");
        assertThat(h.subjects("brown")).isEmpty();
        assertThat(mail.orders("marcy", RAISE)).contains("REJECTED");

        for (String[] wrong : new String[][] {
                {"OFFICE WAR MINISTER OF US VACANT", "the War Minister of US is vacant already"},
                {"OFFICE WAR MINISTER OF XX TO brown", "there is no state XX in this game"},
                {"OFFICE NAVAL MINISTER OF US TO nobody", "no player 'nobody' is seated in the game"},
                {"OFFICE NAVAL MINISTER OF US TO " + REFEREE, "is a moderator, not a player of the game"},
                {"OFFICE TREASURY MINISTER OF US TO taylor", "US has no Treasury Minister of its own"},
                {"OFFICE NAVAL MINISTER OF NE TO polk", "that player is the Monarch of US, and a player serves one"
                        + " state"},
                {"OFFICE MONARCH OF US TO polk", "James K. Polk already is the Monarch of US"}}) {
            ControlRequests.Reply r = commandLine(wrong[0]);
            assertThat(r.exitCode()).as(wrong[0]).isEqualTo(1);
            assertThat(r.output()).as(wrong[0]).contains("not done: ", wrong[1]);
        }
        ControlRequests.Reply unread = commandLine("OFFICE CHANCELLOR OF US TO brown");
        assertThat(unread.output()).contains("there is no office 'CHANCELLOR'");

        mail.runTurn(1);
        assertThat(h.robot.games().game("e2e").orElseThrow().row().currentTurn()).isEqualTo(1);
        assertThat(militia()).isZero();
        assertThat(audit()).contains("CLI  DONE     command line (tester): OFFICE WAR MINISTER OF US VACANT",
                "REFUSED");

        assertThat(commandLine("OFFICE WAR MINISTER OF US TO brown").exitCode()).isZero();
        assertThat(mail.orders("brown", RAISE)).contains("ACCEPTED");
    }
}
