package org.adjutant.gitm.movement;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Consumer;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.sequence.GitmTurnEngine;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.state.Alliances;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.InlineMap;
import org.adjutant.gitm.state.MapRef;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.state.TacticalCell;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Dice;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.UnitOrders;

/**
 * A small theatre for movement tests: a block of open Mexican squares (state NE), the United States (US) at war with
 * it, and Yucatan (YUC) neutral. Every tactical map is open ground unless a test draws on it, so that tests say
 * exactly what stands where. Units are in communications and no battle was fought last turn unless a test says
 * otherwise.
 */
public final class Theatre {
    private final Map<StrategicSquare, SquareInfo> squares = new TreeMap<>();
    private final Map<StrategicSquare, Map<TacticalSquare, TacticalCell>> tactical = new TreeMap<>();
    private final Map<UnitId, Unit> units = new TreeMap<>();
    private final Map<String, List<String>> orders = new TreeMap<>();
    private TurnPlugins plugins = TurnPlugins.standard().withCommunications(board -> allIds(board))
            .withBattles(board -> Set.of());
    private int turn = 1;
    private org.adjutant.gitm.state.GameSettings settings = org.adjutant.gitm.state.GameSettings.DEFAULT;

    public static Theatre openGround(String from, String to) {
        Theatre t = new Theatre();
        t.block(from, to, Terrain.OPEN);
        return t;
    }

    private static Set<UnitId> allIds(Board board) {
        Set<UnitId> ids = new TreeSet<>();
        board.units().forEach(u -> ids.add(u.id()));
        return ids;
    }

    public Theatre block(String from, String to, Terrain terrain) {
        StrategicSquare a = StrategicSquare.of(from);
        StrategicSquare b = StrategicSquare.of(to);
        for (int r = a.row(); r <= b.row(); r++) {
            for (int c = a.col(); c <= b.col(); c++) {
                square(new StrategicSquare(c, r), terrain, Nation.MX, "NE");
            }
        }
        return this;
    }

    public Theatre square(String square, Terrain terrain) {
        return square(StrategicSquare.of(square), terrain, Nation.MX, "NE");
    }

    public Theatre square(String square, Terrain terrain, Nation nation, String state) {
        return square(StrategicSquare.of(square), terrain, nation, state);
    }

    private Theatre square(StrategicSquare s, Terrain terrain, Nation nation, String state) {
        squares.put(s, SquareInfo.of(terrain, nation, state));
        Map<TacticalSquare, TacticalCell> cells = new TreeMap<>();
        for (int r = 0; r < TacticalSquare.SIZE; r++) {
            for (int c = 0; c < TacticalSquare.SIZE; c++) {
                cells.put(new TacticalSquare(c, r), new TacticalCell(TacticalTerrain.OPEN, 0));
            }
        }
        tactical.put(s, cells);
        return this;
    }

    public Theatre city(String square, String name, String tacticalSquare, String state) {
        StrategicSquare s = StrategicSquare.of(square);
        SquareInfo old = squares.get(s);
        List<City> cities = new ArrayList<>(old.cities());
        cities.add(new City(name, s, TacticalSquare.of(tacticalSquare), state, 1, 10, 0, 0, false));
        squares.put(s, new SquareInfo(old.terrain(), old.nation(), old.state(), old.rivers(), old.riverNames(),
                old.ranges(), cities));
        return this;
    }

    /** A city of a given level, stock and port flag (GITM 10.5 supply sources, city production). */
    public Theatre city(String square, String name, String tacticalSquare, String state, int level, int supplies,
                        boolean port) {
        StrategicSquare s = StrategicSquare.of(square);
        SquareInfo old = squares.get(s);
        List<City> cities = new ArrayList<>(old.cities());
        cities.add(new City(name, s, TacticalSquare.of(tacticalSquare), state, level, supplies, 0, 0, port));
        squares.put(s, new SquareInfo(old.terrain(), old.nation(), old.state(), old.rivers(), old.riverNames(),
                old.ranges(), cities));
        return this;
    }

    /** A river along the north side of a square (GITM 10.5's "river terrain" asks only that one flows there). */
    public Theatre river(String square) {
        StrategicSquare s = StrategicSquare.of(square);
        SquareInfo old = squares.get(s);
        List<org.adjutant.gitm.map.Crossing> rivers = new ArrayList<>(old.rivers());
        rivers.add(new org.adjutant.gitm.map.Crossing(org.adjutant.gitm.map.Direction.N, 7));
        squares.put(s, new SquareInfo(old.terrain(), old.nation(), old.state(), rivers, old.riverNames(),
                old.ranges(), old.cities()));
        return this;
    }

    /** A city with a fort of the given level and capacity (GITM 2.6), for combat tests (GITM 9.6, 9.7, 9.14). */
    public Theatre fort(String square, String name, String tacticalSquare, String state, int level, int capacity) {
        StrategicSquare s = StrategicSquare.of(square);
        SquareInfo old = squares.get(s);
        List<City> cities = new ArrayList<>(old.cities());
        cities.add(new City(name, s, TacticalSquare.of(tacticalSquare), state, 1, 10, level, capacity, false));
        squares.put(s, new SquareInfo(old.terrain(), old.nation(), old.state(), old.rivers(), old.riverNames(),
                old.ranges(), cities));
        return this;
    }

