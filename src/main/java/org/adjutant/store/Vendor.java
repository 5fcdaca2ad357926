package org.adjutant.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Locale;

/**
 * The database products the robot runs on: H2 embedded (the default, one file beside the robot) and PostgreSQL (a
 * server, for production hosts). The schema is the same; where their SQL differs the stores ask this.
 */
public enum Vendor {
    H2("h2", "org.quartz.impl.jdbcjobstore.StdJDBCDelegate"),
    POSTGRESQL("postgresql", "org.quartz.impl.jdbcjobstore.PostgreSQLDelegate");

    private final String migrations;
    private final String quartzDelegate;

    Vendor(String migrations, String quartzDelegate) {
        this.migrations = migrations;
        this.quartzDelegate = quartzDelegate;
    }

    /** The vendor of an open connection (drivers cache their metadata, so this costs no round trip). */
    public static Vendor of(Connection c) throws SQLException {
        String product = c.getMetaData().getDatabaseProductName().toLowerCase(Locale.ROOT);
        return product.contains("postgres") ? POSTGRESQL : H2;
    }

    /**
     * The Flyway location of the migrations only this vendor runs, beside the common ones in {@code db/migration}.
     * Outside that folder, since Flyway scans a location with its subfolders.
     */
    public String migrationLocation() {
        return "classpath:db/vendor/" + migrations;
    }

    /** Quartz's JDBC delegate for this vendor's job store (BYTEA and booleans differ from the standard one). */
    public String quartzDelegate() {
        return quartzDelegate;
    }

    /**
     * {@code insert} made to skip a row whose unique key is taken instead of failing. Only PostgreSQL needs it: a
     * failed statement aborts its whole transaction there, while H2 lets the caller catch the duplicate and go on.
     */
    String insertIgnoringDuplicates(String insert) {
        return this == POSTGRESQL ? insert + " ON CONFLICT DO NOTHING" : insert;
    }

    /**
     * {@code insert} prepared to hand back the new row's generated {@code column} and nothing else. Asked for keys in
     * general, PostgreSQL's driver appends {@code RETURNING *} and so sends back the whole row: for an outbox row, the
     * mail's bytes again, for every report of a deadline.
     */
    static PreparedStatement insertReturning(Connection c, String insert, String column) throws SQLException {
        // H2 keeps unquoted names in upper case and matches these names exactly
        return c.prepareStatement(insert, new String[] {of(c) == H2 ? column.toUpperCase(Locale.ROOT) : column});
    }
}
