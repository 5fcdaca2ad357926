package org.adjutant.app;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.adjutant.config.ConfigError;
import org.adjutant.config.GameConfig;
import org.adjutant.config.GameConfigLoader;
import org.adjutant.config.GameId;
import org.adjutant.config.ServerConfig;
import org.adjutant.game.GameCreator;
import org.adjutant.game.HostedGame;
import org.adjutant.game.NextDeadline;
import org.adjutant.game.NewPlayer;
import org.adjutant.game.PlayerSeat;
import org.adjutant.game.StoredGames;
import org.adjutant.intake.IntakeCycle;
import org.adjutant.intake.IntakeProcessor;
import org.adjutant.intake.IntakeService;
import org.adjutant.mail.MailService;
import org.adjutant.mail.MailSettings;
import org.adjutant.mail.SendResult;
import org.adjutant.player.PasswordGenerator;
import org.adjutant.player.PasswordHasher;
import org.adjutant.report.RenderedMail;
import org.adjutant.report.TemplateRenderer;
import org.adjutant.ruleset.Opening;
import org.adjutant.ruleset.RoleSlot;
import org.adjutant.ruleset.Ruleset;
import org.adjutant.ruleset.ScenarioException;
import org.adjutant.ruleset.UnitInfo;
import org.adjutant.schedule.DeadlineListener;
import org.adjutant.schedule.DeadlineScheduler;
import org.adjutant.schedule.GameConfigListener;
import org.adjutant.schedule.GameConfigReloader;
import org.adjutant.schedule.GameConfigWatcher;
import org.adjutant.schedule.GameSchedule;
import org.adjutant.schedule.ModeratorNotifier;
import org.adjutant.store.GameRow;
import org.adjutant.store.Database;
import org.adjutant.store.OutboxStore;
import org.adjutant.store.PlayerRow;
import org.adjutant.store.PlayerStore;
import org.adjutant.turn.TurnResult;
import org.adjutant.turn.TurnRunner;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The daemon: polls the mailbox, takes orders in, answers, runs deadlines and sends reports. All of that work but the
 * sending is done by one worker thread, in the order it was asked for, so mails are handled in arrival order and a
 * turn never races the intake of the mails received before its deadline. Quartz and the ticker only hand work to the
 * worker. The outbox is sent by a thread of its own, the sender, which the worker wakes whenever it has queued mail:
 * a deadline's reports go out while the worker draws the next ones and goes on to the next game's deadline, instead
 * of every deadline waiting for the SMTP transactions of the one before (docs/scaling.md).
 */
@SuppressWarnings("try") // cluster locks are held by try-with-resources, not used
public final class Robot implements AutoCloseable, DeadlineListener, GameConfigListener, ModeratorNotifier {
    private static final Logger log = LoggerFactory.getLogger(Robot.class);
    /** Send batches per sending round; see {@link #sendAndArchive()}. */
    static final int SEND_BATCHES_PER_ROUND = 50;

    private final ServerConfig server;
    private final Path home;
    private final Clock clock;
    private final RobotObserver observer;
    private final Database db;
    private final MailService mail;
    private final StoredGames games;
    private final Map<String, Ruleset> rulesets;
    private final PasswordHasher hasher = new PasswordHasher();
    private final GameCreator creator;
    private final TemplateRenderer templates;
    private final OutboxMailer outbox;
    private final IntakeService intake;
    private final IntakeCycle intakeCycle;
    private final TurnRunner turns;
    private final DeadlineScheduler scheduler;
    private final GameConfigReloader reloader;
    private final GameConfigWatcher watcher;
    private final ExecutorService worker;
    /** Sends the outbox ({@link #sendAndArchive()}); one thread, so rounds never overlap. */
    private final ExecutorService sender;
    private final AtomicBoolean sendQueued = new AtomicBoolean();
    /** Reads when the outbox's next held-back mail falls due (the sender's own store does the sending). */
    private final OutboxStore heldMail;
    /** When a sending round is already set to wake for a mail held back (null: none is). */
    private final java.util.concurrent.atomic.AtomicReference<Instant> wakeAt =
            new java.util.concurrent.atomic.AtomicReference<>();
    /** Set by each worker round: the sender's next round also sweeps the sent-mail archive (see there). */
    private final AtomicBoolean sweepDue = new AtomicBoolean();
    /** What the worker hands the turn's report stream: wakes the sender and goes on drawing. */
    private final org.adjutant.turn.Courier courier = org.adjutant.turn.Courier.aside(this::wakeSender);
    private final ScheduledExecutorService ticker;
    /** Answers the command line ({@link ControlRequests}) every second, apart from the mail's ticker. */
    private final ScheduledExecutorService controlTicker;
    private final GameAdmin admin;
    private final AtomicBoolean cycleQueued = new AtomicBoolean();
    private final PlayerStore players = new PlayerStore();
    private final org.adjutant.intake.PressPost pressPost = new org.adjutant.intake.PressPost();
    private final ObserverPost observers;
    private final SentMailArchive archive;
    private final ControlRequests control;
    private final Moderation moderation;
    private final Seating seating;
    private final DeadlineKeeper keeper;
    private final MailWatch watch;

