package org.adjutant.gitm.movement.tactical;

import static org.adjutant.gitm.movement.tactical.TacticalMovementTest.SQ;
import static org.assertj.core.api.Assertions.assertThat;

import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.Phase;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A refused tactical move names the rule that stopped it, and only that one: water is not a river, neutral troops are
 * not a besieged city, a lake on the straight line is not "impassable ground, a cliff or a besieged city".
 */
class MoveRefusalsTest {
    /** US1IN's own move this phase, and the one refusal it heard. */
    private static String refusal(Theatre t) {
        PhaseFixture f = PhaseFixture.of(t);
        f.run(TacticalStep.Order.OWN_MOVES, f.phase(Phase.TACTICAL_1, "US1IN"));
        assertThat(f.at("US1IN")).as("it did not move").isEqualTo(t.state().unit("US1IN").orElseThrow().location()
                .tactical().toString());
        return f.lines("tactical-move-refused").stream().filter(l -> l.contains("US1IN")).findFirst().orElseThrow();
    }

    private static Theatre lakeAround(String centre) {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2");
        var c = org.adjutant.gitm.map.TacticalSquare.of(centre);
        for (int dc = -1; dc <= 1; dc++) {
            for (int dr = -1; dr <= 1; dr++) {
                if (dc != 0 || dr != 0) {
                    t.terrain(SQ, TacticalTerrain.WATER, (c.col() + dc) + "-" + (c.row() + dr));
                }
            }
        }
        return t;
    }

    @Test
    @DisplayName("GITM 2.2, 8.7 a destination that water alone parts from the unit is refused for the water, not for want of a ford")
    void gitm_2_2_waterIsNoRiver() {
        assertThat(refusal(lakeAround("10-10").unit("US1IN", "US", SQ, "2-2").orders("US1IN", "MOVE TO 10-10")))
                .endsWith("10-10 cannot be reached: water parts it from 2-2 (GITM 2.2).");
        assertThat(refusal(lakeAround("10-10").unit("MX1IN", "NE", SQ, "10-10").unit("US1IN", "US", SQ, "2-2")
                .orders("US1IN", "ENGAGE"))).endsWith(": water parts it from the nearest enemy (GITM 2.2, 8.8).");
        Theatre river = Theatre.openGround("G0-V0", "G2-V2");
        for (int r = 0; r < 15; r++) {
            river.terrain(SQ, TacticalTerrain.RIVER, "7-" + r);
        }
        assertThat(refusal(river.unit("US1IN", "US", SQ, "2-2").orders("US1IN", "MOVE TO 10-10")))
                .as("a river is still a river").endsWith("it would cross a river or mountain range without a ford"
                        + " or pass as its waypoint (GITM 8.7).");
    }

    @Test
    @DisplayName("GITM 8.3 with no enemy about, a destination neutral troops wall off is refused for them, not for a besieged city (8.4)")
    void gitm_8_3_neutralsNotASiege() {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2").square(SQ, Terrain.OPEN, Nation.US, "US")
                .unit("MX1IN", "YUC", SQ, "1-0").unit("MX2IN", "YUC", SQ, "0-1").unit("MX3IN", "YUC", SQ, "1-1")
                .unit("US1IN", "US", SQ, "5-5").orders("US1IN", "MOVE TO 0-0");
        assertThat(refusal(t)).endsWith(": neutral troops stand across every way there (GITM 8.3).")
                .doesNotContain("8.4");
    }

    @Test
    @DisplayName("GITM 8.5 with the enemy about, a straight line over a lake is refused for the water it crosses, named")
    void gitm_8_5_lineOverWater() {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2").terrain(SQ, TacticalTerrain.WATER, "7-6", "7-7", "7-8")
                .unit("MX1IN", "NE", SQ, "14-14").unit("US1IN", "US", SQ, "2-7").orders("US1IN", "MOVE TO 12-7");
        assertThat(refusal(t)).endsWith(": with the enemy about it must move in a straight line (GITM 8.5), and that"
                + " line crosses water at 7-7, where no unit can go.");
    }

    @Test
    @DisplayName("GITM 8.4, 8.5 with the enemy about, a straight line through a besieged city closed to the unit names the city")
    void gitm_8_4_lineThroughTheCity() {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2").unit("US9IN", "US", SQ, "14-14")
                .unit("MX1IN", "NE", SQ, "2-5").orders("MX1IN", "MOVE TO 8-5");
        PhaseFixture f = PhaseFixture.withFort(t, SQ, "5-5", 5000, true);
        f.run(TacticalStep.Order.OWN_MOVES, f.phase(Phase.TACTICAL_1, "MX1IN"));
        assertThat(f.at("MX1IN")).isEqualTo("2-5");
        assertThat(f.lines("tactical-move-refused")).singleElement().asString().endsWith(": with the enemy about it"
                + " must move in a straight line (GITM 8.5), and that line crosses besieged Monterrey, closed to it"
                + " (GITM 8.4).");
    }
}
