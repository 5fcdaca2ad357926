package org.adjutant.gitm.unit;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class MergerTest {

    private static Unit.Builder unit(String id) {
        return Unit.builder(id, "US").at("J9-V4", "7-7").commander("c-" + id).deputy("d-" + id);
    }

    @Test
    @DisplayName("GITM 3.5 US1IN merged into US2IN: US2IN's id, commander and place, summed men, weighted ratings")
    void gitm_3_5_workedExample() {
        Unit one = unit("US1IN").men(600).batteries(0).quality(Quality.POOR).experience(0).morale(40).fatigue(6)
                .ammunition(2).supplies(1).at("J9-V4", "7-7").build();
        Unit two = unit("US2IN").men(400).batteries(1).quality(Quality.EXCELLENT).experience(10).morale(65)
                .fatigue(1).ammunition(5).supplies(0).at("J9-V4", "6-6").build();
        assertThat(Merger.check(one, two, false)).isEmpty();
        Merger.Result r = Merger.merge(one, two);
        Unit m = r.merged();
        assertThat(m.id()).isEqualTo(two.id());
        assertThat(m.commander()).isEqualTo("c-US2IN");
        assertThat(m.location()).isEqualTo(two.location());
        assertThat(m.men()).isEqualTo(1000);
        assertThat(m.batteries()).isEqualTo(1);
        // weights 600:400 -> quality (2*6 + 7*4)/10 = 4, experience 4, morale 50, fatigue 4, ammunition 3.2 -> 3
        assertThat(m.quality()).isEqualTo(Quality.AVERAGE);
        assertThat(m.experience()).isEqualTo(4);
        assertThat(m.morale()).isEqualTo(50);
        assertThat(m.fatigue()).isEqualTo(4);
        assertThat(m.ammunition()).isEqualTo(3);
        assertThat(m.supplies()).as("carries a supply only if both did").isZero();
        assertThat(r.excessMen()).isZero();
    }

    @Test
    @DisplayName("GITM 3.5, 9.13 the absorbed unit's stragglers, wounded and prisoners belong to the survivor")
    void gitm_3_5_poolsJoin() {
        Unit merged = Merger.merge(unit("US1IN").men(600).stragglers(20).wounded(30).prisoners(5).build(),
                unit("US2IN").men(600).stragglers(1).wounded(2).prisoners(3).build()).merged();
        assertThat(merged.stragglers()).isEqualTo(21);
        assertThat(merged.wounded()).isEqualTo(32);
        assertThat(merged.prisoners()).isEqualTo(8);
    }

    @Test
    @DisplayName("SoW 4.11, 4.13 averages by men round half up, and equal weights when neither side has men")
    void sow_4_13_weighted() {
        assertThat(Merger.weighted(2, 400, 3, 200)).as("rhu(2.33)").isEqualTo(2);
        assertThat(Merger.weighted(1, 1, 2, 1)).as("rhu(1.5)").isEqualTo(2);
        assertThat(Merger.weighted(3, 0, 5, 0)).isEqualTo(4);
    }

    @Test
    @DisplayName("GITM 3.5 strength above the type's maximum is returned as excess")
    void gitm_3_5_excess() {
        Merger.Result r = Merger.merge(unit("US1LC").men(800).batteries(1).build(),
                unit("US2LC").men(700).batteries(1).build());
        assertThat(r.merged().men()).isEqualTo(1000);
        assertThat(r.merged().batteries()).isEqualTo(1);
        assertThat(r.excessMen()).isEqualTo(500);
        assertThat(r.excessBatteries()).isEqualTo(1);
    }

    @Test
    @DisplayName("GITM 3.5 merges need the same type, no HQ or militia, active units in one square")
    void gitm_3_5_conditions() {
        assertThat(Merger.check(unit("US1IN").build(), unit("US2LI").build(), false))
                .extracting(Violation::reason).anyMatch(r -> r.contains("same type"));
        assertThat(Merger.check(unit("US1CQ").build(), unit("US2CQ").build(), false))
                .extracting(Violation::reason).anyMatch(r -> r.contains("headquarters and militia"));
        assertThat(Merger.check(unit("US1MI").build(), unit("US2MI").build(), false)).isNotEmpty();
        assertThat(Merger.check(unit("US1IN").readiness(Readiness.INACTIVE).build(), unit("US2IN").build(), false))
                .extracting(Violation::reason).anyMatch(r -> r.contains("active"));
        assertThat(Merger.check(unit("US1IN").at("J9-V5", "7-7").build(), unit("US2IN").build(), false))
                .extracting(Violation::reason).anyMatch(r -> r.contains("same strategic square"));
        Unit apart = unit("US1IN").at("J9-V4", "1-1").build();
        assertThat(Merger.check(apart, unit("US2IN").build(), false)).isEmpty();
        assertThat(Merger.check(apart, unit("US2IN").build(), true))
                .extracting(Violation::reason).anyMatch(r -> r.contains("tactical square"));
    }

    @Test
    @DisplayName("SoW 4.13 allied states cannot merge their units")
    void sow_4_13_sameStateOnly() {
        Unit ne = Unit.builder("MX1IN", "NE").at("J9-V4", "7-7").commander("a").deputy("b").build();
        Unit mex = Unit.builder("MX2IN", "MEX").at("J9-V4", "7-7").commander("a").deputy("b").build();
        assertThat(Merger.check(ne, mex, false)).extracting(Violation::reason)
                .anyMatch(r -> r.contains("one state"));
    }
}
