package org.adjutant.gitm.map;

/** The eleven terrains of a strategic square (GITM 1.2). */
public enum Terrain {
    OPEN, WATER, HILL, FOREST, FORESTED_HILL, MOUNTAIN, HIGH_MOUNTAIN, DESERT, HIGH_DESERT, MARSH, SWAMP;

    /** Water, high mountain, desert and swamp cannot be entered (GITM 1.2). */
    public boolean isPassable() {
        return switch (this) {
            case WATER, HIGH_MOUNTAIN, DESERT, SWAMP -> false;
            default -> true;
        };
    }

    /** Units that run out of supply here are destroyed (GITM 1.2). */
    public boolean destroysUnsuppliedUnits() {
        return this == HIGH_DESERT;
    }

    /** "forested hill" as a report writes it. */
    public String words() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
}
