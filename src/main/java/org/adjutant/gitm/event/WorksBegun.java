package org.adjutant.gitm.event;

import org.adjutant.gitm.economy.Officers;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/**
 * Works begun on a city's fort in the Orders phase and paid for then (SoW 7; docs/rules/sow.md section 15). The
 * state's officers learn of it.
 */
public record WorksBegun(Phase when, String state, String role, String city, int target, int turns, boolean repair,
                         int crowns) implements GitmEvent {
    @Override
    public Visibility visibility() {
        return Officers.of(state);
    }

    @Override
    public String kind() {
        return "works-begun";
    }

    @Override
    public String describe() {
        return state + " began " + (repair ? "repairing the fort of " : "works on the fort of ") + city + " to level "
                + target + " for " + crowns + " Cr (ordered by " + role + "); done at the end of "
                + (turns == 1 ? "this turn" : "the " + ordinal(turns) + " turn from this one") + " (SoW 7).";
    }

    private static String ordinal(int n) {
        return switch (n) {
            case 2 -> "second";
            case 3 -> "third";
            case 4 -> "fourth";
            default -> "fifth";
        };
    }
}
