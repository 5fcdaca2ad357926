package org.adjutant.app;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.config.ConfigResult;
import org.adjutant.config.GameConfig;
import org.adjutant.config.GameConfigLoader;
import org.adjutant.config.GameId;
import org.adjutant.config.ServerConfig;
import org.adjutant.game.GameCreator;
import org.adjutant.game.StoredGames;
import org.adjutant.mail.MailComposer;
import org.adjutant.player.PasswordGenerator;
import org.adjutant.player.PasswordHasher;
import org.adjutant.report.TemplateRenderer;
import org.adjutant.ruleset.Ruleset;
import org.adjutant.store.AuditStore;
import org.adjutant.store.Database;
import org.adjutant.store.OutboxStore;
import org.adjutant.turn.Courier;
import org.adjutant.turn.TurnRunner;

/**
 * The moderator's commands on a stopped robot's database, from the command line: the very {@link ModeratorCommands}
 * the running robot uses, with what only a running robot can do left for its start. Mails are queued in the outbox
 * and sent when the robot next runs; a PAUSE or RESUME is applied to the deadlines when it starts (it schedules each
 * game from its file and the database); a RUN NOW waits in the control directory for it.
 */
public final class OfflineDesk {
    private final Database db;
    private final ServerConfig server;
    private final Path home;
    private final Map<String, Ruleset> rulesets;
    private final Clock clock;
    private Moderation moderation;

    public OfflineDesk(Database db, ServerConfig server, Path home, Map<String, Ruleset> rulesets, Clock clock) {
        this.db = db;
        this.server = server;
        this.home = home;
        this.rulesets = rulesets;
        this.clock = clock;
    }

    /** Built on first use: reading a game's status needs no templates, carrying out commands does. */
    private Moderation moderation() {
        if (moderation == null) {
            moderation = build();
        }
        return moderation;
    }

    private Moderation build() {
        Path absolute = home.toAbsolutePath().normalize();
        GameConfigLoader loader = new GameConfigLoader(absolute, clock, rulesets.keySet());
        StoredGames games = new StoredGames(db, rulesets);
        PasswordHasher hasher = new PasswordHasher();
        TemplateRenderer templates = new TemplateRenderer(absolute.resolve("templates"));
        OutboxMailer outbox = new OutboxMailer(server.name() + " <" + server.address() + ">", db.identity(),
                new MailComposer(clock),
                new OutboxStore(clock), templates, id -> games.game(id).map(g -> g.row().title()).orElse(id),
                id -> moderation().nextDeadline(id), server.noticeWindow());
        TurnRunner turns = new TurnRunner(db, games, templates, outbox, clock, id -> moderation().nextDeadline(id));
        ControlRequests control = new ControlRequests(server.controlDir());
        ModeratorCommands.Hooks hooks = new ModeratorCommands.Hooks() {
            @Override
            public void resync(String gameId) {
                // the robot schedules every game from its file and the database when it starts
            }

            @Override
            public boolean runNow(String gameId) {
                control.requestRunNow(GameId.of(gameId));
                return false;
            }

            @Override
            public void forget(String gameId) {
                // an archived game's file is moved away, so the robot no longer loads it
            }

            @Override
            public void reload(Path file) {
                // the commands read the file anew each time; the robot reads it when it starts
            }
        };
        return new Moderation(db, absolute, server.gamesDir(), clock, games,
                new GameCreator(db, hasher, new PasswordGenerator()), hasher, templates, outbox, turns,
                id -> config(loader, server.gamesDir(), id), loader, server.address(), hooks, id -> Optional.empty(),
                Courier.NONE, r -> { }, server.data().history());
    }

    private static Optional<GameConfig> config(GameConfigLoader loader, Path gamesDir, String id) {
        Optional<Path> file = GameId.parse(id).map(g -> g.fileIn(gamesDir)).filter(Files::isRegularFile);
        if (file.isEmpty()) {
            return Optional.empty();
        }
        ConfigResult<GameConfig> loaded = loader.loadAsWritten(file.get());
        return loaded instanceof ConfigResult.Loaded<GameConfig> ok ? Optional.of(ok.config()) : Optional.empty();
    }

    /** Carries out moderator command lines in a game, as {@code actor} (the command line's user). */
    public ControlRequests.Reply moderate(String gameId, String actor, List<String> lines) {
        return moderation().commands.run(gameId, new ModeratorCommands.Actor(actor, AuditStore.Channel.CLI,
                clock.instant()), lines,
                "cli-" + clock.millis()).reply();
    }

    /** The game commands that only read or archive; with the deadlines as mails state them when it can. */
    public GameAdmin admin() {
        if (Files.isDirectory(home.resolve("templates"))) {
            return moderation().admin;
        }
        return new GameAdmin(db, home, server.gamesDir(), clock, id -> Optional.empty(),
                new StoredGames(db, rulesets));
    }
}
