package org.adjutant.gitm.scenario;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SortedMap;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Crossing;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.map.sea.SeaChart;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.map.tactical.TacticalMaps;
import org.adjutant.gitm.naval.Navy;
import org.adjutant.gitm.naval.Ship;
import org.adjutant.gitm.naval.ShipId;
import org.adjutant.gitm.order.Office;
import org.adjutant.gitm.politics.StateOffices;
import org.adjutant.gitm.state.Alliances;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.HeldOwnCities;
import org.adjutant.gitm.state.Manpower;
import org.adjutant.gitm.state.GameSettings;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.InlineMap;
import org.adjutant.gitm.state.MapRef;
import org.adjutant.gitm.state.OffMapPort;
import org.adjutant.gitm.state.PlacementRules;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.state.Purse;
import org.adjutant.gitm.state.Politics;
import org.adjutant.gitm.state.Presidency;
import org.adjutant.gitm.state.VictoryTerms;
import org.adjutant.gitm.state.Recruits;
import org.adjutant.gitm.state.UnitNumbers;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.state.StackingRules;
import org.adjutant.gitm.state.TacticalCell;
import org.adjutant.gitm.state.TacticalWorld;
import org.adjutant.gitm.state.TurnCalendar;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Quality;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.SizeLimits;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;
import org.adjutant.gitm.unit.Violation;
import org.adjutant.ruleset.Opening;
import org.adjutant.ruleset.RoleSlot;
import org.adjutant.ruleset.ScenarioException;

/**
 * Reads a GITM scenario (YAML, described in docs/scenario-format.md) into an opening position, checking it as a
 * moderator would: every name known, every unit on passable ground, within its size limits (SoW 4.9) and the stacking
 * limits (GITM 1.4, 2.5), every role slot pointing at real units. The first problem stops the load with a
 * {@link ScenarioException} naming the file, the line and the problem.
 */
public final class ScenarioLoader {
    private static final Pattern UNIT_ID_SHAPE = Pattern.compile("(?i)\\s*(US|MX)[\\s_-]*(\\d{1,4})[\\s_-]*([A-Z]{2,3})\\s*");
    private static final Pattern ROLE_ID = Pattern.compile("[a-z0-9][a-z0-9_-]{0,63}");
    /** A state entry's keys for its offices beyond the ministers (docs/rules/politics.md section 1). */
    private static final List<Map.Entry<String, Office>> HIGH_OFFICE_KEYS = List.of(
            Map.entry("navalMinister", Office.NAVAL_MINISTER), Map.entry("primeMinister", Office.PRIME_MINISTER),
            Map.entry("monarch", Office.MONARCH));
    private static final Pattern CROSSING = Pattern.compile("(?i)\\s*([NESW])\\s*[-: ]?\\s*(\\d{1,2})\\s*");

    private final String source;
    private final Function<String, Optional<StrategicMap>> maps;
    private final Map<UnitId, Integer> unitLines = new LinkedHashMap<>();
    /** The tactical maps units are placed on, drawn only for the squares that hold units. */
    private TacticalMaps tacticalMaps;

    private ScenarioLoader(String source, Function<String, Optional<StrategicMap>> maps) {
        this.source = source;
        this.maps = maps;
    }

    /** The opening of the scenario in {@code yamlText}; {@code sourceName} is the file name errors report. */
    public static Opening load(String yamlText, String sourceName, Function<String, Optional<StrategicMap>> maps)
            throws ScenarioException {
        return read(yamlText, sourceName, maps).opening();
    }

    /** As {@link #load}, keeping the resolved map alongside the state. */
    public static Scenario read(String yamlText, String sourceName, Function<String, Optional<StrategicMap>> maps)
            throws ScenarioException {
        ScenarioLoader loader = new ScenarioLoader(sourceName, maps);
        try {
            return loader.scenario(YamlNode.parse(yamlText == null ? "" : yamlText));
        } catch (YamlNode.Fault f) {
            throw new ScenarioException(sourceName, f.line(), f.getMessage());
        }
    }

    private static YamlNode.Fault fault(int line, String problem) {
        return new YamlNode.Fault(line, problem);
    }

