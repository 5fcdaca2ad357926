package org.adjutant.ruleset;

import java.util.Set;

/**
 * A moderator's correction of the position ({@code ADJUST ...}, docs/moderators.md): the position after it, and whom
 * it concerns, for the core to store, record and tell.
 *
 * @param next       the corrected position
 * @param normalForm the correction as the robot records and replays it, e.g. {@code UNIT US7IN MEN 450}
 * @param told       what the players it concerns read, e.g. "US7IN: strength 520 -> 450 men"
 * @param units      the units it concerns: their commanders and deputies are told
 * @param states     the states it concerns: their officers are told
 */
public record Adjusted(GameState next, String normalForm, String told, Set<String> units, Set<String> states) {
    public Adjusted {
        units = Set.copyOf(units);
        states = Set.copyOf(states);
    }
}
