package org.adjutant.turn;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import org.adjutant.report.RenderedMail;

/** Where turn reports go: the outbox, in the turn's own transaction. {@code dedupKey} makes queueing idempotent. */
@FunctionalInterface
public interface ReportQueue {
    void queue(Connection c, String dedupKey, String gameId, List<String> to, RenderedMail mail) throws SQLException;
}
