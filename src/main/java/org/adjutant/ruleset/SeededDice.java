package org.adjutant.ruleset;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Dice derived from the game's seed and the turn number with SplitMix64, a generator whose every step is written
 * here, so the same game, turn and orders give the same rolls on any JVM, forever.
 */
public final class SeededDice implements Dice {
    private long state;
    private final List<Roll> rolls = new ArrayList<>();

    private SeededDice(long state) {
        this.state = state;
    }

    /** The dice of one turn of one game. */
    public static SeededDice forTurn(long gameSeed, int turn) {
        return new SeededDice(mix(gameSeed ^ mix(0x9E3779B97F4A7C15L * (turn + 1L))));
    }

    /** Independent dice for one purpose within a turn, so adding rolls elsewhere never shifts these. */
    public SeededDice purpose(String purpose) {
        return new SeededDice(mix(state ^ fnv1a(purpose)));
    }

    @Override
    public int roll(String label, int sides) {
        if (sides < 1) {
            throw new IllegalArgumentException("a die needs at least one side: " + sides);
        }
        int value = 1 + (int) Math.floorMod(next() >>> 1, (long) sides);
        rolls.add(new Roll(label, sides, value));
        return value;
    }

    @Override
    public double uniform(String label) {
        double value = (next() >>> 11) * 0x1.0p-53;
        rolls.add(new Roll(label, 0, value));
        return value;
    }

    @Override
    public List<Roll> rolls() {
        return Collections.unmodifiableList(rolls);
    }

    private long next() {
        state += 0x9E3779B97F4A7C15L;
        return mix(state);
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    private static long fnv1a(String text) {
        long hash = 0xcbf29ce484222325L;
        for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
            hash ^= (b & 0xff);
            hash *= 0x100000001b3L;
        }
        return hash;
    }
}
