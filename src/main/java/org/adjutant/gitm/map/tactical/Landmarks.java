package org.adjutant.gitm.map.tactical;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.map.PlaceNames;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.TacticalTerrain;

/**
 * Places named by the landmarks a reader of the theatre map knows (docs/reports.md, "Places"): the cities of the
 * scenario and the named rivers. A tactical square is a mile (GITM 1.1: 15-mile squares of 15 x 15 tactical
 * squares), so distances are told in miles, with the direction from the landmark to the place on an eight-point
 * compass. In order of preference:
 * <ol>
 *   <li>on a city's own tactical square: "at Monterrey [J9-V4 7-7]";</li>
 *   <li>within {@link #NEAR_MILES} of a city: "near Monterrey (3 mi NE) [J9-V4 9-5]";</li>
 *   <li>on or beside a named river (a river or ford square within a mile): "on the Rio Grande, 25 mi W of
 *       Matamoros [K1-V0 5-5]";</li>
 *   <li>within {@link #CITY_RADIUS} strategic squares of a city (the reach of a player's own map window, GITM
 *       4.1): "25 mi W of Matamoros [K1-V0 5-5]";</li>
 *   <li>otherwise the grid alone: "at 5-5 in K1-V0".</li>
 * </ol>
 * Pure: it reads the strategic map and its tactical maps, never the units, and gives the same words for the same
 * square every time.
 */
public final class Landmarks implements PlaceNames {
    /** A place this close to a city (in miles) is "near" it. About half a day's march. */
    public static final int NEAR_MILES = 10;
    /** Cities farther than this many strategic squares are not used as landmarks. */
    public static final int CITY_RADIUS = 5;
    private static final String[] COMPASS = {"E", "NE", "N", "NW", "W", "SW", "S", "SE"};

    private final TacticalMaps tactical;
    private final Map<StrategicSquare, List<Place>> placesBySquare = new HashMap<>();

    /** A named place that serves as a landmark: a city of the map, or a field named by its battle. */
    private record Place(String name, StrategicSquare square, TacticalSquare tactical, int level) {
    }

    /** The landmarks of the map of {@code tactical}: its cities and rivers. */
    public Landmarks(TacticalMaps tactical) {
        this.tactical = tactical;
        StrategicMap map = tactical.strategicMap();
        map.cities().forEach(c -> add(new Place(shortName(c.name()), c.square(), c.tactical(), c.level())));
    }

    private Landmarks(Landmarks base, Place extra) {
        this.tactical = base.tactical;
        base.placesBySquare.forEach((s, list) -> placesBySquare.put(s, new ArrayList<>(list)));
        add(extra);
    }

    /** "Fort Brown" for "Fort Brown (Fort Texas)": the other name in brackets would crowd the distance after it. */
    static String shortName(String name) {
        int bracket = name.indexOf(" (");
        return bracket > 0 ? name.substring(0, bracket) : name;
    }

    private void add(Place p) {
        List<Place> here = placesBySquare.computeIfAbsent(p.square(), k -> new ArrayList<>());
        if (!here.contains(p)) {
            here.add(p);
        }
    }

    /**
     * The same landmarks and one more named place that is no city, such as the field of a battle fought offline
     * (docs/battles.md), named after its battle. Naming changes nothing on the map.
     */
    public Landmarks alsoNaming(String name, StrategicSquare square, TacticalSquare at) {
        return new Landmarks(this, new Place(name, square, at, 0));
    }

    @Override
    public String at(StrategicSquare square, TacticalSquare at) {
        String grid = " [" + square + " " + at + "]";
        Optional<Nearest> city = nearestCity(square, at.col(), at.row());
        if (city.isPresent() && city.get().miles() == 0) {
            return "at " + city.get().city().name() + grid;
        }
        if (city.isPresent() && city.get().miles() <= NEAR_MILES) {
            return "near " + city.get().city().name() + " (" + city.get().miles() + " mi " + city.get().bearing()
                    + ")" + grid;
        }
        Optional<String> river = riverBeside(square, at);
        String fromCity = city.map(Nearest::fromCity).orElse("");
        if (river.isPresent()) {
            return "on the " + river.get() + (fromCity.isEmpty() ? "" : ", " + fromCity) + grid;
        }
        return fromCity.isEmpty() ? GRID.at(square, at) : fromCity + grid;
    }

