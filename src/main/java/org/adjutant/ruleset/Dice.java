package org.adjutant.ruleset;

import java.util.List;

/**
 * The engine's only source of chance (no {@code Random}, clock or hash-order anywhere else). Every roll carries a
 * label saying what it decides, so a moderator can read why a turn went the way it did, and tests can script rolls.
 */
public interface Dice {
    /** A whole number from 1 to {@code sides}, both included. */
    int roll(String label, int sides);

    /** A number in [0, 1). */
    double uniform(String label);

    /** Every roll made so far, in order. */
    List<Roll> rolls();

    record Roll(String label, int sides, double value) {
    }
}
