package org.adjutant.app;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.function.Function;
import org.adjutant.config.GameConfig;
import org.adjutant.game.HostedGame;
import org.adjutant.game.NextDeadline;
import org.adjutant.game.StoredGames;
import org.adjutant.schedule.Attendance;
import org.adjutant.schedule.AttendanceReader;
import org.adjutant.schedule.GameSchedule;
import org.adjutant.schedule.TurnTiming;
import org.adjutant.store.Database;
import org.adjutant.store.DeadlineSlotStore;
import org.adjutant.store.DeadlineSlotStore.Slot;
import org.adjutant.store.DeadlineSlotStore.Status;
import org.adjutant.store.PlayerRow;
import org.adjutant.store.PlayerStore;
import org.adjutant.store.TurnStore;
import org.adjutant.turn.Courier;
import org.adjutant.turn.Cutoff;
import org.adjutant.turn.TurnResult;
import org.adjutant.turn.TurnRunner;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps each game's deadlines by its deadline policy ({@link TurnTiming}): a deadline Quartz fired is OPEN in the
 * database until its turn runs, so grace, extensions and postponements survive a restart, and every polling round
 * asks again whether a turn is due, a reminder owed, or an early turn allowed. Runs on the robot's worker only.
 *
 * <p>One game's failure never stops another's: each game is looked at on its own, and a turn that throws leaves its
 * deadline FAILED (the moderators are told once) until a moderator's RUN NOW tries again.
 */
@SuppressWarnings("try") // cluster locks are held by try-with-resources, not used
final class DeadlineKeeper {
    private static final Logger log = LoggerFactory.getLogger(DeadlineKeeper.class);

    private final Database db;
    private final Clock clock;
    private final StoredGames games;
    private final TurnRunner turns;
    private final Function<String, Optional<GameConfig>> configs;
    private final Notices notices;
    private final Courier courier;
    private final Consumer<TurnResult> afterTurn;
    private final DeadlineSlotStore slots = new DeadlineSlotStore();
    private final AttendanceReader attendance = new AttendanceReader();
    private final PlayerStore players = new PlayerStore();
    private final TurnStore turnStore = new TurnStore();
    private final AbsenceEnds absenceEnds;
    /** Whether the mailbox has been read since a deadline: its turn waits until then. */
    private MailboxReading mailbox = MailboxReading.ALWAYS;

    DeadlineKeeper(Database db, Clock clock, StoredGames games, TurnRunner turns,
                   Function<String, Optional<GameConfig>> configs, Notices notices, Courier courier,
                   Consumer<TurnResult> afterTurn) {
        this.db = db;
        this.clock = clock;
        this.games = games;
        this.turns = turns;
        this.configs = configs;
        this.notices = notices;
        this.courier = courier;
        this.afterTurn = afterTurn;
        this.absenceEnds = new AbsenceEnds(db, notices);
    }

    /** Turns wait for {@code reading}: a deadline's turn runs on a mailbox read after the deadline. */
    void readMailboxWith(MailboxReading reading) {
        this.mailbox = reading;
    }

    /** Quartz fired the game's deadline {@code at}: it is OPEN now, and its turn runs if the policy says so. */
    void reached(String gameId, Instant at) {
        try (Database.ClusterLock lock = db.gameLock(gameId)) {
            reachedLocked(gameId, at);
        }
    }

    private void reachedLocked(String gameId, Instant at) {
        Instant now = clock.instant();
        Slot slot = db.inTransaction(c -> slots.reach(c, gameId, at, now));
        if (slot.status() != Status.OPEN) {
            log.info("game {}: deadline {} fired again; it is {} already", gameId, at, slot.status());
            return;
        }
        keep(gameId);
    }

    /**
     * Looks at every game in force: each on its own, so one game's trouble stays its own. A game another robot is
     * looking after right now (it holds the game's lock) is left to it.
     */
    void round(Iterable<String> gameIds) {
        for (String gameId : gameIds) {
            Optional<Database.ClusterLock> lock = db.tryGameLock(gameId);
            if (lock.isEmpty()) {
                continue;
            }
            try (Database.ClusterLock held = lock.get()) {
                keep(gameId);
            } catch (RuntimeException e) {
                log.error("game {}: keeping its deadlines failed; the other games go on", gameId, e);
            }
        }
    }

