package org.adjutant.gitm.movement.tactical;

import static org.adjutant.gitm.movement.tactical.TacticalMovementTest.SQ;
import static org.assertj.core.api.Assertions.assertThat;

import org.adjutant.gitm.event.TacticalMoveKind;
import org.adjutant.gitm.event.TacticalMoved;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The third step of a tactical phase: moves into and out of forts. Monterrey (NE) stands at 5-5 of G1-V1. */
class FortMovesTest {
    private static Theatre theatre() {
        return Theatre.openGround("G0-V0", "G2-V2");
    }

    @Test
    @DisplayName("GITM 8.2 a move to its own square takes a unit into its side's fort before anyone moves, and is its move for the phase")
    void gitm_8_2_intoTheFort() {
        PhaseFixture f = PhaseFixture.withFort(theatre()
                .unit("MX1IN", "NE", SQ, "5-5").orders("MX1IN", "MOVE TO 5-5")
                .unit("MX2IN", "NE", SQ, "3-3").orders("MX2IN", "MOVE TO 5-5"), SQ, "5-5", 5000, false);
        PhaseMoves now = f.phase(Phase.TACTICAL_1, "MX2IN", "MX1IN");
        f.run(TacticalStep.Order.FORT_MOVES, now);
        assertThat(f.unit("MX1IN").inFort()).isTrue();
        assertThat(now.acted(UnitId.of("MX1IN"))).isTrue();
        assertThat(f.events(TacticalMoved.class)).singleElement().satisfies(m -> {
            assertThat(m.how()).isEqualTo(TacticalMoveKind.FORT);
            assertThat(m.unit()).isEqualTo(UnitId.of("MX1IN"));
            assertThat(m.fatigue()).as("no enemy about").isZero();
        });
        assertThat(f.at("MX2IN")).as("a move to another square waits for its own turn").isEqualTo("3-3");
        assertThat(now.acted(UnitId.of("MX2IN"))).isFalse();
    }

    @Test
    @DisplayName("GITM 8.2 with 'do not enter fort' the same order takes a unit out of the fort")
    void gitm_8_2_outOfTheFort() {
        PhaseFixture f = PhaseFixture.withFort(theatre()
                .unit("MX1IN", "NE", SQ, "5-5", b -> b.inFort(true)).orders("MX1IN", "MOVE TO 5-5", "DO NOT ENTER FORT"),
                SQ, "5-5", 5000, false);
        f.run(TacticalStep.Order.FORT_MOVES, f.phase(Phase.TACTICAL_1, "MX1IN"));
        assertThat(f.unit("MX1IN").inFort()).isFalse();
        assertThat(f.lines("tactical-moved")).singleElement().asString().contains("leaving the fort");
    }

    @Test
    @DisplayName("GITM 8.2 a fort move waits for the phase the order names")
    void gitm_8_2_startPhase() {
        PhaseFixture f = PhaseFixture.withFort(theatre()
                .unit("MX1IN", "NE", SQ, "5-5").orders("MX1IN", "MOVE TO 5-5 PHASE 2"), SQ, "5-5", 5000, false);
        f.run(TacticalStep.Order.FORT_MOVES, f.phase(Phase.TACTICAL_1, "MX1IN"));
        assertThat(f.unit("MX1IN").inFort()).isFalse();
        f.run(TacticalStep.Order.FORT_MOVES, f.phase(Phase.TACTICAL_2, "MX1IN"));
        assertThat(f.unit("MX1IN").inFort()).isTrue();
    }

    @Test
    @DisplayName("GITM 2.6, 8.2 only into a fort of the unit's own side, and only if it fits")
    void gitm_2_6_ownSideAndRoom() {
        PhaseFixture enemy = PhaseFixture.withFort(theatre()
                .unit("US1IN", "US", SQ, "5-5").orders("US1IN", "MOVE TO 5-5"), SQ, "5-5", 5000, false);
        enemy.run(TacticalStep.Order.FORT_MOVES, enemy.phase(Phase.TACTICAL_1, "US1IN"));
        assertThat(enemy.unit("US1IN").inFort()).isFalse();
        assertThat(enemy.lines("tactical-move-refused")).singleElement().asString()
                .contains("US1IN").contains("no fort of its side");
        PhaseFixture full = PhaseFixture.withFort(theatre()
                .unit("MX1IN", "NE", SQ, "5-5", b -> b.men(300).inFort(true))
                .unit("MX2IN", "NE", SQ, "5-5", b -> b.men(300)).orders("MX2IN", "MOVE TO 5-5"),
                SQ, "5-5", 500, false);
        full.run(TacticalStep.Order.FORT_MOVES, full.phase(Phase.TACTICAL_1, "MX2IN", "MX1IN"));
        assertThat(full.unit("MX2IN").inFort()).isFalse();
        assertThat(full.lines("tactical-move-refused")).singleElement().asString().contains("the fort is full");
    }

    @Test
    @DisplayName("GITM 8.1 with the enemy in the square a fort move costs a fatigue point, and a unit over 8 may not make it")
    void gitm_8_1_fatigue() {
        PhaseFixture f = PhaseFixture.withFort(theatre()
                .unit("MX1IN", "NE", SQ, "5-5", b -> b.fatigue(9)).orders("MX1IN", "MOVE TO 5-5")
                .unit("MX2IN", "NE", SQ, "5-5", b -> b.fatigue(3)).orders("MX2IN", "MOVE TO 5-5")
                .unit("US1IN", "US", SQ, "14-14"), SQ, "5-5", 5000, false);
        PhaseMoves now = f.phase(Phase.TACTICAL_1, "MX1IN", "MX2IN", "US1IN");
        f.run(TacticalStep.Order.FORT_MOVES, now);
        assertThat(f.unit("MX1IN").inFort()).isFalse();
        assertThat(f.lines("tactical-move-refused")).singleElement().asString().contains("MX1IN").contains("tired");
        assertThat(now.acted(UnitId.of("MX1IN"))).as("the refused fort move was still its move").isTrue();
        assertThat(f.unit("MX2IN").inFort()).isTrue();
        assertThat(f.unit("MX2IN").fatigue()).isEqualTo(4);
    }
}
