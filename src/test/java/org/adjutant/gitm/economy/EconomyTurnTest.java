package org.adjutant.gitm.economy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.event.TreasuryStatement;
import org.adjutant.gitm.event.UnpaidTroops;
import org.adjutant.gitm.event.UpkeepUnpaid;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.GitmTurnEngine;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.state.GameSettings;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.TurnCalendar;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.UnitOrders;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The economy's end-of-turn steps through the turn engine (docs/rules/sow.md sections 3, 5, 6, 19, 22): Matamoros
 * (level 2, inland, NE's) earns 30 a turn; NE's army costs 100 a turn in wartime (MX1AQ 75, MX4IN 650 men 6, MX5LC
 * 1,100 men and a battery 19, inactive militia MX3MI nothing); units are listed in the game's id order. Morale starts at 50, so the drift moves none of it.
 */
class EconomyTurnTest {
    private static final TurnPlugins ECONOMY = Sow1846.inCommunication(List.of(new IncomeStep(), new UpkeepStep(),
            new TreasuryStatements()));

    private static GitmState northeast(int treasury, int turn) {
        GitmState s = Theatre.openGround("G0-V0", "G4-V4").turn(turn)
                .city("G2-V2", "Matamoros", "7-7", "NE", 2, 0, false)
                .unit("MX1AQ", "NE", "G2-V2", "7-7", b -> b.morale(50))
                .unit("MX4IN", "NE", "G2-V2", "7-7", b -> b.men(650).morale(50))
                .unit("MX5LC", "NE", "G2-V2", "7-7", b -> b.men(1100).batteries(1).morale(50))
                .unit("MX3MI", "NE", "G2-V2", "7-7", b -> b.men(800).morale(50).readiness(Readiness.INACTIVE))
                .state();
        return s.withState(s.state("NE").orElseThrow().withTreasury(treasury));
    }

    private static TurnOutcome run(GitmState s) {
        Map<String, UnitOrders> orders = new HashMap<>();
        for (Unit u : s.units()) {
            String id = u.id().toString();
            orders.put(id, new UnitOrders(id, UnitOrders.Source.SUBMITTED, List.of()));
        }
        return new GitmTurnEngine(ECONOMY).resolve(s, s.map(n -> Optional.empty()), orders, Map.of(),
                SeededDice.forTurn(1846, s.turn()));
    }

    private static <T extends GitmEvent> List<T> events(TurnOutcome o, Class<T> kind) {
        List<T> found = new ArrayList<>();
        for (TurnEvent e : o.events()) {
            if (kind.isInstance(e)) {
                found.add(kind.cast(e));
            }
        }
        return found;
    }

    private static TreasuryStatement statement(TurnOutcome o, String state) {
        return events(o, TreasuryStatement.class).stream().filter(t -> t.state().equals(state)).findFirst()
                .orElseThrow();
    }

    private static GitmState next(TurnOutcome o) {
        return (GitmState) o.next();
    }

    @Test
    @DisplayName("SoW 5.2 (charged every turn): NE with 500 Cr earns 30 and pays 100: 430, and the statement's ledger closes on the next treasury")
    void sow_5_2_charged_every_turn() {
        TurnOutcome o = run(northeast(500, 3));
        TreasuryStatement t = statement(o, "NE");
        assertThat(t.opening()).isEqualTo(500);
        assertThat(t.total(LedgerLine.Kind.INCOME)).isEqualTo(30);
        assertThat(t.total(LedgerLine.Kind.UPKEEP)).isEqualTo(-100);
        assertThat(t.closing()).isEqualTo(430);
        assertThat(next(o).state("NE").orElseThrow().treasury()).isEqualTo(430);
        assertThat(t.lines()).extracting(LedgerLine::label).containsExactly("Matamoros (2)",
                "MX1AQ active, army HQ", "MX4IN active, 2 x 3 for 650 men",
                "MX5LC active, 5 x 3 for 1100 men + 1 x 4 for batteries", "MX3MI inactive, inactive militia");
        assertThat(events(o, UpkeepUnpaid.class)).isEmpty();
        assertThat(next(o).unit("MX4IN").orElseThrow().men()).isEqualTo(650);
    }

    @Test
    @DisplayName("SoW 5.2, design section 6: NE with 20 Cr earns 30 against a bill of 100: pays 50, ends at 0, and every unit owed pay loses half the full penalty")
    void sow_5_unpaid_pro_rata() {
        TurnOutcome o = run(northeast(20, 3));
        GitmState after = next(o);
        assertThat(after.state("NE").orElseThrow().treasury()).isZero();
        assertThat(events(o, UpkeepUnpaid.class)).singleElement().satisfies(u -> {
            assertThat(u.bill()).isEqualTo(100);
            assertThat(u.paid()).isEqualTo(50);
            assertThat(u.shortfall()).isEqualTo(50);
        });
        // rhu(650 x 5% x 50/100) = rhu(16.25) = 16 men; rhu(10 x 50/100) = 5 morale
        assertThat(after.unit("MX4IN").orElseThrow().men()).isEqualTo(634);
        assertThat(after.unit("MX4IN").orElseThrow().morale()).isEqualTo(45);
        // rhu(1100 x 5% x 1/2) = rhu(27.5) = 28
        assertThat(after.unit("MX5LC").orElseThrow().men()).isEqualTo(1072);
        // an HQ loses morale only
        assertThat(after.unit("MX1AQ").orElseThrow().morale()).isEqualTo(45);
        // the inactive militia is owed nothing and feels nothing
        assertThat(after.unit("MX3MI").orElseThrow().men()).isEqualTo(800);
        assertThat(after.unit("MX3MI").orElseThrow().morale()).isEqualTo(50);
        assertThat(events(o, UnpaidTroops.class)).extracting(u -> u.unit().toString())
                .containsExactly("MX1AQ", "MX4IN", "MX5LC");
        TreasuryStatement t = statement(o, "NE");
        assertThat(t.total(LedgerLine.Kind.UNPAID)).isEqualTo(50);
        assertThat(t.closing()).isZero();
    }

    @Test
    @DisplayName("design section 6: a bill equal to what the treasury holds is paid in full and leaves 0, with no penalty")
    void sow_5_unpaid_exactly_enough() {
        TurnOutcome o = run(northeast(70, 3));
        assertThat(next(o).state("NE").orElseThrow().treasury()).isZero();
        assertThat(events(o, UpkeepUnpaid.class)).isEmpty();
        assertThat(events(o, UnpaidTroops.class)).isEmpty();
    }

    @Test
    @DisplayName("design section 6: with nothing at all (treasury 0, no income), a 1,000-man unit loses 50 men and 10 morale")
    void sow_5_unpaid_total() {
        GitmState s = Theatre.openGround("G0-V0", "G4-V4").turn(3)
                .unit("MX4IN", "NE", "G2-V2", "7-7", b -> b.men(1000).morale(50)).state();
        GitmState after = next(run(s));
        assertThat(after.unit("MX4IN").orElseThrow().men()).isEqualTo(950);
        assertThat(after.unit("MX4IN").orElseThrow().morale()).isEqualTo(40);
    }

    @Test
    @DisplayName("SoW 5.3: on a truce turn every unit pays 15 x its inactive cost (AQ 150, 650 infantry 30, the cavalry 90, militia 0) and cities earn as in wartime")
    void sow_5_3_truce_turn() {
        GitmState s = northeast(1000, 3);
        s = s.withSettings(GameSettings.DEFAULT.withCalendar(new TurnCalendar(List.of(
                new TurnCalendar.Pause(1, 3, TurnCalendar.Kind.TRUCE)))));
        TurnOutcome o = run(s);
        TreasuryStatement t = statement(o, "NE");
        assertThat(t.peaceTurn()).isTrue();
        assertThat(t.total(LedgerLine.Kind.INCOME)).isEqualTo(30);
        assertThat(t.total(LedgerLine.Kind.UPKEEP)).isEqualTo(-(150 + 30 + 90));
        assertThat(next(o).state("NE").orElseThrow().treasury()).isEqualTo(1000 + 30 - 270);
    }

    @Test
    @DisplayName("SoW-2018 2.2 example 16, SoW 5 example 19: the deployment turn (turn 0) has neither income nor upkeep; the statement says so")
    void sow_2018_2_2_turn_zero() {
        TurnOutcome o = run(northeast(500, 0));
        TreasuryStatement t = statement(o, "NE");
        assertThat(t.lines()).isEmpty();
        assertThat(t.closing()).isEqualTo(500);
        assertThat(next(o).state("NE").orElseThrow().treasury()).isEqualTo(500);
    }

    @Test
    @DisplayName("SoW-2018 2.3, 2.4 through a turn: the US holding Matamoros with NE's two active brigades in it earns floor(30 x 18/40) = 13, and NE nothing from it")
    void sow_2018_2_3_occupied_through_a_turn() {
        GitmState s = northeast(500, 3).withCity("Matamoros", new org.adjutant.gitm.state.CityHolding("US", 0));
        s = s.withState(s.state("US").orElseThrow().withTreasury(100));
        TurnOutcome o = run(s);
        assertThat(statement(o, "US").total(LedgerLine.Kind.INCOME)).isEqualTo(13);
        assertThat(statement(o, "NE").total(LedgerLine.Kind.INCOME)).isZero();
        assertThat(next(o).state("US").orElseThrow().treasury()).isEqualTo(113);
    }

    @Test
    @DisplayName("section 19: a state's statement is seen by its War Minister's and Treasury Minister's offices only")
    void sow_19_statement_visibility() {
        TurnOutcome o = run(northeast(500, 3));
        assertThat(statement(o, "NE").visibility().observers()).containsExactly("minister:NE", "treasury:NE");
        assertThat(statement(o, "US").visibility().observers()).containsExactly("minister:US", "treasury:US");
        assertThat(events(o, TreasuryStatement.class)).hasSize(4);
    }
}
