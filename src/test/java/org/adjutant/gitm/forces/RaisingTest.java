package org.adjutant.gitm.forces;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.economy.LedgerLine;
import org.adjutant.gitm.event.BuildCancelled;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.event.TreasuryStatement;
import org.adjutant.gitm.event.UnitRaised;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.SupplyLedger;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.GameSettings;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Manpower;
import org.adjutant.gitm.state.TurnCalendar;
import org.adjutant.gitm.unit.Quality;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Raising units (SoW 4.2-4.10; docs/rules/sow.md section 8, worked examples 8.11): checked when the orders arrive
 * and again in the Orders phase (step O9), paid through the exchequer's ledger, formed at the end of the turn (E1).
 * The ground: NE's Mexican squares G0-V0 to G9-V9 with Monterrey (level 3) in G2-V2, Saltillo (level 2) in G5-V5,
 * Linares (level 1) in G7-V7 and NM's Santa Fe (level 2) in G9-V9; US squares H0-V0 to H4-V4 with Fort Smith (level
 * 1). The calendar makes campaign 1 turn 7 the build turn, so that turn 15's campaign end does not mix in.
 */
class RaisingTest {
    private static final TurnCalendar BUILD_ON_7 = new TurnCalendar(List.of(),
            List.of(new TurnCalendar.Occasion(1, 7, TurnCalendar.Purpose.BUILD)), 0);

    private static Theatre ground() {
        return Muster.ground().settings(GameSettings.DEFAULT.withCalendar(BUILD_ON_7)).turn(7)
                .city("G2-V2", "Monterrey", "7-7", "NE", 3, 0, false)
                .city("G5-V5", "Saltillo", "7-7", "NE", 2, 0, false)
                .city("G7-V7", "Linares", "7-7", "NE", 1, 0, false)
                .city("G9-V9", "Santa Fe", "7-7", "NM", 2, 0, false)
                .city("H2-V2", "Fort Smith", "7-7", "US", 1, 0, false);
    }

    /** NE with this treasury and pool, the rest of the game as {@code t} says. */
    private static GitmState ne(Theatre t, int treasury, int pool) {
        GitmState s = t.state();
        return s.withState(s.state("NE").orElseThrow().withTreasury(treasury).withManpower(Manpower.of(pool)));
    }




    private static TreasuryStatement statement(TurnOutcome o, String state) {
        return Muster.events(o, TreasuryStatement.class).stream().filter(t -> t.state().equals(state)).findFirst()
                .orElseThrow();
    }

    @Test
    @DisplayName("SoW 4.2 infantry on the build turn is accepted; on another turn only militia: refused with the build turns")
    void sow_4_2_buildTurn() {
        GitmState build = ne(ground(), 1_000, 4_400);
        assertThat(Muster.arrival(build, "minister:NE", "RAISE 2 IN AT Monterrey MEN 1000")).isEmpty();
        GitmState turn6 = build.withTurn(1, 6);
        assertThat(Muster.arrival(turn6, "minister:NE", "RAISE 2 IN AT Monterrey MEN 1000")).containsExactly(
                "line 1: only militia may be raised on this turn; other units on the build turns: campaign 1, turn 7"
                        + " (SoW 4.2)");
        TurnOutcome o = Muster.deadline(turn6, "paredes", "RAISE 2 IN AT Monterrey MEN 1000");
        assertThat(Muster.events(o, UnitRaised.class)).isEmpty();
        assertThat(Muster.events(o, OrderNotCarriedOut.class)).singleElement().satisfies(e -> {
            assertThat(e.describe()).isEqualTo("The order RAISE 2 IN AT Monterrey MEN 1000 BATTERIES 0 (from the War"
                    + " Minister) was not carried out: only militia may be raised on this turn; other units on the"
                    + " build turns: campaign 1, turn 7 (SoW 4.2).");
            assertThat(e.visibility().observers()).containsExactly("minister:NE", "treasury:NE");
        });
    }

