package org.adjutant.gitm.event;

import java.util.List;
import java.util.Objects;
import org.adjutant.gitm.naval.ShipId;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Visibility;

/**
 * A ship's passage on her {@code SAIL} order (PATE-MD movechance; docs/rules/naval.md section 3): where she went, or
 * why the wind kept her short of where she was bound. Seen by her state's officers only.
 *
 * @param from     where she lay, in words
 * @param passed   the places she entered, in order, in words; empty when she did not move
 * @param bound    where she was bound, in words
 * @param stopped  why she is short of it; empty when she arrived
 * @param wind     the turn's wind over her chart, in words: "from the NE"
 */
public record ShipSailed(Phase when, ShipId ship, String name, String state, String from, List<String> passed,
                         String bound, String stopped, String wind, Visibility visibility) implements GitmEvent {
    public ShipSailed {
        Objects.requireNonNull(ship);
        passed = List.copyOf(passed);
    }

    public boolean arrived() {
        return stopped.isEmpty();
    }

    @Override
    public String kind() {
        return "ship-sailed";
    }

    @Override
    public String describe() {
        String who = ship + " " + name;
        String winds = "; the wind was " + wind;
        if (passed.isEmpty()) {
            return who + ", bound for " + bound + ", did not leave " + from + ": " + stopped + winds + ".";
        }
        String last = passed.get(passed.size() - 1);
        String by = passed.size() > 1 ? " by " + String.join(", ", passed.subList(0, passed.size() - 1)) : "";
        if (stopped.isEmpty()) {
            return who + " sailed from " + from + by + " to " + last + winds + ".";
        }
        return who + ", bound for " + bound + ", sailed from " + from + by + " to " + last + " and lies there: "
                + stopped + winds + ".";
    }
}
