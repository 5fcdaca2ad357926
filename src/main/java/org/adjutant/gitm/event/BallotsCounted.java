package org.adjutant.gitm.event;

import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/**
 * The count of the leaders' standing ballots for the President of Mexico after a turn in which some were cast (AMWOL
 * 1.2; docs/rules/politics.md section 4). Told to the officers of every Mexican state, who elect him and whom he
 * governs; the United States learns only the outcome ({@link PresidencyChanged}).
 *
 * @param ballots  each elector's ballot as counted: a state id or REMOVE; electors without one are left out
 * @param electors how many leaders vote
 * @param majority how many ballots elect or remove
 * @param outcome  what the count decided, in words: "no change", "removed", "elected the leader of JAL"
 */
public record BallotsCounted(Phase when, SortedMap<String, String> ballots, int electors, int majority,
                             String outcome, Visibility visibility) implements GitmEvent {
    public BallotsCounted {
        ballots = java.util.Collections.unmodifiableSortedMap(new TreeMap<>(ballots));
    }

    @Override
    public String kind() {
        return "ballots-counted";
    }

    @Override
    public String describe() {
        String cast = ballots.isEmpty() ? "none"
                : ballots.entrySet().stream().map(BallotsCounted::words).collect(Collectors.joining(", "));
        return "Ballots for the President of Mexico (" + majority + " of the " + electors + " leaders decide): "
                + cast + "; " + outcome + " (AMWOL 1.2).";
    }

    /** One ballot in words: "NE for JAL", "CHI to remove the President". */
    private static String words(Map.Entry<String, String> b) {
        return b.getKey() + (b.getValue().equals("REMOVE") ? " to remove the President" : " for " + b.getValue());
    }
}
