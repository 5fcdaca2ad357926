package org.adjutant.gitm.movement;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Predicate;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitType;

/**
 * Lines of contact (GITM 10.2, GITM-MD lines.html) over a snapshot of the position: the units as they stood when
 * {@link #of} was called, so later moves on the board never open or close a line (the deployment turn judges
 * everything on the position at its start, GITM 7.18).
 *
 * <p>A line of a given greatest length joins two {@link End}s when a path of strategic steps
 * <ol>
 *   <li>enters no square holding an active unit hostile to the side the line belongs to;</li>
 *   <li>enters no square next to an active hostile light or medium cavalry unit, unless a friendly combat unit stands
 *   in the square entered or in the cavalry's own square (the rule book's wording; the details page names only the
 *   first case);</li>
 *   <li>never steps diagonally between two squares that both hold such hostile units;</li>
 *   <li>enters no impassable square (GITM 1.2), nor Guatemala, which no unit may enter (GITM 7.16);</li>
 *   <li>starts and ends in directions both ends could march off their tactical maps by (GITM 7.8, 7.9: cones clear of
 *   enemy combat units, no diagonal slip between non-allied units, and with enemy combat units present the right
 *   bank of rivers and ranges and the marsh edge), as strategic movement judges a real march.</li>
 * </ol>
 * The two end squares are where the parties stand, not squares the path enters: conditions 1, 2 and 4 do not apply
 * to them (the details page's own example ends next to the enemy cavalry), and whether the enemy in an end square
 * hems its party in is what condition 5 asks. Two ends in one square are in contact at length 0.
 *
 * <p>"Enemy" in conditions 1-3 means hostile ({@link Relation#HOSTILE}): neutral troops never cut a line, since
 * 10.2 speaks only of the enemy where section 7 says so expressly for neutrals. Condition 5 asks whether a march
 * would be possible, so there a neutral on its own nation's soil hinders as it does a march ({@link
 * Board#obstructs}). Inactive and shattered units cut nothing. A besieged city has no end (10.2, 10.3); the siege wall
 * between units inside such a city and those outside is the supply network's (org.adjutant.gitm.supply).
 *
 * <p>Speed: the hostile, cavalry-screen and friendly-combat squares are worked out once per side and kept as bit
 * sets over the whole map; a search only visits the square window its length allows ((2n+1)^2 squares) with arrays
 * of that size. Not safe for use by two threads at once (its caches fill lazily).
 *
 * <p>Longer than ~400 lines on purpose: the five conditions, the per-side squares they read, the bounded search and
 * the path it gives share one snapshot and one window arithmetic; split apart, each piece would need all of them.
 */
public final class LineOfContact {
    private static final int COLUMNS = StrategicSquare.COLUMNS;
    private static final int SQUARES = StrategicSquare.COLUMNS * StrategicSquare.ROWS;
    private static final Direction[] DIRECTIONS = Direction.values();
    private static final Unit[] NONE = new Unit[0];

    /**
     * One end of a line: the side it belongs to (a state id) and where it stands. A unit stands on its tactical
     * square; a city is judged from its tactical square as if a unit of its controller stood there (GITM 10.2).
     */
    public record End(String state, StrategicSquare square, TacticalSquare tactical) {
    }

    private final Board board;
    private final GitmState start;
    /** The snapshot: units by square index, in id order; null where nobody stands. */
    private final Unit[][] unitsAt = new Unit[SQUARES][];
    /** The rows and columns the snapshot holds units for (the whole map, or the window of {@link #around}). */
    private final int firstRow;
    private final int lastRow;
    private final int firstCol;
    private final int lastCol;
    /** 0 not yet looked up, 1 passable, 2 impassable. */
    private final byte[] passable = new byte[SQUARES];
    private final Map<String, Side> sides = new HashMap<>();
    private final Map<String, Map<String, Relation>> relations = new HashMap<>();
    /** Condition 5 per end: stacked units and every city's many links ask the same question again and again. */
    private final Map<End, Integer> exitCache = new HashMap<>();
    /** By side and square index: the units there that are active and not the side's allies, in id order. */
    private final Map<String, Map<Integer, List<Unit>>> notAllied = new HashMap<>();

