package org.adjutant.gitm.scenario;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.Consumer;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.state.Alliances;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.InlineMap;
import org.adjutant.gitm.state.MapRef;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.state.TacticalCell;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.RoleSlot;

/**
 * A small GITM world in a few lines of Java, for tests and demos. Everything has a default: the states US and MEX
 * (with War Minister roles {@code minister-us}, {@code minister-mex}), a 3 x 3 block of open US squares around J9-V4
 * when no square is given, units at full strength commanded by their War Minister. It does not check the rules, so a
 * test can build exactly the illegal position it wants to see refused; {@link ScenarioLoader} is the checking door.
 */
public final class ScenarioBuilder {
    private String title = "test";
    private String mapId = "tiny";
    private int campaign = 1;
    private int turn = 1;
    private final Map<String, Polity> states = new LinkedHashMap<>();
    private final SortedMap<StrategicSquare, SquareInfo> squares = new TreeMap<>();
    private final SortedMap<StrategicSquare, SortedMap<TacticalSquare, TacticalCell>> tactical = new TreeMap<>();
    private final List<Unit.Builder> units = new ArrayList<>();
    private final Map<String, String> roles = new LinkedHashMap<>();
    private final SortedMap<String, CityHolding> holdings = new TreeMap<>();
    private Alliances alliances = Alliances.byNation();

    private ScenarioBuilder() {
    }

    public static ScenarioBuilder create() {
        return new ScenarioBuilder();
    }

    public ScenarioBuilder title(String value) {
        title = value;
        return this;
    }

    public ScenarioBuilder mapId(String value) {
        mapId = value;
        return this;
    }

    public ScenarioBuilder turn(int campaignNo, int turnNo) {
        campaign = campaignNo;
        turn = turnNo;
        return this;
    }

    /** A state with a War Minister role named {@code minister-<id>} and 1000 crowns. */
    public ScenarioBuilder state(String id, Nation nation) {
        return state(id, id, nation, 1000);
    }

    public ScenarioBuilder state(String id, String name, Nation nation, int treasury) {
        String minister = "minister-" + id.toLowerCase(Locale.ROOT);
        states.put(id, new Polity(id, name, nation, treasury, minister));
        roles.putIfAbsent(minister, "War Minister of " + name);
        return this;
    }

    public ScenarioBuilder neutral(String state) {
        alliances = alliances.withNeutral(state, true);
        return this;
    }

    public ScenarioBuilder pact(String a, String b, Relation relation) {
        alliances = alliances.with(a, b, relation);
        return this;
    }

    public ScenarioBuilder role(String id, String title) {
        roles.put(id, title);
        return this;
    }

    public ScenarioBuilder square(String square, Terrain terrain, Nation nation, String state) {
        StrategicSquare s = StrategicSquare.of(square);
        SquareInfo old = squares.get(s);
        List<City> cities = old == null ? List.of() : old.cities();
        squares.put(s, new SquareInfo(terrain, nation, state, List.of(), List.of(), List.of(), cities));
        return this;
    }

    /** Every square within {@code radius} steps of {@code centre}, open and owned by {@code state}. */
    public ScenarioBuilder openBlock(String centre, int radius, Nation nation, String state) {
        StrategicSquare c = StrategicSquare.of(centre);
        for (int dy = -radius; dy <= radius; dy++) {
            for (int dx = -radius; dx <= radius; dx++) {
                if (StrategicSquare.onMap(c.col() + dx, c.row() + dy)) {
                    square(new StrategicSquare(c.col() + dx, c.row() + dy).toString(), Terrain.OPEN, nation, state);
                }
            }
        }
        return this;
    }

    /** A city on an existing square; {@code fort} 0 means none, capacity is 3000 per fort level. */
    public ScenarioBuilder city(String name, String location, int level, int supplies, int fort, boolean port) {
        Location at = Location.parse(location).orElseThrow(() -> new IllegalArgumentException(location));
        SquareInfo info = squares.get(at.strategic());
        if (info == null) {
            throw new IllegalArgumentException("add square " + at.strategic() + " before its city " + name);
        }
        List<City> cities = new ArrayList<>(info.cities());
        cities.add(new City(name, at.strategic(), at.tactical(), info.state(), level, supplies, fort, 3000 * fort,
                port));
        squares.put(at.strategic(), new SquareInfo(info.terrain(), info.nation(), info.state(), info.rivers(),
                info.riverNames(), info.ranges(), cities));
        return this;
    }

