package org.adjutant.gitm.map.sea;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.Terrain;

/**
 * The sea map of one land map (PATE 1.1-1.3; docs/rules/naval.md section 1): its charts, sea areas, links and
 * ports as the chart file gives them, bound to the land map's water squares.
 *
 * <p>Binding, in this order: the sea is every water square joined (eight directions) to a sea area's seed, so lakes are
 * not sea. A port's mouth is the nearest ring of sea squares round its city, one to {@value #MOUTH} squares out (river
 * ports lie a few squares inland). Its coastal waters are the sea squares within {@value #NEAR_LAND} of land that lie
 * nearer its mouth, by water, than any other port's, and at most {@value #REACH} squares from it: "near land and
 * closer to this port than any other" (PATE 1.2), within a day's sail. Every other sea square belongs to the sea area
 * whose seed it is nearest by water. A port's landing squares are the land squares beside its coastal waters and its
 * cities' squares: where troops from its waters may go ashore or embark (GITM 7.17).
 */
public final class SeaChart {
    /** Designed: the 1846 map's river ports (Villahermosa, Tlacotalpan) reach the sea two or three squares out. */
    public static final int MOUTH = 3;
    /** Designed: coastal waters lie within two squares (30 miles) of land. */
    public static final int NEAR_LAND = 2;
    /** Designed: no port's coastal waters reach more than six squares (90 miles) from its mouth. */
    public static final int REACH = 6;
    /** A port of the land map must be placed within this many squares of its city (a check on the chart file). */
    public static final int PLACED_WITHIN = 2;

    private static final int COLUMNS = StrategicSquare.COLUMNS;
    private static final int SQUARES = COLUMNS * StrategicSquare.ROWS;

    /** A move from one station to the next, and its heading (PATE movement chances read it against the wind). */
    public record Leg(Station to, Direction heading) {
    }

    private final String id;
    private final Map<String, String> charts;
    private final Map<String, ChartFrame> frames;
    private final Map<String, SeaArea> areas = new LinkedHashMap<>();
    private final List<SeaLink> links;
    private final Map<String, SeaPort> ports = new LinkedHashMap<>();
    /** For each square: -1 not sea, else an index into {@link #owners}. */
    private final int[] owner = new int[SQUARES];
    /** Sea areas first (in chart order), then ports (in chart order). */
    private final List<String> owners = new ArrayList<>();
    private final Map<String, SortedSet<StrategicSquare>> coastal = new HashMap<>();
    private final Map<String, SortedSet<StrategicSquare>> landing = new HashMap<>();
    private final Map<String, StrategicSquare> citySquare = new HashMap<>();
    private final Map<StrategicSquare, List<String>> portsByLanding = new HashMap<>();

    private SeaChart(ChartSpec spec, StrategicMap map) {
        this.id = spec.id();
        this.charts = Collections.unmodifiableMap(new LinkedHashMap<>(spec.charts()));
        this.frames = spec.frames();
        spec.areas().forEach(a -> areas.put(a.id(), a));
        this.links = List.copyOf(spec.links());
        spec.ports().forEach(p -> ports.put(p.name(), p));
        Arrays.fill(owner, -1);
        bind(map);
    }

    /** The chart file's contents bound to its land map; the map's port cities must all be ports of the chart. */
    public static SeaChart bind(ChartSpec spec, StrategicMap map) {
        return new SeaChart(spec, map);
    }

    public String id() {
        return id;
    }

    /** Chart code to title, in file order: {@code PAC} "Pacific waters", {@code AMW} "American waters". */
    public Map<String, String> charts() {
        return charts;
    }

    /** The stretch of the globe a chart's picture shows, by chart code. */
    public ChartFrame frame(String chartCode) {
        return frames.get(chartCode);
    }

    public List<SeaArea> areas() {
        return List.copyOf(areas.values());
    }

    public List<SeaLink> links() {
        return links;
    }

