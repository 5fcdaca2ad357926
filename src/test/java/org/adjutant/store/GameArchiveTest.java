package org.adjutant.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.game.StoredGames;
import org.adjutant.intake.Acknowledgement;
import org.adjutant.intake.IncomingMail;
import org.adjutant.intake.IntakeProcessor;
import org.adjutant.report.TemplateRenderer;
import org.adjutant.testing.CoreFixture;
import org.adjutant.testing.TestDatabases;
import org.adjutant.turn.TurnRunner;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** One game out of a database and into another, of the same vendor or the other one. */
class GameArchiveTest {
    static final Instant DEADLINE = Instant.parse("1846-04-10T18:00:00Z");
    static final Instant NEXT = DEADLINE.plusSeconds(7 * 86_400);
    private final GameArchive archives = new GameArchive();

    @ParameterizedTest(name = "{0} to {1}")
    @CsvSource({"H2, H2", "H2, POSTGRESQL", "POSTGRESQL, H2", "POSTGRESQL, POSTGRESQL"})
    @DisplayName("export then import into a fresh database gives the same game: the next turn runs identically")
    void exportThenImportRunsTheNextTurnIdentically(Vendor from, Vendor to) throws Exception {
        try (CoreFixture core = new CoreFixture(from); Database fresh = TestDatabases.fresh(to, "imported")) {
            IntakeProcessor intake = new IntakeProcessor(core.games, core.hasher);
            order(core.db, intake, "alice", core.password("alice"), "A1", "MOVE north", DEADLINE.minusSeconds(60));
            runner(core.db, core.games).run("g", DEADLINE, List.of("mod@example.org"));
            // Waiting for the next deadline when the game moves: these must arrive with it.
            order(core.db, intake, "carol", core.password("carol"), "C3", "MOVE south", NEXT.minusSeconds(600));
            order(core.db, intake, "bob", core.password("bob"), "A1", "HOLD", NEXT.minusSeconds(300));

            byte[] file = export(core.db, Optional.of("title: Test game\n"));
            GameArchive.Archive archive = archives.read(new ByteArrayInputStream(file));
            assertThat(archive.header().gameFile()).contains("title: Test game\n");
            Map<String, Integer> counts = fresh.inTransaction(c -> archives.restore(c, archive));
            assertThat(counts).containsEntry("game", 1).containsEntry("game_state", 2).containsEntry("player", 4)
                    .containsEntry("order_queue", 3).containsEntry("turn", 1);

            StoredGames moved = nextTurnIsTheSame(core, fresh);
            assertThat(fresh.read(c -> new GameStore().find(c, "g")).orElseThrow().currentTurn()).isEqualTo(2);

            // The players keep their passwords: the imported hashes still check.
            IntakeProcessor there = new IntakeProcessor(moved, core.hasher);
            Acknowledgement ack = fresh.inTransaction(c -> there.process(c, new IncomingMail(0, "alice@example.org",
                    "o", "<after@x>", NEXT.plusSeconds(60), "UNIT A1 PASSWORD " + core.password("alice")
                    + "\nMOVE east")));
            List<QueuedBlock> waiting = fresh.read(c -> new OrderQueueStore().pending(c, "g",
                    NEXT.plusSeconds(86_400)));
            assertThat(waiting).as(ack.toString()).extracting(QueuedBlock::unitId).containsExactly("A1");
        }
    }

    @ParameterizedTest
    @CsvSource({"H2", "POSTGRESQL"})
    @DisplayName("import refuses a game that already exists, says so, and changes nothing")
    void importRefusesAnExistingGame(Vendor vendor) throws Exception {
        try (CoreFixture core = new CoreFixture(vendor)) {
            GameArchive.Archive archive = archives.read(new ByteArrayInputStream(export(core.db, Optional.empty())));
            List<PlayerRow> before = core.db.read(c -> new PlayerStore().players(c, "g"));
            assertThatThrownBy(() -> core.db.inTransaction(c -> archives.restore(c, archive)))
                    .isInstanceOf(StoreException.class)
                    .hasMessage("the game g already exists in this database (\"Test game\", turn 0); nothing was "
                            + "imported. To replace it, delete it first with 'adjutant game delete g --yes'");
            List<PlayerRow> after = core.db.read(c -> new PlayerStore().players(c, "g"));
            assertThat(after).isEqualTo(before);
        }
    }