    private Scenario scenario(YamlNode document) {
        YamlFields top = YamlFields.of(document, "the scenario");
        String title = top.text("title", source);
        int campaign = top.integer("campaign", 1);
        int turn = top.integer("turn", 0);
        if (campaign < 1 || turn < 0 || turn > 15) {
            throw fault(top.lineOf(campaign < 1 ? "campaign" : "turn"),
                    "campaigns count from 1 and turns run 0-15 (GITM 5.1)");
        }
        YamlNode mapNode = top.required("map");
        MapRef mapRef;
        StrategicMap map;
        if (mapNode instanceof YamlNode.Scalar s && s.text() != null) {
            mapRef = new MapRef.Named(s.text().strip());
            map = maps.apply(s.text().strip())
                    .orElseThrow(() -> fault(mapNode.line(), "no map named '" + s.text().strip() + "' is known"));
        } else {
            InlineMap inline = inlineMap(mapNode);
            mapRef = new MapRef.Inline(inline);
            map = inline;
        }

        SortedMap<String, Polity> states = new TreeMap<>();
        Map<String, Integer> stateLines = new LinkedHashMap<>();
        Map<String, String> ministerOf = new LinkedHashMap<>();
        Map<String, String> highOffices = new LinkedHashMap<>();
        for (YamlNode n : top.list("states")) {
            YamlFields f = YamlFields.of(n, "a state");
            String id = f.requiredText("id").strip().toUpperCase(Locale.ROOT);
            if (states.containsKey(id)) {
                throw fault(f.lineOf("id"), "state " + id + " is defined twice (first on line " + stateLines.get(id)
                        + ")");
            }
            String name = f.text("name", id);
            Nation nation = f.enumValue("nation", Nation.class)
                    .orElseThrow(() -> fault(f.line(), "state " + id + " needs a nation, US or MX"));
            int treasury = f.integer("treasury", 0);
            String minister = f.text("minister", "minister-" + id.toLowerCase(Locale.ROOT)).strip();
            // docs/rules/sow.md section 2: a Treasury Minister named nowhere is the War Minister
            String treasurer = f.text("treasurer", minister).strip();
            // docs/rules/sow.md section 7: the pool, when not given, is counted from the held own cities below
            Manpower manpower = Manpower.UNCOUNTED.withRate(f.integer("manpowerRate", Manpower.DEFAULT_RATE));
            if (f.has("manpower")) {
                manpower = manpower.withPool(f.integer("manpower", 0));
            }
            Recruits recruits = f.node("recruits").map(ScenarioLoader::recruits).orElse(Recruits.AVERAGE);
            // docs/rules/sow.md section 3.1: the share of its cities' income a state's war chest collects
            int collection = f.integer("collection", Purse.FULL.collection());
            highOffices.putAll(highOffices(f, id));
            f.rejectUnknown();
            Purse purse;
            try {
                purse = new Purse(collection, 0);
            } catch (IllegalArgumentException e) {
                throw fault(f.lineOf("collection"), "state " + id + ": " + e.getMessage()
                        + " (docs/rules/sow.md section 3.1)");
            }
            try {
                states.put(id, new Polity(id, name, nation, treasury, minister, treasurer, manpower, recruits,
                        UnitNumbers.NONE, purse));
            } catch (IllegalArgumentException e) {
                throw fault(f.line(), e.getMessage());
            }
            stateLines.put(id, f.line());
            ministerOf.put(id, minister);
        }
        if (states.isEmpty()) {
            throw fault(top.line(), "the scenario defines no states");
        }
        checkMapStates(map, states, top.lineOf("map"));

        Alliances alliances = alliances(top, states);
        SortedMap<String, CityHolding> cities = cityHoldings(top, map, states);
        Map<String, RoleDraft> roles = roles(top, states);
        for (var e : ministerOf.entrySet()) {
            String office = GitmState.ministerOffice(e.getKey());
            RoleDraft r = roles.get(e.getValue());
            if (r == null) {
                r = new RoleDraft(e.getValue(), "War Minister of " + states.get(e.getKey()).name(),
                        stateLines.get(e.getKey()));
                roles.put(r.id, r);
            }
            if (!r.offices.contains(office)) {
                r.offices.add(office);
            }
        }
        // A Treasury Minister of his own (SoW-2018 2.1) holds treasury:<state>; one who is also the War Minister
        // needs no office id of his own, minister:<state> carries both (docs/rules/sow.md section 2).
        for (Polity p : states.values()) {
            if (p.treasurer().equals(p.minister())) {
                continue;
            }
            RoleDraft r = roles.get(p.treasurer());
            if (r == null) {
                r = new RoleDraft(p.treasurer(), "Treasury Minister of " + p.name(), stateLines.get(p.id()));
                roles.put(r.id, r);
            }
            if (!r.offices.contains(p.treasuryOffice())) {
                r.offices.add(p.treasuryOffice());
            }
        }
        // docs/rules/politics.md section 1: the Naval Minister, Prime Minister and Monarch a state names
        for (var e : highOffices.entrySet()) {
            StateOffices.Held held = StateOffices.parse(e.getKey()).orElseThrow();
            RoleDraft r = roles.get(e.getValue());
            if (r == null) {
                Polity p = states.get(held.state());
                r = new RoleDraft(e.getValue(), held.office().words().substring("the ".length()) + " of " + p.name(),
                        stateLines.get(held.state()));
                roles.put(r.id, r);
            }
            if (!r.offices.contains(e.getKey())) {
                r.offices.add(e.getKey());
            }
        }
        for (RoleDraft r : roles.values()) {
            String served = null;
            for (String office : r.offices) {
                Optional<StateOffices.Held> held = StateOffices.parse(office);
                if (held.isEmpty() || !states.containsKey(held.get().state())) {
                    throw fault(r.line, "role " + r.id + " holds unknown office '" + office + "'; offices are"
                            + " minister:, treasury:, naval:, prime-minister: or monarch: followed by a state id");
                }
                String holderState = held.get().state();
                Polity p = states.get(holderState);
                String named = switch (held.get().office()) {
                    case WAR_MINISTER -> ministerOf.get(holderState);
                    case TREASURY_MINISTER -> p.treasurer();
                    default -> highOffices.getOrDefault(office, "");
                };
                if (!named.equals(r.id)) {
                    throw fault(r.line, "role " + r.id + " holds " + office + ", but state " + holderState
                            + (named.isEmpty() ? " names nobody" : " names '" + named + "'") + " as its "
                            + held.get().office().words().substring("the ".length()));
                }
                if (served != null && !served.equals(holderState)) {
                    throw fault(r.line, "role " + r.id + " holds offices of " + served + " and " + holderState
                            + "; a role slot serves one state");
                }
                served = holderState;
            }
        }

        SortedMap<UnitId, Unit> units = units(top, map, states, roles, ministerOf);
        counted(map, states, cities, units.values());
        SortedMap<String, String> titles = new TreeMap<>();
        roles.values().forEach(r -> titles.put(r.id, r.title));
        GameSettings settings = GameSettings.DEFAULT.withCalendar(calendar(top, campaign));
        if (top.has("armyHqBonus")) {
            SortedSet<UnitId> hq = new TreeSet<>();
            for (String text : top.texts("armyHqBonus")) {
                hq.add(UnitId.parse(text).filter(id -> id.type() == UnitType.AQ).orElseThrow(() -> fault(
                        top.lineOf("armyHqBonus"), "armyHqBonus lists army HQ ids like US1AQ, not '" + text + "'")));
            }
            settings = settings.withArmyHqBonus(hq);
        }
        settings = settings.withVictory(victory(top, states, map));

        GitmState state;
        try {
            state = new GitmState(title, mapRef, campaign, turn, states, alliances, cities, units, titles, settings,
                    Optional.empty(), offMapPorts(top, states, map), ships(top, map),
                    new Politics(president(top, states, highOffices)));
        } catch (IllegalArgumentException e) {
            throw fault(top.line(), e.getMessage());
        }
        checkUnitReferences(state, map);
        List<Violation> stacking = StackingRules.check(state, map);
        if (!stacking.isEmpty()) {
            Violation v = stacking.get(0);
            throw fault(lineOfSubject(v.subject(), state), v + more(stacking));
        }
        List<RoleSlot> slots = new ArrayList<>();
        for (RoleDraft r : roles.values()) {
            List<String> commands = units.values().stream().filter(u -> u.commander().equals(r.id))
                    .map(u -> u.id().toString()).toList();
            List<String> deputyFor = units.values().stream().filter(u -> u.deputy().equals(r.id))
                    .map(u -> u.id().toString()).toList();
            slots.add(new RoleSlot(r.id, r.title, r.offices, commands, deputyFor));
        }
        return new Scenario(state, slots, map);
    }

