package org.adjutant.turn;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.adjutant.ruleset.UnitInfo;
import org.adjutant.store.PlayerRow;

/**
 * Who commands a unit that a turn brought into the game (a unit raised by a War Minister, SoW 4.6, with the commander
 * and deputy slots its build order named, GITM 3.4): the player seated in each named role slot. Without this a new
 * unit would have no commander, so nobody could order it and no report would show it to a player. A slot with no
 * active player leaves that place empty; the moderator's ASSIGN fills it later.
 */
final class NewUnitSeats {
    private NewUnitSeats() {
    }

    /** One unit's seating: the player ids of its commander and deputy, 0 for nobody. */
    record Seat(String unitId, long commanderId, long deputyId, String detail) {
    }

    /**
     * @param before    the ids of the units the turn began with (they are seated already, or by a moderator)
     * @param after     the units the turn left
     * @param assigned  the ids that have an assignment row; for a unit the turn brought, that row is a departed
     *                  unit's of the same id (a moderator assigns only units in play), so it is replaced, or cleared
     *                  when nobody sits in the new unit's slots
     * @param players   the game's players
     */
    static List<Seat> of(Set<String> before, List<UnitInfo> after, Set<String> assigned, List<PlayerRow> players) {
        List<Seat> seats = new ArrayList<>();
        for (UnitInfo unit : after) {
            if (before.contains(unit.id())) {
                continue;
            }
            long commander = seated(unit.commanderRole(), players);
            long deputy = seated(unit.deputyRole(), players);
            if (commander == 0 && deputy == 0) {
                if (assigned.contains(unit.id())) {
                    seats.add(new Seat(unit.id(), 0, 0, "new unit: nobody sits in its slots; an earlier unit's"
                            + " commanders cleared"));
                }
                continue;
            }
            seats.add(new Seat(unit.id(), commander, deputy, "new unit: commander "
                    + name(unit.commanderRole()) + ", deputy " + name(unit.deputyRole())));
        }
        return seats;
    }

    private static long seated(String role, List<PlayerRow> players) {
        if (role.isEmpty()) {
            return 0;
        }
        // the first seated of the slot: a replacement keeps the slot's later id only once the first is retired
        Optional<PlayerRow> first = players.stream()
                .filter(p -> !p.retired() && role.equals(p.role()))
                .min(Comparator.comparingLong(PlayerRow::id));
        return first.map(PlayerRow::id).orElse(0L);
    }

    private static String name(String role) {
        return role.isEmpty() ? "none named" : "role " + role;
    }
}
