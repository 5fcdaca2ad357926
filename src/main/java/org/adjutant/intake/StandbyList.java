package org.adjutant.intake;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.adjutant.config.GameConfig;
import org.adjutant.config.Standbys;
import org.adjutant.store.PlayerRow;
import org.adjutant.store.PlayerStore;
import org.adjutant.store.StandbyStore;

/**
 * A game's standby list as the robot offers it: first the standbys its file names, in the file's order, then those
 * who joined by mail or whom a moderator added, in the order they joined. Whoever has left the list (seated, or
 * taken off by a moderator) is not on it, even where the file still names him; nor is anyone who holds a seat in the
 * game. The file stays the place a moderator writes standbys down; the database keeps only what happened to them.
 */
public final class StandbyList {
    /** One standby on the list. */
    public record Entry(String name, String email, String zone, StandbyStore.Source source) {
        public String shown() {
            return name + " <" + email + ">" + (zone.isEmpty() ? "" : " (" + zone + ")") + ", "
                    + switch (source) {
                        case FILE -> "from the game file";
                        case MAIL -> "joined by mail";
                        case MODERATOR -> "added by a moderator";
                    };
        }
    }

    private final StandbyStore store = new StandbyStore();
    private final PlayerStore players = new PlayerStore();

    /** The list in the order standbys are offered a seat. */
    public List<Entry> current(Connection c, GameConfig config) throws SQLException {
        List<StandbyStore.Row> rows = store.rows(c, config.id());
        Set<String> gone = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        rows.stream().filter(r -> r.leftAt().isPresent()).forEach(r -> gone.add(r.email()));
        for (PlayerRow p : players.players(c, config.id())) {
            if (!p.retired()) {
                gone.add(p.email());
            }
        }
        Set<String> listed = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        List<Entry> out = new ArrayList<>();
        for (Standbys.Standby s : config.standbys().list()) {
            if (!gone.contains(s.email()) && listed.add(s.email())) {
                out.add(new Entry(s.name(), s.email(), s.zone(), StandbyStore.Source.FILE));
            }
        }
        for (StandbyStore.Row r : rows) {
            if (r.leftAt().isEmpty() && !gone.contains(r.email()) && listed.add(r.email())) {
                out.add(new Entry(r.name(), r.email(), r.zone(), r.source()));
            }
        }
        return out;
    }

    /** The standby named by his name or address; empty when none on the list is. */
    public Optional<Entry> find(Connection c, GameConfig config, String who) throws SQLException {
        String w = who.strip().toLowerCase(Locale.ROOT);
        return current(c, config).stream().filter(e -> e.email().equalsIgnoreCase(w) || e.name().equalsIgnoreCase(w))
                .findFirst();
    }

    /**
     * Whether {@code email} may stand by: refused, with the reason, when it holds a seat, moderates or observes the
     * game, or is on the list already.
     */
    public Optional<String> whyNot(Connection c, GameConfig config, String name, String email) throws SQLException {
        if (config.isModerator(email)) {
            return Optional.of(email + " moderates this game");
        }
        if (config.observers().stream().anyMatch(o -> o.email().equalsIgnoreCase(email))) {
            return Optional.of(email + " observes this game: an observer cannot also stand by for a seat");
        }
        for (PlayerRow p : players.players(c, config.id())) {
            if (!p.retired() && p.email().equalsIgnoreCase(email)) {
                return Optional.of(email + " already plays in this game");
            }
            if (p.name().equalsIgnoreCase(name)) {
                return Optional.of("the name '" + name + "' is taken in this game (names stay, even of replaced "
                        + "players)");
            }
        }
        for (Entry e : current(c, config)) {
            if (e.email().equalsIgnoreCase(email)) {
                return Optional.of(email + " is on the standby list already");
            }
            if (e.name().equalsIgnoreCase(name)) {
                return Optional.of("a standby on the list is called '" + name + "' already");
            }
        }
        return Optional.empty();
    }

    public void add(Connection c, GameConfig config, String name, String email, StandbyStore.Source source, Instant at)
            throws SQLException {
        store.add(c, config.id(), name, email, "", source, at);
    }

    public void leave(Connection c, GameConfig config, Entry e, Instant at, String why) throws SQLException {
        store.leave(c, config.id(), e.name(), e.email(), at, why);
    }
}