    /**
     * The game's stored position cannot be read (a bug, a bad restore): no turn can run. Each deadline that has come
     * fails as a failing turn does (the moderators told once, RUN NOW tries again); the other games go on.
     */
    private void unreadable(String gameId, RuntimeException e) {
        Instant now = clock.instant();
        List<Slot> open = db.read(c -> slots.withStatus(c, gameId, Status.OPEN));
        if (open.isEmpty()) {
            log.warn("game {}: its stored position cannot be read ({}); the other games go on", gameId, e.toString());
            return;
        }
        log.error("game {}: its stored position cannot be read; its deadline fails, the other games go on", gameId, e);
        List<String> moderators = moderators(gameId);
        db.inTransaction(c -> {
            for (Slot s : open) {
                slots.close(c, gameId, s.at(), Status.FAILED, now, String.valueOf(e));
                for (String m : moderators) {
                    notices.send(c, "turn-failed:" + gameId + ":" + s.at(), gameId, Notices.To.moderator(m),
                            "the turn could not run", List.of(
                                    "The turn of the deadline " + when(gameId, s.at()) + " could not run: the game's "
                                            + "stored position cannot be read:", "", "    " + e, "",
                                    "Nothing was changed; the orders wait. The other games go on. Once the cause "
                                            + "is fixed (see the robot's log), RUN NOW runs this turn."), false);
                }
            }
            return null;
        });
    }

    /** Whether the game is held by its file's {@code paused} or by a moderator's PAUSE. */
    boolean paused(GameConfig config, HostedGame game) {
        return config.paused() || game.row().pausedByCommand();
    }

    private void keep(String gameId) {
        Optional<GameConfig> config = configs.apply(gameId);
        Optional<HostedGame> game;
        try {
            game = games.game(gameId);
        } catch (RuntimeException e) {
            unreadable(gameId, e);
            return;
        }
        if (config.isEmpty() || game.isEmpty() || game.get().row().archived()) {
            return;
        }
        Instant now = clock.instant();
        absenceEnds.endDue(gameId, now, config.get().zone());
        TurnTiming timing = new TurnTiming(config.get().policy());
        List<Slot> open = db.read(c -> slots.withStatus(c, gameId, Status.OPEN));
        if (open.size() > 1) {
            skipLater(gameId, open);
        }
        if (paused(config.get(), game.get())) {
            return;
        }
        int next = game.get().row().currentTurn() + 1;
        if (!open.isEmpty() && now.isBefore(open.get(0).base())) {
            // Reached, but an EXTEND (or the NMR guard) moved it on: until then it is the coming deadline, with the
            // reminders and the early turn of any coming deadline, counted from the time it now has.
            beforeDeadline(gameId, game.get(), timing, open.get(0), now);
            return;
        }
        if (!open.isEmpty()) {
            Slot s = open.get(0);
            if (!mailbox.readSince(s.base())) {
                // Mail that reached the server by the deadline belongs to this turn: none is decided (run, grace,
                // postponement) on a mailbox not read since the deadline. The next poll that reads it decides.
                heldForMailbox(gameId, s, now);
                return;
            }
            Attendance who = db.read(c -> attendance.read(c, gameId, next, s.base(), now));
            TurnTiming.Decision d = timing.reached(new TurnTiming.Slot(s.at(), s.shift(), s.postponed()), now, who);
            if (d instanceof TurnTiming.Run r) {
                run(gameId, s.at(), new Cutoff(r.base(), r.lateUpTo()), "at its deadline");
            } else if (d instanceof TurnTiming.Wait w && w.why() == TurnTiming.Wait.Why.GRACE) {
                graceNotices(gameId, s, w.until(), who);
            } else if (d instanceof TurnTiming.Postpone p) {
                postpone(gameId, s, p, who);
            }
            return;
        }
        upcoming(config.get(), now).ifPresent(u -> beforeDeadline(gameId, game.get(), timing, u, now));
    }

