package org.adjutant.app;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.adjutant.config.GameConfig;
import org.adjutant.config.PlayerConfig;
import java.util.function.Function;
import org.adjutant.game.NextDeadline;
import org.adjutant.game.GameCreator;
import org.adjutant.game.HostedGame;
import org.adjutant.game.NewPlayer;
import org.adjutant.game.PlayerSeat;
import org.adjutant.game.StoredGames;
import org.adjutant.report.RenderedMail;
import org.adjutant.report.TemplateRenderer;
import org.adjutant.ruleset.Opening;
import org.adjutant.ruleset.RoleSlot;
import org.adjutant.ruleset.Ruleset;
import org.adjutant.ruleset.ScenarioException;
import org.adjutant.ruleset.UnitInfo;
import org.adjutant.store.Assignment;
import org.adjutant.store.Database;
import org.adjutant.store.OutboxStore;
import org.adjutant.store.PlayerRow;
import org.adjutant.store.PlayerStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Who sits in a game: creates the game on first sight of its file, seats the players and moderators it lists, and
 * writes each newcomer the welcome that carries his password. A moderator listed only under {@code moderators:} gets
 * a seat of his own, named by his address, so that he too has a password: moderator commands by mail need both his
 * listed address and that password (see {@code docs/moderators.md}).
 *
 * <p>Nobody is seated twice: a player already in the game by name or by address (a replaced one included, whose
 * seat a moderator gave away, or one who changed his address by mail) is left as he is.
 */
@SuppressWarnings("try") // cluster locks are held by try-with-resources, not used
final class Seating {
    private static final Logger log = LoggerFactory.getLogger(Seating.class);

    private final Database db;
    private final Path home;
    private final Clock clock;
    private final StoredGames games;
    private final GameCreator creator;
    private final TemplateRenderer templates;
    private final OutboxMailer outbox;
    private final Function<GameConfig, NextDeadline> deadlines;
    private final String robotAddress;
    private final PlayerStore players = new PlayerStore();

    Seating(Database db, Path home, Clock clock, StoredGames games, GameCreator creator, TemplateRenderer templates,
            OutboxMailer outbox, Function<GameConfig, NextDeadline> deadlines, String robotAddress) {
        this.db = db;
        this.home = home;
        this.clock = clock;
        this.games = games;
        this.creator = creator;
        this.templates = templates;
        this.outbox = outbox;
        this.deadlines = deadlines;
        this.robotAddress = robotAddress;
    }

    /** The scenario's opening, or the reason it cannot be read (said to the moderators with file and line). */
    Opening opening(GameConfig config, Ruleset ruleset) throws IOException, ScenarioException {
        return ruleset.open(Files.readString(config.scenario(), StandardCharsets.UTF_8),
                home.relativize(config.scenario().toAbsolutePath().normalize()).toString(), config.rules(),
                "config/games/" + config.source().getFileName());
    }

    /** The seats a game file asks for: its players, then each moderator address that is no player's. */
    static List<PlayerSeat> seats(GameConfig config) {
        List<PlayerSeat> seats = new ArrayList<>();
        Set<String> emails = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        for (PlayerConfig p : config.players()) {
            seats.add(new PlayerSeat(p.name(), p.email(), p.role().orElse(""), p.moderator(), p.timeZone()));
            emails.add(p.email());
        }
        for (String m : config.moderators()) {
            if (emails.add(m)) {
                seats.add(new PlayerSeat(moderatorName(m), m, "", true));
            }
        }
        return seats;
    }

    /** A moderator's seat is named by his address (at most 100 characters, the column's width). */
    static String moderatorName(String address) {
        return address.length() <= 100 ? address : address.substring(0, 100);
    }

    /** Creates the game, or seats those the file names who have no seat yet; each newcomer gets his welcome. */
    List<NewPlayer> seat(GameConfig config, Ruleset ruleset, Opening opening) {
        // Every robot sharing the database reads the same game files: one creates the game, the others find it.
        try (org.adjutant.store.Database.ClusterLock lock = db.gameLock(config.id())) {
            return seatLocked(config, ruleset, opening);
        }
    }

