package org.adjutant.gitm.politics;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Presidency;
import org.adjutant.ruleset.PositionOffice;

/**
 * A moderator seats the President of Mexico or leaves the office vacant (docs/rules/politics.md section 4, "A
 * moderator's word"; docs/moderators.md "OFFICE"). The presidency lives in the position, moved by the leaders' ballots
 * (AMWOL 1.2), so a moderator's {@code OFFICE MONARCH OF MEX} changes the position the way a count would: he may seat
 * the leader of a regular Mexican state (as if elected), put the scenario's holder back, or leave the office vacant.
 * Designed: the standing ballots are spent, as after a count, since they were cast about the government he replaced.
 */
public final class PresidencySeating {
    static final String TITLE = "the President of Mexico";

    private PresidencySeating() {
    }

    /** Empty when {@code office} is not the presidency; else the change, or an exception with the reason. */
    public static Optional<PositionOffice> seat(GitmState state, String office, Map<String, Set<String>> seats,
                                                Optional<String> to) {
        Presidency p = state.politics().presidency();
        if (!p.exists() || !p.office().equals(office)) {
            return Optional.empty();
        }
        SortedSet<String> before = holders(state, seats);
        Presidency next;
        if (to.isEmpty()) {
            if (p.isVacant()) {
                throw new IllegalArgumentException(TITLE + "'s office is " + Presidents.vacancyWords(p)
                        + "; it is vacant already");
            }
            next = p.vacate();
        } else {
            String role = to.get();
            Set<String> held = seats.getOrDefault(role, Set.of());
            if (before.contains(role)) {
                throw new IllegalArgumentException(state.roleTitle(role) + " already is " + TITLE);
            }
            Optional<String> leads = p.eligible().stream()
                    .filter(s -> held.contains(GitmState.ministerOffice(s))).findFirst();
            if (!p.seat().isEmpty() && role.equals(p.seat()) && held.contains(p.office())) {
                next = p.reseat();
            } else if (leads.isPresent()) {
                next = p.elect(leads.get());
            } else {
                throw new IllegalArgumentException(state.roleTitle(role) + " leads no regular Mexican state: "
                        + TITLE + " is the leader of one of " + Presidents.list(p.eligible()) + " (AMWOL 1.2)"
                        + (p.seat().isEmpty() ? "" : ", or " + state.roleTitle(p.seat())
                        + ", whom the scenario seated")
                        + "; make him a state's leader first with OFFICE WAR MINISTER OF <state> TO <player>");
            }
        }
        GitmState after = state.withPolitics(state.politics().withPresidency(next));
        Set<String> concerned = new TreeSet<>(p.eligible());
        concerned.add(p.state());
        return Optional.of(new PositionOffice(after, TITLE, before, holders(after, seats),
                Presidents.holderWords(after, next), concerned));
    }

    /** The role slots that hold the presidency in this position. */
    private static SortedSet<String> holders(GitmState state, Map<String, Set<String>> seats) {
        String office = state.politics().presidency().office();
        SortedSet<String> roles = new TreeSet<>();
        seats.forEach((role, offices) -> {
            if (Presidents.effective(state, offices).contains(office)) {
                roles.add(role);
            }
        });
        return roles;
    }
}
