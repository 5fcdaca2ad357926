package org.adjutant.gitm.map.sea;

import java.util.Objects;
import org.adjutant.gitm.map.Direction;

/**
 * Two sea areas a ship may sail between in one move, and the heading from the first to the second (PATE 1.3;
 * the heading decides whether the leg is up, across or down the wind, docs/rules/naval.md section 3).
 */
public record SeaLink(String from, String to, Direction heading) {
    public SeaLink {
        Objects.requireNonNull(from);
        Objects.requireNonNull(to);
        Objects.requireNonNull(heading);
        if (from.equals(to)) {
            throw new IllegalArgumentException("a sea area is not linked to itself: " + from);
        }
    }
}