    private List<NewPlayer> seatLocked(GameConfig config, Ruleset ruleset, Opening opening) {
        List<PlayerSeat> seats = seats(config);
        List<NewPlayer> created;
        if (games.game(config.id()).isEmpty()) {
            created = creator.create(config.id(), config.title(), ruleset, config.seed(), opening, seats,
                    clock.instant());
            log.info("game {} created from {} with {} seats", config.id(), config.source(), created.size());
        } else {
            created = newcomers(config, opening, seats);
        }
        if (!created.isEmpty()) {
            db.inTransaction(c -> {
                for (NewPlayer p : created) {
                    welcome(c, config, opening, p, List.of());
                }
                return null;
            });
        }
        return created;
    }

    private List<NewPlayer> newcomers(GameConfig config, Opening opening, List<PlayerSeat> seats) {
        Set<String> known = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        db.read(c -> players.players(c, config.id())).forEach(p -> {
            known.add(p.email());
            known.add(p.name());
        });
        HostedGame game = games.game(config.id()).orElseThrow();
        List<String> units = game.units().stream().map(UnitInfo::id).toList();
        List<NewPlayer> created = new ArrayList<>();
        for (PlayerSeat seat : seats) {
            if (!known.contains(seat.email()) && !known.contains(seat.name())) {
                RoleSlot slot = slot(opening, seat.role()).orElse(null);
                created.add(creator.addPlayer(config.id(), seat, slot, units, clock.instant()));
                known.add(seat.email());
                known.add(seat.name());
                log.info("game {}: seated {}", config.id(), seat.name());
            }
        }
        return created;
    }

    private static Optional<RoleSlot> slot(Opening opening, String role) {
        return opening == null ? Optional.empty()
                : opening.roles().stream().filter(r -> r.id().equals(role)).findFirst();
    }

    /**
     * Queues the welcome of a new seat: his password, his units as the database holds them now, the next deadline,
     * how to write orders, and {@code before}: lines that come first (e.g. whose seat he takes over).
     */
    void welcome(Connection c, GameConfig config, Opening opening, NewPlayer p, List<String> before)
            throws SQLException {
        HostedGame game = games.game(config.id()).orElseThrow();
        PlayerRow row = players.byId(c, p.id()).orElseThrow();
        List<String> commands = new ArrayList<>();
        List<String> deputyFor = new ArrayList<>();
        for (Assignment a : players.assignments(c, config.id())) {
            if (a.commanderId() == p.id()) {
                commands.add(a.unitId());
            }
            if (a.deputyId() == p.id()) {
                deputyFor.add(a.unitId());
            }
        }
        Map<String, Object> model = new LinkedHashMap<>();
        model.put("gameId", config.id());
        model.put("gameTitle", config.title());
        model.put("name", p.seat().name());
        model.put("role", row.role());
        model.put("handle", row.role().isEmpty() ? row.name() : row.role());
        model.put("password", p.password());
        model.put("robot", robotAddress);
        model.put("moderator", row.moderator());
        model.put("before", before);
        model.put("roleTitle", slot(opening, row.role()).map(RoleSlot::title).orElse(""));
        model.put("commands", commands);
        model.put("deputyFor", deputyFor);
        model.put("offices", new ArrayList<>(new TreeSet<>(row.offices())));
        model.put("deadline", deadlines.apply(config).lines(p.seat().timeZone()));
        model.put("nextTurn", game.ruleset().nextTurn(game.state()));
        model.put("ruleset", game.ruleset().id());
        // the first of his units the ruleset has an example for (on a deployment turn militia have none to give)
        List<String> exampleOrders = List.of();
        String example = "";
        for (String unit : java.util.stream.Stream.concat(commands.stream(), deputyFor.stream()).toList()) {
            exampleOrders = game.ruleset().exampleOrders(game.state(), unit);
            if (!exampleOrders.isEmpty()) {
                example = unit;
                break;
            }
        }
        model.put("exampleUnit", example);
        model.put("exampleOrders", exampleOrders);
        String text = templates.render("welcome.txt.ftl", model);
        outbox.notice(c, OutboxStore.WELCOME_PREFIX + config.id() + ":" + p.id(), config.id(), List.of(row.email()),
                new RenderedMail("[" + config.id() + "] welcome to " + config.title(), text, null, Map.of()));
    }
}
