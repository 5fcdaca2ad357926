package org.adjutant.gitm.forces;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.adjutant.gitm.economy.LedgerLine;
import org.adjutant.gitm.event.CityCaptured;
import org.adjutant.gitm.event.MilitiaRising;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.event.TreasuryStatement;
import org.adjutant.gitm.event.UnitRaised;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.state.Alliances;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.GameSettings;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.state.TurnCalendar;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Militia risings in own cities a hostile state holds (SoW 4.3, SoW-MD militia, SIB militia; docs/rules/sow.md
 * section 9): judged at arrival on what is public, rolled in step O8 against the garrison, the city taken at once, the
 * militia formed at the end of the turn. The ground is {@link RaisingTest}'s: NE's Monterrey (level 3) in G2-V2,
 * Saltillo (level 2) in G5-V5, Linares (level 1) in G7-V7, NM's Santa Fe in G9-V9, the United States' Fort Smith in
 * H2-V2; campaign 1 turn 7.
 */
class RisingTest {
    private static Theatre ground() {
        return Muster.ground().turn(7)
                .city("G2-V2", "Monterrey", "7-7", "NE", 3, 0, false)
                .city("G5-V5", "Saltillo", "7-7", "NE", 2, 0, false)
                .city("G7-V7", "Linares", "7-7", "NE", 1, 0, false)
                .city("G9-V9", "Santa Fe", "7-7", "NM", 2, 0, false)
                .city("H2-V2", "Fort Smith", "7-7", "US", 1, 0, false);
    }

    /** NE with this treasury; {@code city} held by {@code holder}. */
    private static GitmState held(Theatre t, String city, String holder, int treasury) {
        GitmState s = t.state().withCity(city, new CityHolding(holder, 10));
        return s.withState(s.state("NE").orElseThrow().withTreasury(treasury));
    }

    /** NM at war with NE by a pact (the Mexican frags set against each other). */
    private static GitmState nmHostile(GitmState s) {
        return s.withAlliances(s.alliances().with("NE", "NM", Relation.HOSTILE));
    }

    private static TreasuryStatement statement(TurnOutcome o, String state) {
        return Muster.events(o, TreasuryStatement.class).stream().filter(t -> t.state().equals(state)).findFirst()
                .orElseThrow();
    }

    @Test
    @DisplayName("SoW 4.3 (SIB militia) a garrison of 2,000 lets a rising succeed on a d8000 roll of 6,000 or less: 75%")
    void sow_4_3_rising_chance() {
        assertThat(RisingRules.succeedsOn(2_000)).isEqualTo(6_000);
        assertThat(RisingRules.succeeds(2_000, 6_000)).isTrue();
        assertThat(RisingRules.succeeds(2_000, 6_001)).isFalse();
    }

    @Test
    @DisplayName("SoW 4.3 (SIB militia) no garrison always succeeds, 8,000 men or more always fail")
    void sow_4_3_rising_limits() {
        assertThat(RisingRules.succeeds(0, 8_000)).isTrue();
        assertThat(RisingRules.succeeds(8_000, 1)).isFalse();
        assertThat(RisingRules.succeeds(9_500, 1)).isFalse();
        assertThat(RisingRules.succeedsOn(9_500)).isZero();
    }

