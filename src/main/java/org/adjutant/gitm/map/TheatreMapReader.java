package org.adjutant.gitm.map;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Reads the strategic map file written by {@link TheatreMapWriter} (format in docs/map.md). This class's job is
 * reading that file; errors name the source and the line.
 */
public final class TheatreMapReader {
    /** Where the generated 1846 map lives in the repository. */
    public static final Path DEFAULT_FILE = Path.of("data", "gitm", "map", "strategic-1846.map");

    private TheatreMapReader() {
    }

    /**
     * The map file, with the sea chart beside it ({@code sea-<id>.chart}, PATE 1) bound to it when there is one; a
     * chart that does not fit its map is an error naming the chart.
     */
    public static TheatreMap read(Path file) throws IOException {
        TheatreMap land;
        try (InputStream in = Files.newInputStream(file)) {
            land = read(in, file.toString());
        }
        Path chart = org.adjutant.gitm.map.sea.SeaChartReader.besideMap(file);
        if (!Files.isRegularFile(chart)) {
            return land;
        }
        try {
            return land.withSea(org.adjutant.gitm.map.sea.SeaChartReader.read(chart));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(chart + ": " + e.getMessage(), e);
        }
    }

    public static TheatreMap read(InputStream in, String sourceName) throws IOException {
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        TheatreMap.Builder b = null;
        Map<Character, String> stateByCode = new HashMap<>();
        char[][] terrainRows = new char[StrategicSquare.ROWS][];
        String section = "";
        String line;
        int no = 0;
        try {
            while ((line = r.readLine()) != null) {
                no++;
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                if (line.startsWith("[") && line.endsWith("]")) {
                    section = line.substring(1, line.length() - 1);
                    continue;
                }
                if (section.isEmpty()) {
                    String[] f = line.trim().split("\\s+");
                    if (f[0].equals("map")) {
                        b = TheatreMap.builder(f[1]);
                    } else if (f[0].equals("size") && (Integer.parseInt(f[1]) != StrategicSquare.COLUMNS
                            || Integer.parseInt(f[2]) != StrategicSquare.ROWS)) {
                        throw new IllegalArgumentException("the map must be 140 x 110 squares");
                    }
                    continue;
                }
                if (b == null) {
                    throw new IllegalArgumentException("the file must start with a 'map <id>' line");
                }
                switch (section) {
                    case "states" -> {
                        String[] f = line.split("\\|", -1);
                        MapState s = new MapState(f[1], f[0].charAt(0), Nation.valueOf(f[2]), f[3]);
                        b.state(s);
                        stateByCode.put(s.code(), s.id());
                    }
                    case "terrain" -> {
                        int row = rowOf(line);
                        terrainRows[row] = gridLine(line);
                    }
                    case "owners" -> {
                        int row = rowOf(line);
                        char[] owners = gridLine(line);
                        if (terrainRows[row] == null) {
                            throw new IllegalArgumentException("owners before terrain for this row");
                        }
                        for (int c = 0; c < owners.length; c++) {
                            StrategicSquare sq = new StrategicSquare(c, row);
                            Optional<Terrain> t = TerrainCode.parse(terrainRows[row][c]);
                            if (t.isEmpty() || owners[c] == TerrainCode.OUTSIDE) {
                                if (t.isPresent() || owners[c] != TerrainCode.OUTSIDE) {
                                    throw new IllegalArgumentException(sq + ": terrain and owner disagree on "
                                            + "whether the square is outside the nations");
                                }
                                b.outside(sq);
                            } else {
                                String state = stateByCode.get(owners[c]);
                                if (state == null) {
                                    throw new IllegalArgumentException(sq + ": unknown state code " + owners[c]);
                                }
                                b.square(sq, t.get(), state);
                            }
                        }
                    }
                    case "rivers" -> {
                        String[] f = line.split(" ", 4);
                        b.river(StrategicSquare.of(f[0]), crossing(f[1], f[2]), f.length > 3 ? f[3] : "");
                    }
                    case "ranges" -> {
                        String[] f = line.trim().split(" ");
                        b.range(StrategicSquare.of(f[0]), crossing(f[1], f[2]));
                    }
                    case "cities" -> {
                        String[] f = line.split("\\|", -1);
                        if (f.length != 9) {
                            throw new IllegalArgumentException("a city line has 9 fields separated by |");
                        }
                        b.city(new City(f[0], StrategicSquare.of(f[1]), TacticalSquare.of(f[2]), f[3],
                                Integer.parseInt(f[4]), Integer.parseInt(f[5]), Integer.parseInt(f[6]),
                                Integer.parseInt(f[7]), f[8].equals("port")));
                    }
                    default -> throw new IllegalArgumentException("unknown section [" + section + "]");
                }
            }
            if (b == null) {
                throw new IllegalArgumentException("empty map file");
            }
            for (int row = 0; row < StrategicSquare.ROWS; row++) {
                if (terrainRows[row] == null) {
                    throw new IllegalArgumentException("terrain row " + new StrategicSquare(0, row).rowName()
                            + " is missing");
                }
            }
            return b.build();
        } catch (RuntimeException e) {
            throw new IOException(sourceName + " line " + no + ": " + e.getMessage(), e);
        }
    }

    private static int rowOf(String line) {
        return StrategicSquare.of("A0-" + line.substring(0, 2)).row();
    }

    private static char[] gridLine(String line) {
        String cells = line.substring(3);
        if (cells.length() != StrategicSquare.COLUMNS) {
            throw new IllegalArgumentException("a map row needs 140 squares, not " + cells.length());
        }
        return cells.toCharArray();
    }

    private static Crossing crossing(String side, String offset) {
        Direction d = Direction.valueOf(side);
        return new Crossing(d, Integer.parseInt(offset));
    }
}
