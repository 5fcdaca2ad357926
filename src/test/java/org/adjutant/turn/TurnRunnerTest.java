package org.adjutant.turn;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.adjutant.intake.IncomingMail;
import org.adjutant.intake.IntakeProcessor;
import org.adjutant.report.TemplateRenderer;
import org.adjutant.store.GameStore;
import org.adjutant.store.OrderQueueStore;
import org.adjutant.store.QueuedBlock;
import org.adjutant.store.TurnStore;
import org.adjutant.store.Vendor;
import org.adjutant.testing.CoreFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/** Runs on H2 and on PostgreSQL: a turn's freeze, state, events and reports in one transaction. */
@ParameterizedClass
@EnumSource(Vendor.class)
class TurnRunnerTest {
    private static final Instant DEADLINE = Instant.parse("1846-04-10T18:00:00Z");
    private final Vendor vendor;
    private final CoreFixture core;
    private final List<String[]> queued = new ArrayList<>();
    private final TurnRunner runner;
    private final IntakeProcessor intake;

    TurnRunnerTest(Vendor vendor) {
        this.vendor = vendor;
        core = new CoreFixture(vendor);
        runner = new TurnRunner(core.db, core.games,
                new TemplateRenderer(CoreFixture.templates(), CoreFixture.testTemplates()),
                (c, key, game, to, mail) -> queued.add(new String[] {key, to.get(0), mail.text()}),
                Clock.fixed(DEADLINE.plusSeconds(5), ZoneOffset.UTC));
        intake = new IntakeProcessor(core.games, core.hasher);
    }

    @AfterEach
    void close() {
        core.close();
    }

    private void order(String role, String unit, String orders, Instant at) {
        core.db.inTransaction(c -> intake.process(c, new IncomingMail(0, role + "@example.org", "o", "<x>", at,
                "UNIT " + unit + " PASSWORD " + core.password(role) + "\n" + orders)));
    }

