package org.adjutant.gitm.city;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.state.CityHolding;

/**
 * What the city rules keep for the rest of one turn (a {@link TurnContext#attachment}): the cities whose siege is on
 * record now, so that a phase end looks only at cities with units on their tactical map or a siege to lift (section
 * 20 of the design), and the captures made, for city-capture morale at the end of the turn (GITM 3.7).
 */
public final class CityTurn {
    /** A city that changed hands this turn. */
    public record Capture(String city, StrategicSquare square, String fromState, String toState) {
    }

    private final Board board;
    /** Names of the cities besieged as recorded now. */
    private final SortedSet<String> besieged = new TreeSet<>();
    private final List<Capture> captures = new ArrayList<>();
    private Map<String, City> mapCities;

    private CityTurn(Board board) {
        this.board = board;
        board.start().cities().forEach((name, h) -> {
            if (h.besieged()) {
                besieged.add(name);
            }
        });
    }

    public static CityTurn of(TurnContext turn) {
        return turn.attachment(CityTurn.class, () -> new CityTurn(turn.board()));
    }

    /** Writes a city's siege record (0: not besieged) and keeps the list of besieged cities true. */
    void record(City onMap, int besiegedSince) {
        CityHolding h = board.holding(onMap);
        board.putHolding(onMap, h.withBesiegedSince(besiegedSince));
        if (besiegedSince > 0) {
            besieged.add(onMap.name());
        } else {
            besieged.remove(onMap.name());
        }
    }

    void captured(Capture c) {
        captures.add(c);
        besieged.remove(c.city());
    }

    public List<Capture> captures() {
        return List.copyOf(captures);
    }

    /** The cities besieged as recorded now, in map order (squares in order, then as the square lists them). */
    List<City> besiegedInMapOrder() {
        if (besieged.isEmpty()) {
            return List.of();
        }
        SortedMap<StrategicSquare, List<City>> bySquare = new TreeMap<>();
        for (String name : besieged) {
            City c = onMap().get(name);
            if (c != null) {
                bySquare.computeIfAbsent(c.square(), s -> new ArrayList<>()).add(c);
            }
        }
        List<City> result = new ArrayList<>();
        bySquare.forEach((s, cities) -> board.square(s).map(SquareInfo::cities).orElse(List.of()).stream()
                .filter(cities::contains).forEach(result::add));
        return result;
    }

    /**
     * The cities a phase end looks at, in map order: every city of a square where units stand now, and every city
     * besieged as recorded (its siege may have to be lifted though nobody is left there).
     */
    List<City> toJudge() {
        SortedSet<StrategicSquare> squares = new TreeSet<>(board.occupiedSquares());
        Map<StrategicSquare, List<City>> recorded = new TreeMap<>();
        for (City c : besiegedInMapOrder()) {
            recorded.computeIfAbsent(c.square(), s -> new ArrayList<>()).add(c);
        }
        squares.addAll(recorded.keySet());
        List<City> result = new ArrayList<>();
        for (StrategicSquare s : squares) {
            List<City> here = board.square(s).map(SquareInfo::cities).orElse(List.of());
            if (here.isEmpty()) {
                continue;
            }
            if (board.unitsIn(s).isEmpty()) {
                result.addAll(recorded.getOrDefault(s, List.of()));
            } else {
                result.addAll(here);
            }
        }
        return result;
    }

    /** The map's cities by name, read once a turn and only when a siege is on record. */
    private Map<String, City> onMap() {
        if (mapCities == null) {
            mapCities = new LinkedHashMap<>();
            board.map().cities().forEach(c -> mapCities.put(c.name(), c));
        }
        return mapCities;
    }
}
