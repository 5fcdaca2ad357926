package org.adjutant.app;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.adjutant.config.GameConfig;
import org.adjutant.config.ObserverConfig;
import org.adjutant.game.StoredGames;
import org.adjutant.store.Database;
import org.adjutant.turn.Courier;
import org.adjutant.turn.ReportCopies;

/**
 * Mails each observer of a game (docs/moderators.md, "Observers") the reports of every turn that has {@code delay}
 * turns run after it, and of no younger turn, ever. Looked at after every step of the robot that may have run a turn:
 * a turn is sent once (the outbox keeps one row per observer, turn and report), and a robot that was down, or an
 * observer added to the file later, catches up with the turns he may see.
 */
final class ObserverPost {
    private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(ObserverPost.class);

    private final Database db;
    private final StoredGames games;
    private final ReportCopies copies;
    private final Function<String, List<String>> moderators;
    /**
     * Observer, game and turn already drawn by this robot: a view that has no reports (a role holding nothing) is
     * not drawn again every round.
     */
    private final java.util.Set<String> drawn = java.util.concurrent.ConcurrentHashMap.newKeySet();

    ObserverPost(Database db, StoredGames games, ReportCopies copies, Function<String, List<String>> moderators) {
        this.db = db;
        this.games = games;
        this.copies = copies;
        this.moderators = moderators;
    }

    /** Sends what each observer of {@code config}'s game may now see and has not had. */
    void round(GameConfig config, Courier courier) {
        if (config.observers().isEmpty()) {
            return;
        }
        Optional<Integer> run = games.game(config.id()).map(g -> g.row().currentTurn());
        if (run.isEmpty()) {
            return;
        }
        for (ObserverConfig o : config.observers()) {
            // Turn t may be seen once t + delay turns have run.
            for (int turn = 1; turn + o.delay() <= run.get(); turn++) {
                if (!drawn.contains(config.id() + ":" + turn + ":" + o.email()) && !sent(config.id(), turn, o.email())) {
                    int queued = copies.observe(config.id(), turn, run.get() - turn, o.name(), o.email(), o.role(),
                            moderators.apply(config.id()), courier);
                    drawn.add(config.id() + ":" + turn + ":" + o.email());
                    log.info("game {}: an observer was sent {} reports of turn {}", config.id(), queued, turn);
                }
            }
        }
    }

    /** Whether the observer's reports of the turn are in the outbox already. */
    private boolean sent(String gameId, int turn, String email) {
        return db.read(c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT 1 FROM outbox WHERE dedup_key LIKE ?")) {
                ps.setString(1, ("report:" + gameId + ":" + turn + ":" + email + ":").replace("_", "\\_")
                        .replace("%", "\\%") + "%" + ReportCopies.OBSERVER_KEY);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next();
                }
            }
        });
    }
}
