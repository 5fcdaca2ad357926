package org.adjutant.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.adjutant.ruleset.GameState;
import org.adjutant.ruleset.Ruleset;
import org.adjutant.store.Database;
import org.adjutant.store.GameRow;
import org.adjutant.store.GameStore;

/**
 * The games in the database, each decoded once at its current turn and cached until {@link #refresh}. On a database
 * several robots share, another robot may run a turn or roll a game back: there the cached game is used only while
 * the game's stored revision is still the one it was read at.
 */
public final class StoredGames implements GameRegistry {
    private final Database db;
    private final Map<String, Ruleset> rulesets;
    private final GameStore store = new GameStore();
    private final Map<String, HostedGame> cache = new ConcurrentHashMap<>();
    private final Map<String, Long> revisions = new ConcurrentHashMap<>();

    public StoredGames(Database db, Map<String, Ruleset> rulesets) {
        this.db = db;
        this.rulesets = Map.copyOf(rulesets);
    }

    @Override
    public Optional<HostedGame> game(String id) {
        HostedGame cached = cache.get(id);
        if (cached != null && (!db.shared() || current(id, revisions.get(id)))) {
            return Optional.of(cached);
        }
        long[] revision = {0};
        Optional<HostedGame> loaded = db.read(c -> {
            revision[0] = store.revision(c, id).orElse(0);
            Optional<GameRow> row = store.find(c, id);
            if (row.isEmpty()) {
                return Optional.empty();
            }
            Ruleset ruleset = ruleset(row.get().ruleset());
            GameState state = ruleset.decode(store.loadState(c, id, row.get().currentTurn()));
            // The opening names the game's turns; it is read only when a turn is named outside its reports.
            return Optional.of(new HostedGame(row.get(), ruleset, state, row.get().currentTurn() == 0 ? () -> state
                    : () -> ruleset.decode(db.read(r -> store.loadState(r, id, 0)))));
        });
        loaded.ifPresent(g -> {
            revisions.put(id, revision[0]);
            cache.put(id, g);
        });
        if (loaded.isEmpty()) {
            cache.remove(id);
        }
        return loaded;
    }

    @Override
    public List<HostedGame> games() {
        List<HostedGame> result = new ArrayList<>();
        for (GameRow row : db.read(store::list)) {
            game(row.id()).ifPresent(result::add);
        }
        return result;
    }

    private boolean current(String id, Long revision) {
        return revision != null && db.read(c -> store.revision(c, id)).equals(java.util.OptionalLong.of(revision));
    }

    @Override
    public void refresh(String id) {
        cache.remove(id);
    }

    /**
     * Drops the cached game only if its stored revision has moved since it was read: one small query instead of
     * decoding the position again, for the checks every worker round makes of every game.
     */
    public void refreshIfChanged(String id) {
        if (!current(id, revisions.get(id))) {
            refresh(id);
        }
    }

    public Ruleset ruleset(String id) {
        Ruleset r = rulesets.get(id);
        if (r == null) {
            throw new IllegalArgumentException("no ruleset '" + id + "'; this robot knows " + rulesets.keySet());
        }
        return r;
    }
}
