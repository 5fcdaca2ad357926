package org.adjutant.gitm.politics;

import java.util.Collection;
import java.util.Optional;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.state.Presidency;

/**
 * What a moderator's {@code OFFICE} command may do with the offices of a state (docs/rules/politics.md section 7),
 * and where the turn looks for each office's orders. The turn reads the War and Treasury Ministers' orders from the
 * role slots the position names for them ({@link Polity#minister()}, {@link Polity#treasurer()}), because the
 * ballots, treaties and payments of a state are its minister's; the other offices' orders are read from whoever
 * sent them, the arrival check having judged the sender's offices.
 */
public final class OfficeMoves {
    private OfficeMoves() {
    }

    /** The role slot the turn reads the office's orders from, or empty when it reads them from any holder. */
    public static Optional<String> slot(GitmState state, String office) {
        Optional<StateOffices.Held> held = StateOffices.parse(office);
        if (held.isEmpty()) {
            return Optional.empty();
        }
        Optional<Polity> polity = state.state(held.get().state());
        return switch (held.get().office()) {
            case WAR_MINISTER -> polity.map(Polity::minister);
            case TREASURY_MINISTER -> polity.map(Polity::treasurer);
            default -> Optional.empty();
        };
    }

    /**
     * Why the office may not go to a player who holds {@code held}, in the moderator's terms; empty when it may.
     * A player serves one state (section 1), his office block is carried out as the orders of one slot, and the
     * presidency is kept in the position (section 4; a moderator changes it with {@link PresidencySeating}).
     */
    public static Optional<String> problem(GitmState state, String office, Collection<String> held) {
        Optional<StateOffices.Held> wanted = StateOffices.parse(office);
        if (wanted.isEmpty()) {
            return Optional.of("there is no office " + office + " in this game: name the War Minister, Treasury "
                    + "Minister, Naval Minister, Prime Minister or Monarch of a state");
        }
        String stateId = wanted.get().state();
        if (state.state(stateId).isEmpty()) {
            return Optional.of("there is no state " + stateId + " in this game; its states are "
                    + Presidents.list(state.states().keySet()));
        }
        Presidency p = state.politics().presidency();
        if (p.exists() && p.office().equals(office)) {
            // the presidency lives in the position: PresidencySeating changes it there, never the seats
            return Optional.of(wanted.get().words() + " is the President of Mexico, kept in the position (section"
                    + " 4): it does not move between seats");
        }
        for (StateOffices.Held h : StateOffices.of(held)) {
            if (!h.state().equals(stateId)) {
                return Optional.of("that player is " + h.words() + ", and a player serves one state");
            }
        }
        Polity polity = state.state(stateId).orElseThrow();
        if (wanted.get().office() == org.adjutant.gitm.order.Office.TREASURY_MINISTER
                && polity.treasurer().equals(polity.minister())) {
            return Optional.of(stateId + " has no Treasury Minister of its own: its War Minister's office carries the"
                    + " treasury (docs/rules/sow.md section 2), so it moves with OFFICE WAR MINISTER OF " + stateId);
        }
        Optional<String> slot = slot(state, office);
        if (slot.isPresent()) {
            for (String other : held) {
                Optional<String> otherSlot = slot(state, other);
                if (otherSlot.isPresent() && !otherSlot.equals(slot)) {
                    String holds = StateOffices.parse(other).map(StateOffices.Held::words).orElse(other);
                    return Optional.of("that player is " + holds + ", whose orders the turn reads from the seat of "
                            + state.roleTitle(otherSlot.get()) + ", while those of " + wanted.get().words() + " come"
                            + " from the seat of " + state.roleTitle(slot.get()) + ": one player's office orders are"
                            + " one seat's; give the whole seat with REPLACE instead");
                }
            }
        }
        return Optional.empty();
    }
}
