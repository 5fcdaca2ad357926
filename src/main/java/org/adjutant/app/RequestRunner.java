package org.adjutant.app;

import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.adjutant.config.GameConfig;
import org.adjutant.game.GameRegistry;
import org.adjutant.store.AuditStore;
import org.adjutant.store.Database;
import org.adjutant.store.PlayerRow;
import org.adjutant.store.PlayerStore;
import org.adjutant.store.RequestStore;
import org.adjutant.turn.Courier;
import org.adjutant.turn.ReportCopies;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Carries out on the robot's worker what mails asked for and their replies promised: a moderator's commands
 * ({@link ModeratorCommands}) and a player's SEND REPORTS. Each request is claimed before it is carried out. A stop
 * in the middle leaves it RUNNING: a SEND REPORTS is simply done again (its mails are keyed by the request, so none
 * goes twice); a moderator's commands are not (an EXTEND done twice would extend twice): they are marked failed and
 * the moderator is told to look at STATUS and send again what is missing.
 */
@SuppressWarnings("try") // cluster locks are held by try-with-resources, not used
final class RequestRunner {
    private static final Logger log = LoggerFactory.getLogger(RequestRunner.class);

    private final Database db;
    private final Clock clock;
    private final ModeratorCommands commands;
    private final ReportCopies copies;
    private final DeadlineKeeper keeper;
    private final Notices notices;
    private final Function<String, Optional<GameConfig>> configs;
    private final Courier courier;
    private final GameRegistry games;
    private final GameEnd end;
    private final RequestStore requests = new RequestStore();
    private final PlayerStore players = new PlayerStore();

    RequestRunner(Database db, Clock clock, ModeratorCommands commands, ReportCopies copies, DeadlineKeeper keeper,
                  Notices notices, Function<String, Optional<GameConfig>> configs, Courier courier,
                  GameRegistry games, GameEnd end) {
        this.db = db;
        this.clock = clock;
        this.commands = commands;
        this.copies = copies;
        this.keeper = keeper;
        this.notices = notices;
        this.configs = configs;
        this.courier = courier;
        this.games = games;
        this.end = end;
    }

    /** At start-up: settles what a stop interrupted (see the class comment). */
    void settleInterrupted() {
        for (RequestStore.Request r : db.read(requests::running)) {
            Optional<Database.ClusterLock> lock = db.tryGameLock(r.gameId());
            if (lock.isEmpty()) {
                continue; // another robot sharing the database is carrying it out now
            }
            try (Database.ClusterLock held = lock.get()) {
                if (db.read(requests::running).stream().anyMatch(x -> x.id() == r.id())) {
                    settle(r);
                }
            }
        }
    }

    private void settle(RequestStore.Request r) {
        // A SEND REPORTS is keyed by the request and an ending is idempotent (GameEnd): both are simply done again.
        if (r.kind() == RequestStore.Kind.REPORTS || r.kind() == RequestStore.Kind.ENDING) {
            db.inTransaction(c -> {
                requests.requeue(c, r.id());
                return null;
            });
            return;
        }
        db.inTransaction(c -> {
            requests.finish(c, r.id(), RequestStore.Status.FAILED, clock.instant(), "interrupted by a stop");
            new AuditStore().record(c, r.gameId(), clock.instant(), "the robot", AuditStore.Channel.MAIL,
                    String.join("; ", r.lines()), AuditStore.Outcome.FAILED, "request #" + r.id()
                            + " interrupted by a stop of the robot; not carried out again");
            Optional<PlayerRow> who = players.byId(c, r.playerId());
            if (who.isPresent()) {
                notices.send(c, "interrupted:" + r.id(), r.gameId(), Notices.To.player(who.get()),
                        "your commands were interrupted", List.of("The robot stopped while it carried out your "
                                + "commands:", "", "    " + String.join("\n    ", r.lines()), "",
                                "Some of them may have been done. They are not carried out again on their own: "
                                        + "send STATUS to see where the game stands, then send again what is "
                                        + "missing."), false);
            }
            return null;
        });
    }

