package org.adjutant.gitm.movement;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.tactical.TacticalMap;
import org.adjutant.gitm.map.tactical.TacticalMaps;
import org.adjutant.gitm.map.tactical.TacticalOverrides;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.InlineMap;
import org.adjutant.gitm.state.MapRef;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.state.StackingRules;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;

/**
 * The position while a turn is being resolved: the units as they stand now, indexed by strategic square, over the
 * map and tactical maps of the game. Steps change units only through {@link #put}; {@link #toState} gives the
 * position back as an immutable game state. Iteration is always in unit-id or square order, never hash order.
 */
public final class Board {
    private final GitmState start;
    private final StrategicMap map;
    private final TacticalMaps tactical;
    /** Units by their rank in id order; ids never change during a turn, so ranks are fixed at the start. */
    private final Unit[] byRank;
    private final Map<UnitId, Integer> rank = new HashMap<>();
    /** Ranks of the units in each square, kept sorted, so a square lists its units in id order without comparing ids. */
    private final Map<StrategicSquare, List<Integer>> bySquare = new HashMap<>();
    private final Map<String, Map<String, Relation>> relations = new HashMap<>();
    private final Map<StrategicSquare, Banks> banks = new HashMap<>();
    /** A big map builds its square records on every call; a turn asks for the same few squares many times. */
    private final Map<StrategicSquare, Optional<SquareInfo>> squares = new HashMap<>();
    /** The battles tactical movement opened, by phase and place (GITM 8.3, 9.1); sorted, so never in hash order. */
    private final Map<Phase, Map<Location, BattleContact>> contacts = new EnumMap<>(Phase.class);
    /** Units taken out of the game this turn (surrendered, destroyed: GITM 9.9, 12.2, 12.5), by rank. */
    private final boolean[] removed;
    /**
     * Units off the land map, by rank: at sea (docs/rules/naval.md section 9) or in the garrison of an off-map port
     * (section 18); still in the game, on no square and in no step's sight. {@link #embark} and {@link #land} move a
     * unit between the map and those places.
     */
    private final boolean[] afloat;
    /** The ranks on the map, in id order; rebuilt when a unit is removed, goes aboard or lands. */
    private int[] live;
    /** Cities whose holding changed this turn (a fort lowered by bombardment, GITM 9.14), by name. */
    private final Map<String, CityHolding> changedCities = new TreeMap<>();

    public Board(GitmState start, StrategicMap map, TacticalMaps tactical) {
        this.start = start;
        this.map = map;
        this.tactical = tactical;
        this.byRank = start.unitsById().values().toArray(new Unit[0]);
        this.removed = new boolean[byRank.length];
        this.afloat = new boolean[byRank.length];
        for (int i = 0; i < byRank.length; i++) {
            rank.put(byRank[i].id(), i);
            afloat[i] = start.isOffMap(byRank[i].id());
            if (!afloat[i]) {
                index(i);
            }
        }
        relive();
    }

    private void relive() {
        int n = 0;
        for (int i = 0; i < byRank.length; i++) {
            if (!removed[i] && !afloat[i]) {
                n++;
            }
        }
        int[] next = new int[n];
        int k = 0;
        for (int i = 0; i < byRank.length; i++) {
            if (!removed[i] && !afloat[i]) {
                next[k++] = i;
            }
        }
        live = next;
    }

    /** A board for a state whose map is given; a small inline map brings its own fixed tactical squares along. */
    public static Board of(GitmState state, StrategicMap map) {
        return new Board(state, map, tacticalMapsFor(state, map));
    }

    /** The tactical maps of a game's map, with the squares an inline map fixes by hand. */
    public static TacticalMaps tacticalMapsFor(GitmState state, StrategicMap map) {
        TacticalMaps maps = new TacticalMaps(map);
        if (state.map() instanceof MapRef.Inline inline) {
            InlineMap m = inline.map();
            for (var e : m.tacticalOverrides().entrySet()) {
                Map<TacticalSquare, TacticalTerrain> terrain = new HashMap<>();
                Map<TacticalSquare, Integer> ratings = new HashMap<>();
                e.getValue().forEach((t, cell) -> {
                    terrain.put(t, cell.terrain());
                    ratings.put(t, cell.rating());
                });
                maps = maps.withOverrides(e.getKey(), new TacticalOverrides(terrain, ratings));
            }
        }
        return maps;
    }

    public GitmState start() {
        return start;
    }

    public StrategicMap map() {
        return map;
    }

    public TacticalMap tacticalMap(StrategicSquare square) {
        return tactical.of(square);
    }

