package org.adjutant.turn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.adjutant.app.OutboxMailer;
import org.adjutant.mail.MailComposer;
import org.adjutant.report.RenderedMail;
import org.adjutant.report.TemplateRenderer;
import org.adjutant.store.Database;
import org.adjutant.store.OutboxStore;
import org.adjutant.store.TurnStore;
import org.adjutant.store.Vendor;
import org.adjutant.testing.CoreFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Reports drawn and queued after the turn commits, sent as they come, and finished after a crash; on H2 and on
 * PostgreSQL.
 */
@ParameterizedClass
@EnumSource(Vendor.class)
class ReportStreamTest {
    private static final Instant DEADLINE = Instant.parse("1846-04-10T18:00:00Z");
    private static final Clock CLOCK = Clock.fixed(DEADLINE.plusSeconds(5), ZoneOffset.UTC);
    private static final List<String> MODERATORS = List.of("mod@example.org");
    private final Vendor vendor;
    private final CoreFixture core;
    private final TemplateRenderer templates = new TemplateRenderer(CoreFixture.templates(),
            CoreFixture.testTemplates());
    private final OutboxMailer outbox = outbox(templates);

    ReportStreamTest(Vendor vendor) {
        this.vendor = vendor;
        core = new CoreFixture(vendor);
    }

    @AfterEach
    void close() {
        core.close();
    }

    private static OutboxMailer outbox(TemplateRenderer templates) {
        return new OutboxMailer("Adjutant <robot@example.org>", new MailComposer(CLOCK), new OutboxStore(CLOCK),
                templates);
    }

    private TurnRunner runner(ReportQueue queue) {
        return new TurnRunner(core.db, core.games, templates, queue, CLOCK);
    }

    /** (dedup key, MIME) of every outbox row, in queue order. */
    private static List<String> rows(Database db) {
        return db.read(c -> {
            List<String> out = new ArrayList<>();
            try (var st = c.createStatement();
                 var rs = st.executeQuery("SELECT dedup_key, mime FROM outbox ORDER BY id")) {
                while (rs.next()) {
                    out.add(rs.getString(1) + "\n"
                            + new String(rs.getBytes(2), java.nio.charset.StandardCharsets.UTF_8));
                }
            }
            return out;
        });
    }

    private static List<String> keys(Database db) {
        return rows(db).stream().map(r -> r.substring(0, r.indexOf('\n'))).toList();
    }

    private static boolean reportsDone(Database db, int turn) {
        return db.read(c -> new TurnStore().reportsDone(c, "g", turn)).orElseThrow();
    }

    /** The outbox of the same turn run without any break, in a database of its own. */
    private List<String> cleanRun() {
        try (CoreFixture other = new CoreFixture(vendor)) {
            TemplateRenderer t = new TemplateRenderer(CoreFixture.templates(), CoreFixture.testTemplates());
            new TurnRunner(other.db, other.games, t, outbox(t), CLOCK).run("g", DEADLINE, MODERATORS);
            return rows(other.db);
        }
    }

