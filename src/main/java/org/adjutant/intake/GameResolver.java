package org.adjutant.intake;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.adjutant.game.GameRegistry;
import org.adjutant.game.HostedGame;
import org.adjutant.store.PlayerRow;
import org.adjutant.store.PlayerStore;

/** Which hosted game a mail is for, and what its sender may be told of the games when that is unclear. */
final class GameResolver {
    private final GameRegistry games;
    private final PlayerStore players = new PlayerStore();

    GameResolver(GameRegistry games) {
        this.games = games;
    }

    /**
     * The game a mail is for: the one it names; else the only game running; else the only game its sender plays in.
     * A stranger is not told which games the robot hosts.
     */
    Optional<HostedGame> resolve(Connection c, OrderMail parsed, String from, List<String> notes)
            throws SQLException {
        if (parsed.game().isPresent()) {
            Optional<HostedGame> named = games.game(parsed.game().get());
            if (named.isEmpty()) {
                notes.add("This robot hosts no game called '" + parsed.game().get() + "'." + yourGames(c, from));
            }
            return named;
        }
        // Listing the games reads the database: only done for a mail that does not name its game.
        List<HostedGame> running;
        try {
            running = games.games().stream().filter(g -> !g.row().archived()).toList();
        } catch (RuntimeException e) {
            // A game whose position cannot be read: which one runs alone is unknown, so the sender must say.
            running = null;
        }
        if (running != null && running.size() == 1) {
            return Optional.of(running.get(0));
        }
        List<String> mine = myGames(c, from);
        if (mine.size() == 1) {
            return games.game(mine.get(0));
        }
        notes.add(running != null && running.isEmpty() ? "No game is running on this robot at the moment."
                : "Say which game your orders are for: put [game-id] in the subject or a line 'GAME <game-id>' "
                + "before your orders." + yourGames(c, from));
        return Optional.empty();
    }

    private List<String> myGames(Connection c, String from) throws SQLException {
        if (from.isEmpty()) {
            return List.of();
        }
        Set<String> ids = new TreeSet<>();
        for (PlayerRow p : players.byEmail(c, from)) {
            try {
                games.game(p.gameId()).filter(g -> !g.row().archived()).ifPresent(g -> ids.add(g.id()));
            } catch (RuntimeException e) {
                ids.add(p.gameId());   // his game, though its position cannot be read now: still his
            }
        }
        return List.copyOf(ids);
    }

    private String yourGames(Connection c, String from) throws SQLException {
        List<String> mine = myGames(c, from);
        return mine.isEmpty() ? "" : " Your games here: " + String.join(", ", mine) + ".";
    }
}
