package org.adjutant.turn;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.adjutant.store.QueuedBlock;

/**
 * Which waiting orders a turn takes. Orders received by {@code base} (the deadline, as extended) count for every
 * unit. A unit that had none by then also takes those received by {@code lateUpTo}: the grace period of the game's
 * deadline policy (see {@code docs/deadlines.md}). A unit whose orders were in by the deadline keeps them: what its
 * commander sends in grace waits for the next turn, as any mail after a deadline always has.
 */
public record Cutoff(Instant base, Instant lateUpTo) {
    public Cutoff {
        Objects.requireNonNull(base, "base");
        Objects.requireNonNull(lateUpTo, "lateUpTo");
        if (lateUpTo.isBefore(base)) {
            throw new IllegalArgumentException("grace ends before the deadline: " + lateUpTo + " < " + base);
        }
    }

    /** Orders received by the deadline, no grace: how every turn was cut before deadline policies. */
    public static Cutoff at(Instant deadline) {
        return new Cutoff(deadline, deadline);
    }

    /**
     * The blocks this turn takes, in arrival order, from {@code waiting}: every block received by {@link #lateUpTo}
     * that no turn has taken, in arrival order.
     */
    public List<QueuedBlock> choose(List<QueuedBlock> waiting) {
        Set<String> inByBase = new HashSet<>();
        for (QueuedBlock b : waiting) {
            if (!b.receivedAt().isAfter(base)) {
                inByBase.add(b.unitId());
            }
        }
        List<QueuedBlock> taken = new ArrayList<>();
        for (QueuedBlock b : waiting) {
            boolean inTime = !b.receivedAt().isAfter(base);
            boolean late = !inTime && !b.receivedAt().isAfter(lateUpTo) && !inByBase.contains(b.unitId());
            if (inTime || late) {
                taken.add(b);
            }
        }
        return taken;
    }
}
