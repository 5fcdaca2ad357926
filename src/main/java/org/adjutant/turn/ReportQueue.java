package org.adjutant.turn;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import org.adjutant.report.RenderedMail;

/** Where turn reports go: the outbox, in the turn's own transaction. {@code dedupKey} makes queueing idempotent. */
@FunctionalInterface
public interface ReportQueue {
    void queue(Connection c, String dedupKey, String gameId, List<String> to, RenderedMail mail) throws SQLException;

    /**
     * Does before the transaction, on the render threads, whatever needs no database (the outbox composes the mail's
     * MIME here, so a deadline's thousand mails are not composed one by one inside the transaction). The result is
     * queued later in the turn's transaction. By default everything waits for {@link #queue}.
     */
    default Prepared prepare(String dedupKey, String gameId, List<String> to, RenderedMail mail) {
        return c -> queue(c, dedupKey, gameId, to, mail);
    }

    /** A report ready to be put in the outbox. */
    @FunctionalInterface
    interface Prepared {
        void queue(Connection c) throws SQLException;
    }
}
