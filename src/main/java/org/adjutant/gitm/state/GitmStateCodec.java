package org.adjutant.gitm.state;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Crossing;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.naval.Keel;
import org.adjutant.gitm.naval.Navy;
import org.adjutant.gitm.naval.Ship;
import org.adjutant.gitm.naval.ShipId;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Quality;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;

/**
 * The text form of a {@link GitmState}: JSON with every object's keys in alphabetical order, every list in a fixed
 * order (units by id, squares north to south), two-space indentation and '\n' line ends, so the same position always
 * gives the same bytes, and {@code decode(encode(s))} equals {@code s}. Squares, locations and unit ids are written the
 * way players write them ("J9-V4", "7-8", "US3IN") so a moderator can read and diff saved turns.
 *
 * <p>A named map is stored as its name; an inline map is stored whole.
 */
public final class GitmStateCodec {
    /** Bumped when the layout changes incompatibly. */
    public static final int FORMAT = 1;

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private GitmStateCodec() {
    }

    public static String encode(GitmState state) {
        ObjectNode root = NODES.objectNode();
        root.put("format", FORMAT);
        root.put("title", state.title());
        root.put("campaign", state.campaign());
        root.put("turn", state.turn());
        root.set("map", map(state.map()));
        ObjectNode states = root.putObject("states");
        state.states().values().forEach(p -> states.set(p.id(), polity(p)));
        root.set("alliances", alliances(state.alliances()));
        ObjectNode cities = root.putObject("cities");
        state.cities().forEach((name, h) -> cities.set(name, holding(h)));
        ArrayNode units = root.putArray("units");
        state.units().forEach(u -> units.add(unit(u)));
        ObjectNode roles = root.putObject("roles");
        state.roles().forEach(roles::put);
        if (!state.settings().isDefault()) {
            root.set("settings", settings(state.settings()));
        }
        if (!state.ports().equals(GitmState.byName(OffMapPort.DEFAULTS))) {
            ArrayNode ports = root.putArray("ports");
            state.ports().values().forEach(p -> ports.add(port(p)));
        }
        if (!state.navy().isEmpty()) {
            root.set("navy", navy(state.navy()));
        }
        // docs/rules/politics.md section 4: only in games with a President, so states saved before it read the same
        if (!state.politics().isDefault()) {
            root.set("politics", politics(state.politics()));
        }
        state.battles().ifPresent(squares -> {
            ArrayNode battles = root.putArray("battles");
            squares.forEach(sq -> battles.add(sq.toString()));
        });
        DefaultPrettyPrinter printer = new DefaultPrettyPrinter()
                .withObjectIndenter(new DefaultIndenter("  ", "\n"))
                .withArrayIndenter(new DefaultIndenter("  ", "\n"));
        try {
            return JSON.writer(printer).writeValueAsString(sorted(root)) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write a game state", e);
        }
    }

