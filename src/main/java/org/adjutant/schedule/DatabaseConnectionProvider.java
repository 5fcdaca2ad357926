package org.adjutant.schedule;

import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.quartz.utils.ConnectionProvider;

/**
 * Lends Quartz connections from the robot's own pool, so its job store lives in the same database (H2 or
 * PostgreSQL) as the games.
 * The pool belongs to {@link org.adjutant.store.Database}: Quartz must not close it.
 */
final class DatabaseConnectionProvider implements ConnectionProvider {
    private final DataSource dataSource;

    DatabaseConnectionProvider(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public Connection getConnection() throws SQLException {
        return dataSource.getConnection();
    }

    @Override
    public void shutdown() {
        // The Database closes its pool when the daemon stops.
    }

    @Override
    public void initialize() {
        // Nothing to prepare: the pool is open and migrated before the scheduler is created.
    }
}