    private LineOfContact(Board board) {
        this.board = board;
        this.start = board.start();
        this.firstRow = 0;
        this.lastRow = StrategicSquare.ROWS - 1;
        this.firstCol = 0;
        this.lastCol = COLUMNS - 1;
        Map<Integer, List<Unit>> by = new HashMap<>();
        for (Unit u : board.units()) {
            by.computeIfAbsent(index(u.location().strategic()), k -> new ArrayList<>()).add(u);
        }
        by.forEach((k, v) -> unitsAt[k] = v.toArray(NONE));
    }

    private LineOfContact(Board board, StrategicSquare centre, int radius) {
        this.board = board;
        this.start = board.start();
        this.firstRow = Math.max(0, centre.row() - radius);
        this.lastRow = Math.min(StrategicSquare.ROWS - 1, centre.row() + radius);
        this.firstCol = Math.max(0, centre.col() - radius);
        this.lastCol = Math.min(COLUMNS - 1, centre.col() + radius);
        for (int dr = -radius; dr <= radius; dr++) {
            for (int dc = -radius; dc <= radius; dc++) {
                if (StrategicSquare.onMap(centre.col() + dc, centre.row() + dr)) {
                    StrategicSquare s = new StrategicSquare(centre.col() + dc, centre.row() + dr);
                    unitsAt[index(s)] = board.unitsArray(s);
                }
            }
        }
    }

    /** Lines of contact over the position the board holds now. */
    public static LineOfContact of(Board board) {
        return new LineOfContact(board);
    }

    /**
     * Lines of contact over the position the board holds now, for lines of at most {@code limit} from {@code centre}
     * only: the snapshot holds the units within {@code limit + 2} squares of it, all that such a line can meet (a
     * square it enters, the two beside a diagonal step, a hostile horseman screening a square next to its own), so
     * the answers are those of {@link #of} at a cost that does not grow with the theatre. Ask nothing farther.
     */
    public static LineOfContact around(Board board, StrategicSquare centre, int limit) {
        return new LineOfContact(board, centre, limit + 2);
    }

    public End end(Unit u) {
        return new End(u.state(), u.location().strategic(), u.location().tactical());
    }

    /**
     * A city's end, on the side of its controller as the board holds it now (a city taken during the turn reads so);
     * empty when the controller is not a state of the game, or when the city is besieged: nothing outside reaches a
     * besieged city and it links to no other (GITM 10.2, 10.3; docs/rules/gitm-10-supply.md section 3).
     */
    public Optional<End> end(City onMap) {
        if (board.holding(onMap).besieged()) {
            return Optional.empty();
        }
        City c = board.city(onMap);
        if (!start.states().containsKey(c.state())) {
            return Optional.empty();
        }
        return Optional.of(new End(c.state(), c.square(), c.tactical()));
    }

    /** The units of the snapshot in a square, in id order. */
    public List<Unit> unitsAt(StrategicSquare square) {
        Unit[] here = unitsAt[index(square)];
        return here == null ? List.of() : List.of(here);
    }

    /** How two states stand, as the game's alliances say (cached: they do not change during a turn). */
    Relation relation(String a, String b) {
        Map<String, Relation> ofA = relations.computeIfAbsent(a, k -> new HashMap<>());
        Relation r = ofA.get(b);
        if (r == null) {
            r = start.relation(a, b);
            ofA.put(b, r);
        }
        return r;
    }

    /** The length of the shortest line of contact from {@code from} to {@code to}, if one is at most {@code limit}. */
    public OptionalInt length(End from, End to, int limit) {
        return reach(from, limit).length(to);
    }

    public boolean exists(End from, End to, int limit) {
        return length(from, to, limit).isPresent();
    }

    /**
     * The units of the snapshot that {@code from} has a line of contact of at most {@code limit} to and that pass
     * {@code which}, nearest first and in id order among equals.
     */
    public List<Unit> reachable(End from, int limit, Predicate<Unit> which) {
        Reach r = reach(from, limit);
        List<Unit> found = new ArrayList<>();
        Map<Unit, Integer> lengths = new HashMap<>();
        StrategicSquare s = from.square();
        for (int dr = -limit; dr <= limit; dr++) {
            for (int dc = -limit; dc <= limit; dc++) {
                if (!StrategicSquare.onMap(s.col() + dc, s.row() + dr)) {
                    continue;
                }
                Unit[] here = unitsAt[(s.row() + dr) * COLUMNS + s.col() + dc];
                if (here == null) {
                    continue;
                }
                for (Unit o : here) {
                    OptionalInt len = which.test(o) ? r.length(end(o)) : OptionalInt.empty();
                    if (len.isPresent()) {
                        found.add(o);
                        lengths.put(o, len.getAsInt());
                    }
                }
            }
        }
        found.sort(java.util.Comparator.<Unit>comparingInt(lengths::get).thenComparing(Unit::id));
        return found;
    }

