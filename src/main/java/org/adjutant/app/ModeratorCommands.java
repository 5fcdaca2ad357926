package org.adjutant.app;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import org.adjutant.config.GameConfig;
import org.adjutant.game.HostedGame;
import org.adjutant.game.NextDeadline;
import org.adjutant.game.StoredGames;
import org.adjutant.game.TimeWords;
import org.adjutant.history.HistoryPublisher;
import org.adjutant.intake.CommandLines;
import org.adjutant.store.AuditStore;
import org.adjutant.store.Database;
import org.adjutant.store.DeadlineSlotStore;
import org.adjutant.store.GameStore;
import org.adjutant.store.PlayerRow;
import org.adjutant.store.PlayerStore;
import org.adjutant.store.TurnStore;
import org.adjutant.turn.Courier;
import org.adjutant.turn.ReportCopies;
import org.adjutant.turn.Rollback;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A moderator's commands, the one implementation behind both doors: a moderator's mail (queued by the intake,
 * carried out on the robot's worker) and the command line ({@code adjutant game extend|pause|...}, on the database
 * directly or inside the running robot). Each command is carried out in order, written to the audit log, and what
 * changes the game is told to every moderator (and to the players, where it concerns them) by mail.
 */
final class ModeratorCommands {
    private static final Logger log = LoggerFactory.getLogger(ModeratorCommands.class);

    /** What only the running robot can do; from a stopped robot's command line these wait for its start. */
    interface Hooks {
        /** The game's deadlines scheduled again (a PAUSE or RESUME). */
        void resync(String gameId);

        /** Asks for the turn to run now: true if it does, false if it waits for the robot to start. */
        boolean runNow(String gameId);

        /** The game is archived: its deadlines stop now. */
        void forget(String gameId);

        /**
         * A command wrote the game's file: read it now, as the watcher would, so it is in force before the command's
         * answer (a stopped robot reads it when it starts).
         */
        void reload(java.nio.file.Path file);
    }

    /**
     * Who gave the commands (a mail's From, or the command line's user), and when: the moment the mail reached the
     * mail server, or the command line's.
     */
    record Actor(String who, AuditStore.Channel channel, Instant given) {
    }

    private final Database db;
    private final Clock clock;
    private final StoredGames games;
    private final Function<String, Optional<GameConfig>> configs;
    private final DeadlineKeeper keeper;
    private final Notices notices;
    private final SeatReplacement seats;
    private final StandbySeating standbys = new StandbySeating();
    private final PasswordReissue passwords;
    private final OfficeTransfer offices;
    private final PositionAdjustment adjustments;
    private final Rollback rollback;
    private final ReportCopies copies;
    private final GameEnd end;
    private final GameAdmin admin;
    private final Hooks hooks;
    private final Courier courier;
    private final ScheduleCommands schedule;
    /** Publishes a game's public history under its file's policy: the game, and whether every page is redrawn. */
    private final java.util.function.BiFunction<String, Boolean, HistoryPublisher.Published> history;
    private final AuditStore audit = new AuditStore();
    private final org.adjutant.intake.BehalfOrders behalf = new org.adjutant.intake.BehalfOrders();
    private final GameStore gameStore = new GameStore();
    private final PlayerStore players = new PlayerStore();
    private final DeadlineSlotStore slots = new DeadlineSlotStore();

    ModeratorCommands(Database db, Clock clock, StoredGames games, Function<String, Optional<GameConfig>> configs,
                      DeadlineKeeper keeper, Notices notices, SeatReplacement seats, PasswordReissue passwords,
                      Rollback rollback,
                      ReportCopies copies, GameEnd end, GameAdmin admin, Hooks hooks, Courier courier,
                      ScheduleCommands schedule,
                      java.util.function.BiFunction<String, Boolean, HistoryPublisher.Published> history) {
        this.history = history;
        this.db = db;
        this.clock = clock;
        this.games = games;
        this.configs = configs;
        this.keeper = keeper;
        this.notices = notices;
        this.seats = seats;
        this.passwords = passwords;
        this.offices = new OfficeTransfer(notices);
        this.adjustments = new PositionAdjustment(notices);
        this.rollback = rollback;
        this.copies = copies;
        this.end = end;
        this.admin = admin;
        this.hooks = hooks;
        this.courier = courier;
        this.schedule = schedule;
    }

