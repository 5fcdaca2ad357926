package org.adjutant.gitm.event;

import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/** A city's siege ended (GITM 10.3; docs/rules/gitm-10-supply.md sections 5.2, 6, 13). */
public record SiegeLifted(Phase when, String city, StrategicSquare square, TacticalSquare at, Reason reason,
                          Visibility visibility) implements GitmEvent {
    /** Why the siege ended. */
    public enum Reason {
        /** No hostile combat unit is left next to the city square. */
        BESIEGERS_GONE("the besiegers have gone"),
        /** Hostile troops are still next to it, but too few against its defenders or its fort (GITM 10.3). */
        RELIEVED("the besiegers are too few for its defenders now"),
        /** None of the holder's side is left in the city or next to it: nobody is besieged (designed, 5.1). */
        EMPTY("none of its defenders are left in or around it"),
        /** The city changed hands. */
        CITY_TAKEN("the city changed hands"),
        /** A peace or truce turn: no siege stands (designed, section 13). */
        PEACE("peace or truce");

        private final String words;

        Reason(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }
    }

    @Override
    public String kind() {
        return "siege-lifted";
    }

    @Override
    public String describe() {
        return "The siege of " + city + " (" + square + ", " + at + ") is lifted: " + reason.words() + ".";
    }
}
