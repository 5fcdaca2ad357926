package org.adjutant.gitm.state;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.scenario.ScenarioBuilder;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.Violation;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class StackingRulesTest {

    private static List<Violation> check(GitmState state) {
        StrategicMap map = state.map(name -> java.util.Optional.empty());
        return StackingRules.check(state, map);
    }

    /** {@code count} active US infantry spread over distinct tactical squares of J9-V4, 12 per square. */
    private static ScenarioBuilder activeUnits(int count) {
        ScenarioBuilder b = ScenarioBuilder.create();
        for (int i = 0; i < count; i++) {
            int tac = i / 12;
            b.unit("US" + (i + 1) + "IN", "US", "J9-V4 " + (tac % 15) + "-" + (tac / 15));
        }
        return b;
    }

    @Test
    @DisplayName("GITM 1.4 a strategic square holds at most 200 active units")
    void gitm_1_4_twoHundredActive() {
        assertThat(check(activeUnits(200).build())).isEmpty();
        assertThat(check(activeUnits(201).build())).singleElement()
                .satisfies(v -> assertThat(v.reason()).contains("201 active units").contains("GITM 1.4"));
    }

    private static ScenarioBuilder inactive(ScenarioBuilder b, int count, String square) {
        for (int i = 0; i < count; i++) {
            b.unit("US" + (50 + i) + "IN", "US", square + " " + i + "-0", u -> u.readiness(Readiness.INACTIVE));
        }
        return b;
    }

    @Test
    @DisplayName("GITM 1.4 at most two inactive units in a square without a city")
    void gitm_1_4_twoInactiveWithoutCity() {
        assertThat(check(inactive(ScenarioBuilder.create(), 2, "J9-V4").build())).isEmpty();
        assertThat(check(inactive(ScenarioBuilder.create(), 3, "J9-V4").build())).singleElement()
                .satisfies(v -> assertThat(v.toString()).contains("J9-V4").contains("3 inactive").contains("2"));
    }

    @Test
    @DisplayName("GITM 1.4 at most three inactive units in a square with a city")
    void gitm_1_4_threeInactiveInCity() {
        ScenarioBuilder withCity = ScenarioBuilder.create().openBlock("J9-V4", 1, Nation.US, "US")
                .city("Fort Brown", "J9-V4 7-7", 2, 10, 0, false);
        assertThat(check(inactive(withCity, 3, "J9-V4").build())).isEmpty();
        ScenarioBuilder four = ScenarioBuilder.create().openBlock("J9-V4", 1, Nation.US, "US")
                .city("Fort Brown", "J9-V4 7-7", 2, 10, 0, false);
        assertThat(check(inactive(four, 4, "J9-V4").build())).hasSize(1);
    }

    @Test
    @DisplayName("GITM 1.4 militia in their home city and units in forts do not count against the inactive limit")
    void gitm_1_4_exemptions() {
        ScenarioBuilder b = ScenarioBuilder.create().openBlock("J9-V4", 1, Nation.US, "US")
                .city("Fort Brown", "J9-V4 7-7", 2, 10, 2, false);
        inactive(b, 3, "J9-V4");
        b.unit("US1MI", "US", "J9-V4 7-7", u -> u.readiness(Readiness.INACTIVE).homeCity("Fort Brown"));
        b.unit("US90IN", "US", "J9-V4 7-7", u -> u.readiness(Readiness.INACTIVE).inFort(true));
        assertThat(check(b.build())).isEmpty();
        b.unit("US2MI", "US", "J9-V4 7-7", u -> u.readiness(Readiness.INACTIVE).homeCity("Matamoros"));
        assertThat(check(b.build())).as("militia away from home count").hasSize(1);
    }

    @Test
    @DisplayName("GITM 1.4 shattered units count against neither limit")
    void gitm_1_4_shatteredDoNotCount() {
        ScenarioBuilder b = inactive(ScenarioBuilder.create(), 2, "J9-V4");
        for (int i = 1; i <= 5; i++) {
            b.unit("US" + i + "LC", "US", "J9-V4 3-" + i, u -> u.readiness(Readiness.SHATTERED));
        }
        assertThat(check(b.build())).isEmpty();
    }

    @Test
    @DisplayName("GITM 2.5 at most 12 mutually allied units in a tactical square")
    void gitm_2_5_twelveAllied() {
        ScenarioBuilder b = ScenarioBuilder.create().units("US" + "IN", 1, 12, "US", "J9-V4 7-7");
        assertThat(check(b.build())).isEmpty();
        b.unit("US1AQ", "US", "J9-V4 7-7");
        assertThat(check(b.build())).singleElement()
                .satisfies(v -> assertThat(v.reason()).contains("13 units of US").contains("GITM 2.5"));
    }

    @Test
    @DisplayName("GITM 2.5 allies of two states share the 12-unit allowance")
    void gitm_2_5_alliesShareAllowance() {
        ScenarioBuilder b = ScenarioBuilder.create().state("MEX", Nation.MX).state("NE", Nation.MX)
                .openBlock("J8-V4", 1, Nation.MX, "NE")
                .units("MXIN", 1, 7, "MEX", "J8-V4 7-7").units("MXIN", 20, 6, "NE", "J8-V4 7-7");
        assertThat(check(b.build())).hasSize(2);
        b.pact("MEX", "NE", Relation.HOSTILE);
        assertThat(check(b.build())).isEmpty();
    }

    @Test
    @DisplayName("GITM 2.5 at most 24 units in a tactical square, whatever their sides")
    void gitm_2_5_twentyFour() {
        ScenarioBuilder b = ScenarioBuilder.create().state("US", Nation.US).state("MEX", Nation.MX)
                .openBlock("J9-V4", 1, Nation.US, "US")
                .units("USIN", 1, 12, "US", "J9-V4 7-7").units("MXIN", 1, 12, "MEX", "J9-V4 7-7");
        assertThat(check(b.build())).isEmpty();
        b.unit("MX1CQ", "MEX", "J9-V4 7-7");
        List<Violation> found = check(b.build());
        assertThat(found).extracting(Violation::reason)
                .anyMatch(r -> r.contains("25 units, more than the 24"))
                .anyMatch(r -> r.contains("13 units of MEX"));
    }

    @Test
    void unitsInDifferentTacticalSquaresDoNotStack() {
        ScenarioBuilder b = ScenarioBuilder.create().units("USIN", 1, 12, "US", "J9-V4 7-7")
                .units("USIN", 13, 12, "US", "J9-V4 7-8");
        assertThat(check(b.build())).isEmpty();
        Unit one = b.build().units().get(0);
        assertThat(one.location().toString()).isEqualTo("J9-V4 7-7");
    }
}
