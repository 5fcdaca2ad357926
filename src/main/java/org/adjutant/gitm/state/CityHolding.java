package org.adjutant.gitm.state;

import java.util.OptionalInt;

/**
 * What the game has changed about a city compared with its map: who controls it now, the supplies stored there
 * (GITM 1.3, 10.5), and the level of its fort when bombardment has lowered it (GITM 9.14). Only cities a scenario or
 * the play has touched carry one; others are as the map says.
 *
 * @param fortLevel the fort's level now, 0-5 (0: breached, no fort until repaired); empty when it is the map's. A
 *                  breached fort keeps its capacity on the map for the repair the economy rules will bring.
 */
public record CityHolding(String state, int supplies, OptionalInt fortLevel) {
    public CityHolding {
        if (state == null || state.isBlank()) {
            throw new IllegalArgumentException("a city is controlled by a state");
        }
        if (supplies < 0) {
            throw new IllegalArgumentException("supplies cannot be negative: " + supplies);
        }
        if (fortLevel == null) {
            fortLevel = OptionalInt.empty();
        }
        if (fortLevel.isPresent() && (fortLevel.getAsInt() < 0 || fortLevel.getAsInt() > 5)) {
            throw new IllegalArgumentException("a fort level is 0-5, not " + fortLevel.getAsInt());
        }
    }

    /** Control and supplies only; the fort is as the map says. */
    public CityHolding(String state, int supplies) {
        this(state, supplies, OptionalInt.empty());
    }

    public CityHolding withFortLevel(int level) {
        return new CityHolding(state, supplies, OptionalInt.of(level));
    }
}