    /** The banks of a square's tactical map, worked out on first use. */
    Banks banks(StrategicSquare square) {
        return banks.computeIfAbsent(square, s -> new Banks(tactical.of(s)));
    }

    public Optional<SquareInfo> square(StrategicSquare square) {
        Optional<SquareInfo> known = squares.get(square);
        if (known == null) {
            known = map.square(square);
            squares.put(square, known);
        }
        return known;
    }

    public Unit unit(UnitId id) {
        Integer r = rank.get(id);
        if (r == null || removed[r] || afloat[r]) {
            throw new IllegalArgumentException("no unit " + id + " on the map");
        }
        return byRank[r];
    }

    /**
     * A unit off the land map as it stands now: at sea, or in the garrison of an off-map port (the navy's lists say
     * which); empty for one on the map or out of the game.
     */
    public Optional<Unit> afloat(UnitId id) {
        Integer r = rank.get(id);
        return r != null && afloat[r] && !removed[r] ? Optional.of(byRank[r]) : Optional.empty();
    }

    /** Takes a unit off the map to go aboard a transport group (GITM 7.17): it stays in the game, at sea. */
    public void embark(UnitId id) {
        Integer r = rank.get(id);
        if (r == null || removed[r] || afloat[r]) {
            throw new IllegalArgumentException("no unit " + id + " on the map");
        }
        unindex(byRank[r].location().strategic(), r);
        afloat[r] = true;
        relive();
    }

    /** Changes a unit off the map as {@code now} says (going from a transport group into a garrison); it stays off. */
    public void putOffMap(Unit now) {
        Integer r = rank.get(now.id());
        if (r == null || removed[r] || !afloat[r]) {
            throw new IllegalArgumentException("no unit " + now.id() + " off the map");
        }
        byRank[r] = now;
    }

    /** Puts a unit at sea ashore, as {@code landed} says (its new location, readiness and losses). */
    public void land(Unit landed) {
        Integer r = rank.get(landed.id());
        if (r == null || removed[r] || !afloat[r]) {
            throw new IllegalArgumentException("no unit " + landed.id() + " at sea");
        }
        byRank[r] = landed;
        afloat[r] = false;
        index(r);
        relive();
    }

    /**
     * A unit taken out of the game this turn as it last stood (its pools of wounded and prisoners: docs/rules/sow.md
     * section 7 books them); empty for a unit still in play or never on this board.
     */
    public Optional<Unit> departed(UnitId id) {
        Integer r = rank.get(id);
        return r != null && removed[r] ? Optional.of(byRank[r]) : Optional.empty();
    }

    /** Whether the unit is still in the game (it was there when the turn began and has not been removed since). */
    public boolean has(UnitId id) {
        Integer r = rank.get(id);
        return r != null && !removed[r] && !afloat[r];
    }

    /** Every unit still in the game on the map (none at sea), in id order. */
    public Collection<Unit> units() {
        if (live.length == byRank.length) {
            return Collections.unmodifiableList(Arrays.asList(byRank));
        }
        int[] ranks = live;
        return new java.util.AbstractList<>() {
            @Override
            public Unit get(int i) {
                return byRank[ranks[i]];
            }

            @Override
            public int size() {
                return ranks.length;
            }
        };
    }

    /**
     * Takes a unit out of the game: it surrendered or was destroyed (GITM 9.9, 9.12, 12.2, 12.5). It leaves every
     * square at once and is not in the position the turn hands on; asking for it by id is then an error, so steps
     * that hold ids from earlier in the turn ask {@link #has} first.
     */
    public void remove(UnitId id) {
        Integer r = rank.get(id);
        if (r == null || removed[r]) {
            throw new IllegalArgumentException("no unit " + id);
        }
        if (!afloat[r]) {
            unindex(byRank[r].location().strategic(), r);
        }
        removed[r] = true;
        relive();
    }

    /** The units in a strategic square now, in id order (a copy: the caller may move units meanwhile). */
    public List<Unit> unitsIn(StrategicSquare square) {
        List<Integer> ranks = bySquare.get(square);
        if (ranks == null) {
            return List.of();
        }
        List<Unit> result = new ArrayList<>(ranks.size());
        for (int r : ranks) {
            result.add(byRank[r]);
        }
        return result;
    }

