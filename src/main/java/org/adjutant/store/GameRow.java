package org.adjutant.store;

import java.time.Instant;

/**
 * A hosted game as the database knows it; {@code currentTurn} is the last turn resolved (0 before the first).
 * {@code archivedAt} is when a moderator archived it (null while it runs): an archived game keeps its history but
 * runs no deadline and takes no orders. {@code pausedBy} says who paused it by command (PAUSE), and when; null
 * when no moderator's command holds it (the game file's {@code paused} is separate).
 */
public record GameRow(String id, String ruleset, String title, long seed, Instant createdAt, int currentTurn,
                      Instant archivedAt, String pausedBy) {
    public GameRow(String id, String ruleset, String title, long seed, Instant createdAt, int currentTurn) {
        this(id, ruleset, title, seed, createdAt, currentTurn, null, null);
    }

    public GameRow(String id, String ruleset, String title, long seed, Instant createdAt, int currentTurn,
                   Instant archivedAt) {
        this(id, ruleset, title, seed, createdAt, currentTurn, archivedAt, null);
    }

    /** Whether a moderator's PAUSE holds the game. */
    public boolean pausedByCommand() {
        return pausedBy != null;
    }

    public boolean archived() {
        return archivedAt != null;
    }
}
