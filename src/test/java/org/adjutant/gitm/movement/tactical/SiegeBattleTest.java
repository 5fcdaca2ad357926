package org.adjutant.gitm.movement.tactical;

import static org.adjutant.gitm.movement.tactical.TacticalMovementTest.SQ;
import static org.adjutant.gitm.movement.tactical.TacticalMovementTest.at;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.adjutant.gitm.event.TacticalMoveKind;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.movement.BattleContact;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * GITM 8.4 once a battle is fought in a besieged city: NE's Monterrey at 5-5 in G1-V1, held by MX1IN and besieged by
 * US1IN at 6-5, which assaults it in tactical phase 1.
 */
class SiegeBattleTest {
    private static final Location CITY = new Location(org.adjutant.gitm.map.StrategicSquare.of(SQ),
            TacticalSquare.of("5-5"));

    private static Theatre besieged(ScriptedCombat combat) {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2");
        t.plugins(t.plugins().withTactical(new GitmTacticalMovement(TacticalSight.NEARBY,
                (city, board) -> city.name().equals("Monterrey"))).withCombat((p, turn) -> {
                }, combat));
        return t.unit("MX1IN", "NE", SQ, "5-5").unit("US1IN", "US", SQ, "6-5");
    }

    @Test
    @DisplayName("GITM 8.4 once a battle has begun in the besieged city, the holder's allies outside may come in and join the defence")
    void gitm_8_4_alliesJoinTheBattle() {
        ScriptedCombat combat = new ScriptedCombat();
        TurnOutcome o = TacticalMovementTest.runWithFort(besieged(combat)
                .unit("MX3IN", "NM", SQ, "2-5").unit("MX4IN", "NE", SQ, "5-2").unit("MX5IN", "NE", SQ, "5-7"),
                "5-5", Map.of(
                "US1IN", List.of("MOVE TO 5-5 PHASE 1"),
                "MX3IN", List.of("MOVE TO 5-5 PHASE 2"),
                "MX4IN", List.of("ENGAGE PHASES 2-4"),
                "MX5IN", List.of("SUPPORT 5-5 RADIUS 2 PHASES 1-4")));
        BattleContact phase1 = combat.in(Phase.TACTICAL_1).at(CITY).orElseThrow();
        assertThat(phase1.arrival(UnitId.of("MX5IN"))).as("support moves join too (GITM 8.10)")
                .hasValueSatisfying(a -> assertThat(a.how()).isEqualTo(TacticalMoveKind.SUPPORT));
        assertThat(at(o, "MX3IN")).isEqualTo("5-5");
        assertThat(at(o, "MX4IN")).as("engaging the nearest enemy, inside the city").isEqualTo("5-5");
        BattleContact phase2 = combat.in(Phase.TACTICAL_2).at(CITY).orElseThrow();
        assertThat(phase2.initiator()).as("the assault of phase 1 still sets the sides").isEqualTo(UnitId.of("US1IN"));
        assertThat(phase2.attackers()).extracting(UnitId::toString).containsExactly("US1IN");
        assertThat(phase2.defenders()).extracting(UnitId::toString)
                .containsExactlyInAnyOrder("MX1IN", "MX3IN", "MX4IN", "MX5IN");
        assertThat(phase2.arrivals()).extracting(a -> a.unit().toString())
                .containsExactlyInAnyOrder("MX3IN", "MX4IN");
    }

    @Test
    @DisplayName("GITM 8.4 before any battle in the besieged city, the holder's allies are kept out of its square")
    void gitm_8_4_noBattleNoEntry() {
        TurnOutcome o = TacticalMovementTest.runWithFort(besieged(new ScriptedCombat())
                .unit("MX3IN", "NM", SQ, "2-5"), "5-5", Map.of("MX3IN", List.of("MOVE TO 5-5 PHASE 1")));
        assertThat(at(o, "MX3IN")).isEqualTo("2-5");
        assertThat(Theatre.lines(o, "tactical-move-refused")).anyMatch(l -> l.contains("MX3IN"));
    }

    @Test
    @DisplayName("GITM 8.4 when the assault is over (the besiegers fell back), the city square is closed to friends again")
    void gitm_8_4_closedAgainAfterTheBattle() {
        ScriptedCombat combat = new ScriptedCombat().fails(Phase.TACTICAL_1, "US1IN", "8-5");
        TurnOutcome o = TacticalMovementTest.runWithFort(besieged(combat)
                .unit("MX3IN", "NM", SQ, "2-5"), "5-5", Map.of(
                "US1IN", List.of("MOVE TO 5-5 PHASE 1"),
                "MX3IN", List.of("MOVE TO 5-5 PHASE 2")));
        assertThat(at(o, "US1IN")).isEqualTo("8-5");
        assertThat(at(o, "MX3IN")).isEqualTo("2-5");
    }
}