    /**
     * {@code ships} (docs/scenario-format.md, docs/rules/naval.md section 2): each {id, name, state, guns, crew, marines,
     * capacity, supplies, stores, at, base}; {@code at} a station as the state file writes it ({@code harbor:Veracruz},
     * {@code coast:Veracruz}, {@code sea:SGC}), {@code base} a port of the chart, by default the port she lies at.
     * No list: no ships.
     */
    private Navy ships(YamlFields top, StrategicMap map) {
        if (!top.has("ships")) {
            return Navy.NONE;
        }
        Optional<SeaChart> chart = map.sea();
        if (chart.isEmpty()) {
            throw fault(top.lineOf("ships"), "the map has no sea chart, so it can carry no ships");
        }
        List<Ship> ships = new ArrayList<>();
        Set<ShipId> ids = new TreeSet<>();
        for (YamlNode n : top.list("ships")) {
            YamlFields f = YamlFields.of(n, "a ship");
            ShipId id = f.parsed("id", ShipId::parse, "a ship id like US1FR or MX2TR (types FL, FR, SL, TR)")
                    .orElseThrow(() -> fault(f.line(), "a ship needs an id"));
            if (!ids.add(id)) {
                throw fault(f.lineOf("id"), "ship " + id + " is listed twice");
            }
            String atText = f.requiredText("at").strip();
            Station at;
            try {
                at = Station.parse(atText);
            } catch (IllegalArgumentException e) {
                throw fault(f.lineOf("at"), id + " lies at '" + atText + "'; write harbor:<port>, coast:<port> or"
                        + " sea:<area code>");
            }
            if (!chart.get().knows(at)) {
                throw fault(f.lineOf("at"), id + " lies at '" + atText + "', which is no port or sea area of the chart");
            }
            String base = f.text("base").map(String::strip).orElse(at.port().orElse(""));
            if (chart.get().port(base).isEmpty()) {
                throw fault(f.has("base") ? f.lineOf("base") : f.line(), id + " needs a base harbour, a port of the"
                        + " chart" + (base.isEmpty() ? "" : "; '" + base + "' is none"));
            }
            String name = f.text("name", id.toString());
            String state = f.requiredText("state").strip();
            int guns = f.integer("guns", 0);
            int crew = f.integer("crew", 0);
            int marines = f.integer("marines", 0);
            int capacity = f.integer("capacity", 0);
            int supplies = f.integer("supplies", 0);
            int stores = f.integer("stores", Ship.NEW_STORES);
            f.rejectUnknown();
            try {
                ships.add(new Ship(id, name, state, guns, crew, marines, 0, 0, stores, capacity, supplies, at,
                        chart.get().port(base).orElseThrow().name()));
            } catch (IllegalArgumentException e) {
                throw fault(f.line(), e.getMessage());
            }
        }
        return Navy.of(ships);
    }

    /**
     * {@code offMapPorts}: {name, level, state} each (docs/rules/sow.md section 3); {@code state} is the holder at the
     * start and so the first holder, none for a foreign power's port. No list: {@link OffMapPort#DEFAULTS}.
     */
    private SortedMap<String, OffMapPort> offMapPorts(YamlFields top, SortedMap<String, Polity> states,
                                                   StrategicMap map) {
        if (!top.has("offMapPorts")) {
            return null;
        }
        List<OffMapPort> ports = new ArrayList<>();
        Set<String> names = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        for (YamlNode n : top.list("offMapPorts")) {
            YamlFields f = YamlFields.of(n, "an off-map port");
            String name = f.requiredText("name").strip();
            int level = f.integer("level", 0);
            Optional<String> holder = f.text("state").map(String::strip);
            f.rejectUnknown();
            if (!names.add(name)) {
                throw fault(f.line(), "off-map port " + name + " is listed twice");
            }
            if (map.cities().anyMatch(c -> c.name().equalsIgnoreCase(name))) {
                // an order naming it could not tell the two apart, and the port would earn twice
                throw fault(f.lineOf("name"), name + " is a city of the map, so it cannot also be an off-map port");
            }
            if (level < 0) {
                throw fault(f.lineOf("level"), name + "'s level " + level + " is below 0");
            }
            if (holder.isPresent() && !states.containsKey(holder.get())) {
                throw fault(f.lineOf("state"), name + " is held by " + holder.get() + ", which is no state of the"
                        + " scenario");
            }
            ports.add(new OffMapPort(name, level, holder, holder, 0));
        }
        return GitmState.byName(ports);
    }

    /**
     * {@code victory} (docs/rules/victory.md, docs/scenario-format.md): {@code conditions}, each a {@code winner} side
     * with either {@code hold} (cities of the map, counted {@code from} a campaign on) or {@code armyBelow} men of a
     * {@code state}, and a {@code name}; and {@code atEnd}, the side that wins when the last turn ends undecided.
     * Absent: no victory conditions.
     */
    private VictoryTerms victory(YamlFields top, SortedMap<String, Polity> states, StrategicMap map) {
        Optional<YamlNode> node = top.node("victory");
        if (node.isEmpty()) {
            return VictoryTerms.NONE;
        }
        YamlFields v = YamlFields.of(node.get(), "the victory terms");
        List<VictoryTerms.Condition> conditions = new ArrayList<>();
        for (YamlNode n : v.list("conditions")) {
            YamlFields f = YamlFields.of(n, "a victory condition");
            Nation winner = side(f, "winner");
            String name = f.requiredText("name").strip();
            boolean holds = f.has("hold");
            boolean army = f.has("armyBelow");
            if (holds == army) {
                throw fault(f.line(), "a victory condition has either 'hold' (cities) or 'armyBelow' (men of a"
                        + " state), not " + (holds ? "both" : "neither"));
            }
            if (holds) {
                List<String> cities = f.texts("hold").stream().map(String::strip).toList();
                for (String city : cities) {
                    if (map.cities().noneMatch(c -> c.name().equals(city))) {
                        throw fault(f.lineOf("hold"), "'" + city + "' is no city of the map (names as the map writes"
                                + " them)");
                    }
                }
                int from = f.integer("from", 1);
                f.rejectUnknown();
                try {
                    conditions.add(new VictoryTerms.Holds(winner, cities, from, name));
                } catch (IllegalArgumentException e) {
                    throw fault(f.line(), e.getMessage());
                }
            } else {
                int men = f.requiredInteger("armyBelow");
                String state = f.requiredText("state").strip();
                f.rejectUnknown();
                if (!states.containsKey(state)) {
                    throw fault(f.lineOf("state"), "the victory condition's state " + state + " is no state of the"
                            + " scenario");
                }
                try {
                    conditions.add(new VictoryTerms.ArmyLost(winner, state, men, name));
                } catch (IllegalArgumentException e) {
                    throw fault(f.lineOf("armyBelow"), e.getMessage());
                }
            }
        }
        Optional<Nation> atEnd = v.has("atEnd") ? Optional.of(side(v, "atEnd")) : Optional.empty();
        v.rejectUnknown();
        return new VictoryTerms(conditions, atEnd, Optional.empty());
    }

