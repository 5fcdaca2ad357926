package org.adjutant.intake;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.adjutant.store.QueuedBlock;
import org.adjutant.store.OrderQueueStore;
import org.adjutant.store.Vendor;
import org.adjutant.testing.CoreFixture;
import org.adjutant.report.TemplateRenderer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/** Runs on H2 and on PostgreSQL: the intake's reads and writes of players, units and the order queue. */
@ParameterizedClass
@EnumSource(Vendor.class)
class IntakeProcessorTest {
    private final CoreFixture core;
    private final IntakeProcessor intake;
    private final TemplateRenderer templates = new TemplateRenderer(CoreFixture.templates());
    private long mailNo;

    IntakeProcessorTest(Vendor vendor) {
        core = new CoreFixture(vendor);
        intake = new IntakeProcessor(core.games, core.hasher);
    }

    @AfterEach
    void close() {
        core.close();
    }

    private Acknowledgement send(String from, String text) {
        mailNo++;
        IncomingMail mail = new IncomingMail(0, from, "orders", "<m" + mailNo + "@x>",
                Instant.parse("1846-04-02T00:00:00Z").plusSeconds(mailNo), text);
        return core.db.inTransaction(c -> intake.process(c, mail));
    }

    private List<QueuedBlock> queued() {
        return core.db.read(c -> new OrderQueueStore().pending(c, "g", Instant.parse("1900-01-01T00:00:00Z")));
    }

    @Test
    @DisplayName("GITM 6.2 the commander's password authenticates his unit's block; orders echoed in normal form")
    void gitm_6_2_commanderAccepted() {
        Acknowledgement ack = send("alice@home.example", "UNIT a1 PASSWORD " + core.password("alice") + "\nmove x\n");
        assertThat(ack.accepted()).isEqualTo(1);
        assertThat(ack.blocks().get(0).orders()).containsExactly("MOVE X");
        assertThat(ack.blocks().get(0).role()).isEqualTo("commander Alice");
        assertThat(ack.recipients()).containsExactly("alice@home.example", "alice@example.org");
        assertThat(ack.subject()).isEqualTo("[g] orders: 1 accepted, 0 rejected");
        assertThat(queued()).singleElement().satisfies(q -> {
            assertThat(q.role()).isEqualTo(QueuedBlock.Role.COMMANDER);
            assertThat(q.unitId()).isEqualTo("A1");
        });
    }

    @Test
    @DisplayName("GITM 6.1 the deputy may send orders too, recorded as the deputy's")
    void gitm_6_1_deputyAccepted() {
        Acknowledgement ack = send("bob@example.org", "UNIT A1 PASSWORD " + core.password("bob") + "\nHOLD\n");
        assertThat(ack.accepted()).isEqualTo(1);
        assertThat(queued()).singleElement().satisfies(q -> assertThat(q.role()).isEqualTo(QueuedBlock.Role.DEPUTY));
    }

    @Test
    @DisplayName("a wrong password is refused with a reason, and the password is in neither the reply nor the queue")
    void wrongPassword() {
        Acknowledgement ack = send("mallory@example.org", "UNIT A1 PASSWORD guessed-wrong\nHOLD\nUNIT C3 PASSWORD "
                + core.password("alice") + "\nHOLD\n");
        assertThat(ack.rejected()).isEqualTo(2);
        assertThat(ack.blocks().get(0).problems()).singleElement()
                .satisfies(p -> assertThat(p.reason()).isEqualTo(IntakeProcessor.NO_MATCH))
                .satisfies(p -> assertThat(p.line()).isEqualTo(1));
        String reply = templates.acknowledgement(ack).text();
        assertThat(reply).contains("REJECTED  A1", "line 1: the unit id and the password do not match")
                .doesNotContain("guessed-wrong").doesNotContain(core.password("alice"));
        // The reply goes to the sender alone; each owner of a unit named learns of it by a notice of his own.
        assertThat(ack.recipients()).containsExactly("mallory@example.org");
        assertThat(ack.notices()).extracting(OwnerNotice::email, OwnerNotice::units).containsExactly(
                org.assertj.core.groups.Tuple.tuple("alice@example.org", List.of("A1")),
                org.assertj.core.groups.Tuple.tuple("bob@example.org", List.of("A1")),
                org.assertj.core.groups.Tuple.tuple("carol@example.org", List.of("C3")));
        assertThat(queued()).isEmpty();
    }

