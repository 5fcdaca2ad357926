package org.adjutant.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.adjutant.testing.CoreFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The rows the intake reads together for a mail, in one statement where it used to read them one by one: the
 * assignments of the units a mail names, and an address's two quota counters. Runs on H2 and on PostgreSQL.
 */
@ParameterizedClass
@EnumSource(Vendor.class)
class ReadTogetherTest {
    private static final Instant AT = Instant.parse("1846-05-08T14:00:00Z");

    final CoreFixture core;
    final PlayerStore players = new PlayerStore();
    final AbuseCounterStore counters = new AbuseCounterStore();

    ReadTogetherTest(Vendor vendor) {
        core = new CoreFixture(vendor);
    }

    @AfterEach
    void close() {
        core.close();
    }

    @Test
    @DisplayName("the assignments of several units, a repeated one and one nobody holds, are the ones read one by one")
    void assignmentsOfSeveralUnitsAreThoseReadOneByOne() {
        List<String> named = List.of("A1", "C3", "A1", "Z9", "B2");
        Map<String, Assignment> together = core.db.read(c -> players.assignments(c, "g", named));

        Map<String, Assignment> single = new java.util.HashMap<>();
        for (String unit : named) {
            core.db.read(c -> players.assignment(c, "g", unit)).ifPresent(a -> single.put(unit, a));
        }
        assertThat(together).isEqualTo(single).containsOnlyKeys("A1", "B2", "C3");
        assertThat(together.get("A1").deputyId()).isEqualTo(core.players.get("bob").id());
    }

    @Test
    @DisplayName("more units than one statement asks for are all read, and no other game's rows")
    void moreUnitsThanOneStatementAreAllRead() {
        List<String> named = new ArrayList<>();
        core.db.inTransaction(c -> {
            for (int i = 0; i < 19; i++) {
                players.assign(c, "g", "X" + i, core.players.get("carol").id(), 0, AT, "test");
                named.add("X" + i);
            }
            return null;
        });
        named.add("A1");

        Map<String, Assignment> together = core.db.read(c -> players.assignments(c, "g", named));

        assertThat(together).hasSize(20);
        Map<String, Assignment> otherGame = core.db.read(c -> players.assignments(c, "other", named));
        Map<String, Assignment> none = core.db.read(c -> players.assignments(c, "g", List.of()));
        assertThat(otherGame).isEmpty();
        assertThat(none).isEmpty();
    }

    @Test
    @DisplayName("an address's mails and bytes counters are read together as each alone; a missing one is absent")
    void twoCountersReadTogether() {
        AbuseCounterStore.Row mails = new AbuseCounterStore.Row(AT, 3, null);
        AbuseCounterStore.Row bytes = new AbuseCounterStore.Row(AT, 4096, AT.plusSeconds(3600));
        core.db.inTransaction(c -> {
            counters.write(c, "SENDER_MAILS", "alice@example.org", mails, false);
            counters.write(c, "SENDER_BYTES", "alice@example.org", bytes, false);
            counters.write(c, "SENDER_MAILS", "bob@example.org", mails, false);
            return null;
        });

        Map<String, AbuseCounterStore.Row> alice = core.db.inTransaction(c -> counters.read(c, "SENDER_MAILS",
                "SENDER_BYTES", "alice@example.org"));
        Map<String, AbuseCounterStore.Row> bob = core.db.inTransaction(c -> counters.read(c, "SENDER_MAILS",
                "SENDER_BYTES", "bob@example.org"));

        assertThat(alice).containsEntry("SENDER_MAILS", core.db.inTransaction(c -> counters.read(c, "SENDER_MAILS",
                "alice@example.org")).orElseThrow()).containsEntry("SENDER_BYTES", core.db.inTransaction(c ->
                counters.read(c, "SENDER_BYTES", "alice@example.org")).orElseThrow());
        assertThat(alice.get("SENDER_BYTES").hits()).isEqualTo(4096);
        assertThat(bob).containsOnlyKeys("SENDER_MAILS");
    }
}