    /**
     * {@code president} (AMWOL 1.2; docs/rules/politics.md section 4, docs/scenario-format.md): the Mexican {@code state}
     * whose Monarch's office is the presidency, the {@code electors} whose leaders vote, the states {@code alsoEligible}
     * whose leader may be chosen without a vote of his own, and the {@code majority} that elects or removes. The
     * office is held from the start by the state's {@code monarch}, when the scenario names one, and vacant otherwise.
     * Absent: no President.
     */
    private Presidency president(YamlFields top, SortedMap<String, Polity> states, Map<String, String> highOffices) {
        Optional<YamlNode> node = top.node("president");
        if (node.isEmpty()) {
            return Presidency.NONE;
        }
        YamlFields f = YamlFields.of(node.get(), "the President");
        String state = f.requiredText("state").strip();
        List<String> electors = f.texts("electors").stream().map(String::strip).toList();
        List<String> eligible = f.has("alsoEligible")
                ? f.texts("alsoEligible").stream().map(String::strip).toList() : List.of();
        int majority = f.integer("majority", electors.size() / 2 + 1);
        f.rejectUnknown();
        List<String> named = new ArrayList<>(List.of(state));
        named.addAll(electors);
        named.addAll(eligible);
        for (String id : named) {
            Polity p = states.get(id);
            if (p == null || p.nation() != Nation.MX) {
                throw fault(f.line(), "the President's states are Mexican states of the scenario; '" + id + "' is "
                        + (p == null ? "no state of it" : "a state of " + p.nation().title()));
            }
        }
        if (electors.isEmpty()) {
            throw fault(f.line(), "the President needs electors: the states whose leaders vote");
        }
        String seat = highOffices.getOrDefault(StateOffices.id(Office.MONARCH, state), "");
        try {
            return new Presidency(state, new java.util.TreeSet<>(electors), new java.util.TreeSet<>(eligible),
                    majority, seat, seat.isEmpty() ? Presidency.Tenure.VACANT : Presidency.Tenure.SEATED, "",
                    new TreeMap<>());
        } catch (IllegalArgumentException e) {
            throw fault(f.line(), e.getMessage());
        }
    }

    /** A side of the war: US or MX, as the map's nations are written. */
    private Nation side(YamlFields f, String key) {
        String text = f.requiredText(key).strip();
        for (Nation n : Nation.values()) {
            if (n.name().equalsIgnoreCase(text)) {
                return n;
            }
        }
        throw fault(f.lineOf(key), "'" + text + "' is no side of the war; use US or MX");
    }

    /** What a calendar entry may say: a pause (GITM 9.1) or an occasion (SoW 4.2, 4.14; docs/rules/sow.md 17.1). */
    private enum CalendarKind { PEACE, TRUCE, BUILD, REINFORCE }

    /**
     * The calendar: peace and truce turns (GITM 9.1), build and reinforcement turns (SoW 4.2, 4.14; the rule book's
     * for a kind nobody lists), {campaign, turn, kind} each; and {@code lastCampaign}, after whose turn 15 the game
     * ends (none: a moderator ends it).
     */
    private TurnCalendar calendar(YamlFields top, int campaign) {
        List<TurnCalendar.Pause> pauses = new ArrayList<>();
        List<TurnCalendar.Occasion> occasions = new ArrayList<>();
        for (YamlNode n : top.list("calendar")) {
            YamlFields f = YamlFields.of(n, "a calendar entry");
            int c = f.requiredInteger("campaign");
            int t = f.requiredInteger("turn");
            CalendarKind kind = f.enumValue("kind", CalendarKind.class)
                    .orElseThrow(() -> fault(f.line(), "a calendar entry needs a kind: peace or truce (no battles,"
                            + " GITM 9.1), build or reinforce (SoW 4.2, 4.14)"));
            f.rejectUnknown();
            try {
                switch (kind) {
                    case PEACE -> pauses.add(new TurnCalendar.Pause(c, t, TurnCalendar.Kind.PEACE));
                    case TRUCE -> pauses.add(new TurnCalendar.Pause(c, t, TurnCalendar.Kind.TRUCE));
                    case BUILD -> occasions.add(new TurnCalendar.Occasion(c, t, TurnCalendar.Purpose.BUILD));
                    case REINFORCE -> occasions.add(new TurnCalendar.Occasion(c, t, TurnCalendar.Purpose.REINFORCE));
                }
            } catch (IllegalArgumentException e) {
                throw fault(f.line(), e.getMessage());
            }
        }
        int last = top.integer("lastCampaign", 0);
        if (top.has("lastCampaign") && last < campaign) {
            throw fault(top.lineOf("lastCampaign"), "lastCampaign " + last + " comes before the scenario's campaign "
                    + campaign + " (GITM 5.1: the game ends after turn 15 of its last campaign)");
        }
        try {
            return new TurnCalendar(pauses, occasions, last);
        } catch (IllegalArgumentException e) {
            throw fault(top.lineOf("calendar"), e.getMessage());
        }
    }