    public Robot(ServerConfig server, Path home, Clock clock, Map<String, Ruleset> rulesets, RobotObserver observer) {
        this(server, MailSettingsFactory.from(server), home, clock, rulesets, observer);
    }

    public Robot(ServerConfig server, MailSettings mailSettings, Path home, Clock clock,
                 Map<String, Ruleset> rulesets, RobotObserver observer) {
        this.server = server;
        this.home = home.toAbsolutePath().normalize();
        this.clock = clock;
        this.observer = observer;
        this.rulesets = Map.copyOf(rulesets);
        try {
            Files.createDirectories(server.data().database());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the database directory " + server.data().database(), e);
        }
        // A robot shares a PostgreSQL database with the other robots of the host (docs/scaling.md).
        this.db = Database.open(server.data().store(), Database.Role.ROBOT);
        this.mail = new MailService(db, mailSettings, clock);
        this.games = new StoredGames(db, rulesets);
        this.creator = new GameCreator(db, hasher, new PasswordGenerator());
        this.templates = new TemplateRenderer(this.home.resolve("templates"));
        this.heldMail = new OutboxStore(clock);
        this.outbox = new OutboxMailer(server.name() + " <" + server.address() + ">", db.identity(), mail.composer(),
                heldMail, templates,
                this::titleOf, this::nextDeadline,
                server.noticeWindow());
        this.intake = new IntakeService(db, mail.decoder(), new IntakeProcessor(games, hasher, this::nextDeadline,
                new org.adjutant.intake.GamePolicies() {
                    @Override
                    public List<String> moderators(String gameId) {
                        return moderatorsOf(gameId);
                    }

                    @Override
                    public boolean earlyTurns(String gameId) {
                        return reloader.current(gameId).map(c -> c.policy().earlyTurn().enabled()).orElse(false);
                    }

                    @Override
                    public Optional<GameConfig> file(String gameId) {
                        return reloader.current(gameId);
                    }

                    @Override
                    public List<org.adjutant.config.ObserverConfig> observers(String gameId) {
                        return reloader.current(gameId).map(GameConfig::observers).orElse(List.of());
                    }

                    @Override
                    public org.adjutant.config.Endings endings(String gameId) {
                        return reloader.current(gameId).map(GameConfig::endings)
                                .orElse(org.adjutant.config.Endings.NONE);
                    }

                    @Override
                    public org.adjutant.config.AbsencePolicy absence(String gameId) {
                        return reloader.current(gameId).map(GameConfig::absence)
                                .orElse(org.adjutant.config.AbsencePolicy.DEFAULT);
                    }

                    @Override
                    public org.adjutant.config.PressPolicy press(String gameId) {
                        return reloader.current(gameId).map(GameConfig::press)
                                .orElse(org.adjutant.config.PressPolicy.OFF);
                    }
                }, server.limits()),
                outbox, new IntakeService.Settings(server.noticeWindow(), server.mailbox().maxMessageBytes(),
                server.limits()));
        this.intakeCycle = new IntakeCycle(mail, intake);
        this.turns = new TurnRunner(db, games, templates, outbox, clock, this::nextDeadline);
        this.scheduler = DeadlineScheduler.open(db, this, clock, server.data().store()
                instanceof org.adjutant.config.DatabaseConfig.Postgres pg ? pg.checkin()
                : org.adjutant.config.DatabaseConfig.Postgres.DEFAULT_CHECKIN);
        GameConfigLoader loader = new GameConfigLoader(this.home, clock, rulesets.keySet());
        this.reloader = new GameConfigReloader(loader, scheduler, this, this, this::withCommandPause, db::gameLock);
        this.moderation = new Moderation(db, this.home, server.gamesDir(), clock, games, creator, hasher, templates,
                outbox, turns, reloader::current, loader, server.address(), hooks(), id -> Optional.of(scheduler.pending(id)),
                courier, observer::turn, server.data().history());
        this.keeper = moderation.keeper;
        this.observers = new ObserverPost(db, games, new org.adjutant.turn.ReportCopies(db,
                new org.adjutant.turn.TurnReplay(db, games), templates, outbox), this::moderatorsOf);
        this.seating = moderation.seating;
        this.watcher = new GameConfigWatcher(server.gamesDir(), reloader);
        this.worker = Executors.newSingleThreadExecutor(r -> daemon(r, "adjutant-worker"));
        this.sender = Executors.newSingleThreadExecutor(r -> daemon(r, "adjutant-sender"));
        this.ticker = Executors.newSingleThreadScheduledExecutor(r -> daemon(r, "adjutant-ticker"));
        this.archive = new SentMailArchive(db, server.data().sentMail());
        this.control = new ControlRequests(server.controlDir());
        this.controlTicker = Executors.newSingleThreadScheduledExecutor(r -> daemon(r, "adjutant-control"));
        this.admin = moderation.admin;
        this.watch = new MailWatch(db, clock, server.alerts(), moderation.notices, reloader::current,
                () -> reloader.games().keySet(), server.mailbox().host() + ":" + server.mailbox().port(),
                server.mailbox().pollInterval());
        keeper.readMailboxWith(watch);
        admin.withMailWatch(watch::statusLines);
    }

