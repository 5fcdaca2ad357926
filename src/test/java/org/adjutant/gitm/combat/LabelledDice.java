package org.adjutant.gitm.combat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.adjutant.ruleset.Dice;

/**
 * Dice for combat tests that pin the rolls a test is about by a part of their label (each label part a queue of values,
 * used in order, the last one repeated), and answer every other roll plainly: a die shows 1, a uniform draw 0.5 (so the
 * noise of the casualties is exactly 1 and a stochastic rounding rounds a half down). Every roll is kept with its
 * label, so a test can also check which branches were drawn.
 */
public final class LabelledDice implements Dice {
    private final Map<String, Deque<Double>> fixed = new LinkedHashMap<>();
    private final List<Roll> rolls = new ArrayList<>();

    public LabelledDice fix(String labelPart, double... values) {
        Deque<Double> q = new ArrayDeque<>();
        for (double v : values) {
            q.add(v);
        }
        fixed.put(labelPart, q);
        return this;
    }

    private double take(String label, double otherwise) {
        for (var e : fixed.entrySet()) {
            if (label.contains(e.getKey())) {
                Deque<Double> q = e.getValue();
                return q.size() > 1 ? q.poll() : q.peek();
            }
        }
        return otherwise;
    }

    @Override
    public int roll(String label, int sides) {
        int v = (int) take(label, 1);
        if (v < 1 || v > sides) {
            throw new IllegalStateException("roll " + v + " for '" + label + "' is not on a d" + sides);
        }
        rolls.add(new Roll(label, sides, v));
        return v;
    }

    @Override
    public double uniform(String label) {
        double v = take(label, 0.5);
        rolls.add(new Roll(label, 0, v));
        return v;
    }

    @Override
    public List<Roll> rolls() {
        return Collections.unmodifiableList(rolls);
    }

    public List<String> labels() {
        return rolls.stream().map(Roll::label).toList();
    }
}
