package org.adjutant.gitm.map;

import java.util.Optional;

/**
 * The one-character codes of the map file's terrain section (docs/map.md): one letter per terrain of GITM 1.2, and
 * '#' for land outside the two nations (Guatemala, British Honduras), which is not part of the playing area.
 */
public final class TerrainCode {
    public static final char OUTSIDE = '#';
    private static final String CODES = "owhfFmMdDsS";

    private TerrainCode() {
    }

    public static char of(Terrain t) {
        return CODES.charAt(t.ordinal());
    }

    /** The terrain of a code; empty for {@link #OUTSIDE}; an exception for anything else. */
    public static Optional<Terrain> parse(char c) {
        if (c == OUTSIDE) {
            return Optional.empty();
        }
        int i = CODES.indexOf(c);
        if (i < 0) {
            throw new IllegalArgumentException("unknown terrain code '" + c + "'");
        }
        return Optional.of(Terrain.values()[i]);
    }
}
