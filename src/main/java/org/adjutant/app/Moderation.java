package org.adjutant.app;

import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.adjutant.config.GameConfig;
import org.adjutant.game.GameCreator;
import org.adjutant.game.NextDeadline;
import org.adjutant.game.StoredGames;
import org.adjutant.history.HistoryPublisher;
import org.adjutant.player.PasswordGenerator;
import org.adjutant.player.PasswordHasher;
import org.adjutant.report.TemplateRenderer;
import org.adjutant.store.Database;
import org.adjutant.store.OutboxStore;
import org.adjutant.turn.Courier;
import org.adjutant.turn.ReportCopies;
import org.adjutant.turn.Rollback;
import org.adjutant.turn.TurnReplay;
import org.adjutant.turn.TurnResult;
import org.adjutant.turn.TurnRunner;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The parts that run a game besides mail: deadlines by policy, seats, the moderators' commands and the requests
 * mails leave for the worker. Built the same way inside the running robot and by the command line on a stopped
 * robot's database, so that {@code adjutant game extend} does the very same thing whether the robot runs or not.
 */
final class Moderation {
    private static final Logger log = LoggerFactory.getLogger(Moderation.class);

    final Notices notices;
    final Seating seating;
    final DeadlineKeeper keeper;
    final GameAdmin admin;
    final GameEnd end;
    final ModeratorCommands commands;
    final RequestRunner requests;
    private final HistoryPublisher history;
    private final StoredGames games;
    private final Function<String, Optional<GameConfig>> configs;
    private final Courier courier;

    Moderation(Database db, Path home, Path gamesDir, Clock clock, StoredGames games, GameCreator creator,
               PasswordHasher hasher, TemplateRenderer templates, OutboxMailer outbox, TurnRunner turns,
               Function<String, Optional<GameConfig>> configs, org.adjutant.config.GameConfigLoader loader,
               String robotAddress, ModeratorCommands.Hooks hooks,
               Function<String, Optional<List<java.time.Instant>>> liveDeadlines, Courier courier,
               java.util.function.Consumer<TurnResult> turnObserver, Path historyDir) {
        this.games = games;
        this.configs = configs;
        this.courier = courier;
        DeadlineKeeper[] keeperRef = new DeadlineKeeper[1];
        StandbyOffers[] offersRef = new StandbyOffers[1];
        this.notices = new Notices(outbox, new OutboxStore(clock), templates,
                id -> title(games, id), id -> keeperRef[0].nextDeadline(id));
        this.seating = new Seating(db, home, clock, games, creator, templates, outbox,
                cfg -> keeperRef[0].nextDeadline(cfg), robotAddress);
        this.admin = new GameAdmin(db, home, gamesDir, clock, liveDeadlines, games);
        TurnReplay replay = new TurnReplay(db, games);
        ReportCopies copies = new ReportCopies(db, replay, templates, outbox);
        this.history = new HistoryPublisher(games, replay, templates, historyDir);
        this.end = new GameEnd(db, games, copies, notices, admin,
                id -> configs.apply(id).map(GameConfig::observers).orElse(List.of()),
                (id, closing) -> publishHistory(id, Optional.of(closing), false));
        this.keeper = new DeadlineKeeper(db, clock, games, turns, configs, notices, courier, result -> {
            turnObserver.accept(result);
            endIfLast(result.gameId(), hooks);
            offersRef[0].afterTurn(result.gameId(), games.game(result.gameId()).map(g -> g.row().archived())
                    .orElse(true));
            // A game that ended with this turn published its whole history as it ended.
            if (games.game(result.gameId()).map(g -> !g.row().archived()).orElse(false)) {
                publishHistory(result.gameId(), Optional.empty(), false);
            }
        });
        keeperRef[0] = keeper;
        admin.withDeadlines(keeper::nextDeadline);
        this.commands = new ModeratorCommands(db, clock, games, configs, keeper, notices,
                new SeatReplacement(hasher, new PasswordGenerator(), seating, notices),
                new PasswordReissue(hasher, new PasswordGenerator(), notices), new Rollback(db, games), copies,
                end, admin, hooks, courier, new ScheduleCommands(db, clock, games, new GameFileEdit(loader), keeper,
                        notices, seating, hooks::reload), (id, rebuild) -> history.publish(id, configs.apply(id)
                        .map(GameConfig::history).orElse(org.adjutant.config.HistoryPolicy.NONE), Optional.empty(),
                        rebuild));
        offersRef[0] = new StandbyOffers(db, clock, configs, notices, commands);
        this.requests = new RequestRunner(db, clock, commands, copies, keeper, notices, configs, courier, games, end);
    }

    /** The game's title for a notice; its id if the game cannot be read (a notice that it is broken, say). */
    private static String title(StoredGames games, String id) {
        try {
            return games.game(id).map(g -> g.row().title()).orElse(id);
        } catch (RuntimeException e) {
            return id;
        }
    }

    /** The next deadline as mails state it. */
    NextDeadline nextDeadline(String gameId) {
        return keeper.nextDeadline(gameId);
    }

    /**
     * The game's file names a last turn, or its ruleset says the game is over: once that turn has run, the game ends
     * (final truth to everyone, archived). Also looked at every round, so an end a stop interrupted is finished.
     */
    void endIfLast(String gameId, ModeratorCommands.Hooks hooks) {
        Optional<GameConfig> config = configs.apply(gameId);
        // Every round, for every game: decoding each position anew took a tenth of a 20-game deadline's CPU
        // (docs/scaling.md, "Measured").
        games.refreshIfChanged(gameId);
        var game = games.game(gameId);
        if (config.isEmpty() || game.isEmpty() || game.get().row().archived() || game.get().row().currentTurn() == 0) {
            return;
        }
        int turn = game.get().row().currentTurn();
        boolean last = config.get().lastTurn().map(l -> turn >= l).orElse(false);
        boolean over = game.get().ruleset().isOver(game.get().state());
        if (last || over) {
            log.info("game {}: turn {} was its last; the game ends", gameId, turn);
            // last-turn counts the turns the game runs; what the last one is called, the notice itself says
            end.end(gameId, config.get().moderatorAddresses(), last ? "with the last turn its file names (last-turn: "
                    + config.get().lastTurn().orElseThrow() + ")" : "as its rules say", courier);
            hooks.forget(gameId);
        }
    }

    /**
     * Publishes what the game's file lets its public history show now (docs/moderators.md, "A public history"):
     * after each turn, and as the game ends ({@code closing}). A failure is logged and never stops a turn or an end:
     * the next turn, or the moderator's HISTORY, publishes again what is missing.
     */
    void publishHistory(String gameId, Optional<org.adjutant.ruleset.GameClosed> closing, boolean rebuild) {
        Optional<GameConfig> config = configs.apply(gameId);
        if (config.isEmpty() || !config.get().history().publishes()) {
            return;
        }
        try {
            history.publish(gameId, config.get().history(), closing, rebuild);
        } catch (RuntimeException e) {
            log.error("game {}: publishing its history failed; it is tried again after the next turn", gameId, e);
        }
    }
}