    /** The reply to a run of commands, and whether the moderators were mailed what was done. */
    record Done(ControlRequests.Reply reply, boolean moderatorsTold) {
    }

    /**
     * Carries out {@code lines} (moderator commands, as {@link CommandLines#script} reads them) in game
     * {@code gameId}. {@code key} tells this run apart in the outbox (the request, or the moment on the command
     * line). The reply's exit code is 0 when every command was done.
     */
    Done run(String gameId, Actor actor, List<String> lines, String key) {
        Optional<HostedGame> game = games.game(gameId);
        Optional<GameConfig> config = configs.apply(gameId);
        CommandLines.Script script = CommandLines.script(lines);
        String all = String.join("; ", lines.stream().map(String::strip).filter(l -> !l.isEmpty()).toList());
        if (game.isEmpty() || config.isEmpty() || !script.problems().isEmpty()) {
            String why = game.isEmpty() ? "no game " + gameId + " in the database"
                    : config.isEmpty() ? "no valid game file of " + gameId + " is in force"
                    : String.join("; ", script.problems());
            record(gameId, actor, all, AuditStore.Outcome.REFUSED, why);
            return new Done(new ControlRequests.Reply(1, "Nothing was done: " + why + "\n"), false);
        }
        List<String> out = new ArrayList<>();
        boolean ok = true;
        boolean changed = false;
        boolean ranNow = false;
        List<CommandLines.Step> steps = script.steps();
        List<String> announce = new ArrayList<>();
        for (int i = 0; i < steps.size(); i++) {
            CommandLines.Step step = steps.get(i);
            if (step instanceof CommandLines.Step.Run r && r.command() instanceof CommandLines.Command.Announce a) {
                announce.add(a.text());
                boolean more = i + 1 < steps.size() && steps.get(i + 1) instanceof CommandLines.Step.Run n
                        && n.command() instanceof CommandLines.Command.Announce;
                if (more) {
                    continue;
                }
                step = new CommandLines.Step.Run(new CommandLines.Command.Announce(String.join("\n", announce)));
                announce.clear();
            }
            List<CommandLines.Step.Edit> edits = new ArrayList<>();
            while (i + 1 < steps.size() && steps.get(i + 1) instanceof CommandLines.Step.Edit e) {
                edits.add(e);
                i++;
            }
            String said = said(step, edits);
            try {
                // A command before this one may have changed the game file: each works on the file in force now.
                GameConfig current = configs.apply(gameId).orElse(config.get());
                List<String> done = carryOut(gameId, current, actor, step, edits, key + "-" + i);
                out.addAll(done);
                changed |= !(step instanceof CommandLines.Step.Status);
                ranNow |= step instanceof CommandLines.Step.Run r && r.command() instanceof CommandLines.Command.RunNow;
                if (!(step instanceof CommandLines.Step.Status)) {
                    record(gameId, actor, said, AuditStore.Outcome.DONE, String.join(" ", done));
                }
            } catch (IllegalArgumentException e) {
                ok = false;
                out.add(said + ": not done: " + e.getMessage());
                record(gameId, actor, said, AuditStore.Outcome.REFUSED, e.getMessage());
            } catch (RuntimeException e) {
                ok = false;
                log.error("game {}: the moderator's command '{}' failed", gameId, said, e);
                out.add(said + ": failed with an error on the robot's side: " + e);
                record(gameId, actor, said, AuditStore.Outcome.FAILED, String.valueOf(e));
            }
        }
        String text = String.join("\n", out) + "\n";
        if (changed) {
            // After a RUN NOW the deadline of this moment is the one its turn takes: its reports state the next.
            tellModerators(gameId, config.get(), actor, out, key, !ranNow);
        }
        return new Done(new ControlRequests.Reply(ok ? 0 : 1, text), changed);
    }

