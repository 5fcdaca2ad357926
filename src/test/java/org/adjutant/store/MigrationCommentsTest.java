package org.adjutant.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;
import org.adjutant.testing.TestDatabases;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A database made by a robot before some migrations' comments were reworded still opens, and nothing else about an
 * applied migration may change. On H2 and on PostgreSQL, whose eighth migrations differ.
 */
@ParameterizedClass
@EnumSource(Vendor.class)
class MigrationCommentsTest {
    @TempDir
    Path dir;

    private final Vendor vendor;

    MigrationCommentsTest(Vendor vendor) {
        this.vendor = vendor;
    }

    private Supplier<Database> opener() {
        return TestDatabases.reopenable(vendor, dir, "migration_comments");
    }

    private static Map<String, Integer> checksums(Database db) {
        return db.read(c -> {
            Map<String, Integer> sums = new TreeMap<>();
            try (PreparedStatement ps = c.prepareStatement("SELECT \"version\", \"checksum\" FROM"
                    + " \"flyway_schema_history\" WHERE \"version\" IN ('8', '9', '13')");
                 ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    sums.put(rs.getString(1), rs.getInt(2));
                }
            }
            return sums;
        });
    }

    private static void setChecksum(Database db, String version, int checksum) {
        db.inTransaction(c -> {
            try (PreparedStatement ps = c.prepareStatement("UPDATE \"flyway_schema_history\" SET \"checksum\" = ?"
                    + " WHERE \"version\" = ?")) {
                ps.setInt(1, checksum);
                ps.setString(2, version);
                return ps.executeUpdate();
            }
        });
    }

    @Test
    void theListedNewChecksumsAreThoseOfTheShippedFiles() {
        Supplier<Database> open = opener();
        try (Database db = open.get()) {
            assertThat(checksums(db)).hasSize(3).allSatisfy((version, sum) -> assertThat(MigrationComments.EDITS)
                    .anySatisfy(e -> assertThat(e).isEqualTo(new MigrationComments.Edit(version, e.before(), sum))));
        }
    }

    @Test
    void aDatabaseAppliedBeforeTheCommentsChangedOpensAndTakesTheNewChecksums() {
        Supplier<Database> open = opener();
        Map<String, Integer> now;
        try (Database db = open.get()) {
            now = checksums(db);
            for (Map.Entry<String, Integer> e : now.entrySet()) {
                MigrationComments.Edit edit = MigrationComments.EDITS.stream()
                        .filter(x -> x.version().equals(e.getKey()) && x.after() == e.getValue()).findFirst()
                        .orElseThrow();
                setChecksum(db, e.getKey(), edit.before());
            }
        }
        try (Database db = open.get()) {
            assertThat(checksums(db)).isEqualTo(now);
        }
    }

    @Test
    void anyOtherChangeToAnAppliedMigrationStillStopsTheRobot() {
        Supplier<Database> open = opener();
        try (Database db = open.get()) {
            setChecksum(db, "9", 12345);
        }
        assertThatThrownBy(open::get).hasMessageContaining("checksum");
    }
}
