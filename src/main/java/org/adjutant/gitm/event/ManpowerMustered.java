package org.adjutant.gitm.event;

import org.adjutant.gitm.economy.Officers;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/**
 * A campaign's end filled a state's manpower pool (docs/rules/sow.md section 7): the men due back, the wounded and
 * prisoners returning, and the intake of its held own cities. Its officers learn of it.
 */
public record ManpowerMustered(Phase when, String state, int campaign, int due, int returning, int levels, int rate,
                               int intake, int pool) implements GitmEvent {
    @Override
    public Visibility visibility() {
        return Officers.of(state);
    }

    @Override
    public String kind() {
        return "manpower-mustered";
    }

    @Override
    public String describe() {
        return String.format("At the end of campaign %d, %s's manpower pool took %,d men back from disbanded units and"
                + " merges, %,d returning wounded and prisoners and %,d recruits from its own cities (%d levels at %d"
                + " a level): %,d men now (SoW 3; designed).", campaign, state, due, returning, intake, levels, rate,
                pool);
    }
}