    private List<String> carryOut(String gameId, GameConfig config, Actor actor, CommandLines.Step step,
                                  List<CommandLines.Step.Edit> edits, String key) {
        if (step instanceof CommandLines.Step.Status) {
            record(gameId, actor, "STATUS", AuditStore.Outcome.DONE, "");
            return List.of(admin.status(org.adjutant.config.GameId.of(gameId), 5).output().stripTrailing());
        }
        if (step instanceof CommandLines.Step.Edit e) {
            throw new IllegalArgumentException("ORDERS " + e.unit() + " ... END belongs after ROLLBACK TO <turn>");
        }
        CommandLines.Command command = ((CommandLines.Step.Run) step).command();
        Instant now = clock.instant();
        if (command instanceof CommandLines.Command.Extend x) {
            return extend(gameId, config, x.by());
        } else if (command instanceof CommandLines.Command.Pause) {
            return pause(gameId, config, actor, now);
        } else if (command instanceof CommandLines.Command.Resume) {
            return resume(gameId, config);
        } else if (command instanceof CommandLines.Command.RunNow) {
            return runNow(gameId, config, actor.given());
        } else if (command instanceof CommandLines.Command.Announce a) {
            int sent = db.inTransaction(c -> notices.sendEach(c, "announce:" + gameId + ":" + key, gameId,
                    keeper.everyone(c, gameId), "announcement from the moderators", List.of(a.text().split("\n")),
                    true));
            return List.of("ANNOUNCE: mailed to " + sent + " players and moderators, each his own mail.");
        } else if (command instanceof CommandLines.Command.Replace r) {
            return replaceSeat(gameId, config, r.role(), r.name(), r.email(), "", actor, now,
                    SeatReplacement.Why.BY_MODERATOR, c -> { });
        } else if (command instanceof CommandLines.Command.ApproveStandby a) {
            return approveStandby(gameId, config, a.role(), actor, now);
        } else if (command instanceof CommandLines.Command.StandbyAdd a) {
            return db.inTransaction(c -> standbys.add(c, config, a.name(), a.email(), now));
        } else if (command instanceof CommandLines.Command.StandbyRemove r) {
            return db.inTransaction(c -> standbys.remove(c, config, r.who(), actor.who(), now));
        } else if (command instanceof CommandLines.Command.SetDeadline d) {
            return schedule.setDeadline(config, d.at(), key);
        } else if (command instanceof CommandLines.Command.AddDeadline d) {
            return schedule.addDeadline(config, d.at(), key);
        } else if (command instanceof CommandLines.Command.RemoveDeadline d) {
            return schedule.removeDeadline(config, d.at(), key);
        } else if (command instanceof CommandLines.Command.Recurring rule) {
            return schedule.recurring(config, rule, key);
        } else if (command instanceof CommandLines.Command.Seat s) {
            return schedule.seat(config, s, key);
        } else if (command instanceof CommandLines.Command.ResetPassword r) {
            return db.inTransaction(c -> passwords.reset(c, config, r.who(), actor.who(), now));
        } else if (command instanceof CommandLines.Command.Office o) {
            HostedGame game = games.game(gameId).orElseThrow();
            List<String> done = db.inTransaction(c -> offices.move(c, config, game, o, actor.who(), now));
            games.refresh(gameId);
            return done;
        } else if (command instanceof CommandLines.Command.OnBehalf b) {
            return onBehalf(gameId, config, actor, b, key);
        } else if (command instanceof CommandLines.Command.Adjust a) {
            HostedGame game = games.game(gameId).orElseThrow();
            List<String> done = db.inTransaction(c -> adjustments.adjust(c, config, game, a, actor.who(), now));
            games.refresh(gameId);
            return done;
        } else if (command instanceof CommandLines.Command.Resend r) {
            return resend(gameId, config, r, key);
        } else if (command instanceof CommandLines.Command.Rollback r) {
            return rollback(gameId, actor, r.turn(), edits, now);
        } else if (command instanceof CommandLines.Command.History h) {
            if (!config.history().publishes()) {
                throw new IllegalArgumentException("the game's file publishes no history (history: publish: none, or"
                        + " no history section; docs/moderators.md, \"A public history\")");
            }
            return List.of(h.normalForm() + ": " + history.apply(gameId, h.rebuild()).describe() + ".");
        } else if (command instanceof CommandLines.Command.EndGame) {
            List<String> done = end.end(gameId, config.moderatorAddresses(), "by a moderator's decision", courier);
            hooks.forget(gameId);
            return done;
        }
        throw new IllegalArgumentException("not a command the robot carries out: " + command.normalForm());
    }

