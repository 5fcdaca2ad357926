package org.adjutant.gitm.movement.tactical;

import static org.adjutant.gitm.movement.tactical.TacticalMovementTest.SQ;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The who-stands-where questions the tactical steps share. Everything in G1-V1, NE's soil. */
class NeighbourhoodTest {
    private static final TacticalSquare FIVE = TacticalSquare.of("5-5");

    private static List<String> ids(List<Unit> units) {
        return units.stream().map(u -> u.id().toString()).toList();
    }

    private static PhaseFixture crowd() {
        return PhaseFixture.of(Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", SQ, "5-5").unit("US2IN", "US", SQ, "5-5")
                .unit("MX1IN", "NE", SQ, "5-5").unit("MX2IN", "NM", SQ, "5-5")
                .unit("MX3IN", "NE", SQ, "5-5", b -> b.readiness(Readiness.SHATTERED))
                .unit("MX9IN", "YUC", SQ, "5-5").unit("MX4IN", "NE", SQ, "9-9"));
    }

    @Test
    @DisplayName("GITM 8.3 on a square: hostile, neutral and non-allied units as one unit sees them, shattered ones left out")
    void gitm_8_3_relationsOnASquare() {
        PhaseFixture f = crowd();
        Neighbourhood near = new Neighbourhood(f.board());
        Unit us1 = f.unit("US1IN");
        assertThat(ids(near.unitsAt(StrategicSquare.of(SQ), FIVE))).hasSize(6).contains("MX3IN");
        assertThat(ids(near.hostileAt(us1, FIVE))).containsExactlyInAnyOrder("MX1IN", "MX2IN");
        assertThat(ids(near.neutralsAt(us1, FIVE))).containsExactly("MX9IN");
        assertThat(ids(near.nonAllied(us1, FIVE))).containsExactlyInAnyOrder("MX1IN", "MX2IN", "MX9IN");
        assertThat(near.alliedCount(us1, FIVE)).as("US2IN; itself not counted").isEqualTo(1);
        assertThat(near.alliedCount(f.unit("MX1IN"), FIVE)).as("NM is NE's ally; the shattered unit counts for stacking")
                .isEqualTo(2);
        assertThat(ids(near.fighters(new Location(StrategicSquare.of(SQ), FIVE)))).doesNotContain("MX3IN").hasSize(5);
        assertThat(near.standsAt(UnitId.of("MX3IN"), new Location(StrategicSquare.of(SQ), FIVE))).isFalse();
        assertThat(near.standsAt(UnitId.of("MX1IN"), new Location(StrategicSquare.of(SQ), FIVE))).isTrue();
    }

    @Test
    @DisplayName("GITM 9.1 battle squares are the squares where hostile units stand together, in map order")
    void gitm_9_1_battleSquares() {
        PhaseFixture f = PhaseFixture.of(Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", SQ, "9-9").unit("MX1IN", "NE", SQ, "9-9")
                .unit("US2IN", "US", SQ, "1-1").unit("MX2IN", "NE", SQ, "1-1")
                .unit("US3IN", "US", SQ, "3-3").unit("MX9IN", "YUC", SQ, "3-3")
                .unit("US4IN", "US", SQ, "7-7").unit("MX3IN", "NE", SQ, "7-7", b -> b.readiness(Readiness.SHATTERED)));
        assertThat(new Neighbourhood(f.board()).battleSquares(StrategicSquare.of(SQ)))
                .containsExactly(TacticalSquare.of("1-1"), TacticalSquare.of("9-9"));
    }

    @Test
    @DisplayName("GITM 8.1, 8.5 an enemy anywhere in the square costs fatigue and holds movers to straight lines; a neutral only at home")
    void gitm_8_5_straightLines() {
        PhaseFixture alone = PhaseFixture.of(Theatre.openGround("G0-V0", "G2-V2").unit("US1IN", "US", SQ, "0-0"));
        Neighbourhood near = new Neighbourhood(alone.board());
        assertThat(near.hostilePresent(alone.unit("US1IN"))).isFalse();
        assertThat(near.straightLinesOnly(alone.unit("US1IN"))).isFalse();
        PhaseFixture enemy = PhaseFixture.of(Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", SQ, "0-0").unit("MX1IN", "NE", SQ, "14-14"));
        assertThat(new Neighbourhood(enemy.board()).hostilePresent(enemy.unit("US1IN"))).isTrue();
        assertThat(new Neighbourhood(enemy.board()).straightLinesOnly(enemy.unit("US1IN"))).isTrue();
        PhaseFixture neutralAtHome = PhaseFixture.of(Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", SQ, "0-0").unit("MX9IN", "YUC", SQ, "14-14"));
        assertThat(new Neighbourhood(neutralAtHome.board()).hostilePresent(neutralAtHome.unit("US1IN"))).isFalse();
        assertThat(new Neighbourhood(neutralAtHome.board()).straightLinesOnly(neutralAtHome.unit("US1IN"))).isTrue();
        Theatre abroad = Theatre.openGround("G0-V0", "G2-V2").square(SQ, Terrain.OPEN, Nation.US, "US")
                .unit("MX1IN", "NE", SQ, "0-0").unit("MX9IN", "YUC", SQ, "14-14");
        PhaseFixture neutralAbroad = PhaseFixture.of(abroad);
        assertThat(new Neighbourhood(neutralAbroad.board()).straightLinesOnly(neutralAbroad.unit("MX1IN"))).isFalse();
    }
}
