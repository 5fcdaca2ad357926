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
}
