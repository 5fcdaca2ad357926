package org.adjutant.gitm.readiness;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.adjutant.gitm.event.InactivationRefused;
import org.adjutant.gitm.event.UnitInactivated;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.SquareInfo;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.state.StackingRules;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.Visibility;

/**
 * Step O3 of the Orders phase (GITM 11.1-11.2, 1.4): units ordered to stand down do so, in unit-id order, after the
 * activations of O1. Refused when the unit is not active (a shattered unit), when any unit of a hostile or neutral
 * state stands in its strategic square, or when the square's inactive units that count already reach its limit (2,
 * 3 with a city); a unit that would not count itself (in a fort, militia at home) is never refused for the limit.
 */
public final class Inactivations implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        Board board = turn.board();
        for (ReadinessRequests.Request r : ReadinessRequests.of(turn).all()) {
            if (r.activate() || !board.has(r.unit())) {
                continue;
            }
            Unit u = board.unit(r.unit());
            if (u.readiness() == Readiness.INACTIVE) {
                continue; // already stood down
            }
            StrategicSquare square = u.location().strategic();
            Optional<String> refused = refusal(board, u);
            if (refused.isPresent()) {
                turn.events().add(new InactivationRefused(phase, u.id(), square, r.order(), refused.get(),
                        Visibility.units(Set.of(u.id().toString()))));
                continue;
            }
            board.put(u.withReadiness(Readiness.INACTIVE));
            turn.events().add(new UnitInactivated(phase, u.id(), square, r.by(),
                    Visibility.units(Set.of(u.id().toString()))));
        }
    }

    /** Why {@code u} may not stand down now, if it may not (also asked when unpaid troops go into quarters). */
    public static Optional<String> refusal(Board board, Unit u) {
        if (u.readiness() == Readiness.SHATTERED) {
            return Optional.of(u.id() + " is shattered and cannot stand down: only an active unit may (GITM 11.1,"
                    + " 12.2)");
        }
        StrategicSquare square = u.location().strategic();
        List<Unit> here = board.unitsIn(square);
        for (Unit o : here) {
            if (board.relation(u, o) != Relation.ALLIED) {
                return Optional.of(u.id() + " cannot stand down with enemy or neutral troops in its square"
                        + " (GITM 11.2)");
            }
        }
        List<City> cities = board.square(square).map(SquareInfo::cities).orElse(List.of());
        if (!StackingRules.countsAgainstInactiveLimit(u, cities)) {
            return Optional.empty(); // in a fort (GITM 1.4) or militia at home (GITM 11.2)
        }
        long counted = StackingRules.countedInactive(here, cities);
        int limit = StackingRules.inactiveLimit(cities);
        if (counted >= limit) {
            return Optional.of(u.id() + " did not stand down: " + square + " already holds " + counted
                    + " inactive units, the most a square " + (cities.isEmpty() ? "without" : "with")
                    + " a city may (GITM 11.2)");
        }
        return Optional.empty();
    }
}
