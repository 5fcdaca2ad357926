package org.adjutant.gitm.state;

/**
 * What the game has changed about a city compared with its map: who controls it now and the supplies stored there
 * (GITM 1.3, 10.5). Only cities a scenario or the play has touched carry one; others are as the map says.
 */
public record CityHolding(String state, int supplies) {
    public CityHolding {
        if (state == null || state.isBlank()) {
            throw new IllegalArgumentException("a city is controlled by a state");
        }
        if (supplies < 0) {
            throw new IllegalArgumentException("supplies cannot be negative: " + supplies);
        }
    }
}
