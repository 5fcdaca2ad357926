package org.adjutant.gitm.naval;

import java.util.Optional;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Relation;

/**
 * SoW 4.12, the transfer of crew and Marines between two ships of one state, judged on a position: the same question
 * when the mail arrives and in the Orders phase (docs/rules/naval.md section 7).
 */
public final class CrewTransfers {
    private CrewTransfers() {
    }

    /**
     * Why {@code crew} seamen and {@code marines} Marines cannot go from {@code fromId} to {@code toId}, ships of
     * {@code state}, on this navy, if they cannot. Another state's ship and an id no ship has get the same answer.
     */
    public static Optional<String> problem(GitmState position, Navy navy, String state, int crew, int marines,
                                           String fromId, String toId) {
        Optional<Ship> from = navy.ship(fromId).filter(s -> s.state().equalsIgnoreCase(state));
        if (from.isEmpty()) {
            return Optional.of(fromId + " is not a ship of " + state);
        }
        Optional<Ship> to = navy.ship(toId).filter(s -> s.state().equalsIgnoreCase(state));
        if (to.isEmpty()) {
            return Optional.of(toId + " is not a ship of " + state + " (seamen move only between their own state's"
                    + " ships, SoW 4.12)");
        }
        Ship a = from.get();
        Ship b = to.get();
        if (!together(position, navy, a, b)) {
            return Optional.of(a.id() + " and " + b.id() + " do not lie together: seamen move between ships at the"
                    + " same place, or between a port's harbour and its coastal waters when no enemy ship is in"
                    + " either (SoW 4.12)");
        }
        if (crew > a.crew() || marines > a.marines()) {
            return Optional.of(a.id() + " has " + a.crew() + " crew and " + a.marines() + " Marines, fewer than the "
                    + crew + " and " + marines + " to move (SoW 4.12)");
        }
        try {
            b.withMen(b.crew() + crew, b.marines() + marines);
        } catch (IllegalArgumentException e) {
            return Optional.of(e.getMessage() + ": a transfer beyond the limits is not made at all (SoW 4.12)");
        }
        return Optional.empty();
    }

    /** The same station, or the harbour and coastal waters of one port with no enemy ship in either. */
    private static boolean together(GitmState position, Navy navy, Ship a, Ship b) {
        if (a.station().equals(b.station())) {
            return true;
        }
        if (a.station().port().isEmpty() || !a.station().port().equals(b.station().port())) {
            return false;
        }
        String port = a.station().port().get();
        return navy.ships().values().stream().noneMatch(s -> s.station().port().filter(port::equals).isPresent()
                && !(s.station() instanceof Station.Open)
                && position.relation(a.state(), s.state()) == Relation.HOSTILE);
    }
}
