package org.adjutant.gitm.detection;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.render.Allegiance;
import org.adjutant.gitm.render.Marker;
import org.adjutant.gitm.render.MarkerShape;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.Visibility;

/**
 * Detection in one position (GITM 4.1-4.6): what each unit detects on the strategic map and sights on its tactical
 * map, who learns of a movement, and what each player sees. Building one files every unit by square (linear in the
 * number of units); the answers after that look only at the squares in range. Not thread-safe: it remembers the
 * sightings it has worked out, so use one instance per thread.
 */
public final class Detection {
    private final GitmState state;
    private final StrategicMap map;
    private final Sides sides;
    private final SquareIndex index;
    private final MarchWitnesses witnesses;
    // Keyed by the unit objects of this position: record hashing of ids showed up in profiles, and a unit from
    // elsewhere merely misses the cache.
    private final Map<Unit, List<Unit>> contacts;
    private final Map<Unit, List<Unit>> sightings;
    /** Tactical views by the viewer's side (its set of states) and square; see {@link #sharedTacticalView}. */
    private final Map<Set<String>, Map<StrategicSquare, TacticalView>> tacticalViewsBySide = new java.util.HashMap<>();
    private boolean[] definedGrid;
    private Map<StrategicSquare, java.util.Optional<org.adjutant.gitm.map.Nation>> soil;

    private Detection(GitmState state, StrategicMap map) {
        this.state = state;
        this.map = map;
        this.sides = new Sides(state);
        this.index = new SquareIndex(state.ashore()); // units at sea stand on no square and are seen by nobody
        // Sized for every unit at once: growing an identity map rehashes it, which showed in profiles.
        this.contacts = new IdentityHashMap<>(state.unitsById().size());
        this.sightings = new IdentityHashMap<>(state.unitsById().size());
        this.witnesses = new MarchWitnesses(sides, index::at);
    }

    public static Detection of(GitmState state, StrategicMap map) {
        if (state == null || map == null) {
            throw new IllegalArgumentException("detection needs a position and its map");
        }
        return new Detection(state, map);
    }

    public GitmState state() {
        return state;
    }

    // ---- GITM 4.1: the strategic map ----

    /** Whether {@code observer} detects {@code target} on the strategic map (GITM 4.1); a unit knows where it is. */
    public boolean detects(Unit observer, Unit target) {
        if (sameUnit(observer, target)) {
            return true;
        }
        return StrategicRanges.detects(observer, target, sides.allied(observer, target));
    }

    /** Every other unit {@code observer} detects on the strategic map (GITM 4.1), in map order, then id order. */
    public List<Unit> strategicContacts(Unit observer) {
        List<Unit> known = contacts.get(observer);
        if (known == null) {
            List<Unit> found = new ArrayList<>();
            index.forEachWithin(observer.location().strategic(), StrategicRanges.farthest(observer), t -> {
                if (!sameUnit(t, observer) && detects(observer, t)) {
                    found.add(t);
                }
            });
            known = List.copyOf(found);
            contacts.put(observer, known);
        }
        return known;
    }

    // ---- GITM 4.2: the tactical map ----

    /** The units {@code observer} sees on its tactical map (GITM 4.2), in id order, never itself. */
    public List<Unit> tacticalSightings(Unit observer) {
        List<Unit> seen = sightings.get(observer);
        if (seen == null) {
            seen = List.copyOf(TacticalSighting.sightedBy(observer, index.at(observer.location().strategic()), sides));
            sightings.put(observer, seen);
        }
        return seen;
    }

    /** Whether {@code observer} sees {@code target} on their tactical map (GITM 4.2). */
    public boolean sights(Unit observer, Unit target) {
        if (!observer.location().strategic().equals(target.location().strategic())) {
            return false;
        }
        return TacticalSighting.sees(observer, target, index.at(observer.location().strategic()), sides);
    }

    // ---- GITM 4.4, 4.5: who learns of a movement ----

    /**
     * Who learns that {@code unit} left the strategic square of {@code from}, where it stood on that square's
     * tactical map (GITM 4.5): the unit itself and the active same-side and actively allied units in that square;
     * other active units there too when a unit of their side sights it at {@code from}.
     */
    public Visibility strategicDepartureWitnesses(Unit unit, Location from) {
        return witnesses.departure(unit, from);
    }

