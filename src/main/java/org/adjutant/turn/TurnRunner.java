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
import org.adjutant.game.GameRegistry;
import org.adjutant.game.HostedGame;
import org.adjutant.report.RenderedMail;
import org.adjutant.report.TemplateRenderer;
import org.adjutant.ruleset.GameState;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.ReportDraft;
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
 * Runs one deadline of one game. Everything slow or fallible (the ruleset, templates, images) happens before the
 * transaction; the transaction then writes the turn, its frozen orders, its events, the new state and every report
 * mail at once. The turn row is unique per deadline, so a deadline that fires again — after a crash, or because
 * Quartz recovered it — finds its turn already there and does nothing.
 */
public final class TurnRunner {
    private static final Logger log = LoggerFactory.getLogger(TurnRunner.class);
    private static final int RENDER_THREADS = Runtime.getRuntime().availableProcessors();

    private final Database db;
    private final GameRegistry games;
    private final TemplateRenderer templates;
    private final ReportQueue reports;
    private final Clock clock;
    private final GameStore gameStore = new GameStore();
    private final PlayerStore playerStore = new PlayerStore();
    private final OrderQueueStore queueStore = new OrderQueueStore();
    private final TurnStore turnStore = new TurnStore();

    public TurnRunner(Database db, GameRegistry games, TemplateRenderer templates, ReportQueue reports, Clock clock) {
        this.db = db;
        this.games = games;
        this.templates = templates;
        this.reports = reports;
        this.clock = clock;
    }

    /** Resolves the turn due at {@code deadline}; {@code moderators} receive the whole truth. */
    public TurnResult run(String gameId, Instant deadline, List<String> moderators) {
        HostedGame game = games.game(gameId)
                .orElseThrow(() -> new IllegalArgumentException("no game " + gameId));
        Optional<Integer> done = db.read(c -> turnStore.turnFor(c, gameId, deadline));
        if (done.isPresent()) {
            log.info("game {}: the deadline {} already ran as turn {}", gameId, deadline, done.get());
            return new TurnResult(gameId, done.get(), true, 0, 0, 0, 0);
        }
        int turn = game.row().currentTurn() + 1;
        Plan plan = db.read(c -> plan(c, game, deadline, moderators));

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

        Map<String, List<String>> officeOrders = new TreeMap<>();
        plan.effective.forEach((key, block) -> {
            if (key.startsWith("@")) {
                officeOrders.put(key.substring(1), block.orders());
            }
        });
        TurnOutcome outcome = game.ruleset().resolve(game.state(), turn, orders, officeOrders,
                SeededDice.forTurn(game.row().seed(), turn));
        String newState = game.ruleset().encode(outcome.next());

        List<TurnStore.StoredEvent> events = new ArrayList<>();
        int seq = 0;
        for (TurnEvent e : outcome.events()) {
            events.add(new TurnStore.StoredEvent(++seq, e.phase(), e.kind(), e.describe(),
                    List.copyOf(e.visibility().observers())));
        }

        Map<String, Object> common = new LinkedHashMap<>();
        common.put("gameId", gameId);
        common.put("gameTitle", game.row().title());
        common.put("turn", turn);
        List<QueuedReport> mails = renderReports(game.ruleset(), game.state(), turn, outcome, plan.recipients, common,
                frozen, templates, reports);
        String summary = "turn " + turn + ": " + submitted + " units with orders, " + defaulted + " on default orders, "
                + events.size() + " events, " + mails.size() + " reports";

        db.inTransaction(c -> {
            turnStore.insertTurn(c, gameId, turn, deadline, clock.instant(), summary);
            queueStore.freeze(c, plan.pending, turn);
            turnStore.insertOrders(c, gameId, turn, frozen);
            turnStore.insertEvents(c, gameId, turn, events);
            gameStore.saveState(c, gameId, turn, newState);
            gameStore.setCurrentTurn(c, gameId, turn);
            queueReports(c, mails);
            return null;
        });
        games.refresh(gameId);
        log.info("game {}: {}", gameId, summary);
        return new TurnResult(gameId, turn, false, submitted, defaulted, events.size(), mails.size());
    }

    /** One report mail of a deadline, rendered, prepared by the queue, and ready for the turn's transaction. */
    public record QueuedReport(String key, String gameId, List<String> to, RenderedMail mail,
                               ReportQueue.Prepared prepared) {
    }

