package org.adjutant.turn;

/**
 * What the deadline's own thread does while the render threads draw the rest of a turn's reports: the robot sends
 * a batch of what is already in the outbox, so the first commanders have their reports while the last are still
 * being drawn.
 */
@FunctionalInterface
public interface Courier {
    /** Nobody sends during the turn: the reports are queued in one transaction once all are drawn. */
    Courier NONE = () -> false;

    /**
     * Sends some of what is queued. Returns false when there was nothing to send or sending failed; the stream then
     * waits for the next drawing instead of asking again at once.
     */
    boolean deliverSome();

    /**
     * Whether {@link #deliverSome()} sends on the calling thread. Such a courier takes one of the render cores while it
     * sends; one that only hands the work to a sender of its own ({@link #aside}) costs the stream nothing.
     */
    default boolean sendsHere() {
        return true;
    }

    /**
     * A courier that wakes a sender running on its own thread and returns at once: the reports are sent while the
     * stream draws the next ones and while the robot goes on to its next work (the next game's deadline).
     */
    static Courier aside(Runnable wake) {
        return new Courier() {
            @Override
            public boolean deliverSome() {
                wake.run();
                return false;
            }

            @Override
            public boolean sendsHere() {
                return false;
            }
        };
    }
}
