package org.adjutant.gitm.naval;

import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.WeakHashMap;
import java.util.concurrent.ConcurrentHashMap;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.map.sea.SeaChart;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.map.tactical.TacticalMap;

/**
 * Where troops pass between a ship's station and the land (GITM 7.17; docs/rules/naval.md section 9): the land
 * squares a transport group at a station may take troops from and put them on, and the tactical squares of a land
 * square where boats come ashore.
 *
 * <ul>
 *   <li>a port's harbour: the port city's own square, the quay;</li>
 *   <li>a port's coastal waters: the port's landing squares as the sea chart binds them (the land beside those
 *       waters, and the cities of the port);</li>
 *   <li>a sea area: every land square beside a water square of the area, its open coast;</li>
 *   <li>an off-map port, or a sea area beyond the map: no square of the land map.</li>
 * </ul>
 */
public final class Shores {
    /** A sea area's open coast, worked out once per chart: a scan of the whole map. */
    private static final Map<SeaChart, Map<String, SortedSet<StrategicSquare>>> COASTS =
            Collections.synchronizedMap(new WeakHashMap<>());

    private Shores() {
    }

    /** The land squares a transport group at {@code station} reaches, north to south. */
    public static SortedSet<StrategicSquare> of(SeaChart chart, StrategicMap map, Station station) {
        if (station instanceof Station.Harbor h) {
            return chart.citySquare(h.portName()).<SortedSet<StrategicSquare>>map(s -> new TreeSet<>(List.of(s)))
                    .orElseGet(TreeSet::new);
        }
        if (station instanceof Station.Coastal c) {
            return chart.landingSquares(c.portName());
        }
        String area = ((Station.Open) station).area();
        return COASTS.computeIfAbsent(chart, k -> new ConcurrentHashMap<>())
                .computeIfAbsent(area, a -> openCoast(chart, map, a));
    }

    /** Whether the station lies off the land map (an off-map port, a sea area without squares). */
    public static boolean offMap(SeaChart chart, StrategicMap map, Station station) {
        return of(chart, map, station).isEmpty();
    }

    private static SortedSet<StrategicSquare> openCoast(SeaChart chart, StrategicMap map, String area) {
        SortedSet<StrategicSquare> coast = new TreeSet<>();
        for (int col = 0; col < StrategicSquare.COLUMNS; col++) {
            for (int row = 0; row < StrategicSquare.ROWS; row++) {
                StrategicSquare s = new StrategicSquare(col, row);
                if (!area.equals(chart.waterOwner(s).orElse(null))) {
                    continue;
                }
                for (StrategicSquare n : s.neighbours()) {
                    if (map.square(n).map(i -> i.terrain() != Terrain.WATER).orElse(false)) {
                        coast.add(n);
                    }
                }
            }
        }
        return Collections.unmodifiableSortedSet(coast);
    }

    /**
     * The tactical square boats land on in {@code square}: {@code wanted} if it is a shore square, else the shore
     * square nearest the square's centre. A shore square is passable and touches water; a square whose water lies
     * beyond its edge offers its passable edge squares instead. Empty when {@code wanted} is given and is no shore.
     */
    public static Optional<TacticalSquare> landingPlace(TacticalMap tactical, Optional<TacticalSquare> wanted) {
        List<TacticalSquare> shore = shore(tactical);
        if (wanted.isPresent()) {
            return shore.contains(wanted.get()) ? wanted : Optional.empty();
        }
        TacticalSquare centre = TacticalSquare.centre();
        return shore.stream().min(Comparator.comparingInt((TacticalSquare t) -> t.distanceTo(centre))
                .thenComparing(Comparator.naturalOrder()));
    }

    /** The shore squares of a tactical map, in square order. */
    public static List<TacticalSquare> shore(TacticalMap tactical) {
        List<TacticalSquare> water = tactical.squaresOf(TacticalTerrain.WATER);
        SortedSet<TacticalSquare> shore = new TreeSet<>();
        for (TacticalSquare w : water) {
            for (TacticalSquare n : w.neighbours()) {
                if (tactical.isPassable(n)) {
                    shore.add(n);
                }
            }
        }
        if (shore.isEmpty()) {
            for (int col = 0; col < TacticalSquare.SIZE; col++) {
                for (int row = 0; row < TacticalSquare.SIZE; row++) {
                    TacticalSquare t = new TacticalSquare(col, row);
                    if (t.isEdge() && tactical.isPassable(t)) {
                        shore.add(t);
                    }
                }
            }
        }
        return List.copyOf(shore);
    }
}