    /** What one more step of a seat's handover does in its transaction (a standby leaving the list). */
    interface InHandover {
        void accept(java.sql.Connection c) throws java.sql.SQLException;
    }

    /**
     * REPLACE's one path, for a moderator's REPLACE and for a standby's seating alike: the seat changes hands in one
     * transaction (with {@code also}), then the game is read again.
     */
    private List<String> replaceSeat(String gameId, GameConfig config, String role, String name, String email,
                                     String zone, Actor actor, Instant now, SeatReplacement.Why why,
                                     InHandover also) {
        // The file's players change with the seat (and a standby leaves its list): checked first, so a change the
        // file cannot take is refused before anyone loses his seat; written once the seat has changed hands.
        Optional<PlayerRow> old = db.read(c -> players.lookup(c, gameId, role));
        Optional<GameFileEdit.Checked> file = old.filter(p -> !p.moderator())
                .map(p -> schedule.replaced(config, p, name, email, zone));
        List<String> done = db.inTransaction(c -> {
            List<String> d = seats.replace(c, config, role, name, email, zone, actor.who(), now, why);
            also.accept(c);
            return d;
        });
        file.ifPresent(schedule::commit);
        games.refresh(gameId);
        return done;
    }

    /** APPROVE STANDBY: the next standby on the list takes the role's seat, through REPLACE. */
    private List<String> approveStandby(String gameId, GameConfig config, String role, Actor actor, Instant now) {
        StandbySeating.Plan plan = db.read(c -> standbys.plan(c, config, role));
        List<String> done = new ArrayList<>(replaceSeat(gameId, config, plan.role(), plan.standby().name(),
                plan.standby().email(), plan.standby().zone(), actor, now, plan.why(),
                c -> standbys.seated(c, config, plan, now)));
        done.add(0, "APPROVE STANDBY " + plan.role() + ": " + plan.standby().name() + " <" + plan.standby().email()
                + "> leaves the standby list and takes the seat of " + plan.old().name() + plan.silence() + ".");
        return done;
    }

    private List<String> extend(String gameId, GameConfig config, Duration by) {
        Instant now = clock.instant();
        Optional<DeadlineSlotStore.Slot> waiting = db.read(c -> slots.withStatus(c, gameId,
                DeadlineSlotStore.Status.OPEN, DeadlineSlotStore.Status.FAILED)).stream().findFirst()
                .or(() -> keeper.upcoming(config, now));
        if (waiting.isEmpty()) {
            throw new IllegalArgumentException("the game has no deadline to extend (none is scheduled)");
        }
        DeadlineSlotStore.Slot s = waiting.get();
        Instant from = s.base().isBefore(now) ? now : s.base();
        Duration shift = Duration.between(s.base(), from).plus(by);
        DeadlineSlotStore.Slot moved = db.inTransaction(c -> slots.extend(c, gameId, s.at(), shift, false));
        List<Instant> after = new org.adjutant.schedule.GameSchedule(config.withPaused(false), clock).next(20);
        long swallowed = after.stream().filter(t -> t.isAfter(s.at()) && !t.isAfter(moved.base())).count();
        String to = TimeWords.at(moved.base(), config.zone());
        db.inTransaction(c -> notices.sendEach(c, "extended:" + gameId + ":" + s.at() + ":" + moved.shift().toSeconds(),
                gameId, keeper.everyone(c, gameId), "deadline extended", List.of("The moderators have extended the "
                        + "deadline to " + to + ". Orders received until then count; those already accepted stand."),
                true));
        List<String> done = new ArrayList<>();
        done.add("EXTEND " + NextDeadline.words(by) + ": the deadline is now " + to + "; every player was told.");
        if (swallowed > 0) {
            done.add("  Note: it now passes " + swallowed + " later deadline(s) of the schedule, which will be skipped"
                    + " (one turn runs for them).");
        }
        return done;
    }

