package org.adjutant.gitm.event;

import java.util.List;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * The garrison of a besieged city gave itself up in the siege surrender phase (GITM 10.3, 10.8b; docs/rules/
 * gitm-10-supply.md section 5.4): every unit of the holder's side on the city square is gone from the game, its men
 * prisoners, its supplies lost.
 *
 * @param units   the units that surrendered, in id order
 * @param men     their men, all taken prisoner
 * @param cause   why: starving, nobody left in the city who could fight, or its walls breached
 * @param toState the state the city passes to
 */
public record GarrisonSurrendered(Phase when, String city, StrategicSquare square, List<UnitId> units, int men,
                                  Cause cause, String toState, Visibility visibility) implements GitmEvent {
    /** Why the garrison surrendered. */
    public enum Cause {
        /** Hungry with the city's stores empty, and the one-in-three roll came (GITM 10.3, 10.8b). */
        STARVING("starving, its stores empty"),
        /** No combat unit of its side was left in the city to hold it (designed, section 5.4). */
        UNDERMANNED("no fighting troops were left in it"),
        /** The besiegers' guns breached its fort this turn and it was not defending to the last (designed, 5.4). */
        BREACHED("its walls breached by the besiegers' guns");

        private final String words;

        Cause(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }
    }

    public GarrisonSurrendered {
        units = List.copyOf(units);
    }

    @Override
    public String kind() {
        return "garrison-surrendered";
    }

    @Override
    public String describe() {
        String who = units.isEmpty() ? "The garrison" : "The garrison (" + String.join(", ",
                units.stream().map(UnitId::toString).toList()) + ")";
        return who + " of besieged " + city + " (" + square + ") surrendered at discretion to " + toState + ", "
                + cause.words() + ": " + Count.men(men) + " taken prisoner.";
    }
}