    @Test
    @DisplayName("SoW 4.2 militia on any turn: RAISE 1 MI AT Monterrey MEN 800 on turn 6 gives a new NE militia at the end of the turn")
    void sow_4_2_militiaAnyTurn() {
        GitmState s = ne(ground().unit("MX3MI", "NE", "G0-V0", "7-7", b -> b.men(600).homeCity("Linares")), 500,
                0).withTurn(1, 6);
        assertThat(Muster.arrival(s, "minister:NE", "RAISE 1 MI AT Monterrey MEN 800")).isEmpty();
        TurnOutcome o = Muster.deadline(s, "paredes", "RAISE 1 MI AT Monterrey MEN 800");
        Unit mi = Theatre.unit(o, "MX4MI");
        assertThat(mi.state()).isEqualTo("NE");
        assertThat(mi.men()).isEqualTo(800);
        assertThat(mi.homeCity()).isEqualTo("Monterrey");
        assertThat(mi.name()).isEqualTo("Monterrey militia");
        assertThat(mi.location().toString()).isEqualTo("G2-V2 7-7");
        GitmState next = Theatre.next(o);
        // Monterrey's militia pool was full (3,000): 2,200 left; cost 40 Cr (section 8.1, militia at the bare price)
        assertThat(next.cities().get("Monterrey").militia()).hasValue(2_200);
        assertThat(statement(o, "NE").lines()).contains(new LedgerLine(LedgerLine.Kind.BUILDS,
                "RAISE 1 MI AT Monterrey MEN 800 BATTERIES 0 (1 x 40)", -40));
    }

    @Test
    @DisplayName("SoW 4.3 a state raises only in cities it owns and holds: NM's Santa Fe taken by NE refuses both")
    void sow_4_3_ownAndHeld() {
        GitmState s = ne(ground(), 1_000, 4_400).withCity("Santa Fe", new CityHolding("NE", 0));
        assertThat(Muster.arrival(s, "minister:NE", "RAISE 1 IN AT Santa Fe MEN 1000")).containsExactly(
                "line 1: Santa Fe is owned by NM: a state raises units only in cities it owns (SoW 4.3)");
        GitmState nm = s.withState(s.state("NM").orElseThrow().withTreasury(1_000));
        assertThat(Muster.arrival(nm, "minister:NM", "RAISE 1 IN AT Santa Fe MEN 1000")).containsExactly(
                "line 1: Santa Fe is held by NE: units are raised only in cities you control (SoW 4.3); only militia"
                        + " may rise there (docs/rules/sow.md section 9)");
    }

    @Test
    @DisplayName("SoW 4.4 the United States holding a Mexican city may not raise units there")
    void sow_4_4_ownNation() {
        GitmState s = ground().state().withCity("Saltillo", new CityHolding("US", 0));
        s = s.withState(s.state("US").orElseThrow().withTreasury(1_000).withManpower(Manpower.of(5_000)));
        assertThat(Muster.arrival(s, "minister:US", "RAISE 1 IN AT Saltillo MEN 1000")).containsExactly(
                "line 1: Saltillo is in Mexico: units are raised only in their own nation (SoW 4.3, 4.4)");
        assertThat(Muster.arrival(s, "minister:US", "RAISE 1 IN AT Fort Smith MEN 1000")).isEmpty();
    }

