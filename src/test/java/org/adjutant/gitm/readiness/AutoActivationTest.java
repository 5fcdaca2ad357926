package org.adjutant.gitm.readiness;

import static org.adjutant.gitm.readiness.Stand.lines;
import static org.adjutant.gitm.readiness.Stand.readiness;
import static org.assertj.core.api.Assertions.assertThat;

import org.adjutant.gitm.event.ActivationCause;
import org.adjutant.gitm.event.HaltReason;
import org.adjutant.gitm.event.MarchHalted;
import org.adjutant.gitm.event.UnitActivated;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Inactive units roused by hostile or neutral troops (GITM 11.3) and the orders they then carry out (GITM 11.5; the
 * worked example of docs/rules/gitm-10-supply.md section 12). Open squares: inactive MX9IN at A (G1-V6), B north of
 * A, C north of B, D east of A; US2LC one square south of A.
 */
class AutoActivationTest {
    private static final String A = "G1-V6";
    private static final String B = "G1-V5";
    private static final String C = "G1-V4";
    private static final String D = "G2-V6";
    private static final String SOUTH = "G1-V7";

    private static Theatre example(String mx9Orders, String us2Orders) {
        Theatre t = Theatre.openGround("G0-V3", "G3-V8")
                .unit("MX9IN", "NE", A, "7-7", b -> b.readiness(Readiness.INACTIVE))
                .unit("US2LC", "US", SOUTH, "7-7");
        if (!mx9Orders.isEmpty()) {
            t.orders("MX9IN", mx9Orders.split("\n"));
        }
        if (!us2Orders.isEmpty()) {
            t.orders("US2LC", us2Orders);
        }
        return t;
    }

    private static UnitActivated activation(TurnOutcome o) {
        return (UnitActivated) Stand.events(o, "unit-activated").stream().filter(e -> e.describe().startsWith("MX9IN"))
                .findFirst().orElseThrow();
    }

    private static String square(TurnOutcome o, String unit) {
        return Theatre.unit(o, unit).location().strategic().toString();
    }

    @Test
    @DisplayName("GITM 11.5 roused at the end of strategic phase 2, a unit never marches the box of phase 1")
    void gitm_11_5_orders_after_activation() {
        TurnOutcome o = Stand.of(example("PATH " + B, "PATH - " + A)).run();
        UnitActivated a = activation(o);
        assertThat(a.when()).isEqualTo(Phase.STRATEGIC_2);
        assertThat(a.cause()).isEqualTo(ActivationCause.ENEMY_ENTERED);
        assertThat(a.by()).isEqualTo("US2LC");
        assertThat(a.visibility().observers()).containsExactly("MX9IN");
        assertThat(lines(o, "unit-activated")).containsExactly("Strategic phase 2: MX9IN became active in G1-V6,"
                + " roused by US2LC in its square (GITM 11.3); it carries out its orders from the next phase on"
                + " (GITM 11.5).");
        assertThat(square(o, "MX9IN")).isEqualTo(A);
        assertThat(readiness(o, "MX9IN")).isEqualTo(Readiness.ACTIVE);
        assertThat(Theatre.lines(o, "departed")).noneMatch(l -> l.contains("MX9IN"));
    }

    @Test
    @DisplayName("GITM 11.5 a box of a later strategic phase is marched after activation")
    void gitm_11_5_laterBoxMarched() {
        TurnOutcome o = Stand.of(example("PATH - - " + D, "PATH - " + A)).run();
        assertThat(activation(o).when()).isEqualTo(Phase.STRATEGIC_2);
        assertThat(square(o, "MX9IN")).isEqualTo(D);
        assertThat(Theatre.lines(o, "arrived")).anyMatch(l -> l.startsWith("Strategic phase 3: MX9IN"));
    }

    @Test
    @DisplayName("GITM 11.5, 7.4 a later box not next to the unit (its earlier box never marched) halts the path")
    void gitm_11_5_lateBoxNotAdjacent() {
        TurnOutcome o = Stand.of(example("PATH " + B + " " + C, "PATH " + A)).run();
        assertThat(activation(o).when()).isEqualTo(Phase.STRATEGIC_1);
        assertThat(Stand.events(o, "halted")).singleElement().isInstanceOfSatisfying(MarchHalted.class, h -> {
            assertThat(h.unit().toString()).isEqualTo("MX9IN");
            assertThat(h.reason()).isEqualTo(HaltReason.NOT_ADJACENT);
            assertThat(h.when()).isEqualTo(Phase.STRATEGIC_2);
        });
        assertThat(square(o, "MX9IN")).isEqualTo(A);
    }

