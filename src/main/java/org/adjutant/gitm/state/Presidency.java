package org.adjutant.gitm.state;

import java.util.Collections;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * How a nation chooses the leader of one of its states by the votes of the others' leaders (AMWOL 1.2: the President of
 * Mexico leads the state of Mexico and is chosen, and removed, by three of the five voting leaders of the regular
 * Mexican states; docs/rules/politics.md section 3). The President himself is whoever holds {@code leader:<state>}.
 *
 * @param state    the state the President leads ({@code MEX})
 * @param electors the states whose leaders vote
 * @param eligible the states whose leader may be chosen (the voters and the voteless regular states)
 * @param needed   the votes that elect or remove (3)
 */
public record Presidency(String state, SortedSet<String> electors, SortedSet<String> eligible, int needed) {
    public Presidency {
        if (state == null || state.isBlank()) {
            throw new IllegalArgumentException("a presidency leads a state");
        }
        electors = Collections.unmodifiableSortedSet(new TreeSet<>(electors));
        eligible = Collections.unmodifiableSortedSet(new TreeSet<>(eligible));
        if (electors.contains(state) || eligible.contains(state)) {
            throw new IllegalArgumentException("the state of " + state + " neither votes for its President nor gives"
                    + " one: he is the leader of another state");
        }
        if (needed < 1 || needed > electors.size()) {
            throw new IllegalArgumentException("a presidency needs 1 to " + electors.size() + " votes, not " + needed);
        }
    }

    /** The office id of the President: the leader of the state he leads. */
    public String office() {
        return Politics.office(Politics.LEADER, state);
    }
}