    @Override
    public String in(StrategicSquare square) {
        String grid = " [" + square + "]";
        Optional<Place> own = chief(square);
        if (own.isPresent()) {
            return "around " + own.get().name() + grid;
        }
        int middle = TacticalSquare.SIZE / 2;
        return nearestCity(square, middle, middle).map(n -> n.fromCity() + grid).orElse(GRID.in(square));
    }

    @Override
    public String square(StrategicSquare square) {
        return chief(square).map(c -> c.name() + " [" + square + "]").orElse(square.toString());
    }

    /** The place a square is known by: the city of highest level, then the first by name. */
    private Optional<Place> chief(StrategicSquare square) {
        return placesBySquare.getOrDefault(square, List.of()).stream()
                .min(Comparator.comparingInt(Place::level).reversed().thenComparing(Place::name));
    }

    /** A landmark of a place: how far the place lies from it and in which direction. */
    private record Nearest(Place city, int miles, String bearing) {
        String fromCity() {
            return miles + " mi " + bearing + " of " + city.name();
        }
    }

    private Optional<Nearest> nearestCity(StrategicSquare square, int col, int row) {
        long x = (long) square.col() * TacticalSquare.SIZE + col;
        long y = (long) square.row() * TacticalSquare.SIZE + row;
        Nearest best = null;
        double bestDistance = Double.MAX_VALUE;
        for (int dr = -CITY_RADIUS; dr <= CITY_RADIUS; dr++) {
            for (int dc = -CITY_RADIUS; dc <= CITY_RADIUS; dc++) {
                if (!StrategicSquare.onMap(square.col() + dc, square.row() + dr)) {
                    continue;
                }
                StrategicSquare s = new StrategicSquare(square.col() + dc, square.row() + dr);
                for (Place c : placesBySquare.getOrDefault(s, List.of())) {
                    long cx = (long) s.col() * TacticalSquare.SIZE + c.tactical().col();
                    long cy = (long) s.row() * TacticalSquare.SIZE + c.tactical().row();
                    double d = Math.hypot(x - cx, y - cy);
                    if (d < bestDistance || d == bestDistance && c.name().compareTo(best.city().name()) < 0) {
                        bestDistance = d;
                        best = new Nearest(c, (int) Math.round(d), bearing(x - cx, y - cy));
                    }
                }
            }
        }
        return Optional.ofNullable(best);
    }

    /** The eight-point compass direction of the offset (rows grow southward). */
    static String bearing(long dx, long dy) {
        double degrees = Math.toDegrees(Math.atan2(-dy, dx));
        int sector = (int) Math.floorMod(Math.round(degrees / 45.0), 8L);
        return COMPASS[sector];
    }

    /** A named river whose water is on the square or next to it, if the square's map has one. */
    private Optional<String> riverBeside(StrategicSquare square, TacticalSquare at) {
        if (tactical.strategicMap().square(square).map(i -> i.riverNames().isEmpty()).orElse(true)) {
            return Optional.empty();
        }
        TacticalMap map = tactical.of(square);
        List<String> names = map.riverNames().stream().filter(n -> !n.isBlank()).toList();
        if (names.isEmpty()) {
            return Optional.empty();
        }
        List<TacticalSquare> around = new ArrayList<>(at.neighbours());
        around.add(at);
        for (TacticalSquare t : around) {
            TacticalTerrain terrain = map.terrain(t);
            if (terrain == TacticalTerrain.RIVER || terrain == TacticalTerrain.FORD) {
                return Optional.of(names.get(0));
            }
        }
        return Optional.empty();
    }
}
