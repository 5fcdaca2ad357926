package org.adjutant.testing;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.adjutant.game.GameCreator;
import org.adjutant.game.NewPlayer;
import org.adjutant.game.PlayerSeat;
import org.adjutant.game.StoredGames;
import org.adjutant.player.PasswordGenerator;
import org.adjutant.player.PasswordHasher;
import org.adjutant.store.Database;
import org.adjutant.store.Vendor;

/**
 * A robot core over a fresh in-memory database with one game of the {@link ToyRuleset}: units A1, B2, C3; role
 * "alice" commands A1 and B2, "bob" is deputy for A1, "carol" commands C3, "minnie" is the toy War Minister.
 */
public final class CoreFixture implements AutoCloseable {
    private static final AtomicInteger COUNTER = new AtomicInteger();
    public static final String SCENARIO = """
            units: A1 B2 C3
            role: alice A1 B2
            deputy: bob A1
            role: carol C3
            minister: minnie
            """;

    public final Database db;
    public final ToyRuleset ruleset = new ToyRuleset();
    /** Its check time is fixed, so that how long an answer is held back is exact in tests. */
    public final PasswordHasher hasher = PasswordHasher.withCheckTime(java.time.Duration.ofMillis(5));
    public final StoredGames games;
    public final Map<String, NewPlayer> players;

    public CoreFixture() {
        this(Vendor.H2);
    }

    /** The same game in a fresh database of {@code vendor}. */
    public CoreFixture(Vendor vendor) {
        this(vendor == Vendor.H2 ? Database.inMemory("core" + COUNTER.incrementAndGet())
                : TestDatabases.fresh(vendor, "core"));
    }

    /** The same game in an H2 database file in {@code dir}, as the robot opens it (for what reaches the disk). */
    public CoreFixture(Path dir) {
        this(Database.file(dir));
    }

    private CoreFixture(Database db) {
        this.db = db;
        games = new StoredGames(db, Map.of("toy", ruleset));
        GameCreator creator = new GameCreator(db, hasher, new PasswordGenerator());
        List<NewPlayer> created = creator.create("g", "Test game", ruleset, 42L, ruleset.open(SCENARIO, "toy"),
                List.of(new PlayerSeat("Alice", "alice@example.org", "alice", false),
                        new PlayerSeat("Bob", "bob@example.org", "bob", false),
                        new PlayerSeat("Carol", "carol@example.org", "carol", false),
                        new PlayerSeat("Minnie", "minnie@example.org", "minnie", false)),
                Instant.parse("1846-04-01T00:00:00Z"));
        players = created.stream().collect(java.util.stream.Collectors.toMap(p -> p.seat().role(), p -> p));
    }

    public String password(String role) {
        return Optional.ofNullable(players.get(role)).orElseThrow().password();
    }

    public static Path templates() {
        return Path.of(System.getProperty("adjutant.home", ".")).resolve("templates");
    }

    public static Path testTemplates() {
        return Path.of(System.getProperty("adjutant.home", ".")).resolve("src/test/resources/test-templates");
    }

    @Override
    public void close() {
        db.close();
    }
}