    /** Whether {@code from} has a line of contact of at most {@code limit} to any unit passing {@code which}. */
    public boolean reachesAny(End from, int limit, Predicate<Unit> which) {
        Reach r = null;
        StrategicSquare s = from.square();
        for (int dr = -limit; dr <= limit; dr++) {
            for (int dc = -limit; dc <= limit; dc++) {
                if (!StrategicSquare.onMap(s.col() + dc, s.row() + dr)) {
                    continue;
                }
                Unit[] here = unitsAt[(s.row() + dr) * COLUMNS + s.col() + dc];
                if (here == null) {
                    continue;
                }
                for (Unit o : here) {
                    if (which.test(o)) {
                        if (r == null) {
                            r = reach(from, limit);
                        }
                        if (r.length(end(o)).isPresent()) {
                            return true;
                        }
                    }
                }
            }
        }
        return false;
    }

    /**
     * Every square a line from {@code from} may pass through within {@code limit} steps, searched once, so that many
     * possible other ends can be asked about.
     */
    public Reach reach(End from, int limit) {
        if (limit < 0) {
            throw new IllegalArgumentException("a line cannot be shorter than 0: " + limit);
        }
        return new Reach(from, limit);
    }

    /** The result of one bounded search from one end. */
    public final class Reach {
        private final End from;
        private final int limit;
        private final int width;
        private final int originCol;
        private final int originRow;
        private final int[] dist;
        private final int fromExits;
        private final Side side;

        private Reach(End from, int limit) {
            this.from = from;
            this.limit = limit;
            this.width = 2 * limit + 1;
            this.originCol = from.square().col() - limit;
            this.originRow = from.square().row() - limit;
            this.dist = new int[width * width];
            this.side = side(from.state());
            this.fromExits = limit == 0 ? 0 : exits(from);
            Arrays.fill(dist, -1);
            int[] queue = new int[width * width];
            int head = 0;
            int tail = 0;
            int centre = limit * width + limit;
            dist[centre] = 0;
            queue[tail++] = centre;
            while (head < tail) {
                int w = queue[head++];
                int d = dist[w];
                if (d + 1 >= limit) {
                    // a square at limit-1 can only be the last step's start, which length() judges with the end
                    continue;
                }
                int col = originCol + w % width;
                int row = originRow + w / width;
                for (Direction dir : DIRECTIONS) {
                    int nc = col + dir.dx();
                    int nr = row + dir.dy();
                    if (!StrategicSquare.onMap(nc, nr)) {
                        continue;
                    }
                    int nw = (nr - originRow) * width + nc - originCol;
                    if (dist[nw] >= 0) {
                        continue;
                    }
                    if (w == centre && (fromExits & bit(dir)) == 0) {
                        continue; // condition 5 at this end
                    }
                    if (!enterable(side, nc, nr) || cutDiagonally(side, col, row, dir)) {
                        continue;
                    }
                    dist[nw] = d + 1;
                    queue[tail++] = nw;
                }
            }
        }

        /** The length of the shortest line to {@code to} within the limit. */
        public OptionalInt length(End to) {
            StrategicSquare t = to.square();
            if (t.equals(from.square())) {
                return OptionalInt.of(0);
            }
            if (t.distanceTo(from.square()) > limit) {
                return OptionalInt.empty();
            }
            int best = Integer.MAX_VALUE;
            int toExits = -1;
            for (Direction back : DIRECTIONS) {
                int mc = t.col() + back.dx();
                int mr = t.row() + back.dy();
                int mcw = mc - originCol;
                int mrw = mr - originRow;
                if (mcw < 0 || mrw < 0 || mcw >= width || mrw >= width || !StrategicSquare.onMap(mc, mr)) {
                    continue;
                }
                int d = dist[mrw * width + mcw];
                if (d < 0 || d + 1 >= best) {
                    continue;
                }
                Direction step = back.opposite();
                if (d == 0 && (fromExits & bit(step)) == 0) {
                    continue;
                }
                if (cutDiagonally(side, mc, mr, step)) {
                    continue;
                }
                if (toExits < 0) {
                    toExits = exits(to);
                }
                if ((toExits & bit(back)) != 0) {
                    best = d + 1;
                }
            }
            return best == Integer.MAX_VALUE ? OptionalInt.empty() : OptionalInt.of(best);
        }

