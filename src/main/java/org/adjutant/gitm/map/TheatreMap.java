package org.adjutant.gitm.map;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * The whole 140 x 110 strategic map of the theatre (GITM 1.1-1.3, 2.3, 2.6), held compactly: one byte of terrain and
 * one byte of state per square, river and range crossings only where there are some. Squares outside the two nations
 * (code '#') are not part of the map, so they count as impassable water for the rules.
 */
public final class TheatreMap implements StrategicMap {
    private static final int N = StrategicSquare.COLUMNS * StrategicSquare.ROWS;
    private static final byte OUTSIDE = -1;

    private final String id;
    private final byte[] terrain;
    private final byte[] state;
    private final List<MapState> states;
    private final Map<Integer, List<NamedCrossing>> rivers;
    private final Map<Integer, List<Crossing>> ranges;
    private final Map<Integer, List<City>> citiesBySquare;
    private final List<City> cities;
    private final Map<String, City> cityByKey;
    /** The sea map bound to this map, when its chart file was read with it (PATE 1). */
    private final org.adjutant.gitm.map.sea.SeaChart sea;

    /** A river crossing of a side with the river's name ("" when unnamed). */
    public record NamedCrossing(Crossing crossing, String name) {
    }

    private TheatreMap(Builder b) {
        this.id = b.id;
        this.terrain = b.terrain.clone();
        this.state = b.state.clone();
        this.states = List.copyOf(b.states);
        this.rivers = freeze(b.rivers);
        this.ranges = freeze(b.ranges);
        List<City> all = new ArrayList<>(b.cities);
        all.sort((x, y) -> x.square().compareTo(y.square()) != 0 ? x.square().compareTo(y.square())
                : x.name().compareTo(y.name()));
        this.cities = List.copyOf(all);
        Map<Integer, List<City>> bySquare = new HashMap<>();
        Map<String, City> byKey = new HashMap<>();
        for (City c : cities) {
            bySquare.computeIfAbsent(index(c.square()), k -> new ArrayList<>()).add(c);
            if (byKey.putIfAbsent(nameKey(c.name()), c) != null) {
                throw new IllegalArgumentException("two cities named " + c.name());
            }
        }
        this.citiesBySquare = freeze(bySquare);
        this.cityByKey = Map.copyOf(byKey);
        this.sea = null;
        for (int i = 0; i < N; i++) {
            if (terrain[i] != OUTSIDE && (state[i] < 0 || state[i] >= states.size())) {
                throw new IllegalArgumentException("square " + square(i) + " has no state");
            }
        }
    }

    /** The same land map with its sea chart bound to it (the land data is shared, not copied). */
    private TheatreMap(TheatreMap land, org.adjutant.gitm.map.sea.ChartSpec chart) {
        this.id = land.id;
        this.terrain = land.terrain;
        this.state = land.state;
        this.states = land.states;
        this.rivers = land.rivers;
        this.ranges = land.ranges;
        this.citiesBySquare = land.citiesBySquare;
        this.cities = land.cities;
        this.cityByKey = land.cityByKey;
        this.sea = org.adjutant.gitm.map.sea.SeaChart.bind(chart, this);
    }

    /** This map with the sea chart of PATE 1 bound to it; the chart's ports must include every port city. */
    public TheatreMap withSea(org.adjutant.gitm.map.sea.ChartSpec chart) {
        return new TheatreMap(this, chart);
    }

    @Override
    public Optional<org.adjutant.gitm.map.sea.SeaChart> sea() {
        return Optional.ofNullable(sea);
    }

    private static <T> Map<Integer, List<T>> freeze(Map<Integer, List<T>> m) {
        Map<Integer, List<T>> result = new HashMap<>();
        m.forEach((k, v) -> result.put(k, List.copyOf(v)));
        return Collections.unmodifiableMap(result);
    }

    private static int index(StrategicSquare s) {
        return s.row() * StrategicSquare.COLUMNS + s.col();
    }

    private static StrategicSquare square(int index) {
        return new StrategicSquare(index % StrategicSquare.COLUMNS, index / StrategicSquare.COLUMNS);
    }