    /** As {@link #strategicDepartureWitnesses(Unit, Location)} from where the unit stands in this position. */
    public Visibility strategicDepartureWitnesses(Unit unit) {
        return witnesses.departure(unit, unit.location());
    }

    /**
     * Who learns that {@code unit} arrived at {@code to}, its entry square on the new square's tactical map
     * (GITM 4.5): the unit itself and the active same-side and actively allied units already in that square; other
     * active units there too when a unit of their side sights it at its arrival point.
     */
    public Visibility strategicArrivalWitnesses(Unit unit, Location to) {
        return witnesses.arrival(unit, to);
    }

    /**
     * Who learns of {@code unit}'s tactical move from {@code from} to {@code to} on the map of {@code square}
     * (GITM 4.4), the other units standing where this position has them. A move through a waypoint is two moves:
     * see {@link #tacticalPathWitnesses}.
     */
    public TacticalMoveWitnesses tacticalMoveWitnesses(Unit unit, StrategicSquare square, TacticalSquare from,
                                                       TacticalSquare to) {
        List<Unit> atStart = witnesses.placed(unit, new Location(square, from));
        List<Unit> atEnd = witnesses.placed(unit, new Location(square, to));
        Unit startMover = atStart.get(atStart.size() - 1);
        Unit endMover = atEnd.get(atEnd.size() - 1);
        List<Unit> startSeers = witnesses.seers(startMover, atStart);
        List<Unit> endSeers = witnesses.seers(endMover, atEnd);
        Set<String> whole = new TreeSet<>();
        Set<String> startOnly = new TreeSet<>();
        Set<String> endOnly = new TreeSet<>();
        whole.add(unit.id().toString());
        for (Unit w : index.at(square)) {
            if (w.id().equals(unit.id()) || !w.isActive()) {
                continue;
            }
            if (sides.allied(unit, w)) {
                whole.add(w.id().toString());
                continue;
            }
            boolean start = witnesses.sideOf(w, startSeers);
            boolean end = witnesses.sideOf(w, endSeers);
            if (start && end) {
                whole.add(w.id().toString());
            } else if (start) {
                startOnly.add(w.id().toString());
            } else if (end) {
                endOnly.add(w.id().toString());
            }
        }
        return new TacticalMoveWitnesses(square, from, to, Visibility.units(whole), Visibility.units(startOnly),
                Visibility.units(endOnly));
    }

    /**
     * Who learns of each leg of a tactical move along {@code points} (start, waypoints, end): each leg is reported
     * as a move of its own (GITM 4.4).
     */
    public List<TacticalMoveWitnesses> tacticalPathWitnesses(Unit unit, StrategicSquare square,
                                                             List<TacticalSquare> points) {
        if (points.size() < 2) {
            throw new IllegalArgumentException("a move needs a start and an end: " + points);
        }
        List<TacticalMoveWitnesses> legs = new ArrayList<>();
        for (int i = 1; i < points.size(); i++) {
            legs.add(tacticalMoveWitnesses(unit, square, points.get(i - 1), points.get(i)));
        }
        return legs;
    }

    // ---- GITM 4.6: each player's view ----

    public PlayerView view(Recipient recipient, DiceSource dice) {
        return view(Viewer.of(recipient, state), dice);
    }

