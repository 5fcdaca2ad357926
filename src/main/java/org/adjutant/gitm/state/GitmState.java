package org.adjutant.gitm.state;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.naval.Navy;
import org.adjutant.gitm.naval.Ship;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;
import org.adjutant.ruleset.GameState;
import org.adjutant.ruleset.UnitInfo;

/**
 * The whole GITM position between two turns. It names its map (or carries a small one whole), lists the states with
 * their treasuries, the alliances, the cities whose control or supplies differ from the map, every unit, and the
 * titles of the role slots that command them (for status blocks). Immutable; collections are sorted so that the
 * codec's text and every iteration are the same for the same position.
 *
 * @param title    the scenario's title, e.g. "Spring 1846"
 * @param campaign the campaign number, from 1
 * @param turn     the turn within the campaign: 0 is the opening or a deployment turn, 1-15 campaign turns (GITM 5.1)
 * @param cities   control and supplies of cities, by city name, where they differ from the map
 * @param roles    role slot id to the title shown as commander or deputy, e.g. taylor to "Zachary Taylor"
 * @param settings what the game fixes for its whole length: peace and truce turns, rule switches, the army HQs of the
 *                 9.6 bonus
 * @param battles  the strategic squares where battles were fought in the turn that led to this position (GITM 7.5
 *                 lets units there withdraw); empty when nobody recorded them (a scenario's opening, or a state saved
 *                 before combat existed), and then a square where hostile combat units stand together counts
 * @param ports    the off-map ports by name (docs/rules/sow.md section 3); none given: {@link OffMapPort#DEFAULTS}
 * @param navy     the warships and transport groups (docs/rules/naval.md); {@link Navy#NONE} for a game without ships
 * @param politics the President of Mexico and his electors' ballots (docs/rules/politics.md section 4)
 */