    private static String more(List<Violation> all) {
        return all.size() > 1 ? " (and " + (all.size() - 1) + " more problem" + (all.size() > 2 ? "s" : "") + ")" : "";
    }

    /** The line of the first unit standing where a stacking violation was found. */
    private int lineOfSubject(String subject, GitmState state) {
        for (Unit u : state.units()) {
            if (u.location().toString().equals(subject) || u.location().strategic().toString().equals(subject)) {
                return unitLines.getOrDefault(u.id(), 0);
            }
        }
        return 0;
    }

    // --- map ---

    private InlineMap inlineMap(YamlNode node) {
        YamlFields f = YamlFields.of(node, "the map");
        String id = f.text("id", "inline");
        SortedMap<StrategicSquare, SquareInfo> squares = new TreeMap<>();
        SortedMap<StrategicSquare, SortedMap<TacticalSquare, TacticalCell>> tactical = new TreeMap<>();
        for (YamlNode n : f.list("squares")) {
            YamlFields s = YamlFields.of(n, "a map square");
            StrategicSquare square = s.parsed("square", StrategicSquare::parse, "a strategic square like J2-Y4")
                    .orElseThrow(() -> fault(s.line(), "a map square needs 'square', e.g. J2-Y4"));
            if (squares.containsKey(square)) {
                throw fault(s.lineOf("square"), square + " is defined twice");
            }
            YamlFields sq = YamlFields.of(n, "square " + square);
            sq.has("square");
            Terrain terrain = sq.enumValue("terrain", Terrain.class).orElse(Terrain.OPEN);
            Nation nation = sq.enumValue("nation", Nation.class)
                    .orElseThrow(() -> fault(sq.line(), "square " + square + " needs a nation, US or MX (GITM 1.3)"));
            String owner = sq.requiredText("state").strip().toUpperCase(Locale.ROOT);
            List<Crossing> rivers = crossings(sq, "rivers");
            List<String> riverNames = sq.texts("riverNames");
            List<Crossing> ranges = crossings(sq, "ranges");
            List<City> cities = new ArrayList<>();
            for (YamlNode c : sq.list("cities")) {
                cities.add(city(c, square, owner));
            }
            SortedMap<TacticalSquare, TacticalCell> cells = new TreeMap<>();
            for (YamlNode t : sq.list("tactical")) {
                YamlFields tf = YamlFields.of(t, "a tactical square of " + square);
                TacticalSquare at = tf.parsed("square", TacticalSquare::parse, "a tactical square like 7-7")
                        .orElseThrow(() -> fault(tf.line(), "a tactical square needs 'square', e.g. 7-7"));
                TacticalTerrain tt = tf.enumValue("terrain", TacticalTerrain.class)
                        .orElseThrow(() -> fault(tf.line(), "tactical square " + at + " needs a terrain"));
                int rating = tf.integer("rating", 0);
                if (rating < 0 || rating > 4) {
                    throw fault(tf.lineOf("rating"), "a defensive rating is 0-4, not " + rating + " (GITM 2.4)");
                }
                tf.rejectUnknown();
                if (cells.put(at, new TacticalCell(tt, rating)) != null) {
                    throw fault(tf.line(), "tactical square " + at + " of " + square + " is given twice");
                }
            }
            sq.rejectUnknown();
            s.has("square");
            squares.put(square, new SquareInfo(terrain, nation, owner, rivers, riverNames, ranges, cities));
            if (!cells.isEmpty()) {
                tactical.put(square, cells);
            }
        }
        f.rejectUnknown();
        if (squares.isEmpty()) {
            throw fault(f.line(), "an inline map needs at least one square");
        }
        InlineMap map = new InlineMap(id, squares, tactical);
        List<Violation> unmatched = map.unmatchedCrossings();
        if (!unmatched.isEmpty()) {
            throw fault(f.lineOf("squares"), unmatched.get(0) + more(unmatched));
        }
        return map;
    }

    private List<Crossing> crossings(YamlFields f, String key) {
        List<Crossing> list = new ArrayList<>();
        for (YamlNode n : f.list(key)) {
            String text = n instanceof YamlNode.Scalar s ? s.text() : null;
            Matcher m = text == null ? null : CROSSING.matcher(text);
            if (m == null || !m.matches()) {
                throw fault(n.line(), f.what() + ": a " + key.substring(0, key.length() - 1)
                        + " crossing is a side and a place on it, like 'E 7', not '" + text + "'");
            }
            int offset = Integer.parseInt(m.group(2));
            if (offset >= TacticalSquare.SIZE) {
                throw fault(n.line(), f.what() + ": a crossing's place on the side is 0-14, not " + offset);
            }
            list.add(new Crossing(Direction.valueOf(m.group(1).toUpperCase(Locale.ROOT)), offset));
        }
        return list;
    }

    private City city(YamlNode node, StrategicSquare square, String squareState) {
        YamlFields c = YamlFields.of(node, "a city in " + square);
        String name = c.requiredText("name").strip();
        TacticalSquare at = c.parsed("tactical", TacticalSquare::parse, "a tactical square like 7-7")
                .orElse(TacticalSquare.centre());
        String state = c.text("state", squareState).strip().toUpperCase(Locale.ROOT);
        int level = c.integer("level", 1);
        int supplies = c.integer("supplies", 0);
        int fort = c.integer("fort", 0);
        int capacity = c.integer("fortCapacity", fort > 0 ? 3000 * fort : 0);
        boolean port = c.bool("port", false);
        c.rejectUnknown();
        try {
            return new City(name, square, at, state, level, supplies, fort, capacity, port);
        } catch (IllegalArgumentException e) {
            throw fault(c.line(), e.getMessage());
        }
    }

    /**
     * A state's {@code recruits:} (docs/rules/sow.md section 8.9): the quality of its new units by arm, each arm
     * Average unless given.
     */
    private static Recruits recruits(YamlNode node) {
        YamlFields f = YamlFields.of(node, "a state's recruits");
        Quality[] q = new Quality[4];
        String[] arms = {"infantry", "cavalry", "artillery", "militia"};
        for (int i = 0; i < arms.length; i++) {
            q[i] = f.parsed(arms[i], Quality::parse, "a quality from very poor to excellent").orElse(Quality.AVERAGE);
        }
        f.rejectUnknown();
        return new Recruits(q[0], q[1], q[2], q[3]);
    }

