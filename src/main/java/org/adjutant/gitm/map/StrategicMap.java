package org.adjutant.gitm.map;

import java.util.Optional;
import java.util.stream.Stream;

/**
 * The strategic map (GITM 1): the whole 140 x 110 theatre, or a small piece of it that a test or scenario defines
 * inline. Squares the map does not define are off the playing area and behave as impassable water.
 */
public interface StrategicMap {
    /** A stable name (e.g. "1846"), used to refer to the map from saved game states. */
    String id();

    /** What is known of a square; empty when the square is not part of this map. */
    Optional<SquareInfo> square(StrategicSquare square);

    /** The squares this map defines, in a stable order (north to south, west to east). */
    Stream<StrategicSquare> squares();

    default Terrain terrain(StrategicSquare square) {
        return square(square).map(SquareInfo::terrain).orElse(Terrain.WATER);
    }

    /** The sea map bound to this land map (PATE 1; docs/rules/naval.md section 1); empty when it has none. */
    default Optional<org.adjutant.gitm.map.sea.SeaChart> sea() {
        return Optional.empty();
    }

    default Stream<City> cities() {
        return squares().flatMap(s -> square(s).orElseThrow().cities().stream());
    }
}
