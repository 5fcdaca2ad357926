package org.adjutant.gitm.naval;

/**
 * The chance a ship moves in a naval movement phase, in percent (PATE-MD movechance): by her rig, the point of sail
 * and the phase, less 10 points for each point of hull damage and 20 for each point of rigging damage. The page's
 * figures run above 100; our reading (naval.md section 3.3): each full 100 points is one sure move through the chart,
 * and what is left over is the chance of one more. In the first phase there is also a chance her move ends there.
 *
 * <p>The page has two rows, frigates and "SOL/TR"; which row a type sails on is {@link ShipType#sail()} (a sloop of
 * war on the frigates', designed in naval.md section 3.3).
 */
public final class MoveChance {
    /** Points of the chance each point of hull damage costs (PATE-MD movechance). */
    public static final int PER_HULL = 10;
    /** Points of the chance each point of rigging damage costs (PATE-MD movechance). */
    public static final int PER_RIGGING = 20;

    private MoveChance() {
    }

    /** The undamaged chance to move in phase 1 or 2 on this point of sail. */
    public static int base(ShipType type, int phase, PointOfSail point) {
        boolean nimble = nimble(type);
        if (phase == 1) {
            return switch (point) {
                case UPWIND -> nimble ? 180 : 110;
                case ACROSS -> nimble ? 220 : 150;
                case DOWNWIND -> nimble ? 250 : 200;
            };
        }
        if (phase == 2) {
            return switch (point) {
                case UPWIND -> nimble ? 60 : 0;
                case ACROSS -> nimble ? 130 : 80;
                case DOWNWIND -> nimble ? 180 : 120;
            };
        }
        throw new IllegalArgumentException("a turn has two naval movement phases, not " + phase);
    }

    /** The chance, in percent, that a ship still under way ends her move in the first phase and sails no further. */
    public static int endsInFirstPhase(ShipType type, PointOfSail point) {
        boolean nimble = nimble(type);
        return switch (point) {
            case UPWIND -> nimble ? 50 : 100;
            case ACROSS -> nimble ? 0 : 20;
            case DOWNWIND -> 0;
        };
    }

    /** Her chance to move in the phase, damage counted; never below 0. */
    public static int of(Ship ship, int phase, PointOfSail point) {
        return Math.max(0, base(ship.type(), phase, point) - PER_HULL * ship.hull() - PER_RIGGING * ship.rigging());
    }

    private static boolean nimble(ShipType type) {
        return type.sail() == ShipType.SailClass.FRIGATE;
    }
}
