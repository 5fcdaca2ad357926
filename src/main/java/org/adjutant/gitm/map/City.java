package org.adjutant.gitm.map;

/**
 * A city, town, fort or port (GITM 1.3, 2.6): where it stands, the state that controls it, its level, the supplies
 * stored there and its fort (strength 0 = none, 1-5; capacity in transport units, GITM 2.6).
 */
public record City(String name, StrategicSquare square, TacticalSquare tactical, String state, int level,
                   int supplies, int fortStrength, int fortCapacity, boolean port) {
    public City {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a city needs a name");
        }
        if (fortStrength < 0 || fortStrength > 5) {
            throw new IllegalArgumentException(name + ": fort strength must be 0-5, not " + fortStrength);
        }
        if (level < 0 || supplies < 0 || fortCapacity < 0) {
            throw new IllegalArgumentException(name + ": level, supplies and fort capacity cannot be negative");
        }
    }

    public boolean hasFort() {
        return fortStrength > 0;
    }
}
