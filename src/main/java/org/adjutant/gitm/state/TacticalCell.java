package org.adjutant.gitm.state;

import org.adjutant.gitm.map.TacticalTerrain;

/** A tactical square a scenario fixes by hand: its terrain (GITM 2.2) and defensive rating 0-4 (GITM 2.4). */
public record TacticalCell(TacticalTerrain terrain, int rating) {
    public TacticalCell {
        if (terrain == null) {
            throw new IllegalArgumentException("a tactical square needs a terrain");
        }
        if (rating < 0 || rating > 4) {
            throw new IllegalArgumentException("a defensive rating is 0-4, not " + rating);
        }
    }
}