public record GitmState(String title, MapRef map, int campaign, int turn, SortedMap<String, Polity> states,
                        Alliances alliances, SortedMap<String, CityHolding> cities, SortedMap<UnitId, Unit> unitsById,
                        SortedMap<String, String> roles, GameSettings settings,
                        Optional<SortedSet<StrategicSquare>> battles, SortedMap<String, OffMapPort> ports, Navy navy,
                        Politics politics)
        implements GameState {

    public GitmState {
        if (map == null || alliances == null) {
            throw new IllegalArgumentException("a game state needs a map and alliances");
        }
        settings = settings == null ? GameSettings.DEFAULT : settings;
        politics = politics == null ? Politics.NONE : politics;
        battles = battles == null ? Optional.empty()
                : battles.map(b -> Collections.unmodifiableSortedSet(new TreeSet<>(b)));
        title = title == null ? "" : title.strip();
        if (campaign < 1 || turn < 0) {
            throw new IllegalArgumentException("campaigns count from 1 and turns from 0: " + campaign + "/" + turn);
        }
        states = naturallySorted(states);
        cities = naturallySorted(cities);
        unitsById = naturallySorted(unitsById);
        roles = naturallySorted(roles);
        ports = naturallySorted(ports == null || ports.isEmpty() ? byName(OffMapPort.DEFAULTS) : ports);
        for (var e : ports.entrySet()) {
            if (!e.getKey().equals(e.getValue().name())) {
                throw new IllegalArgumentException("off-map port " + e.getValue().name() + " is filed under "
                        + e.getKey());
            }
        }
        for (var e : states.entrySet()) {
            if (!e.getKey().equals(e.getValue().id())) {
                throw new IllegalArgumentException("state " + e.getValue().id() + " is filed under " + e.getKey());
            }
        }
        for (var e : unitsById.entrySet()) {
            Unit u = e.getValue();
            if (!e.getKey().equals(u.id())) {
                throw new IllegalArgumentException("unit " + u.id() + " is filed under " + e.getKey());
            }
            Polity owner = states.get(u.state());
            if (owner == null) {
                throw new IllegalArgumentException(u.id() + " belongs to unknown state " + u.state());
            }
            if (owner.nation() != u.nation()) {
                throw new IllegalArgumentException(u.id() + " is a " + u.nation() + " unit but " + owner.id()
                        + " is a state of " + owner.nation().title());
            }
        }
        navy = navy == null ? Navy.NONE : navy;
        for (Ship ship : navy.ships().values()) {
            Polity owner = states.get(ship.state());
            if (owner == null) {
                throw new IllegalArgumentException("ship " + ship.id() + " belongs to unknown state " + ship.state());
            }
            if (owner.nation() != ship.id().nation()) {
                throw new IllegalArgumentException("ship " + ship.id() + " is a " + ship.id().nation() + " ship but "
                        + owner.id() + " is a state of " + owner.nation().title());
            }
        }
        for (UnitId aboard : navy.aboard().keySet()) {
            if (!unitsById.containsKey(aboard)) {
                throw new IllegalArgumentException(aboard + " is listed aboard " + navy.aboard().get(aboard)
                        + " but is no unit of the game");
            }
        }
        for (var e : navy.garrisons().entrySet()) {
            if (!unitsById.containsKey(e.getKey())) {
                throw new IllegalArgumentException(e.getKey() + " is listed in the garrison of " + e.getValue()
                        + " but is no unit of the game");
            }
            if (!ports.containsKey(e.getValue())) {
                throw new IllegalArgumentException(e.getKey() + " is in the garrison of " + e.getValue()
                        + ", which is no off-map port of the game");
            }
        }
        for (var e : cities.entrySet()) {
            if (!states.containsKey(e.getValue().state())) {
                throw new IllegalArgumentException(e.getKey() + " is controlled by unknown state "
                        + e.getValue().state());
            }
        }
    }

    /**
     * A position without ships and without politics beyond the scenario's offices (a game that has neither, and
     * every state saved before the naval rules and the presidency).
     */
    public GitmState(String title, MapRef map, int campaign, int turn, SortedMap<String, Polity> states,
                     Alliances alliances, SortedMap<String, CityHolding> cities, SortedMap<UnitId, Unit> unitsById,
                     SortedMap<String, String> roles, GameSettings settings,
                     Optional<SortedSet<StrategicSquare>> battles, SortedMap<String, OffMapPort> ports) {
        this(title, map, campaign, turn, states, alliances, cities, unitsById, roles, settings, battles, ports,
                Navy.NONE, Politics.NONE);
    }

    /** A position with the default off-map ports (all but the newest code and states). */
    public GitmState(String title, MapRef map, int campaign, int turn, SortedMap<String, Polity> states,
                     Alliances alliances, SortedMap<String, CityHolding> cities, SortedMap<UnitId, Unit> unitsById,
                     SortedMap<String, String> roles, GameSettings settings,
                     Optional<SortedSet<StrategicSquare>> battles) {
        this(title, map, campaign, turn, states, alliances, cities, unitsById, roles, settings, battles, null);
    }


    /** Ports by name, for the record. */
    public static SortedMap<String, OffMapPort> byName(List<OffMapPort> ports) {
        SortedMap<String, OffMapPort> all = new TreeMap<>();
        ports.forEach(p -> all.put(p.name(), p));
        return all;
    }

    /** An off-map port however a player wrote its name. */
    public Optional<OffMapPort> port(String name) {
        return ports.values().stream().filter(p -> p.name().equalsIgnoreCase(name.strip())).findFirst();
    }

    public GitmState withPort(OffMapPort port) {
        SortedMap<String, OffMapPort> next = new TreeMap<>(ports);
        next.put(port.name(), port);
        return new GitmState(title, map, campaign, turn, states, alliances, cities, unitsById, roles, settings, battles,
                next, navy, politics);
    }

    /** A position with the default settings and no record of last turn's battles. */
    public GitmState(String title, MapRef map, int campaign, int turn, SortedMap<String, Polity> states,
                     Alliances alliances, SortedMap<String, CityHolding> cities, SortedMap<UnitId, Unit> unitsById,
                     SortedMap<String, String> roles) {
        this(title, map, campaign, turn, states, alliances, cities, unitsById, roles, GameSettings.DEFAULT,
                Optional.empty());
    }

    /** A read-only copy in natural key order, whatever comparator the given map had. */
    private static <K extends Comparable<K>, V> SortedMap<K, V> naturallySorted(java.util.Map<K, V> map) {
        SortedMap<K, V> copy = new TreeMap<>();
        copy.putAll(map);
        return Collections.unmodifiableSortedMap(copy);
    }

    /** The office id of a state's War Minister, e.g. {@code minister:US} (GITM 3.4). */
    public static String ministerOffice(String stateId) {
        return "minister:" + stateId;
    }

    /**
     * Every office of the game, in state order: each state's War Minister's, and its Treasury Minister's where a slot
     * of its own holds it (docs/rules/sow.md section 2; otherwise the War Minister's office carries both).
     */
    public List<String> offices() {
        List<String> all = new ArrayList<>();
        for (Polity p : states.values()) {
            all.add(p.ministerOffice());
            if (!p.treasurer().equals(p.minister())) {
                all.add(p.treasuryOffice());
            }
        }
        return List.copyOf(all);
    }

    /** Every unit, in id order. */
    public List<Unit> units() {
        return List.copyOf(unitsById.values());
    }

    /** What the core needs of every unit (id, owning state, name), in id order: {@code Ruleset.units}. */
    public List<UnitInfo> unitInfos() {
        return unitsById.values().stream().map(u -> new UnitInfo(u.id().toString(), u.state(), u.name())).toList();
    }

    public Optional<Unit> unit(UnitId id) {
        return Optional.ofNullable(unitsById.get(id));
    }

    /** The unit a player names, however carelessly he wrote its id. */
    public Optional<Unit> unit(String id) {
        return UnitId.parse(id).flatMap(this::unit);
    }

    /** Whether the unit is at sea, aboard a transport group (docs/rules/naval.md section 9): then on no square. */
    public boolean isAboard(UnitId unit) {
        return navy.aboard().containsKey(unit);
    }

    /** The off-map port in whose garrison the unit stands (docs/rules/naval.md section 18): then on no square. */
    public Optional<String> garrison(UnitId unit) {
        return navy.garrison(unit);
    }

    /**
     * Whether the unit stands off the land map: at sea aboard a transport group, or in the garrison of an off-map port
     * (GITM 11.1). Such a unit stands on no square, is seen by nobody and takes no part in any phase on the land.
     */
    public boolean isOffMap(UnitId unit) {
        return navy.aboard().containsKey(unit) || navy.garrisons().containsKey(unit);
    }

    /** Every unit on the land map (none of those at sea or in an off-map port's garrison), in id order. */
    public List<Unit> ashore() {
        return unitsById.values().stream().filter(u -> !isOffMap(u.id())).toList();
    }

    /** The units standing in a square; a unit at sea or in an off-map garrison stands in none. */
    public List<Unit> unitsIn(StrategicSquare square) {
        return unitsById.values().stream().filter(u -> u.location().strategic().equals(square) && !isOffMap(u.id()))
                .toList();
    }

    public List<Unit> unitsAt(Location location) {
        return unitsById.values().stream().filter(u -> u.location().equals(location) && !isOffMap(u.id())).toList();
    }

    public Optional<Polity> state(String id) {
        return Optional.ofNullable(states.get(id));
    }

    /** The state that owns a unit. */
    public Optional<Polity> owner(UnitId unit) {
        return unit(unit).map(u -> states.get(u.state()));
    }

    public Optional<Nation> nationOf(UnitId unit) {
        return owner(unit).map(Polity::nation);
    }

    /** Whether {@code unit} is an army headquarters of {@code stateId} (its commander may assign, GITM 3.4). */
    public boolean isArmyHq(UnitId unit, String stateId) {
        return unit(unit).filter(u -> u.type() == UnitType.AQ && u.state().equals(stateId)).isPresent();
    }

    public Relation relation(String stateA, String stateB) {
        Polity a = requireState(stateA);
        Polity b = requireState(stateB);
        return alliances.between(a.id(), a.nation(), b.id(), b.nation());
    }

    public Relation relation(Unit a, Unit b) {
        return relation(a.state(), b.state());
    }

    private Polity requireState(String id) {
        Polity p = states.get(id);
        if (p == null) {
            throw new IllegalArgumentException("no state " + id);
        }
        return p;
    }

    /** The role title for a role slot id, or the id itself when the slot has no title. */
    public String roleTitle(String roleId) {
        return roles.getOrDefault(roleId, roleId);
    }

    public StrategicMap map(Function<String, Optional<StrategicMap>> maps) {
        return map.resolve(maps);
    }

    /** A city as it stands now: the map's city with this game's control and supplies applied. */
    public City city(City onMap) {
        CityHolding h = cities.get(onMap.name());
        if (h == null) {
            return onMap;
        }
        return new City(onMap.name(), onMap.square(), onMap.tactical(), h.state(), onMap.level(), h.supplies(),
                h.fortLevel().orElse(onMap.fortStrength()), h.fortress().capacity().orElse(onMap.fortCapacity()),
                onMap.port());
    }

    /** Every city of the map as it stands now, in map order. */
    public List<City> cities(StrategicMap onMap) {
        return onMap.cities().map(this::city).toList();
    }

    public Optional<City> city(String name, StrategicMap onMap) {
        return onMap.cities().filter(c -> c.name().equalsIgnoreCase(name.strip())).findFirst().map(this::city);
    }

    public GitmState withUnit(Unit unit) {
        SortedMap<UnitId, Unit> next = new TreeMap<>(unitsById);
        next.put(unit.id(), unit);
        return new GitmState(title, map, campaign, turn, states, alliances, cities, next, roles, settings,
                battles, ports, navy, politics);
    }

    public GitmState withUnits(List<Unit> changed) {
        SortedMap<UnitId, Unit> next = new TreeMap<>(unitsById);
        changed.forEach(u -> next.put(u.id(), u));
        return new GitmState(title, map, campaign, turn, states, alliances, cities, next, roles, settings,
                battles, ports, navy, politics);
    }

    public GitmState withoutUnit(UnitId id) {
        SortedMap<UnitId, Unit> next = new TreeMap<>(unitsById);
        next.remove(id);
        return new GitmState(title, map, campaign, turn, states, alliances, cities, next, roles, settings,
                battles, ports, navy.disembark(id).ungarrisoned(id), politics);
    }

    /** Without all these units at once: one copy of the unit table, however many leave (a turn's surrenders). */
    public GitmState withoutUnits(java.util.Collection<UnitId> ids) {
        SortedMap<UnitId, Unit> next = new TreeMap<>(unitsById);
        ids.forEach(next::remove);
        Navy left = navy;
        for (UnitId id : ids) {
            left = left.disembark(id).ungarrisoned(id);
        }
        return new GitmState(title, map, campaign, turn, states, alliances, cities, next, roles, settings,
                battles, ports, left, politics);
    }

    public GitmState withTurn(int campaignNo, int turnNo) {
        return new GitmState(title, map, campaignNo, turnNo, states, alliances, cities, unitsById, roles, settings,
                battles, ports, navy, politics);
    }

    public GitmState withCity(String name, CityHolding holding) {
        SortedMap<String, CityHolding> next = new TreeMap<>(cities);
        next.put(name, holding);
        return new GitmState(title, map, campaign, turn, states, alliances, next, unitsById, roles, settings,
                battles, ports, navy, politics);
    }

    public GitmState withState(Polity polity) {
        SortedMap<String, Polity> next = new TreeMap<>(states);
        next.put(polity.id(), polity);
        return new GitmState(title, map, campaign, turn, next, alliances, cities, unitsById, roles, settings,
                battles, ports, navy, politics);
    }

    public GitmState withAlliances(Alliances value) {
        return new GitmState(title, map, campaign, turn, states, value, cities, unitsById, roles, settings,
                battles, ports, navy, politics);
    }

    public GitmState withPolitics(Politics value) {
        return new GitmState(title, map, campaign, turn, states, alliances, cities, unitsById, roles, settings,
                battles, ports, navy, value);
    }

    public GitmState withSettings(GameSettings value) {
        return new GitmState(title, map, campaign, turn, states, alliances, cities, unitsById, roles, value,
                battles, ports, navy, politics);
    }

    /** The position with the strategic squares where this turn's battles were fought (GITM 7.5 next turn). */
    public GitmState withBattles(SortedSet<StrategicSquare> squares) {
        return new GitmState(title, map, campaign, turn, states, alliances, cities, unitsById, roles, settings,
                Optional.of(squares), ports, navy, politics);
    }

    /** The position with this navy (docs/rules/naval.md). */
    public GitmState withNavy(Navy value) {
        return new GitmState(title, map, campaign, turn, states, alliances, cities, unitsById, roles, settings,
                battles, ports, value, politics);
    }

    /** Whether this turn of this campaign is a campaign turn (not a peace or truce turn, GITM 9.1). */
    public boolean isCampaignTurn() {
        return turn > 0 && settings.calendar().isCampaignTurn(campaign, turn);
    }

    /** Whether this turn is a peace turn of the calendar (GITM 9.1; the peace upkeep of SoW 5.3). */
    public boolean isPeaceTurn() {
        return turn > 0 && settings.calendar().isPeaceTurn(campaign, turn);
    }

    /** Whether this turn is a truce turn of the calendar (GITM 9.1; upkeep as on a peace turn, SoW 5.3). */
    public boolean isTruceTurn() {
        return turn > 0 && settings.calendar().isTruceTurn(campaign, turn);
    }

    /** SoW 4.2: whether units other than militia may be raised on this turn (campaign 1 turn 15 unless listed). */
    public boolean isBuildTurn() {
        return turn > 0 && settings.calendar().isBuildTurn(campaign, turn);
    }

    /** SoW 4.14: whether this is the Mexican reinforcement turn (campaign 2 turn 1 unless listed). */
    public boolean isReinforcementTurn() {
        return turn > 0 && settings.calendar().isReinforcementTurn(campaign, turn);
    }

    /** GITM 5.1: whether this is turn 15, the last of its campaign, after which wounded and prisoners return. */
    public boolean isCampaignEnd() {
        return turn == TurnCalendar.TURNS_PER_CAMPAIGN;
    }

    /** Whether resolving this turn ends the game: turn 15 of the scenario's last campaign. */
    public boolean isLastTurn() {
        return settings.calendar().isLastTurn(campaign, turn);
    }

    /**
     * Whether the game is over: the scenario's last campaign has been played out (the position is the one after its
     * turn 15), or the war has been won (docs/rules/victory.md). A moderator's end is the robot's (it archives the
     * game) and leaves the position as it stood.
     */
    public boolean isOver() {
        return settings.calendar().isAfterEnd(campaign) || settings.victory().decided().isPresent();
    }

    /** Units of each strategic square, squares in map order, for policies that look square by square. */
    public SortedMap<StrategicSquare, List<Unit>> unitsBySquare() {
        SortedMap<StrategicSquare, List<Unit>> bySquare = new TreeMap<>();
        for (Unit u : ashore()) {
            bySquare.computeIfAbsent(u.location().strategic(), s -> new ArrayList<>()).add(u);
        }
        return bySquare;
    }
}