    @ParameterizedTest
    @CsvSource({"H2", "POSTGRESQL"})
    @DisplayName("a game deleted by mistake comes back from its export (the sent mail the delete kept is not doubled)")
    void deletedGameComesBack(Vendor vendor) throws Exception {
        try (CoreFixture core = new CoreFixture(vendor)) {
            runner(core.db, core.games).run("g", DEADLINE, List.of());
            OutboxStore outbox = new OutboxStore(Clock.fixed(DEADLINE, ZoneOffset.UTC));
            for (String key : List.of("report:g:1:alice@example.org:POSITION", "ack:7")) {
                core.db.inTransaction(c -> {
                    long id = outbox.enqueue(c, new OutboxItem(key, "g", OutboxKind.REPORT, "<" + key + "@robot>",
                            List.of("alice@example.org"), "Turn 1", new byte[] {1, 2, 3})).id();
                    return outbox.markSending(c, id, DEADLINE) && outbox.markSent(c, outbox.find(c, id).orElseThrow(), "test");
                });
            }
            String state = core.db.read(c -> new GameStore().loadState(c, "g", 1));
            GameArchive.Archive archive = archives.read(new ByteArrayInputStream(export(core.db, Optional.empty())));
            assertThat(archive.counts()).containsEntry("outbox", 2);
            core.db.inTransaction(c -> new GameStore().delete(c, "g"));
            Map<String, Integer> counts = core.db.inTransaction(c -> archives.restore(c, archive));

            String restored = core.db.read(c -> new GameStore().loadState(c, "g", 1));
            assertThat(restored).isEqualTo(state);
            assertThat(counts).as("the sent mails the delete kept").containsEntry("outbox", 0);
            Map<OutboxStatus, Integer> mail = core.db.read(c -> outbox.countByStatus(c, "g"));
            assertThat(mail).containsEntry(OutboxStatus.SENT, 2);
        }
    }

    @ParameterizedTest
    @CsvSource({"not json at all", "{\"format\": \"something-else\"}"})
    @DisplayName("a file that is not a game export is refused with a reason")
    void notAnExport(String text) {
        assertThatThrownBy(() -> archives.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8))))
                .isInstanceOf(StoreException.class).hasMessageStartingWith("not an Adjutant game export");
    }

    private byte[] export(Database db, Optional<String> gameFile) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        db.inTransaction(c -> {
            try {
                return archives.export(c, "g", gameFile, NEXT, out);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        return out.toByteArray();
    }

    /** Runs the next turn in the original and in the copy; both give the same state, events and orders. */
    static StoredGames nextTurnIsTheSame(CoreFixture core, Database copy) {
        StoredGames moved = new StoredGames(copy, Map.of("toy", core.ruleset));
        runner(core.db, core.games).run("g", NEXT, List.of("mod@example.org"));
        runner(copy, moved).run("g", NEXT, List.of("mod@example.org"));

        String stateThere = copy.read(c -> new GameStore().loadState(c, "g", 2));
        String stateHere = core.db.read(c -> new GameStore().loadState(c, "g", 2));
        assertThat(stateThere).isEqualTo(stateHere);
        List<TurnStore.StoredEvent> eventsThere = copy.read(c -> new TurnStore().events(c, "g", 2));
        List<TurnStore.StoredEvent> eventsHere = core.db.read(c -> new TurnStore().events(c, "g", 2));
        assertThat(eventsThere).isEqualTo(eventsHere);
        assertThat(lines(copy)).isEqualTo(lines(core.db)).contains("C3 SUBMITTED [MOVE SOUTH]");
        return moved;
    }

    static List<String> lines(Database db) {
        return db.read(c -> new TurnStore().orders(c, "g", 2)).stream()
                .map(o -> o.unitId() + " " + o.source() + " " + o.lines()).toList();
    }

    static TurnRunner runner(Database db, StoredGames games) {
        return new TurnRunner(db, games, new TemplateRenderer(CoreFixture.templates(), CoreFixture.testTemplates()),
                (c, key, game, to, mail) -> { }, Clock.fixed(NEXT, ZoneOffset.UTC));
    }

    static void order(Database db, IntakeProcessor intake, String role, String password, String unit,
                              String orders, Instant at) {
        db.inTransaction(c -> intake.process(c, new IncomingMail(0, role + "@example.org", "o", "<" + role + at
                + "@x>", at, "UNIT " + unit + " PASSWORD " + password + "\n" + orders)));
    }
}