    private void checkMapStates(StrategicMap map, SortedMap<String, Polity> states, int line) {
        if (!(map instanceof InlineMap inline)) {
            return;
        }
        for (var e : inline.squareInfos().entrySet()) {
            Polity owner = states.get(e.getValue().state());
            if (owner == null) {
                throw fault(line, "square " + e.getKey() + " belongs to state " + e.getValue().state()
                        + ", which the scenario does not define");
            }
            for (City c : e.getValue().cities()) {
                if (!states.containsKey(c.state())) {
                    throw fault(line, c.name() + " is controlled by state " + c.state()
                            + ", which the scenario does not define");
                }
            }
        }
    }

    // --- states, alliances, cities, roles ---

    private Alliances alliances(YamlFields top, SortedMap<String, Polity> states) {
        Optional<YamlNode> node = top.node("alliances");
        if (node.isEmpty()) {
            return Alliances.byNation();
        }
        YamlFields f = YamlFields.of(node.get(), "the alliances");
        Alliances alliances = Alliances.byNation();
        for (String s : f.texts("neutral")) {
            alliances = alliances.withNeutral(knownState(s, states, f.lineOf("neutral")), true);
        }
        for (YamlNode n : f.list("pacts")) {
            YamlFields p = YamlFields.of(n, "a pact");
            List<String> between = p.texts("between");
            if (between.size() != 2) {
                throw fault(p.line(), "a pact is 'between' exactly two states");
            }
            String a = knownState(between.get(0), states, p.lineOf("between"));
            String b = knownState(between.get(1), states, p.lineOf("between"));
            if (a.equals(b)) {
                throw fault(p.lineOf("between"), "a pact needs two different states");
            }
            Relation r = p.enumValue("relation", Relation.class)
                    .orElseThrow(() -> fault(p.line(), "a pact needs a relation: allied, neutral or hostile"));
            p.rejectUnknown();
            alliances = alliances.with(a, b, r);
        }
        f.rejectUnknown();
        return alliances;
    }

    private static String knownState(String text, SortedMap<String, Polity> states, int line) {
        String id = text.strip().toUpperCase(Locale.ROOT);
        if (!states.containsKey(id)) {
            throw fault(line, "unknown state '" + text + "'; the scenario defines " + String.join(", ",
                    states.keySet()));
        }
        return id;
    }

    private SortedMap<String, CityHolding> cityHoldings(YamlFields top, StrategicMap map,
                                                        SortedMap<String, Polity> states) {
        SortedMap<String, CityHolding> holdings = new TreeMap<>();
        for (YamlNode n : top.list("cities")) {
            YamlFields f = YamlFields.of(n, "a city");
            String name = f.requiredText("name").strip();
            City onMap = map.cities().filter(c -> c.name().equalsIgnoreCase(name)).findFirst()
                    .orElseThrow(() -> fault(f.lineOf("name"), "no city named '" + name + "' on map " + map.id()));
            String state = f.text("state").map(s -> knownState(s, states, f.lineOf("state"))).orElse(onMap.state());
            int supplies = f.integer("supplies", onMap.supplies());
            OptionalInt fortLevel = f.has("fortLevel") ? OptionalInt.of(f.integer("fortLevel", 0))
                    : OptionalInt.empty();
            OptionalInt militia = f.has("militia") ? OptionalInt.of(f.integer("militia", 0)) : OptionalInt.empty();
            f.rejectUnknown();
            if (militia.isPresent() && (militia.getAsInt() < 0
                    || militia.getAsInt() > CityHolding.militiaCap(onMap.level()))) {
                throw fault(f.lineOf("militia"), onMap.name() + " (level " + onMap.level() + ") holds 0 to "
                        + CityHolding.militiaCap(onMap.level()) + " men in its militia pool, not "
                        + militia.getAsInt() + " (docs/rules/sow.md section 7)");
            }
            if (!states.containsKey(state)) {
                throw fault(f.line(), onMap.name() + " is controlled on the map by " + state
                        + ", which the scenario does not define; give its 'state'");
            }
            if (holdings.containsKey(onMap.name())) {
                throw fault(f.line(), onMap.name() + " is listed twice");
            }
            try {
                holdings.put(onMap.name(), new CityHolding(state, supplies, fortLevel, 0, militia, 0));
            } catch (IllegalArgumentException e) {
                throw fault(f.lineOf(f.has("fortLevel") ? "fortLevel" : "supplies"), onMap.name() + ": "
                        + e.getMessage());
            }
        }
        return holdings;
    }

    /**
     * Docs/rules/sow.md section 7, at the start: a state's pool not given is its rate times the levels of its held own
     * cities; a city's militia pool not given is its cap less the men of the militia units it has raised.
     */
    private static void counted(StrategicMap map, SortedMap<String, Polity> states,
                                SortedMap<String, CityHolding> cities, java.util.Collection<Unit> units) {
        for (Polity p : List.copyOf(states.values())) {
            if (!p.manpower().counted()) {
                states.put(p.id(), p.withManpower(p.manpower().withPool(
                        HeldOwnCities.openingPool(map, cities, p))));
            }
        }
        Map<String, Integer> raised = new TreeMap<>();
        for (Unit u : units) {
            if (u.type() == UnitType.MI && !u.homeCity().isBlank()) {
                raised.merge(u.homeCity().strip().toLowerCase(Locale.ROOT), u.men(), Integer::sum);
            }
        }
        for (City c : (Iterable<City>) map.cities()::iterator) {
            Integer men = raised.get(c.name().toLowerCase(Locale.ROOT));
            CityHolding h = cities.get(c.name());
            if (men == null || (h != null && h.militia().isPresent())) {
                continue;
            }
            CityHolding base = h != null ? h : new CityHolding(c.state(), c.supplies());
            cities.put(c.name(), base.withMilitia(Math.max(0, CityHolding.militiaCap(c.level()) - men)));
        }
    }