    @Test
    @DisplayName("SoW 4.5 each order needs its build and 15 turns of upkeep on hand, judged alone: 780 covers two orders of 420")
    void sow_4_5_reserveByOrder() {
        // the same order twice would be a repeat: the second raises at Saltillo
        String order = "RAISE 2 IN AT Monterrey MEN 1000";
        String other = "RAISE 2 IN AT Saltillo MEN 1000";
        assertThat(Muster.arrival(ne(ground(), 780, 4_400), "minister:NE", order, other)).isEmpty();
        TurnOutcome o = Muster.deadline(ne(ground(), 780, 4_400), "paredes", order, other);
        assertThat(Muster.events(o, UnitRaised.class)).hasSize(4);
        assertThat(statement(o, "NE").total(LedgerLine.Kind.BUILDS)).isEqualTo(-480);
        assertThat(Muster.arrival(ne(ground(), 419, 4_400), "minister:NE", order)).containsExactly(
                "line 1: needs 420 Cr on hand at the start of the turn: 2 x (120 to raise + 90 for 15 turns of"
                        + " upkeep); NE has 419: 1 short (SoW 4.5)");
        assertThat(Muster.arrival(ne(ground(), 420, 4_400), "minister:NE", order, other)).containsExactly(
                "line 2: costs 240 Cr; NE has 180 Cr after the orders above it: 60 short");
    }

    @Test
    @DisplayName("SoW 3 (designed) men come from the pool: 4,400 raise 4 IN of 1,000, then 501 more are refused")
    void sow_4_men() {
        GitmState s = ne(ground(), 5_000, 4_400);
        assertThat(Muster.arrival(s, "minister:NE", "RAISE 4 IN AT Monterrey MEN 1000", "RAISE 1 IN AT Saltillo MEN 501"))
                .containsExactly("line 2: needs 501 men; NE's manpower pool has 400 after the orders above it"
                        + " (SoW 3)");
        TurnOutcome o = Muster.deadline(s, "paredes", "RAISE 4 IN AT Monterrey MEN 1000");
        assertThat(Theatre.next(o).state("NE").orElseThrow().manpower().pool()).hasValue(400);
    }

    @Test
    @DisplayName("SoW 3 (designed) militia come from the city's pool: Monterrey 1,400 refuses 2 x 800 and takes 2 x 700")
    void sow_4_militiaPool() {
        GitmState s = ne(ground(), 1_000, 0).withCity("Monterrey", new CityHolding("NE", 0).withMilitia(1_400));
        assertThat(Muster.arrival(s, "minister:NE", "RAISE 2 MI AT Monterrey MEN 800")).containsExactly(
                "line 1: Monterrey's militia pool has 1,400 men; these orders raise 1,600 (docs/rules/sow.md"
                        + " section 7)");
        assertThat(Muster.arrival(s, "minister:NE", "RAISE 2 MI AT Monterrey MEN 700")).isEmpty();
        TurnOutcome o = Muster.deadline(s, "paredes", "RAISE 2 MI AT Monterrey MEN 700");
        assertThat(Theatre.next(o).cities().get("Monterrey").militia()).hasValue(0);
    }

    @Test
    @DisplayName("SoW 4.7 Monterrey (level 3) raises at most 10 units a turn, militia included")
    void sow_4_7_cityLimit() {
        GitmState s = ne(ground(), 10_000, 10_000);
        assertThat(Muster.arrival(s, "minister:NE", "RAISE 6 IN AT Monterrey MEN 600", "RAISE 4 MI AT Monterrey MEN 600",
                "RAISE 1 LC AT Monterrey MEN 600")).containsExactly(
                "line 3: Monterrey (level 3) raises at most 10 units a turn; the orders above raise 10 (SoW 4.7)");
        assertThat(Muster.arrival(s, "minister:NE", "RAISE 7 IN AT Linares MEN 600")).containsExactly(
                "line 1: Linares (level 1) raises at most 6 units a turn; the orders above raise 0 (SoW 4.7)");
        assertThat(BuildRules.cityLimit(0)).isEqualTo(4);
        assertThat(BuildRules.cityLimit(5)).isEqualTo(14);
    }