    @Test
    @DisplayName("unknown units and bad orders are refused with line numbers; good blocks in the same mail stand")
    void mixedMail() {
        Acknowledgement ack = send("alice@example.org", "UNIT Z9 PASSWORD x\nHOLD\nUNIT B2 PASSWORD "
                + core.password("alice") + "\nFLY away\nUNIT A1 PASSWORD " + core.password("alice") + "\nHOLD\n");
        assertThat(ack.blocks()).extracting(BlockResult::accepted).containsExactly(false, false, true);
        assertThat(ack.blocks().get(0).problems().get(0).reason()).isEqualTo(IntakeProcessor.NO_MATCH);
        assertThat(ack.blocks().get(0).title()).isEqualTo("Z9");
        assertThat(ack.blocks().get(1).problems().get(0).line()).isEqualTo(4);
        assertThat(ack.subject()).isEqualTo("[g] orders: 1 accepted, 2 rejected");
    }

    @Test
    @DisplayName("GITM 6.10 after a password change the old password is refused and the new one accepted")
    void gitm_6_10_passwordChangeInSequence() {
        String old = core.password("alice");
        assertThat(send("alice@example.org", "UNIT A1 PASSWORD " + old + "\nHOLD\n").accepted()).isEqualTo(1);
        Acknowledgement change = send("alice@example.org", "PLAYER alice PASSWORD " + old
                + "\nNEW PASSWORD brandnew99\n");
        assertThat(change.accepted()).isEqualTo(1);
        assertThat(change.blocks().get(0).orders()).containsExactly("NEW PASSWORD ****");
        assertThat(templates.acknowledgement(change).text()).doesNotContain("brandnew99").doesNotContain(old);
        assertThat(send("alice@example.org", "UNIT A1 PASSWORD " + old + "\nMOVE Q\n").accepted()).isZero();
        assertThat(send("alice@example.org", "UNIT A1 PASSWORD brandnew99\nMOVE R\n").accepted()).isEqualTo(1);
        // The order sent before the change is still valid: both it and the last one are queued.
        assertThat(queued()).extracting(q -> q.orders().get(0)).containsExactly("HOLD", "MOVE R");
    }

    @Test
    @DisplayName("GITM 3.4 the War Minister reassigns a unit; GITM 6.10 the old commander is refused afterwards")
    void gitm_3_4_ministerReassigns() {
        Acknowledgement refused = send("carol@example.org", "PLAYER carol PASSWORD " + core.password("carol")
                + "\nASSIGN A1 COMMANDER carol\n");
        assertThat(refused.rejected()).isEqualTo(1);
        assertThat(refused.blocks().get(0).problems().get(0).reason()).contains("may not reassign A1");

        Acknowledgement assigned = send("minnie@example.org", "PLAYER minnie PASSWORD " + core.password("minnie")
                + "\nASSIGN A1 COMMANDER carol DEPUTY bob\n");
        assertThat(assigned.accepted()).isEqualTo(1);
        assertThat(assigned.blocks().get(0).orders()).containsExactly("ASSIGN A1 COMMANDER carol DEPUTY bob");

        assertThat(send("alice@example.org", "UNIT A1 PASSWORD " + core.password("alice") + "\nHOLD\n")
                .rejected()).isEqualTo(1);
        Acknowledgement byCarol = send("carol@example.org", "UNIT A1 PASSWORD " + core.password("carol") + "\nHOLD\n");
        assertThat(byCarol.accepted()).isEqualTo(1);
        assertThat(byCarol.blocks().get(0).role()).isEqualTo("commander Carol");
    }