    /** Lower case, accents and punctuation dropped: "Querétaro", "queretaro" and "QUERETARO" are one key. */
    static String nameKey(String name) {
        String s = Normalizer.normalize(name, Normalizer.Form.NFD).replaceAll("\\p{M}", "");
        return s.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", " ").trim();
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public Optional<SquareInfo> square(StrategicSquare square) {
        int i = index(square);
        if (terrain[i] == OUTSIDE) {
            return Optional.empty();
        }
        List<NamedCrossing> r = rivers.getOrDefault(i, List.of());
        return Optional.of(new SquareInfo(Terrain.values()[terrain[i]], states.get(state[i]).nation(),
                states.get(state[i]).id(), r.stream().map(NamedCrossing::crossing).toList(),
                r.stream().map(NamedCrossing::name).toList(), ranges.getOrDefault(i, List.of()),
                citiesBySquare.getOrDefault(i, List.of())));
    }

    @Override
    public Stream<StrategicSquare> squares() {
        return IntStream.range(0, N).filter(i -> terrain[i] != OUTSIDE).mapToObj(TheatreMap::square);
    }

    @Override
    public Terrain terrain(StrategicSquare square) {
        byte t = terrain[index(square)];
        return t == OUTSIDE ? Terrain.WATER : Terrain.values()[t];
    }

    /** True for land outside both nations, drawn apart from the sea on maps. */
    public boolean isOutside(StrategicSquare square) {
        return terrain[index(square)] == OUTSIDE;
    }

    @Override
    public Stream<City> cities() {
        return cities.stream();
    }

    public List<City> cityList() {
        return cities;
    }

    public List<MapState> states() {
        return states;
    }

    public Optional<MapState> state(String stateId) {
        return states.stream().filter(s -> s.id().equals(stateId)).findFirst();
    }

    /** The state a square belongs to; empty outside the map. */
    public Optional<MapState> stateOf(StrategicSquare square) {
        int i = index(square);
        return terrain[i] == OUTSIDE ? Optional.empty() : Optional.of(states.get(state[i]));
    }

    /** A city by name, ignoring case, accents and punctuation ("queretaro" finds Queretaro). */
    public Optional<City> city(String name) {
        return Optional.ofNullable(cityByKey.get(nameKey(name)));
    }

    /** The cities a state controls, in map order. */
    public List<City> citiesOf(String stateId) {
        return cities.stream().filter(c -> c.state().equals(stateId)).toList();
    }

    /** The squares (land and coastal water) that belong to a state, north to south, west to east. */
    public List<StrategicSquare> squaresOf(String stateId) {
        Optional<MapState> wanted = state(stateId);
        if (wanted.isEmpty()) {
            return List.of();
        }
        int k = states.indexOf(wanted.get());
        return IntStream.range(0, N).filter(i -> terrain[i] != OUTSIDE && state[i] == k)
                .mapToObj(TheatreMap::square).toList();
    }

    /** River crossings of a square with their names. */
    public List<NamedCrossing> riverCrossings(StrategicSquare square) {
        return rivers.getOrDefault(index(square), List.of());
    }

    public List<Crossing> rangeCrossings(StrategicSquare square) {
        return ranges.getOrDefault(index(square), List.of());
    }

    /** Every square's river crossings, in map order; for writers. */
    public Map<StrategicSquare, List<NamedCrossing>> allRivers() {
        Map<StrategicSquare, List<NamedCrossing>> m = new TreeMap<>();
        rivers.forEach((k, v) -> m.put(square(k), v));
        return m;
    }

    public Map<StrategicSquare, List<Crossing>> allRanges() {
        Map<StrategicSquare, List<Crossing>> m = new TreeMap<>();
        ranges.forEach((k, v) -> m.put(square(k), v));
        return m;
    }

    public static Builder builder(String id) {
        return new Builder(id);
    }

    /** Collects a map square by square; every square starts outside the map. */
    public static final class Builder {
        private final String id;
        private final byte[] terrain = new byte[N];
        private final byte[] state = new byte[N];
        private final List<MapState> states = new ArrayList<>();
        private final Map<Integer, List<NamedCrossing>> rivers = new LinkedHashMap<>();
        private final Map<Integer, List<Crossing>> ranges = new LinkedHashMap<>();
        private final List<City> cities = new ArrayList<>();

        private Builder(String id) {
            this.id = id;
            Arrays.fill(terrain, OUTSIDE);
            Arrays.fill(state, (byte) -1);
        }

        public Builder state(MapState s) {
            if (states.stream().anyMatch(x -> x.id().equals(s.id()) || x.code() == s.code())) {
                throw new IllegalArgumentException("state defined twice: " + s.id());
            }
            states.add(s);
            return this;
        }

        public Builder square(StrategicSquare sq, Terrain t, String stateId) {
            int k = -1;
            for (int i = 0; i < states.size(); i++) {
                if (states.get(i).id().equals(stateId)) {
                    k = i;
                }
            }
            if (k < 0) {
                throw new IllegalArgumentException("unknown state " + stateId + " at " + sq);
            }
            terrain[index(sq)] = (byte) t.ordinal();
            state[index(sq)] = (byte) k;
            return this;
        }

        public Builder outside(StrategicSquare sq) {
            terrain[index(sq)] = OUTSIDE;
            state[index(sq)] = -1;
            return this;
        }

        public Builder river(StrategicSquare sq, Crossing c, String name) {
            rivers.computeIfAbsent(index(sq), k -> new ArrayList<>()).add(new NamedCrossing(c, name));
            return this;
        }

        public Builder range(StrategicSquare sq, Crossing c) {
            ranges.computeIfAbsent(index(sq), k -> new ArrayList<>()).add(c);
            return this;
        }

        public Builder city(City c) {
            cities.add(c);
            return this;
        }

        public TheatreMap build() {
            return new TheatreMap(this);
        }
    }
}
