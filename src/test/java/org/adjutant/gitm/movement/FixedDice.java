package org.adjutant.gitm.movement;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.adjutant.ruleset.Dice;

/**
 * Dice for tests that fix the rolls whose label contains a given text and answer every other roll from a plain
 * counter (so units act in id order: the first asked goes first).
 */
public final class FixedDice implements Dice {
    private final Map<String, Integer> fixed = new LinkedHashMap<>();
    private final List<Roll> rolls = new ArrayList<>();
    private int counter;

    public FixedDice fix(String labelPart, int value) {
        fixed.put(labelPart, value);
        return this;
    }

    @Override
    public int roll(String label, int sides) {
        for (var e : fixed.entrySet()) {
            if (label.contains(e.getKey())) {
                rolls.add(new Roll(label, sides, e.getValue()));
                return e.getValue();
            }
        }
        rolls.add(new Roll(label, sides, 1));
        return 1;
    }

    @Override
    public double uniform(String label) {
        double v = (counter++ % 1000) / 1000.0;
        rolls.add(new Roll(label, 0, v));
        return v;
    }

    @Override
    public List<Roll> rolls() {
        return Collections.unmodifiableList(rolls);
    }
}