    public List<SeaPort> ports() {
        return List.copyOf(ports.values());
    }

    /** A sea area by its code or its name, ignoring case ("SGC", "south gulf coast"). */
    public Optional<SeaArea> area(String idOrName) {
        String t = idOrName.strip();
        for (SeaArea a : areas.values()) {
            if (a.id().equalsIgnoreCase(t) || a.name().equalsIgnoreCase(t)) {
                return Optional.of(a);
            }
        }
        return Optional.empty();
    }

    /** A port by its name or the name of a city in its waters, ignoring case ("Point Isabel" is Brazos Santiago's). */
    public Optional<SeaPort> port(String name) {
        SeaPort exact = ports.get(name);
        if (exact != null) {
            return Optional.of(exact);
        }
        return ports.values().stream().filter(p -> p.serves(name)).findFirst();
    }

    /** Whether the port's city is on the land map (else it is an off-map port). */
    public boolean onMap(String port) {
        return citySquare.containsKey(port);
    }

    /** The square of an on-map port's city. */
    public Optional<StrategicSquare> citySquare(String port) {
        return Optional.ofNullable(citySquare.get(port));
    }

    /** The sea area a station is in or opens on. */
    public SeaArea areaOf(Station s) {
        String a = s instanceof Station.Open o ? o.area() : ports.get(s.port().orElseThrow()).area();
        return areas.get(a);
    }

    /** The chart a station is on. */
    public String chartOf(Station s) {
        return areaOf(s).chart();
    }

    /** Whether the station names a port or area of this chart. */
    public boolean knows(Station s) {
        return s instanceof Station.Open o ? areas.containsKey(o.area()) : ports.containsKey(s.port().orElseThrow());
    }

    /** Whether two sea areas are the same or linked (GITM 10.6: ports on the same or adjacent sea areas). */
    public boolean sameOrAdjacent(String areaA, String areaB) {
        return areaA.equals(areaB) || links.stream().anyMatch(l -> l.from().equals(areaA) && l.to().equals(areaB)
                || l.from().equals(areaB) && l.to().equals(areaA));
    }

    /** The areas linked to one, in file order. */
    public List<String> neighbours(String area) {
        List<String> out = new ArrayList<>();
        for (SeaLink l : links) {
            if (l.from().equals(area)) {
                out.add(l.to());
            } else if (l.to().equals(area)) {
                out.add(l.from());
            }
        }
        return out;
    }

    /**
     * Every move a ship may make from a station, in a fixed order: out of a harbour to its coastal waters, from
     * coastal waters into the harbour or out to the sea area, from a sea area into a port's coastal waters or on to a
     * linked area (PATE 1.3).
     */
    public List<Leg> legs(Station from) {
        List<Leg> out = new ArrayList<>();
        if (from instanceof Station.Harbor h) {
            out.add(new Leg(new Station.Coastal(h.portName()), ports.get(h.portName()).exit()));
        } else if (from instanceof Station.Coastal c) {
            SeaPort p = ports.get(c.portName());
            out.add(new Leg(new Station.Harbor(p.name()), p.exit().opposite()));
            out.add(new Leg(new Station.Open(p.area()), p.exit()));
        } else {
            String area = ((Station.Open) from).area();
            for (SeaPort p : ports.values()) {
                if (p.area().equals(area)) {
                    out.add(new Leg(new Station.Coastal(p.name()), p.exit().opposite()));
                }
            }
            for (SeaLink l : links) {
                if (l.from().equals(area)) {
                    out.add(new Leg(new Station.Open(l.to()), l.heading()));
                } else if (l.to().equals(area)) {
                    out.add(new Leg(new Station.Open(l.from()), l.heading().opposite()));
                }
            }
        }
        return out;
    }

    /** The heading of the one move from {@code from} to {@code to}, if they are next to each other. */
    public Optional<Direction> heading(Station from, Station to) {
        return legs(from).stream().filter(l -> l.to().equals(to)).map(Leg::heading).findFirst();
    }

