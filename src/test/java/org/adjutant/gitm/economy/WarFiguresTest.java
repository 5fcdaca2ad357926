package org.adjutant.gitm.economy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The shipped 1846 scenario's money (docs/rules/sow.md section 3.1, designed): what each war chest collects against
 * what its army costs, and that the Northeast's army lives on the capital's share.
 */
class WarFiguresTest {
    private static final TurnPlugins ROBOT = GitmRuleset.turnPlugins();

    @Test
    @DisplayName("designed: SoW 3.1 the 1846 war chests: the US collects 45% (499 of 1,110) against a bill of 245; the Northeast 169 against 266; Mexico's surplus (306 - 165, Veracruz blockaded by the Home Squadron) covers the Northeast's shortfall")
    void sow_3_1_openingFigures() throws Exception {
        Sow1846 b = new Sow1846();
        Map<String, Outlook> next = Outlook.of(Board.of(b.opening, b.map));
        assertThat(next.get("US").income()).isEqualTo(1110 * 45 / 100);
        assertThat(next.get("US").upkeep()).isEqualTo(245);
        assertThat(next.get("NE").income()).isEqualTo(339 / 2);
        assertThat(next.get("NE").upkeep()).isEqualTo(266);
        // 525 less Veracruz's port premium (level 3, 20 - 15 a level): the Home Squadron lies in its waters and no
        // Mexican warship contests them, so the port is blockaded from the first turn (docs/rules/naval.md section 12)
        assertThat(next.get("MEX").income()).isEqualTo((525 - 3 * 5) * 60 / 100);
        assertThat(next.get("MEX").upkeep()).isEqualTo(165);
        int neShort = next.get("NE").upkeep() - next.get("NE").income();
        int mexSpare = next.get("MEX").income() - next.get("MEX").upkeep();
        assertThat(neShort).as("the Northeast cannot pay its army alone").isPositive();
        assertThat(mexSpare).as("the capital can, if the President shares").isGreaterThanOrEqualTo(neShort);
        // the United States' chest is bounded by its army: 15 turns of all its units' active pay
        List<Unit> us = b.opening.units().stream().filter(u -> u.state().equals("US")).toList();
        assertThat(WarChest.limit(us)).isBetween(3000, 5000);
    }

    @Test
    @DisplayName("designed: SoW 3.1, 6 played: left to itself the Northeast runs out and its troops go unpaid within eight turns; with 100 Cr a turn from Mexico (PAY standing in for the President's share) they are paid every turn")
    void sow_3_1_northeastLivesOnTheCapitalsShare() throws Exception {
        Sow1846 b = new Sow1846();
        GitmState alone = b.opening;
        GitmState helped = b.opening;
        int firstShort = 0;
        for (int turn = 1; turn <= 8; turn++) {
            TurnOutcome a = Sow1846.run(ROBOT, alone, b.map, Map.of());
            alone = (GitmState) a.next();
            if (firstShort == 0 && alone.state("NE").orElseThrow().purse().arrears() > 0) {
                firstShort = turn;
            }
            TurnOutcome h = Sow1846.run(ROBOT, helped, b.map,
                    Map.of("paredes", List.of("PAY 100 CROWNS TO NE")));
            helped = (GitmState) h.next();
            assertThat(helped.state("NE").orElseThrow().purse().arrears()).as("turn %d, helped", turn).isZero();
        }
        assertThat(firstShort).as("the Northeast alone went short").isBetween(2, 8);
        assertThat(helped.state("MEX").orElseThrow().treasury()).as("and the capital paid for it")
                .isLessThan(b.opening.state("MEX").orElseThrow().treasury() + 8 * 150);
    }
}
