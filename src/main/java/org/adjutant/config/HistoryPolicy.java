package org.adjutant.config;

import java.util.Objects;

/**
 * What a game publishes of itself in its public history ({@code history:} in the game file, docs/moderators.md "A
 * public history"): a static web archive in the robot's history directory.
 * <pre>
 * history:
 *   publish: whole-truth   # none | summaries | whole-truth
 *   delay: 2               # turns that must run after a turn before its page appears
 * </pre>
 *
 * @param publish what is published
 * @param delay   how many turns must have run after a turn before its page is published (as for observers); once
 *                the game has ended every turn is published
 */
public record HistoryPolicy(Publish publish, int delay) {
    /** Without {@code delay}: two turns, as for observers, so that nothing published can still serve a side. */
    public static final int DEFAULT_DELAY = 2;

    /** A game that publishes nothing: what a game file without {@code history:} gets. */
    public static final HistoryPolicy NONE = new HistoryPolicy(Publish.NONE, DEFAULT_DELAY);

    /** What goes into the archive. */
    public enum Publish {
        /** Nothing. */
        NONE,
        /** A page per turn with its public news, {@code delay} turns late; the same after the end. */
        SUMMARIES,
        /** The same, and once the game has ended the whole truth of its last turn with its maps. */
        WHOLE_TRUTH
    }

    public HistoryPolicy {
        Objects.requireNonNull(publish, "publish");
        if (delay < 1) {
            throw new IllegalArgumentException("a history's delay is at least one turn");
        }
    }

    /** Whether anything is published at all. */
    public boolean publishes() {
        return publish != Publish.NONE;
    }

    static HistoryPolicy read(Section s) {
        Publish publish = s.choice("publish", Publish.class).orElse(Publish.SUMMARIES);
        int delay = s.integer("delay", false).filter(d -> {
            if (d < 1 || d > 100) {
                s.error(s.node("delay").orElseThrow(), "'delay' is how many turns must run after a turn before its "
                        + "page is published: 1 to 100, not " + d);
                return false;
            }
            return true;
        }).map(Long::intValue).orElse(DEFAULT_DELAY);
        s.rejectUnknownKeys();
        return new HistoryPolicy(publish, delay);
    }
}