    /**
     * What {@code viewer} sees (GITM 4.6). Estimates of other sides' stacks are rolled on {@code dice} under a
     * purpose naming the viewer, square, state and condition, so the same source gives the same estimates however
     * often and in whatever order views are drawn.
     */
    public PlayerView view(Viewer viewer, DiceSource dice) {
        List<Unit> own = new ArrayList<>();
        for (UnitId id : viewer.units()) {
            state.unit(id).filter(u -> !state.isOffMap(u.id())).ifPresent(own::add);
        }
        // Grid-indexed marks rather than sorted sets: a view touches hundreds of squares, and walking the grid in
        // index order yields them already in map order.
        BitSet shownGrid = new BitSet();
        // Which squares each of the viewer's states' eyes cover, at the friends' range and at the others' range
        // (GITM 4.1 turns on nothing else): a unit is known when it is his or a covering eye's range for its side
        // reaches its square. Marking squares rather than listing every eye's contacts keeps a view's cost to the
        // squares it looks at and the units standing there, not the units times the eyes that see them.
        BitSet candidates = new BitSet();
        Map<String, BitSet[]> cover = new java.util.LinkedHashMap<>();
        Set<Eye> looked = new java.util.HashSet<>();
        BitSet shownFrom = new BitSet(); // squares whose shown window is marked already: units often stand together
        for (Unit u : own) {
            int home = gridIndex(u.location().strategic());
            shownGrid.set(home);
            candidates.set(home);
            if (u.isActive() && !shownFrom.get(home)) {
                shownFrom.set(home);
                markShown(shownGrid, u.location().strategic());
            }
            if (!looked.add(Eye.of(u))) {
                continue; // another of his units saw exactly this already
            }
            BitSet[] c = cover.computeIfAbsent(u.state(), k -> new BitSet[] {new BitSet(), new BitSet()});
            markWithin(c[0], candidates, u.location().strategic(), StrategicRanges.friends(u));
            markWithin(c[1], candidates, u.location().strategic(), StrategicRanges.others(u));
        }
        SortedSet<StrategicSquare> shown = new TreeSet<>();
        shownGrid.stream().forEach(k -> shown.add(square(k)));
        List<StrategicStack> stacks = new ArrayList<>();
        Set<Unit> mine = Collections.newSetFromMap(new IdentityHashMap<>(own.size()));
        mine.addAll(own);
        Map<String, Allegiance> flags = new java.util.HashMap<>();
        String[] eyeStates = cover.keySet().toArray(new String[0]);
        BitSet[][] covers = cover.values().toArray(new BitSet[0][]);
        Known known = new Known(sides, mine, eyeStates, covers);
        candidates.stream().forEach(k -> stacks(viewer, square(k), t -> known.test(t, k), mine, flags, dice, stacks));
        return new PlayerView(viewer, shown, stacks, tacticalViews(viewer, own));
    }

    /**
     * Whether the viewer knows a unit standing at grid index {@code k}: his own, or a covering eye's range for the
     * unit's side reaches its square. Which side each eye's state takes towards the unit's state is remembered for
     * the last state asked: a square's units stand in id order, so those of one state mostly come together, and every
     * unit in every square the viewer looks at is asked.
     */
    private static final class Known {
        private final Sides sides;
        private final Set<Unit> mine;
        private final String[] eyeStates;
        private final BitSet[][] covers;
        private String lastState;
        private final boolean[] allied;

        Known(Sides sides, Set<Unit> mine, String[] eyeStates, BitSet[][] covers) {
            this.sides = sides;
            this.mine = mine;
            this.eyeStates = eyeStates;
            this.covers = covers;
            this.allied = new boolean[eyeStates.length];
        }

        boolean test(Unit t, int k) {
            if (mine.contains(t)) {
                return true;
            }
            if (!t.state().equals(lastState)) {
                for (int i = 0; i < eyeStates.length; i++) {
                    allied[i] = sides.allied(eyeStates[i], t.state());
                }
                lastState = t.state();
            }
            for (int i = 0; i < eyeStates.length; i++) {
                if (covers[i][allied[i] ? 0 : 1].get(k)) {
                    return true;
                }
            }
            return false;
        }
    }

    private static int gridIndex(StrategicSquare s) {
        return s.row() * StrategicSquare.COLUMNS + s.col();
    }

    private static StrategicSquare square(int gridIndex) {
        return new StrategicSquare(gridIndex % StrategicSquare.COLUMNS, gridIndex / StrategicSquare.COLUMNS);
    }

    /** Marks the squares within {@code range} of {@code centre} (none for {@link StrategicRanges#NOTHING}). */
    private static void markWithin(BitSet cover, BitSet candidates, StrategicSquare centre, int range) {
        if (range < 0) {
            return;
        }
        for (int row = Math.max(0, centre.row() - range);
             row <= Math.min(StrategicSquare.ROWS - 1, centre.row() + range); row++) {
            int from = row * StrategicSquare.COLUMNS + Math.max(0, centre.col() - range);
            int to = row * StrategicSquare.COLUMNS + Math.min(StrategicSquare.COLUMNS - 1, centre.col() + range) + 1;
            cover.set(from, to);
            candidates.set(from, to);
        }
    }

