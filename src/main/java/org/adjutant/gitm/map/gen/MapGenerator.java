package org.adjutant.gitm.map.gen;

import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Crossing;
import org.adjutant.gitm.map.MapState;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.map.TheatreMap;
import org.adjutant.gitm.map.TheatreMapWriter;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Generates the 1846 strategic map (GITM 1.1-1.3, 2.3, 2.6) from the theatre geodata and writes it as
 * {@code strategic-1846.map} (and, when asked, the overview picture). Re-run with the command in docs/map.md
 * ({@code mvn -q compile exec:exec -Dexec.executable=java -Dexec.args="-cp %classpath
 * org.adjutant.gitm.map.gen.MapGenerator <geodata> data/gitm/map docs/images/strategic-1846.png"}: the pom's exec
 * configuration fixes exec:java to the CLI); the same input always gives the same bytes.
 */
public final class MapGenerator {
    private static final Logger LOG = LoggerFactory.getLogger(MapGenerator.class);
    public static final String FILE_NAME = "strategic-1846.map";
    private static final int N = StrategicSquare.COLUMNS * StrategicSquare.ROWS;

    /** The game's states (ids fixed by the project, AMWOL 1.2) with their map codes and names. */
    static final List<MapState> STATES = List.of(
            new MapState("US", 'U', Nation.US, "United States"),
            new MapState("MEX", 'M', Nation.MX, "Mexico"),
            new MapState("NE", 'E', Nation.MX, "Tamaulipas, Nuevo Leon and Coahuila"),
            new MapState("CHI", 'C', Nation.MX, "Chihuahua and Durango"),
            new MapState("NM", 'N', Nation.MX, "New Mexico"),
            new MapState("SON", 'S', Nation.MX, "Sonora, Sinaloa and the Californias"),
            new MapState("JAL", 'J', Nation.MX, "Jalisco and the Bajio"),
            new MapState("OAX", 'O', Nation.MX, "Oaxaca, Guerrero and Chiapas"),
            new MapState("YUC", 'Y', Nation.MX, "Yucatan"));

    private final Survey survey;
    private final List<String> notes = new ArrayList<>();

    public MapGenerator(Path geodata) throws IOException {
        this.survey = new Survey(geodata);
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            System.err.println("usage: MapGenerator <geodata folder> <output folder> [overview.png]");
            System.exit(2);
        }
        MapGenerator g = new MapGenerator(Path.of(args[0]));
        TheatreMap map = g.generate();
        Path out = Path.of(args[1]);
        Files.createDirectories(out);
        Files.writeString(out.resolve(FILE_NAME), g.text(map), StandardCharsets.UTF_8);
        g.notes.forEach(n -> LOG.info("{}", n));
        LOG.info("wrote {}", out.resolve(FILE_NAME));
        if (args.length >= 3) {
            Path png = Path.of(args[2]);
            Path folder = png.getParent();
            if (folder != null) {
                Files.createDirectories(folder);
            }
            Files.write(png, new org.adjutant.gitm.render.StrategicMapRenderer(map)
                    .png(org.adjutant.gitm.render.StrategicWindow.whole(), Map.of()));
            LOG.info("wrote {}", png);
            g.printReferencePlaces(map);
        }
    }

    /** The file text of a generated map. */
    public String text(TheatreMap map) {
        return TheatreMapWriter.write(map, List.of(
                "The GITM strategic map of the 1846 theatre. Generated: do not edit by hand.",
                "Made by org.adjutant.gitm.map.gen.MapGenerator from the theatre geodata (see docs/map.md and",
                "data/NOTICE for the sources and their licences; river and border lines derive from GSHHG, LGPL-3+)."));
    }

    /** Notes the last generation made on choices a reader may want to check (roads opened, cities moved). */
    public List<String> notes() {
        return notes;
    }

    public TheatreMap generate() throws IOException {
        Terrain[] terrain = new Terrain[N];
        for (int k = 0; k < N; k++) {
            terrain[k] = TerrainClassifier.classify(survey.metrics[k]);
        }
        List<NamedRiver> rivers = new ArrayList<>(NamedRiver.trace(survey.rivers,
                survey.dir.resolve("named_rivers.csv")));
        rivers.addAll(HandEdits.rivers());

        int[] owner = assignStates(rivers);
        boolean[] outside = new boolean[N];
        List<String> labels = lastLabels;
        for (int k = 0; k < N; k++) {
            outside[k] = labels.get(owner[k]).equals(HandEdits.FOREIGN);
        }

        for (List<double[]> road : HandEdits.roads()) {
            for (int k : squaresAlong(road)) {
                Terrain open = passable(terrain[k], k);
                if (open != terrain[k]) {
                    notes.add("road: " + square(k) + " " + terrain[k].words() + " -> " + open.words());
                    terrain[k] = open;
                }
            }
        }
        List<Place> places = placeTowns(terrain, owner, labels);

        TheatreMap.Builder b = TheatreMap.builder("1846");
        STATES.forEach(b::state);
        for (int k = 0; k < N; k++) {
            if (outside[k]) {
                b.outside(square(k));
            } else {
                b.square(square(k), terrain[k], labels.get(owner[k]));
            }
        }
        // Edge squares where a river or ridge crosses, per strategic square: towns keep clear of them.
        Map<Integer, List<Crossing>> crossings = new HashMap<>();
        CrossingTracer tracer = new CrossingTracer();
        for (NamedRiver r : rivers) {
            for (List<double[]> line : r.lines()) {
                tracer.trace(r.name(), line);
            }
        }
        tracer.forEach((sq, c, name) -> {
            if (!outside[index(sq)]) {
                b.river(sq, c, name);
                crossings.computeIfAbsent(index(sq), x -> new ArrayList<>()).add(c);
            }
        });
        RangeFinder.find(survey.relief, terrain, outside, (sq, c) -> {
            b.range(sq, c);
            crossings.computeIfAbsent(index(sq), x -> new ArrayList<>()).add(c);
        });
        Set<String> usedTactical = new HashSet<>();
        for (Place p : places) {
            Set<TacticalSquare> blocked = TownSquares.blocked(crossings.getOrDefault(index(p.square()), List.of()));
            TacticalSquare tac = TownSquares.choose(p.square(), p.x(), p.y(), blocked, usedTactical);
            PlaceValues.Values v = p.values();
            b.city(new City(p.name(), p.square(), tac, p.state(), v.level(), v.supplies(), v.fort(), v.capacity(),
                    v.port()));
        }
        return b.build();
    }

    private List<String> lastLabels;

    private int[] assignStates(List<NamedRiver> rivers) {
        StateAssigner a = new StateAssigner();
        for (GeoFeature f : survey.borders) {
            f.parts().forEach(a::barrier);
        }
        HandEdits.dividingLines().forEach(a::barrier);
        for (NamedRiver r : rivers) {
            switch (r.name()) {
                case "Nueces" -> {
                    r.lines().forEach(a::barrier);
                    // from the head of the Nueces to the 100th meridian, closing the Texas line
                    double[] head = r.lines().stream().flatMap(List::stream)
                            .max((p, q) -> Double.compare(p[1], q[1])).orElseThrow();
                    a.barrier(List.of(head, new double[]{-100.0, head[1]}));
                }
                case "Arkansas" -> {
                    r.lines().forEach(a::barrier);
                    // the Adams-Onis line runs due north from the source of the Arkansas
                    double[] source = r.lines().stream().flatMap(List::stream)
                            .min((p, q) -> Double.compare(p[0], q[0])).orElseThrow();
                    a.barrier(List.of(source, new double[]{source[0], 41.5}));
                }
                case "Gila" -> r.lines().forEach(a::barrier);
                case "Pecos" -> r.lines().forEach(line -> a.barrier(line.stream().filter(p -> p[1] < 32.1).toList()));
                default -> {
                }
            }
        }
        int[] owner = a.assign(HandEdits.stateSeeds(), survey);
        lastLabels = a.labels();
        return owner;
    }

    /** The passable terrain a road or a town makes of an impassable square. */
    private Terrain passable(Terrain t, int k) {
        return switch (t) {
            case HIGH_MOUNTAIN -> Terrain.MOUNTAIN;
            case DESERT -> Terrain.HIGH_DESERT;
            case SWAMP -> Terrain.MARSH;
            // a coast road runs on the land part of a square that is mostly sea: the square takes that land's terrain
            case WATER -> survey.metrics[k].waterFraction() < 1 ? passable(landTerrain(k), k) : t;
            default -> t;
        };
    }

    /** What a square's land part would be, were the square not mostly water. */
    private Terrain landTerrain(int k) {
        SquareMetrics m = survey.metrics[k];
        return TerrainClassifier.classify(new SquareMetrics(0, m.lakeFraction(), m.minElevation(),
                m.maxElevation(), m.meanElevation(), m.relief(), m.neighbourhoodRelief(), m.greenness(),
                m.brightness(), m.julyRain(), m.decemberRain(), true));
    }

    /** A place of the gazetteer that the game keeps, before its town square is chosen. */
    private record Place(String name, StrategicSquare square, double x, double y, String state,
                         PlaceValues.Values values) {
    }

    /** The places the game keeps, in gazetteer order; makes their squares passable (towns stand in valleys). */
    private List<Place> placeTowns(Terrain[] terrain, int[] owner, List<String> labels) throws IOException {
        List<Place> places = new ArrayList<>();
        List<String> lines = new ArrayList<>(Files.readAllLines(survey.dir.resolve("cities.csv")));
        lines = lines.subList(1, lines.size());
        for (String extra : HandEdits.extraPlaces()) {
            String[] f = extra.split(",");
            StrategicSquare sq = GridProjection.squareAt(Double.parseDouble(f[1]), Double.parseDouble(f[2]));
            lines.add(extra + ",Mexico,yes," + sq.col() + "," + sq.row() + "," + sq + ",added by hand");
        }
        for (String line : lines) {
            if (line.isBlank()) {
                continue;
            }
            String[] f = line.split(",");
            String name = f[0];
            PlaceValues.Values v = PlaceValues.of(name)
                    .orElseThrow(() -> new IllegalStateException("no game values for " + name));
            if (v.kind() == PlaceValues.Kind.SKIP) {
                continue;
            }
            double lat = Double.parseDouble(f[1]);
            double lon = Double.parseDouble(f[2]);
            StrategicSquare sq = GridProjection.squareAt(lat, lon);
            if (sq == null || !sq.toString().equals(f[7])) {
                throw new IllegalStateException(name + " falls on " + sq + ", cities.csv says " + f[7]);
            }
            int k = index(sq);
            Terrain before = terrain[k];
            terrain[k] = townTerrain(terrain[k], k);
            if (before != terrain[k]) {
                notes.add("town: " + name + " " + sq + " " + before.words() + " -> " + terrain[k].words());
            }
            String state = v.controller() != null ? v.controller() : labels.get(owner[k]);
            if (v.controller() != null && !v.controller().equals("US") && !labels.get(owner[k]).equals("US")) {
                // a Mexican town named for a state (Tampico for the north-east) takes its square with it
                owner[k] = labels.indexOf(v.controller());
            }
            places.add(new Place(name, sq, GridProjection.x(lon), GridProjection.y(lat), state, v));
        }
        return places;
    }

    /**
     * A town stands in a valley or an oasis: its square is never impassable, and never mountain (the town's own
     * ground is at worst hills); a town on a coast is on land even if most of its square is sea.
     */
    private Terrain townTerrain(Terrain t, int k) {
        return switch (t) {
            case MOUNTAIN, HIGH_MOUNTAIN -> Terrain.HILL;
            case DESERT -> Terrain.OPEN;
            case SWAMP -> Terrain.MARSH;
            case WATER -> townTerrain(landTerrain(k), k);
            default -> t;
        };
    }

    /** The squares a polyline passes through, sampled finely. */
    static List<Integer> squaresAlong(List<double[]> lonLat) {
        Set<Integer> seen = new java.util.LinkedHashSet<>();
        for (int i = 0; i + 1 < lonLat.size(); i++) {
            double ax = GridProjection.x(lonLat.get(i)[0]);
            double ay = GridProjection.y(lonLat.get(i)[1]);
            double bx = GridProjection.x(lonLat.get(i + 1)[0]);
            double by = GridProjection.y(lonLat.get(i + 1)[1]);
            int steps = (int) Math.ceil(Math.hypot(bx - ax, by - ay) * 20) + 1;
            for (int s = 0; s <= steps; s++) {
                double t = s / (double) steps;
                int c = (int) Math.floor(ax + t * (bx - ax));
                int r = (int) Math.floor(ay + t * (by - ay));
                if (StrategicSquare.onMap(c, r)) {
                    seen.add(r * StrategicSquare.COLUMNS + c);
                }
            }
        }
        return new ArrayList<>(seen);
    }

    private static StrategicSquare square(int k) {
        return new StrategicSquare(k % StrategicSquare.COLUMNS, k / StrategicSquare.COLUMNS);
    }

    private static int index(StrategicSquare s) {
        return s.row() * StrategicSquare.COLUMNS + s.col();
    }

    /** Prints the measurements and terrain of the reference places, for tuning the classifier by hand. */
    public void printReferencePlaces(TheatreMap map) {
        for (ReferencePlaces.Place p : ReferencePlaces.all()) {
            StrategicSquare sq = GridProjection.squareAt(p.lat(), p.lon());
            Terrain t = map.terrain(sq);
            System.out.printf("%-48s %s %-13s %s %s%n", p.name(), sq, t, p.expected().contains(t) ? "ok " : "BAD",
                    survey.metrics[index(sq)]);
        }
    }
}
