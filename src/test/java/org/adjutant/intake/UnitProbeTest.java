package org.adjutant.intake;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.adjutant.config.AbuseLimits;
import org.adjutant.store.PlayerStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * An answer tells a stranger nothing about units he does not command (GITM 6.2: a unit's orders need its commander's
 * or deputy's password). An id no unit has, a unit nobody holds yet and a wrong password get one answer, at the same
 * cost (the same number of Argon2 checks, whatever the hasher remembers), and the ids one mail or one address may
 * try are limited.
 */
class UnitProbeTest {
    private final AbuseFixture f = new AbuseFixture(AbuseLimits.DEFAULT.withUnprovenAnswers(1_000));

    @AfterEach
    void close() {
        f.close();
    }

    private static Instant at(int minutes) {
        return AbuseFixture.T0.plus(Duration.ofMinutes(minutes));
    }

    /**
     * What one probe mail from {@code from} got for its one block, and how many Argon2 checks its answer was worth:
     * those that ran, and those owed, for which the answer is held back.
     */
    private record Probe(String title, String reason, long checks) {
    }

    private Probe probe(int minute, String from, String block) {
        long before = f.hasher.slowChecks();
        Acknowledgement a = f.judge(at(minute), from, block);
        BlockResult b = a.blocks().get(0);
        assertThat(b.accepted()).isFalse();
        return new Probe(b.title(), b.problems().get(0).reason(), worth(before, a));
    }

    /** The checks run since {@code before} and those {@code a} is held back for. */
    private long worth(long before, Acknowledgement a) {
        return f.hasher.slowChecks() - before + a.heldFor().dividedBy(AbuseFixture.CHECK_TIME);
    }

    @Test
    @DisplayName("GITM 6.2 a proof costs only what proving takes: a deputy's block, the commander's seat tried first,"
            + " runs no check and waits for none once both passwords are proven")
    void aProofCostsOnlyWhatProvingTakes() {
        assertThat(f.judge(at(0), "alice@example.org", f.unitBlock("A1", f.passwords.get("alice"))).accepted())
                .isEqualTo(1);
        assertThat(f.judge(at(1), "bob@example.org", f.unitBlock("A1", f.passwords.get("bob"))).accepted())
                .isEqualTo(1);
        long before = f.hasher.slowChecks();
        Acknowledgement proven = f.judge(at(2), "bob@example.org", f.unitBlock("A1", f.passwords.get("bob")));
        assertThat(proven.accepted()).isEqualTo(1);
        assertThat(f.hasher.slowChecks() - before).as("Argon2 checks for a proven deputy's block").isZero();
        assertThat(proven.heldFor()).as("a proven block's answer is not held back").isZero();
    }

    @Test
    @DisplayName("GITM 6.2 no unit, a unit nobody holds and a wrong password get the same answer at the same cost")
    void gitm_6_2_oneAnswerForEveryRefusal() {
        // C3 loses its commander: a unit nobody holds.
        f.db.inTransaction(c -> {
            new PlayerStore().assign(c, "g", "C3", 0, 0, AbuseFixture.T0, "test");
            return null;
        });
        // Alice proves her password first, so the hasher remembers it: a wrong guess at her units could be answered
        // in microseconds, which would tell that someone holds them.
        assertThat(f.judge(at(0), "alice@example.org", f.unitBlock("A1", f.passwords.get("alice"))).accepted())
                .isEqualTo(1);
        Map<String, Probe> probes = new LinkedHashMap<>();
        probes.put("no such unit", probe(1, "minnie@example.org", f.unitBlock("Z9", "guess")));
        probes.put("nobody holds it", probe(2, "minnie@example.org", f.unitBlock("C3", "guess")));
        probes.put("wrong password, owner remembered", probe(3, "minnie@example.org", f.unitBlock("B2", "guess")));
        probes.put("wrong password, commander remembered, deputy not", probe(4, "minnie@example.org",
                f.unitBlock("A1", "guess")));
        probes.put("written another way", probe(5, "minnie@example.org", f.unitBlock("b-2", "guess2")));
        assertThat(probes.values()).extracting(Probe::reason).containsOnly(IntakeProcessor.NO_MATCH);
        assertThat(probes.values()).extracting(Probe::checks).as("Argon2 checks per refusal, run or owed")
                .containsOnly(2L);
        assertThat(probes.values()).extracting(Probe::title).containsExactly("Z9", "C3", "B2", "A1", "B-2");
        // The text of the reply is the same too, but for the id.
        String z9 = new org.adjutant.report.TemplateRenderer(org.adjutant.testing.CoreFixture.templates())
                .acknowledgement(f.judge(at(6), "minnie@example.org", f.unitBlock("Z9", "x"))).text();
        String c3 = new org.adjutant.report.TemplateRenderer(org.adjutant.testing.CoreFixture.templates())
                .acknowledgement(f.judge(at(6), "minnie@example.org", f.unitBlock("C3", "x"))).text();
        assertThat(z9.replace("Z9", "C3")).isEqualTo(c3);
    }

    @Test
    @DisplayName("GITM 6.2 a PLAYER block for a name nobody bears costs what one for a player's name costs")
    void gitm_6_2_playerNamesCostTheSame() {
        long before = f.hasher.slowChecks();
        Acknowledgement nobody = f.judge(at(1), "minnie@example.org", "PLAYER nobody PASSWORD x\nTIME ZONE GAME\n");
        long nobodyCost = worth(before, nobody);
        before = f.hasher.slowChecks();
        Acknowledgement alice = f.judge(at(2), "minnie@example.org", "PLAYER alice PASSWORD x\nTIME ZONE GAME\n");
        assertThat(worth(before, alice)).isEqualTo(nobodyCost).isEqualTo(1);
        assertThat(nobody.blocks().get(0).problems().get(0).reason().replace("nobody", "alice"))
                .isEqualTo(alice.blocks().get(0).problems().get(0).reason());
    }

    @Test
    @DisplayName("one mail may try five ids; the rest are refused unchecked with one answer, whether they are units or not")
    void idsPerMailAreLimited() {
        StringBuilder body = new StringBuilder();
        for (String id : List.of("Z1", "A1", "Z2", "C3", "Z3", "B2", "Z4", "Z5")) {
            body.append(f.unitBlock(id, "guess-" + id));
        }
        long before = f.hasher.slowChecks();
        Acknowledgement a = f.judge(at(1), "minnie@example.org", body.toString());
        assertThat(worth(before, a)).isEqualTo(10);
        assertThat(a.blocks().subList(0, 5)).allSatisfy(b -> assertThat(b.problems().get(0).reason())
                .isEqualTo(IntakeProcessor.NO_MATCH));
        assertThat(a.blocks().subList(5, 8)).allSatisfy(b -> assertThat(b.problems().get(0).reason())
                .isEqualTo("not checked: this mail already gave 5 passwords that did not match; send the orders for "
                        + b.title() + " again with the right password"));
    }

    @Test
    @DisplayName("ids no unit has are counted and locked like units: the lock tells nothing either")
    void idsNoUnitHasLockLikeUnits() {
        String[] guessers = {"carol@example.org", "minnie@example.org", "mo@example.org", "bob@example.org",
            "alice@example.org"};
        for (int i = 0; i < 5; i++) {
            probe(i, guessers[i], f.unitBlock("Z9", "guess-" + i));
            probe(i, guessers[i], f.unitBlock("B2", "guess-" + i));
        }
        Probe z9 = probe(10, "stranger@elsewhere.test", f.unitBlock("Z9", "again"));
        Probe b2 = probe(10, "stranger@elsewhere.test", f.unitBlock("B2", "again"));
        assertThat(z9.reason().replace("Z9", "B2")).isEqualTo(b2.reason())
                .startsWith("not checked: too many wrong passwords have been given for B2 lately");
        assertThat(z9.checks()).isEqualTo(b2.checks()).isZero();
    }

    @Test
    @DisplayName("GITM 3.4 ASSIGN of an id no unit has is answered as ASSIGN of another's unit")
    void gitm_3_4_assignTellsNothingEither() {
        String carol = "PLAYER carol PASSWORD " + f.passwords.get("carol") + "\n";
        Acknowledgement real = f.judge(at(1), "carol@example.org", carol + "ASSIGN A1 COMMANDER carol\n");
        Acknowledgement none = f.judge(at(2), "carol@example.org", carol + "ASSIGN Z9 COMMANDER carol\n");
        assertThat(none.blocks().get(0).problems().get(0).reason().replace("Z9", "A1"))
                .isEqualTo(real.blocks().get(0).problems().get(0).reason())
                .startsWith("you may not reassign A1");
    }
}