    /**
     * The shortest way from one station to another through the waypoints in order, as the stations entered (not
     * {@code from}); empty when they lie on different charts. Ties go to the first move in {@link #legs} order, so
     * the same orders always give the same route.
     */
    public Optional<List<Station>> route(Station from, Station to, List<Station> via) {
        List<Station> stops = new ArrayList<>(via);
        stops.add(to);
        List<Station> all = new ArrayList<>();
        Station at = from;
        for (Station stop : stops) {
            Optional<List<Station>> leg = shortest(at, stop);
            if (leg.isEmpty()) {
                return Optional.empty();
            }
            all.addAll(leg.get());
            at = stop;
        }
        return Optional.of(List.copyOf(all));
    }

    private Optional<List<Station>> shortest(Station from, Station to) {
        if (from.equals(to)) {
            return Optional.of(List.of());
        }
        Map<Station, Station> came = new HashMap<>();
        Deque<Station> queue = new ArrayDeque<>();
        queue.add(from);
        came.put(from, from);
        while (!queue.isEmpty()) {
            Station s = queue.poll();
            for (Leg l : legs(s)) {
                if (came.containsKey(l.to())) {
                    continue;
                }
                came.put(l.to(), s);
                if (l.to().equals(to)) {
                    List<Station> path = new ArrayList<>();
                    for (Station x = to; !x.equals(from); x = came.get(x)) {
                        path.add(0, x);
                    }
                    return Optional.of(path);
                }
                queue.add(l.to());
            }
        }
        return Optional.empty();
    }

    /** A port's coastal waters on the land map, north to south; empty for an off-map port. */
    public SortedSet<StrategicSquare> coastalWaters(String port) {
        return coastal.getOrDefault(port, Collections.emptySortedSet());
    }

    /** Where troops from a ship in the port's coastal waters may go ashore or come aboard (GITM 7.17). */
    public SortedSet<StrategicSquare> landingSquares(String port) {
        return landing.getOrDefault(port, Collections.emptySortedSet());
    }

    /** The ports whose coastal waters touch a land square (or whose city stands on it), in chart order. */
    public List<String> portsLandingAt(StrategicSquare land) {
        return portsByLanding.getOrDefault(land, List.of());
    }

    /** Whose water a square is: a sea area's code or a port's name; empty for land, lakes and off the chart. */
    public Optional<String> waterOwner(StrategicSquare square) {
        int o = owner[index(square)];
        return o < 0 ? Optional.empty() : Optional.of(owners.get(o));
    }

    /** Whether the owner text {@link #waterOwner} gives is a port's name (else a sea area's code). */
    public boolean isPort(String ownerText) {
        return ports.containsKey(ownerText);
    }

    // ------------------------------------------------------------------------------------------------ binding