    @Test
    @DisplayName("GITM 6.9 units without orders follow default orders; GITM 6.1 the commander's orders are frozen")
    void gitm_6_9_defaultsAndFrozenOrders() {
        order("bob", "A1", "MOVE deputy", DEADLINE.minusSeconds(300));
        order("alice", "A1", "MOVE north", DEADLINE.minusSeconds(200));
        order("bob", "A1", "MOVE later", DEADLINE.minusSeconds(100));
        TurnResult result = runner.run("g", DEADLINE, List.of("mod@example.org"));

        assertThat(result.turn()).isEqualTo(1);
        assertThat(result.submitted()).isEqualTo(1);
        assertThat(result.defaulted()).isEqualTo(2);
        List<TurnStore.FrozenOrders> frozen = core.db.read(c -> new TurnStore().orders(c, "g", 1));
        assertThat(frozen).extracting(TurnStore.FrozenOrders::unitId, TurnStore.FrozenOrders::source)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("A1", "SUBMITTED"),
                        org.assertj.core.groups.Tuple.tuple("B2", "DEFAULT"),
                        org.assertj.core.groups.Tuple.tuple("C3", "DEFAULT"));
        assertThat(frozen.get(0).lines()).containsExactly("MOVE NORTH");
        assertThat(core.db.read(c -> new GameStore().find(c, "g")).orElseThrow().currentTurn()).isEqualTo(1);
    }

    @Test
    @DisplayName("GITM 6.1 every block received by the deadline is frozen into its turn, in one statement; later ones"
            + " stay pending")
    void gitm_6_1_blocksFrozenIntoTheirTurn() {
        order("bob", "A1", "MOVE deputy", DEADLINE.minusSeconds(300));
        order("alice", "A1", "MOVE north", DEADLINE.minusSeconds(200));
        order("alice", "A1", "MOVE late", DEADLINE.plusSeconds(60));
        runner.run("g", DEADLINE, List.of());

        OrderQueueStore queue = new OrderQueueStore();
        List<QueuedBlock> frozen = core.db.read(c -> queue.frozen(c, "g", 1));
        assertThat(frozen).extracting(b -> b.orders().get(0)).containsExactly("MOVE DEPUTY", "MOVE NORTH");
        List<QueuedBlock> pending = core.db.read(c -> queue.pending(c, "g", DEADLINE.plusSeconds(3600)));
        assertThat(pending).extracting(b -> b.orders().get(0)).containsExactly("MOVE LATE");
        // nothing to freeze is no statement at all, and no error
        core.db.inTransaction(c -> {
            queue.freeze(c, List.of(), 2);
            return null;
        });
        List<QueuedBlock> none = core.db.read(c -> queue.frozen(c, "g", 2));
        assertThat(none).isEmpty();
    }

    @Test
    @DisplayName("every recipient gets one report per kind, showing only what his units saw; moderators see all")
    void reportsUnderFogOfWar() {
        runner.run("g", DEADLINE, List.of("mod@example.org"));
        assertThat(queued).extracting(q -> q[1]).containsExactlyInAnyOrder("alice@example.org", "bob@example.org",
                "carol@example.org", "minnie@example.org", "mod@example.org");
        String bob = queued.stream().filter(q -> q[1].startsWith("bob")).findFirst().orElseThrow()[2];
        assertThat(bob).contains("A1 carried out").doesNotContain("B2").doesNotContain("C3");
        String mod = queued.stream().filter(q -> q[1].startsWith("mod")).findFirst().orElseThrow()[2];
        assertThat(mod).contains("A1", "B2", "C3");
    }

    @Test
    @DisplayName("a deadline never runs twice; orders after the deadline wait for the next turn")
    void neverTwice() {
        order("alice", "A1", "MOVE late", DEADLINE.plusSeconds(60));
        TurnResult first = runner.run("g", DEADLINE, List.of());
        int mails = queued.size();
        TurnResult again = runner.run("g", DEADLINE, List.of());
        assertThat(again.alreadyRan()).isTrue();
        assertThat(again.turn()).isEqualTo(first.turn());
        assertThat(queued).hasSize(mails);

        TurnResult second = runner.run("g", DEADLINE.plusSeconds(86_400), List.of());
        assertThat(second.turn()).isEqualTo(2);
        assertThat(second.submitted()).isEqualTo(1);
        assertThat(core.db.read(c -> new TurnStore().orders(c, "g", 2)).get(0).lines()).containsExactly("MOVE LATE");
    }

    @Test
    @DisplayName("the same state, orders and seed give the same turn, byte for byte")
    void deterministic() {
        runner.run("g", DEADLINE, List.of());
        String state1 = core.db.read(c -> new GameStore().loadState(c, "g", 1));
        List<TurnStore.StoredEvent> events1 = core.db.read(c -> new TurnStore().events(c, "g", 1));
        try (CoreFixture other = new CoreFixture(vendor)) {
            TurnRunner runner2 = new TurnRunner(other.db, other.games,
                    new TemplateRenderer(CoreFixture.templates(), CoreFixture.testTemplates()),
                    (c, key, game, to, mail) -> { }, Clock.systemUTC());
            runner2.run("g", DEADLINE, List.of());
            String state2 = other.db.read(c -> new GameStore().loadState(c, "g", 1));
            List<TurnStore.StoredEvent> events2 = other.db.read(c -> new TurnStore().events(c, "g", 1));
            assertThat(state2).isEqualTo(state1);
            assertThat(events2).isEqualTo(events1);
        }
    }

    @Test
    @DisplayName("SoW 18.4 office blocks reach resolve in the order they arrived, not by role; a replay gets the same")
    void sow_18_4_officeOrdersInArrivalOrder() {
        long minnie = core.db.read(c -> new org.adjutant.store.PlayerStore().lookup(c, "g", "minnie"))
                .orElseThrow().id();
        org.adjutant.store.OrderQueueStore queue = new org.adjutant.store.OrderQueueStore();
        // "zed" sorts after "minnie" by role but arrives first; two blocks of one second keep their queue order, and
        // minnie's second block replaces her first, taking its own (later) place
        Instant early = DEADLINE.minusSeconds(300);
        core.db.inTransaction(c -> {
            queue.enqueue(c, officeBlock("@minnie", minnie, early.minusSeconds(10), "DECREE FIRST"));
            queue.enqueue(c, officeBlock("@zed", minnie, early, "DECREE ZED"));
            queue.enqueue(c, officeBlock("@abe", minnie, early, "DECREE ABE"));
            queue.enqueue(c, officeBlock("@minnie", minnie, early.plusSeconds(10), "DECREE LAST"));
            return null;
        });
        runner.run("g", DEADLINE, List.of());

        List<String> stored = core.db.read(c -> new TurnStore().events(c, "g", 1)).stream()
                .map(TurnStore.StoredEvent::text).filter(d -> d.startsWith("@")).toList();
        assertThat(stored).containsExactly("@zed carried out: DECREE ZED", "@abe carried out: DECREE ABE",
                "@minnie carried out: DECREE LAST");
        TurnReplay.Replayed replayed = new TurnReplay(core.db, core.games).replay("g", 1);
        assertThat(replayed.outcome().events().stream().map(org.adjutant.ruleset.TurnEvent::describe)
                .filter(d -> d.startsWith("@")).toList()).isEqualTo(stored);
    }

    private static org.adjutant.store.QueuedBlock officeBlock(String key, long player, Instant at, String order) {
        return new org.adjutant.store.QueuedBlock(0, "g", key, 0, 0, player,
                org.adjutant.store.QueuedBlock.Role.COMMANDER, "minnie@example.org", at, List.of(order));
    }
}
