package org.adjutant.gitm.state;

import java.util.Collections;
import java.util.OptionalInt;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A state's men for new units and reinforcements (docs/rules/sow.md section 7; SoW 3 is only a title, so the pool is
 * designed): the men on hand, the rate at which its held own cities give men at every campaign's end, the men who come
 * back at the end of a later campaign (disbanded units and merge excess, SoW 4.15, GITM 3.5), the wounded and prisoners
 * of units that left the game, who come back at this campaign's end (GITM 9.13), and the victory points it has paid
 * for men sent home from abroad (SoW 4.15).
 *
 * @param pool      men on hand; empty until first counted (a scenario or a saved position from before the pool
 *                  existed), when it is {@code rate x} the levels of the state's held own cities
 *                  ({@link HeldOwnCities})
 * @param rate      men a level of a held own city gives at every campaign's end
 * @param due       men by the campaign at whose end they join the pool
 * @param returning wounded and prisoners who join the pool at this campaign's end
 * @param penaltyVp victory points paid for men released abroad
 */
public record Manpower(OptionalInt pool, int rate, SortedMap<Integer, Integer> due, int returning, int penaltyVp) {
    /** Men a level of a held own city gives a campaign (designed, section 7 and 21). */
    public static final int DEFAULT_RATE = 200;
    /** A state nobody has counted yet: the opening pool is worked out from its cities when first needed. */
    public static final Manpower UNCOUNTED = new Manpower(OptionalInt.empty(), DEFAULT_RATE, new TreeMap<>(), 0, 0);

    public Manpower {
        if (pool == null) {
            pool = OptionalInt.empty();
        }
        if (pool.isPresent() && pool.getAsInt() < 0) {
            throw new IllegalArgumentException("a manpower pool cannot be negative: " + pool.getAsInt());
        }
        if (rate < 0 || returning < 0 || penaltyVp < 0) {
            throw new IllegalArgumentException("manpower figures cannot be negative: rate " + rate + ", returning "
                    + returning + ", penalty " + penaltyVp);
        }
        SortedMap<Integer, Integer> copy = new TreeMap<>();
        if (due != null) {
            for (var e : due.entrySet()) {
                if (e.getKey() < 1 || e.getValue() < 0) {
                    throw new IllegalArgumentException("men due: campaign " + e.getKey() + ", " + e.getValue());
                }
                if (e.getValue() > 0) {
                    copy.put(e.getKey(), e.getValue());
                }
            }
        }
        due = Collections.unmodifiableSortedMap(copy);
    }

    /** A counted pool at the default rate with nothing due. */
    public static Manpower of(int pool) {
        return new Manpower(OptionalInt.of(pool), DEFAULT_RATE, new TreeMap<>(), 0, 0);
    }

    public boolean counted() {
        return pool.isPresent();
    }

    /** The men on hand; {@code opening} when the pool has not been counted yet. */
    public int poolOr(int opening) {
        return pool.orElse(opening);
    }

    public Manpower withPool(int men) {
        return new Manpower(OptionalInt.of(men), rate, due, returning, penaltyVp);
    }

    public Manpower withRate(int value) {
        return new Manpower(pool, value, due, returning, penaltyVp);
    }

    /** {@code men} more join the pool at the end of {@code campaign}. */
    public Manpower plusDue(int campaign, int men) {
        SortedMap<Integer, Integer> next = new TreeMap<>(due);
        next.merge(campaign, men, Integer::sum);
        return new Manpower(pool, rate, next, returning, penaltyVp);
    }

    /** The men due at the end of {@code campaign}. */
    public int dueAt(int campaign) {
        return due.getOrDefault(campaign, 0);
    }

    /** Without the men due at the end of {@code campaign} (they have joined the pool). */
    public Manpower withoutDue(int campaign) {
        SortedMap<Integer, Integer> next = new TreeMap<>(due);
        next.remove(campaign);
        return new Manpower(pool, rate, next, returning, penaltyVp);
    }

    public Manpower withReturning(int men) {
        return new Manpower(pool, rate, due, men, penaltyVp);
    }

    public Manpower plusPenaltyVp(int vp) {
        return new Manpower(pool, rate, due, returning, penaltyVp + vp);
    }
}
