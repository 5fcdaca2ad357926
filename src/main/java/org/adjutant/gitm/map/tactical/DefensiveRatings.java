package org.adjutant.gitm.map.tactical;

import org.adjutant.gitm.map.TacticalTerrain;

/**
 * The defensive rating 0-4 of a tactical square (GITM 2.4): a base value for its terrain, moved by a small
 * deterministic variation within the terrain's band, so that two hills are not always equal but a hill never beats
 * a fortified town. The table is the project's own design (see docs/tactical-maps.md); the combat rules
 * (GITM-MD strmods.html) turn the rating into the defender's strength modifier.
 */
public final class DefensiveRatings {
    public static final int MIN = 0;
    public static final int MAX = 4;

    private DefensiveRatings() {
    }

    /**
     * The rating of a square.
     *
     * @param terrain   the square's terrain
     * @param fort      whether a city with a fort (GITM 2.6) stands on the square
     * @param variation a value in [0, 1) fixed for the square, from the map's seed
     */
    public static int rating(TacticalTerrain terrain, boolean fort, double variation) {
        return switch (terrain) {
            case OPEN -> variation < 0.25 ? 1 : 0;
            case FORD -> variation < 0.20 ? 1 : 0;
            case HILLS -> variation < 0.20 ? 1 : variation >= 0.80 ? 3 : 2;
            case HIGH_HILLS -> variation < 0.40 ? 4 : 3;
            case FOREST -> variation < 0.25 ? 2 : variation >= 0.85 ? 4 : 3;
            case PASS -> variation < 0.35 ? 4 : 3;
            case TOWN -> fort || variation < 0.35 ? 4 : 3;
            // Nobody can stand on these squares (GITM 2.2), so their rating is never used.
            case RIVER, MOUNTAIN, WATER -> 0;
        };
    }
}
