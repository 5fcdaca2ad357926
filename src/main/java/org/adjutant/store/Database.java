package org.adjutant.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import javax.sql.DataSource;
import org.adjutant.config.DatabaseConfig;
import org.adjutant.config.Secret;
import org.flywaydb.core.Flyway;
import org.h2.jdbcx.JdbcConnectionPool;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The database of the robot (all its games), migrated to the current schema when opened: H2 in a file by default,
 * or a PostgreSQL server (docs/postgresql.md). H2 is opened by one process at a time (it locks its file). On
 * PostgreSQL several robots may share it (docs/scaling.md): each robot holds Adjutant's advisory lock in shared mode
 * for as long as it is open, while an offline command takes it exclusively, so the command line still sees "in use"
 * while any robot runs and asks the running robot instead, and no robot starts while such a command works.
 */
public final class Database implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(Database.class);
    /** The advisory lock key of an open robot database on PostgreSQL: "ADJUTANT" in ASCII. */
    private static final long ROBOT_LOCK = 0x41444A5554414E54L;
    /** First key of the two-key advisory locks of {@link #clusterLock}: "ADJU". */
    private static final int CLUSTER_LOCKS = 0x41444A55;
    /** First key of the advisory lock each robot holds on its instance name while it runs ("ADJV"). */
    private static final int INSTANCE_LOCKS = 0x41444A56;

    /** Who opens the database: a robot shares it with other robots; a command needs it to itself. */
    public enum Role { ROBOT, COMMAND }

    private final DataSource pool;
    private final AutoCloseable closer;
    private final String url;
    private final Vendor vendor;
    private final Connection lockHolder;
    /** Configured, or made up when first asked for (looking up the host name may take a moment). */
    private volatile String instance;
    private volatile String identity;
    /** The cluster locks this process holds, with the thread holding each: a lock is reentrant on its thread. */
    private final Map<String, Held> held = new ConcurrentHashMap<>();

    private Database(String url, Vendor vendor, DataSource pool, AutoCloseable closer) {
        this(url, vendor, pool, closer, Role.COMMAND, null);
    }

    private Database(String url, Vendor vendor, DataSource pool, AutoCloseable closer, Role role, String instance) {
        this.url = url;
        this.vendor = vendor;
        this.pool = pool;
        this.closer = closer;
        this.instance = instance;
        try {
            this.lockHolder = vendor == Vendor.POSTGRESQL ? claim(role) : null;
            MigrationComments.adopt(pool);
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
        return open(config, Role.COMMAND);
    }

    /**
     * The same, for {@code role}: on PostgreSQL a robot shares the database with the other robots (under the
     * instance name the config gives, or one made up from host and process), a command takes it to itself.
     */
    public static Database open(DatabaseConfig config, Role role) {
        if (config instanceof DatabaseConfig.Postgres pg) {
            return postgres(pg.url(), pg.user(), pg.password().map(Secret::reveal).orElse(null), role,
                    pg.instance().orElse(null));
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
        return postgres(url, user, password, Role.COMMAND, null);
    }

    /**
     * The same for {@code role}. A {@link Role#ROBOT} fails with "already in use" only while a command has the
     * database, or while another running robot has the same {@code instance} name (null: made up).
     */
    public static Database postgres(String url, String user, String password, Role role, String instance) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(url);
        config.setUsername(user);
        config.setPassword(password);
        // The intake, the outbox sender, Quartz and the report stream share it; the lock holder keeps one more.
        config.setMaximumPoolSize(16);
        config.setMinimumIdle(1);
        config.setPoolName("adjutant");
        // One attempt to connect when opened, failing at once with the server's own reason (a wrong password, no
        // server at that address), instead of a pool that waits 30 s for a connection it can never make and then
        // says only that none was available.
        config.setInitializationFailTimeout(1);
        // A turn's commit inserts its events and orders in batches (1,640 events and 500 orders for a game of 100
        // players): sent as multi-row INSERTs, each batch is a few statements for the server instead of one per row.
        // The stores read no per-row counts from their batches, which this setting would not give.
        config.addDataSourceProperty("reWriteBatchedInserts", "true");
        HikariDataSource pool;
        try {
            pool = new HikariDataSource(config);
        } catch (com.zaxxer.hikari.pool.HikariPool.PoolInitializationException e) {
            Throwable cause = e;
            while (cause.getCause() != null) {
                cause = cause.getCause();
            }
            throw new StoreException("cannot connect to the PostgreSQL database " + url + " as " + user + ": "
                    + cause.getMessage());
        }
        return new Database(url, Vendor.POSTGRESQL, pool, pool::close, role, instance);
    }

    private Connection claim(Role role) throws SQLException {
        Connection c = pool.getConnection();
        try {
            boolean shared = role == Role.ROBOT;
            try (PreparedStatement ps = c.prepareStatement(shared ? "SELECT pg_try_advisory_lock_shared(?)"
                    : "SELECT pg_try_advisory_lock(?)")) {
                ps.setLong(1, ROBOT_LOCK);
                if (!bool(ps)) {
                    c.close();
                    throw new StoreException("the database " + url + " is already in use by " + (shared
                            ? "a command (it holds Adjutant's advisory lock)"
                            : "a robot or another command (it holds Adjutant's advisory lock)"));
                }
            }
            if (shared) {
                try (PreparedStatement ps = c.prepareStatement("SELECT pg_try_advisory_lock(?, ?)")) {
                    ps.setInt(1, INSTANCE_LOCKS);
                    ps.setInt(2, key(instance()));
                    if (!bool(ps)) {
                        c.close();
                        throw new StoreException("the database " + url + " is already in use by a robot running "
                                + "as instance '" + instance() + "': give each robot its own name "
                                + "(database: instance:)");
                    }
                }
            }
        } catch (SQLException | RuntimeException e) {
            if (!c.isClosed()) {
                c.close();
            }
            throw e;
        }
        log.info("opened PostgreSQL database {}{}", url, role == Role.ROBOT ? " as robot instance " + instance() : "");
        return c;
    }

    private static boolean bool(PreparedStatement ps) throws SQLException {
        try (ResultSet rs = ps.executeQuery()) {
            rs.next();
            return rs.getBoolean(1);
        }
    }

    /** A lock key for a name; two names sharing a key only wait for each other needlessly. */
    private static int key(String name) {
        return name.hashCode() & 0x7fffffff;
    }

    private static String autoInstance() {
        String host;
        try {
            host = java.net.InetAddress.getLocalHost().getHostName();
        } catch (java.io.IOException e) {
            host = "robot";
        }
        return (host + "-" + ProcessHandle.current().pid() + "-" + Long.toString(System.currentTimeMillis(), 36))
                .replaceAll("[^A-Za-z0-9._-]", "_");
    }

    /** This process's name among the robots sharing the database (Quartz's instance id, the outbox's sender). */
    public String instance() {
        String name = instance;
        if (name == null) {
            synchronized (this) {
                if (instance == null) {
                    instance = autoInstance();
                }
                name = instance;
            }
        }
        return name;
    }

    /** Whether the database may be shared by several robots (PostgreSQL), so shared work must be claimed. */
    public boolean shared() {
        return vendor == Vendor.POSTGRESQL;
    }

    /**
     * Whether a robot runs as {@code instance} now: it holds its instance lock as long as its session lives, and
     * PostgreSQL ends the session of a killed process as soon as its connection drops. Always true of this process;
     * on H2 only this process exists.
     */
    public boolean alive(String otherInstance) {
        if (otherInstance == null || !shared()) {
            return false;
        }
        if (otherInstance.equals(instance())) {
            return true;
        }
        return read(c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT 1 FROM pg_locks WHERE locktype = 'advisory'"
                    + " AND classid::text = ? AND objid::text = ? AND objsubid = 2 AND granted")) {
                ps.setString(1, Integer.toString(INSTANCE_LOCKS));
                ps.setString(2, Integer.toString(key(otherInstance)));
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next();
                }
            }
        });
    }

    /**
     * A random name this database was given the first time it was asked, the same for every robot sharing it and
     * kept by its backups: what tells this robot home's mail apart from another's. Message-IDs are made from it and
     * an outbox key, since keys such as {@code ack:<inbox id>} are unique only within one database, and a game moved
     * here from another home brings that home's mails along (docs/backups.md).
     */
    public String identity() {
        String known = identity;
        if (known == null) {
            known = agree("database.identity", java.util.UUID.randomUUID().toString());
            identity = known;
        }
        return known;
    }

    /**
     * The setting {@code name} all robots sharing the database use: the first to ask records {@code proposed}, the
     * others get what it recorded.
     */
    public String agree(String name, String proposed) {
        return inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement(vendor.insertIgnoringDuplicates(
                    "INSERT INTO cluster_setting(name, setting) VALUES (?, ?)"))) {
                s.setString(1, name);
                s.setString(2, proposed);
                s.executeUpdate();
            } catch (SQLException e) {
                if (!"23505".equals(e.getSQLState())) {
                    throw e;
                }
            }
            try (PreparedStatement s = c.prepareStatement("SELECT setting FROM cluster_setting WHERE name = ?")) {
                s.setString(1, name);
                try (ResultSet r = s.executeQuery()) {
                    r.next();
                    return r.getString(1);
                }
            }
        });
    }

    /**
     * Waits for the cluster-wide lock {@code name} (e.g. {@code game:<id>}) and holds it until the returned lock is
     * closed: the robots sharing a PostgreSQL database do a game's deadline work one at a time. Reentrant on the
     * thread holding it. On H2 (one robot, whose worker does all this work) it is no lock at all.
     */
    public ClusterLock clusterLock(String name) {
        return lock(name, true).orElseThrow();
    }

    /**
     * The lock of one game's deadline work: its turns, their reports, its moderators' commands, its creation. Robots
     * sharing the database take it so that one of them at a time does that work, each seeing what the other did.
     */
    public ClusterLock gameLock(String gameId) {
        return clusterLock("game:" + gameId);
    }

    /** The same without waiting: empty while another robot does the game's work. */
    public Optional<ClusterLock> tryGameLock(String gameId) {
        return tryClusterLock("game:" + gameId);
    }

    /** The same without waiting: empty when another robot (or thread) holds it now. */
    public Optional<ClusterLock> tryClusterLock(String name) {
        return lock(name, false);
    }

    private Optional<ClusterLock> lock(String name, boolean wait) {
        if (!shared()) {
            return Optional.of(() -> { });
        }
        Held mine = held.get(name);
        if (mine != null && mine.thread == Thread.currentThread()) {
            mine.count++;
            return Optional.of(() -> mine.count--);
        }
        Connection c = null;
        try {
            c = pool.getConnection();
            try (PreparedStatement ps = c.prepareStatement(wait ? "SELECT pg_advisory_lock(?, ?) IS NOT NULL"
                    : "SELECT pg_try_advisory_lock(?, ?)")) {
                ps.setInt(1, CLUSTER_LOCKS);
                ps.setInt(2, key(name));
                if (!bool(ps)) {
                    c.close();
                    return Optional.empty();
                }
            }
        } catch (SQLException e) {
            closeQuietly(c);
            throw new StoreException(e);
        }
        Held h = new Held(Thread.currentThread(), c);
        held.put(name, h);
        return Optional.of(() -> {
            if (h.count > 0) {
                h.count--;
                return;
            }
            held.remove(name, h);
            try (PreparedStatement ps = h.connection.prepareStatement("SELECT pg_advisory_unlock(?, ?)")) {
                ps.setInt(1, CLUSTER_LOCKS);
                ps.setInt(2, key(name));
                ps.execute();
                h.connection.close();
            } catch (SQLException e) {
                // The session still holds it: end the session, and the lock with it.
                log.warn("releasing cluster lock {}: {}", name, e.getMessage());
                try {
                    h.connection.abort(Runnable::run);
                } catch (SQLException ignored) {
                    closeQuietly(h.connection);
                }
            }
        });
    }

    private static void closeQuietly(Connection c) {
        if (c != null) {
            try {
                c.close();
            } catch (SQLException ignored) {
                // already gone
            }
        }
    }

    /** A held cluster lock; closing it releases it. */
    @FunctionalInterface
    public interface ClusterLock extends AutoCloseable {
        @Override
        void close();
    }

    private static final class Held {
        final Thread thread;
        final Connection connection;
        int count;

        Held(Thread thread, Connection connection) {
            this.thread = thread;
            this.connection = connection;
        }
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
                // Released now, not when the server notices the session has ended: a command run right after a
                // robot's clean stop finds the database free.
                try (var st = lockHolder.createStatement()) {
                    st.execute("SELECT pg_advisory_unlock_all()");
                }
                lockHolder.close();
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