    private void markShown(BitSet shown, StrategicSquare centre) {
        boolean[] defined = definedSquares();
        int r = StrategicRanges.SHOWN;
        for (int row = Math.max(0, centre.row() - r); row <= Math.min(StrategicSquare.ROWS - 1, centre.row() + r);
             row++) {
            for (int col = Math.max(0, centre.col() - r);
                 col <= Math.min(StrategicSquare.COLUMNS - 1, centre.col() + r); col++) {
                int k = row * StrategicSquare.COLUMNS + col;
                if (defined[k]) {
                    shown.set(k);
                }
            }
        }
    }

    /**
     * The nation whose soil {@code square} is, null off the map; looked up once per square, since a big map builds
     * a fresh square record on every question and every War Minister's report asks of every occupied square.
     */
    org.adjutant.gitm.map.Nation soil(StrategicSquare square) {
        if (soil == null) {
            soil = new java.util.HashMap<>();
        }
        return soil.computeIfAbsent(square, s -> map.square(s).map(org.adjutant.gitm.map.SquareInfo::nation))
                .orElse(null);
    }

    private boolean[] definedSquares() {
        if (definedGrid == null) {
            boolean[] defined = new boolean[StrategicSquare.COLUMNS * StrategicSquare.ROWS];
            map.squares().forEach(s -> defined[s.row() * StrategicSquare.COLUMNS + s.col()] = true);
            definedGrid = defined;
        }
        return definedGrid;
    }

    /**
     * What decides which units a unit detects on the strategic map (GITM 4.1): where it stands, its side and its
     * two ranges. Two units alike in these detect the same units, so a view looks through only one of them.
     */
    record Eye(int square, String state, int friends, int others) {
        static Eye of(Unit u) {
            return new Eye(gridIndex(u.location().strategic()), u.state(), StrategicRanges.friends(u),
                    StrategicRanges.others(u));
        }
    }

    /** A group of known units in one square: the viewer's own, or one state's in one condition. */
    private record GroupKey(int rank, Allegiance allegiance, String state, MarkerShape shape)
            implements Comparable<GroupKey> {
        @Override
        public int compareTo(GroupKey o) {
            int c = Integer.compare(rank, o.rank);
            c = c != 0 ? c : allegiance.compareTo(o.allegiance);
            c = c != 0 ? c : state.compareTo(o.state);
            return c != 0 ? c : shape.compareTo(o.shape);
        }
    }

    /** The stacks of one square: the known units there grouped, his own first (see {@link GroupKey}). */
    private void stacks(Viewer viewer, StrategicSquare square, java.util.function.Predicate<Unit> known, Set<Unit> mine,
                        Map<String, Allegiance> flags, DiceSource dice, List<StrategicStack> out) {
        SortedMap<GroupKey, List<Unit>> groups = new TreeMap<>();
        GroupKey last = null;
        List<Unit> lastGroup = null;
        for (Unit u : index.at(square)) {
            if (known.test(u)) {
                int rank = mine.contains(u) ? 0 : 1;
                Allegiance flag = last != null && last.state().equals(u.state()) ? last.allegiance()
                        : flags.computeIfAbsent(u.state(), st -> allegiance(viewer, u));
                MarkerShape shape = shape(u);
                // Units of one state stand together in id order, so most units join the group of the one before.
                if (last == null || last.rank() != rank || last.allegiance() != flag || last.shape() != shape
                        || !last.state().equals(u.state())) {
                    last = new GroupKey(rank, flag, u.state(), shape);
                    lastGroup = groups.computeIfAbsent(last, k -> new ArrayList<>());
                }
                lastGroup.add(u);
            }
        }
        groups.forEach((key, units) -> {
            StackEstimate estimate;
            if (key.allegiance() == Allegiance.FRIENDLY) {
                estimate = StackEstimator.exact(units);
            } else {
                String what = key.state() + " " + key.shape().name().toLowerCase(java.util.Locale.ROOT) + " at "
                        + square;
                estimate = StackEstimator.approximate(units,
                        dice.dice("GITM 4.1 estimate for " + viewer.key() + " of " + what), what);
            }
            List<UnitId> ownIds = key.rank() == 0 ? units.stream().map(Unit::id).toList() : List.of();
            out.add(new StrategicStack(square, key.state(), key.allegiance(), key.shape(), estimate, ownIds));
        });
    }