    /** Loads every game file, recovers mail left in doubt, starts deadlines, the config watcher and polling. */
    public void start() {
        onWorker(() -> {
            mail.recoverInDoubt();
            moderation.requests.settleInterrupted();
            return null;
        });
        loadGameFiles();
        scheduler.start();
        try {
            watcher.start();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot watch " + server.gamesDir(), e);
        }
        long every = Math.max(1, server.mailbox().pollInterval().toMillis());
        ticker.scheduleWithFixedDelay(this::requestCycle, 0, every, TimeUnit.MILLISECONDS);
        controlTicker.scheduleWithFixedDelay(this::serveControl, 0, 1, TimeUnit.SECONDS);
        log.info("Adjutant is running as {}: mailbox {}, polling every {}", server.address(),
                server.mailbox().host(), server.mailbox().pollInterval());
    }

    /** Reads one game file, as the watcher does when it changes: what became of it. */
    public GameConfigReloader.Outcome loadGameFile(Path file) {
        return onWorker(() -> reloader.reload(file));
    }

    /** Reads every game file: creates new games, seats new players, synchronises deadlines. */
    public void loadGameFiles() {
        onWorker(() -> {
            for (Path file : gameFiles()) {
                reloader.reload(file);
            }
            return null;
        });
    }

    /** One round of ordinary work, on the worker: poll, take orders in; returns once what is due is sent. */
    public void cycle() {
        onWorker(this::cycleNow);
        awaitSending();
        awaitHeldAnswers();
    }

    /** The longest a synchronous cycle waits for an answer held back for the password checks it stands for. */
    private static final Duration HELD_ANSWER_WAIT = Duration.ofSeconds(5);

