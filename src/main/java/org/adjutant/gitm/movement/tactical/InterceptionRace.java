package org.adjutant.gitm.movement.tactical;

import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.map.TacticalSquare;

/**
 * Where, if anywhere, a unit may intercept one leg of another unit's tactical move (GITM 8.11, GITM-MD
 * interception.html). The two take turns, mover first, one square each: the interceptor may claim a square of the
 * mover's lane that it reaches in no more steps than the mover takes to get there. A leg through a waypoint is
 * raced leg by leg, and a leg of one square is never interceptable.
 *
 * <p>Interception is allowed when the mover's lane enters the interceptor's box at a square the interceptor can
 * claim. The point is the first lane square inside the box if the interceptor can claim it; otherwise the first
 * square of the lane it can claim, inside the box or not. The interceptor's steps are counted as straight-line
 * steps ({@link StraightLine#steps()}).
 */
public final class InterceptionRace {
    /** A claimable point: the mover reaches it at {@code moverStep}; the interceptor needs {@code interceptorSteps}. */
    public record Point(int moverStep, TacticalSquare square, int interceptorSteps) {
    }

    private InterceptionRace() {
    }

    /**
     * @param lane the mover's squares on this leg this phase, its start first
     * @param from where the interceptor stands
     * @param box  the interceptor's box
     */
    public static Optional<Point> point(List<TacticalSquare> lane, TacticalSquare from, ReactionBox box) {
        int steps = lane.size() - 1;
        if (steps <= 1) {
            return Optional.empty(); // a one-square move is never interceptable
        }
        boolean permitted = false;
        int entry = -1;
        for (int k = 1; k <= steps; k++) {
            if (box.contains(lane.get(k))) {
                if (entry < 0) {
                    entry = k;
                }
                permitted |= claimable(lane, from, k);
            }
        }
        if (!permitted) {
            return Optional.empty();
        }
        if (claimable(lane, from, entry)) {
            return Optional.of(at(lane, from, entry));
        }
        for (int k = 1; k <= steps; k++) {
            if (claimable(lane, from, k)) {
                return Optional.of(at(lane, from, k));
            }
        }
        return Optional.empty();
    }

    /** Whether the interceptor gets to {@code point} no later than the mover, which reaches it at lane step k. */
    public static boolean claimable(List<TacticalSquare> lane, TacticalSquare from, int k) {
        return from.distanceTo(lane.get(k)) <= k;
    }

    private static Point at(List<TacticalSquare> lane, TacticalSquare from, int k) {
        return new Point(k, lane.get(k), from.distanceTo(lane.get(k)));
    }
}