    /** Before the deadline {@code u}: the reminder due, and the early turn if everyone is in and READY. */
    private void beforeDeadline(String gameId, HostedGame game, TurnTiming timing, Slot u, Instant now) {
        int next = game.row().currentTurn() + 1;
        Attendance who = db.read(c -> attendance.read(c, gameId, next, u.base(), now));
        TurnTiming.Slot slot = new TurnTiming.Slot(u.at(), u.shift(), u.postponed());
        if (!mailbox.readable()) {
            return; // "no orders yet" or an early turn, judged on a mailbox that cannot be read, would be wrong
        }
        timing.reminderDue(slot, now).ifPresent(before -> remind(gameId, u, before, who));
        Instant last = db.read(c -> lastTurnAt(c, game));
        if (timing.early(slot, now, last, who).now()) {
            log.info("game {}: every unit has orders and every commander is READY: the turn of {} runs early",
                    gameId, u.at());
            run(gameId, u.at(), Cutoff.at(now), "early: every unit had orders and every commander was READY");
        }
    }

    /**
     * What a moderator's RUN NOW given at {@code given} does now. A RUN NOW runs the turn that was next when it was
     * given: if that turn has run since ({@code served}: a second RUN NOW for the same turn, or its deadline came
     * first), nothing runs. Otherwise it runs the turn of the earliest deadline waiting (reached and open, or failed),
     * else that of the next deadline of the schedule, brought forward ({@code slot}, WAITING: when that deadline
     * comes it has run, as after an early turn), else, with no deadline to come, a turn of its own.
     */
    record RunNowPlan(Optional<TurnStore.Ran> served, Optional<Slot> slot) {
    }

    RunNowPlan runNowPlan(String gameId, Instant given) {
        Optional<TurnStore.Ran> served = db.read(c -> turnStore.firstRanAfter(c, gameId, given));
        if (served.isPresent()) {
            return new RunNowPlan(served, Optional.empty());
        }
        Optional<Slot> waiting = db.read(c -> slots.withStatus(c, gameId, Status.OPEN, Status.FAILED)).stream()
                .findFirst();
        if (waiting.isEmpty()) {
            waiting = configs.apply(gameId).flatMap(cfg -> upcoming(cfg, clock.instant()));
        }
        return new RunNowPlan(Optional.empty(), waiting);
    }

    /**
     * Carries out a moderator's RUN NOW given at {@code at} ({@link #runNowPlan}), taking the orders received until
     * now. Safe to call twice for one request (Quartz recovers its job after a crash): the second finds it served.
     */
    TurnResult runNow(String gameId, Instant at) {
        try (Database.ClusterLock lock = db.gameLock(gameId)) {
            return runNowLocked(gameId, at);
        }
    }

    private TurnResult runNowLocked(String gameId, Instant at) {
        Instant now = clock.instant();
        RunNowPlan plan = runNowPlan(gameId, at);
        if (plan.served().isPresent()) {
            TurnStore.Ran ran = plan.served().get();
            log.info("game {}: the RUN NOW of {} asked for turn {}, which ran at {}: nothing more runs", gameId, at,
                    ran.number(), ran.at());
            return new TurnResult(gameId, ran.number(), true, 0, 0, 0, 0);
        }
        if (plan.slot().isEmpty()) {
            return run(gameId, at, Cutoff.at(at), "on a moderator's RUN NOW");
        }
        Slot s = plan.slot().get();
        if (s.status() == Status.WAITING) {
            return run(gameId, s.at(), Cutoff.at(now), "on a moderator's RUN NOW, before its deadline");
        }
        db.inTransaction(c -> {
            slots.reopen(c, gameId, s.at());
            return null;
        });
        Instant base = s.base().isBefore(now) ? s.base() : now;
        return run(gameId, s.at(), new Cutoff(base, now), "on a moderator's RUN NOW");
    }

    /** Runs the turn of exactly this deadline now, with the orders received by it (tests, the demo, old callers). */
    TurnResult runDeadline(String gameId, Instant deadline) {
        try (Database.ClusterLock lock = db.gameLock(gameId)) {
            return run(gameId, deadline, Cutoff.at(deadline), "at its deadline");
        }
    }

