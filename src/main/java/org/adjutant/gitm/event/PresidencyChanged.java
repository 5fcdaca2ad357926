package org.adjutant.gitm.event;

import java.util.Objects;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/**
 * The President of Mexico was removed or a new one elected by the leaders' ballots (AMWOL 1.2; docs/rules/politics.md
 * section 4). Public: a change of government in the capital was in every newspaper, so the United States learns it
 * too; how each leader voted is told only to the Mexican states ({@link BallotsCounted}).
 *
 * @param state   the state he heads, e.g. MEX
 * @param elected whether he was elected (else removed)
 * @param who     the President elected or removed, in words
 */
public record PresidencyChanged(Phase when, String state, boolean elected, String who) implements GitmEvent {
    public PresidencyChanged {
        Objects.requireNonNull(state);
        Objects.requireNonNull(who);
    }

    @Override
    public String kind() {
        return elected ? "president-elected" : "president-removed";
    }

    @Override
    public String describe() {
        return elected
                ? "The leaders of the Mexican states have elected " + who + " President of Mexico; he now heads the"
                        + " state of " + state + " (AMWOL 1.2)."
                : "The leaders of the Mexican states have removed " + who + " from the presidency of Mexico; the"
                        + " office and the headship of " + state + " are vacant until they elect a successor"
                        + " (AMWOL 1.2).";
    }

    @Override
    public Visibility visibility() {
        return Visibility.everyone();
    }
}