    @Test
    @DisplayName("SoW 4.3 the militia of US-held Monterrey rise for NE: paid 40, city NE's at once, militia formed, attempt recorded")
    void sow_4_3_rising_takesTheCity() {
        GitmState s = held(ground(), "Monterrey", "US", 500);
        assertThat(Muster.arrival(s, "minister:NE", "RAISE 1 MI AT Monterrey MEN 800")).isEmpty();
        TurnOutcome o = Muster.deadline(s, "paredes", "RAISE 1 MI AT Monterrey MEN 800");
        MilitiaRising rising = Muster.events(o, MilitiaRising.class).get(0);
        assertThat(rising.garrison()).isZero();
        assertThat(rising.succeedsOn()).isEqualTo(8_000);
        assertThat(rising.success()).isTrue();
        assertThat(rising.cost()).isEqualTo(40);
        assertThat(rising.visibility().observers()).contains("minister:NE", "treasury:NE", "minister:US",
                "treasury:US");
        assertThat(rising.describe()).isEqualTo("The militia of Monterrey rose for NE against US and took the city;"
                + " 800 men form at the end of the turn (40 Cr, SoW 4.3).");
        assertThat(Muster.events(o, CityCaptured.class)).singleElement().satisfies(c -> {
            assertThat(c.how()).isEqualTo(CityCaptured.How.ROSE);
            assertThat(c.fromState()).isEqualTo("US");
            assertThat(c.toState()).isEqualTo("NE");
            assertThat(c.storesTaken()).isEqualTo(5);
        });
        UnitRaised raised = Muster.events(o, UnitRaised.class).get(0);
        assertThat(raised.city()).isEqualTo("Monterrey");
        GitmState next = Theatre.next(o);
        CityHolding monterrey = next.cities().get("Monterrey");
        assertThat(monterrey.state()).isEqualTo("NE");
        assertThat(monterrey.militiaAttempt()).isEqualTo(1);
        assertThat(monterrey.militia()).hasValue(2_200);
        Unit mi = next.units().stream().filter(u -> u.id().toString().equals(raised.unit())).findFirst()
                .orElseThrow();
        assertThat(mi.state()).isEqualTo("NE");
        assertThat(mi.men()).isEqualTo(800);
        assertThat(mi.homeCity()).isEqualTo("Monterrey");
        assertThat(mi.location().strategic().toString()).isEqualTo("G2-V2");
        assertThat(statement(o, "NE").lines()).contains(new LedgerLine(LedgerLine.Kind.BUILDS,
                "RAISE 1 MI AT Monterrey MEN 800 BATTERIES 0 (a rising)", -40));
    }

    @Test
    @DisplayName("SoW 4.3 a garrison of 8,400 puts the rising down: 40 Cr spent, no men drawn, the city stays, the attempt is recorded")
    void sow_4_3_rising_putDown() {
        Theatre t = ground();
        for (int i = 1; i <= 6; i++) {
            t.unit("US" + i + "IN", "US", "G2-V2", "7-7", b -> b.men(1_400));
        }
        GitmState s = held(t, "Monterrey", "US", 500);
        TurnOutcome o = Muster.deadline(s, "paredes", "RAISE 1 MI AT Monterrey MEN 800");
        MilitiaRising rising = Muster.events(o, MilitiaRising.class).get(0);
        assertThat(rising.garrison()).isEqualTo(8_400);
        assertThat(rising.success()).isFalse();
        assertThat(rising.visibility().observers()).contains("US1IN", "minister:US", "minister:NE");
        assertThat(rising.describe()).isEqualTo("A rising of the militia of Monterrey for NE against US was put down"
                + " (40 Cr spent, SoW 4.3).").doesNotContain("8,400");
        assertThat(Muster.events(o, CityCaptured.class)).isEmpty();
        assertThat(Muster.events(o, UnitRaised.class)).isEmpty();
        GitmState next = Theatre.next(o);
        assertThat(next.cities().get("Monterrey").state()).isEqualTo("US");
        assertThat(next.cities().get("Monterrey").militiaAttempt()).isEqualTo(1);
        assertThat(next.cities().get("Monterrey").militiaPool(3)).isEqualTo(3_000);
        assertThat(statement(o, "NE").lines()).contains(new LedgerLine(LedgerLine.Kind.BUILDS,
                "RAISE 1 MI AT Monterrey MEN 800 BATTERIES 0 (a rising)", -40));
    }

    @Test
    @DisplayName("SoW 4.3 against a same-nation state: militia count half in the garrison (800 + 600/2 = 1,100), a quarter of the cost")
    void sow_4_3_rising_sameNation() {
        Theatre t = ground().unit("MX20IN", "NM", "G5-V5", "7-7", b -> b.men(800))
                .unit("MX21MI", "NM", "G5-V5", "7-7", b -> b.men(600).homeCity("Santa Fe"));
        GitmState s = nmHostile(held(t, "Saltillo", "NM", 500));
        assertThat(Muster.arrival(s, "minister:NE", "RAISE 1 MI AT Saltillo MEN 800")).isEmpty();
        TurnOutcome o = Muster.deadline(s, "paredes", "RAISE 1 MI AT Saltillo MEN 800");
        MilitiaRising rising = Muster.events(o, MilitiaRising.class).get(0);
        assertThat(rising.garrison()).isEqualTo(1_100);
        assertThat(rising.succeedsOn()).isEqualTo(6_900);
        assertThat(rising.success()).isEqualTo(rising.roll() <= 6_900);
        assertThat(rising.cost()).isEqualTo(10);
        assertThat(statement(o, "NE").lines()).contains(new LedgerLine(LedgerLine.Kind.BUILDS,
                "RAISE 1 MI AT Saltillo MEN 800 BATTERIES 0 (a rising)", -10));
    }