    /**
     * RUN NOW runs the turn that was next when it was given ({@link DeadlineKeeper#runNowPlan}); the answer says
     * which deadline's turn that is, or that it has run already and nothing more runs.
     */
    private List<String> runNow(String gameId, GameConfig config, Instant given) {
        DeadlineKeeper.RunNowPlan plan = keeper.runNowPlan(gameId, given);
        if (plan.served().isPresent()) {
            TurnStore.Ran ran = plan.served().get();
            throw new IllegalArgumentException("the turn that was next when this command was given ("
                    + TimeWords.at(given, config.zone()) + ") has run since: " + games.game(gameId).orElseThrow()
                    .turn(ran.number()).inText() + " ran at " + TimeWords.at(ran.at(), config.zone()) + ". Nothing more runs: RUN NOW does not run the "
                    + "turn after it as well. " + String.join(" ", keeper.nextDeadline(gameId).lines(""))
                    + " To run that turn now too, give RUN NOW again.");
        }
        Optional<DeadlineSlotStore.Slot> slot = plan.slot();
        String when = slot.map(s -> TimeWords.at(s.status() == DeadlineSlotStore.Status.FAILED ? s.at() : s.base(),
                config.zone())).orElse("");
        if (!hooks.runNow(gameId)) {
            return List.of("RUN NOW: the robot is not running: as soon as it starts it runs the turn that is next "
                    + "then" + (slot.isEmpty() ? "." : " (now the turn of the deadline " + when + ")."));
        }
        String runs = " with the orders received until now; its reports follow.";
        if (slot.isEmpty()) {
            return List.of("RUN NOW: a turn runs now (no deadline is scheduled)" + runs);
        }
        return List.of(switch (slot.get().status()) {
            case OPEN -> "RUN NOW: the turn of the deadline " + when + ", which had passed and was waiting, runs now"
                    + runs;
            case FAILED -> "RUN NOW: the turn of the deadline " + when + ", which had failed, runs again now" + runs;
            default -> "RUN NOW: the turn of the next deadline, " + when + ", runs now, before its time," + runs
                    + " That deadline will not run a turn of its own; the schedule goes on from the one after it.";
        });
    }

    private List<String> pause(String gameId, GameConfig config, Actor actor, Instant now) {
        HostedGame game = games.game(gameId).orElseThrow();
        if (game.row().pausedByCommand()) {
            throw new IllegalArgumentException("the game is already paused (" + game.row().pausedBy() + ")");
        }
        db.inTransaction(c -> {
            gameStore.setPausedBy(c, gameId, actor.who() + " at " + TimeWords.at(now, config.zone()));
            return null;
        });
        games.refresh(gameId);
        hooks.resync(gameId);
        db.inTransaction(c -> notices.sendEach(c, "paused:" + gameId + ":" + now.toEpochMilli(), gameId,
                keeper.everyone(c, gameId), "the game is paused", List.of("The moderators have paused the game. No "
                        + "deadline runs until they resume it; deadlines that pass meanwhile are skipped. You will be "
                        + "told when it resumes. Orders you send are still checked and queued."), false));
        return List.of("PAUSE: the game is paused" + (config.paused() ? " (its file says paused too)" : "")
                + "; every player was told.");
    }

