package org.adjutant.gitm.city;

import static org.adjutant.gitm.city.CityFixture.SQ;
import static org.assertj.core.api.Assertions.assertThat;

import org.adjutant.gitm.event.CityCaptured;
import org.adjutant.gitm.event.SiegeLifted;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.sequence.SupplyLedger;
import org.adjutant.gitm.supply.SupplyTurn;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Cities changing hands at the phase-end checks (designed, docs/rules/gitm-10-supply.md section 6) and the morale it
 * moves (GITM 3.7, GITM-MD morale2.html): the section's worked examples, with NE's Matamoros on 7-7 of G1-V1 holding
 * 45 supplies, NM as NE's ally (the example's MEX) and Yucatan neutral.
 */
class CityCaptureTest {
    private static Theatre matamoros() {
        return Theatre.openGround("G0-V1", "K2-V1").city(SQ, "Matamoros", "7-7", "NE");
    }

    private static TurnContext captureIn(Theatre t, Phase phase) {
        GitmState s = CityFixture.holding(t.state(), "Matamoros", "NE", 45, 0);
        TurnContext turn = CityFixture.context(s, new CityFixture.Uniform(0.5));
        new CityCapture().run(phase, turn);
        return turn;
    }

    @Test
    @DisplayName("Designed (GITM 10 design 6): US2LC alone on Matamoros's square after tactical phase 3 takes it, keeping 22 of its 45 supplies")
    void gitm_6_city_capture_entered() {
        TurnContext turn = captureIn(matamoros().unit("US2LC", "US", SQ, "7-7").unit("MX1IN", "NE", SQ, "6-7"),
                Phase.TACTICAL_3);
        assertThat(CityFixture.events(turn, CityCaptured.class)).singleElement().satisfies(e -> {
            assertThat(e.phase()).isEqualTo("Tactical phase 3");
            assertThat(e.fromState()).isEqualTo("NE");
            assertThat(e.toState()).isEqualTo("US");
            assertThat(e.how()).isEqualTo(CityCaptured.How.ENTERED);
            assertThat(e.storesTaken()).isEqualTo(22);
            assertThat(e.storesLost()).isEqualTo(23);
            assertThat(e.visibility().observers()).contains("US2LC", "MX1IN", "minister:NE", "minister:US");
        });
        var city = turn.board().city(CityFixture.onMap(turn.board(), SQ, "Matamoros"));
        assertThat(city.state()).isEqualTo("US");
        assertThat(city.supplies()).isEqualTo(22);
        assertThat(SupplyTurn.of(turn).ledger().total(SupplyLedger.Flow.CAPTURE_SPOIL)).isEqualTo(23);
        assertThat(turn.board().toState().cities().get("Matamoros").state()).as("handed on with the position")
                .isEqualTo("US");
    }

    @Test
    @DisplayName("Designed (GITM 10 design 6): an NE corps HQ still on the square holds the city; a US corps HQ alone takes nothing")
    void gitm_6_city_capture_headquarters() {
        assertThat(CityFixture.events(captureIn(matamoros().unit("US2LC", "US", SQ, "7-7")
                .unit("MX1CQ", "NE", SQ, "7-7"), Phase.TACTICAL_3), CityCaptured.class)).isEmpty();
        assertThat(CityFixture.events(captureIn(matamoros().unit("US1CQ", "US", SQ, "7-7"), Phase.TACTICAL_3),
                CityCaptured.class)).isEmpty();
        assertThat(CityFixture.events(captureIn(matamoros().unit("US2LC", "US", SQ, "7-7")
                .unit("MX2IN", "NM", SQ, "7-7", u -> u.readiness(Readiness.INACTIVE)), Phase.TACTICAL_3),
                CityCaptured.class)).as("an inactive unit of an ally holds it too").isEmpty();
        assertThat(CityFixture.events(captureIn(matamoros().unit("US2LC", "US", SQ, "7-7")
                .unit("MX2IN", "NE", SQ, "7-7", u -> u.readiness(Readiness.SHATTERED)), Phase.TACTICAL_3),
                CityCaptured.class)).as("a shattered one does not").hasSize(1);
        assertThat(CityFixture.events(captureIn(matamoros().unit("US2LC", "US", SQ, "7-7",
                u -> u.readiness(Readiness.INACTIVE)), Phase.TACTICAL_3), CityCaptured.class))
                .as("an inactive unit takes nothing").isEmpty();
        assertThat(CityFixture.events(captureIn(matamoros().unit("MX9IN", "YUC", SQ, "7-7"), Phase.TACTICAL_3),
                CityCaptured.class)).as("nor does a neutral one").isEmpty();
    }