    /**
     * Answers held back for the checks their refusals were worth (a second or so) go out before {@link #cycle}
     * returns, as its callers (tests, the demo, the command line) expect of the mail it took in. A retry put off for
     * minutes is not waited for.
     */
    private void awaitHeldAnswers() {
        Optional<Duration> in = heldMailDueWithin(HELD_ANSWER_WAIT);
        if (in.isEmpty()) {
            return;
        }
        try {
            Thread.sleep(in.get().toMillis() + 1);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        }
        awaitSending();
    }

    /** How soon the outbox's earliest held-back mail falls due, if it is not due yet but due within {@code most}. */
    private Optional<Duration> heldMailDueWithin(Duration most) {
        Optional<Instant> next = db.read(c -> heldMail.nextDue(c));
        Instant now = clock.instant();
        return next.filter(at -> at.isAfter(now)).map(at -> Duration.between(now, at))
                .filter(in -> in.compareTo(most) < 0);
    }

    private Void cycleNow() {
        pollAndTakeIn();
        if (db.shared()) {
            // Another robot sharing the database may have stopped in the middle of a moderator's request.
            moderation.requests.settleInterrupted();
        }
        moderation.requests.runPending();
        turns.finishPendingReports(this::moderatorsOf, courier);
        watch.probe();
        wakeSender();
        keeper.round(reloader.games().keySet());
        afterTurnWork();
        for (String gameId : reloader.games().keySet()) {
            Optional<Database.ClusterLock> lock = db.tryGameLock(gameId);
            if (lock.isEmpty()) {
                continue; // another robot is at the game's work: it looks at the end too
            }
            try (Database.ClusterLock held = lock.get()) {
                moderation.endIfLast(gameId, hooks());
            } catch (RuntimeException e) {
                // One game's broken state (a bug, a bad restore) must not stop the others' rounds.
                log.error("game {}: checking whether it has ended failed; the other games go on", gameId, e);
            }
        }
        watch.check();
        sweepDue.set(true);
        wakeSender();
        for (ControlRequests.RunNow request : control.takeRunNowRequests()) {
            String gameId = request.gameId();
            if (reloader.current(gameId).isPresent()) {
                log.info("game {}: a moderator asked to run the turn now ({})", gameId, request.requested());
                // Not later than now: a request file from a clock ahead of the robot's must not outlast the turn.
                Instant now = clock.instant();
                scheduler.runNow(gameId, request.requested().isAfter(now) ? now : request.requested());
            } else {
                log.warn("run-now requested for unknown game {}", gameId);
            }
        }
        return null;
    }

    private void serveControl() {
        try {
            control.serve(this::answer);
        } catch (RuntimeException e) {
            log.warn("answering the command line failed: {}", e.toString());
        }
    }

    /**
     * A command from the command line ({@code adjutant game ...}) while the robot runs. Reading is done at once;
     * archiving and deleting wait for the worker, so they never race a turn or the intake. A game id is checked
     * before anything is done ({@link GameId}): whatever writes in the control directory, a path never reaches a
     * file name, and a refused or failed command leaves the game's deadlines as they were.
     */
    ControlRequests.Reply answer(ControlRequests.Request request) {
        List<String> args = request.args();
        return switch (request.command()) {
            case "list" -> admin.list();
            case "backup" -> args.isEmpty() ? new ControlRequests.Reply(2, "backup: no file named\n")
                    : admin.backup(Path.of(args.get(0)));
            case "status", "archive", "delete", "audit", "export", "moderate" -> {
                String text = args.isEmpty() ? null : args.get(0);
                Optional<GameId> game = GameId.parse(text);
                yield game.isEmpty() ? new ControlRequests.Reply(2, GameId.refusal(text) + "\n")
                        : answer(request.command(), game.get(), args.subList(1, args.size()));
            }
            default -> new ControlRequests.Reply(2, "the robot does not know the command '" + request.command()
                    + "'\n");
        };
    }

