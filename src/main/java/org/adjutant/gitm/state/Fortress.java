package org.adjutant.gitm.state;

import java.util.Optional;
import java.util.OptionalInt;

/**
 * What building has changed about a city's fort (SoW 7 as designed: docs/rules/sow.md section 15): the highest level
 * the fort has had, its capacity, and the works under way. Empty values mean the map's: a city nobody has fortified
 * carries {@link #AS_MAPPED}.
 *
 * @param max      the highest level the fort has had (the map's strength, or one built later); up to it, works are
 *                 repairs
 * @param capacity the fort's capacity when works have raised it above the map's
 * @param works    the works under way, if any (one level at a time)
 */
public record Fortress(OptionalInt max, OptionalInt capacity, Optional<Works> works) {
    public static final Fortress AS_MAPPED = new Fortress(OptionalInt.empty(), OptionalInt.empty(), Optional.empty());

    public Fortress {
        if (max == null) {
            max = OptionalInt.empty();
        }
        if (capacity == null) {
            capacity = OptionalInt.empty();
        }
        if (works == null) {
            works = Optional.empty();
        }
        if (max.isPresent() && (max.getAsInt() < 0 || max.getAsInt() > 5)) {
            throw new IllegalArgumentException("a fort's highest level is 0-5, not " + max.getAsInt());
        }
        if (capacity.isPresent() && capacity.getAsInt() < 0) {
            throw new IllegalArgumentException("a fort's capacity cannot be negative: " + capacity.getAsInt());
        }
    }

    /**
     * Works on a fort: raising it to {@code target}, done when {@code turnsLeft} ends of turn have passed.
     *
     * @param repair whether the works rebuild a level the fort has had (one turn, no capacity added)
     */
    public record Works(int target, int turnsLeft, boolean repair) {
        public Works {
            if (target < 1 || target > 5 || turnsLeft < 1) {
                throw new IllegalArgumentException("works to level " + target + " with " + turnsLeft + " turns left");
            }
        }
    }

    public Fortress withWorks(Optional<Works> value) {
        return new Fortress(max, capacity, value);
    }

    public boolean isAsMapped() {
        return equals(AS_MAPPED);
    }
}