    @Test
    @DisplayName("GITM 11.5 a tactical move of a phase after the activation is made; one of a phase before it is not")
    void gitm_11_5_tacticalMoves() {
        TurnOutcome late = Stand.of(example("MOVE TO 7-2 PHASE 3", "PATH " + A)).robot().run();
        assertThat(activation(late).when()).isEqualTo(Phase.STRATEGIC_1);
        assertThat(Theatre.lines(late, "tactical-moved")).anyMatch(l -> l.startsWith("Tactical phase 3: MX9IN"));
        assertThat(Theatre.unit(late, "MX9IN").location().tactical().toString()).isEqualTo("7-2");

        TurnOutcome early = Stand.of(example("MOVE TO 7-2 PHASE 1", "PATH " + A)).robot().run();
        assertThat(activation(early).when()).isEqualTo(Phase.STRATEGIC_1);
        assertThat(Theatre.lines(early, "tactical-moved")).noneMatch(l -> l.contains("MX9IN"));
        assertThat(Theatre.unit(early, "MX9IN").location().tactical().toString()).isEqualTo("7-7");
    }

    @Test
    @DisplayName("GITM 11.3, 11.5 with no enemy coming an inactive unit keeps its orders and does nothing")
    void gitm_11_3_noEnemyNothingDone() {
        TurnOutcome o = Stand.of(example("PATH " + B + "\nMOVE TO 7-2 PHASE 1", "")).robot().run();
        assertThat(square(o, "MX9IN")).isEqualTo(A);
        assertThat(Theatre.unit(o, "MX9IN").location().tactical().toString()).isEqualTo("7-7");
        assertThat(readiness(o, "MX9IN")).isEqualTo(Readiness.INACTIVE);
        assertThat(lines(o, "unit-activated")).isEmpty();
        assertThat(Theatre.events(o)).as("nothing at all happens to it").noneMatch(e -> e.describe().contains("MX9IN")
                && !e.kind().equals("orders-recorded"));
    }

    @Test
    @DisplayName("GITM 11.3 neutral troops rouse an inactive unit too; allies and inactive enemies do not")
    void gitm_11_3_neutralAllyInactive() {
        Theatre t = Theatre.openGround("G0-V3", "G3-V8")
                .unit("MX9IN", "NE", A, "7-7", b -> b.readiness(Readiness.INACTIVE))
                .unit("MX40IN", "YUC", SOUTH, "7-7").orders("MX40IN", "PATH " + A)
                .unit("MX10IN", "NE", D, "7-7", b -> b.readiness(Readiness.INACTIVE))
                .unit("MX50IN", "NM", "G3-V6", "7-7").orders("MX50IN", "PATH " + D)
                .unit("MX11IN", "NE", "G0-V4", "7-7", b -> b.readiness(Readiness.INACTIVE))
                .unit("US3IN", "US", "G0-V4", "1-1", b -> b.readiness(Readiness.INACTIVE));
        TurnOutcome o = Stand.of(t).run();
        assertThat(readiness(o, "MX9IN")).isEqualTo(Readiness.ACTIVE);
        assertThat(activation(o).cause()).isEqualTo(ActivationCause.NEUTRAL_ENTERED);
        assertThat(readiness(o, "MX10IN")).as("an ally came").isEqualTo(Readiness.INACTIVE);
        assertThat(readiness(o, "MX11IN")).as("only an inactive enemy").isEqualTo(Readiness.INACTIVE);
    }

    @Test
    @DisplayName("GITM 11.3 an enemy already in the square at the start of the turn rouses the unit after the Orders phase")
    void gitm_11_3_enemyThereAtStart() {
        Theatre t = Theatre.openGround("G0-V3", "G3-V8")
                .unit("MX9IN", "NE", A, "7-7", b -> b.readiness(Readiness.INACTIVE)).orders("MX9IN", "PATH " + B)
                .unit("US2LC", "US", A, "1-1").unit("US1IN", "US", A, "1-2");
        TurnOutcome o = Stand.of(t).run();
        UnitActivated a = activation(o);
        assertThat(a.when()).isEqualTo(Phase.ORDERS);
        assertThat(a.by()).as("the lowest id of those in the square").isEqualTo("US1IN");
        assertThat(square(o, "MX9IN")).as("it acts from the supply phase on: its box 1 is marched").isEqualTo(B);
    }
}