        public boolean reaches(End to) {
            return length(to).isPresent();
        }

        /**
         * A shortest line to {@code to} as the squares it steps into, {@code to} last (empty list: same square);
         * empty when there is none within the limit. Among equally short lines the straightest is taken: each step
         * back goes to the square nearest the start as the crow flies, ties in compass order (N, NE, ...), so the
         * same position always gives the same path. A shattered unit follows it towards its refuge (GITM 12.2).
         */
        public Optional<List<StrategicSquare>> path(End to) {
            OptionalInt length = length(to);
            if (length.isEmpty()) {
                return Optional.empty();
            }
            List<StrategicSquare> steps = new ArrayList<>();
            StrategicSquare t = to.square();
            if (length.getAsInt() == 0) {
                return Optional.of(steps);
            }
            steps.add(t);
            int toExits = exits(to);
            StrategicSquare cur = null;
            long best = Long.MAX_VALUE;
            for (Direction back : DIRECTIONS) {
                int mc = t.col() + back.dx();
                int mr = t.row() + back.dy();
                if (legalStep(mc, mr, back.opposite(), length.getAsInt() - 1) && (toExits & bit(back)) != 0
                        && crow(mc, mr) < best) {
                    cur = new StrategicSquare(mc, mr);
                    best = crow(mc, mr);
                }
            }
            for (int d = length.getAsInt() - 1; d > 0; d--) {
                steps.add(cur);
                StrategicSquare next = null;
                best = Long.MAX_VALUE;
                for (Direction back : DIRECTIONS) {
                    int pc = cur.col() + back.dx();
                    int pr = cur.row() + back.dy();
                    if (legalStep(pc, pr, back.opposite(), d - 1) && crow(pc, pr) < best) {
                        next = new StrategicSquare(pc, pr);
                        best = crow(pc, pr);
                    }
                }
                cur = next;
            }
            java.util.Collections.reverse(steps);
            return Optional.of(steps);
        }

        /** The squared straight-line distance from the line's start, to prefer straight lines. */
        private long crow(int col, int row) {
            long dc = col - from.square().col();
            long dr = row - from.square().row();
            return dc * dc + dr * dr;
        }

        /** Whether the search reached (col,row) at distance {@code d} and may step from there towards {@code dir}. */
        private boolean legalStep(int col, int row, Direction dir, int d) {
            int cw = col - originCol;
            int rw = row - originRow;
            if (cw < 0 || rw < 0 || cw >= width || rw >= width || !StrategicSquare.onMap(col, row)
                    || dist[rw * width + cw] != d) {
                return false;
            }
            if (d == 0 && (fromExits & bit(dir)) == 0) {
                return false;
            }
            return !cutDiagonally(side, col, row, dir);
        }
    }

    // ---------------------------------------------------------------- the five conditions

    /** Conditions 1, 2 and 4 for a square a path enters. */
    private boolean enterable(Side side, int col, int row) {
        int i = row * COLUMNS + col;
        if (side.hostile.get(i)) {
            return false;
        }
        if (side.screened.get(i) && !side.friendlyCombat.get(i)) {
            return false;
        }
        return isPassable(i, col, row);
    }

    /** Condition 3: a diagonal step from (col,row) between two squares both holding hostile units. */
    private static boolean cutDiagonally(Side side, int col, int row, Direction dir) {
        if (!dir.isDiagonal()) {
            return false;
        }
        int ac = col + dir.dx();
        int br = row + dir.dy();
        return StrategicSquare.onMap(ac, row) && StrategicSquare.onMap(col, br)
                && side.hostile.get(row * COLUMNS + ac) && side.hostile.get(br * COLUMNS + col);
    }

