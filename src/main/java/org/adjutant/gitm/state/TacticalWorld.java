package org.adjutant.gitm.state;

import java.util.Map;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.tactical.TacticalMaps;

/**
 * The tactical maps a game is played on (GITM 2.1): those the generator draws from the strategic map, with the squares
 * an inline map fixes by hand laid over them.
 */
public final class TacticalWorld {
    private TacticalWorld() {
    }

    public static TacticalMaps of(StrategicMap map) {
        if (map instanceof InlineMap inline) {
            return new TacticalMaps(map, inline.overrides(), TacticalMaps.DEFAULT_CAPACITY);
        }
        return new TacticalMaps(map, Map.of(), TacticalMaps.DEFAULT_CAPACITY);
    }
}
