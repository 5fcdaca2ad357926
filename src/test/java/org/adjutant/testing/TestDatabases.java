package org.adjutant.testing;

import java.util.concurrent.atomic.AtomicInteger;
import org.adjutant.store.Database;
import org.adjutant.store.Vendor;

/**
 * Fresh, empty, migrated databases of either vendor for tests: H2 in memory, or a new database on the JVM's one
 * {@link EmbeddedPostgres}. Store-level tests take the vendor as a class parameter and run on both.
 */
public final class TestDatabases {
    private static final AtomicInteger COUNTER = new AtomicInteger();

    private TestDatabases() {
    }

    public static Database fresh(Vendor vendor, String name) {
        String unique = name + "_" + COUNTER.incrementAndGet();
        return switch (vendor) {
            case H2 -> Database.inMemory(unique);
            case POSTGRESQL -> Database.postgres(EmbeddedPostgres.get().createDatabase(unique), "postgres", null);
        };
    }
}
