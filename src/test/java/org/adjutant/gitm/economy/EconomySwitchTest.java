package org.adjutant.gitm.economy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.gitm.event.TreasuryStatement;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.GitmStateCodec;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.state.RuleOptions;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * docs/rules/sow.md section 23.1: the game file's {@code rules: {economy: false}} plays GITM without Sinews of War --
 * no income, upkeep, payments, purchases or works, no statements, and the economy's orders refused at arrival.
 */
class EconomySwitchTest {
    private static Sow1846 bench;
    private static GitmState without;

    @BeforeAll
    static void load() throws Exception {
        bench = new Sow1846();
        without = bench.opening.withSettings(bench.opening.settings()
                .withRules(RuleOptions.of(Map.of("economy", "false"))));
    }

    @Test
    @DisplayName("SoW 23.1: the economy is on by default; the switch is kept in the stored state")
    void sow_23_1_default_and_stored() {
        assertThat(RuleOptions.DEFAULT.economy()).isTrue();
        assertThat(RuleOptions.of(Map.of("Economy", "FALSE")).economy()).isFalse();
        assertThat(GitmStateCodec.decode(GitmStateCodec.encode(without)).settings().rules().economy()).isFalse();
    }

    @Test
    @DisplayName("SoW 23.1: without the economy PAY, BUY and FORTIFY are refused at arrival, and the reply carries no treasury note")
    void sow_23_1_orders_refused() {
        assertThat(bench.problems(without, "minister:NE", "PAY 10 CROWNS TO JAL")).containsExactly(
                "line 1: this game is played without Sinews of War (its game file sets rules: economy: false), so"
                        + " PAY is not used (docs/rules/sow.md section 23.1)");
        assertThat(bench.problems(without, "minister:NE", "BUY 10 SUPPLIES AT Monterrey", "FORTIFY Saltillo"))
                .hasSize(2);
        assertThat(bench.check(without, "minister:NE", "INACTIVATE MX23IN").notes()).isEmpty();
    }

    @Test
    @DisplayName("SoW 23.1: a turn without the economy leaves every treasury as it was and makes no statement, even with money orders forced through")
    void sow_23_1_turn_without_economy() {
        String ne = without.state("NE").orElseThrow().minister();
        TurnOutcome o = Sow1846.run(GitmRuleset.turnPlugins(), without, bench.map, Map.of(ne,
                List.of("PAY 100 CROWNS TO JAL", "BUY 10 SUPPLIES AT Monterrey", "FORTIFY Saltillo")));
        GitmState next = (GitmState) o.next();
        for (Polity p : without.states().values()) {
            assertThat(next.state(p.id()).orElseThrow().treasury()).as(p.id()).isEqualTo(p.treasury());
        }
        assertThat(Sow1846.events(o, TreasuryStatement.class)).isEmpty();
        TurnOutcome on = Sow1846.run(GitmRuleset.turnPlugins(), bench.opening, bench.map, Map.of());
        assertThat(Sow1846.events(on, TreasuryStatement.class)).hasSize(bench.opening.states().size());
    }
}
