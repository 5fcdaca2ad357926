package org.adjutant.gitm.map.tactical;

import java.util.Map;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.TacticalTerrain;

/**
 * Squares of one tactical map that a scenario fixes by hand: terrain, defensive rating, or both. Applied on top of
 * the generated map by {@link TacticalMap#withOverrides}.
 */
public record TacticalOverrides(Map<TacticalSquare, TacticalTerrain> terrain, Map<TacticalSquare, Integer> ratings) {
    public TacticalOverrides {
        terrain = Map.copyOf(terrain);
        ratings = Map.copyOf(ratings);
        ratings.forEach((square, rating) -> {
            if (rating < DefensiveRatings.MIN || rating > DefensiveRatings.MAX) {
                throw new IllegalArgumentException("defensive rating at " + square + " must be 0-4, not " + rating);
            }
        });
    }

    public static TacticalOverrides terrain(Map<TacticalSquare, TacticalTerrain> terrain) {
        return new TacticalOverrides(terrain, Map.of());
    }

    public TacticalMap applyTo(TacticalMap map) {
        return map.withOverrides(terrain, ratings);
    }
}
