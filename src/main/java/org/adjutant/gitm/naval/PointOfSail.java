package org.adjutant.gitm.naval;

import org.adjutant.gitm.map.Direction;

/**
 * How a ship's heading lies to the wind (PATE-MD movechance): into it, across it, or with it. Designed (naval.md
 * section 3.2): on the eight headings of the chart, a heading within 45 degrees of the wind's eye is up the wind (a
 * square-rigger could not lie closer than about 67 degrees and had to beat), a heading at right angles is across it,
 * and one within 45 degrees of dead before the wind is down it (a broad reach was her best point of sail).
 */
public enum PointOfSail {
    UPWIND("up the wind"), ACROSS("across the wind"), DOWNWIND("down the wind");

    private final String words;

    PointOfSail(String words) {
        this.words = words;
    }

    /** The point of sail of {@code heading} in a wind blowing from {@code windFrom}. */
    public static PointOfSail of(Direction heading, Direction windFrom) {
        int steps = Math.floorMod(heading.ordinal() - windFrom.ordinal(), 8);
        int off = Math.min(steps, 8 - steps); // eighths of a circle between heading and the wind's eye, 0 to 4
        if (off <= 1) {
            return UPWIND;
        }
        return off == 2 ? ACROSS : DOWNWIND;
    }

    /** "up the wind", as a report writes it. */
    public String words() {
        return words;
    }
}
