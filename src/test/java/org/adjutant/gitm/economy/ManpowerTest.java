package org.adjutant.gitm.economy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.event.ManpowerMustered;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.GitmTurnEngine;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.HeldOwnCities;
import org.adjutant.gitm.state.Manpower;
import org.adjutant.gitm.state.Polity;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Docs/rules/sow.md section 7 (SoW 3, designed; SoW 4.15, GITM 3.5, 9.13): the state's manpower pool and the cities'
 * militia pools, counted at the start and filled at every campaign's end (step E6). The ground: NE's Mexican squares
 * G0-V0 to G4-V4, with NE cities of 5, 5, 5, 5 and 2 levels (22) and a US post of level 2 on a Mexican square.
 */
class ManpowerTest {
    private static final TurnPlugins CAMPAIGN_END = TurnPlugins.standard()
            .withCommunications(board -> new java.util.TreeSet<>())
            .withEndOfTurn(List.of(new CampaignEconomy()));

    private static Theatre northeast() {
        return Theatre.openGround("G0-V0", "G4-V4")
                .city("G0-V0", "Monterrey", "7-7", "NE", 5, 0, false)
                .city("G1-V1", "Saltillo", "7-7", "NE", 5, 0, false)
                .city("G2-V2", "Tampico", "7-7", "NE", 5, 0, true)
                .city("G3-V3", "Ciudad Victoria", "7-7", "NE", 5, 0, false)
                .city("G4-V4", "Matamoros", "7-7", "NE", 2, 0, false)
                .city("G4-V0", "Fort Brown", "7-7", "US", 2, 0, false);
    }

    private static Polity ne(GitmState s) {
        return s.state("NE").orElseThrow();
    }

    private static TurnOutcome campaignEnd(GitmState s) {
        return new GitmTurnEngine(CAMPAIGN_END).resolve(s, s.map(n -> Optional.empty()), Map.of(), Map.of(),
                SeededDice.forTurn(1846, 15));
    }

    @Test
    @DisplayName("SoW 3 (designed) a pool nobody gave is 200 men a level of the state's held own cities: NE 22 levels, 4,400")
    void sow_3_openingPool() {
        GitmState s = northeast().state();
        var map = s.map(n -> Optional.empty());
        assertThat(HeldOwnCities.levels(map, s.cities(), ne(s))).isEqualTo(22);
        assertThat(HeldOwnCities.openingPool(map, s.cities(), ne(s))).isEqualTo(4_400);
        // the US post stands on a Mexican square: not in the United States' nation, so it gives no men
        assertThat(HeldOwnCities.levels(map, s.cities(), s.state("US").orElseThrow())).isZero();
        // an occupied own city gives nothing, nor does a captured foreign one to its captor
        GitmState occupied = s.withCity("Matamoros", new CityHolding("US", 0));
        assertThat(HeldOwnCities.levels(map, occupied.cities(), ne(occupied))).isEqualTo(20);
        assertThat(HeldOwnCities.levels(map, occupied.cities(), occupied.state("US").orElseThrow())).isZero();
    }

    @Test
    @DisplayName("SoW 3 (designed) end of campaign 1: pool 400 + due 0 + returning 350 + 200 x 20 levels (US holds Matamoros) = 4,750; returning back to 0")
    void sow_3_campaignEndIntake() {
        GitmState s = northeast().turn(15).state().withCity("Matamoros", new CityHolding("US", 0));
        s = s.withState(ne(s).withManpower(Manpower.of(400).withReturning(350)));
        TurnOutcome o = campaignEnd(s);
        Manpower after = ne(Theatre.next(o)).manpower();
        assertThat(after.pool()).hasValue(4_750);
        assertThat(after.returning()).isZero();
        ManpowerMustered e = mustered(o, "NE");
        assertThat(e.visibility().observers()).containsExactly("minister:NE", "treasury:NE");
        assertThat(e.describe()).isEqualTo("At the end of campaign 1, NE's manpower pool took 0 men back from"
                + " disbanded units and merges, 350 returning wounded and prisoners and 4,000 recruits from its own"
                + " cities (20 levels at 200 a level): 4,750 men now (SoW 3; designed).");
    }

    @Test
    @DisplayName("SoW 4.15 men disbanded in campaign 1 (due in campaign 2) join the pool at the end of campaign 2, not 1")
    void sow_3_dueNextCampaign() {
        GitmState s = northeast().turn(15).state();
        s = s.withState(ne(s).withManpower(Manpower.of(0).plusDue(2, 500)));
        Manpower afterFirst = ne(Theatre.next(campaignEnd(s))).manpower();
        assertThat(afterFirst.pool()).hasValue(4_400);
        assertThat(afterFirst.due()).containsExactly(Map.entry(2, 500));
        GitmState second = Theatre.next(campaignEnd(s)).withTurn(2, 15);
        Manpower afterSecond = ne(Theatre.next(campaignEnd(second))).manpower();
        assertThat(afterSecond.pool()).hasValue(4_400 + 500 + 4_400);
        assertThat(afterSecond.due()).isEmpty();
    }

    @Test
    @DisplayName("SoW 3 (designed) a state's own rate: 250 a level gives NE 5,500 for its 22 levels")
    void sow_3_ownRate() {
        GitmState s = northeast().turn(15).state();
        s = s.withState(ne(s).withManpower(Manpower.of(0).withRate(250)));
        assertThat(ne(Theatre.next(campaignEnd(s))).manpower().pool()).hasValue(5_500);
    }

    @Test
    @DisplayName("SoW 3 (designed) a militia pool grows 500 a level a campaign up to its cap: Monterrey (3) 2,700 -> 3,000, not 4,200")
    void sow_3_militiaRefill() {
        GitmState s = Theatre.openGround("G0-V0", "G1-V1").turn(15)
                .city("G0-V0", "Monterrey", "7-7", "NE", 3, 0, false)
                .city("G1-V1", "Linares", "7-7", "NE", 1, 0, false).state();
        s = s.withCity("Monterrey", new CityHolding("US", 0).withMilitia(2_700))
                .withCity("Linares", new CityHolding("NE", 0).withMilitia(100));
        GitmState next = Theatre.next(campaignEnd(s));
        // whoever holds the city: the townsmen are there either way
        assertThat(next.cities().get("Monterrey").militia()).hasValue(3_000);
        assertThat(next.cities().get("Linares").militia()).hasValue(600);
    }

    @Test
    @DisplayName("SoW 3 (designed) a pool nobody counted is counted from the turn's opening position, and the campaign intake only on turn 15")
    void sow_3_uncountedAndNotTurn15() {
        GitmState s = northeast().turn(14).state();
        assertThat(ne(s).manpower().counted()).isFalse();
        TurnOutcome o = campaignEnd(s);
        assertThat(Theatre.events(o)).noneMatch(ManpowerMustered.class::isInstance);
        assertThat(ne(Theatre.next(o)).manpower().counted()).isFalse();
        GitmState end = s.withTurn(1, 15);
        assertThat(ne(Theatre.next(campaignEnd(end))).manpower().pool()).hasValue(4_400 + 4_400);
    }

    private static ManpowerMustered mustered(TurnOutcome o, String state) {
        return Theatre.events(o).stream().filter(ManpowerMustered.class::isInstance)
                .map(ManpowerMustered.class::cast).filter(m -> m.state().equals(state)).findFirst().orElseThrow();
    }
}
