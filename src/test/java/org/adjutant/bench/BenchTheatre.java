package org.adjutant.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TheatreMapReader;
import org.adjutant.gitm.map.tactical.SyntheticStrategicMap;

/** The theatre a tactical-map benchmark draws: the committed 1846 map ("real") or the synthetic test theatre. */
final class BenchTheatre {
    private BenchTheatre() {
    }

    static StrategicMap load(String name) {
        return switch (name) {
            case "real" -> {
                try {
                    yield TheatreMapReader.read(Path.of(System.getProperty("adjutant.home", "."))
                            .resolve(TheatreMapReader.DEFAULT_FILE));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            case "synthetic" -> new SyntheticStrategicMap(1846);
            default -> throw new IllegalArgumentException("theatre is 'real' or 'synthetic', not " + name);
        };
    }

    /** All 15,400 squares of the grid, those outside the playing area (drawn as water) included, in map order. */
    static List<StrategicSquare> allSquares() {
        List<StrategicSquare> all = new ArrayList<>(StrategicSquare.COLUMNS * StrategicSquare.ROWS);
        for (int r = 0; r < StrategicSquare.ROWS; r++) {
            for (int c = 0; c < StrategicSquare.COLUMNS; c++) {
                all.add(new StrategicSquare(c, r));
            }
        }
        return all;
    }
}
