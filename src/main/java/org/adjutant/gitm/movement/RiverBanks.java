package org.adjutant.gitm.movement;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.map.tactical.TacticalMap;

/**
 * Rivers, mountain ranges and marshes in the way of a strategic move made in the presence of the enemy (GITM 7.9,
 * 7.14, GITM-MD cross.html).
 *
 * <p>A unit may march in a direction only if the ground it stands on (its bank of every river, its side of every
 * range; a ford or pass belongs to both) reaches the map edge that way: for a straight move, some square of that
 * edge; for a diagonal move, the corner (or, where the corner itself is river or rock, the nearest open squares to
 * it). After a straight move the unit must come in on the same bank: only the points of the far edge that its bank
 * reached lead on into the new map.
 */
public final class RiverBanks {
    private static final int LAST = TacticalSquare.SIZE - 1;
    /** A unit leaving a marsh under the enemy's eyes must stand within this many squares of the edge it leaves by. */
    public static final int MARSH_EDGE_BAND = 3;

    private RiverBanks() {
    }

    /** Whether the map has a river or a mountain range on it at all. */
    public static boolean hasRiverOrRange(TacticalMap map) {
        var census = map.census();
        return census.get(TacticalTerrain.RIVER) + census.get(TacticalTerrain.FORD) + census.get(TacticalTerrain.MOUNTAIN)
                + census.get(TacticalTerrain.PASS) > 0;
    }

    /** Whether a unit at {@code at} can leave the map towards {@code direction} without crossing a river or range. */
    public static boolean reachesEdge(TacticalMap map, TacticalSquare at, Direction direction) {
        return reachesEdge(map, new Banks(map), at, direction);
    }

    /** As {@link #reachesEdge(TacticalMap, TacticalSquare, Direction)}, with the banks of that same map. */
    static boolean reachesEdge(TacticalMap map, Banks banks, TacticalSquare at, Direction direction) {
        return banks.reachesEdge(at, direction);
    }

    /** The open squares a unit leaves by: the edge for a straight move, the squares nearest the corner otherwise. */
    static List<TacticalSquare> exits(TacticalMap map, Direction direction) {
        List<TacticalSquare> result = new ArrayList<>();
        if (!direction.isDiagonal()) {
            EntryZone edge = EntryZone.along(direction);
            for (int a = 0; a <= LAST; a++) {
                TacticalSquare t = edge.at(0, a);
                if (map.isPassable(t)) {
                    result.add(t);
                }
            }
            return result;
        }
        TacticalSquare corner = new TacticalSquare(direction.dx() > 0 ? LAST : 0, direction.dy() > 0 ? LAST : 0);
        for (int ring = 0; ring <= LAST && result.isEmpty(); ring++) {
            for (int c = 0; c <= LAST; c++) {
                for (int r = 0; r <= LAST; r++) {
                    TacticalSquare t = new TacticalSquare(c, r);
                    if (t.distanceTo(corner) == ring && map.isPassable(t)) {
                        result.add(t);
                    }
                }
            }
        }
        return result;
    }

    /**
     * The positions along the edge left by (columns for a north or south move, rows otherwise) where the unit's bank
     * meets that edge; the unit must come into the next map at one of these (GITM 7.14).
     */
    static Set<Integer> bankOnEdge(TacticalMap map, Banks banks, TacticalSquare at, Direction straight) {
        Set<Integer> result = new TreeSet<>();
        EntryZone edge = EntryZone.along(straight);
        for (TacticalSquare exit : exits(map, straight)) {
            if (banks.sameSide(at, exit)) {
                result.add(edge.along(exit));
            }
        }
        return result;
    }

    /**
     * Whether a square of the new map lies on the bank that continues one of {@code offsets} of the entry edge:
     * rivers and ranges join across map edges (GITM 2.3), so the same offsets carry the same banks.
     */
    static boolean onBank(TacticalMap map, Banks banks, TacticalSquare t, Direction entryEdge, Set<Integer> offsets) {
        EntryZone edge = EntryZone.along(entryEdge);
        for (int a : offsets) {
            TacticalSquare e = edge.at(0, a);
            if (map.isPassable(e) && banks.sameSide(t, e)) {
                return true;
            }
        }
        return false;
    }

    /** GITM-MD cross.html: in a marsh, a unit must be within 3 squares of the edge or corner it marches towards. */
    public static boolean atMarshEdge(TacticalSquare at, Direction direction) {
        boolean ok = true;
        if (direction.dy() < 0) {
            ok &= at.row() <= MARSH_EDGE_BAND;
        }
        if (direction.dy() > 0) {
            ok &= at.row() >= LAST - MARSH_EDGE_BAND;
        }
        if (direction.dx() > 0) {
            ok &= at.col() >= LAST - MARSH_EDGE_BAND;
        }
        if (direction.dx() < 0) {
            ok &= at.col() <= MARSH_EDGE_BAND;
        }
        return ok;
    }
}
