package org.adjutant.gitm.scenario;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.Terrain;

/**
 * A permissive stand-in for the real 1846 map, which lives on another branch: every square is open land; the places of
 * the shared gazetteer (a copy of geodata/cities.csv) are its cities, in their square, on the tactical square their
 * latitude and longitude fall in (the formula of docs/scenario-1846.md); a square's nation is that of its nearest
 * place. Good enough to check names, stacking, sizes and forts, not terrain.
 */
final class StandIn1846Map implements StrategicMap {
    static final double DLAT = 0.2174775;
    static final double DLON = DLAT / Math.cos(Math.toRadians(30));

    private static final Map<String, String> MEXICAN_STATES = Map.ofEntries(
            Map.entry("Matamoros", "NE"), Map.entry("Monterrey", "NE"), Map.entry("Saltillo", "NE"),
            Map.entry("Tampico", "NE"), Map.entry("Ciudad Victoria", "NE"), Map.entry("Reynosa", "NE"),
            Map.entry("Camargo", "NE"), Map.entry("Mier", "NE"), Map.entry("Linares", "NE"),
            Map.entry("Monclova", "NE"), Map.entry("Parras", "NE"), Map.entry("Soto la Marina", "NE"),
            Map.entry("Chihuahua", "CHI"), Map.entry("El Paso del Norte", "CHI"), Map.entry("Durango", "CHI"),
            Map.entry("Janos", "CHI"),
            Map.entry("Santa Fe", "NM"), Map.entry("Taos", "NM"), Map.entry("Albuquerque", "NM"),
            Map.entry("Socorro", "NM"), Map.entry("Las Vegas (New Mexico)", "NM"),
            Map.entry("Monterey (California)", "SON"), Map.entry("Los Angeles", "SON"), Map.entry("Tucson", "SON"),
            Map.entry("Guaymas", "SON"), Map.entry("Mazatlan", "SON"), Map.entry("Hermosillo", "SON"),
            Map.entry("San Diego", "SON"), Map.entry("La Paz", "SON"),
            Map.entry("Guadalajara", "JAL"), Map.entry("San Luis Potosi", "JAL"), Map.entry("Zacatecas", "JAL"),
            Map.entry("Guanajuato", "JAL"), Map.entry("Morelia", "JAL"),
            Map.entry("Alvarado", "OAX"), Map.entry("Tlacotalpan", "OAX"), Map.entry("Coatzacoalcos", "OAX"),
            Map.entry("Villahermosa (San Juan Bautista de Tabasco)", "YUC"));
    private static final Map<String, Integer> FORTS = Map.of(
            "Fort Brown (Fort Texas)", 2, "San Juan de Ulua", 5, "Perote", 3);

    private final SortedMap<StrategicSquare, List<City>> cities = new TreeMap<>();
    private final List<City> all = new ArrayList<>();
    private final Map<String, Nation> nations = new TreeMap<>();

    StandIn1846Map() {
        try (InputStream in = StandIn1846Map.class.getResourceAsStream("cities-1846.csv");
             BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            r.readLine();
            String line;
            while ((line = r.readLine()) != null) {
                String[] f = line.split(",", -1);
                if (!f[4].equals("yes")) {
                    continue;
                }
                String name = f[0];
                double lat = Double.parseDouble(f[1]);
                double lon = Double.parseDouble(f[2]);
                StrategicSquare square = StrategicSquare.of(f[7]);
                Nation nation = f[3].startsWith("Mexico") || f[3].startsWith("Yucatan") ? Nation.MX : Nation.US;
                String state = nation == Nation.US ? "US"
                        : f[3].startsWith("Yucatan") ? "YUC" : MEXICAN_STATES.getOrDefault(name, "MEX");
                int fort = FORTS.getOrDefault(name, 0);
                City city = new City(name, square, tactical(lat, lon), state, 1, 0, fort, 3000 * fort, false);
                cities.computeIfAbsent(square, s -> new ArrayList<>()).add(city);
                all.add(city);
                nations.put(name, nation);
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The tactical square a point falls in: its fractional position inside its strategic square, times 15. */
    static TacticalSquare tactical(double lat, double lon) {
        double colF = (lon + 99.13) / DLON + 92;
        double rowF = (19.43 - lat) / DLAT + 94;
        int c = (int) Math.floor((colF - Math.round(colF) + 0.5) * 15);
        int r = (int) Math.floor((rowF - Math.round(rowF) + 0.5) * 15);
        return new TacticalSquare(Math.max(0, Math.min(14, c)), Math.max(0, Math.min(14, r)));
    }

    @Override
    public String id() {
        return "1846";
    }

    @Override
    public Optional<SquareInfo> square(StrategicSquare square) {
        City nearest = all.stream().min((a, b) -> Integer.compare(a.square().distanceTo(square),
                b.square().distanceTo(square))).orElseThrow();
        Nation nation = nations.get(nearest.name());
        String state = cities.containsKey(square) ? cities.get(square).get(0).state() : nearest.state();
        return Optional.of(new SquareInfo(Terrain.OPEN, nation, state, List.of(), List.of(), List.of(),
                cities.getOrDefault(square, List.of())));
    }

    @Override
    public Stream<StrategicSquare> squares() {
        return IntStream.range(0, StrategicSquare.ROWS).boxed().flatMap(r -> IntStream.range(0,
                StrategicSquare.COLUMNS).mapToObj(c -> new StrategicSquare(c, r)));
    }

    @Override
    public Stream<City> cities() {
        return cities.values().stream().flatMap(List::stream);
    }
}
