package org.adjutant.intake;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.adjutant.store.Vendor;
import org.adjutant.testing.CoreFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The intake benchmark made {@link IntakeProcessor} remember, within one mail, the players it read and the passwords
 * it checked. These tests pin down that the memory never outlives a change made earlier in the same mail: blocks are
 * still judged in the order written (GITM 6.10). They belong beside {@code IntakeProcessorTest}; they sit here
 * because the benchmark's engineer may only add classes to this package.
 */
/** Runs on H2 and on PostgreSQL: password changes and reassignments within one mail. */
@ParameterizedClass
@EnumSource(Vendor.class)
class IntakeMailScopeTest {
    private final CoreFixture core;
    private final IntakeProcessor intake;

    IntakeMailScopeTest(Vendor vendor) {
        core = new CoreFixture(vendor);
        intake = new IntakeProcessor(core.games, core.hasher);
    }

    @AfterEach
    void close() {
        core.close();
    }

    private Acknowledgement send(String from, String text) {
        IncomingMail mail = new IncomingMail(0, from, "orders", "<scope@x>", Instant.parse("1846-04-02T00:00:00Z"),
                text);
        return core.db.inTransaction(c -> intake.process(c, mail));
    }

    @Test
    @DisplayName("GITM 6.10 a password changed in a mail counts for the blocks after it in that same mail")
    void gitm_6_10_passwordChangeWithinOneMail() {
        String old = core.password("alice");
        Acknowledgement ack = send("alice@example.org", "UNIT A1 PASSWORD " + old + "\nHOLD\n"
                + "PLAYER alice PASSWORD " + old + "\nNEW PASSWORD brandnew99\n"
                + "UNIT A1 PASSWORD " + old + "\nMOVE Q\n"
                + "UNIT B2 PASSWORD brandnew99\nMOVE R\n");
        assertThat(ack.blocks()).extracting(BlockResult::accepted).containsExactly(true, true, false, true);
        assertThat(ack.blocks().get(2).problems().get(0).reason()).isEqualTo(IntakeProcessor.NO_MATCH);
        assertThat(ack.blocks().get(3).role()).isEqualTo("commander Alice");
    }

    @Test
    @DisplayName("GITM 3.4 and 6.10 a reassignment in a mail counts for the blocks after it in that same mail")
    void gitm_3_4_reassignmentWithinOneMail() {
        Acknowledgement ack = send("minnie@example.org", "UNIT A1 PASSWORD " + core.password("alice") + "\nHOLD\n"
                + "PLAYER minnie PASSWORD " + core.password("minnie") + "\nASSIGN A1 COMMANDER carol DEPUTY bob\n"
                + "UNIT A1 PASSWORD " + core.password("alice") + "\nHOLD\n"
                + "UNIT A1 PASSWORD " + core.password("carol") + "\nHOLD\n");
        assertThat(ack.blocks()).extracting(BlockResult::accepted).containsExactly(true, true, false, true);
        assertThat(ack.blocks().get(0).role()).isEqualTo("commander Alice");
        assertThat(ack.blocks().get(3).role()).isEqualTo("commander Carol");
    }

    @Test
    @DisplayName("GITM 6.2 a mistyped password pasted into several headers is refused for each; other blocks stand")
    void gitm_6_2_mistypedPasswordInEveryHeader() {
        String typo = core.password("alice") + "x";
        Acknowledgement ack = send("alice@example.org", "UNIT A1 PASSWORD " + typo + "\nHOLD\n"
                + "UNIT B2 PASSWORD " + typo + "\nHOLD\n"
                + "UNIT A1 PASSWORD " + core.password("bob") + "\nHOLD\n");
        assertThat(ack.blocks()).extracting(BlockResult::accepted).containsExactly(false, false, true);
        assertThat(ack.blocks().get(0).problems().get(0).reason()).isEqualTo(IntakeProcessor.NO_MATCH);
        assertThat(ack.blocks().get(1).problems().get(0).reason()).isEqualTo(IntakeProcessor.NO_MATCH);
        assertThat(ack.blocks().get(2).role()).isEqualTo("deputy Bob");
    }
}
