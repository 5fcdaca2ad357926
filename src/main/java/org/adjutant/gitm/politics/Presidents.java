package org.adjutant.gitm.politics;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.state.Presidency;
import org.adjutant.ruleset.Recipient;

/**
 * Who is President of Mexico and who may vote for him (AMWOL 1.2; docs/rules/politics.md section 4). The presidency
 * is the Monarch's office of the state of the capital; the scenario's holder keeps it until the electors remove him,
 * and an elected President holds it as long as he leads the state he was elected from, so a moderator who gives that
 * state's leadership to another player gives the presidency with it.
 */
public final class Presidents {
    private Presidents() {
    }

    /**
     * The offices a role slot holds in this position: the ones it was seated with, less the presidency when the
     * scenario's holder has lost it, plus the presidency when the slot leads the state whose leader was elected.
     */
    public static SortedSet<String> effective(GitmState state, Collection<String> seated) {
        SortedSet<String> held = new TreeSet<>(seated);
        Presidency p = state.politics().presidency();
        if (!p.exists()) {
            return held;
        }
        if (p.tenure() != Presidency.Tenure.SEATED) {
            held.remove(p.office());
        }
        if (p.tenure() == Presidency.Tenure.ELECTED && seated.contains(GitmState.ministerOffice(p.elected()))) {
            held.add(p.office());
        }
        return held;
    }

    /** The same recipient with the offices he holds in this position. */
    public static Recipient effective(GitmState state, Recipient r) {
        SortedSet<String> offices = effective(state, r.offices());
        if (offices.equals(new TreeSet<>(r.offices()))) {
            return r;
        }
        return new Recipient(r.name(), r.email(), r.commands(), r.deputyFor(), offices, r.moderator());
    }

    /** The role slot of a state's leader, who votes for the President and may be elected: its War Minister's. */
    public static String leaderRole(GitmState state, String stateId) {
        return state.state(stateId).map(Polity::minister).orElse("");
    }

    /** The President in words for a report, e.g. "Mariano Paredes y Arrillaga" or "the leader of Jalisco (...)". */
    public static String holderWords(GitmState state, Presidency p) {
        return switch (p.tenure()) {
            case SEATED -> state.roleTitle(p.seat());
            case ELECTED -> leaderWords(state, p.elected());
            case VACANT -> "nobody";
        };
    }

    /**
     * A vacant presidency in words that say who fills it: "vacant until the leaders of NE, ... elect a President
     * (VOTE PRESIDENT <state>) or a moderator seats one (OFFICE MONARCH OF MEX TO <a regular state's leader>)".
     */
    public static String vacancyWords(Presidency p) {
        return "vacant until the leaders of " + list(p.electors()) + " elect a President (VOTE PRESIDENT <state>)"
                + " or a moderator seats one (OFFICE MONARCH OF " + p.state() + " TO <a regular state's leader>)";
    }

    /** "the leader of Jalisco and the Bajio, Valentin Gomez Farias". */
    static String leaderWords(GitmState state, String stateId) {
        String name = state.state(stateId).map(Polity::name).orElse(stateId);
        return "the leader of " + name + " (" + stateId + "), " + state.roleTitle(leaderRole(state, stateId));
    }

    /** The id of a state the player named by id or name, any case. */
    static Optional<String> stateNamed(GitmState state, String idOrName) {
        String wanted = idOrName.strip();
        return state.states().values().stream()
                .filter(p -> p.id().equalsIgnoreCase(wanted) || p.name().equalsIgnoreCase(wanted))
                .map(Polity::id).findFirst();
    }

    /**
     * Why the leader of {@code voter} may not cast this ballot, in the player's terms: the arrival check and the
     * count at the deadline ask the same question of the same position.
     */
    public static Optional<String> ballotProblem(GitmState state, String voter, OfficeOrder.Vote vote) {
        Presidency p = state.politics().presidency();
        if (!p.exists()) {
            return Optional.of("this game has no President to vote for (AMWOL 1.2; docs/rules/politics.md section 4)");
        }
        if (!p.electors().contains(voter)) {
            return Optional.of("the leader of " + voter + " has no vote for the President: the leaders of "
                    + list(p.electors()) + " elect and remove him (AMWOL 1.2)");
        }
        if (vote.removes()) {
            return p.isVacant() ? Optional.of("the presidency is vacant, so there is nobody to remove; vote for a"
                    + " leader with VOTE PRESIDENT <state> (AMWOL 1.2)") : Optional.empty();
        }
        Optional<String> candidate = stateNamed(state, vote.president());
        if (candidate.isEmpty()) {
            return Optional.of("there is no state " + vote.president() + " in this game");
        }
        if (!p.eligible().contains(candidate.get())) {
            return Optional.of("the President is the leader of a regular Mexican state, one of "
                    + list(p.eligible()) + "; " + candidate.get() + " is not one (AMWOL 1.2)");
        }
        if (!p.isVacant()) {
            return Optional.of("the office is held by " + holderWords(state, p) + ": a new President is chosen only"
                    + " after " + p.majority() + " of the " + p.electors().size() + " leaders have removed him with"
                    + " VOTE REMOVE (AMWOL 1.2)");
        }
        return Optional.empty();
    }

    /** The state a valid ballot names, as the count records it: a state id, or {@link Presidency#REMOVE}. */
    static String choice(GitmState state, OfficeOrder.Vote vote) {
        return vote.removes() ? Presidency.REMOVE : stateNamed(state, vote.president()).orElseThrow();
    }

    static String list(Collection<String> ids) {
        List<String> all = List.copyOf(ids);
        if (all.size() < 2) {
            return String.join("", all);
        }
        return String.join(", ", all.subList(0, all.size() - 1)) + " and " + all.get(all.size() - 1);
    }
}
