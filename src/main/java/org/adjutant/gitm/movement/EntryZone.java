package org.adjutant.gitm.movement;

import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.TacticalSquare;

/**
 * A band of the tactical map a marching unit may be placed in (GITM 7.14): the first four rows or columns along the
 * edge it comes in by, or, after a diagonal move, half of such a band (GITM-MD entry.html: a unit moving north-east
 * enters in columns 0-3 south of row 7 or in rows 11-14 west of column 7).
 *
 * @param edge      the side of the map the unit comes in by
 * @param halfFrom  first square along the edge that belongs to the zone
 * @param halfTo    last square along the edge that belongs to the zone
 */
public record EntryZone(Direction edge, int halfFrom, int halfTo) {
    /** How many rows or columns deep the zone reaches. */
    public static final int DEPTH = 4;
    private static final int LAST = TacticalSquare.SIZE - 1;

    public EntryZone {
        if (edge.isDiagonal()) {
            throw new IllegalArgumentException("units enter by a side of the map, not a corner: " + edge);
        }
    }

    /** The whole band along one edge. */
    public static EntryZone along(Direction edge) {
        return new EntryZone(edge, 0, LAST);
    }

    /** Whether this zone lies along the east or west edge (the rule's tie-break prefers those). */
    public boolean isEastOrWest() {
        return edge == Direction.E || edge == Direction.W;
    }

    /** How far in from the edge a square is: 0 on the edge itself. */
    public int depth(TacticalSquare t) {
        return switch (edge) {
            case N -> t.row();
            case S -> LAST - t.row();
            case W -> t.col();
            case E -> LAST - t.col();
            default -> throw new IllegalStateException();
        };
    }

    /** Where a square lies along the edge: its column for a north or south edge, its row otherwise. */
    public int along(TacticalSquare t) {
        return edge == Direction.N || edge == Direction.S ? t.col() : t.row();
    }

    /** The square at a depth and a position along the edge. */
    public TacticalSquare at(int depth, int along) {
        return switch (edge) {
            case N -> new TacticalSquare(along, depth);
            case S -> new TacticalSquare(along, LAST - depth);
            case W -> new TacticalSquare(depth, along);
            case E -> new TacticalSquare(LAST - depth, along);
            default -> throw new IllegalStateException();
        };
    }

    public boolean contains(TacticalSquare t) {
        int a = along(t);
        return depth(t) < DEPTH && a >= halfFrom && a <= halfTo;
    }

    /** The square of the zone nearest to {@code wanted}. */
    public TacticalSquare nearestTo(TacticalSquare wanted) {
        int d = Math.min(depth(wanted), DEPTH - 1);
        int a = Math.max(halfFrom, Math.min(halfTo, along(wanted)));
        return at(d, a);
    }

    /**
     * The zones a unit moving in {@code moving} may enter by. A straight move has one; a diagonal move has two, the
     * east or west one first.
     */
    public static java.util.List<EntryZone> forMove(Direction moving) {
        if (!moving.isDiagonal()) {
            return java.util.List.of(along(moving.opposite()));
        }
        // Coming from the south-west (moving north-east): the west edge south of row 7, or the south edge west of
        // column 7; and so on round the compass.
        Direction fromEastWest = moving.dx() > 0 ? Direction.W : Direction.E;
        Direction fromNorthSouth = moving.dy() < 0 ? Direction.S : Direction.N;
        int mid = TacticalSquare.SIZE / 2;
        EntryZone eastWest = moving.dy() < 0 ? new EntryZone(fromEastWest, mid + 1, LAST)
                : new EntryZone(fromEastWest, 0, mid - 1);
        EntryZone northSouth = moving.dx() > 0 ? new EntryZone(fromNorthSouth, 0, mid - 1)
                : new EntryZone(fromNorthSouth, mid + 1, LAST);
        return java.util.List.of(eastWest, northSouth);
    }
}
