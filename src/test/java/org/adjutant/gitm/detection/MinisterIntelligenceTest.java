package org.adjutant.gitm.detection;

import static org.adjutant.gitm.detection.Places.at;
import static org.adjutant.gitm.detection.Places.square;
import static org.adjutant.gitm.detection.Places.world;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.scenario.ScenarioBuilder;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Readiness;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MinisterIntelligenceTest {

    /** Turn 4 of campaign 1; US soil around J9-V4 except the three Mexican squares of row V2 east of J9. */
    private static ScenarioBuilder lastTurn() {
        return world().turn(1, 4).square(square(0, -2), Terrain.OPEN, Nation.MX, "MEX")
                .square(square(1, -2), Terrain.OPEN, Nation.MX, "MEX")
                .square(square(2, -2), Terrain.OPEN, Nation.MX, "MEX");
    }

    private static List<IntelligenceReport> reports(GitmState s, DiceSource dice) {
        StrategicMap map = s.map(name -> java.util.Optional.empty());
        return MinisterIntelligence.reports(s, map, "US", dice);
    }

    private static List<IntelligenceReport> troops(GitmState s, DiceSource dice) {
        return reports(s, dice).stream().filter(r -> r.kind() == IntelligenceReport.Kind.TROOPS).toList();
    }

    @Test
    @DisplayName("GITM 4.7 hostile troops on his nation's soil that none of its troops see are reported, one turn old")
    void gitm_4_7_unseenTroopsReported() {
        GitmState s = lastTurn().units("MXIN", 1, 3, "MEX", at(0, 0)).unit("MX1LC", "MEX", at(0, 0))
                .unit("US1IN", "US", at(5, 5)).build();
        assertThat(troops(s, RuleDice.truthfulSource())).singleElement().satisfies(r -> {
            assertThat(r.square()).isEqualTo(StrategicSquare.of(square(0, 0)));
            assertThat(r.label()).isEqualTo("MEX brigade IC");
            assertThat(r.state()).isEqualTo("MEX");
            assertThat(r.campaign()).isEqualTo(1);
            assertThat(r.turn()).as("the position the report describes").isEqualTo(4);
            assertThat(r.text()).isEqualTo("Campaign 1, turn 4: MEX brigade IC near " + square(0, 0));
        });
    }

    @Test
    @DisplayName("GITM 4.7 troops within sight of the nation's troops are not reported, nor troops on foreign soil")
    void gitm_4_7_seenOrAbroadNotReported() {
        GitmState s = lastTurn().unit("MX1IN", "MEX", at(4, 4)).unit("US1LC", "US", at(6, 6))
                .unit("MX2IN", "MEX", at(1, -2)).build();
        assertThat(troops(s, RuleDice.truthfulSource())).as("light cavalry sees MX1IN at 2; MX2IN is on Mexican soil")
                .isEmpty();
    }

    @Test
    @DisplayName("GITM 4.7 an inactive or shattered unit of the nation does not keep watch")
    void gitm_4_7_inactiveDoesNotWatch() {
        GitmState s = lastTurn().unit("MX1IN", "MEX", at(4, 4))
                .unit("US1IN", "US", at(4, 4, "0-0"), u -> u.readiness(Readiness.INACTIVE))
                .unit("US2IN", "US", at(5, 4), u -> u.readiness(Readiness.SHATTERED)).build();
        assertThat(troops(s, RuleDice.truthfulSource())).extracting(IntelligenceReport::square)
                .containsExactly(StrategicSquare.of(square(4, 4)));
    }

    @ParameterizedTest(name = "HQ {0}, roll {1}: reported {2}")
    @CsvSource({"abroad, 2, true", "abroad, 3, false", "at home, 4, true", "at home, 5, false"})
    @DisplayName("GITM 4.7 occasional reports of hostile headquarters: 1-2 on a d6 abroad, 1-4 on his nation's soil")
    void gitm_4_7_headquartersNowAndThen(String where, int roll, boolean reported) {
        String location = where.equals("abroad") ? at(1, -2) : at(-3, 3);
        GitmState s = lastTurn().unit("MX1AQ", "MEX", location).unit("US1IN", "US", at(-3, 2))
                .unit("US2AQ", "US", at(0, 0)).build();
        DiceSource dice = p -> new RuleDice((label, sides) -> label.startsWith("GITM 4.7 word") ? roll
                : label.startsWith("GITM 4.7 accuracy") ? 1 : sides);
        List<IntelligenceReport> hq = reports(s, dice).stream()
                .filter(r -> r.kind() == IntelligenceReport.Kind.HEADQUARTERS).toList();
        if (reported) {
            assertThat(hq).singleElement().satisfies(r -> {
                assertThat(r.label()).isEqualTo("MEX army headquarters");
                assertThat(r.square()).isEqualTo(squareOf(location));
            });
        } else {
            assertThat(hq).isEmpty();
        }
    }

    private static StrategicSquare squareOf(String text) {
        return org.adjutant.gitm.unit.Location.parse(text).orElseThrow().strategic();
    }

    @Test
    @DisplayName("GITM 4.7 a report may be a little off: 7-9 on a d10 moves it one or two squares")
    void gitm_4_7_smallError() {
        GitmState s = lastTurn().unit("MX1IN", "MEX", at(0, 0)).build();
        DiceSource dice = p -> new RuleDice((label, sides) -> label.startsWith("GITM 4.7 accuracy") ? 8
                : label.startsWith("GITM 4.7 small error") ? 2
                : label.startsWith("GITM 4.7 error direction") ? 3 /* E */
                : label.startsWith("GITM 4.1 count") ? (sides + 1) / 2 : sides);
        assertThat(troops(s, dice)).singleElement().extracting(IntelligenceReport::square)
                .isEqualTo(StrategicSquare.of(square(2, 0)));
    }

    @Test
    @DisplayName("GITM 4.7 a report may be badly off: a 10 on a d10 moves it three to eight squares")
    void gitm_4_7_largeError() {
        GitmState s = lastTurn().unit("MX1IN", "MEX", at(0, 3)).build();
        DiceSource dice = p -> new RuleDice((label, sides) -> label.startsWith("GITM 4.7 accuracy") ? 10
                : label.startsWith("GITM 4.7 large error") ? 4
                : label.startsWith("GITM 4.7 error direction") ? 7 /* W */
                : label.startsWith("GITM 4.1 count") ? (sides + 1) / 2 : sides);
        assertThat(troops(s, dice)).singleElement().extracting(IntelligenceReport::square)
                .isEqualTo(StrategicSquare.of(square(-6, 3)));
    }

    @Test
    @DisplayName("GITM 4.7 an error never places a report off the map: it shrinks until the square exists")
    void gitm_4_7_errorStaysOnMap() {
        GitmState s = lastTurn().unit("MX1IN", "MEX", at(0, 6)).build();
        DiceSource dice = p -> new RuleDice((label, sides) -> label.startsWith("GITM 4.7 accuracy") ? 10
                : label.startsWith("GITM 4.7 large error") ? 6
                : label.startsWith("GITM 4.7 error direction") ? 5 /* S */
                : label.startsWith("GITM 4.1 count") ? (sides + 1) / 2 : sides);
        assertThat(troops(s, dice)).singleElement().extracting(IntelligenceReport::square)
                .as("eight squares south would leave the block, which ends two squares south")
                .isEqualTo(StrategicSquare.of(square(0, 8)));
    }

    @Test
    @DisplayName("GITM 4.7 allied states' troops are never reported; the same dice give the same reports")
    void gitm_4_7_stable() {
        GitmState s = lastTurn().state("TX", "Texas Rangers", Nation.US, 0)
                .units("MXIN", 1, 7, "MEX", at(-4, 0)).units("MXLC", 1, 3, "MEX", at(3, 3))
                .unit("MX1AQ", "MEX", at(-5, 5)).unit("US1IN", "TX", at(0, 0)).build();
        DiceSource turn = DiceSource.forTurn(7L, 12);
        List<IntelligenceReport> first = reports(s, turn);
        assertThat(first).extracting(IntelligenceReport::state).containsOnly("MEX");
        assertThat(reports(s, turn)).isEqualTo(first);
        assertThat(first).isSorted();
    }
}