    /** The units in a strategic square now, in id order, as a new array (a snapshot's copy). */
    Unit[] unitsArray(StrategicSquare square) {
        List<Integer> ranks = bySquare.get(square);
        if (ranks == null || ranks.isEmpty()) {
            return null;
        }
        Unit[] result = new Unit[ranks.size()];
        for (int i = 0; i < result.length; i++) {
            result[i] = byRank[ranks.get(i)];
        }
        return result;
    }

    /**
     * The units within {@code radius} strategic squares of {@code centre} now, in id order (a copy). Sorted by rank,
     * which is id order, so a crowded neighbourhood is ordered without comparing ids.
     */
    public List<Unit> unitsWithin(StrategicSquare centre, int radius) {
        int[] found = new int[16];
        int n = 0;
        for (int dr = -radius; dr <= radius; dr++) {
            for (int dc = -radius; dc <= radius; dc++) {
                if (!StrategicSquare.onMap(centre.col() + dc, centre.row() + dr)) {
                    continue;
                }
                List<Integer> ranks = bySquare.get(new StrategicSquare(centre.col() + dc, centre.row() + dr));
                if (ranks == null) {
                    continue;
                }
                if (n + ranks.size() > found.length) {
                    found = Arrays.copyOf(found, Math.max(found.length * 2, n + ranks.size()));
                }
                for (int r : ranks) {
                    found[n++] = r;
                }
            }
        }
        Arrays.sort(found, 0, n);
        List<Unit> result = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            result.add(byRank[found[i]]);
        }
        return result;
    }

    /**
     * The units in a square as a live view, in id order, for reading only: it changes as units move, so callers that
     * move units while they look must use {@link #unitsIn}.
     */
    List<Unit> unitsHere(StrategicSquare square) {
        List<Integer> ranks = bySquare.get(square);
        if (ranks == null) {
            return List.of();
        }
        return new java.util.AbstractList<>() {
            @Override
            public Unit get(int i) {
                return byRank[ranks.get(i)];
            }

            @Override
            public int size() {
                return ranks.size();
            }
        };
    }

    /** Squares that hold at least one unit, in map order. */
    public List<StrategicSquare> occupiedSquares() {
        List<StrategicSquare> result = new ArrayList<>(bySquare.keySet());
        Collections.sort(result);
        return result;
    }

    /** Replaces a unit with its changed copy (same id). */
    public void put(Unit changed) {
        Integer r = rank.get(changed.id());
        if (r == null || removed[r] || afloat[r]) {
            throw new IllegalArgumentException("no unit " + changed.id());
        }
        Unit old = byRank[r];
        byRank[r] = changed;
        if (!old.location().strategic().equals(changed.location().strategic())) {
            unindex(old.location().strategic(), r);
            index(r);
        }
    }

    public void moveTo(UnitId id, Location where) {
        put(unit(id).withLocation(where));
    }

    private void index(int r) {
        List<Integer> ranks = bySquare.computeIfAbsent(byRank[r].location().strategic(), s -> new ArrayList<>());
        int at = Collections.binarySearch(ranks, r);
        ranks.add(-at - 1, r);
    }

    private void unindex(StrategicSquare square, int r) {
        List<Integer> ranks = bySquare.get(square);
        ranks.remove(Collections.binarySearch(ranks, r));
        if (ranks.isEmpty()) {
            bySquare.remove(square);
        }
    }

    /** How two units' states stand towards each other (cached: the alliances do not change during a turn). */
    public Relation relation(Unit a, Unit b) {
        Map<String, Relation> ofA = relations.computeIfAbsent(a.state(), k -> new HashMap<>());
        Relation r = ofA.get(b.state());
        if (r == null) {
            r = start.relation(a.state(), b.state());
            ofA.put(b.state(), r);
        }
        return r;
    }

    public boolean allied(Unit a, Unit b) {
        return relation(a, b) == Relation.ALLIED;
    }

    /**
     * Whether {@code other} stands in {@code mover}'s way: an active unit of a hostile state, or of a neutral state
     * on its own nation's soil (GITM 7.8, 7.9, 7.15 let neutrals block only at home).
     */
    public boolean obstructs(Unit mover, Unit other) {
        if (!other.isActive()) {
            return false;
        }
        Relation r = relation(mover, other);
        if (r == Relation.HOSTILE) {
            return true;
        }
        return r == Relation.NEUTRAL && square(other.location().strategic())
                .map(s -> s.nation() == other.nation()).orElse(false);
    }

    /** Whether a unit may stand on a tactical square as far as stacking goes (GITM 2.5). */
    public boolean hasRoom(Unit mover, StrategicSquare square, TacticalSquare t) {
        int all = 0;
        int allied = 0;
        for (Unit u : unitsIn(square)) {
            if (u.location().tactical().equals(t) && !u.id().equals(mover.id())) {
                all++;
                if (allied(mover, u)) {
                    allied++;
                }
            }
        }
        return all < StackingRules.MAX_TACTICAL && allied < StackingRules.MAX_ALLIED;
    }

    /**
     * Records a battle for its phase's combat step; a later record for the same phase and place replaces the earlier
     * one (a unit joining a battle brings its sides up to date).
     */
    public void openContact(BattleContact contact) {
        contacts.computeIfAbsent(contact.phase(), p -> new TreeMap<>()).put(contact.location(), contact);
    }

    /** Forgets the battle of a phase at a place (the hostile units there no longer stand together). */
    public void closeContact(Phase phase, Location where) {
        Map<Location, BattleContact> of = contacts.get(phase);
        if (of != null) {
            of.remove(where);
        }
    }

    /** The battles of a tactical phase, in map order. */
    public BattleContacts contacts(Phase phase) {
        Map<Location, BattleContact> of = contacts.get(phase);
        return of == null ? BattleContacts.none(phase) : new BattleContacts(phase, List.copyOf(of.values()));
    }

    /** The battles of a tactical phase in one strategic square, in map order. */
    public List<BattleContact> contactsIn(Phase phase, StrategicSquare square) {
        return contacts(phase).in(square);
    }

    public Optional<BattleContact> contactAt(Phase phase, Location where) {
        Map<Location, BattleContact> of = contacts.get(phase);
        return of == null ? Optional.empty() : Optional.ofNullable(of.get(where));
    }

    /** The latest battle recorded at a place this turn, in any phase. */
    public Optional<BattleContact> lastContactAt(Location where) {
        Optional<BattleContact> last = Optional.empty();
        for (Map<Location, BattleContact> of : contacts.values()) { // EnumMap: phases in turn order
            BattleContact c = of.get(where);
            if (c != null) {
                last = Optional.of(c);
            }
        }
        return last;
    }

    /**
     * A city of the map as it stands now: control, stores and fort as the turn has left them so far (a city captured
     * or fed during the turn reads so at once).
     */
    public City city(City onMap) {
        CityHolding changed = changedCities.get(onMap.name());
        if (changed == null) {
            return start.city(onMap);
        }
        return new City(onMap.name(), onMap.square(), onMap.tactical(), changed.state(), onMap.level(),
                changed.supplies(), changed.fortLevel().orElse(onMap.fortStrength()),
                changed.fortress().capacity().orElse(onMap.fortCapacity()), onMap.port());
    }

    /** What the game has changed about a city, as it stands now (the map's values when nothing has). */
    public CityHolding holding(City onMap) {
        CityHolding now = changedCities.get(onMap.name());
        if (now == null) {
            now = start.cities().get(onMap.name());
        }
        return now != null ? now : new CityHolding(onMap.state(), onMap.supplies());
    }

    /** Changes a city: its controller, stores, fort or siege record (GITM 10.3, 10.5, 10.6, 9.14). */
    public void putHolding(City onMap, CityHolding now) {
        changedCities.put(onMap.name(), now);
    }

    /** The city on a tactical square now, if there is one. */
    public Optional<City> cityAt(Location where) {
        Optional<SquareInfo> info = square(where.strategic());
        if (info.isEmpty()) {
            return Optional.empty();
        }
        for (City c : info.get().cities()) {
            if (c.tactical().equals(where.tactical())) {
                return Optional.of(city(c));
            }
        }
        return Optional.empty();
    }

    /** Lowers (or sets) the level of a city's fort (GITM 9.14); level 0 means the fort is breached and gone. */
    public void setFortLevel(City onMap, int level) {
        changedCities.put(onMap.name(), holding(onMap).withFortLevel(level));
    }

    /** The position now, as an immutable game state (calendar unchanged). */
    public GitmState toState() {
        List<Unit> all = new ArrayList<>(units());
        for (int r = 0; r < byRank.length; r++) {
            if (afloat[r] && !removed[r]) {
                all.add(byRank[r]);
            }
        }
        GitmState s = start;
        if (live.length != byRank.length) {
            List<UnitId> gone = new ArrayList<>();
            for (int r = 0; r < byRank.length; r++) {
                if (removed[r]) {
                    gone.add(byRank[r].id());
                }
            }
            s = s.withoutUnits(gone);
        }
        for (var e : changedCities.entrySet()) {
            s = s.withCity(e.getKey(), e.getValue());
        }
        return s.withUnits(all);
    }
}
