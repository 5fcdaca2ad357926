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
}
