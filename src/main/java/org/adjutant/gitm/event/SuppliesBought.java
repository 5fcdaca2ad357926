package org.adjutant.gitm.event;

import org.adjutant.gitm.economy.Officers;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/**
 * Supplies bought in a city's market in the Orders phase and paid for then (SoW 6; docs/rules/sow.md section 14); they
 * reach the city's store at the end of the turn. The buying state's officers learn of it.
 */
public record SuppliesBought(Phase when, String state, String role, String city, int amount, int crowns)
        implements GitmEvent {
    @Override
    public Visibility visibility() {
        return Officers.of(state);
    }

    @Override
    public String kind() {
        return "supplies-bought";
    }

    @Override
    public String describe() {
        return state + " bought " + Count.supplies(amount) + " at " + city + " for " + crowns + " Cr (ordered by "
                + role + "); they reach the city's store at the end of the turn (SoW 6).";
    }
}
