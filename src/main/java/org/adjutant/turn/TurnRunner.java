package org.adjutant.turn;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import org.adjutant.game.Deadlines;
import org.adjutant.game.GameRegistry;
import org.adjutant.game.HostedGame;
import org.adjutant.report.TemplateRenderer;
import org.adjutant.ruleset.GameState;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.Ruleset;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.UnitInfo;
import org.adjutant.ruleset.UnitOrders;
import org.adjutant.store.Assignment;
import org.adjutant.store.Database;
import org.adjutant.store.GameStore;
import org.adjutant.store.OrderQueueStore;
import org.adjutant.store.PlayerRow;
import org.adjutant.store.PlayerStore;
import org.adjutant.store.QueuedBlock;
import org.adjutant.store.TurnStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs one deadline of one game. Everything slow or fallible in the turn itself (the ruleset) happens before its
 * transaction; the transaction then writes the turn, its frozen orders, its events and the new state at once. The
 * turn row is unique per deadline, so a deadline that fires again (after a crash, or because Quartz recovered it)
 * finds its turn already there and does not run it again.
 *
 * <p>The reports are drawn after that commit and queued as they are drawn ({@link ReportStream}), so the robot can
 * send the first while it draws the last. The turn row says whether all its reports are queued; a crash in between
 * leaves it short, and {@link #finishPendingReports} replays the turn from its stored state, frozen orders and seed
 * (the engine is deterministic, and the replay must reach the stored state again) to queue the rest.
 */
@SuppressWarnings("try") // cluster locks are held by try-with-resources, not used
public final class TurnRunner {
    private static final Logger log = LoggerFactory.getLogger(TurnRunner.class);

    private final Database db;
    private final GameRegistry games;
    private final TemplateRenderer templates;
    private final ReportQueue reports;
    private final Clock clock;
    private final Deadlines deadlines;
    private final GameStore gameStore = new GameStore();
    private final PlayerStore playerStore = new PlayerStore();
    private final OrderQueueStore queueStore = new OrderQueueStore();
    private final TurnStore turnStore = new TurnStore();
    private final TurnReplay replay;

    public TurnRunner(Database db, GameRegistry games, TemplateRenderer templates, ReportQueue reports, Clock clock) {
        this(db, games, templates, reports, clock, Deadlines.NONE);
    }

    /** @param deadlines the next deadline each report states (after the turn has run) */
    public TurnRunner(Database db, GameRegistry games, TemplateRenderer templates, ReportQueue reports, Clock clock,
                      Deadlines deadlines) {
        this.db = db;
        this.games = games;
        this.templates = templates;
        this.reports = reports;
        this.clock = clock;
        this.deadlines = deadlines;
        this.replay = new TurnReplay(db, games);
    }

    /** Resolves the turn due at {@code deadline}; {@code moderators} receive the whole truth. */
    public TurnResult run(String gameId, Instant deadline, List<String> moderators) {
        return run(gameId, deadline, moderators, Courier.NONE);
    }

    /**
     * Resolves the turn due at {@code deadline}, then draws and queues its reports while {@code courier} sends the
     * ones already queued. An earlier turn of the game whose reports a crash cut short is finished first.
     */
    public TurnResult run(String gameId, Instant deadline, List<String> moderators, Courier courier) {
        return run(gameId, deadline, Cutoff.at(deadline), moderators, courier);
    }

    /**
     * Resolves the turn of {@code deadline} (the deadline as scheduled: one turn per deadline) with the orders
     * {@code cutoff} lets in, then draws and queues its reports as above.
     */
    public TurnResult run(String gameId, Instant deadline, Cutoff cutoff, List<String> moderators, Courier courier) {
        return run(gameId, deadline, cutoff, moderators, courier, InCommit.NOTHING);
    }

    /**
     * The same; {@code inCommit} is written in the turn's own transaction. The deadline keeper marks the deadline run
     * there, so that the reports, drawn after the commit, state the next deadline and not the one just used.
     */
    public TurnResult run(String gameId, Instant deadline, Cutoff cutoff, List<String> moderators, Courier courier,
                          InCommit inCommit) {
        // Robots sharing the database: one at a time, and the second finds the turn of the deadline already there.
        try (Database.ClusterLock lock = db.gameLock(gameId)) {
            return runLocked(gameId, deadline, cutoff, moderators, courier, inCommit);
        }
    }

    /** What a caller writes in the transaction that commits a turn, given the turn's number. */
    @FunctionalInterface
    public interface InCommit {
        InCommit NOTHING = (c, turn) -> { };

        void write(Connection c, int turn) throws SQLException;
    }

    private TurnResult runLocked(String gameId, Instant deadline, Cutoff cutoff, List<String> moderators,
                                 Courier courier, InCommit inCommit) {
        HostedGame game = games.game(gameId)
                .orElseThrow(() -> new IllegalArgumentException("no game " + gameId));
        if (game.row().archived()) {
            log.warn("game {} is archived: the deadline {} runs no turn", gameId, deadline);
            return new TurnResult(gameId, game.row().currentTurn(), true, 0, 0, 0, 0);
        }
        for (TurnStore.TurnKey owed : db.read(turnStore::awaitingReports)) {
            if (owed.gameId().equals(gameId)) {
                finishSafely(owed, moderators, courier);
            }
        }
        Optional<Integer> done = db.read(c -> turnStore.turnFor(c, gameId, deadline));
        if (done.isPresent()) {
            log.info("game {}: the deadline {} already ran as turn {}", gameId, deadline, done.get());
            return new TurnResult(gameId, done.get(), true, 0, 0, 0, 0);
        }
        int turn = game.row().currentTurn() + 1;
        Plan plan = db.read(c -> plan(c, game, cutoff, moderators));

        Map<String, UnitOrders> orders = new TreeMap<>();
        List<TurnStore.FrozenOrders> frozen = new ArrayList<>();
        int submitted = 0;
        for (UnitInfo unit : game.units()) {
            QueuedBlock block = plan.effective.get(unit.id());
            if (block != null) {
                submitted++;
                orders.put(unit.id(), new UnitOrders(unit.id(), UnitOrders.Source.SUBMITTED, block.orders()));
                frozen.add(new TurnStore.FrozenOrders(unit.id(), "SUBMITTED", block.id(), block.orders()));
            } else {
                List<String> defaults = game.ruleset().defaultOrders(game.state(), unit.id());
                orders.put(unit.id(), new UnitOrders(unit.id(), UnitOrders.Source.DEFAULT, defaults));
                frozen.add(new TurnStore.FrozenOrders(unit.id(), "DEFAULT", 0, defaults));
            }
        }
        int defaulted = frozen.size() - submitted;

        TurnOutcome outcome = game.ruleset().resolve(game.state(), turn, orders,
                TurnReplay.officeOrders(plan.effective),
                SeededDice.forTurn(game.row().seed(), turn));
        String newState = game.ruleset().encode(outcome.next());

        List<TurnStore.StoredEvent> events = new ArrayList<>();
        int seq = 0;
        for (TurnEvent e : outcome.events()) {
            events.add(new TurnStore.StoredEvent(++seq, e.phase(), e.kind(), e.describe(),
                    List.copyOf(e.visibility().observers())));
        }
        String summary = "turn " + turn + ": " + submitted + " units with orders, " + defaulted + " on default orders, "
                + events.size() + " events, reports to " + plan.recipients.size() + " recipients";

        db.inTransaction(c -> {
            turnStore.insertTurn(c, gameId, turn, deadline, clock.instant(), summary);
            queueStore.freeze(c, plan.pending, turn);
            turnStore.insertOrders(c, gameId, turn, frozen);
            turnStore.insertEvents(c, gameId, turn, events);
            gameStore.saveState(c, gameId, turn, newState);
            gameStore.setCurrentTurn(c, gameId, turn);
            seatNewUnits(c, game, outcome);
            inCommit.write(c, turn);
            return null;
        });
        games.refresh(gameId);
        log.info("game {}: {}", gameId, summary);
        int mails = queueReports(new ReportStream.Job(game.ruleset(), game.state(), turn, outcome, plan.recipients,
                TurnReplay.common(game, turn), frozen, deadlines.next(gameId), db.read(c -> replay.zones(c, gameId))),
                courier);
        return new TurnResult(gameId, turn, false, submitted, defaulted, events.size(), mails);
    }

    /** Units the turn brought into the game get the players of the role slots they name, in the turn's commit. */
    private void seatNewUnits(Connection c, HostedGame game, TurnOutcome outcome) throws SQLException {
        String gameId = game.row().id();
        Set<String> before = new TreeSet<>();
        for (UnitInfo u : game.units()) {
            before.add(u.id());
        }
        Set<String> assigned = new TreeSet<>();
        for (Assignment a : playerStore.assignments(c, gameId)) {
            assigned.add(a.unitId());
        }
        List<NewUnitSeats.Seat> seats = NewUnitSeats.of(before, game.ruleset().units(outcome.next()), assigned,
                playerStore.players(c, gameId));
        for (NewUnitSeats.Seat seat : seats) {
            playerStore.assign(c, gameId, seat.unitId(), seat.commanderId(), seat.deputyId(), clock.instant(),
                    seat.detail());
        }
    }

    /**
     * Queues the missing reports of every turn that a crash left short, oldest first, sending as it goes. A turn
     * that cannot be finished is logged and left for the next call; the others still go.
     *
     * @param moderatorsOf the moderator addresses of a game (they receive the whole truth)
     * @return how many turns were finished
     */
    public int finishPendingReports(Function<String, List<String>> moderatorsOf, Courier courier) {
        int finished = 0;
        for (TurnStore.TurnKey owed : db.read(turnStore::awaitingReports)) {
            // A turn whose game another robot is working on is that robot's to finish: it may be streaming them.
            Optional<Database.ClusterLock> lock = db.tryGameLock(owed.gameId());
            if (lock.isEmpty()) {
                continue;
            }
            try (Database.ClusterLock held = lock.get()) {
                if (db.read(turnStore::awaitingReports).contains(owed)
                        && finishSafely(owed, moderatorsOf.apply(owed.gameId()), courier)) {
                    finished++;
                }
            }
        }
        return finished;
    }

    private boolean finishSafely(TurnStore.TurnKey owed, List<String> moderators, Courier courier) {
        try {
            finish(owed, moderators, courier);
            return true;
        } catch (RuntimeException e) {
            log.error("game {}: the reports of turn {} could not be finished; trying again later", owed.gameId(),
                    owed.number(), e);
            return false;
        }
    }

    /** Replays a turn whose reports were cut short and queues them all again (the rows already queued stay). */
    private void finish(TurnStore.TurnKey owed, List<String> moderators, Courier courier) {
        String gameId = owed.gameId();
        int turn = owed.number();
        TurnReplay.Replayed r = replay.replay(gameId, turn);
        int revision = db.read(c -> turnStore.revision(c, gameId, turn));
        ReportStream.Job job = new ReportStream.Job(r.game().ruleset(), r.before(), turn, r.outcome(),
                db.read(c -> replay.recipients(c, gameId, moderators)), TurnReplay.common(r.game(), turn), r.frozen(),
                deadlines.next(gameId), db.read(c -> replay.zones(c, gameId)));
        int mails = queueReports(revision == 0 ? job : job.marked(correction(revision)), courier);
        log.info("game {}: the reports of turn {} were finished after a break ({} mails, those already queued kept)",
                gameId, turn, mails);
    }

    /** The marking of the reports of a turn a rollback ran again ({@code revision} times so far). */
    public static ReportStream.Marking correction(int revision) {
        return new ReportStream.Marking(":r" + revision, "CORRECTION: ", "CORRECTION: the moderators rolled the game "
                + "back and ran this turn again. This report replaces the one of this turn you received before"
                + (revision > 1 ? " (this is correction " + revision + ")" : "") + ".");
    }

    private int queueReports(ReportStream.Job job, Courier courier) {
        String gameId = String.valueOf(job.common().get("gameId"));
        return ReportStream.run(db, job, templates, reports, c -> {
            turnStore.markReportsDone(c, gameId, job.turn());
            return null;
        }, courier);
    }

    private Plan plan(Connection c, HostedGame game, Cutoff cutoff, List<String> moderators) throws SQLException {
        List<QueuedBlock> pending = cutoff.choose(queueStore.pending(c, game.id(), cutoff.lateUpTo()));
        Map<String, QueuedBlock> effective = EffectiveOrders.select(pending);
        return new Plan(pending, effective, replay.recipients(c, game.id(), moderators));
    }

    private record Plan(List<QueuedBlock> pending, Map<String, QueuedBlock> effective, List<Recipient> recipients) {
    }

}