    private TurnResult run(String gameId, Instant at, Cutoff cutoff, String how) {
        Optional<Integer> lastTurn = configs.apply(gameId).flatMap(GameConfig::lastTurn);
        int current = games.game(gameId).map(g -> g.row().currentTurn()).orElse(0);
        if (lastTurn.isPresent() && current >= lastTurn.get()) {
            // The robot stopped between the last turn and the game's end, and a deadline came first at its start:
            // it runs no turn past the last; the round after it ends the game.
            log.warn("game {}: its last turn, turn {}, has run: the deadline {} runs no turn, the game ends", gameId,
                    current, at);
            return new TurnResult(gameId, current, true, 0, 0, 0, 0);
        }
        List<String> moderators = moderators(gameId);
        Instant now = clock.instant();
        TurnResult result;
        try {
            // The deadline is RAN in the turn's own commit: the reports, drawn after it, state the next deadline.
            result = turns.run(gameId, at, cutoff, moderators, courier, (c, turn) -> slots.close(c, gameId, at,
                    Status.RAN, now, "turn " + turn + " " + how));
        } catch (org.adjutant.store.StoreException e) {
            if (!e.transientConflict()) {
                throw failed(gameId, at, moderators, now, e);
            }
            // Robots sharing the database: PostgreSQL gave the turn's transaction up for another robot's. Nothing of
            // it was saved; the deadline stays OPEN and the next round runs it again.
            log.warn("game {}: the turn of {} met another robot's transaction ({}); it runs again at the next round",
                    gameId, at, e.getMessage());
            throw e;
        } catch (RuntimeException e) {
            throw failed(gameId, at, moderators, now, e);
        }
        if (result.alreadyRan()) {
            // Its turn was committed before its deadline was marked (a robot of an earlier version stopped between).
            db.inTransaction(c -> {
                slots.close(c, gameId, at, Status.RAN, now, "turn " + result.turn() + " " + how);
                return null;
            });
        } else {
            afterTurn.accept(result);
        }
        return result;
    }

    /**
     * The deadline has passed but the mailbox has not been read since: the turn waits. Once it has waited the alert
     * time ({@code alerts.mailbox-after}), the moderators are told, once for this deadline.
     */
    private void heldForMailbox(String gameId, Slot s, Instant now) {
        Duration waited = Duration.between(s.base(), now);
        if (waited.compareTo(mailbox.alertAfter()) < 0) {
            log.info("game {}: the turn of {} waits until the mailbox has been read after its deadline", gameId,
                    s.at());
            return;
        }
        String unread = mailbox.unreadSince().map(t -> " since " + when(gameId, t)).orElse(" since the deadline");
        List<String> lines = List.of("The deadline " + when(gameId, s.base()) + " passed " + MailWatch.length(waited)
                        + " ago, but the robot has not been able to read its mailbox" + unread + ".",
                "Mail that reached the mail server by the deadline counts for this turn, so the turn waits until the "
                        + "mailbox has been read; then it runs with those orders, and its reports follow.",
                "A moderator's RUN NOW runs it at once, with only the orders already read.");
        int told = db.inTransaction(c -> notices.sendEach(c, "held-for-mailbox:" + gameId + ":" + s.at(), gameId,
                moderators(gameId).stream().map(Notices.To::moderator).toList(), "the turn waits for the mailbox",
                lines, false));
        if (told > 0) {
            log.error("game {}: the turn of {} has waited {} for the mailbox to be read; the moderators are told",
                    gameId, s.at(), MailWatch.length(waited));
        }
    }

    /** A turn that threw: its deadline FAILED, the moderators told; returns the cause to throw. */
    private RuntimeException failed(String gameId, Instant at, List<String> moderators, Instant now,
                                    RuntimeException e) {
        log.error("game {}: the turn of {} failed; the other games go on, this deadline waits for a moderator",
                gameId, at, e);
        db.inTransaction(c -> {
            slots.close(c, gameId, at, Status.FAILED, now, String.valueOf(e));
            for (String m : moderators) {
                notices.send(c, "turn-failed:" + gameId + ":" + at, gameId, Notices.To.moderator(m),
                        "the turn could not run", List.of(
                                "The turn of the deadline " + when(gameId, at) + " failed with an error on the "
                                        + "robot's side, and did not run:", "", "    " + e, "",
                                "Nothing of it was saved; the orders wait. The other games go on. Once the cause "
                                        + "is fixed (see the robot's log), RUN NOW runs this turn."), false);
            }
            return null;
        });
        return e;
    }