    private boolean isPassable(int i, int col, int row) {
        byte known = passable[i];
        if (known == 0) {
            // Guatemala's squares may not be entered (GITM 7.16), so no line runs through them either
            boolean open = board.square(new StrategicSquare(col, row))
                    .map(info -> info.terrain().isPassable() && !OpenGround.isGuatemala(info)).orElse(false);
            known = open ? (byte) 1 : (byte) 2;
            passable[i] = known;
        }
        return known == 1;
    }

    /**
     * Condition 5: the directions (as bits) in which a unit of the end's side standing on its tactical square could
     * march off the map, by the departure rules of GITM 7.8 and 7.9 that marches use ({@link DepartureRules}).
     */
    int exits(End end) {
        Unit[] here = unitsAt[index(end.square())];
        if (here == null) {
            return 0xFF;
        }
        Integer known = exitCache.get(end);
        if (known == null) {
            known = exitsAmong(end, here);
            exitCache.put(end, known);
        }
        return known;
    }

    private int exitsAmong(End end, Unit[] here) {
        // only the units that are active and not the end's allies can bar a departure (those that obstruct are among
        // them): filtered once per side and square, as a crowded square has many ends and few such units
        List<Unit> units = notAllied.computeIfAbsent(end.state(), k -> new HashMap<>())
                .computeIfAbsent(index(end.square()), k -> {
                    List<Unit> out = new ArrayList<>();
                    for (Unit o : here) {
                        if (o.isActive() && relation(end.state(), o.state()) != Relation.ALLIED) {
                            out.add(o);
                        }
                    }
                    return out;
                });
        if (units.isEmpty()) {
            return 0xFF;
        }
        int open = 0;
        for (Direction d : DIRECTIONS) {
            String block = DepartureRules.block(board, end.square(), end.tactical(), d, units,
                    o -> o.isActive() && o.type().isCombatUnit() && obstructs(end.state(), o),
                    o -> o.isActive() && relation(end.state(), o.state()) != Relation.ALLIED);
            if (block == null) {
                open |= bit(d);
            }
        }
        return open;
    }

    /** As {@link Board#obstructs}, for a side rather than a unit. */
    private boolean obstructs(String state, Unit other) {
        Relation r = relation(state, other.state());
        if (r == Relation.HOSTILE) {
            return true;
        }
        return r == Relation.NEUTRAL && board.square(other.location().strategic())
                .map(s -> s.nation() == other.nation()).orElse(false);
    }

    // ---------------------------------------------------------------- per-side squares

    /** The squares that matter to one side's lines, worked out once. */
    private static final class Side {
        final BitSet hostile = new BitSet(SQUARES);
        final BitSet screened = new BitSet(SQUARES);
        final BitSet friendlyCombat = new BitSet(SQUARES);
    }

    private Side side(String state) {
        Side side = sides.get(state);
        if (side != null) {
            return side;
        }
        side = new Side();
        List<Unit> cavalry = new ArrayList<>();
        // only the snapshot's rows and columns can hold units: a window's side is worked out over the window alone,
        // square by square in the same (index) order as over the whole map
        for (int row = firstRow; row <= lastRow; row++) {
            for (int i = row * COLUMNS + firstCol; i <= row * COLUMNS + lastCol; i++) {
                Unit[] here = unitsAt[i];
                if (here == null) {
                    continue;
                }
                for (Unit o : here) {
                    if (!o.isActive()) {
                        continue;
                    }
                    Relation r = relation(state, o.state());
                    if (r == Relation.HOSTILE) {
                        side.hostile.set(i);
                        if (o.type() == UnitType.LC || o.type() == UnitType.MC) {
                            cavalry.add(o);
                        }
                    } else if (r == Relation.ALLIED && o.type().isCombatUnit()) {
                        side.friendlyCombat.set(i);
                    }
                }
            }
        }
        for (Unit c : cavalry) {
            StrategicSquare s = c.location().strategic();
            if (side.friendlyCombat.get(index(s))) {
                continue; // held in check by friendly troops in its own square
            }
            for (StrategicSquare n : s.neighbours()) {
                side.screened.set(index(n));
            }
        }
        sides.put(state, side);
        return side;
    }

    private static int index(StrategicSquare s) {
        return s.row() * COLUMNS + s.col();
    }

    private static int bit(Direction d) {
        return 1 << d.ordinal();
    }
}
