package org.adjutant.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import javax.sql.DataSource;

/**
 * Migrations already applied to robots' databases whose text has since changed in its comments only, with Flyway's
 * checksum of each text. Flyway refuses to open a database whose applied migration no longer has the checksum it
 * recorded; before it looks, a history row that still carries the old checksum of such a migration is given the new
 * one. Only these exact pairs are adopted: any other difference between an applied migration and its file still
 * stops the robot, as Flyway means it to. A new entry is made by computing both checksums (Flyway's
 * {@code ChecksumCalculator} over the file before and after) and checking the edit touches nothing but comments.
 */
final class MigrationComments {
    /** One edit: the migration's version, its checksum as applied, and its checksum now. */
    record Edit(String version, int before, int after) {
    }

    /** The comments that named the work a migration came from now say what its tables are for. */
    static final List<Edit> EDITS = List.of(
            new Edit("8", -1977991537, -1889367776),    // h2/V8__moderation.sql
            new Edit("8", -1199379019, -1725841725),    // postgresql/V8__moderation.sql
            new Edit("9", -954888975, -2011263322),     // V9__abuse_limits.sql
            new Edit("13", 416728806, -3266806));       // V13__mailbox_read.sql

    private static final String HISTORY = "flyway_schema_history";

    private MigrationComments() {
    }

    /** Gives every history row that carries an edit's old checksum its new one; a database without history is left. */
    static void adopt(DataSource pool) throws SQLException {
        try (Connection c = pool.getConnection()) {
            if (!hasHistory(c)) {
                return;
            }
            try (PreparedStatement ps = c.prepareStatement("UPDATE \"" + HISTORY + "\" SET \"checksum\" = ?"
                    + " WHERE \"version\" = ? AND \"checksum\" = ?")) {
                for (Edit e : EDITS) {
                    ps.setInt(1, e.after());
                    ps.setString(2, e.version());
                    ps.setInt(3, e.before());
                    ps.addBatch();
                }
                ps.executeBatch();
            }
            if (!c.getAutoCommit()) {
                c.commit();
            }
        }
    }

    private static boolean hasHistory(Connection c) throws SQLException {
        try (ResultSet rs = c.getMetaData().getTables(null, null, HISTORY, null)) {
            return rs.next();
        }
    }
}
