package org.adjutant.gitm.event;

import java.util.List;
import org.adjutant.gitm.map.PlaceNames;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/**
 * So many of a side's men in a strategic square fled the phase's battles that the rest of the side there had to
 * test their morale (GITM 9.12, as this project designs it: docs/rules/gitm-9-combat.md, section 14).
 *
 * @param states     the states of the side, in order
 * @param menFled    men, at the phase's start, of the side's units that retreated, routed or shattered
 * @param menPresent men, at the phase's start, of all the side's active combat units in the square
 */
public record GeneralRetreat(Phase when, StrategicSquare square, List<String> states, int menFled, int menPresent,
                             Visibility visibility) implements GitmEvent {
    public GeneralRetreat {
        states = List.copyOf(states);
    }

    @Override
    public String kind() {
        return "general-retreat";
    }

    @Override
    public String describe() {
        return describe(PlaceNames.GRID);
    }

    @Override
    public String describe(PlaceNames places) {
        return "General retreat " + places.in(square) + ": " + menFled + " of " + Count.men(menPresent) + " of "
                + String.join(", ", states) + " had fled; every other unit there tests its morale.";
    }
}
