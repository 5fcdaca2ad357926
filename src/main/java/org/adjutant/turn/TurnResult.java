package org.adjutant.turn;

/**
 * What a deadline did: the turn it resolved (or found already resolved), how many units had submitted orders and how
 * many followed default orders, how many events and reports it produced.
 */
public record TurnResult(String gameId, int turn, boolean alreadyRan, int submitted, int defaulted, int events,
                         int reports) {
}