    private List<String> resume(String gameId, GameConfig config) {
        HostedGame game = games.game(gameId).orElseThrow();
        if (!game.row().pausedByCommand()) {
            throw new IllegalArgumentException(config.paused() ? "the game file says 'paused: true': edit the file to "
                    + "resume the game" : "the game is not paused");
        }
        db.inTransaction(c -> {
            gameStore.setPausedBy(c, gameId, null);
            return null;
        });
        games.refresh(gameId);
        hooks.resync(gameId);
        Instant now = clock.instant();
        db.inTransaction(c -> notices.sendEach(c, "resumed:" + gameId + ":" + now.toEpochMilli(), gameId,
                keeper.everyone(c, gameId), "the game resumes", List.of("The moderators have resumed the game."),
                true));
        return List.of("RESUME: the game runs again" + (config.paused() ? ", except that its file still says paused: "
                + "true" : "") + "; every player was told. " + String.join(" ", keeper.nextDeadline(gameId).lines("")));
    }

    private List<String> resend(String gameId, GameConfig config, CommandLines.Command.Resend r, String key) {
        PlayerRow who = db.read(c -> players.lookup(c, gameId, r.who()))
                .orElseThrow(() -> new IllegalArgumentException("no player '" + r.who() + "' in the game"));
        HostedGame game = games.game(gameId).orElseThrow();
        int turn = turn(game, r.turn());
        int mails = copies.resend(gameId, who, turn, key, keeper.nextDeadline(gameId),
                config.moderatorAddresses(), courier);
        if (mails == 0) {
            throw new IllegalArgumentException(who.handle() + " holds no unit or office that has reports");
        }
        return List.of("RESEND " + who.handle() + ": " + mails + " report mail(s) of " + game.turn(turn).inText()
                + " queued for " + who.email() + ", marked as copies.");
    }

    /**
     * ON BEHALF OF: the orders checked now as the holder's own would be, queued as his at the moment the command was
     * given (so his own later orders replace them, GITM 6.1), and told to whoever holds what they order.
     */
    private List<String> onBehalf(String gameId, GameConfig config, Actor actor, CommandLines.Command.OnBehalf b,
                                  String key) {
        HostedGame game = games.game(gameId).orElseThrow();
        List<org.adjutant.ruleset.Line> lines = new ArrayList<>();
        for (String o : b.orders()) {
            lines.add(new org.adjutant.ruleset.Line(lines.size() + 1, o));
        }
        String by = actor.who().startsWith("mail from ") ? actor.who().substring("mail from ".length()) : actor.who();
        return db.inTransaction(c -> {
            var verdict = behalf.check(c, game, b.target(), lines, actor.given(), 0);
            if (verdict.planned().isEmpty()) {
                throw new IllegalArgumentException(String.join("; ", verdict.problems().stream().map(p -> (p.line() == 0
                        ? "" : "order " + p.line() + " (" + b.orders().get(p.line() - 1) + "): ") + p.reason())
                        .toList()));
            }
            var planned = verdict.planned().get();
            behalf.enter(c, gameId, planned, by, actor.given());
            List<String> told = new ArrayList<>();
            for (PlayerRow p : planned.told()) {
                List<String> text = new ArrayList<>();
                text.add("A moderator of " + config.title() + " (" + by + ") has entered orders for " + planned.what()
                        + " on your behalf. The reason given: " + b.reason());
                text.add("");
                text.add("These orders now stand for " + planned.what() + ":");
                planned.orders().forEach(o -> text.add("    " + o));
                text.add("");
                text.add("Orders you send yourself later replace them, as any later orders of yours replace earlier "
                        + "ones (GITM 6.1). STATUS shows what stands.");
                notices.send(c, "behalf:" + gameId + ":" + key + ":" + p.id(), gameId, Notices.To.player(p),
                        "orders entered on your behalf", text, true);
                told.add(p.handle());
            }
            List<String> done = new ArrayList<>();
            done.add(b.normalForm() + ": " + planned.orders().size() + " order(s) queued for " + planned.key()
                    .replaceFirst("^@", "the offices of ") + " as " + planned.holder().handle() + "'s own, received when the"
                    + " command was given; his own later orders replace them. Told: " + String.join(", ", told) + ".");
            planned.orders().forEach(o -> done.add("    " + o));
            return done;
        });
    }