    @Test
    @DisplayName("docs/rules/sow.md 18.3: the ruleset's notes on an accepted office block reach the reply under that block")
    void officeBlockNotes() {
        Acknowledgement decreed = send("minnie@example.org", "PLAYER minnie PASSWORD " + core.password("minnie")
                + "\nDECREE a day of thanks\n");
        assertThat(decreed.accepted()).isEqualTo(1);
        assertThat(decreed.blocks().get(0).orders()).containsExactly("DECREE a day of thanks");
        assertThat(decreed.blocks().get(0).notes()).containsExactly("1 decree(s) to be read out at the deadline");
    }

    @Test
    @DisplayName("docs/rules/sow.md 18.2: an office block is checked knowing the other office blocks queued before it, in arrival order, the sender's own earlier block left out")
    void sow_18_2_otherOfficeBlocksHandedToTheCheck() {
        long minnie = core.db.read(c -> new org.adjutant.store.PlayerStore().lookup(c, "g", "minnie")).orElseThrow()
                .id();
        Instant t = Instant.parse("1846-04-01T12:00:00Z");
        core.db.inTransaction(c -> {
            OrderQueueStore q = new OrderQueueStore();
            q.enqueue(c, new QueuedBlock(0, "g", "@zed", 0, 0, minnie, QueuedBlock.Role.COMMANDER, "", t,
                    List.of("DECREE ZED")));
            q.enqueue(c, new QueuedBlock(0, "g", "@abe", 0, 0, minnie, QueuedBlock.Role.COMMANDER, "",
                    t.plusSeconds(1), List.of("DECREE ABE")));
            // queued after this mail's receipt: the deadline pays it after this block, so it is not counted
            q.enqueue(c, new QueuedBlock(0, "g", "@late", 0, 0, minnie, QueuedBlock.Role.COMMANDER, "",
                    Instant.parse("1846-04-03T00:00:00Z"), List.of("DECREE LATE")));
            return null;
        });
        send("minnie@example.org", "PLAYER minnie PASSWORD " + core.password("minnie") + "\nDECREE first\n");
        assertThat(core.ruleset.lastQueued).containsExactly(Map.entry("zed", List.of("DECREE ZED")),
                Map.entry("abe", List.of("DECREE ABE")));
        send("minnie@example.org", "PLAYER minnie PASSWORD " + core.password("minnie") + "\nDECREE second\n");
        assertThat(core.ruleset.lastQueued).containsOnlyKeys("zed", "abe");
    }

    @Test
    @DisplayName("CHECK answers without queueing anything")
    void checkOnly() {
        Acknowledgement ack = send("alice@example.org", "CHECK\nUNIT A1 PASSWORD " + core.password("alice")
                + "\nHOLD\n");
        assertThat(ack.checkOnly()).isTrue();
        assertThat(ack.subject()).isEqualTo("[g] check: 1 accepted, 0 rejected");
        assertThat(templates.acknowledgement(ack).text()).contains("CHECK ONLY");
        assertThat(queued()).isEmpty();
    }

    @Test
    @DisplayName("a mail without orders gets a helpful answer")
    void noOrders() {
        Acknowledgement ack = send("newbie@example.org", "Hi! How do I play?");
        assertThat(ack.blocks()).isEmpty();
        assertThat(ack.subject()).isEqualTo("[g] orders: none found");
        assertThat(templates.acknowledgement(ack).text()).contains("UNIT <unit id> PASSWORD <your password>");
    }

