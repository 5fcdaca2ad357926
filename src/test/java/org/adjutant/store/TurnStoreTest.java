package org.adjutant.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import org.adjutant.testing.TestDatabases;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/** Runs on H2 and on PostgreSQL: a turn is known by its game and its deadline, on both. */
@ParameterizedClass
@EnumSource(Vendor.class)
class TurnStoreTest {
    private static final Instant DEADLINE = Instant.parse("1846-05-08T14:00:00Z");

    private final Database db;
    private final TurnStore turns = new TurnStore();

    TurnStoreTest(Vendor vendor) {
        db = TestDatabases.fresh(vendor, "turns");
    }

    @BeforeEach
    void game() {
        db.inTransaction(c -> {
            new GameStore().create(c, new GameRow("g", "gitm", "Palo Alto", 1846, Instant.parse(
                    "1846-05-01T00:00:00Z"), 0), "opening");
            return null;
        });
    }

    @AfterEach
    void close() {
        db.close();
    }

    private void insert(int number, Instant deadline, Instant ranAt) {
        db.inTransaction(c -> {
            turns.insertTurn(c, "g", number, deadline, ranAt, "turn " + number);
            return null;
        });
    }

    @Test
    @DisplayName("the database refuses a second turn for the same deadline; a deadline a millisecond later is another"
            + " one, so the deadline a turn is run for must be the scheduled time exactly")
    void oneTurnPerDeadline() {
        insert(1, DEADLINE, DEADLINE.plusSeconds(2));
        assertThatThrownBy(() -> insert(2, DEADLINE, DEADLINE.plusSeconds(9))).isInstanceOf(StoreException.class);
        java.util.Optional<Integer> exact = db.read(c -> turns.turnFor(c, "g", DEADLINE));
        java.util.Optional<Integer> later = db.read(c -> turns.turnFor(c, "g", DEADLINE.plusMillis(3)));
        assertThat(exact).contains(1);
        assertThat(later).isEmpty();
    }

    @Test
    @DisplayName("the first turn that ran after a moment: the turn that was next then, once it has run")
    void firstRanAfter() {
        insert(1, DEADLINE, Instant.parse("1846-05-08T14:00:02.250Z"));
        insert(2, DEADLINE.plusSeconds(86400), Instant.parse("1846-05-09T14:00:01.500Z"));
        assertThat(ranAfter("1846-05-08T14:00:02Z"))
                .contains(new TurnStore.Ran(1, DEADLINE, Instant.parse("1846-05-08T14:00:02.250Z")));
        assertThat(ranAfter("1846-05-08T20:00:00Z").map(TurnStore.Ran::number)).contains(2);
        assertThat(ranAfter("1846-05-09T14:00:01.500Z")).isEmpty();
    }

    private java.util.Optional<TurnStore.Ran> ranAfter(String moment) {
        return db.read(c -> turns.firstRanAfter(c, "g", Instant.parse(moment)));
    }
}