    private void bind(StrategicMap map) {
        boolean[] sea = new boolean[SQUARES];
        boolean[] land = new boolean[SQUARES];
        for (int i = 0; i < SQUARES; i++) {
            StrategicSquare s = square(i);
            Optional<SquareInfo> info = map.square(s);
            // squares beyond the two nations (Guatemala) are land for "near land", never sea
            land[i] = info.map(x -> x.terrain() != Terrain.WATER).orElse(true);
        }
        Deque<Integer> queue = new ArrayDeque<>();
        for (SeaArea a : areas.values()) {
            for (StrategicSquare seed : a.seeds()) {
                if (!water(map, seed)) {
                    throw new IllegalArgumentException("sea area " + a.id() + ": seed " + seed + " is not water");
                }
                if (!sea[index(seed)]) {
                    sea[index(seed)] = true;
                    queue.add(index(seed));
                }
            }
        }
        while (!queue.isEmpty()) {
            int i = queue.poll();
            for (int n : neighbours(i)) {
                if (!sea[n] && water(map, square(n))) {
                    sea[n] = true;
                    queue.add(n);
                }
            }
        }
        owners.addAll(areas.keySet());
        owners.addAll(ports.keySet());

        // the ports of the land map: their cities' squares and their mouths
        Map<String, City> cities = new HashMap<>();
        map.cities().forEach(c -> cities.put(c.name().toLowerCase(Locale.ROOT), c));
        for (City c : (Iterable<City>) map.cities()::iterator) {
            if (c.port() && port(c.name()).isEmpty()) {
                throw new IllegalArgumentException("the port city " + c.name() + " is no port of sea chart " + id);
            }
        }
        int[] dist = new int[SQUARES];
        int[] by = new int[SQUARES];
        Arrays.fill(dist, -1);
        int k = areas.size();
        for (SeaPort p : ports.values()) {
            City c = cities.get(p.name().toLowerCase(Locale.ROOT));
            for (String other : p.cities()) {
                City o = cities.get(other.toLowerCase(Locale.ROOT));
                if (o == null) {
                    throw new IllegalArgumentException("port " + p.name() + ": " + other + " is no city of the map");
                }
                if (c != null && !o.square().equals(c.square()) && !o.square().isAdjacentTo(c.square())) {
                    throw new IllegalArgumentException("port " + p.name() + ": " + other + " is not beside it");
                }
            }
            if (c != null) {
                placedNear(p, c);
                citySquare.put(p.name(), c.square());
                for (int m : mouth(sea, c.square())) {
                    if (dist[m] < 0) {
                        dist[m] = 0;
                        by[m] = k;
                        queue.add(m);
                    }
                }
            }
            k++;
        }
        while (!queue.isEmpty()) {
            int i = queue.poll();
            if (dist[i] >= REACH) {
                continue;
            }
            for (int n : neighbours(i)) {
                if (sea[n] && dist[n] < 0) {
                    dist[n] = dist[i] + 1;
                    by[n] = by[i];
                    queue.add(n);
                }
            }
        }
        for (int i = 0; i < SQUARES; i++) {
            if (sea[i] && dist[i] >= 0 && (dist[i] == 0 || nearLand(land, i))) {
                owner[i] = by[i];
            }
        }
        // the sea areas take the rest, each square the area of the seed nearest by water
        int a = 0;
        int[] area = new int[SQUARES];
        Arrays.fill(area, -1);
        for (SeaArea s : areas.values()) {
            for (StrategicSquare seed : s.seeds()) {
                if (area[index(seed)] < 0) {
                    area[index(seed)] = a;
                    queue.add(index(seed));
                }
            }
            a++;
        }
        while (!queue.isEmpty()) {
            int i = queue.poll();
            for (int n : neighbours(i)) {
                if (sea[n] && area[n] < 0) {
                    area[n] = area[i];
                    queue.add(n);
                }
            }
        }
        for (int i = 0; i < SQUARES; i++) {
            if (sea[i] && owner[i] < 0) {
                owner[i] = area[i];
            }
        }
        // coastal waters, landing squares
        for (int i = 0; i < SQUARES; i++) {
            if (owner[i] >= areas.size()) {
                String p = owners.get(owner[i]);
                coastal.computeIfAbsent(p, x -> new TreeSet<>()).add(square(i));
            }
        }
        for (SeaPort p : ports.values()) {
            SortedSet<StrategicSquare> ashore = new TreeSet<>();
            citySquare(p.name()).ifPresent(ashore::add);
            for (String other : p.cities()) {
                ashore.add(cities.get(other.toLowerCase(Locale.ROOT)).square());
            }
            for (StrategicSquare w : coastalWaters(p.name())) {
                for (StrategicSquare n : w.neighbours()) {
                    if (map.square(n).map(x -> x.terrain() != Terrain.WATER).orElse(false)) {
                        ashore.add(n);
                    }
                }
            }
            if (!ashore.isEmpty()) {
                landing.put(p.name(), Collections.unmodifiableSortedSet(ashore));
                ashore.forEach(s -> portsByLanding.computeIfAbsent(s, x -> new ArrayList<>()).add(p.name()));
            }
            if (citySquare.containsKey(p.name()) && coastalWaters(p.name()).isEmpty()) {
                throw new IllegalArgumentException("port " + p.name() + " has no coastal waters on the map");
            }
        }
        coastal.replaceAll((p, s) -> Collections.unmodifiableSortedSet(s));
        portsByLanding.replaceAll((s, l) -> List.copyOf(l));
    }