    /**
     * Every report of a deadline, rendered. Drawing maps is the slow part of a deadline: recipients are rendered on
     * every core, and the results are gathered in recipient order, so the mails (and their outbox rows) are the same
     * whatever the threads did. Public so the report benchmark measures exactly what a deadline does.
     *
     * @param common the model every template gets (game id and title, turn number); each recipient adds his own
     * @param queue  prepares each mail on the render thread (the outbox composes its MIME there)
     */
    public static List<QueuedReport> renderReports(Ruleset ruleset, GameState before, int turn, TurnOutcome outcome,
                                                   List<Recipient> recipients, Map<String, Object> common,
                                                   List<TurnStore.FrozenOrders> frozen, TemplateRenderer templates,
                                                   ReportQueue queue) {
        String gameId = String.valueOf(common.get("gameId"));
        List<QueuedReport> mails = new ArrayList<>();
        for (List<QueuedReport> forOne : renderAll(recipients, r -> {
            List<QueuedReport> out = new ArrayList<>();
            for (ReportDraft draft : ruleset.reports(before, turn, outcome, r)) {
                Map<String, Object> model = new LinkedHashMap<>(common);
                model.put("recipient", r);
                if (r.moderator() && draft.kind().equals("summary")) {
                    model.put("frozenOrders", frozen);
                }
                RenderedMail mail = templates.report(draft, model);
                String key = "report:" + gameId + ":" + turn + ":" + r.email() + ":" + draft.kind();
                List<String> to = List.of(r.email());
                out.add(new QueuedReport(key, gameId, to, mail, queue.prepare(key, gameId, to, mail)));
            }
            return out;
        })) {
            mails.addAll(forOne);
        }
        return mails;
    }

    /** Puts rendered reports in the outbox, inside the caller's transaction (the turn's). */
    public static void queueReports(Connection c, List<QueuedReport> mails) throws SQLException {
        for (QueuedReport m : mails) {
            m.prepared().queue(c);
        }
    }

    private static <T> List<T> renderAll(List<Recipient> recipients, java.util.function.Function<Recipient, T> work) {
        int threads = Math.max(1, Math.min(RENDER_THREADS, recipients.size()));
        if (threads == 1) {
            return recipients.stream().map(work).toList();
        }
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "adjutant-report");
            t.setDaemon(true);
            return t;
        });
        try {
            List<java.util.concurrent.Future<T>> futures = new ArrayList<>();
            for (Recipient r : recipients) {
                futures.add(pool.submit(() -> work.apply(r)));
            }
            List<T> results = new ArrayList<>();
            for (java.util.concurrent.Future<T> f : futures) {
                results.add(f.get());
            }
            return results;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while rendering reports", e);
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException("a report could not be rendered", e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    private Plan plan(Connection c, HostedGame game, Instant deadline, List<String> moderators) throws SQLException {
        List<QueuedBlock> pending = queueStore.pending(c, game.id(), deadline);
        Map<String, QueuedBlock> effective = EffectiveOrders.select(pending);
        return new Plan(pending, effective, recipients(c, game, moderators));
    }

    /** Every player with units or offices, and every moderator address, each once (one mail per report). */
    private List<Recipient> recipients(Connection c, HostedGame game, List<String> moderators) throws SQLException {
        Map<Long, Set<String>> commands = new TreeMap<>();
        Map<Long, Set<String>> deputies = new TreeMap<>();
        for (Assignment a : playerStore.assignments(c, game.id())) {
            if (a.commanderId() != 0) {
                commands.computeIfAbsent(a.commanderId(), k -> new TreeSet<>()).add(a.unitId());
            }
            if (a.deputyId() != 0) {
                deputies.computeIfAbsent(a.deputyId(), k -> new TreeSet<>()).add(a.unitId());
            }
        }
        List<Recipient> result = new ArrayList<>();
        Set<String> moderatorEmails = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        moderatorEmails.addAll(moderators);
        for (PlayerRow p : playerStore.players(c, game.id())) {
            boolean moderator = p.moderator() || moderatorEmails.remove(p.email());
            Set<String> commanded = commands.getOrDefault(p.id(), Set.of());
            Set<String> deputy = deputies.getOrDefault(p.id(), Set.of());
            if (moderator || !commanded.isEmpty() || !deputy.isEmpty() || !p.offices().isEmpty()) {
                result.add(new Recipient(p.name(), p.email(), commanded, deputy, p.offices(), moderator));
            }
        }
        for (String email : moderatorEmails) {
            result.add(new Recipient("Moderator", email, Set.of(), Set.of(), Set.of(), true));
        }
        return result;
    }

    private record Plan(List<QueuedBlock> pending, Map<String, QueuedBlock> effective, List<Recipient> recipients) {
    }

}
