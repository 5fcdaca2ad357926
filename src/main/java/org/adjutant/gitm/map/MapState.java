package org.adjutant.gitm.map;

/**
 * A state of the game (AMWOL 1.2, GITM 1.3): its id as orders and the order of battle write it ("US", "MEX", "NE"...),
 * the one-letter code the map file uses for it, the nation it belongs to and its name for reports.
 */
public record MapState(String id, char code, Nation nation, String name) {
    public MapState {
        if (id == null || id.isBlank() || name == null || name.isBlank()) {
            throw new IllegalArgumentException("a state needs an id and a name");
        }
        if (!Character.isLetter(code)) {
            throw new IllegalArgumentException(id + ": the map code must be a letter, not '" + code + "'");
        }
    }
}
