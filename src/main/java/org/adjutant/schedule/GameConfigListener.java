package org.adjutant.schedule;

import org.adjutant.config.GameConfig;

/**
 * Hears which games the config directory holds. Every call happens before the game's triggers are synchronised,
 * so a game created in {@link #gameAppeared} exists before its first deadline can fire.
 */
public interface GameConfigListener {

    /**
     * A valid game file seen for the first time by this process: at start-up for every file present, later for
     * every file a moderator adds. The game may already exist in the database (create it if absent).
     */
    void gameAppeared(GameConfig config);

    /** A valid edit of a game file already known; its triggers are re-synchronised right after. */
    default void gameChanged(GameConfig previous, GameConfig current) {
    }

    /**
     * Whether the database already holds this game: one imported from another robot home ({@code game import}) or
     * restored, whose file comes with it. Its file is not a new game's, so deadlines in it that have passed are its
     * history, not mistakes.
     */
    default boolean hosts(String gameId) {
        return false;
    }

    /** The game's file was deleted; its deadlines no longer fire (see {@code docs/deadlines.md}). */
    default void gameRemoved(String gameId) {
    }

    /** A listener that ignores everything. */
    static GameConfigListener none() {
        return config -> {
        };
    }
}
