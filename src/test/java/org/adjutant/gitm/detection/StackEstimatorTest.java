package org.adjutant.gitm.detection;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class StackEstimatorTest {

    /** A stack of {@code count} units of type {@code type}, numbered from {@code first}. */
    private static List<Unit> stack(String type, int first, int count) {
        List<Unit> units = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            units.add(Unit.builder(UnitId.of("MX" + (first + i) + type), "MEX").commander("c").deputy("d")
                    .at("J9-V4", "7-7").build());
        }
        return units;
    }

    private static List<Unit> mixed(int infantry, int cavalry, int artillery, int hq) {
        List<Unit> all = new ArrayList<>(stack("IN", 1, infantry));
        all.addAll(stack("LC", 1, cavalry));
        all.addAll(stack("MA", 1, artillery));
        all.addAll(stack("CQ", 1, hq));
        return all;
    }

    @ParameterizedTest(name = "{0} units reported as \"{1}\"")
    @CsvSource({"1, regiment", "2, regiments", "3, regiments", "4, brigade", "5, brigade", "6, brigades",
            "7, brigades", "8, brigades", "9, division", "12, division", "17, division", "18, 2 divisions",
            "24, 2 divisions", "29, 2 divisions", "30, 3 divisions", "36, 3 divisions", "60, 5 divisions"})
    @DisplayName("GITM 4.1 stack words: regiments 2-3, brigade up to 5, brigades 6-8, division over 8, ~12 per division")
    void gitm_4_1_stackWords(int reported, String words) {
        assertThat(StackSize.words(reported)).isEqualTo(words);
    }

    @Test
    @DisplayName("GITM 4.1 with every possible counting error, 'regiments' are 1-4 units, 'brigade' 3-6, "
            + "'brigades' 5-10, 'division' 8-22, and 'N divisions' about 12 N")
    void gitm_4_1_wordsMatchTrueSizes() {
        for (int n = 1; n <= 80; n++) {
            int spread = StackEstimator.spread(n);
            List<Unit> units = stack("IN", 1, n);
            for (int roll = 1; roll <= 2 * spread + 1; roll++) {
                int fixedRoll = roll;
                RuleDice dice = new RuleDice((label, sides) -> label.startsWith("GITM 4.1 count") ? fixedRoll : sides);
                StackEstimate e = StackEstimator.approximate(units, dice, "test");
                assertThat(Math.abs(e.units() - n)).as("error for %d", n).isLessThanOrEqualTo(spread);
                assertThat(e.units()).isPositive();
                switch (e.size()) {
                    case "regiment" -> assertThat(n).isBetween(1, 2);
                    case "regiments" -> assertThat(n).isBetween(1, 4);
                    case "brigade" -> assertThat(n).isBetween(3, 6);
                    case "brigades" -> assertThat(n).isBetween(5, 10);
                    case "division" -> assertThat(n).isBetween(8, 22);
                    default -> {
                        int divisions = Integer.parseInt(e.size().split(" ")[0]);
                        // reported 12N-6 .. 12N+5, and the report is within a quarter of the truth
                        assertThat(n).as(e.size()).isBetween((divisions * 12 - 6) * 4 / 5,
                                (divisions * 12 + 5) * 4 / 3 + 1);
                    }
                }
            }
        }
    }

    @Test
    @DisplayName("GITM 1.4 an estimated enemy count can come out above or below the true one")
    void gitm_1_4_countsErrBothWays() {
        List<Unit> twelve = stack("IN", 1, 12);
        RuleDice low = new RuleDice((label, sides) -> label.startsWith("GITM 4.1 count") ? 1 : sides);
        RuleDice high = new RuleDice((label, sides) -> label.startsWith("GITM 4.1 count") ? sides : sides);
        assertThat(StackEstimator.approximate(twelve, low, "low").units()).isEqualTo(9);
        assertThat(StackEstimator.approximate(twelve, high, "high").units()).isEqualTo(15);
        assertThat(StackEstimator.approximate(twelve, RuleDice.truthful(), "true").units()).isEqualTo(12);
    }

    @Test
    @DisplayName("GITM 4.1 letters I, C, A, H in that order; militia are reported as infantry")
    void gitm_4_1_lettersAndMilitia() {
        assertThat(ArmLetters.exact(mixed(2, 1, 1, 1))).isEqualTo("ICAH");
        assertThat(ArmLetters.exact(stack("MI", 1, 3))).isEqualTo("I");
        List<Unit> militiaAndGuns = new ArrayList<>(stack("MI", 1, 2));
        militiaAndGuns.addAll(stack("HA", 1, 1));
        assertThat(StackEstimator.approximate(militiaAndGuns, RuleDice.truthful(), "x").label())
                .isEqualTo("regiments IA");
    }

    @Test
    @DisplayName("GITM 4.1 letters are only approximately right: a small contingent may be overlooked")
    void gitm_4_1_minorityOverlooked() {
        List<Unit> stack = mixed(5, 0, 1, 0);
        RuleDice overlookAll = new RuleDice((label, sides) -> label.startsWith("GITM 4.1 count") ? (sides + 1) / 2
                : label.startsWith("GITM 4.1 overlook") ? 1 : sides);
        StackEstimate e = StackEstimator.approximate(stack, overlookAll, "x");
        assertThat(e.arms()).as("the lone battery among six units is missed, the infantry never").isEqualTo("I");
        assertThat(e.label()).isEqualTo("brigades I");
    }

    @Test
    @DisplayName("GITM 4.1 letters are only approximately right: an absent branch may be rumoured")
    void gitm_4_1_absentBranchRumoured() {
        RuleDice rumourCavalry = new RuleDice((label, sides) -> label.startsWith("GITM 4.1 count") ? (sides + 1) / 2
                : label.equals("GITM 4.1 rumour of C in x") ? 1 : sides);
        assertThat(StackEstimator.approximate(stack("IN", 1, 4), rumourCavalry, "x").label())
                .isEqualTo("brigade IC");
    }

    @Test
    @DisplayName("GITM 4.1 a report always names at least one branch, the most numerous, when all were overlooked")
    void gitm_4_1_neverNoLetters() {
        RuleDice overlook = new RuleDice((label, sides) -> label.startsWith("GITM 4.1 count") ? (sides + 1) / 2
                : label.startsWith("GITM 4.1 overlook") ? 1 : sides);
        // Four units, one of each branch: each is under a third of the stack, so each can be overlooked.
        assertThat(StackEstimator.approximate(mixed(1, 1, 1, 1), overlook, "x").arms()).isEqualTo("I");
        assertThat(StackEstimator.approximate(mixed(1, 2, 2, 2), overlook, "x").arms()).isEqualTo("C");
    }

    @Test
    @DisplayName("GITM 1.4 same-side and actively allied counts are exact, whatever the dice")
    void gitm_1_4_exactForFriends() {
        StackEstimate e = StackEstimator.exact(mixed(6, 2, 1, 0));
        assertThat(e.exact()).isTrue();
        assertThat(e.label()).isEqualTo("9 units ICA");
        assertThat(StackEstimator.exact(stack("IN", 1, 1)).label()).isEqualTo("1 unit I");
    }

    @Test
    @DisplayName("GITM 4.1 the same dice give the same estimate of the same stack")
    void gitm_4_1_sameDiceSameEstimate() {
        DiceSource source = DiceSource.forTurn(1846L, 7);
        List<Unit> stack = mixed(7, 3, 2, 1);
        StackEstimate first = StackEstimator.approximate(stack, source.dice("p"), "x");
        source.dice("something else").roll("unrelated", 6);
        StackEstimate again = StackEstimator.approximate(stack, source.dice("p"), "x");
        assertThat(again).isEqualTo(first);
    }
}
