package org.adjutant.gitm.map;

import java.util.Locale;
import java.util.Optional;

/** The eight compass directions of both maps (GITM 4.2, 7.8). Rows grow southward, columns eastward. */
public enum Direction {
    N(0, -1), NE(1, -1), E(1, 0), SE(1, 1), S(0, 1), SW(-1, 1), W(-1, 0), NW(-1, -1);

    private final int dx;
    private final int dy;

    Direction(int dx, int dy) {
        this.dx = dx;
        this.dy = dy;
    }

    public int dx() {
        return dx;
    }

    public int dy() {
        return dy;
    }

    public boolean isDiagonal() {
        return dx != 0 && dy != 0;
    }

    public Direction opposite() {
        return values()[(ordinal() + 4) % 8];
    }

    /** The next direction clockwise, 45 degrees on. */
    public Direction clockwise() {
        return values()[(ordinal() + 1) % 8];
    }

    public Direction counterClockwise() {
        return values()[(ordinal() + 7) % 8];
    }

    /** The direction of a one-square step, if (dx, dy) is one. */
    public static Optional<Direction> of(int dx, int dy) {
        for (Direction d : values()) {
            if (d.dx == dx && d.dy == dy) {
                return Optional.of(d);
            }
        }
        return Optional.empty();
    }

    /** Accepts N, ne, "north", "North-East", "south west" and the like. */
    public static Optional<Direction> parse(String text) {
        String t = text.trim().toUpperCase(Locale.ROOT).replaceAll("[\\s_-]", "");
        t = t.replace("NORTH", "N").replace("SOUTH", "S").replace("EAST", "E").replace("WEST", "W");
        for (Direction d : values()) {
            if (d.name().equals(t)) {
                return Optional.of(d);
            }
        }
        return Optional.empty();
    }

    /** "north", "north-east", ... as a report says it. */
    public String words() {
        return switch (this) {
            case N -> "north";
            case NE -> "north-east";
            case E -> "east";
            case SE -> "south-east";
            case S -> "south";
            case SW -> "south-west";
            case W -> "west";
            case NW -> "north-west";
        };
    }
}
