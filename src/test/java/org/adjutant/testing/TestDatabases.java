package org.adjutant.testing;

import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.adjutant.store.Database;
import org.adjutant.store.Vendor;

/**
 * Fresh, empty, migrated databases of either vendor for tests: H2 in memory, or a new database on the JVM's one
 * {@link EmbeddedPostgres}, copied from one migrated once ({@link EmbeddedPostgres#createMigratedDatabase}); a
 * {@link #reopenable} PostgreSQL database starts empty and is migrated when first opened. Store-level tests take the
 * vendor as a class parameter and run on both.
 */
public final class TestDatabases {
    private static final AtomicInteger COUNTER = new AtomicInteger();

    private TestDatabases() {
    }

    public static Database fresh(Vendor vendor, String name) {
        String unique = name + "_" + COUNTER.incrementAndGet();
        return switch (vendor) {
            case H2 -> Database.inMemory(unique);
            case POSTGRESQL -> Database.postgres(EmbeddedPostgres.get().createMigratedDatabase(unique), "postgres",
                    null);
        };
    }

    /**
     * One database that can be closed and opened again, as a robot restarting: H2 in a file in {@code dir}, or one
     * PostgreSQL database created now. Each {@link Supplier#get()} opens it anew.
     */
    public static Supplier<Database> reopenable(Vendor vendor, Path dir, String name) {
        return switch (vendor) {
            case H2 -> () -> Database.file(dir);
            case POSTGRESQL -> {
                String url = EmbeddedPostgres.get().createDatabase(name + "_" + COUNTER.incrementAndGet());
                yield () -> Database.postgres(url, "postgres", null);
            }
        };
    }
}