    public static GitmState decode(String text) {
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not a GITM state: " + e.getOriginalMessage(), e);
        }
        if (root == null || !root.isObject()) {
            throw new IllegalArgumentException("not a GITM state: expected a JSON object");
        }
        int format = req(root, "format").asInt();
        if (format != FORMAT) {
            throw new IllegalArgumentException("GITM state format " + format + " is not " + FORMAT);
        }
        SortedMap<String, Polity> states = new TreeMap<>();
        req(root, "states").properties().forEach(e -> states.put(e.getKey(), polity(e.getValue())));
        SortedMap<String, CityHolding> cities = new TreeMap<>();
        req(root, "cities").properties().forEach(e -> cities.put(e.getKey(), holding(e.getValue())));
        SortedMap<UnitId, Unit> units = new TreeMap<>();
        for (JsonNode n : req(root, "units")) {
            Unit u = unit(n);
            units.put(u.id(), u);
        }
        SortedMap<String, String> roles = new TreeMap<>();
        req(root, "roles").properties().forEach(e -> roles.put(e.getKey(), e.getValue().asText()));
        GameSettings settings = root.has("settings") ? settings(root.get("settings")) : GameSettings.DEFAULT;
        Optional<SortedSet<StrategicSquare>> battles = Optional.empty();
        if (root.has("battles")) {
            SortedSet<StrategicSquare> squares = new TreeSet<>();
            root.get("battles").forEach(n -> squares.add(StrategicSquare.of(n.asText())));
            battles = Optional.of(squares);
        }
        return new GitmState(root.path("title").asText(""), map(req(root, "map")), req(root, "campaign").asInt(),
                req(root, "turn").asInt(), states, alliances(req(root, "alliances")), cities, units, roles, settings,
                battles, ports(root.get("ports")), root.has("navy") ? navy(root.get("navy")) : Navy.NONE,
                root.has("politics") ? politics(root.get("politics")) : Politics.NONE);
    }

    // --- the navy (docs/rules/naval.md section 2): written only when there are ships, so older states are unchanged ---

    private static ObjectNode navy(Navy navy) {
        ObjectNode n = JSON.createObjectNode();
        ArrayNode ships = n.putArray("ships");
        navy.ships().values().forEach(s -> ships.add(ship(s)));
        ObjectNode retired = n.putObject("retired");
        navy.retired().forEach(retired::put);
        if (!navy.combat().isEmpty()) { // written only when a ship has standing combat orders (naval.md 15.1)
            ObjectNode combat = n.putObject("combat");
            navy.combat().forEach((ship, orders) -> combat.put(ship.toString(), orders.words()));
        }
        if (!navy.aboard().isEmpty()) { // written only when someone is at sea, so older states read back unchanged
            ObjectNode aboard = n.putObject("aboard");
            navy.aboard().forEach((unit, group) -> aboard.put(unit.toString(), group.toString()));
        }
        if (!navy.garrisons().isEmpty()) { // written only when someone is in an off-map port's garrison (naval.md 18)
            ObjectNode garrisons = n.putObject("garrisons");
            navy.garrisons().forEach((unit, port) -> garrisons.put(unit.toString(), port));
        }
        if (!navy.building().isEmpty()) { // written only when a warship is on the stocks, for the same reason
            ArrayNode building = n.putArray("building");
            navy.building().values().forEach(k -> building.add(keel(k)));
        }
        return n;
    }

    private static ObjectNode keel(Keel k) {
        ObjectNode n = JSON.createObjectNode();
        n.put("id", k.id().toString());
        n.put("name", k.name());
        n.put("state", k.state());
        n.put("port", k.port());
        n.put("turnsLeft", k.turnsLeft());
        n.put("cost", k.cost());
        n.put("crew", k.crew());
        n.put("marines", k.marines());
        return n;
    }

    private static Keel keel(JsonNode n) {
        return new Keel(ShipId.of(req(n, "id").asText()), n.path("name").asText(""), req(n, "state").asText(),
                req(n, "port").asText(), req(n, "turnsLeft").asInt(), n.path("cost").asInt(), n.path("crew").asInt(),
                n.path("marines").asInt());
    }

    private static Navy navy(JsonNode n) {
        List<Ship> ships = new ArrayList<>();
        req(n, "ships").forEach(s -> ships.add(ship(s)));
        SortedMap<String, Integer> retired = new TreeMap<>();
        n.path("retired").properties().forEach(e -> retired.put(e.getKey(), e.getValue().asInt()));
        SortedMap<UnitId, ShipId> aboard = new TreeMap<>();
        n.path("aboard").properties().forEach(e -> aboard.put(UnitId.of(e.getKey()), ShipId.of(e.getValue().asText())));
        SortedMap<ShipId, Keel> building = new TreeMap<>();
        n.path("building").forEach(k -> {
            Keel keel = keel(k);
            building.put(keel.id(), keel);
        });
        SortedMap<ShipId, org.adjutant.gitm.naval.CombatOrders> combat = new TreeMap<>();
        n.path("combat").properties().forEach(e -> combat.put(ShipId.of(e.getKey()),
                org.adjutant.gitm.naval.CombatOrders.read(e.getValue().asText())));
        SortedMap<UnitId, String> garrisons = new TreeMap<>();
        n.path("garrisons").properties().forEach(e -> garrisons.put(UnitId.of(e.getKey()), e.getValue().asText()));
        return new Navy(Navy.of(ships).ships(), retired, aboard, building, combat, garrisons);
    }

    private static ObjectNode ship(Ship s) {
        ObjectNode n = JSON.createObjectNode();
        n.put("id", s.id().toString());
        n.put("name", s.name());
        n.put("state", s.state());
        n.put("guns", s.guns());
        n.put("crew", s.crew());
        n.put("marines", s.marines());
        n.put("hull", s.hull());
        n.put("rigging", s.rigging());
        n.put("stores", s.stores());
        n.put("capacity", s.capacity());
        n.put("supplies", s.supplies());
        n.put("station", s.station().key());
        n.put("base", s.base());
        return n;
    }

    private static Ship ship(JsonNode n) {
        return new Ship(ShipId.of(req(n, "id").asText()), n.path("name").asText(""), req(n, "state").asText(),
                n.path("guns").asInt(), n.path("crew").asInt(), n.path("marines").asInt(), n.path("hull").asInt(),
                n.path("rigging").asInt(), n.path("stores").asInt(), n.path("capacity").asInt(),
                n.path("supplies").asInt(), Station.parse(req(n, "station").asText()), req(n, "base").asText());
    }

    // --- politics: the President of Mexico and his electors' ballots ---

    private static ObjectNode politics(Politics politics) {
        ObjectNode n = NODES.objectNode();
        Presidency p = politics.presidency();
        if (p.exists()) {
            ObjectNode o = n.putObject("presidency").put("state", p.state()).put("majority", p.majority())
                    .put("tenure", lower(p.tenure()));
            p.electors().forEach(o.putArray("electors")::add);
            p.eligible().forEach(o.putArray("eligible")::add);
            if (!p.seat().isEmpty()) {
                o.put("seat", p.seat());
            }
            if (!p.elected().isEmpty()) {
                o.put("elected", p.elected());
            }
            ObjectNode ballots = o.putObject("ballots");
            p.ballots().forEach(ballots::put);
        }
        if (!politics.proposals().isEmpty()) {
            ArrayNode a = n.putArray("proposals");
            politics.proposals().forEach(t -> a.add(treaty(t)));
        }
        if (!politics.treaties().isEmpty()) {
            ArrayNode a = n.putArray("treaties");
            politics.treaties().forEach(t -> a.add(treaty(t)));
        }
        return n;
    }

    private static ObjectNode treaty(Treaty t) {
        return NODES.objectNode().put("kind", lower(t.kind())).put("first", t.first()).put("second", t.second())
                .put("secret", t.secret()).put("campaign", t.campaign()).put("turn", t.turn());
    }

    private static List<Treaty> treaties(JsonNode n) {
        List<Treaty> all = new ArrayList<>();
        if (n != null) {
            n.forEach(t -> all.add(new Treaty(enumOf(Treaty.Kind.class, t, "kind"), text(t, "first"),
                    text(t, "second"), t.path("secret").asBoolean(false), req(t, "campaign").asInt(),
                    req(t, "turn").asInt())));
        }
        return all;
    }

    private static Politics politics(JsonNode n) {
        Presidency presidency = n.has("presidency") ? presidency(n.get("presidency")) : Presidency.NONE;
        return new Politics(presidency, treaties(n.get("proposals")), treaties(n.get("treaties")));
    }

    private static Presidency presidency(JsonNode o) {
        SortedSet<String> electors = new TreeSet<>();
        req(o, "electors").forEach(x -> electors.add(x.asText()));
        SortedSet<String> eligible = new TreeSet<>();
        req(o, "eligible").forEach(x -> eligible.add(x.asText()));
        SortedMap<String, String> ballots = new TreeMap<>();
        o.path("ballots").properties().forEach(e -> ballots.put(e.getKey(), e.getValue().asText()));
        return new Presidency(text(o, "state"), electors, eligible, req(o, "majority").asInt(),
                o.path("seat").asText(""), enumOf(Presidency.Tenure.class, o, "tenure"), o.path("elected").asText(""),
                ballots);
    }

    // --- off-map ports: written only when they differ from the defaults, so older states read and write the same ---

    private static ObjectNode port(OffMapPort p) {
        ObjectNode n = JSON.createObjectNode();
        n.put("name", p.name());
        n.put("level", p.level());
        p.firstHolder().ifPresent(s -> n.put("firstHolder", s));
        p.holder().ifPresent(s -> n.put("holder", s));
        if (p.supplies() > 0) {
            n.put("supplies", p.supplies());
        }
        return n;
    }

    private static SortedMap<String, OffMapPort> ports(JsonNode n) {
        if (n == null || n.isNull()) {
            return null;
        }
        java.util.List<OffMapPort> all = new java.util.ArrayList<>();
        for (JsonNode p : n) {
            all.add(new OffMapPort(text(p, "name"), p.path("level").asInt(0), optionalText(p, "firstHolder"),
                    optionalText(p, "holder"), p.path("supplies").asInt(0)));
        }
        return GitmState.byName(all);
    }

    private static Optional<String> optionalText(JsonNode node, String field) {
        JsonNode v = node.get(field);
        return v == null || v.isNull() ? Optional.empty() : Optional.of(v.asText());
    }

    private static JsonNode req(JsonNode node, String field) {
        JsonNode v = node.get(field);
        if (v == null || v.isNull()) {
            throw new IllegalArgumentException("GITM state lacks '" + field + "'");
        }
        return v;
    }

    private static String text(JsonNode node, String field) {
        return req(node, field).asText();
    }

    private static String lower(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT);
    }

    private static <E extends Enum<E>> E enumOf(Class<E> type, JsonNode node, String field) {
        return Enum.valueOf(type, text(node, field).toUpperCase(Locale.ROOT));
    }

    /** A copy of {@code node} with every object's keys in alphabetical order. */
    private static JsonNode sorted(JsonNode node) {
        if (node.isObject()) {
            ObjectNode out = NODES.objectNode();
            new TreeSet<String>(iterable(node)).forEach(k -> out.set(k, sorted(node.get(k))));
            return out;
        }
        if (node.isArray()) {
            ArrayNode out = NODES.arrayNode();
            node.forEach(n -> out.add(sorted(n)));
            return out;
        }
        return node;
    }

    private static List<String> iterable(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    // --- map ---

    private static JsonNode map(MapRef ref) {
        ObjectNode n = NODES.objectNode();
        if (ref instanceof MapRef.Inline inline) {
            n.set("inline", inlineMap(inline.map()));
        } else {
            n.put("ref", ref.id());
        }
        return n;
    }

    private static MapRef map(JsonNode n) {
        if (n.has("ref")) {
            return new MapRef.Named(n.get("ref").asText());
        }
        return new MapRef.Inline(inlineMap(req(n, "inline")));
    }

    static ObjectNode inlineMap(InlineMap map) {
        ObjectNode n = NODES.objectNode();
        n.put("id", map.id());
        ArrayNode squares = n.putArray("squares");
        map.squareInfos().forEach((square, info) -> {
            ObjectNode s = squares.addObject();
            s.put("square", square.toString());
            s.put("terrain", lower(info.terrain()));
            s.put("nation", info.nation().name());
            s.put("state", info.state());
            s.set("rivers", crossings(info.rivers()));
            ArrayNode names = s.putArray("riverNames");
            info.riverNames().forEach(names::add);
            s.set("ranges", crossings(info.ranges()));
            ArrayNode cities = s.putArray("cities");
            info.cities().forEach(c -> cities.add(city(c)));
            ArrayNode tactical = s.putArray("tactical");
            map.tactical(square).forEach((at, cell) -> tactical.addObject()
                    .put("square", at.toString()).put("terrain", lower(cell.terrain())).put("rating", cell.rating()));
        });
        return n;
    }

    static InlineMap inlineMap(JsonNode n) {
        SortedMap<StrategicSquare, SquareInfo> squares = new TreeMap<>();
        SortedMap<StrategicSquare, SortedMap<TacticalSquare, TacticalCell>> tactical = new TreeMap<>();
        for (JsonNode s : req(n, "squares")) {
            StrategicSquare square = StrategicSquare.of(text(s, "square"));
            List<String> names = new ArrayList<>();
            s.path("riverNames").forEach(x -> names.add(x.asText()));
            List<City> cities = new ArrayList<>();
            s.path("cities").forEach(c -> cities.add(city(c, square)));
            squares.put(square, new SquareInfo(enumOf(Terrain.class, s, "terrain"), enumOf(Nation.class, s, "nation"),
                    text(s, "state"), crossings(s.path("rivers")), names, crossings(s.path("ranges")), cities));
            SortedMap<TacticalSquare, TacticalCell> cells = new TreeMap<>();
            for (JsonNode t : s.path("tactical")) {
                cells.put(TacticalSquare.of(text(t, "square")),
                        new TacticalCell(enumOf(TacticalTerrain.class, t, "terrain"), req(t, "rating").asInt()));
            }
            if (!cells.isEmpty()) {
                tactical.put(square, cells);
            }
        }
        return new InlineMap(text(n, "id"), squares, tactical);
    }

    private static ArrayNode crossings(List<Crossing> list) {
        ArrayNode a = NODES.arrayNode();
        list.forEach(c -> a.addObject().put("side", c.side().name()).put("offset", c.offset()));
        return a;
    }

    private static List<Crossing> crossings(JsonNode a) {
        List<Crossing> list = new ArrayList<>();
        a.forEach(c -> list.add(new Crossing(Direction.valueOf(text(c, "side")), req(c, "offset").asInt())));
        return list;
    }

    private static ObjectNode city(City c) {
        return NODES.objectNode().put("name", c.name()).put("tactical", c.tactical().toString())
                .put("state", c.state()).put("level", c.level()).put("supplies", c.supplies())
                .put("fortStrength", c.fortStrength()).put("fortCapacity", c.fortCapacity()).put("port", c.port());
    }

    private static City city(JsonNode c, StrategicSquare square) {
        return new City(text(c, "name"), square, TacticalSquare.of(text(c, "tactical")), text(c, "state"),
                req(c, "level").asInt(), req(c, "supplies").asInt(), req(c, "fortStrength").asInt(),
                req(c, "fortCapacity").asInt(), req(c, "port").asBoolean());
    }

    // --- states, alliances, cities ---

    /** The Treasury Minister is written only when another slot than the War Minister's holds it. */
    private static ObjectNode polity(Polity p) {
        ObjectNode n = NODES.objectNode().put("id", p.id()).put("name", p.name()).put("nation", p.nation().name())
                .put("treasury", p.treasury()).put("minister", p.minister());
        if (!p.treasurer().equals(p.minister())) {
            n.put("treasurer", p.treasurer());
        }
        if (!p.manpower().equals(Manpower.UNCOUNTED)) {
            n.set("manpower", manpower(p.manpower()));
        }
        if (!p.recruits().equals(Recruits.AVERAGE)) {
            n.putObject("recruits").put("infantry", p.recruits().infantry().name())
                    .put("cavalry", p.recruits().cavalry().name()).put("artillery", p.recruits().artillery().name())
                    .put("militia", p.recruits().militia().name());
        }
        if (!p.retired().isEmpty()) {
            ObjectNode retired = n.putObject("retired");
            p.retired().highest().forEach((type, number) -> retired.put(type.name(), number));
        }
        if (p.purse().collection() != Purse.FULL.collection()) {
            n.put("collection", p.purse().collection());
        }
        putIfNonZero(n, "arrears", p.purse().arrears());
        return n;
    }

    /** Optional: a position saved before recruit qualities has Average recruits (docs/rules/sow.md section 8.9). */
    private static Recruits recruits(JsonNode n) {
        if (n == null || n.isNull()) {
            return Recruits.AVERAGE;
        }
        return new Recruits(quality(n, "infantry"), quality(n, "cavalry"), quality(n, "artillery"),
                quality(n, "militia"));
    }

    private static Quality quality(JsonNode n, String arm) {
        return n.hasNonNull(arm) ? enumOf(Quality.class, n, arm) : Quality.AVERAGE;
    }

    /** Optional: a position saved before it counts only the units it shows (docs/rules/sow.md section 8.9). */
    private static UnitNumbers retired(JsonNode n) {
        if (n == null || n.isNull()) {
            return UnitNumbers.NONE;
        }
        SortedMap<UnitType, Integer> highest = new TreeMap<>();
        n.properties().forEach(e -> highest.put(UnitType.valueOf(e.getKey()), e.getValue().asInt()));
        return new UnitNumbers(highest);
    }

    /** Docs/rules/sow.md section 7: written once counted or changed, each figure only when not the default. */
    private static ObjectNode manpower(Manpower m) {
        ObjectNode n = NODES.objectNode();
        m.pool().ifPresent(men -> n.put("pool", men));
        if (m.rate() != Manpower.DEFAULT_RATE) {
            n.put("rate", m.rate());
        }
        if (!m.due().isEmpty()) {
            ObjectNode due = n.putObject("due");
            m.due().forEach((c, men) -> due.put(Integer.toString(c), men));
        }
        putIfNonZero(n, "returning", m.returning());
        putIfNonZero(n, "penaltyVp", m.penaltyVp());
        return n;
    }

    /** Every key optional: a position saved before the pool existed has it counted from its cities when needed. */
    private static Manpower manpower(JsonNode n) {
        if (n == null || n.isNull()) {
            return Manpower.UNCOUNTED;
        }
        SortedMap<Integer, Integer> due = new TreeMap<>();
        n.path("due").properties().forEach(e -> due.put(Integer.parseInt(e.getKey()), e.getValue().asInt()));
        return new Manpower(n.has("pool") ? OptionalInt.of(n.get("pool").asInt()) : OptionalInt.empty(),
                n.path("rate").asInt(Manpower.DEFAULT_RATE), due, n.path("returning").asInt(0),
                n.path("penaltyVp").asInt(0));
    }

    /**
     * {@code treasurer} is optional: states saved before the economy have the War Minister hold the treasury; so are
     * {@code collection} and {@code arrears} (docs/rules/sow.md sections 3.1, 6): a state saved before them collects
     * the rule book's income and owes its troops nothing.
     */
    private static Polity polity(JsonNode n) {
        String minister = text(n, "minister");
        return new Polity(text(n, "id"), text(n, "name"), enumOf(Nation.class, n, "nation"), req(n, "treasury").asInt(),
                minister, n.hasNonNull("treasurer") ? text(n, "treasurer") : minister, manpower(n.get("manpower")),
                recruits(n.get("recruits")), retired(n.get("retired")),
                new Purse(n.path("collection").asInt(Purse.FULL.collection()), n.path("arrears").asInt(0)));
    }

    private static ObjectNode alliances(Alliances a) {
        ObjectNode n = NODES.objectNode();
        ArrayNode neutral = n.putArray("neutral");
        a.neutral().forEach(neutral::add);
        ArrayNode pacts = n.putArray("pacts");
        a.pacts().forEach(p -> pacts.addObject().put("first", p.first()).put("second", p.second())
                .put("relation", lower(p.relation())));
        return n;
    }

    private static Alliances alliances(JsonNode n) {
        TreeSet<String> neutral = new TreeSet<>();
        n.path("neutral").forEach(x -> neutral.add(x.asText()));
        List<Alliances.Pact> pacts = new ArrayList<>();
        n.path("pacts").forEach(p -> pacts.add(new Alliances.Pact(text(p, "first"), text(p, "second"),
                enumOf(Relation.class, p, "relation"))));
        return new Alliances(neutral, pacts);
    }

    private static ObjectNode holding(CityHolding h) {
        ObjectNode n = NODES.objectNode().put("state", h.state()).put("supplies", h.supplies());
        h.fortLevel().ifPresent(level -> n.put("fortLevel", level));
        if (h.besieged()) {
            n.put("besiegedSince", h.besiegedSince());
        }
        h.militia().ifPresent(men -> n.put("militia", men));
        putIfNonZero(n, "militiaAttempt", h.militiaAttempt());
        h.fortress().max().ifPresent(level -> n.put("fortMax", level));
        h.fortress().capacity().ifPresent(capacity -> n.put("fortCapacity", capacity));
        h.fortress().works().ifPresent(w -> n.putObject("works").put("target", w.target())
                .put("turnsLeft", w.turnsLeft()).put("repair", w.repair()));
        return n;
    }

    private static CityHolding holding(JsonNode n) {
        return new CityHolding(text(n, "state"), req(n, "supplies").asInt(),
                n.has("fortLevel") ? OptionalInt.of(n.get("fortLevel").asInt()) : OptionalInt.empty(),
                n.path("besiegedSince").asInt(0),
                n.has("militia") ? OptionalInt.of(n.get("militia").asInt()) : OptionalInt.empty(),
                n.path("militiaAttempt").asInt(0), fortress(n));
    }

    /** SoW 7 (docs/rules/sow.md section 15): each key optional, absent in states written before forts were built. */
    private static Fortress fortress(JsonNode n) {
        JsonNode w = n.path("works");
        return new Fortress(n.has("fortMax") ? OptionalInt.of(n.get("fortMax").asInt()) : OptionalInt.empty(),
                n.has("fortCapacity") ? OptionalInt.of(n.get("fortCapacity").asInt()) : OptionalInt.empty(),
                w.isObject() ? java.util.Optional.of(new Fortress.Works(req(w, "target").asInt(),
                        req(w, "turnsLeft").asInt(), w.path("repair").asBoolean(false))) : java.util.Optional.empty());
    }

    // --- settings: written only when a game departs from the defaults, so older states read and write the same ---

    private static ObjectNode settings(GameSettings s) {
        ObjectNode n = NODES.objectNode();
        ArrayNode calendar = n.putArray("calendar");
        s.calendar().pauses().forEach(p -> calendar.addObject().put("campaign", p.campaign()).put("turn", p.turn())
                .put("kind", lower(p.kind())));
        // build and reinforcement turns and the set end (docs/rules/sow.md 17.1): only when not the rule book's, so
        // states saved before them read and write the same
        if (!s.calendar().hasDefaultOccasions()) {
            ArrayNode occasions = n.putArray("occasions");
            s.calendar().occasions().forEach(o -> occasions.addObject().put("campaign", o.campaign())
                    .put("turn", o.turn()).put("purpose", lower(o.purpose())));
        }
        if (s.calendar().lastCampaign() > 0) {
            n.put("lastCampaign", s.calendar().lastCampaign());
        }
        ObjectNode rules = n.putObject("rules");
        s.rules().values().forEach(rules::put);
        ArrayNode hq = n.putArray("armyHqBonus");
        s.armyHqBonus().forEach(id -> hq.add(id.toString()));
        // docs/rules/victory.md: only when the scenario has terms, so states saved before them read and write the same
        if (!s.victory().isDefault()) {
            n.set("victory", victory(s.victory()));
        }
        return n;
    }

    private static ObjectNode victory(VictoryTerms v) {
        ObjectNode n = NODES.objectNode();
        ArrayNode conditions = n.putArray("conditions");
        for (VictoryTerms.Condition c : v.conditions()) {
            ObjectNode o = conditions.addObject().put("winner", c.winner().name()).put("name", c.name());
            if (c instanceof VictoryTerms.Holds h) {
                o.put("kind", "holds").put("from", h.fromCampaign());
                h.cities().forEach(o.putArray("cities")::add);
            } else if (c instanceof VictoryTerms.ArmyLost a) {
                o.put("kind", "army-lost").put("state", a.state()).put("men", a.men());
            }
        }
        v.atEnd().ifPresent(side -> n.put("atEnd", side.name()));
        v.decided().ifPresent(d -> n.putObject("decided").put("winner", d.winner().name()).put("how", d.how())
                .put("campaign", d.campaign()).put("turn", d.turn()));
        return n;
    }

    private static VictoryTerms victory(JsonNode n) {
        List<VictoryTerms.Condition> conditions = new ArrayList<>();
        for (JsonNode c : n.path("conditions")) {
            Nation winner = enumOf(Nation.class, c, "winner");
            String kind = text(c, "kind");
            if (kind.equals("holds")) {
                List<String> cities = new ArrayList<>();
                req(c, "cities").forEach(x -> cities.add(x.asText()));
                conditions.add(new VictoryTerms.Holds(winner, cities, req(c, "from").asInt(), text(c, "name")));
            } else if (kind.equals("army-lost")) {
                conditions.add(new VictoryTerms.ArmyLost(winner, text(c, "state"), req(c, "men").asInt(),
                        text(c, "name")));
            } else {
                throw new IllegalArgumentException("unknown victory condition: " + kind);
            }
        }
        Optional<Nation> atEnd = n.has("atEnd") ? Optional.of(enumOf(Nation.class, n, "atEnd")) : Optional.empty();
        Optional<VictoryTerms.Victory> decided = Optional.empty();
        if (n.has("decided")) {
            JsonNode d = n.get("decided");
            decided = Optional.of(new VictoryTerms.Victory(enumOf(Nation.class, d, "winner"), text(d, "how"),
                    req(d, "campaign").asInt(), req(d, "turn").asInt()));
        }
        return new VictoryTerms(conditions, atEnd, decided);
    }

    private static GameSettings settings(JsonNode n) {
        List<TurnCalendar.Pause> pauses = new ArrayList<>();
        n.path("calendar").forEach(p -> pauses.add(new TurnCalendar.Pause(req(p, "campaign").asInt(),
                req(p, "turn").asInt(), enumOf(TurnCalendar.Kind.class, p, "kind"))));
        List<TurnCalendar.Occasion> occasions = new ArrayList<>();
        n.path("occasions").forEach(o -> occasions.add(new TurnCalendar.Occasion(req(o, "campaign").asInt(),
                req(o, "turn").asInt(), enumOf(TurnCalendar.Purpose.class, o, "purpose"))));
        SortedMap<String, String> rules = new TreeMap<>();
        n.path("rules").properties().forEach(e -> rules.put(e.getKey(), e.getValue().asText()));
        SortedSet<UnitId> hq = new TreeSet<>();
        if (n.has("armyHqBonus")) {
            n.get("armyHqBonus").forEach(x -> hq.add(UnitId.of(x.asText())));
        } else {
            hq.addAll(GameSettings.DEFAULT.armyHqBonus());
        }
        return new GameSettings(new TurnCalendar(pauses, occasions, n.path("lastCampaign").asInt(0)),
                new RuleOptions(rules), hq, n.has("victory") ? victory(n.get("victory")) : VictoryTerms.NONE);
    }

    // --- units ---

    private static ObjectNode unit(Unit u) {
        ObjectNode n = NODES.objectNode()
                .put("id", u.id().toString())
                .put("name", u.name())
                .put("state", u.state())
                .put("men", u.men())
                .put("batteries", u.batteries())
                .put("quality", lower(u.quality()))
                .put("experience", u.experience())
                .put("morale", u.morale())
                .put("fatigue", u.fatigue())
                .put("initiative", u.initiative())
                .put("supplies", u.supplies())
                .put("ammunition", u.ammunition())
                .put("strategic", u.location().strategic().toString())
                .put("tactical", u.location().tactical().toString())
                .put("inFort", u.inFort())
                .put("readiness", lower(u.readiness()))
                .put("commander", u.commander())
                .put("deputy", u.deputy())
                .put("supplySource", u.supplySource())
                .put("communications", u.communications())
                .put("homeCity", u.homeCity())
                .put("guard", u.guard());
        // written only when set, so a position without battles reads and writes as it did before combat existed
        putIfNonZero(n, "stragglers", u.stragglers());
        putIfNonZero(n, "wounded", u.wounded());
        putIfNonZero(n, "prisoners", u.prisoners());
        putIfNonZero(n, "reformTurns", u.reformTurns());
        putIfNonZero(n, "reformFailures", u.reformFailures());
        if (u.gainedExperienceThisCampaign()) {
            n.put("gainedExperience", true);
        }
        // written only when set, so a state saved before GITM 10.1's chain was judged reads and writes as it did
        if (!u.communicationsVia().isEmpty()) {
            n.put("communicationsVia", u.communicationsVia());
        }
        return n;
    }

    private static void putIfNonZero(ObjectNode n, String field, int value) {
        if (value != 0) {
            n.put(field, value);
        }
    }

    private static Unit unit(JsonNode n) {
        return new Unit(UnitId.of(text(n, "id")), text(n, "name"), text(n, "state"), req(n, "men").asInt(),
                req(n, "batteries").asInt(), enumOf(Quality.class, n, "quality"), req(n, "experience").asInt(),
                req(n, "morale").asInt(), req(n, "fatigue").asInt(), req(n, "initiative").asInt(),
                req(n, "supplies").asInt(), req(n, "ammunition").asInt(),
                Location.of(text(n, "strategic"), text(n, "tactical")), req(n, "inFort").asBoolean(),
                enumOf(Readiness.class, n, "readiness"), text(n, "commander"), text(n, "deputy"),
                n.path("supplySource").asText(""), n.path("communications").asText(""),
                n.path("homeCity").asText(""), n.path("guard").asBoolean(false), n.path("stragglers").asInt(0),
                n.path("wounded").asInt(0), n.path("prisoners").asInt(0), n.path("reformTurns").asInt(0),
                n.path("reformFailures").asInt(0), n.path("gainedExperience").asBoolean(false),
                n.path("communicationsVia").asText(""));
    }
}
