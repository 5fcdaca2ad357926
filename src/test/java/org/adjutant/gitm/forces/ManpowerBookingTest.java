package org.adjutant.gitm.forces;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Manpower;
import org.adjutant.gitm.unit.Readiness;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The men that disbanding and merges release, booked where docs/rules/sow.md section 7 says (SoW 4.15, GITM 3.5,
 * 9.13): into the state's {@code manpowerDue} for the end of the next campaign, with the VPs paid for men sent home
 * from abroad; militia into their city's militia pool at once; wounded and prisoners into {@code returning}. A whole
 * robot turn of campaign 1 turn 1, read on the next position.
 */
class ManpowerBookingTest {
    private static final String US_SQUARE = "H1-V1";
    private static final String MEXICAN_SQUARE = "G5-V5";

    private static Manpower manpower(GitmState next, String state) {
        return next.state(state).orElseThrow().manpower();
    }

    @Test
    @DisplayName("SoW 4.15 MX10IN (500 men) disbanded at home in campaign 1: manpowerDue[2] += 500")
    void sow_4_15_disbandedAtHomeIsDue() {
        // at home: Monterrey, NE's, is the nearest city (section 1's territory of a fragmented nation)
        Theatre t = Muster.ground().city(MEXICAN_SQUARE, "Monterrey", "7-7", "NE")
                .unit("MX10IN", "NE", MEXICAN_SQUARE, "5-5", b -> b.men(500));
        GitmState next = Theatre.next(Muster.robotTurn(t, Map.of("paredes", List.of("DISBAND MX10IN"))));
        assertThat(manpower(next, "NE").due()).containsExactly(Map.entry(2, 500));
        assertThat(manpower(next, "NE").penaltyVp()).isZero();
    }

    @Test
    @DisplayName("SoW 4.15 US3IN (500) disbanded in Mexico: 300 due at the end of campaign 2, US pays 2 VP")
    void sow_4_15_disbandedAbroad() {
        Theatre t = Muster.ground().unit("US3IN", "US", MEXICAN_SQUARE, "5-5", b -> b.men(500));
        GitmState next = Theatre.next(Muster.robotTurn(t, Map.of("marcy", List.of("DISBAND US3IN"))));
        assertThat(manpower(next, "US").due()).containsExactly(Map.entry(2, 300));
        assertThat(manpower(next, "US").penaltyVp()).isEqualTo(2);
    }

    @Test
    @DisplayName("SoW 4.15, GITM 9.13 a disbanded unit's 120 wounded and 40 prisoners: returning + 160")
    void sow_4_15_woundedReturning() {
        Theatre t = Muster.ground().unit("US3IN", "US", US_SQUARE, "5-5",
                b -> b.men(500).wounded(120).prisoners(40));
        GitmState next = Theatre.next(Muster.robotTurn(t, Map.of("marcy", List.of("DISBAND US3IN"))));
        assertThat(manpower(next, "US").returning()).isEqualTo(160);
        assertThat(manpower(next, "US").due()).containsExactly(Map.entry(2, 500));
    }

    @Test
    @DisplayName("SoW 4.15 MX2MI (600) disbanded at home goes back to Monterrey's militia pool at once, up to its cap")
    void sow_4_15_militiaToCity() {
        Theatre t = Muster.ground().city(MEXICAN_SQUARE, "Monterrey", "7-7", "NE", 3, 0, false)
                .unit("MX2MI", "NE", MEXICAN_SQUARE, "7-7", b -> b.men(600).homeCity("Monterrey"))
                .unit("US1IN", "US", MEXICAN_SQUARE, "1-1", b -> b.readiness(Readiness.INACTIVE));
        GitmState start = t.state().withCity("Monterrey", new CityHolding("NE", 0).withMilitia(1_400));
        GitmState next = Theatre.next(Muster.robotTurn(start, Map.of("paredes", List.of("DISBAND MX2MI"))));
        assertThat(next.cities().get("Monterrey").militia()).hasValue(2_000);
        assertThat(manpower(next, "NE").due()).isEmpty();
        GitmState full = t.state().withCity("Monterrey", new CityHolding("NE", 0).withMilitia(2_700));
        GitmState capped = Theatre.next(Muster.robotTurn(full, Map.of("paredes", List.of("DISBAND MX2MI"))));
        assertThat(capped.cities().get("Monterrey").militia()).hasValue(3_000);
    }

    @Test
    @DisplayName("GITM 3.5 US1IN 1,000 into US2IN 900 at home: 400 men to manpowerDue[2]; in Mexico 240 and 1 VP")
    void gitm_3_5_mergeExcessBooked() {
        Map<String, List<String>> merge = Map.of("marcy", List.of("MERGE US1IN INTO US2IN"));
        GitmState home = Theatre.next(Muster.robotTurn(pair(US_SQUARE), merge));
        assertThat(manpower(home, "US").due()).containsExactly(Map.entry(2, 400));
        GitmState abroad = Theatre.next(Muster.robotTurn(pair(MEXICAN_SQUARE), merge));
        assertThat(manpower(abroad, "US").due()).containsExactly(Map.entry(2, 240));
        assertThat(manpower(abroad, "US").penaltyVp()).isEqualTo(1);
    }

    private static Theatre pair(String square) {
        return Muster.ground().unit("US1IN", "US", square, "5-5", b -> b.men(1000))
                .unit("US2IN", "US", square, "5-5", b -> b.men(900));
    }
}
