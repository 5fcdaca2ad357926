package org.adjutant.gitm.report;

import java.util.List;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Unit;

/** The strategic-map window of a position report, as a PNG and as text. */
final class PositionMaps {
    record Drawn(byte[] png, String text) {
    }

    Drawn draw(StrategicMap map, GitmState state, List<Unit> units) {
        return new Drawn(new byte[0], "");
    }
}
