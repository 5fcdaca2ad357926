package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.movement.Theatre;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** GITM 9.8 flanks (docs/rules/gitm-9-combat.md, section 10.2). */
class FlanksTest {
    @Test
    @DisplayName("GITM 9.8 front three-quarters full: 2,250 infantry, 750 cavalry or 282 artillerists of a 3,000 line anchor both flanks; 2,249, 749, 281 do not")
    void gitm_9_8_front_three_quarters() {
        List<Direction> apart = List.of(Direction.N, Direction.S);
        assertThat(FlanksJudged.judge(apart, 2250, 3000)).isEqualTo(Flanks.BOTH_ANCHORED);
        assertThat(FlanksJudged.judge(apart, 2249, 3000)).isEqualTo(Flanks.ONE_EXPOSED);
        assertThat(FlanksJudged.judge(apart, 750 * 3, 3000)).isEqualTo(Flanks.BOTH_ANCHORED);
        assertThat(FlanksJudged.judge(apart, 749 * 3, 3000)).isEqualTo(Flanks.ONE_EXPOSED);
        assertThat(FlanksJudged.judge(apart, 282 * 8, 3000)).isEqualTo(Flanks.BOTH_ANCHORED);
        assertThat(FlanksJudged.judge(apart, 281 * 8, 3000)).isEqualTo(Flanks.ONE_EXPOSED);
    }

    @Test
    @DisplayName("GITM 9.8: two anchors in neighbouring directions (N and NE) anchor one flank; none leaves both exposed")
    void gitm_9_8_adjacent_anchors() {
        assertThat(FlanksJudged.judge(List.of(Direction.N, Direction.NE), 3000, 3000)).isEqualTo(Flanks.ONE_EXPOSED);
        assertThat(FlanksJudged.judge(List.of(Direction.N, Direction.E), 3000, 3000)).isEqualTo(Flanks.BOTH_ANCHORED);
        assertThat(FlanksJudged.judge(List.of(), 3000, 3000)).isEqualTo(Flanks.BOTH_EXPOSED);
    }

    @Test
    @DisplayName("GITM 9.8: a friendly combat unit north and impassable water south anchor both flanks of a front 83% full; at 33% only one")
    void gitm_9_8_anchors_from_neighbours() {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2")
                .terrain("G1-V1", TacticalTerrain.WATER, "7-8")
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(1500))
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(1000))
                .unit("MX4IN", "NE", "G1-V1", "7-7", b -> b.men(1500))
                .unit("MX2IN", "NE", "G1-V1", "7-6", b -> b.men(1400));
        Battle full = new CombatFixture(t, new LabelledDice(), "G1-V1", "7-7").attackers("US1IN")
                .defenders("MX1IN", "MX4IN").arrived("US1IN", "6-7").upTo(BattleStep.Order.ODDS);
        assertThat(full.flanks.get(Side.DEFENDERS)).isEqualTo(Flanks.BOTH_ANCHORED);
        assertThat(full.flanks.get(Side.ATTACKERS)).as("only the water anchors the attackers")
                .isEqualTo(Flanks.ONE_EXPOSED);
        Battle thin = new CombatFixture(t, new LabelledDice(), "G1-V1", "7-7").attackers("US1IN")
                .defenders("MX1IN").arrived("US1IN", "6-7").upTo(BattleStep.Order.ODDS);
        assertThat(thin.flanks.get(Side.DEFENDERS)).isEqualTo(Flanks.ONE_EXPOSED);
    }

    @Test
    @DisplayName("GITM 9.8: across the edge of the tactical map the next strategic square decides; off the theatre counts as impassable")
    void gitm_9_8_anchor_across_the_edge() {
        Theatre t = Theatre.openGround("G0-V0", "G1-V1")
                .unit("US1IN", "US", "G1-V1", "14-7", b -> b.men(1000))
                .unit("MX1IN", "NE", "G1-V1", "14-7", b -> b.men(1500))
                .unit("MX5IN", "NE", "G1-V1", "14-7", b -> b.men(900));
        // G2-V1, east of the battle square, is outside the theatre: north-east, east and south-east are impassable
        Battle b = new CombatFixture(t, new LabelledDice(), "G1-V1", "14-7").attackers("US1IN")
                .defenders("MX1IN", "MX5IN").arrived("US1IN", "13-7").upTo(BattleStep.Order.ODDS);
        assertThat(b.flanks.get(Side.DEFENDERS)).isEqualTo(Flanks.BOTH_ANCHORED);
        assertThat(b.flanks.get(Side.ATTACKERS)).isEqualTo(Flanks.ONE_EXPOSED);
    }

    @Test
    @DisplayName("GITM 9.8, 9.5: in a fort battle, or with units in square, flanks cannot be turned")
    void gitm_9_8_fort_battle() {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2").fort("G1-V1", "Monclova", "7-7", "NE", 2, 6000)
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(800))
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(800).inFort(true));
        Battle b = new CombatFixture(t, new LabelledDice(), "G1-V1", "7-7").attackers("US1IN").defenders("MX1IN")
                .arrived("US1IN", "6-7").upTo(BattleStep.Order.ODDS);
        assertThat(b.flanks.get(Side.ATTACKERS)).isEqualTo(Flanks.BOTH_ANCHORED);
        assertThat(b.flanks.get(Side.DEFENDERS)).isEqualTo(Flanks.BOTH_ANCHORED);
    }
}
