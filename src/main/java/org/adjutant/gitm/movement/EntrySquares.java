package org.adjutant.gitm.movement;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiPredicate;
import java.util.function.Predicate;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.TacticalSquare;

/**
 * Where a unit that marched strategically is placed on its new tactical map (GITM 7.14, GITM-MD entry.html).
 *
 * <p>The wanted square (the ENTRY order, or the tactical square the unit stood on) is brought into the entry zone by
 * the shortest shift. After a diagonal move there are two zones; the nearer wins and a tie goes to the east or west
 * edge. If that square may not be entered (see {@link #choose}), the unit tries the squares one and then two closer to
 * the edge, then slides along the row (or column) it reached, nearest first, then along each row nearer the edge;
 * the two corner squares of the edge row itself are not used by this search. Among equally near squares the one
 * further east (for a north or south edge) or further south (for an east or west edge) is taken: the rule book breaks
 * its own tie that way round for diagonal moves, and this project keeps to one habit. If the first zone has no legal
 * square, a diagonal mover tries its other zone the same way; if none is found the move cannot be made this phase.
 */
public final class EntrySquares {
    private EntrySquares() {
    }

    /**
     * @param moving the direction of the strategic move
     * @param wanted the requested entry square
     * @param legal  whether a square may be entered: passable, no enemy on it or between it and the edge, room in
     *               the stack, right bank of a river
     */
    public static Optional<TacticalSquare> choose(Direction moving, TacticalSquare wanted,
                                                  Predicate<TacticalSquare> legal) {
        return choose(moving, wanted, (zone, t) -> legal.test(t));
    }

    /** As {@link #choose(Direction, TacticalSquare, Predicate)}, for legality that depends on the edge entered by. */
    public static Optional<TacticalSquare> choose(Direction moving, TacticalSquare wanted,
                                                  BiPredicate<EntryZone, TacticalSquare> legal) {
        List<EntryZone> zones = new ArrayList<>(EntryZone.forMove(moving));
        if (zones.size() == 2 && distance(zones.get(1).nearestTo(wanted), wanted)
                < distance(zones.get(0).nearestTo(wanted), wanted)) {
            zones = List.of(zones.get(1), zones.get(0));
        }
        for (EntryZone zone : zones) {
            Optional<TacticalSquare> found = searchZone(zone, wanted, legal);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    /** The square of the zone the unit would take if nothing stood in its way. */
    public static TacticalSquare unopposed(Direction moving, TacticalSquare wanted) {
        return choose(moving, wanted, (zone, t) -> true).orElseThrow();
    }

    private static Optional<TacticalSquare> searchZone(EntryZone zone, TacticalSquare wanted,
                                                       BiPredicate<EntryZone, TacticalSquare> legal) {
        TacticalSquare first = zone.nearestTo(wanted);
        int depth = zone.depth(first);
        int along = zone.along(first);
        int lastDepthTried = depth;
        for (int back = 0; back <= 2 && depth - back >= 0; back++) {
            TacticalSquare t = zone.at(depth - back, along);
            lastDepthTried = depth - back;
            if (legal.test(zone, t)) {
                return Optional.of(t);
            }
        }
        for (int d = lastDepthTried; d >= 0; d--) {
            Optional<TacticalSquare> slid = slide(zone, d, along, legal);
            if (slid.isPresent()) {
                return slid;
            }
        }
        return Optional.empty();
    }

    /** Nearest legal square of one row (or column) of the zone, further east or south first on a tie. */
    private static Optional<TacticalSquare> slide(EntryZone zone, int depth, int from,
                                                  BiPredicate<EntryZone, TacticalSquare> legal) {
        int last = TacticalSquare.SIZE - 1;
        for (int shift = 0; shift <= last; shift++) {
            for (int a : shift == 0 ? new int[] {from} : new int[] {from + shift, from - shift}) {
                if (a < zone.halfFrom() || a > zone.halfTo()) {
                    continue;
                }
                if (depth == 0 && (a == 0 || a == last)) {
                    continue; // the corners of the edge row also lie on the neighbouring edge
                }
                TacticalSquare t = zone.at(depth, a);
                if (legal.test(zone, t)) {
                    return Optional.of(t);
                }
            }
        }
        return Optional.empty();
    }

    private static int distance(TacticalSquare a, TacticalSquare b) {
        int dc = a.col() - b.col();
        int dr = a.row() - b.row();
        return dc * dc + dr * dr;
    }

    /** The squares between {@code t} and the edge a unit entered by, {@code t} excluded. */
    public static List<TacticalSquare> between(Direction edge, TacticalSquare t) {
        EntryZone zone = EntryZone.along(edge);
        List<TacticalSquare> result = new ArrayList<>();
        for (int d = zone.depth(t) - 1; d >= 0; d--) {
            result.add(zone.at(d, zone.along(t)));
        }
        return result;
    }
}