    private ControlRequests.Reply answer(String command, GameId game, List<String> rest) {
        String id = game.value();
        return switch (command) {
            case "status" -> admin.status(game, rest.isEmpty() ? 5 : Integer.parseInt(rest.get(0)));
            case "archive" -> onWorker(() -> forgetIfDone(game, admin.archive(game)));
            case "delete" -> onWorker(() -> forgetIfDone(game, admin.delete(game)));
            case "audit" -> admin.audit(game);
            // An export waits for the worker so no turn commits half-way through its rows.
            case "export" -> onWorker(() -> admin.export(game, Path.of(rest.get(0))));
            case "moderate" -> moderateAndSend(() -> {
                ControlRequests.Reply reply;
                try (Database.ClusterLock lock = db.gameLock(id)) {
                    reply = moderation.commands.run(id, new ModeratorCommands.Actor(
                        rest.isEmpty() ? "command line" : rest.get(0), org.adjutant.store.AuditStore.Channel.CLI,
                            clock.instant()),
                            rest.size() > 1 ? rest.subList(1, rest.size()) : List.of(), "cli-" + clock.millis())
                            .reply();
                }
                wakeSender();
                return reply;
            });
            default -> throw new IllegalArgumentException(command);
        };
    }

    /** An archive or delete that was done: the game's deadlines stop now. One refused or failed changes nothing. */
    private ControlRequests.Reply forgetIfDone(GameId game, ControlRequests.Reply reply) {
        if (reply.exitCode() == 0) {
            forget(game.value());
        }
        return reply;
    }

    /** A moderator's command from the command line: its reply comes once the mails it caused have gone out. */
    private ControlRequests.Reply moderateAndSend(Callable<ControlRequests.Reply> command) {
        ControlRequests.Reply reply = onWorker(command);
        awaitSending();
        return reply;
    }

    /** A game archived or deleted: its deadlines stop now, not when the file watcher notices the file is gone. */
    private void forget(String gameId) {
        reloader.removed(GameId.of(gameId).fileIn(server.gamesDir()));
        games.refresh(gameId);
    }

    /**
     * Polls and takes in the mail side by side (see {@link IntakeCycle}); both are done when it returns. A poll that
     * breaks off is logged and told to the {@link MailWatch}, not thrown: the round goes on sending, and no deadline's
     * turn runs until a later poll has read the mailbox.
     */
    private void pollAndTakeIn() {
        Instant start = clock.instant();
        IntakeCycle.Outcome outcome;
        try {
            outcome = intakeCycle.run();
        } catch (RuntimeException e) {
            log.error("polling the mailbox broke off; mail stays on the server for the next poll", e);
            watch.pollFailed(e.toString());
            return;
        }
        watch.polled(start, outcome.polled());
        observer.polled(outcome.polled());
        observer.intake(outcome.taken());
    }

    /**
     * Letters between players held for a deadline (a game's {@code press: delivery: at-deadline}) go out once their
     * game has run that turn: after every step of the worker that may have run one. A failure is logged and the
     * letters stay held for the next round. Then each game's observers get the turns they may now see.
     */
    private void afterTurnWork() {
        releasePress();
        for (String gameId : reloader.games().keySet()) {
            Optional<GameConfig> config = reloader.current(gameId);
            if (config.isEmpty() || config.get().observers().isEmpty()) {
                continue;
            }
            try {
                observers.round(config.get(), courier);
            } catch (RuntimeException e) {
                log.error("game {}: mailing its observers failed; it is tried again at the next round", gameId, e);
            }
        }
    }

    private void releasePress() {
        try {
            int released = db.inTransaction(c -> pressPost.releaseHeld(c, outbox, new org.adjutant.intake.PressPost
                    .Games() {
                @Override
                public List<String> moderators(String gameId) {
                    return moderatorsOf(gameId);
                }

                @Override
                public java.time.ZoneId zone(String gameId) {
                    return reloader.current(gameId).map(GameConfig::zone).orElse(java.time.ZoneOffset.UTC);
                }
            }, clock.instant()));
            if (released > 0) {
                log.info("{} letters of press held for a deadline delivered", released);
            }
        } catch (RuntimeException e) {
            log.error("delivering press held for a deadline failed; it is tried again at the next round", e);
        }
    }

