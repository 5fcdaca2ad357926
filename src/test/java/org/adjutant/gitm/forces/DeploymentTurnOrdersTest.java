package org.adjutant.gitm.forces;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.gitm.economy.LedgerLine;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.event.Payment;
import org.adjutant.gitm.event.TreasuryStatement;
import org.adjutant.gitm.event.UnitRaised;
import org.adjutant.gitm.event.UnitsMerged;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.GitmTurnEngine;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Manpower;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.UnitOrders;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The deployment turn's Orders phase (docs/rules/sow.md section 22; GITM 7.18): turn 0 runs the Orders phase, then the
 * placement, then an end of turn with builds completed (E1), works and deliveries (E2, E3) and the treasury statement
 * (E7), without income or upkeep. The ground is {@link Muster#ground()}'s: NE's Mexican squares G0-V0 to G9-V9 with
 * Monterrey (level 3) in G2-V2, the United States' squares H0-V0 to H4-V4.
 */
class DeploymentTurnOrdersTest {
    private static Theatre ground() {
        return Muster.ground().turn(0)
                .city("G2-V2", "Monterrey", "7-7", "NE", 3, 0, false)
                .city("G5-V5", "Saltillo", "7-7", "NE", 2, 0, false)
                .city("H2-V2", "Fort Smith", "7-7", "US", 1, 0, false);
    }

    private static GitmState ne(Theatre t, int treasury, int pool) {
        GitmState s = t.state();
        return s.withState(s.state("NE").orElseThrow().withTreasury(treasury).withManpower(Manpower.of(pool)));
    }

    /** Turn 0 through the robot's plug-ins, everybody in communications: unit orders as given, the rest none. */
    private static TurnOutcome turn0(GitmState s, Map<String, List<String>> unitOrders,
                                     Map<String, List<String>> office) {
        TurnPlugins robot = GitmRuleset.turnPlugins()
                .withCommunications(b -> new TreeSet<>(b.units().stream().map(Unit::id).toList()))
                .withBattles(b -> Set.of());
        Map<String, UnitOrders> all = new TreeMap<>();
        s.units().forEach(u -> all.put(u.id().toString(), new UnitOrders(u.id().toString(),
                UnitOrders.Source.SUBMITTED, unitOrders.getOrDefault(u.id().toString(), List.of()))));
        return new GitmTurnEngine(robot).resolve(s, s.map(n -> Optional.empty()), all, office,
                SeededDice.forTurn(1846, 0));
    }

    private static TreasuryStatement statement(TurnOutcome o, String state) {
        return Muster.events(o, TreasuryStatement.class).stream().filter(t -> t.state().equals(state)).findFirst()
                .orElseThrow();
    }

    @Test
    @DisplayName("SoW 4.2, 4.3, sow.md 22: on turn 0 RAISE 1 MI AT Monterrey MEN 800 is accepted at arrival, paid (40 Cr) in the Orders phase and formed at the city at the end of turn 0")
    void sow_22_turn0_militia_raised() {
        GitmState s = ne(ground(), 500, 0);
        assertThat(s.turn()).isZero();
        assertThat(Muster.arrival(s, "minister:NE", "RAISE 1 MI AT Monterrey MEN 800")).isEmpty();
        TurnOutcome o = turn0(s, Map.of(), Map.of("paredes", List.of("RAISE 1 MI AT Monterrey MEN 800")));
        Unit mi = Theatre.unit(o, "MX1MI");
        assertThat(mi.state()).isEqualTo("NE");
        assertThat(mi.men()).isEqualTo(800);
        assertThat(mi.location().toString()).isEqualTo("G2-V2 7-7");
        assertThat(Muster.events(o, UnitRaised.class)).singleElement()
                .satisfies(e -> assertThat(e.describe()).contains("raised MX1MI").contains("at Monterrey"));
        GitmState next = Theatre.next(o);
        assertThat(next.turn()).isEqualTo(1);
        assertThat(next.cities().get("Monterrey").militia()).hasValue(2_200);
        // the statement shows the build and neither income nor upkeep (SoW-2018 2.2 example 16, SoW 5 example 19)
        TreasuryStatement t = statement(o, "NE");
        assertThat(t.lines()).contains(new LedgerLine(LedgerLine.Kind.BUILDS,
                "RAISE 1 MI AT Monterrey MEN 800 BATTERIES 0 (1 x 40)", -40));
        assertThat(t.lines()).noneMatch(l -> l.kind() == LedgerLine.Kind.INCOME || l.kind() == LedgerLine.Kind.UPKEEP);
        assertThat(next.state("NE").orElseThrow().treasury()).isEqualTo(460);
    }

    @Test
    @DisplayName("GITM 7.18, sow.md 22: a militia raised on turn 0 forms after the placement and stands on its city's square at the start of turn 1")
    void gitm_7_18_raised_unit_not_deployed() {
        GitmState s = ne(ground(), 500, 0);
        TurnOutcome o = turn0(s, Map.of(), Map.of("paredes", List.of("RAISE 1 MI AT Saltillo MEN 600")));
        assertThat(Theatre.unit(o, "MX1MI").location().toString()).isEqualTo("G5-V5 7-7");
    }

    @Test
    @DisplayName("SoW 4.2, sow.md 22: turn 0 is no build turn: RAISE of infantry is refused at arrival and not carried out at the deadline, with the build turns")
    void sow_4_2_turn0_regulars_refused() {
        GitmState s = ne(ground(), 5_000, 4_400);
        String why = "only militia may be raised on this turn; other units on the build turns: campaign 1, turn 15"
                + " (SoW 4.2)";
        assertThat(Muster.arrival(s, "minister:NE", "RAISE 1 IN AT Monterrey MEN 1000"))
                .containsExactly("line 1: " + why);
        TurnOutcome o = turn0(s, Map.of(), Map.of("paredes", List.of("RAISE 1 IN AT Monterrey MEN 1000")));
        assertThat(Muster.events(o, UnitRaised.class)).isEmpty();
        assertThat(Muster.events(o, OrderNotCarriedOut.class)).singleElement()
                .satisfies(e -> assertThat(e.describe()).endsWith(why + "."));
    }

    @Test
    @DisplayName("SoW 4.3, sow.md 9, 22: a rising is an act of war: none on the deployment turn, refused at arrival with that reason")
    void sow_4_3_turn0_rising_refused() {
        GitmState s = ne(ground(), 5_000, 0).withCity("Saltillo", new CityHolding("US", 0));
        assertThat(Muster.arrival(s, "minister:NE", "RAISE 1 MI AT Saltillo MEN 600")).containsExactly(
                "line 1: a rising is an act of war: none on the deployment turn, before the first campaign"
                        + " (docs/rules/sow.md sections 9, 22)");
    }

    @Test
    @DisplayName("sow.md 22, SoW 6, SoW-2018 2.1: on turn 0 BUY and PAY are accepted at arrival, carried out, and the turn-0 statement shows what was spent")
    void sow_22_turn0_buy_and_pay() {
        GitmState s = ne(ground(), 500, 0);
        assertThat(Muster.arrival(s, "minister:NE", "BUY 10 SUPPLIES AT Monterrey", "PAY 100 CROWNS TO US"))
                .isEmpty();
        TurnOutcome o = turn0(s, Map.of(), Map.of("paredes",
                List.of("BUY 10 SUPPLIES AT Monterrey", "PAY 100 CROWNS TO US")));
        assertThat(Muster.events(o, Payment.class)).singleElement()
                .satisfies(p -> assertThat(p.crowns()).isEqualTo(100));
        TreasuryStatement t = statement(o, "NE");
        assertThat(t.lines()).anyMatch(l -> l.kind() == LedgerLine.Kind.PURCHASED && l.amount() < 0);
        assertThat(t.lines()).anyMatch(l -> l.kind() == LedgerLine.Kind.PAID && l.amount() == -100);
        int spent = t.lines().stream().mapToInt(LedgerLine::amount).sum();
        GitmState next = Theatre.next(o);
        assertThat(next.state("NE").orElseThrow().treasury()).isEqualTo(500 + spent).isLessThan(400);
        assertThat(next.cities().get("Monterrey").supplies()).isEqualTo(10);
        assertThat(statement(o, "US").lines()).anyMatch(l -> l.kind() == LedgerLine.Kind.RECEIVED
                && l.amount() == 100);
    }

    @Test
    @DisplayName("SoW 7, sow.md 15, 22: FORTIFY Monterrey (no fort on this ground) on turn 0 is accepted, paid (200 x 1 = 200 Cr for level 1) in the Orders phase, shown in the turn-0 statement, and its one turn of works done at the end of turn 0")
    void sow_22_turn0_fortify() {
        GitmState s = ne(ground(), 1_000, 0);
        assertThat(Muster.arrival(s, "minister:NE", "FORTIFY Monterrey")).isEmpty();
        TurnOutcome o = turn0(s, Map.of(), Map.of("paredes", List.of("FORTIFY Monterrey")));
        assertThat(statement(o, "NE").lines()).anyMatch(l -> l.kind() == LedgerLine.Kind.WORKS
                && l.amount() == -200);
        assertThat(Theatre.next(o).state("NE").orElseThrow().treasury()).isEqualTo(800);
        // a level-1 fort takes one turn of works, and turn 0 counts (E2 runs on it): done at its end
        assertThat(Muster.events(o, org.adjutant.gitm.event.WorksFinished.class)).singleElement()
                .satisfies(w -> assertThat(w.level()).isEqualTo(1));
    }

    @Test
    @DisplayName("GITM 3.5, SoW 4.13, sow.md 22: a merge on turn 0 is accepted and carried out before the placement; the merged unit's DEPLOY does nothing, the other deploys")
    void gitm_7_18_merge_before_deployment() {
        Theatre t = ground().unit("MX1IN", "NE", "G2-V2", "7-7", b -> b.men(400))
                .unit("MX2IN", "NE", "G2-V2", "7-7", b -> b.men(500));
        GitmState s = ne(t, 500, 0);
        assertThat(Muster.arrival(s, "minister:NE", "MERGE MX1IN INTO MX2IN")).isEmpty();
        TurnOutcome o = turn0(s, Map.of("MX1IN", List.of("DEPLOY AT 5-5"),
                "MX2IN", List.of("DEPLOY AT 5-5")), Map.of("paredes", List.of("MERGE MX1IN INTO MX2IN")));
        assertThat(Muster.events(o, UnitsMerged.class)).hasSize(1);
        GitmState next = Theatre.next(o);
        assertThat(next.unit("MX1IN")).isEmpty();
        assertThat(next.unit("MX2IN").orElseThrow().men()).isEqualTo(900);
        assertThat(next.unit("MX2IN").orElseThrow().location().toString()).isEqualTo("G2-V2 5-5");
    }

    @Test
    @DisplayName("GITM 11.1, sow.md 22: an inactive unit activated on turn 0 is active when the placement comes, so it deploys")
    void gitm_7_18_activate_then_deploy() {
        Theatre t = ground().unit("MX1IN", "NE", "G2-V2", "7-7", b -> b.men(400).readiness(Readiness.INACTIVE));
        GitmState s = ne(t, 500, 0);
        assertThat(Muster.arrival(s, "minister:NE", "ACTIVATE MX1IN")).isEmpty();
        TurnOutcome o = turn0(s, Map.of("MX1IN", List.of("DEPLOY AT 5-5")),
                Map.of("paredes", List.of("ACTIVATE MX1IN")));
        Unit u = Theatre.next(o).unit("MX1IN").orElseThrow();
        assertThat(u.readiness()).isEqualTo(Readiness.ACTIVE);
        assertThat(u.location().toString()).isEqualTo("G2-V2 5-5");
        // without the activation the placement refuses it, as before
        TurnOutcome idle = turn0(s, Map.of("MX1IN", List.of("DEPLOY AT 5-5")), Map.of());
        assertThat(Theatre.next(idle).unit("MX1IN").orElseThrow().location().toString())
                .isEqualTo("G2-V2 7-7");
    }

    @Test
    @DisplayName("GITM 7.18, gitm-10-supply.md 13, sow.md 22: the deployment turn has no supply phase, so SEND is refused at arrival with that reason, and taken on turn 1")
    void gitm_7_18_turn0_send_refused() {
        GitmState s = ne(ground(), 500, 0);
        assertThat(Muster.arrival(s, "minister:NE", "SEND 10 SUPPLIES FROM Monterrey TO Saltillo")).containsExactly(
                "line 1: the deployment turn has no supply phase: SEND can be given from turn 1 (GITM 7.18;"
                        + " docs/rules/gitm-10-supply.md section 13)");
        assertThat(Muster.arrival(s.withTurn(1, 1), "minister:NE", "SEND 10 SUPPLIES FROM Monterrey TO Saltillo"))
                .isEmpty();
    }
}