    /** An open deadline and later ones reached meanwhile: the later ones are skipped, as during a pause. */
    private void skipLater(String gameId, List<Slot> open) {
        Instant now = clock.instant();
        Slot first = open.get(0);
        db.inTransaction(c -> {
            for (Slot later : open.subList(1, open.size())) {
                slots.close(c, gameId, later.at(), Status.SKIPPED, now, "passed while the turn of " + first.at()
                        + " was still waiting");
                log.warn("game {}: deadline {} skipped: the turn of {} was still waiting", gameId, later.at(),
                        first.at());
                for (String m : moderators(gameId)) {
                    notices.send(c, "skipped:" + gameId + ":" + later.at(), gameId, Notices.To.moderator(m),
                            "a deadline was skipped", List.of("The deadline " + when(gameId, later.at()) + " passed "
                                    + "while the turn of " + when(gameId, first.at()) + " was still waiting (extended,"
                                    + " in grace or postponed). It is skipped, as deadlines are during a pause: one"
                                    + " turn runs for the two."), true);
                }
            }
            return null;
        });
    }

    private void graceNotices(String gameId, Slot s, Instant until, Attendance who) {
        Map<Long, Set<String>> missing = who.missingNow();
        db.inTransaction(c -> {
            for (Map.Entry<Long, Set<String>> e : missing.entrySet()) {
                Optional<PlayerRow> p = players.byId(c, e.getKey());
                if (p.isEmpty()) {
                    continue;
                }
                notices.send(c, "grace:" + gameId + ":" + s.at() + ":" + p.get().id(), gameId,
                        Notices.To.player(p.get()), "no orders for " + String.join(", ", e.getValue()), List.of(
                                "The deadline has passed and the robot has no orders for " + String.join(", ",
                                        e.getValue()) + ".",
                                "Orders for " + (e.getValue().size() == 1 ? "it" : "them") + " still count if they "
                                        + "arrive by " + when(gameId, until) + " (the grace period); otherwise "
                                        + (e.getValue().size() == 1 ? "it follows its" : "they follow their")
                                        + " default orders."), false);
            }
            return null;
        });
    }

    private void remind(String gameId, Slot u, Duration before, Attendance who) {
        Map<Long, Set<String>> missing = who.missingNow();
        db.inTransaction(c -> {
            for (Map.Entry<Long, Set<String>> e : missing.entrySet()) {
                Optional<PlayerRow> p = players.byId(c, e.getKey());
                if (p.isEmpty()) {
                    continue;
                }
                String units = String.join(", ", e.getValue());
                notices.send(c, "reminder:" + gameId + ":" + u.base() + ":" + before.toSeconds() + ":"
                        + p.get().id(), gameId, Notices.To.player(p.get()), "reminder: no orders yet for " + units,
                        List.of("The next deadline is in about " + NextDeadline.words(before) + ", and the robot has"
                                        + " no orders for " + units + " yet.",
                                (e.getValue().size() == 1 ? "It follows its" : "They follow their") + " default "
                                        + "orders if none arrive. (Orders you sent for your other units are in.)"),
                        true);
            }
            return null;
        });
    }

    private void postpone(String gameId, Slot s, TurnTiming.Postpone p, Attendance who) {
        db.inTransaction(c -> {
            Slot moved = slots.extend(c, gameId, s.at(), p.by(), true);
            String share = who.silent().size() + " of " + who.players().size();
            log.warn("game {}: {} commanders sent nothing for the deadline {}: postponed by {} to {}", gameId, share,
                    s.at(), p.by(), moved.base());
            List<String> lines = List.of("Only a few orders reached the robot for the deadline of "
                            + when(gameId, s.base()) + ": " + share + " commanders sent nothing.",
                    "Rather than run the turn on default orders (a mail outage can look just like this), the "
                            + "robot has postponed the deadline by " + NextDeadline.words(p.by()) + ", to "
                            + when(gameId, moved.base()) + ".",
                    p.last() ? "If orders are still missing then, the turn runs anyway." : "",
                    "Orders already accepted stand; you may still change them until the new deadline.");
            for (Notices.To to : everyone(c, gameId)) {
                notices.send(c, "postponed:" + gameId + ":" + s.at() + ":" + moved.postponed(), gameId, to,
                        "deadline postponed: few orders arrived", lines.stream().filter(l -> !l.isEmpty()).toList(),
                        true);
            }
            return null;
        });
    }

