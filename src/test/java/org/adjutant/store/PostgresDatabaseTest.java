package org.adjutant.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Optional;
import org.adjutant.config.DatabaseConfig;
import org.adjutant.config.Secret;
import org.adjutant.testing.EmbeddedPostgres;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What only the PostgreSQL database does: opened from the server file's section, held by one process at a time. */
class PostgresDatabaseTest {
    @TempDir
    Path dir;

    @Test
    @DisplayName("a database section with a url opens PostgreSQL, migrated by the same Flyway history as H2")
    void opensFromTheConfig() {
        String url = EmbeddedPostgres.get().createDatabase("from_config");
        try (Database db = Database.open(new DatabaseConfig.Postgres(url, "postgres",
                Optional.of(new Secret("unused-with-trust", "test"))))) {
            assertThat(db.vendor()).isEqualTo(Vendor.POSTGRESQL);
            int schema = db.read(GameArchive::schema);
            try (Database h2 = Database.inMemory("schema-" + System.nanoTime())) {
                int h2Schema = h2.read(GameArchive::schema);
                assertThat(schema).isEqualTo(h2Schema).isGreaterThanOrEqualTo(8);
            }
        }
        try (Database h2 = Database.open(new DatabaseConfig.H2(dir))) {
            assertThat(h2.vendor()).isEqualTo(Vendor.H2);
        }
    }

    @Test
    @DisplayName("like H2's file lock, a second process finds the database in use until the first closes it")
    void oneProcessAtATime() {
        String url = EmbeddedPostgres.get().createDatabase("locked");
        Database first = Database.postgres(url, "postgres", null);
        assertThatThrownBy(() -> Database.postgres(url, "postgres", null))
                .isInstanceOf(StoreException.class).hasMessageContaining("is already in use");
        first.close();
        try (Database again = Database.postgres(url, "postgres", null)) {
            java.util.List<GameRow> games = again.read(c -> new GameStore().list(c));
            assertThat(games).isEmpty();
        }
    }

    @Test
    @DisplayName("backup on PostgreSQL is refused with the pg_dump command to use instead")
    void backupPointsToPgDump() {
        String url = EmbeddedPostgres.get().createDatabase("dump");
        try (Database db = Database.postgres(url, "postgres", null)) {
            assertThatThrownBy(() -> db.backup(dir.resolve("x.zip"))).isInstanceOf(StoreException.class)
                    .hasMessageContaining("pg_dump --format=custom --file=adjutant.dump postgresql://127.0.0.1:");
        }
        assertThat(dir.resolve("x.zip")).doesNotExist();
    }
}
