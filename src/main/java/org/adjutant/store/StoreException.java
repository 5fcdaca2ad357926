package org.adjutant.store;

import java.sql.SQLException;

/** A database failure the caller cannot repair; the work it interrupted was rolled back. */
public class StoreException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public StoreException(SQLException cause) {
        super(cause.getMessage(), cause);
    }

    public StoreException(String message) {
        super(message);
    }

    /**
     * Whether the database gave up the work because of another transaction (a deadlock or a serialization failure
     * between robots sharing it): done again, it will most likely go through.
     */
    public boolean transientConflict() {
        return getCause() instanceof SQLException sql && sql.getSQLState() != null
                && (sql.getSQLState().equals("40P01") || sql.getSQLState().equals("40001"));
    }
}
