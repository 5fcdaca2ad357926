package org.adjutant.store;

import java.time.Instant;

/**
 * A hosted game as the database knows it; {@code currentTurn} is the last turn resolved (0 before the first).
 * {@code archivedAt} is when a moderator archived it (null while it runs): an archived game keeps its history but
 * runs no deadline and takes no orders.
 */
public record GameRow(String id, String ruleset, String title, long seed, Instant createdAt, int currentTurn,
                      Instant archivedAt) {
    public GameRow(String id, String ruleset, String title, long seed, Instant createdAt, int currentTurn) {
        this(id, ruleset, title, seed, createdAt, currentTurn, null);
    }

    public boolean archived() {
        return archivedAt != null;
    }
}
