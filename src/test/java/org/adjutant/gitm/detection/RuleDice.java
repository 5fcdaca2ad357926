package org.adjutant.gitm.detection;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.ToIntBiFunction;
import org.adjutant.ruleset.Dice;

/**
 * Test dice that answer each roll from its label, so a test states the outcome of a kind of roll ("no counting
 * error", "the report is exact") without knowing how many other rolls come before it.
 */
final class RuleDice implements Dice {
    private final ToIntBiFunction<String, Integer> answer;
    private final List<Roll> rolls = new ArrayList<>();

    RuleDice(ToIntBiFunction<String, Integer> answer) {
        this.answer = answer;
    }

    /** No error anywhere: counts exact, nothing overlooked or rumoured; 4.7 reports exact and always sent. */
    static RuleDice truthful() {
        return new RuleDice((label, sides) -> {
            if (label.startsWith("GITM 4.1 count")) {
                return (sides + 1) / 2;
            }
            if (label.startsWith("GITM 4.7 word") || label.startsWith("GITM 4.7 accuracy")) {
                return 1;
            }
            return sides;
        });
    }

    static DiceSource truthfulSource() {
        return purpose -> truthful();
    }

    @Override
    public int roll(String label, int sides) {
        int value = answer.applyAsInt(label, sides);
        if (value < 1 || value > sides) {
            throw new IllegalStateException("roll " + value + " for '" + label + "' is not on a d" + sides);
        }
        rolls.add(new Roll(label, sides, value));
        return value;
    }

    @Override
    public double uniform(String label) {
        throw new IllegalStateException("detection rolls dice, it never asks for a uniform: " + label);
    }

    @Override
    public List<Roll> rolls() {
        return Collections.unmodifiableList(rolls);
    }
}