    /** A role slot while the scenario is read: units are attached to it afterwards. */
    /**
     * The holders a state entry names for its offices beyond the War and Treasury Ministers (docs/rules/politics.md
     * section 1), office id to role id. An office it does not name is vacant.
     */
    private static Map<String, String> highOffices(YamlFields f, String stateId) {
        Map<String, String> named = new LinkedHashMap<>();
        for (Map.Entry<String, Office> key : HIGH_OFFICE_KEYS) {
            Optional<String> role = f.text(key.getKey()).map(String::strip);
            if (role.isPresent()) {
                if (!ROLE_ID.matcher(role.get()).matches()) {
                    throw fault(f.lineOf(key.getKey()), key.getKey() + " names a role slot id (lower-case letters,"
                            + " digits, '-' or '_'), not '" + role.get() + "'");
                }
                named.put(StateOffices.id(key.getValue(), stateId), role.get());
            }
        }
        return named;
    }

    private static final class RoleDraft {
        final String id;
        final String title;
        final int line;
        final List<String> offices = new ArrayList<>();
        final List<String> commands = new ArrayList<>();
        final List<String> deputyFor = new ArrayList<>();
        int commandsLine;
        int deputyLine;

        RoleDraft(String id, String title, int line) {
            this.id = id;
            this.title = title;
            this.line = line;
        }
    }

    private Map<String, RoleDraft> roles(YamlFields top, SortedMap<String, Polity> states) {
        Map<String, RoleDraft> roles = new LinkedHashMap<>();
        for (YamlNode n : top.list("roles")) {
            YamlFields f = YamlFields.of(n, "a role slot");
            String id = f.requiredText("id").strip();
            if (!ROLE_ID.matcher(id).matches()) {
                throw fault(f.lineOf("id"), "a role id is 1-64 lower-case letters, digits, '-' or '_': '" + id + "'");
            }
            if (roles.containsKey(id)) {
                throw fault(f.lineOf("id"), "role " + id + " is defined twice (first on line " + roles.get(id).line
                        + ")");
            }
            RoleDraft r = new RoleDraft(id, f.text("title", id).strip(), f.line());
            r.offices.addAll(f.texts("offices").stream().map(String::strip).toList());
            r.commands.addAll(f.texts("commands"));
            r.commandsLine = f.lineOf("commands");
            r.deputyFor.addAll(f.texts("deputyFor"));
            r.deputyLine = f.lineOf("deputyFor");
            f.rejectUnknown();
            roles.put(id, r);
        }
        return roles;
    }

    // --- units ---

    private SortedMap<UnitId, Unit> units(YamlFields top, StrategicMap map, SortedMap<String, Polity> states,
                                          Map<String, RoleDraft> roles, Map<String, String> ministerOf) {
        Map<UnitId, String> commanderBySlot = new TreeMap<>();
        Map<UnitId, String> deputyBySlot = new TreeMap<>();
        List<YamlFields> unitNodes = new ArrayList<>();
        for (YamlNode n : top.list("units")) {
            unitNodes.add(YamlFields.of(n, "a unit"));
        }
        SortedMap<UnitId, Unit> units = new TreeMap<>();
        for (YamlFields f : unitNodes) {
            Unit u = unit(f, map, states, roles, ministerOf);
            if (units.containsKey(u.id())) {
                throw fault(f.lineOf("id"), "unit id " + u.id() + " is used twice (first on line "
                        + unitLines.get(u.id()) + ")");
            }
            units.put(u.id(), u);
            unitLines.put(u.id(), f.lineOf("id"));
        }
        for (RoleDraft r : roles.values()) {
            for (String text : r.commands) {
                UnitId id = existingUnit(text, units, r.commandsLine, "role " + r.id + " commands");
                String earlier = commanderBySlot.put(id, r.id);
                if (earlier != null && !earlier.equals(r.id)) {
                    throw fault(r.commandsLine, id + " is commanded by both " + earlier + " and " + r.id);
                }
            }
            for (String text : r.deputyFor) {
                UnitId id = existingUnit(text, units, r.deputyLine, "role " + r.id + " is deputy for");
                String earlier = deputyBySlot.put(id, r.id);
                if (earlier != null && !earlier.equals(r.id)) {
                    throw fault(r.deputyLine, id + " has both " + earlier + " and " + r.id + " as deputy");
                }
            }
        }
        for (var e : new ArrayList<>(units.entrySet())) {
            Unit u = e.getValue();
            String bySlot = commanderBySlot.get(u.id());
            String byDeputySlot = deputyBySlot.get(u.id());
            int line = unitLines.get(u.id());
            String minister = ministerOf.get(u.state());
            String commander = resolveRole(u, u.commander(), bySlot, minister, "commander", line);
            String deputy = resolveRole(u, u.deputy(), byDeputySlot, minister, "deputy", line);
            units.put(u.id(), u.withCommand(commander, deputy));
        }
        return units;
    }

    /** Placeholder role id a unit carries until its commander or deputy is settled. */
    private static final String UNSET = "-unset-";

    /**
     * The unit's own choice, else the role slot that claims it, else its state's War Minister: the raise-unit form
     * makes the War Minister commander of units nobody else was named for.
     */
    private static String resolveRole(Unit u, String fromUnit, String fromSlot, String minister, String what,
                                      int line) {
        if (!fromUnit.equals(UNSET) && fromSlot != null && !fromSlot.equals(fromUnit)) {
            throw fault(line, u.id() + " names " + fromUnit + " as " + what + ", but role " + fromSlot
                    + " also claims it");
        }
        if (!fromUnit.equals(UNSET)) {
            return fromUnit;
        }
        return fromSlot != null ? fromSlot : minister;
    }

    private UnitId existingUnit(String text, SortedMap<UnitId, Unit> units, int line, String what) {
        UnitId id = UnitId.parse(text)
                .orElseThrow(() -> fault(line, what + " '" + text + "', which is not a unit id like US3IN"));
        if (!units.containsKey(id)) {
            throw fault(line, what + " " + id + ", a unit that does not exist in this scenario");
        }
        return id;
    }

