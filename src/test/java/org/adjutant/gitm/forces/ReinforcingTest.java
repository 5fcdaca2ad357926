package org.adjutant.gitm.forces;

import static org.assertj.core.api.Assertions.assertThat;

import org.adjutant.gitm.economy.LedgerLine;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.event.TreasuryStatement;
import org.adjutant.gitm.event.UnitReinforced;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Manpower;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * REINFORCE (SoW 4.14; docs/rules/sow.md section 12, worked examples): on campaign 2 turn 1 (the calendar's default
 * reinforcement turn), a Mexican War Minister buys recruits for a unit with a chain of contact to a city his state owns
 * and holds. NE's Monterrey (level 3) stands in G2-V2 of the Mexican squares G0-V0 to G9-V9.
 */
class ReinforcingTest {
    private static Theatre ground() {
        return Muster.ground().city("G2-V2", "Monterrey", "7-7", "NE", 3, 0, false);
    }

    private static GitmState turn(Theatre t, int campaign, int turnNo, int treasury, int pool) {
        GitmState s = t.state().withTurn(campaign, turnNo);
        return s.withState(s.state("NE").orElseThrow().withTreasury(treasury).withManpower(Manpower.of(pool)));
    }




    @Test
    @DisplayName("SoW 4.14 MX4IN (650) MEN 500: 20 Cr, 1,150 men, 500 from the pool; experience 12 -> 7, morale 60 -> 56")
    void sow_4_14_example() {
        Theatre t = ground().unit("MX4IN", "NE", "G2-V2", "7-7", b -> b.men(650).experience(12).morale(60));
        GitmState s = turn(t, 2, 1, 100, 1_000);
        assertThat(Muster.arrival(s, "minister:NE", "REINFORCE MX4IN MEN 500")).isEmpty();
        TurnOutcome o = Muster.deadline(s, "paredes", "REINFORCE MX4IN MEN 500");
        UnitReinforced e = Muster.events(o, UnitReinforced.class).get(0);
        assertThat(e.describe()).isEqualTo("NE bought 500 men and 0 batteries for MX4IN (20 Cr): it now has 1,150"
                + " men and 0 batteries (SoW 4.14).");
        assertThat(e.visibility().observers()).containsExactly("MX4IN", "minister:NE", "treasury:NE");
        // the unit as the Orders phase left it (the end of the turn then feeds and tires it as any other)
        assertThat(e.menAfter()).isEqualTo(1_150);
        GitmState next = Theatre.next(o);
        Unit u = next.unit("MX4IN").orElseThrow();
        assertThat(u.experience()).isEqualTo(7);
        assertThat(next.state("NE").orElseThrow().manpower().pool()).hasValue(500);
        TreasuryStatement st = Muster.events(o, TreasuryStatement.class).stream().filter(x -> x.state().equals("NE"))
                .findFirst().orElseThrow();
        assertThat(st.lines()).contains(new LedgerLine(LedgerLine.Kind.REINFORCEMENTS,
                "REINFORCE MX4IN MEN 500 BATTERIES 0", -20));
    }

    @Test
    @DisplayName("SoW 4.14 only Mexican states, only on the reinforcement turns, never above the 4.9 ceilings")
    void sow_4_14_refusals() {
        Theatre t = ground().unit("MX4IN", "NE", "G2-V2", "7-7", b -> b.men(650))
                .unit("MX1LC", "NE", "G2-V2", "7-7", b -> b.men(500))
                .unit("US1IN", "US", "H1-V1", "7-7", b -> b.men(500));
        GitmState s = turn(t, 2, 1, 1_000, 5_000);
        GitmState us = s.withState(s.state("US").orElseThrow().withTreasury(1_000));
        assertThat(Muster.arrival(us, "minister:US", "REINFORCE US1IN MEN 500")).containsExactly(
                "line 1: the United States does not reinforce units; it merges and transfers (SoW 4.14)");
        assertThat(Muster.arrival(turn(t, 2, 2, 1_000, 5_000), "minister:NE", "REINFORCE MX4IN MEN 500")).containsExactly(
                "line 1: reinforcements are bought only on the reinforcement turns: campaign 2, turn 1 (SoW 4.14)");
        assertThat(Muster.arrival(s, "minister:NE", "REINFORCE MX1LC MEN 600")).singleElement().asString()
                .startsWith("line 1: MX1LC").contains("1,000");
        assertThat(Muster.arrival(turn(t, 2, 1, 19, 5_000), "minister:NE", "REINFORCE MX4IN MEN 500")).containsExactly(
                "line 1: costs 20 Cr; NE has 19 Cr: 1 short (SoW 4.14)");
        assertThat(Muster.arrival(turn(t, 2, 1, 1_000, 499), "minister:NE", "REINFORCE MX4IN MEN 500")).containsExactly(
                "line 1: needs 500 men; NE's manpower pool has 499 (SoW 3)");
    }

    @Test
    @DisplayName("SoW 4.14 a unit with no chain of contact to a city of its state is not reinforced at the deadline, and nothing is spent")
    void sow_4_14_chainOfContact() {
        Theatre t = ground().unit("MX4IN", "NE", "G9-V9", "7-7", b -> b.men(650));
        GitmState s = turn(t, 2, 1, 100, 1_000);
        assertThat(Muster.arrival(s, "minister:NE", "REINFORCE MX4IN MEN 500")).isEmpty();
        TurnOutcome o = Muster.deadline(s, "paredes", "REINFORCE MX4IN MEN 500");
        assertThat(Muster.events(o, UnitReinforced.class)).isEmpty();
        assertThat(Muster.events(o, OrderNotCarriedOut.class)).singleElement().extracting(OrderNotCarriedOut::reason)
                .isEqualTo("MX4IN has no chain of contact to a city NE owns and holds (SoW 4.14)");
        assertThat(Theatre.next(o).state("NE").orElseThrow().manpower().pool()).hasValue(1_000);
    }

    @Test
    @DisplayName("SoW 4.14 a commander may not buy his unit's recruits")
    void sow_4_14_notByCommander() {
        assertThat(org.adjutant.gitm.order.OrderParser.parseUnitOrder("REINFORCE MX4IN MEN 500")).isEmpty();
    }
}
