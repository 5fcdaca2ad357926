package org.adjutant.store;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.h2.jdbcx.JdbcConnectionPool;

/**
 * The H2 database of one robot (all its games), migrated to the current schema when opened. No TCP server is
 * started: only this process opens the file.
 */
public final class Database implements AutoCloseable {
    private final JdbcConnectionPool pool;
    private final String url;

    private Database(String url) {
        this.url = url;
        // H2 keeps 8 parsed statements per session by default; one mail's intake runs about a dozen different ones
        // in a cycle, so every statement was parsed again each time. 64 keeps them all.
        this.pool = JdbcConnectionPool.create(url + ";QUERY_CACHE_SIZE=64", "adjutant", "");
        this.pool.setMaxConnections(16);
        Flyway.configure().dataSource(pool).locations("classpath:db/migration").load().migrate();
    }

    /** A database in a file: {@code dir/adjutant.mv.db}. */
    public static Database file(Path dir) {
        Path base = dir.toAbsolutePath().resolve("adjutant");
        return new Database("jdbc:h2:file:" + base + ";DB_CLOSE_ON_EXIT=FALSE");
    }

    /** A private in-memory database, for tests and benchmarks; {@code name} keeps several apart. */
    public static Database inMemory(String name) {
        return new Database("jdbc:h2:mem:" + name + ";DB_CLOSE_DELAY=-1");
    }

    public DataSource dataSource() {
        return pool;
    }

    public String url() {
        return url;
    }

    /** Runs {@code work} in one transaction: committed if it returns, rolled back if it throws. */
    public <T> T inTransaction(SqlWork<T> work) {
        try (Connection c = pool.getConnection()) {
            c.setAutoCommit(false);
            try {
                T result = work.run(c);
                c.commit();
                return result;
            } catch (SQLException | RuntimeException | Error e) {
                c.rollback();
                throw e;
            }
        } catch (SQLException e) {
            throw new StoreException(e);
        }
    }

    /** Runs read-only or single-statement work. */
    public <T> T read(SqlWork<T> work) {
        try (Connection c = pool.getConnection()) {
            return work.run(c);
        } catch (SQLException e) {
            throw new StoreException(e);
        }
    }

    @Override
    public void close() {
        pool.dispose();
    }

    @FunctionalInterface
    public interface SqlWork<T> {
        T run(Connection c) throws SQLException;
    }
}
