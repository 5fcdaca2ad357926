package org.adjutant.gitm.supply;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.adjutant.ruleset.Dice;

/**
 * Dice for supply tests: rolls and draws whose label contains a given text answer the value fixed for it; any other
 * roll shows 1 and any other draw 0.5. Every roll is kept, so a test can check which were (not) made.
 */
final class ScriptedDice implements Dice {
    private final Map<String, Double> fixed = new LinkedHashMap<>();
    private final List<Roll> rolls = new ArrayList<>();

    ScriptedDice fix(String labelPart, double value) {
        fixed.put(labelPart, value);
        return this;
    }

    private double take(String label, double otherwise) {
        for (var e : fixed.entrySet()) {
            if (label.contains(e.getKey())) {
                return e.getValue();
            }
        }
        return otherwise;
    }

    @Override
    public int roll(String label, int sides) {
        int v = (int) take(label, 1);
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

    List<String> labels() {
        return rolls.stream().map(Roll::label).toList();
    }
}