    private Unit unit(YamlFields f, StrategicMap map, SortedMap<String, Polity> states, Map<String, RoleDraft> roles,
                      Map<String, String> ministerOf) {
        String idText = f.requiredText("id");
        UnitId id = unitId(idText, f.lineOf("id"));
        String stateId = knownState(f.requiredText("state"), states, f.lineOf("state"));
        Polity owner = states.get(stateId);
        if (owner.nation() != id.nation()) {
            throw fault(f.lineOf("state"), id + " is a " + id.nation() + " unit, but " + stateId + " is a state of "
                    + owner.nation().title());
        }
        Location location;
        int placeLine;
        if (f.has("city")) {
            String cityName = f.requiredText("city").strip();
            City city = map.cities().filter(c -> c.name().equalsIgnoreCase(cityName)).findFirst()
                    .orElseThrow(() -> fault(f.lineOf("city"), "no city named '" + cityName + "' on map " + map.id()));
            location = new Location(city.square(), city.tactical());
            placeLine = f.lineOf("city");
            if (f.has("at")) {
                throw fault(f.lineOf("at"), id + ": give 'at' or 'city', not both");
            }
        } else {
            location = f.parsed("at", Location::parse, "a place like 'J9-V4 7-8' (strategic, then tactical square)")
                    .orElseThrow(() -> fault(f.line(), id + " needs 'at' (e.g. J9-V4 7-8) or 'city'"));
            placeLine = f.lineOf("at");
        }
        Quality quality = f.parsed("quality", Quality::parse, "a quality from very poor to excellent")
                .orElse(Quality.AVERAGE);
        Readiness readiness = f.enumValue("status", Readiness.class).orElse(Readiness.ACTIVE);
        String commander = f.text("commander").map(String::strip).orElse(UNSET);
        String deputy = f.text("deputy").map(String::strip).orElse(UNSET);
        for (String role : List.of(commander, deputy)) {
            if (!role.equals(UNSET) && !roles.containsKey(role)) {
                throw fault(f.lineOf(role.equals(commander) ? "commander" : "deputy"), id + " names role '" + role
                        + "', which no role slot defines");
            }
        }
        Unit.Builder b = Unit.builder(id, stateId)
                .name(f.text("name", ""))
                .quality(quality)
                .readiness(readiness)
                .location(location)
                .inFort(f.bool("inFort", false))
                .supplySource(f.text("supply", ""))
                .communications(f.text("communications", ""))
                .communicationsVia(f.text("communicationsVia", ""))
                .homeCity(f.text("homeCity", ""))
                .guard(f.bool("guard", false))
                .commander(commander)
                .deputy(deputy);
        b.men(f.integer("men", SizeLimits.defaultStrength(id.type())));
        b.batteries(f.integer("batteries", SizeLimits.defaultBatteries(id.type())));
        b.experience(f.integer("experience", 0));
        b.morale(f.integer("morale", Unit.START_MORALE));
        b.fatigue(f.integer("fatigue", 0));
        b.initiative(f.integer("initiative", 4));
        b.supplies(f.integer("supplies", 1));
        b.ammunition(f.integer("ammunition", Unit.MAX_AMMUNITION));
        b.stragglers(f.integer("stragglers", 0));
        b.wounded(f.integer("wounded", 0));
        b.prisoners(f.integer("prisoners", 0));
        b.reformTurns(f.integer("reformTurns", readiness == Readiness.SHATTERED ? 2 : 0));
        b.reformFailures(f.integer("reformFailures", 0));
        f.rejectUnknown();
        Unit unit = build(b, f.line());
        List<Violation> sizes = SizeLimits.check(unit, SizeLimits.Purpose.IN_PLAY, false);
        if (!sizes.isEmpty()) {
            throw fault(f.lineOf(f.has("men") && unit.men() > SizeLimits.maxMen(unit) ? "men" : "batteries"),
                    sizes.get(0) + more(sizes));
        }
        if (tacticalMaps == null || tacticalMaps.strategicMap() != map) {
            tacticalMaps = TacticalWorld.of(map);
        }
        List<Violation> placement = PlacementRules.check(unit, map, tacticalMaps);
        if (!placement.isEmpty()) {
            throw fault(placeLine, placement.get(0) + more(placement));
        }
        if (unit.type() == UnitType.MI && unit.homeCity().isBlank()) {
            throw fault(f.line(), id + ": a militia unit needs its 'homeCity', the city that raised it");
        }
        if (!unit.homeCity().isBlank() && map.cities().noneMatch(c -> c.name().equalsIgnoreCase(unit.homeCity()))) {
            throw fault(f.lineOf("homeCity"), id + ": no city named '" + unit.homeCity() + "' on map " + map.id());
        }
        return unit;
    }

    private static Unit build(Unit.Builder b, int line) {
        try {
            return b.build();
        } catch (IllegalArgumentException e) {
            throw fault(line, e.getMessage());
        }
    }

    private static UnitId unitId(String text, int line) {
        Optional<UnitId> id = UnitId.parse(text);
        if (id.isPresent()) {
            return id.get();
        }
        Matcher m = UNIT_ID_SHAPE.matcher(text);
        if (m.matches()) {
            throw fault(line, "unknown unit type '" + m.group(3).toUpperCase(Locale.ROOT) + "' in '" + text
                    + "'; the types are " + String.join(", ", new TreeSet<>(typeCodes())) + " (GITM 3.1)");
        }
        throw fault(line, "'" + text + "' is not a unit id: nationality US or MX, number, type, e.g. MX3LI (GITM 3.1)");
    }

    private static List<String> typeCodes() {
        List<String> codes = new ArrayList<>();
        for (UnitType t : UnitType.values()) {
            codes.add(t.name());
        }
        return codes;
    }

    /** Supply sources and communications name a unit of the scenario, a city of the map, or nothing. */
    private void checkUnitReferences(GitmState state, StrategicMap map) {
        for (Unit u : state.units()) {
            for (String ref : List.of(u.supplySource(), u.communications(), u.communicationsVia())) {
                if (ref.isBlank() || ref.equalsIgnoreCase("none")) {
                    continue;
                }
                Optional<UnitId> asUnit = UnitId.parse(ref);
                boolean known = asUnit.isPresent() ? state.unit(asUnit.get()).isPresent()
                        : map.cities().anyMatch(c -> c.name().equalsIgnoreCase(ref));
                if (!known) {
                    throw fault(unitLines.getOrDefault(u.id(), 0), u.id() + " draws supply or communications from '"
                            + ref + "', which is neither a unit of the scenario nor a city of map " + map.id());
                }
            }
        }
    }
}