    @Test
    @DisplayName("SoW 4.6 no new units in a city besieged at the start of the turn")
    void sow_4_6_besieged() {
        GitmState s = ne(ground(), 1_000, 4_400).withCity("Monterrey", new CityHolding("NE", 0).withBesiegedSince(3));
        assertThat(Muster.arrival(s, "minister:NE", "RAISE 1 IN AT Monterrey MEN 1000")).containsExactly(
                "line 1: Monterrey is besieged: no new units are raised there (SoW 4.6)");
    }

    @Test
    @DisplayName("SoW 4.9, SoW-MD raiseunit the new units: next ids, untried, 1 supply, at the city, commanded by the War Minister")
    void sow_4_9_newUnit() {
        Theatre t = ground().unit("MX36IN", "NE", "G0-V0", "7-7", b -> b.men(600));
        TurnOutcome o = Muster.deadline(ne(t, 1_000, 4_400), "paredes", "RAISE 2 IN AT Monterrey MEN 1000");
        Unit u = Theatre.unit(o, "MX37IN");
        assertThat(Theatre.unit(o, "MX38IN").name()).isEqualTo("Mexican 38th infantry");
        assertThat(u.name()).isEqualTo("Mexican 37th infantry");
        assertThat(u.state()).isEqualTo("NE");
        assertThat(u.men()).isEqualTo(1000);
        assertThat(u.batteries()).isZero();
        assertThat(u.quality()).isEqualTo(Quality.AVERAGE);
        assertThat(u.experience()).isZero();
        assertThat(u.initiative()).isEqualTo(4);
        assertThat(u.supplies()).isEqualTo(1);
        assertThat(u.ammunition()).isEqualTo(5);
        assertThat(u.readiness()).isEqualTo(Readiness.ACTIVE);
        assertThat(u.inFort()).isFalse();
        assertThat(u.location().toString()).isEqualTo("G2-V2 7-7");
        assertThat(u.commander()).isEqualTo("paredes");
        assertThat(u.deputy()).isEqualTo("paredes");
        assertThat(u.supplySource()).isEqualTo("Monterrey");
        UnitRaised e = Muster.events(o, UnitRaised.class).get(0);
        assertThat(e.visibility().observers()).containsExactly("MX37IN", "minister:NE", "treasury:NE");
        assertThat(e.describe()).isEqualTo("NE raised MX37IN (Mexican 37th infantry) at Monterrey: 1,000 men and 0"
                + " batteries for 120 Cr, standing at G2-V2 7-7, commanded by paredes with paredes as deputy"
                + " (SoW 4.2).");
        // the supplies the new units carry are issued in the turn's supply ledger
        assertThat(Theatre.events(o).stream().filter(x -> x instanceof org.adjutant.gitm.event.SupplyLedgerRecorded)
                .map(x -> ((org.adjutant.gitm.event.SupplyLedgerRecorded) x).totals()
                        .getOrDefault(SupplyLedger.Flow.ISSUED, 0)).findFirst().orElseThrow()).isEqualTo(2);
        // they pay upkeep from the next turn on
        assertThat(statement(o, "NE").lines()).noneMatch(l -> l.label().startsWith("MX37IN"));
    }

    @Test
    @DisplayName("SoW 4.6 a crowded city square: the new unit stands on the nearest square of ring 1 with room")
    void sow_4_6_crowded() {
        Theatre t = ground();
        for (int i = 1; i <= 12; i++) {
            t.unit("MX" + i + "IN", "NE", "G2-V2", "7-7", b -> b.men(600));
        }
        TurnOutcome o = Muster.deadline(ne(t, 1_000, 4_400), "paredes", "RAISE 1 IN AT Monterrey MEN 1000");
        assertThat(Theatre.unit(o, "MX13IN").location().toString()).isEqualTo("G2-V2 6-6");
    }

