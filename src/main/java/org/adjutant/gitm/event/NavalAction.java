package org.adjutant.gitm.event;

import java.util.List;
import java.util.Objects;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/**
 * A fight at sea or between ships and a port's guns (PATE-MD combat; docs/rules/naval.md section 15), as one side's
 * officers saw it: their own ships by id and name, the enemy's only by their rates ("two frigates"), since a captain
 * reads a flag and a rate across the water, not a name. Each side has its own account; nobody else reads either.
 *
 * @param place   where it was fought, in words
 * @param side    the states of the side whose account this is
 * @param account the account, sentence by sentence
 */
public record NavalAction(Phase when, String place, List<String> side, List<String> account, Visibility visibility)
        implements GitmEvent {
    public NavalAction {
        Objects.requireNonNull(place);
        side = List.copyOf(side);
        account = List.copyOf(account);
    }

    @Override
    public String kind() {
        return "naval-action";
    }

    @Override
    public String describe() {
        return "Action in " + place + " (the account of " + String.join(", ", side) + "): "
                + String.join(" ", account);
    }
}