    private SortedMap<StrategicSquare, TacticalView> tacticalViews(Viewer viewer, List<Unit> own) {
        SortedMap<StrategicSquare, TacticalView> views = new TreeMap<>();
        Set<StrategicSquare> ownView = new java.util.HashSet<>();
        for (Unit u : own) {
            if (allegiance(viewer, u) != Allegiance.FRIENDLY) {
                ownView.add(u.location().strategic());
            }
        }
        for (Unit u : own) {
            StrategicSquare square = u.location().strategic();
            if (!views.containsKey(square)) {
                views.put(square, ownView.contains(square) ? tacticalView(viewer, square)
                        : sharedTacticalView(viewer, square));
            }
        }
        return views;
    }

    /**
     * A side sees one tactical map alike (GITM 4.6), so the view is worked out once per side and square and handed
     * to every player of that side with units there. Without this, a crowded square cost each of its players the
     * sightings of all his side's units there: cubic in the units of the square. A viewer commanding a unit his
     * side does not count as friendly (possible only for a hand-made viewer) gets a view of his own there.
     */
    private TacticalView sharedTacticalView(Viewer viewer, StrategicSquare square) {
        Map<StrategicSquare, TacticalView> ofSide = tacticalViewsBySide.computeIfAbsent(viewer.side(),
                k -> new java.util.HashMap<>());
        TacticalView view = ofSide.get(square);
        if (view == null) {
            view = tacticalView(viewer, square);
            ofSide.put(square, view);
        }
        return view;
    }

    /** What the viewer's side sees on one tactical map: its units there and all that any of them sights. */
    private TacticalView tacticalView(Viewer viewer, StrategicSquare square) {
        SortedMap<UnitId, Unit> seen = new TreeMap<>();
        for (Unit u : index.at(square)) {
            if (allegiance(viewer, u) == Allegiance.FRIENDLY || viewer.commands(u.id())) {
                seen.put(u.id(), u);
                for (Unit t : tacticalSightings(u)) {
                    seen.put(t.id(), t);
                }
            }
        }
        SortedMap<TacticalSquare, List<Unit>> units = new TreeMap<>();
        SortedMap<TacticalSquare, List<Marker>> markers = new TreeMap<>();
        for (Unit u : seen.values()) {
            TacticalSquare t = u.location().tactical();
            units.computeIfAbsent(t, k -> new ArrayList<>()).add(u);
            markers.computeIfAbsent(t, k -> new ArrayList<>()).add(new Marker(allegiance(viewer, u), shape(u),
                    u.displayId()));
        }
        return new TacticalView(square, units, markers);
    }

    /**
     * The colour of {@code unit}'s flag for {@code viewer} (GITM 1.4): friendly when allied to any state of his
     * side, else hostile when hostile to any, else neutral.
     */
    public Allegiance allegiance(Viewer viewer, Unit unit) {
        boolean hostile = false;
        for (String s : viewer.side()) {
            Relation r = sides.relation(s, unit.state());
            if (r == Relation.ALLIED) {
                return Allegiance.FRIENDLY;
            }
            hostile |= r == Relation.HOSTILE;
        }
        return hostile ? Allegiance.HOSTILE : Allegiance.NEUTRAL;
    }

    /** Flag for active units, tent for inactive, boxed S for shattered (GITM 1.4). */
    static MarkerShape shape(Unit unit) {
        return switch (unit.readiness()) {
            case ACTIVE -> MarkerShape.FLAG;
            case INACTIVE -> MarkerShape.TENT;
            case SHATTERED -> MarkerShape.SHATTERED;
        };
    }

    /** Whether two unit objects stand for the same unit; cheaper than comparing the id records. */
    static boolean sameUnit(Unit a, Unit b) {
        if (a == b) {
            return true;
        }
        UnitId x = a.id();
        UnitId y = b.id();
        return x.number() == y.number() && x.type() == y.type() && x.nation() == y.nation();
    }

    /** Whether two units are on the same side or actively allied. */
    public boolean allied(Unit a, Unit b) {
        return sides.allied(a, b);
    }

    List<Unit> unitsAt(StrategicSquare square) {
        return index.at(square);
    }

    /** How many strategic squares hold units. */
    public int occupiedCount() {
        return index.occupied().size();
    }

    /** The squares holding units, in map order. */
    List<StrategicSquare> occupiedSquares() {
        return index.occupied();
    }

    StrategicMap map() {
        return map;
    }

    boolean allied(String stateA, String stateB) {
        return sides.allied(stateA, stateB);
    }
}
