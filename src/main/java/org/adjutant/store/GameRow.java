package org.adjutant.store;

import java.time.Instant;

/** A hosted game as the database knows it; {@code currentTurn} is the last turn resolved (0 before the first). */
public record GameRow(String id, String ruleset, String title, long seed, Instant createdAt, int currentTurn) {
}