    /**
     * The next deadline as every mail states it: paused, an open deadline (extended, in grace, or running now), or
     * the next one to come with its extension and the grace it will have.
     */
    NextDeadline nextDeadline(String gameId) {
        return configs.apply(gameId).map(this::nextDeadline).orElse(NextDeadline.unknown());
    }

    /** The same, for {@code cfg} (a file about to come into force, e.g. while its game is being created). */
    NextDeadline nextDeadline(GameConfig cfg) {
        String gameId = cfg.id();
        Optional<HostedGame> game;
        try {
            game = games.game(gameId);
        } catch (RuntimeException e) {
            game = Optional.empty();
        }
        boolean paused = cfg.paused() || game.map(g -> g.row().pausedByCommand()).orElse(false);
        if (paused) {
            return new NextDeadline(Optional.empty(), cfg.zone(), true);
        }
        Instant now = clock.instant();
        Duration grace = cfg.policy().grace();
        Optional<Slot> open = db.read(c -> slots.withStatus(c, gameId, Status.OPEN)).stream().findFirst();
        if (open.isPresent()) {
            Slot s = open.get();
            if (now.isBefore(s.base())) {
                return NextDeadline.at(s.base(), cfg.zone()).with(s.shift(), grace);
            }
            if (!grace.isZero() && now.isBefore(s.base().plus(grace))) {
                return NextDeadline.inGrace(s.base(), s.base().plus(grace), cfg.zone());
            }
            return new NextDeadline(Optional.empty(), cfg.zone(), false, Optional.of(s.base()), Duration.ZERO,
                    Duration.ZERO);
        }
        return upcoming(cfg, now).map(u -> NextDeadline.at(u.base(), cfg.zone()).with(u.shift(), grace))
                .orElseGet(() -> new NextDeadline(Optional.empty(), cfg.zone(), false));
    }

    /** The next deadline of the schedule not yet run (nor run early, nor skipped), with its extension. */
    Optional<Slot> upcoming(GameConfig config, Instant now) {
        List<Instant> next = new GameSchedule(config.withPaused(false), clock).next(20);
        return db.read(c -> {
            for (Instant t : next) {
                Optional<Slot> row = slots.find(c, config.id(), t);
                if (row.isEmpty()) {
                    return Optional.of(new Slot(config.id(), t, Status.WAITING, Duration.ZERO, 0, null, ""));
                }
                if (row.get().status() == Status.WAITING) {
                    return row;
                }
            }
            return Optional.<Slot>empty();
        });
    }

    private Instant lastTurnAt(Connection c, HostedGame game) throws SQLException {
        int turn = game.row().currentTurn();
        if (turn == 0) {
            return game.row().createdAt();
        }
        try (var ps = c.prepareStatement("SELECT ran_at FROM turn WHERE game_id = ? AND number = ?")) {
            ps.setString(1, game.id());
            ps.setInt(2, turn);
            try (var rs = ps.executeQuery()) {
                return rs.next() ? rs.getObject(1, java.time.OffsetDateTime.class).toInstant()
                        : game.row().createdAt();
            }
        }
    }

    /** Every player in his seat and every moderator address, each once. */
    List<Notices.To> everyone(Connection c, String gameId) throws SQLException {
        Map<String, Notices.To> to = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        for (PlayerRow p : players.players(c, gameId)) {
            if (!p.retired()) {
                to.putIfAbsent(p.email(), Notices.To.player(p));
            }
        }
        for (String m : moderators(gameId)) {
            to.putIfAbsent(m, Notices.To.moderator(m));
        }
        return new ArrayList<>(to.values());
    }

    private List<String> moderators(String gameId) {
        return configs.apply(gameId).map(GameConfig::moderatorAddresses).orElse(List.of());
    }

    private String when(String gameId, Instant t) {
        java.time.ZoneId zone = configs.apply(gameId).map(GameConfig::zone).orElse(java.time.ZoneOffset.UTC);
        return org.adjutant.game.TimeWords.at(t, zone);
    }
}
