package org.adjutant.gitm.map;

/**
 * Where a river or mountain range crosses one side of a strategic square: the side ({@code N}, {@code E}, {@code S}
 * or {@code W}) and the tactical row (for E/W) or column (for N/S), 0-14. The neighbour across that side has the
 * matching crossing on its opposite side at the same offset, so features join across maps (GITM 2.3).
 */
public record Crossing(Direction side, int offset) {
    public Crossing {
        if (side.isDiagonal()) {
            throw new IllegalArgumentException("a crossing lies on a side, not a corner: " + side);
        }
        if (offset < 0 || offset >= TacticalSquare.SIZE) {
            throw new IllegalArgumentException("crossing offset out of 0-14: " + offset);
        }
    }

    /** The same crossing seen from the neighbouring square across the side. */
    public Crossing mirrored() {
        return new Crossing(side.opposite(), offset);
    }

    /** The tactical square on this side's edge where the feature enters. */
    public TacticalSquare edgeSquare() {
        int last = TacticalSquare.SIZE - 1;
        return switch (side) {
            case N -> new TacticalSquare(offset, 0);
            case S -> new TacticalSquare(offset, last);
            case W -> new TacticalSquare(0, offset);
            case E -> new TacticalSquare(last, offset);
            default -> throw new IllegalStateException();
        };
    }
}