    /** Carries out every waiting request, oldest first; one that fails does not stop the others. */
    int runPending() {
        int done = 0;
        for (RequestStore.Request r : db.read(requests::pending)) {
            // Claimed and carried out under the game's lock: a RUNNING request whose game nobody holds was left by
            // a robot that stopped (see settleInterrupted).
            try (Database.ClusterLock lock = db.gameLock(r.gameId())) {
                if (runClaimed(r)) {
                    done++;
                }
            }
        }
        return done;
    }

    private boolean runClaimed(RequestStore.Request r) {
        if (!db.inTransaction(c -> requests.claim(c, r.id()))) {
            return false;
        }
        try {
            String result = switch (r.kind()) {
                case REPORTS -> reports(r);
                case ENDING -> ending(r);
                case MODERATOR -> moderator(r);
            };
            db.inTransaction(c -> {
                requests.finish(c, r.id(), RequestStore.Status.DONE, clock.instant(), result);
                return null;
            });
            return true;
        } catch (RuntimeException e) {
            log.error("request #{} of game {} failed", r.id(), r.gameId(), e);
            db.inTransaction(c -> {
                requests.finish(c, r.id(), RequestStore.Status.FAILED, clock.instant(), String.valueOf(e));
                return null;
            });
            return false;
        }
    }

    private String moderator(RequestStore.Request r) {
        PlayerRow who = db.read(c -> players.byId(c, r.playerId())).orElseThrow();
        // Given when the mail reached the mail server (the request's time), not when the robot got to it.
        ModeratorCommands.Done done = commands.run(r.gameId(), new ModeratorCommands.Actor("mail from "
                + who.email(), AuditStore.Channel.MAIL, r.createdAt()), r.lines(), "req-" + r.id());
        if (!done.moderatorsTold()) {
            db.inTransaction(c -> notices.send(c, "moderator-reply:" + r.id(), r.gameId(), Notices.To.player(who),
                    done.reply().exitCode() == 0 ? "moderator commands done" : "moderator commands not done",
                    List.of(done.reply().output().stripTrailing().split("\n")), false));
        }
        return done.reply().output();
    }

    /** The players' votes agreed (a draw, or every side but one conceding): the game ends as END GAME ends it. */
    private String ending(RequestStore.Request r) {
        List<String> moderators = configs.apply(r.gameId()).map(GameConfig::moderatorAddresses).orElse(List.of());
        String verdict = r.lines().size() > 1 ? r.lines().get(1) : "";
        List<String> done = end.end(r.gameId(), moderators, r.lines().get(0), verdict, courier);
        // In the audit log beside the moderators' own END GAME; it names no voter, only how the war ended.
        db.inTransaction(c -> {
            new AuditStore().record(c, r.gameId(), clock.instant(), "the players' votes", AuditStore.Channel.MAIL,
                    "END GAME", AuditStore.Outcome.DONE, "ended " + r.lines().get(0));
            return null;
        });
        return String.join("\n", done);
    }

    private String reports(RequestStore.Request r) {
        PlayerRow who = db.read(c -> players.byId(c, r.playerId())).orElseThrow();
        // the intake resolved the turn the player named to the robot's count of it
        int turn = Integer.parseInt(r.lines().get(0).replace("TURN", "").strip());
        String named = games.game(r.gameId()).map(g -> g.turn(turn).inText()).orElse("turn " + turn);
        List<String> moderators = configs.apply(r.gameId()).map(GameConfig::moderatorAddresses).orElse(List.of());
        int mails = who.retired() ? 0 : copies.resend(r.gameId(), who, turn, "req-" + r.id(),
                keeper.nextDeadline(r.gameId()), moderators, courier);
        if (mails == 0) {
            db.inTransaction(c -> notices.send(c, "no-reports:" + r.id(), r.gameId(), Notices.To.player(who),
                    "no reports to send", List.of("You asked for your reports of " + named + ", but you hold no "
                            + "unit or office that has reports now, so there is nothing to send."), false));
        }
        return mails + " report mails of " + named;
    }
}
