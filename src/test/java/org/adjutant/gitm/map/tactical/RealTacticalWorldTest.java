package org.adjutant.gitm.map.tactical;

import java.io.IOException;
import java.nio.file.Path;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.TheatreMapReader;

/** The theatre-wide checks of {@link TacticalWorldTest} over all 15,400 tactical maps of the real 1846 map. */
class RealTacticalWorldTest extends TacticalWorldTest {
    @Override
    StrategicMap theatre() throws IOException {
        return TheatreMapReader.read(Path.of(System.getProperty("adjutant.home", "."))
                .resolve(TheatreMapReader.DEFAULT_FILE));
    }
}