    @Test
    @DisplayName("SoW 4.3 (SoW-MD militia) a rising against a same-nation state needs an own or allied city near: none -> refused")
    void sow_4_3_rising_needsANearCity() {
        GitmState s = nmHostile(held(ground(), "Saltillo", "NM", 500))
                .withCity("Monterrey", new CityHolding("NM", 0)).withCity("Linares", new CityHolding("NM", 0));
        assertThat(Muster.arrival(s, "minister:NE", "RAISE 1 MI AT Saltillo MEN 800")).containsExactly(
                "line 1: a rising against a state of Mexico needs a city held by NE or an ally within 6 squares,"
                        + " or one of the other nation within 4 (SoW 4.3, militia page)");
        // a foreign holder needs no such city (SoW-MD militia: always permitted)
        GitmState us = held(ground(), "Saltillo", "US", 500).withCity("Monterrey", new CityHolding("US", 0))
                .withCity("Linares", new CityHolding("US", 0));
        assertThat(Muster.arrival(us, "minister:NE", "RAISE 1 MI AT Saltillo MEN 800")).isEmpty();
    }

    @Test
    @DisplayName("SoW 4.3 one attempt per city per campaign: a second at Monterrey in campaign 1 refused, allowed in campaign 2")
    void sow_4_3_rising_oncePerCampaign() {
        GitmState s = held(ground(), "Monterrey", "US", 500);
        s = s.withCity("Monterrey", s.cities().get("Monterrey").withMilitiaAttempt(1));
        assertThat(Muster.arrival(s, "minister:NE", "RAISE 1 MI AT Monterrey MEN 800")).containsExactly(
                "line 1: a rising was already tried at Monterrey in campaign 1 (SoW 4.3)");
        TurnOutcome o = Muster.deadline(s, "paredes", "RAISE 1 MI AT Monterrey MEN 800");
        assertThat(Muster.events(o, MilitiaRising.class)).isEmpty();
        assertThat(Muster.events(o, OrderNotCarriedOut.class)).singleElement()
                .satisfies(e -> assertThat(e.reason()).contains("already tried"));
        assertThat(Muster.arrival(s.withTurn(2, 7), "minister:NE", "RAISE 1 MI AT Monterrey MEN 800")).isEmpty();
    }

    @Test
    @DisplayName("SoW 4.3 one rising order a turn: of Monterrey then Saltillo only the last, Saltillo, is attempted")
    void sow_4_3_rising_lastOrderCounts() {
        GitmState s = held(ground(), "Monterrey", "US", 500).withCity("Saltillo", new CityHolding("US", 0));
        TurnOutcome o = Muster.deadline(s, "paredes", "RAISE 1 MI AT Monterrey MEN 800",
                "RAISE 1 MI AT Saltillo MEN 700");
        assertThat(Muster.events(o, MilitiaRising.class)).singleElement()
                .satisfies(r -> assertThat(r.city()).isEqualTo("Saltillo"));
        assertThat(Muster.events(o, OrderNotCarriedOut.class)).singleElement().satisfies(e -> {
            assertThat(e.order()).startsWith("RAISE 1 MI AT Monterrey");
            assertThat(e.reason()).isEqualTo("only the last rising ordered in a turn is attempted, the one at"
                    + " Saltillo (SoW 4.3)");
        });
        GitmState next = Theatre.next(o);
        assertThat(next.cities().get("Monterrey").militiaAttempt()).isZero();
        assertThat(next.cities().get("Monterrey").state()).isEqualTo("US");
        assertThat(next.cities().get("Saltillo").state()).isEqualTo("NE");
    }

    @Test
    @DisplayName("SoW 4.3 one rising a turn: a block that orders a second is refused at arrival, naming the first")
    void sow_4_3_rising_secondInOneBlockRefused() {
        GitmState s = held(ground(), "Monterrey", "US", 500).withCity("Saltillo", new CityHolding("US", 0));
        assertThat(Muster.arrival(s, "minister:NE", "RAISE 1 MI AT Monterrey MEN 800",
                "RAISE 1 MI AT Saltillo MEN 700")).containsExactly("line 2: a state tries one militia rising a turn"
                        + " (SoW 4.3) and this block already orders one at Monterrey; to rise elsewhere, send the"
                        + " block again with that order changed");
        assertThat(Muster.arrival(s, "minister:NE", "RAISE 1 MI AT Saltillo MEN 700")).isEmpty();
    }

