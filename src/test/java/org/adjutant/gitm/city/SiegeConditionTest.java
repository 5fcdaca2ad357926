package org.adjutant.gitm.city;

import static org.adjutant.gitm.city.CityFixture.SQ;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import java.util.function.UnaryOperator;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Readiness;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The siege test of GITM 10.3 as docs/rules/gitm-10-supply.md section 5.1 decides it: its worked examples. */
class SiegeConditionTest {
    /** NE's Monterrey on 7-7 of G1-V1, no fort unless {@code capacity} > 0. */
    private static Theatre town(int capacity) {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2");
        return capacity > 0 ? t.fort(SQ, "Monterrey", "7-7", "NE", 1, capacity) : t.city(SQ, "Monterrey", "7-7", "NE");
    }

    private static Theatre town() {
        return town(0);
    }

    private static SiegeCondition judge(Theatre t) {
        GitmState s = t.state();
        Board board = Board.of(s, s.map(n -> Optional.empty()));
        return SiegeCondition.judge(board, board.city(CityFixture.onMap(board, SQ, "Monterrey")));
    }

    private static Theatre men(Theatre t, String id, String state, String at, int men) {
        return t.unit(id, state, SQ, at, u -> u.men(men));
    }

    private static UnaryOperator<Theatre> garrison(int men) {
        return t -> men(t, "MX1IN", "NE", "7-7", men);
    }

    @Test
    @DisplayName("GITM 10.3 hostile men next to the city must pass 110% of the defenders': 1,100 against 1,000 do not, 1,101 do")
    void gitm_10_3_siege_test_ratio() {
        assertThat(judge(men(garrison(1000).apply(town()), "US1IN", "US", "8-7", 1100)).besieged()).isFalse();
        SiegeCondition c = judge(men(garrison(1000).apply(town()), "US1IN", "US", "8-7", 1101));
        assertThat(c.besieged()).isTrue();
        assertThat(c.friendly()).isEqualTo(1000);
        assertThat(c.hostile()).isEqualTo(1101);
        assertThat(c.hostileByState()).containsOnlyKeys("US");
    }

    @Test
    @DisplayName("GITM 10.3 the defenders next to the city count with the garrison: 1,000 in and 500 on 6-6 need 1,651 besiegers")
    void gitm_10_3_siege_test_friendsNextToTheCity() {
        UnaryOperator<Theatre> both = t -> men(garrison(1000).apply(t), "MX2IN", "NM", "6-6", 500);
        assertThat(judge(men(both.apply(town()), "US1IN", "US", "8-7", 1100)
                .unit("US2IN", "US", SQ, "7-8", u -> u.men(550))).besieged()).isFalse();
        SiegeCondition c = judge(men(both.apply(town()), "US1IN", "US", "8-7", 1101)
                .unit("US2IN", "US", SQ, "7-8", u -> u.men(550)));
        assertThat(c.friendly()).as("NM is NE's ally").isEqualTo(1500);
        assertThat(c.besieged()).isTrue();
    }

    @Test
    @DisplayName("GITM 10.3 against a fort the besiegers need half its capacity: 1,101 men besiege a fort of 2,000, not one of 2,400")
    void gitm_10_3_siege_test_fort() {
        assertThat(judge(men(garrison(1000).apply(town(2000)), "US1IN", "US", "8-7", 1101)).besieged()).isTrue();
        assertThat(judge(men(garrison(1000).apply(town(2400)), "US1IN", "US", "8-7", 1101)).besieged()).isFalse();
    }

    @Test
    @DisplayName("GITM 10.3 a corps HQ alone in the city is a defender with no strength: 200 hostile men besiege it")
    void gitm_10_3_siege_test_headquartersAlone() {
        SiegeCondition c = judge(men(town().unit("MX1CQ", "NE", SQ, "7-7"), "US1IN", "US", "7-8", 200));
        assertThat(c.defended()).isTrue();
        assertThat(c.friendly()).isZero();
        assertThat(c.besieged()).isTrue();
    }

    @Test
    @DisplayName("GITM 10.3 nobody of the holder's side on or next to the city: nobody to besiege")
    void gitm_10_3_siege_test_nobodyToBesiege() {
        SiegeCondition c = judge(men(men(men(men(town(), "US1IN", "US", "7-8", 1500), "US2IN", "US", "8-8", 1500),
                "US3IN", "US", "6-8", 1500), "US4IN", "US", "8-7", 500));
        assertThat(c.hostile()).isEqualTo(5000);
        assertThat(c.besieged()).isFalse();
        assertThat(c.defended()).isFalse();
    }

    @Test
    @DisplayName("GITM 10.3 only the eight squares next to the city count: 2,000 men two squares off, on the city square, inactive, or an HQ, are no besiegers")
    void gitm_10_3_siege_test_whoCounts() {
        assertThat(judge(men(men(garrison(100).apply(town()), "US1IN", "US", "9-7", 1500), "US2IN", "US", "9-8",
                500)).besieged()).isFalse();
        assertThat(judge(men(garrison(100).apply(town()), "US1IN", "US", "7-7", 1500)).besieged())
                .as("a hostile unit on the city square fights the garrison; it is not besieging").isFalse();
        assertThat(judge(garrison(100).apply(town()).unit("US1IN", "US", SQ, "8-7",
                u -> u.men(1500).readiness(Readiness.INACTIVE))).besieged()).isFalse();
        assertThat(judge(garrison(100).apply(town()).unit("US1IN", "US", SQ, "8-7",
                u -> u.men(1500).readiness(Readiness.SHATTERED))).besieged()).isFalse();
        assertThat(judge(garrison(0).apply(town()).unit("US1AQ", "US", SQ, "8-7")).besieged())
                .as("0 men against an HQ: not above 110% of 0").isFalse();
        assertThat(judge(men(garrison(100).apply(town()), "MX9IN", "YUC", "8-7", 1500)).besieged())
                .as("neutral troops besiege nobody").isFalse();
    }

    @Test
    @DisplayName("GITM 10.3 neighbours across the tactical map's edge are not counted: the test is made on the city's own map")
    void gitm_10_3_siege_test_ownMapOnly() {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2").city(SQ, "Monterrey", "14-7", "NE");
        t.unit("MX1IN", "NE", SQ, "14-7", u -> u.men(100)).unit("US1IN", "US", "G2-V1", "0-7", u -> u.men(1500));
        assertThat(judge(t).besieged()).isFalse();
    }
}
