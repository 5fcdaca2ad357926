package org.adjutant.gitm.state;

import java.util.Collections;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The President of Mexico (AMWOL 1.2; docs/rules/politics.md section 4): the head of the state of the capital, chosen
 * and removed by the leaders of the regular Mexican states. His office is that state's Monarch's ({@code monarch:MEX}).
 * A state's leader is its War Minister (designed: the only office every Mexican state of the scenario has).
 *
 * @param state    the state he heads, whose Monarch's office is the presidency; empty when the game has no President
 * @param electors the states whose leaders vote
 * @param eligible the states whose leader may be elected: the electors and any regular state without a vote
 * @param majority the ballots that elect or remove him
 * @param seat     the role slot the scenario seated in the office (its state's {@code monarch}), or empty
 * @param tenure   who holds the office now
 * @param elected  the state whose leader was elected, while {@code tenure} is {@link Tenure#ELECTED}; else empty
 * @param ballots  each elector's standing ballot: the id of a state whose leader he votes for, or {@link #REMOVE}
 */
public record Presidency(String state, SortedSet<String> electors, SortedSet<String> eligible, int majority,
                         String seat, Tenure tenure, String elected, SortedMap<String, String> ballots) {
    /** The ballot that votes to remove the sitting President. */
    public static final String REMOVE = "REMOVE";

    /** A game without a President (every scenario that names none). */
    public static final Presidency NONE = new Presidency("", Set.of(), Set.of(), 0, "", Tenure.VACANT, "",
            Map.of());

    /** Who holds the presidency. */
    public enum Tenure {
        /** The holder of the state's Monarch's office that the scenario seated (Paredes in 1846). */
        SEATED,
        /** The leader of the state {@link #elected()}, chosen by the electors. */
        ELECTED,
        /** Nobody: removed, or never seated, and no successor elected yet. */
        VACANT
    }

    public Presidency(String state, Set<String> electors, Set<String> eligible, int majority, String seat,
                      Tenure tenure, String elected, Map<String, String> ballots) {
        this(state, new TreeSet<>(electors), new TreeSet<>(eligible), majority, seat, tenure, elected,
                new TreeMap<>(ballots));
    }

    public Presidency {
        state = state == null ? "" : state;
        electors = Collections.unmodifiableSortedSet(new TreeSet<>(electors));
        SortedSet<String> all = new TreeSet<>(eligible);
        all.addAll(electors);
        eligible = Collections.unmodifiableSortedSet(all);
        ballots = Collections.unmodifiableSortedMap(new TreeMap<>(ballots));
        elected = elected == null ? "" : elected;
        seat = seat == null ? "" : seat;
        if (tenure == Tenure.SEATED && seat.isEmpty()) {
            throw new IllegalArgumentException("a seated President needs the role slot he was seated in");
        }
        if (tenure == null) {
            throw new IllegalArgumentException("a presidency needs a tenure");
        }
        if (!state.isEmpty()) {
            if (majority < 1 || majority > electors.size()) {
                throw new IllegalArgumentException("the President of " + state + " needs between 1 and "
                        + electors.size() + " ballots, not " + majority);
            }
            if (eligible.contains(state)) {
                throw new IllegalArgumentException("the leader of " + state + " is chosen, he does not choose");
            }
        }
        if ((tenure == Tenure.ELECTED) != !elected.isEmpty()) {
            throw new IllegalArgumentException("an elected President leads a state, and only he does: " + elected);
        }
        if (!elected.isEmpty() && !eligible.contains(elected)) {
            throw new IllegalArgumentException(elected + " is not a state whose leader may be President");
        }
        for (var b : ballots.entrySet()) {
            if (!electors.contains(b.getKey())) {
                throw new IllegalArgumentException(b.getKey() + " has no vote for the President");
            }
            if (!b.getValue().equals(REMOVE) && !eligible.contains(b.getValue())) {
                throw new IllegalArgumentException(b.getKey() + " votes for " + b.getValue()
                        + ", whose leader may not be President");
            }
        }
    }

    /** Whether the game has a President at all. */
    public boolean exists() {
        return !state.isEmpty();
    }

    /** The office id of the presidency, e.g. {@code monarch:MEX}. */
    public String office() {
        return "monarch:" + state;
    }

    public boolean isVacant() {
        return tenure == Tenure.VACANT;
    }

    /** The ballots now cast for {@code choice} (a state id or {@link #REMOVE}). */
    public int count(String choice) {
        return (int) ballots.values().stream().filter(choice::equals).count();
    }

    /** These ballots with the elector's replaced. */
    public Presidency withBallot(String elector, String choice) {
        SortedMap<String, String> next = new TreeMap<>(ballots);
        next.put(elector, choice);
        return new Presidency(state, electors, eligible, majority, seat, tenure, elected, next);
    }

    /** The leader of {@code leads} in office; the ballots that chose him are spent. */
    public Presidency elect(String leads) {
        return new Presidency(state, electors, eligible, majority, seat, Tenure.ELECTED, leads, new TreeMap<>());
    }

    /** The scenario's holder back in office by a moderator's word; the standing ballots are spent. */
    public Presidency reseat() {
        return new Presidency(state, electors, eligible, majority, seat, Tenure.SEATED, "", new TreeMap<>());
    }

    /** Nobody in office; the ballots that removed him are spent. */
    public Presidency vacate() {
        return new Presidency(state, electors, eligible, majority, seat, Tenure.VACANT, "", new TreeMap<>());
    }
}
