package org.adjutant.gitm.combat;

/**
 * Where a unit's men stand in the battle lines (GITM 9.4), as shares of the unit that add up to 1: the front, the
 * second line, the rear within its room ({@code rearIn}), and the rear beyond its room ({@code rearOut}: no strength,
 * still hit in the melee). Every part of the unit, its battery included, is split in the same shares.
 */
public record Allocation(double front, double second, double rearIn, double rearOut) {
    public static final Allocation NONE = new Allocation(0, 0, 0, 0);

    /** The share in the first two lines: what the fire hits (GITM 9.7) and what fights the melee at full strength. */
    public double lines() {
        return front + second;
    }

    public double rear() {
        return rearIn + rearOut;
    }
}