    /** A port of the land map drawn where its city stands, not somewhere else by a slip in the chart file. */
    private void placedNear(SeaPort p, City c) {
        int col = (int) Math.floor(p.at().gridX());
        int row = (int) Math.floor(p.at().gridY());
        if (Math.max(Math.abs(col - c.square().col()), Math.abs(row - c.square().row())) > PLACED_WITHIN) {
            String at = StrategicSquare.onMap(col, row) ? new StrategicSquare(col, row).toString() : "off the map";
            throw new IllegalArgumentException("port " + p.name() + " of chart " + id + " is placed at " + p.at()
                    + " (" + at + "), more than " + PLACED_WITHIN + " squares from its city at " + c.square());
        }
    }

    /** The nearest ring of sea squares round a city, 1 to {@link #MOUTH} squares out. */
    private static List<Integer> mouth(boolean[] sea, StrategicSquare city) {
        for (int ring = 1; ring <= MOUTH; ring++) {
            List<Integer> found = new ArrayList<>();
            for (int dr = -ring; dr <= ring; dr++) {
                for (int dc = -ring; dc <= ring; dc++) {
                    int c = city.col() + dc;
                    int r = city.row() + dr;
                    if (Math.max(Math.abs(dr), Math.abs(dc)) == ring && StrategicSquare.onMap(c, r)
                            && sea[r * COLUMNS + c]) {
                        found.add(r * COLUMNS + c);
                    }
                }
            }
            if (!found.isEmpty()) {
                return found;
            }
        }
        return List.of();
    }

    private static boolean nearLand(boolean[] land, int i) {
        int col = i % COLUMNS;
        int row = i / COLUMNS;
        for (int dr = -NEAR_LAND; dr <= NEAR_LAND; dr++) {
            for (int dc = -NEAR_LAND; dc <= NEAR_LAND; dc++) {
                if (StrategicSquare.onMap(col + dc, row + dr) && land[(row + dr) * COLUMNS + col + dc]) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean water(StrategicMap map, StrategicSquare s) {
        return map.square(s).map(x -> x.terrain() == Terrain.WATER).orElse(false);
    }

    private static List<Integer> neighbours(int i) {
        int col = i % COLUMNS;
        int row = i / COLUMNS;
        List<Integer> out = new ArrayList<>(8);
        for (Direction d : Direction.values()) {
            int c = col + d.dx();
            int r = row + d.dy();
            if (StrategicSquare.onMap(c, r)) {
                out.add(r * COLUMNS + c);
            }
        }
        return out;
    }

    private static int index(StrategicSquare s) {
        return s.row() * COLUMNS + s.col();
    }

    private static StrategicSquare square(int i) {
        return new StrategicSquare(i % COLUMNS, i / COLUMNS);
    }

    /** The sea areas of one chart, in file order. */
    public List<SeaArea> areasOf(String chartCode) {
        return areas.values().stream().filter(a -> a.chart().equals(chartCode)).toList();
    }

    /** The ports of one chart, in file order. */
    public List<SeaPort> portsOf(String chartCode) {
        return ports.values().stream().filter(p -> areas.get(p.area()).chart().equals(chartCode)).toList();
    }

    /** Unmodifiable view of which ports' landing squares exist (tests). */
    Set<String> portsWithLanding() {
        return Collections.unmodifiableSet(landing.keySet());
    }
}
