package org.adjutant.ruleset;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;

/** Dice that return the values a test lists, in order, and fail loudly when a roll was not foreseen. */
public final class ScriptedDice implements Dice {
    private final Deque<Double> script;
    private final List<Roll> rolls = new ArrayList<>();

    public ScriptedDice(double... values) {
        script = new ArrayDeque<>();
        for (double v : values) {
            script.add(v);
        }
    }

    @Override
    public int roll(String label, int sides) {
        int value = (int) take(label);
        if (value < 1 || value > sides) {
            throw new IllegalStateException("scripted roll " + value + " for '" + label + "' is not on a d" + sides);
        }
        rolls.add(new Roll(label, sides, value));
        return value;
    }

    @Override
    public double uniform(String label) {
        double value = take(label);
        rolls.add(new Roll(label, 0, value));
        return value;
    }

    @Override
    public List<Roll> rolls() {
        return Collections.unmodifiableList(rolls);
    }

    private double take(String label) {
        Double value = script.poll();
        if (value == null) {
            throw new IllegalStateException("no scripted roll left for '" + label + "'");
        }
        return value;
    }
}