    @Test
    @DisplayName("Designed (GITM 10 design 6): a besieged city taken is no longer besieged; the siege ends with the capture")
    void gitm_6_city_capture_liftsTheSiege() {
        GitmState s = CityFixture.holding(matamoros().unit("US2LC", "US", SQ, "7-7").unit("US3IN", "US", SQ, "6-7")
                .turn(4).state(), "Matamoros", "NE", 9, 2);
        TurnContext turn = CityFixture.context(s, new CityFixture.Uniform(0.5));
        new CityCapture().run(Phase.STRATEGIC_2, turn);
        new SiegeWatch().run(Phase.STRATEGIC_2, turn);
        var holding = turn.board().holding(CityFixture.onMap(turn.board(), SQ, "Matamoros"));
        assertThat(holding.state()).isEqualTo("US");
        assertThat(holding.besieged()).isFalse();
        assertThat(holding.supplies()).isEqualTo(4);
        assertThat(CityFixture.events(turn, SiegeLifted.class)).singleElement()
                .satisfies(e -> assertThat(e.reason()).isEqualTo(SiegeLifted.Reason.CITY_TAKEN));
        assertThat(turn.plugins().sieges().besieged(turn.board().unit(UnitId.of("US2LC")), turn.board())).isFalse();
    }

    @Test
    @DisplayName("Designed (GITM 10 design 2, 6): a city just taken is judged for its new holder at the same phase end: NE troops round it besiege the captors at once")
    void gitm_6_city_capture_thenBesieged() {
        GitmState s = CityFixture.holding(matamoros().unit("US2LC", "US", SQ, "7-7", u -> u.men(400))
                .unit("MX1IN", "NE", SQ, "6-7", u -> u.men(1500)).turn(4).state(), "Matamoros", "NE", 8, 0);
        TurnContext turn = CityFixture.context(s, new CityFixture.Uniform(0.5));
        new CityCapture().run(Phase.TACTICAL_2, turn);
        new SiegeWatch().run(Phase.TACTICAL_2, turn);
        assertThat(turn.events()).extracting(e -> e.kind()).containsExactly("city-captured", "siege-begun");
        var holding = turn.board().holding(CityFixture.onMap(turn.board(), SQ, "Matamoros"));
        assertThat(holding.state()).isEqualTo("US");
        assertThat(holding.besiegedSince()).as("absolute turn 4 of campaign 1").isEqualTo(4);
        assertThat(turn.plugins().sieges().besieged(turn.board().unit(UnitId.of("US2LC")), turn.board())).isTrue();
    }

    @Test
    @DisplayName("Designed (GITM 10 design 6): among hostile states on the square the one with the most men takes the city; ties go to the first by id")
    void gitm_6_city_capture_strongest() {
        assertThat(CityCapture.strongest(java.util.Map.of("US", 900L, "TX", 1200L))).isEqualTo("TX");
        assertThat(CityCapture.strongest(java.util.Map.of("US", 900L, "TX", 900L))).isEqualTo("TX");
    }

    @Test
    @DisplayName("Designed (GITM 10 design 13): on a peace or truce turn no city changes hands")
    void gitm_13_noCaptureInPeace() {
        var truce = new org.adjutant.gitm.state.TurnCalendar(java.util.List.of(
                new org.adjutant.gitm.state.TurnCalendar.Pause(1, 1, org.adjutant.gitm.state.TurnCalendar.Kind.TRUCE)));
        GitmState s = matamoros().unit("US2LC", "US", SQ, "7-7").state();
        TurnContext turn = CityFixture.context(s.withSettings(s.settings().withCalendar(truce)),
                new CityFixture.Uniform(0.5));
        new CityCapture().run(Phase.TACTICAL_3, turn);
        assertThat(turn.events()).isEmpty();
    }

    @Test
    @DisplayName("GITM 3.7 city-capture morale: 8 in the city's square, 4 within 12 squares, 2 beyond; half for the allies; neutrals nothing")
    void gitm_3_7_city_capture_morale() {
        // Matamoros in G1-V1 (column 61): units 0, 7 and 30 squares off for the captor, 0, 5 and 40 for the loser.
        TurnContext turn = captureIn(matamoros()
                .unit("US2LC", "US", SQ, "7-7")
                .unit("US3IN", "US", "G8-V1", "7-7")
                .unit("US4IN", "US", "J1-V1", "7-7")
                .unit("MX1IN", "NE", SQ, "3-3")
                .unit("MX2IN", "NE", "G6-V1", "7-7")
                .unit("MX3IN", "NE", "K1-V1", "7-7")
                .unit("MX4IN", "NM", "G6-V1", "7-7")
                .unit("MX5IN", "NM", "K1-V1", "7-7")
                .unit("MX6IN", "YUC", SQ, "2-2"), Phase.TACTICAL_3);
        java.util.Map<String, Integer> before = new java.util.TreeMap<>();
        turn.board().units().forEach(u -> before.put(u.id().toString(), u.morale()));
        new CityCaptureMorale().run(Phase.END_OF_TURN, turn);
        java.util.Map<String, Integer> change = new java.util.TreeMap<>();
        turn.board().units().forEach(u -> change.put(u.id().toString(), u.morale() - before.get(u.id().toString())));
        assertThat(change).containsExactlyInAnyOrderEntriesOf(java.util.Map.of(
                "US2LC", 8, "US3IN", 4, "US4IN", 2,
                "MX1IN", -8, "MX2IN", -4, "MX3IN", -2,
                "MX4IN", -2, "MX5IN", -1, "MX6IN", 0));
        assertThat(turn.moraleMovedThisTurn(UnitId.of("MX5IN"))).as("no drift back to 50 this turn").isTrue();
        assertThat(turn.moraleMovedThisTurn(UnitId.of("MX6IN"))).isFalse();
    }
}
