package org.adjutant.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.adjutant.config.DatabaseConfig;
import org.adjutant.config.Secret;
import org.flywaydb.core.Flyway;
import org.h2.jdbcx.JdbcConnectionPool;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The database of one robot (all its games), migrated to the current schema when opened: H2 in a file by default,
 * or a PostgreSQL server (docs/postgresql.md). Either way only one process opens it at a time: H2 locks its file;
 * on PostgreSQL the robot holds an advisory lock for as long as it is open, so the command line sees the same "in
 * use" answer and asks the running robot instead.
 */
public final class Database implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(Database.class);
    /** The advisory lock key of an open robot database on PostgreSQL: "ADJUTANT" in ASCII. */
    private static final long ROBOT_LOCK = 0x41444A5554414E54L;

    private final DataSource pool;
    private final AutoCloseable closer;
    private final String url;
    private final Vendor vendor;
    private final Connection lockHolder;

    private Database(String url, Vendor vendor, DataSource pool, AutoCloseable closer) {
        this.url = url;
        this.vendor = vendor;
        this.pool = pool;
        this.closer = closer;
        try {
            this.lockHolder = vendor == Vendor.POSTGRESQL ? claim() : null;
            Flyway.configure().dataSource(pool)
                    .locations("classpath:db/migration", vendor.migrationLocation())
                    .load().migrate();
        } catch (RuntimeException | SQLException e) {
            close();
            throw e instanceof SQLException sql ? new StoreException(sql) : (RuntimeException) e;
        }
    }

    /** The database {@code config} names: H2 in a directory, or a PostgreSQL server. */
    public static Database open(DatabaseConfig config) {
        if (config instanceof DatabaseConfig.Postgres pg) {
            return postgres(pg.url(), pg.user(), pg.password().map(Secret::reveal).orElse(null));
        }
        return file(((DatabaseConfig.H2) config).directory());
    }

    /** A database in a file: {@code dir/adjutant.mv.db}. */
    public static Database file(Path dir) {
        Path base = dir.toAbsolutePath().resolve("adjutant");
        // WRITE_DELAY=0: each commit is written to the file before it returns (by default H2 writes up to 500 ms
        // later), so a robot killed (SIGKILL) right after committing SENT or storing a mail keeps it. That holds with
        // H2 up to 2.4.240; 2.5.252 can name the previous chunk in the file header and lose the last commits on a kill
        // (CommitDurabilityTest, the chaos harness: bench/chaos.md).
        return h2("jdbc:h2:file:" + base + ";DB_CLOSE_ON_EXIT=FALSE;WRITE_DELAY=0");
    }

    /** A private in-memory database, for tests and benchmarks; {@code name} keeps several apart. */
    public static Database inMemory(String name) {
        return h2("jdbc:h2:mem:" + name + ";DB_CLOSE_DELAY=-1");
    }

    private static Database h2(String url) {
        // H2 keeps 8 parsed statements per session by default; one mail's intake runs about a dozen different ones
        // in a cycle, so every statement was parsed again each time. 64 keeps them all.
        JdbcConnectionPool pool = JdbcConnectionPool.create(url + ";QUERY_CACHE_SIZE=64", "adjutant", "");
        pool.setMaxConnections(16);
        return new Database(url, Vendor.H2, pool, pool::dispose);
    }

    /**
     * A PostgreSQL database ({@code jdbc:postgresql://host:port/name}); the user owns the schema (Flyway creates and
     * migrates the tables). Fails with "already in use" while another robot or command has it open.
     */
    public static Database postgres(String url, String user, String password) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(url);
        config.setUsername(user);
        config.setPassword(password);
        // The intake, the outbox sender, Quartz and the report stream share it; the lock holder keeps one more.
        config.setMaximumPoolSize(16);
        config.setMinimumIdle(1);
        config.setPoolName("adjutant");
        config.setInitializationFailTimeout(-1);
        HikariDataSource pool = new HikariDataSource(config);
        return new Database(url, Vendor.POSTGRESQL, pool, pool::close);
    }

    private Connection claim() throws SQLException {
        Connection c = pool.getConnection();
        try (PreparedStatement ps = c.prepareStatement("SELECT pg_try_advisory_lock(?)")) {
            ps.setLong(1, ROBOT_LOCK);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                if (!rs.getBoolean(1)) {
                    c.close();
                    throw new StoreException("the database " + url + " is already in use by another robot or "
                            + "command (it holds Adjutant's advisory lock)");
                }
            }
        } catch (SQLException | RuntimeException e) {
            if (!c.isClosed()) {
                c.close();
            }
            throw e;
        }
        log.info("opened PostgreSQL database {}", url);
        return c;
    }

    public DataSource dataSource() {
        return pool;
    }

    public String url() {
        return url;
    }

    public Vendor vendor() {
        return vendor;
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

    /**
     * Copies the whole H2 database to {@code zip} while it stays in use (H2's {@code BACKUP TO}: a consistent
     * snapshot, as a zip of {@code adjutant.mv.db}). PostgreSQL has its own tool for this, {@code pg_dump}.
     */
    public void backup(Path zip) {
        if (vendor == Vendor.POSTGRESQL) {
            throw new StoreException("the robot's database is PostgreSQL: back it up with pg_dump, e.g. pg_dump "
                    + "--format=custom --file=adjutant.dump " + url.replaceFirst("^jdbc:", "").replaceFirst("\\?.*$",
                    "") + " (docs/backups.md)");
        }
        read(c -> {
            try (var s = c.createStatement()) {
                // BACKUP takes no parameter; a quote in the path is doubled as in any SQL string.
                s.execute("BACKUP TO '" + zip.toAbsolutePath().toString().replace("'", "''") + "'");
            }
            return null;
        });
        log.info("backed up {} to {}", url, zip);
    }

    @Override
    public void close() {
        try {
            if (lockHolder != null) {
                lockHolder.close(); // ends the session, and with it the advisory lock
            }
        } catch (SQLException e) {
            log.warn("closing the lock holder of {}: {}", url, e.getMessage());
        }
        try {
            closer.close();
        } catch (Exception e) {
            log.warn("closing the pool of {}: {}", url, e.getMessage());
        }
    }

    @FunctionalInterface
    public interface SqlWork<T> {
        T run(Connection c) throws SQLException;
    }
}
