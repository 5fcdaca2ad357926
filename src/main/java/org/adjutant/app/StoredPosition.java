package org.adjutant.app;

import java.sql.Connection;
import java.sql.SQLException;
import org.adjutant.game.HostedGame;
import org.adjutant.ruleset.GameState;
import org.adjutant.store.GameRow;
import org.adjutant.store.GameStore;
import org.adjutant.store.TurnStore;

/**
 * The position the next turn starts from, read for a moderator's change of it and written back, in the caller's
 * transaction ({@link PositionOfficeChange}, {@link PositionAdjustment}). It may be changed only while the game is
 * still at the turn the command was judged at and that turn's reports are all out: a turn whose reports are owed is
 * replayed from its stored position and checked against it, so that position may not change under it.
 */
final class StoredPosition {
    private final GameStore gameStore = new GameStore();
    private final TurnStore turnStore = new TurnStore();

    /** The stored position of {@code game}'s current turn; throws {@link IllegalArgumentException} when it may not change. */
    GameState read(Connection c, HostedGame game) throws SQLException {
        String gameId = game.id();
        int turn = game.row().currentTurn();
        GameRow row = gameStore.find(c, gameId).orElseThrow(() -> new IllegalArgumentException("no game " + gameId));
        if (row.archived()) {
            throw new IllegalArgumentException("the game is archived");
        }
        if (row.currentTurn() != turn) {
            throw new IllegalArgumentException("a turn ran while the command was read; send it again");
        }
        if (turnStore.reportsDone(c, gameId, turn).filter(done -> !done).isPresent()) {
            throw new IllegalArgumentException("the reports of " + game.turn(turn).inText() + " are still going out,"
                    + " drawn from the position this would change; send the command again when they are out");
        }
        return game.ruleset().decode(gameStore.loadState(c, gameId, turn));
    }

    /** Stores {@code next} in place of the position {@link #read} returned. */
    void write(Connection c, HostedGame game, GameState next) throws SQLException {
        gameStore.replaceState(c, game.id(), game.row().currentTurn(), game.ruleset().encode(next));
    }
}