    /** A city that is a port (GITM 7.18 links unblockaded ports on deployment and peace/truce turns). */
    public Theatre port(String square, String name, String tacticalSquare, String state) {
        StrategicSquare s = StrategicSquare.of(square);
        SquareInfo old = squares.get(s);
        List<City> cities = new ArrayList<>(old.cities());
        cities.add(new City(name, s, TacticalSquare.of(tacticalSquare), state, 1, 10, 0, 0, true));
        squares.put(s, new SquareInfo(old.terrain(), old.nation(), old.state(), old.rivers(), old.riverNames(),
                old.ranges(), cities));
        return this;
    }

    /** Names a river flowing through a square (for rules that name rivers, such as GITM 7.19's Rio Grande). */
    public Theatre riverName(String square, String name) {
        StrategicSquare s = StrategicSquare.of(square);
        SquareInfo old = squares.get(s);
        List<String> names = new ArrayList<>(old.riverNames());
        names.add(name);
        squares.put(s, new SquareInfo(old.terrain(), old.nation(), old.state(), old.rivers(), names, old.ranges(),
                old.cities()));
        return this;
    }

    /** Sets tactical squares of one strategic square, e.g. a river drawn cell by cell. */
    public Theatre terrain(String square, TacticalTerrain terrain, String... tacticalSquares) {
        return terrain(square, terrain, 0, tacticalSquares);
    }

    /** The same with a defensive rating (GITM 2.4), e.g. a town of rating 3. */
    public Theatre terrain(String square, TacticalTerrain terrain, int rating, String... tacticalSquares) {
        for (String t : tacticalSquares) {
            tactical.get(StrategicSquare.of(square)).put(TacticalSquare.of(t), new TacticalCell(terrain, rating));
        }
        return this;
    }

    public Theatre unit(String id, String state, String square, String tacticalSquare) {
        return unit(id, state, square, tacticalSquare, b -> {
        });
    }

    public Theatre unit(String id, String state, String square, String tacticalSquare, Consumer<Unit.Builder> tune) {
        Unit.Builder b = Unit.builder(id, state).at(square, tacticalSquare).commander("c").deputy("d").supplies(0);
        tune.accept(b);
        Unit u = b.build();
        units.put(u.id(), u);
        return this;
    }

    public Theatre orders(String unit, String... lines) {
        orders.put(unit, List.of(lines));
        return this;
    }

    /** Every unit's order lines as given, by unit id. */
    public Map<String, List<String>> orders() {
        return Map.copyOf(orders);
    }

    public Theatre plugins(TurnPlugins value) {
        plugins = value;
        return this;
    }

    public TurnPlugins plugins() {
        return plugins;
    }

    /** The game's settings: calendar, rule switches, army HQs of the 9.6 bonus. */
    public Theatre settings(org.adjutant.gitm.state.GameSettings value) {
        settings = value;
        return this;
    }

    public Theatre turn(int value) {
        turn = value;
        return this;
    }

    public GitmState state() {
        InlineMap map = new InlineMap("test-theatre", squares, tactical);
        TreeMap<String, Polity> states = new TreeMap<>();
        states.put("US", new Polity("US", "United States", Nation.US, 0, "marcy"));
        states.put("NE", new Polity("NE", "Northeast", Nation.MX, 0, "paredes"));
        states.put("NM", new Polity("NM", "New Mexico", Nation.MX, 0, "armijo"));
        states.put("YUC", new Polity("YUC", "Yucatan", Nation.MX, 0, "barbachano"));
        return new GitmState("movement test", new MapRef.Inline(map), 1, turn, states,
                Alliances.byNation(Set.of("YUC")), new TreeMap<>(), new TreeMap<>(units), new TreeMap<>())
                .withSettings(settings);
    }

    public TurnOutcome run(Dice dice) {
        GitmState s = state();
        Map<String, UnitOrders> all = new HashMap<>();
        for (Unit u : s.units()) {
            String id = u.id().toString();
            all.put(id, new UnitOrders(id, UnitOrders.Source.SUBMITTED, orders.getOrDefault(id, List.of())));
        }
        return new GitmTurnEngine(plugins).resolve(s, s.map(n -> java.util.Optional.empty()), all, Map.of(), dice);
    }

    public TurnOutcome run() {
        return run(SeededDice.forTurn(1846, 1));
    }

    /**
     * The state with every treasury full, for tests that run the robot's plug-ins but are not about money: its
     * economy charges upkeep (SoW 5), and an unpaid unit loses men and morale (sow.md section 6).
     */
    public static GitmState funded(GitmState state) {
        GitmState s = state;
        for (var p : state.states().values()) {
            s = s.withState(p.withTreasury(10_000));
        }
        return s;
    }

    public static GitmState next(TurnOutcome outcome) {
        return (GitmState) outcome.next();
    }

    public static Unit unit(TurnOutcome outcome, String id) {
        return next(outcome).unit(id).orElseThrow();
    }

    public static String where(TurnOutcome outcome, String id) {
        return unit(outcome, id).location().toString();
    }

    public static List<GitmEvent> events(TurnOutcome outcome) {
        List<GitmEvent> result = new ArrayList<>();
        for (TurnEvent e : outcome.events()) {
            if (e instanceof GitmEvent g) {
                result.add(g);
            }
        }
        return result;
    }

    /** "Strategic phase 2: US1IN arrived in ..." lines of one kind, for compact assertions. */
    public static List<String> lines(TurnOutcome outcome, String kind) {
        return events(outcome).stream().filter(e -> e.kind().equals(kind))
                .map(e -> e.phase() + ": " + e.describe()).toList();
    }
}