    @Test
    @DisplayName("SoW 4.3 refused on a truce turn, against a neutral or an allied holder, and for more than one unit")
    void sow_4_3_rising_refusals() {
        GitmState s = held(ground(), "Monterrey", "US", 500);
        GitmState truce = s.withSettings(GameSettings.DEFAULT.withCalendar(new TurnCalendar(List.of(
                new TurnCalendar.Pause(1, 7, TurnCalendar.Kind.TRUCE)))));
        assertThat(Muster.arrival(truce, "minister:NE", "RAISE 1 MI AT Monterrey MEN 800")).containsExactly(
                "line 1: a rising is an act of war: none on a peace or truce turn (docs/rules/sow.md section 9)");
        assertThat(Muster.arrival(held(ground(), "Monterrey", "YUC", 500), "minister:NE",
                "RAISE 1 MI AT Monterrey MEN 800")).containsExactly(
                "line 1: Monterrey is held by YUC, neutral to NE: militia rise only against a hostile state (SoW 4.3)");
        assertThat(Muster.arrival(held(ground(), "Monterrey", "NM", 500), "minister:NE",
                "RAISE 1 MI AT Monterrey MEN 800")).containsExactly(
                "line 1: Monterrey is held by NM, allied to NE: militia rise only against a hostile state (SoW 4.3)");
        assertThat(Muster.arrival(s, "minister:NE", "RAISE 2 MI AT Monterrey MEN 800")).containsExactly(
                "line 1: a rising raises one militia unit");
    }

    @Test
    @DisplayName("SoW 4.3 with SoW 4.5: a rising needs its cost and 15 turns of the militia's upkeep on hand")
    void sow_4_3_rising_reserve() {
        // 800 militia: 40 Cr, active upkeep 10 a turn: 40 + 150 = 190
        assertThat(Muster.arrival(held(ground(), "Monterrey", "US", 189), "minister:NE",
                "RAISE 1 MI AT Monterrey MEN 800")).containsExactly("line 1: needs 190 Cr on hand at the start of"
                + " the turn: 40 for the rising + 150 for 15 turns of upkeep; NE has 189: 1 short (SoW 4.5)");
        assertThat(Muster.arrival(held(ground(), "Monterrey", "US", 190), "minister:NE",
                "RAISE 1 MI AT Monterrey MEN 800")).isEmpty();
    }

    @Test
    @DisplayName("SoW 4.3 a garrison left on the city's own tactical square retakes it at the first phase end: the militia are not formed, their men go home")
    void sow_4_3_rising_garrisonRetakes() {
        // one man on the square: the rising succeeds on any roll but 8,000 (the seeded roll is below it)
        Theatre t = ground().unit("US1IN", "US", "G2-V2", "7-7", b -> b.men(1));
        GitmState s = held(t, "Monterrey", "US", 500);
        TurnOutcome o = Muster.deadline(s, "paredes", "RAISE 1 MI AT Monterrey MEN 800");
        MilitiaRising rising = Muster.events(o, MilitiaRising.class).get(0);
        assertThat(rising.garrison()).isEqualTo(1);
        assertThat(rising.success()).isTrue();
        assertThat(Muster.events(o, CityCaptured.class)).extracting(CityCaptured::how)
                .containsExactly(CityCaptured.How.ROSE, CityCaptured.How.ENTERED);
        assertThat(Muster.events(o, UnitRaised.class)).isEmpty();
        assertThat(Muster.events(o, org.adjutant.gitm.event.BuildCancelled.class)).singleElement().satisfies(c -> {
            assertThat(c.reason()).isEqualTo(org.adjutant.gitm.event.BuildCancelled.Reason.CITY_CAPTURED);
            assertThat(c.refunded()).isZero();
        });
        GitmState next = Theatre.next(o);
        assertThat(next.cities().get("Monterrey").state()).isEqualTo("US");
        assertThat(next.cities().get("Monterrey").militiaPool(3)).isEqualTo(3_000);
        assertThat(next.cities().get("Monterrey").militiaAttempt()).isEqualTo(1);
    }
}
