package org.adjutant.gitm.map;

/** The ten terrains of a tactical square (GITM 2.2). */
public enum TacticalTerrain {
    OPEN, HILLS, HIGH_HILLS, RIVER, FORD, MOUNTAIN, PASS, WATER, FOREST, TOWN;

    /** River, mountain and water squares cannot be entered (GITM 2.2). */
    public boolean isPassable() {
        return this != RIVER && this != MOUNTAIN && this != WATER;
    }

    public String words() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
}