    public ScenarioBuilder tactical(String square, String at, TacticalTerrain terrain, int rating) {
        tactical.computeIfAbsent(StrategicSquare.of(square), s -> new TreeMap<>())
                .put(TacticalSquare.of(at), new TacticalCell(terrain, rating));
        return this;
    }

    public ScenarioBuilder holding(String city, String state, int supplies) {
        holdings.put(city, new CityHolding(state, supplies));
        return this;
    }

    /** The state's manpower (docs/rules/sow.md section 7); the state must have been added. */
    public ScenarioBuilder manpower(String state, org.adjutant.gitm.state.Manpower value) {
        Polity p = states.get(state);
        if (p == null) {
            throw new IllegalArgumentException("no state " + state);
        }
        states.put(state, p.withManpower(value));
        return this;
    }

    /** The men in a city's militia pool (docs/rules/sow.md section 7); control and stores as given or as mapped. */
    public ScenarioBuilder militia(String city, int men) {
        holdings.put(city, holdingOf(city).withMilitia(men));
        return this;
    }

    private CityHolding holdingOf(String city) {
        CityHolding h = holdings.get(city);
        if (h != null) {
            return h;
        }
        City c = squares.values().stream().flatMap(i -> i.cities().stream())
                .filter(x -> x.name().equals(city)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no city " + city));
        return new CityHolding(c.state(), c.supplies());
    }

    /**
     * A siege on record (GITM 10.3): the city has been besieged since absolute turn {@code since} ({@code (campaign -
     * 1) * 15 + turn}); its control and stores stay as given or as the map has them.
     */
    public ScenarioBuilder besieged(String city, int since) {
        holdings.put(city, holdingOf(city).withBesiegedSince(since));
        return this;
    }

    /** A unit of {@code state} at a place like "J9-V4 7-7", with defaults. */
    public ScenarioBuilder unit(String id, String state, String location) {
        return unit(id, state, location, b -> { });
    }

    public ScenarioBuilder unit(String id, String state, String location, Consumer<Unit.Builder> details) {
        String minister = "minister-" + state.toLowerCase(Locale.ROOT);
        Unit.Builder b = Unit.builder(UnitId.of(id), state).commander(minister).deputy(minister)
                .location(Location.parse(location).orElseThrow(() -> new IllegalArgumentException(location)));
        details.accept(b);
        units.add(b);
        return this;
    }

    /** {@code count} units of one type numbered from {@code firstNumber}, all at one place. */
    public ScenarioBuilder units(String nationAndType, int firstNumber, int count, String state, String location) {
        String nation = nationAndType.substring(0, 2);
        String type = nationAndType.substring(2);
        for (int i = 0; i < count; i++) {
            unit(nation + (firstNumber + i) + type, state, location);
        }
        return this;
    }

    public GitmState build() {
        if (states.isEmpty()) {
            state("US", "United States", Nation.US, 1000);
            state("MEX", "Mexico", Nation.MX, 1000);
        }
        if (squares.isEmpty()) {
            openBlock("J9-V4", 1, Nation.US, states.containsKey("US") ? "US" : states.keySet().iterator().next());
        }
        SortedMap<UnitId, Unit> built = new TreeMap<>();
        for (Unit.Builder b : units) {
            Unit u = b.build();
            built.put(u.id(), u);
        }
        return new GitmState(title, new MapRef.Inline(new InlineMap(mapId, squares, tactical)), campaign, turn,
                new TreeMap<>(states), alliances, holdings, built, new TreeMap<>(roles));
    }

    /** The built state with role slots for every titled role, as a scenario file would give them. */
    public Scenario scenario() {
        GitmState state = build();
        List<RoleSlot> slots = new ArrayList<>();
        roles.forEach((id, roleTitle) -> {
            List<String> offices = state.states().values().stream().filter(p -> p.minister().equals(id))
                    .map(Polity::ministerOffice).toList();
            List<String> commands = state.units().stream().filter(u -> u.commander().equals(id))
                    .map(u -> u.id().toString()).toList();
            List<String> deputies = state.units().stream().filter(u -> u.deputy().equals(id))
                    .map(u -> u.id().toString()).toList();
            slots.add(new RoleSlot(id, roleTitle, offices, commands, deputies));
        });
        return new Scenario(state, slots, ((MapRef.Inline) state.map()).map());
    }
}