    /** Asks the sender for a round, unless one is already waiting to start (it will see this mail too). */
    private void wakeSender() {
        if (sendQueued.compareAndSet(false, true)) {
            try {
                sender.submit(this::sendRound);
            } catch (java.util.concurrent.RejectedExecutionException e) {
                sendQueued.set(false); // stopping: the next start sends it
            }
        }
    }

    private void sendRound() {
        sendQueued.set(false);
        try {
            // On this thread, not the worker's: settling waits for no send of this robot to be in flight, and the
            // worker must not wait for a batch to go out (it cost a 100-player deadline a second or two).
            mail.recoverInDoubt();
            sendAndArchive();
            if (watch.afterSending()) {
                sendAndArchive();
            }
            // Once a worker round, not every sending round (the batches hand their mails to the archive as they go):
            // the mails that recovery or a poll found sent, or another robot settled.
            if (sweepDue.getAndSet(false)) {
                archive.sweep();
            }
            wakeWhenHeldMailFallsDue();
        } catch (RuntimeException e) {
            log.error("a sending round failed; the mail waits for the next one", e);
        }
    }

    /**
     * A mail held back for a while (an answer that waits for the password checks it stands for, a retry) goes out when
     * its time comes, not at the next poll: a sending round is set for then, unless one is set already that is no later,
     * or the next poll comes first anyway.
     */
    private void wakeWhenHeldMailFallsDue() {
        Optional<Duration> in = heldMailDueWithin(server.mailbox().pollInterval());
        if (in.isEmpty()) {
            return;
        }
        Instant now = clock.instant();
        Instant due = now.plus(in.get());
        Instant set = wakeAt.get();
        if (set != null && set.isAfter(now) && !set.isAfter(due)) {
            return;
        }
        wakeAt.set(due);
        try {
            ticker.schedule(this::wakeSender, in.get().toMillis() + 1, TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            // stopping: the next start sends it
        }
    }

    /**
     * Waits until the sender has had a round that began after this call: for the callers that promise what was due
     * is sent when they return (tests, the demo, the command line's "run the turn").
     */
    private void awaitSending() {
        Future<?> round;
        try {
            round = sender.submit(this::sendRound);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            return;
        }
        try {
            round.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the robot's sender", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        }
    }

    /**
     * Sends what is due, batch after batch, while batches go through cleanly: a deadline's reports (two mails per
     * player) should leave together, not one batch per poll interval. A batch with any failure ends the round; the
     * rows it put off wait for their retry time. At most {@value #SEND_BATCHES_PER_ROUND} batches per round, so a
     * huge outbox cannot starve the robot's other mail; the worker's next round wakes the sender again.
     */
    private void sendAndArchive() {
        for (int batch = 0; batch < SEND_BATCHES_PER_ROUND; batch++) {
            if (!sendBatch()) {
                return;
            }
        }
    }

    /** Sends one batch of the outbox, each mail copied to the archive; true if it went through cleanly and sent some. */
    private boolean sendBatch() {
        SendResult sent = mail.sendDue(archive);
        watch.sent(sent);
        observer.sent(sent);
        boolean clean = sent.retrying() == 0 && sent.failed() == 0 && sent.inDoubt() == 0;
        return sent.sent() > 0 && clean;
    }

    /** A game's title from its row alone: a mail about a game whose position cannot be read still gets its title. */
    private String titleOf(String gameId) {
        try {
            return db.read(c -> new org.adjutant.store.GameStore().find(c, gameId)).map(GameRow::title)
                    .orElse(gameId);
        } catch (RuntimeException e) {
            return gameId;
        }
    }

    private List<String> moderatorsOf(String gameId) {
        return reloader.current(gameId).map(GameConfig::moderatorAddresses).orElse(List.of());
    }

    private void requestCycle() {
        if (cycleQueued.compareAndSet(false, true)) {
            worker.submit(() -> {
                cycleQueued.set(false);
                try {
                    cycleNow();
                } catch (RuntimeException e) {
                    log.error("a polling round failed; the next one will try again", e);
                }
            });
        }
    }

    /**
     * Quartz calls this at a deadline: on the worker, the mail received so far is taken in, the deadline is OPEN, and
     * its turn runs now or when the game's deadline policy says (grace, extension, NMR guard). If the mailbox cannot
     * be read, the turn waits for the first poll that reads it (see {@link DeadlineKeeper}).
     */
    @Override
    public void deadlineReached(String gameId, Instant scheduledDeadline) {
        onWorker(() -> {
            // One poll begun after the deadline serves every game whose deadline it is: by its end all mail the server
            // had by then is stored and taken in. Twenty games sharing a deadline poll once, not twenty times (a
            // poll in the middle of a deadline fetches the own copies of the reports just sent: docs/scaling.md).
            if (!watch.readSince(scheduledDeadline)) {
                pollAndTakeIn();
            }
            keeper.reached(gameId, scheduledDeadline);
            afterTurnWork();
            wakeSender();
            return null;
        });
    }

    /** A moderator's RUN NOW, through Quartz: the deadline waiting (if any) runs now, with the orders until now. */
    @Override
    public void runNowRequested(String gameId, Instant at) {
        onWorker(() -> {
            pollAndTakeIn();
            TurnResult result = keeper.runNow(gameId, at);
            afterTurnWork();
            wakeSender();
            return result;
        });
    }

    /**
     * Takes in all mail, runs the turn due at {@code deadline} (at most once) with the orders received by then, and
     * sends its reports: the first batches while the rest are still being drawn.
     */
    public TurnResult runTurn(String gameId, Instant deadline) {
        TurnResult turn = onWorker(() -> {
            pollAndTakeIn();
            TurnResult result = keeper.runDeadline(gameId, deadline);
            afterTurnWork();
            wakeSender();
            return result;
        });
        awaitSending();
        return turn;
    }

    /** What the moderators' commands need of the running robot: its scheduler. */
    private ModeratorCommands.Hooks hooks() {
        return new ModeratorCommands.Hooks() {
            @Override
            public void resync(String gameId) {
                reloader.resync(gameId);
            }

            @Override
            public boolean runNow(String gameId) {
                scheduler.runNow(gameId);
                return true;
            }

            @Override
            public void forget(String gameId) {
                Robot.this.forget(gameId);
            }

            @Override
            public void reload(Path file) {
                GameConfigReloader.Outcome outcome = reloader.reload(file);
                if (!(outcome instanceof GameConfigReloader.Applied)) {
                    log.error("{}: the file a moderator's command wrote was not applied: {}", file, outcome);
                }
            }
        };
    }

    /** The file's config as scheduled: paused while a moderator's PAUSE holds the game. */
    private GameConfig withCommandPause(GameConfig config) {
        boolean held = games.game(config.id()).map(g -> g.row().pausedByCommand()).orElse(false);
        return config.withPaused(config.paused() || held);
    }

    /** A moderator's "run the turn now": through Quartz, so the turn is recorded like any other deadline. */
    public Instant runNow(String gameId) {
        return scheduler.runNow(gameId);
    }

    public List<Instant> pendingDeadlines(String gameId) {
        return scheduler.pending(gameId);
    }

    /**
     * The game's next deadline as every mail states it, in the game's zone: paused, the deadline waiting (extended,
     * in grace) or the next one to come; unknown while the game has no file in force.
     */
    public NextDeadline nextDeadline(String gameId) {
        return keeper.nextDeadline(gameId);
    }

    public Optional<GameConfig> config(String gameId) {
        return reloader.current(gameId);
    }

    public StoredGames games() {
        return games;
    }

    public Database database() {
        return db;
    }

    // --- game files -------------------------------------------------------------------------------------------

    @Override
    public boolean hosts(String gameId) {
        return db.read(c -> new org.adjutant.store.GameStore().find(c, gameId)).isPresent();
    }

    @Override
    public void gameAppeared(GameConfig config) {
        ensureGame(config);
    }

    @Override
    public void gameChanged(GameConfig previous, GameConfig current) {
        ensureGame(current);
    }

    /** Creates the game on first sight of its file; later, seats players and moderators newly added to it. */
    private void ensureGame(GameConfig config) {
        Ruleset ruleset = rulesets.get(config.ruleset());
        if (ruleset == null) {
            log.error("{}: no ruleset '{}'", config.source(), config.ruleset());
            observer.gameRefused(config.id(), List.of(config.source() + ": no ruleset '" + config.ruleset() + "'"));
            return;
        }
        Opening opening;
        try {
            opening = seating.opening(config, ruleset);
        } catch (IOException e) {
            log.error("{}: cannot read scenario {}: {}", config.source(), config.scenario(), e.getMessage());
            observer.gameRefused(config.id(), List.of(config.source() + ": cannot read the scenario "
                    + config.scenario() + ": " + e.getMessage()));
            tellModerators(config.id(), config.moderatorAddresses(), List.of(config.source() + ": cannot read the "
                    + "scenario " + config.scenario() + ": " + e.getMessage()), games.game(config.id()).isPresent());
            return;
        } catch (ScenarioException e) {
            log.error("{}: the scenario is invalid: {}", config.source(), e.getMessage());
            observer.gameRefused(config.id(), List.of(e.getMessage()));
            tellModerators(config.id(), config.moderatorAddresses(), List.of(e.getMessage()),
                    games.game(config.id()).isPresent());
            return;
        }
        List<NewPlayer> created = seating.seat(config, ruleset, opening);
        if (!created.isEmpty()) {
            observer.gameCreated(config.id(), created);
        }
    }

    @Override
    public void configRejected(String gameId, Optional<GameConfig> lastGood, List<ConfigError> errors) {
        observer.gameRefused(gameId, errors.stream().map(ConfigError::toString).toList());
        List<String> to = lastGood.map(GameConfig::moderatorAddresses).orElseGet(() -> db.read(c ->
                players.players(c, gameId)).stream().filter(PlayerRow::moderator).map(PlayerRow::email).toList());
        if (to.isEmpty()) {
            log.warn("game file of {} rejected and no moderator address is known to tell", gameId);
            return;
        }
        tellModerators(gameId, to, errors.stream().map(ConfigError::toString).toList(), lastGood.isPresent());
    }

    /** Mails the moderators why a game file (or its scenario) cannot be used. */
    private void tellModerators(String gameId, List<String> to, List<String> errors, boolean kept) {
        if (to.isEmpty()) {
            return;
        }
        Map<String, Object> model = new LinkedHashMap<>();
        model.put("gameId", gameId);
        model.put("errors", errors);
        model.put("kept", kept);
        String text = templates.render("config-rejected.txt.ftl", model);
        String key = "config-rejected:" + gameId + ":" + Integer.toHexString(errors.hashCode()) + ":"
                + clock.instant().getEpochSecond() / 60;
        db.inTransaction(c -> {
            outbox.notice(c, key, gameId, to, new RenderedMail("[" + gameId + "] game file rejected", text, null,
                    Map.of()));
            return null;
        });
        requestCycle();
    }

    private List<Path> gameFiles() {
        List<Path> files = new ArrayList<>();
        if (!Files.isDirectory(server.gamesDir())) {
            return files;
        }
        try (DirectoryStream<Path> dir = Files.newDirectoryStream(server.gamesDir(), "*.{yaml,yml}")) {
            dir.forEach(files::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        files.sort(null);
        return files;
    }

    private <T> T onWorker(Callable<T> work) {
        Future<T> future = worker.submit(work);
        try {
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the robot's worker", e);
        } catch (ExecutionException e) {
            throw org.adjutant.concurrent.Futures.failure(e);
        }
    }

    private static Thread daemon(Runnable r, String name) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        return t;
    }

    @Override
    public void close() {
        ticker.shutdownNow();
        controlTicker.shutdownNow();
        watcher.close();
        scheduler.close();
        // The worker first (its turn may queue mail), then the sender, which finishes the round it is in.
        for (ExecutorService pool : List.of(worker, sender)) {
            pool.shutdown();
            try {
                if (!pool.awaitTermination(30, TimeUnit.SECONDS)) {
                    pool.shutdownNow();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        mail.close();
        intakeCycle.close();
        db.close();
        log.info("Adjutant stopped");
    }
}