    @Test
    @DisplayName("the courier sends the first reports while later ones are still being drawn")
    void sendsWhileDrawing() throws Exception {
        CountDownLatch couriered = new CountDownLatch(1);
        AtomicBoolean carolWaitedInVain = new AtomicBoolean();
        List<Integer> outboxAtCall = new ArrayList<>();
        ReportQueue slowForCarol = new ReportQueue() {
            @Override
            public void queue(java.sql.Connection c, String key, String gameId, List<String> to, RenderedMail mail)
                    throws SQLException {
                outbox.queue(c, key, gameId, to, mail);
            }

            @Override
            public Prepared prepare(String key, String gameId, List<String> to, RenderedMail mail) {
                if (to.get(0).startsWith("carol")) {
                    try {
                        // Carol's report is only finished once the courier has had something to send.
                        if (!couriered.await(10, TimeUnit.SECONDS)) {
                            carolWaitedInVain.set(true);
                        }
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
                return outbox.prepare(key, gameId, to, mail);
            }
        };
        TurnResult result = runner(slowForCarol).run("g", DEADLINE, MODERATORS, () -> {
            int queued = keys(core.db).size();
            outboxAtCall.add(queued);
            if (queued > 0) {
                couriered.countDown();
            }
            return false;
        });

        assertThat(carolWaitedInVain).isFalse();
        assertThat(outboxAtCall).anyMatch(queued -> queued > 0 && queued < result.reports());
        assertThat(reportsDone(core.db, 1)).isTrue();
        assertThat(rows(core.db)).containsExactlyElementsOf(cleanRun());
    }

    @Test
    @DisplayName("a courier that sends aside is woken as reports are queued, and the stream never waits for it")
    void anAsideCourierIsWokenAsReportsAreQueuedAndNeverWaitedFor() {
        List<Integer> outboxAtWake = new java.util.concurrent.CopyOnWriteArrayList<>();
        TurnResult result = runner(outbox).run("g", DEADLINE, MODERATORS, Courier.aside(() ->
                outboxAtWake.add(keys(core.db).size())));

        assertThat(outboxAtWake).as("woken once at least, and last with every report queued").isNotEmpty()
                .last().isEqualTo(result.reports());
        assertThat(outboxAtWake).as("never woken for nothing new").doesNotHaveDuplicates().isSorted();
        assertThat(Courier.aside(() -> { }).sendsHere()).isFalse();
        assertThat(reportsDone(core.db, 1)).isTrue();
        assertThat(rows(core.db)).containsExactlyElementsOf(cleanRun());
    }

    @Test
    @DisplayName("a turn's reports are all queued exactly as an unstreamed run queues them, in recipient order")
    void sameRowsAsOneTransaction() {
        AtomicInteger calls = new AtomicInteger();
        runner(outbox).run("g", DEADLINE, MODERATORS, () -> calls.incrementAndGet() < 0);
        assertThat(rows(core.db)).containsExactlyElementsOf(cleanRun());
        assertThat(keys(core.db).get(0)).contains("alice@example.org");
        assertThat(keys(core.db).get(keys(core.db).size() - 1)).contains("mod@example.org");
    }

    /** Throws when Carol's report is stored: the process dying half way through a deadline's reports. */
    private ReportQueue crashingAtCarol() {
        return new ReportQueue() {
            @Override
            public void queue(java.sql.Connection c, String key, String gameId, List<String> to, RenderedMail mail) {
                throw new UnsupportedOperationException();
            }

            @Override
            public Prepared prepare(String key, String gameId, List<String> to, RenderedMail mail) {
                Prepared real = outbox.prepare(key, gameId, to, mail);
                return c -> {
                    if (to.get(0).startsWith("carol")) {
                        throw new SQLException("simulated crash while queueing " + key);
                    }
                    real.queue(c);
                };
            }
        };
    }

    /** Runs the deadline with the crash at Carol; the courier waits (returns false) so reports go a few at a time. */
    private void crashMidway() {
        assertThatThrownBy(() -> runner(crashingAtCarol()).run("g", DEADLINE, MODERATORS, () -> false))
                .hasMessageStartingWith("simulated crash while queueing report:g:1:carol@example.org:");
    }

    @Test
    @DisplayName("a crash half way through the reports loses none: the turn stands and the rest are queued later, "
            + "byte for byte as an unbroken run, none twice")
    void crashMidwayIsFinishedByReplay() {
        crashMidway();
        assertThat(core.db.read(c -> new org.adjutant.store.GameStore().find(c, "g")).orElseThrow().currentTurn())
                .isEqualTo(1);
        assertThat(reportsDone(core.db, 1)).isFalse();
        int before = keys(core.db).size();
        assertThat(keys(core.db)).noneMatch(k -> k.contains("carol"));

        AtomicInteger courierCalls = new AtomicInteger();
        int finished = runner(outbox).finishPendingReports(game -> MODERATORS, () -> {
            courierCalls.incrementAndGet();
            return false;
        });

        assertThat(finished).isEqualTo(1);
        assertThat(reportsDone(core.db, 1)).isTrue();
        assertThat(keys(core.db)).hasSizeGreaterThan(before).doesNotHaveDuplicates();
        assertThat(rows(core.db)).containsExactlyInAnyOrderElementsOf(cleanRun());
        assertThat(runner(outbox).finishPendingReports(game -> MODERATORS, Courier.NONE)).isZero();
    }

    @Test
    @DisplayName("the next deadline first finishes the reports a crash left owing, then runs its own turn")
    void nextDeadlineFinishesOwedReportsFirst() {
        crashMidway();
        TurnResult second = runner(outbox).run("g", DEADLINE.plusSeconds(86_400), MODERATORS);
        assertThat(second.turn()).isEqualTo(2);
        assertThat(reportsDone(core.db, 1)).isTrue();
        assertThat(reportsDone(core.db, 2)).isTrue();
        assertThat(keys(core.db)).anyMatch(k -> k.startsWith("report:g:1:carol"))
                .anyMatch(k -> k.startsWith("report:g:2:carol")).doesNotHaveDuplicates();
    }

    @Test
    @DisplayName("the same deadline fired again after a crash finishes its reports and does not run the turn twice")
    void sameDeadlineAgainFinishesReports() {
        crashMidway();
        TurnResult again = runner(outbox).run("g", DEADLINE, MODERATORS);
        assertThat(again.alreadyRan()).isTrue();
        assertThat(again.turn()).isEqualTo(1);
        assertThat(reportsDone(core.db, 1)).isTrue();
        assertThat(rows(core.db)).containsExactlyInAnyOrderElementsOf(cleanRun());
    }

    @Test
    @DisplayName("a turn that no longer replays to its stored state is not reported from guesses; it stays owed")
    void replayMustReachStoredState() {
        crashMidway();
        int before = keys(core.db).size();
        core.db.inTransaction(c -> {
            try (var ps = c.prepareStatement("UPDATE game_state SET state = state || ' ' WHERE game_id = 'g' "
                    + "AND turn = 1")) {
                ps.executeUpdate();
            }
            return null;
        });
        assertThat(runner(outbox).finishPendingReports(game -> MODERATORS, Courier.NONE)).isZero();
        assertThat(reportsDone(core.db, 1)).isFalse();
        assertThat(keys(core.db)).hasSize(before);
    }
}