    /** The turn a command names (the last one run when it names none); refused when no turn run so far is so named. */
    private static int turn(HostedGame game, Optional<String> named) {
        int last = game.row().currentTurn();
        if (last == 0) {
            throw new IllegalArgumentException("no turn has run yet");
        }
        if (named.isEmpty()) {
            return last;
        }
        return game.turnNamed(named.get()).orElseThrow(() -> new IllegalArgumentException(
                game.noTurnNamed(named.get())));
    }

    private List<String> rollback(String gameId, Actor actor, String named, List<CommandLines.Step.Edit> edits,
                                  Instant now) {
        HostedGame game = games.game(gameId).orElseThrow();
        int turn = turn(game, Optional.of(named));
        List<Rollback.Edit> wanted = edits.stream().map(e -> new Rollback.Edit(e.unit(), e.lines())).toList();
        Rollback.Result r = rollback.rollback(gameId, turn, wanted, actor.who(), now);
        if (!r.done()) {
            throw new IllegalArgumentException(String.join("; ", r.lines()));
        }
        db.inTransaction(c -> notices.sendEach(c, "rollback:" + gameId + ":" + turn + ":" + now.toEpochMilli(), gameId,
                keeper.everyone(c, gameId), game.turns(r.from(), r.to()) + " run again: corrected reports follow",
                List.of("The moderators have rolled the game back to " + game.turn(r.from()).inText() + " and run "
                                + game.turns(r.from(), r.to()) + " again from the orders given then"
                                + (edits.isEmpty() ? "." : ", with a correction of their own."),
                        "Your reports of " + (r.to() > r.from() ? "these turns" : "that turn") + " follow, marked "
                                + "CORRECTION; they replace the ones you had. Orders queued for the next turn stand."),
                true));
        List<String> done = new ArrayList<>();
        done.add("ROLLBACK TO " + named + ": " + game.turns(r.from(), r.to()) + " run again"
                + (edits.isEmpty() ? "" : " with " + edits.size() + " unit(s)' orders edited") + "; "
                + (r.samePosition() ? "the position is exactly what it was." : "the position has changed.")
                + " Corrected reports go to every player; every player was told.");
        r.lines().forEach(l -> done.add("  " + l));
        return done;
    }

    private static String said(CommandLines.Step step, List<CommandLines.Step.Edit> edits) {
        if (step instanceof CommandLines.Step.Status) {
            return "STATUS";
        }
        if (step instanceof CommandLines.Step.Edit e) {
            return "ORDERS " + e.unit();
        }
        String s = ((CommandLines.Step.Run) step).command().normalForm().replace("\n", " / ");
        if (((CommandLines.Step.Run) step).command() instanceof CommandLines.Command.OnBehalf b) {
            s = s + ": " + String.join(" / ", b.orders());
        }
        return edits.isEmpty() ? s : s + " with ORDERS for " + String.join(", ", edits.stream()
                .map(CommandLines.Step.Edit::unit).toList());
    }

    private void record(String gameId, Actor actor, String command, AuditStore.Outcome outcome, String detail) {
        db.inTransaction(c -> {
            audit.record(c, gameId, clock.instant(), actor.who(), actor.channel(), command, outcome, detail);
            return null;
        });
    }

    /** Every moderator hears what was done, each in his own mail. */
    private void tellModerators(String gameId, GameConfig config, Actor actor, List<String> out, String key,
                                boolean withDeadline) {
        List<String> lines = new ArrayList<>();
        lines.add("Moderator commands carried out (" + actor.who() + ", " + actor.channel().name().toLowerCase(
                Locale.ROOT).replace("cli", "command line") + "):");
        lines.add("");
        lines.addAll(out);
        db.inTransaction(c -> notices.sendEach(c, "moderated:" + gameId + ":" + key, gameId,
                config.moderatorAddresses().stream().map(Notices.To::moderator).toList(), "moderator commands done",
                lines, withDeadline));
    }
}