    @Test
    @DisplayName("SoW-MD raiseunit a commander named in the order must serve the state: marcy is refused for NE")
    void sow_raiseunit_commander() {
        GitmState s = ne(ground().unit("MX4IN", "NE", "G0-V0", "7-7", b -> b.commander("ampudia")), 1_000, 4_400);
        assertThat(Muster.arrival(s, "minister:NE", "RAISE 1 IN AT Monterrey MEN 1000 COMMANDER marcy")).containsExactly(
                "line 1: marcy holds no office of NE and commands none of its units");
        TurnOutcome o = Muster.deadline(s, "paredes", "RAISE 1 IN AT Monterrey MEN 1000 COMMANDER ampudia DEPUTY paredes");
        assertThat(Theatre.unit(o, "MX5IN").commander()).isEqualTo("ampudia");
    }

    @Test
    @DisplayName("SoW 4.5 at the deadline the second order is not carried out when the first left too little: 420 -> 180")
    void sow_4_5_balanceAtDeadline() {
        TurnOutcome o = Muster.deadline(ne(ground(), 420, 4_400), "paredes", "RAISE 2 IN AT Monterrey MEN 1000",
                "RAISE 2 IN AT Saltillo MEN 1000");
        assertThat(Muster.events(o, UnitRaised.class)).extracting(UnitRaised::city).containsExactly("Monterrey",
                "Monterrey");
        assertThat(Muster.events(o, OrderNotCarriedOut.class)).singleElement().extracting(OrderNotCarriedOut::reason)
                .isEqualTo("costs 240 Cr; NE has 180 Cr after the orders above it: 60 short");
        assertThat(Theatre.next(o).state("NE").orElseThrow().manpower().pool()).hasValue(2_400);
    }

    @Test
    @DisplayName("SoW 4.10 a city lost during the turn cancels its builds: the money is lost, the men go back")
    void sow_4_10_captureCancels() {
        GitmState s = ne(ground(), 1_000, 0).withCity("Monterrey", new CityHolding("NE", 0).withMilitia(2_000));
        org.adjutant.gitm.movement.Board board = org.adjutant.gitm.movement.Board.of(s, s.map(n -> Optional.empty()));
        org.adjutant.gitm.sequence.TurnContext turn = new org.adjutant.gitm.sequence.TurnContext(board, Map.of(),
                Map.of(), new org.adjutant.gitm.sequence.DiceStreams(SeededDice.forTurn(1846, 7)),
                TurnPlugins.standard()).withOfficeOrders(Map.of("paredes",
                List.of("RAISE 1 MI AT Monterrey MEN 800")));
        new Raising().run(org.adjutant.gitm.sequence.Phase.ORDERS, turn);
        org.adjutant.gitm.map.City monterrey = BuildRules.cityOnMap(board.map(), "Monterrey").orElseThrow();
        assertThat(org.adjutant.gitm.economy.ManpowerBook.militia(board, monterrey)).isEqualTo(1_200);
        // the US takes Monterrey (and whoever retakes it, the build is gone: the controller at the end decides too)
        board.putHolding(monterrey, board.holding(monterrey).withState("US"));
        new BuildsCompleted().run(org.adjutant.gitm.sequence.Phase.END_OF_TURN, turn);
        BuildCancelled e = turn.events().stream().filter(BuildCancelled.class::isInstance)
                .map(BuildCancelled.class::cast).findFirst().orElseThrow();
        assertThat(e.reason()).isEqualTo(BuildCancelled.Reason.CITY_CAPTURED);
        assertThat(e.describe()).isEqualTo("1 unit of NE's order RAISE 1 MI AT Monterrey MEN 800 BATTERIES 0 were"
                + " not raised: Monterrey was captured during the turn. The money is lost; 800 men go back to their"
                + " pool (SoW 4.10).");
        assertThat(org.adjutant.gitm.economy.ManpowerBook.militia(board, monterrey)).isEqualTo(2_000);
        assertThat(org.adjutant.gitm.economy.Exchequer.of(turn).balance("NE")).isEqualTo(960);
        assertThat(turn.events()).noneMatch(UnitRaised.class::isInstance);
    }
}