    @Test
    @DisplayName("a hostile mail of many wrong passwords costs at most a bounded number of slow checks")
    void wrongPasswordBudget() {
        StringBuilder mail = new StringBuilder();
        // Ids no unit has are worth what units are (the check is owed, and the answer waits for it), so they count
        // against the same budget.
        mail.append("UNIT A1 PASSWORD guess\nHOLD\n");
        for (int i = 1; i < 40; i++) {
            mail.append("UNIT Z").append(i).append(" PASSWORD guess").append(i).append("\nHOLD\n");
        }
        mail.append("UNIT B2 PASSWORD ").append(core.password("alice")).append("\nHOLD\n");
        Acknowledgement ack = send("mallory@example.org", mail.toString());
        assertThat(ack.rejected()).isEqualTo(41);
        assertThat(ack.blocks().get(4).problems().get(0).reason()).isEqualTo(IntakeProcessor.NO_MATCH);
        assertThat(ack.blocks().get(5).problems().get(0).reason()).isEqualTo("not checked: this mail already gave 5 "
                + "passwords that did not match; send the orders for Z5 again with the right password");
        long checks = core.hasher.slowChecks();
        Acknowledgement again = send("mallory@example.org", mail.toString().replace("guess", "other"));
        long owed = again.heldFor().dividedBy(core.hasher.checkTime());
        assertThat(core.hasher.slowChecks() - checks + owed).as("two seats for each of five tries, run or owed")
                .isEqualTo(10);
        // A password that was not checked is refused, even a right one: the sender must send it again.
        assertThat(ack.blocks().get(40).accepted()).isFalse();
    }

    @Test
    @DisplayName("a player's TIME ZONE order is checked and kept; the reply then gives deadlines in his zone too")
    void timeZoneOrder() {
        Acknowledgement bad = send("alice@example.org", "PLAYER alice PASSWORD " + core.password("alice")
                + "\nTIME ZONE Mars/Olympus\n");
        assertThat(bad.rejected()).isEqualTo(1);
        assertThat(bad.blocks().get(0).problems()).singleElement()
                .satisfies(p -> assertThat(p.reason()).contains("is not a time zone"));
        Acknowledgement offset = send("alice@example.org", "PLAYER alice PASSWORD " + core.password("alice")
                + "\nTIME ZONE +02:00\n");
        assertThat(offset.blocks().get(0).problems()).singleElement()
                .satisfies(p -> assertThat(p.reason()).contains("not an offset"));
        Acknowledgement good = send("alice@example.org", "PLAYER alice PASSWORD " + core.password("alice")
                + "\ntime zone Europe/Berlin\n");
        assertThat(good.accepted()).isEqualTo(1);
        assertThat(good.blocks().get(0).orders()).containsExactly("TIME ZONE Europe/Berlin");
        assertThat(good.zone()).isEqualTo("Europe/Berlin");
        assertThat(core.db.read(c -> new org.adjutant.store.PlayerStore().lookup(c, "g", "alice")).orElseThrow()
                .timeZone()).isEqualTo("Europe/Berlin");
    }

    @Test
    @DisplayName("with several games, a mail without a game tag goes to the one game its sender plays; "
            + "a stranger is told no game names")
    void gameFromTheSender() {
        org.adjutant.game.GameCreator creator = new org.adjutant.game.GameCreator(core.db, core.hasher,
                new org.adjutant.player.PasswordGenerator());
        creator.create("other", "Other game", core.ruleset, 1L, core.ruleset.open(CoreFixture.SCENARIO, "toy"),
                List.of(new org.adjutant.game.PlayerSeat("Zed", "zed@example.org", "carol", false)),
                Instant.parse("1846-04-01T00:00:00Z"));
        Acknowledgement alice = send("alice@example.org", "UNIT A1 PASSWORD " + core.password("alice") + "\nHOLD\n");
        assertThat(alice.gameId()).isEqualTo("g");
        assertThat(alice.accepted()).isEqualTo(1);
        Acknowledgement stranger = send("nobody@example.net", "UNIT A1 PASSWORD x\nHOLD\n");
        assertThat(stranger.gameId()).isEmpty();
        assertThat(String.join(" ", stranger.notes())).contains("Say which game").doesNotContain("other")
                .doesNotContain("Your games");
        Acknowledgement wrongTag = send("alice@example.org", "GAME nope\nUNIT A1 PASSWORD x\nHOLD\n");
        assertThat(String.join(" ", wrongTag.notes())).contains("no game called 'nope'", "Your games here: g.");
    }
}
