package org.adjutant.gitm.detection;

import static org.adjutant.gitm.detection.Places.at;
import static org.adjutant.gitm.detection.Places.detection;
import static org.adjutant.gitm.detection.Places.unit;
import static org.adjutant.gitm.detection.Places.world;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class StrategicDetectionTest {

    private static List<String> contacts(GitmState s, String observer) {
        return detection(s).strategicContacts(unit(s, observer)).stream().map(u -> u.id().toString()).toList();
    }

    @ParameterizedTest(name = "a friend {0} squares away is detected: {1}")
    @CsvSource({"0, true", "1, true", "2, true", "3, true", "4, false"})
    @DisplayName("GITM 4.1 active units detect same-side units up to 3 squares away")
    void gitm_4_1_friendsAtThree(int distance, boolean seen) {
        GitmState s = world().unit("US1IN", "US", at(0, 0)).unit("US2IN", "US", at(distance, -distance)).build();
        assertThat(detection(s).detects(unit(s, "US1IN"), unit(s, "US2IN"))).isEqualTo(seen);
    }

    @Test
    @DisplayName("GITM 4.1 active units detect actively allied units of another state up to 3 squares away")
    void gitm_4_1_alliesAtThree() {
        GitmState s = world().state("NE", "Nuevo Leon", org.adjutant.gitm.map.Nation.MX, 100)
                .unit("MX1IN", "MEX", at(0, 0)).unit("MX2IN", "NE", at(3, 0)).unit("MX3IN", "NE", at(-4, 0))
                .build();
        assertThat(contacts(s, "MX1IN")).containsExactly("MX2IN");
    }

    @ParameterizedTest(name = "army HQ, friend {0} squares away: {1}")
    @CsvSource({"3, true", "4, true", "5, true", "6, false"})
    @DisplayName("GITM 4.1 army headquarters detect same-side units up to 5 squares away")
    void gitm_4_1_armyHqSeesFriendsAtFive(int distance, boolean seen) {
        GitmState s = world().unit("US1AQ", "US", at(0, 0)).unit("US2IN", "US", at(0, distance)).build();
        assertThat(detection(s).detects(unit(s, "US1AQ"), unit(s, "US2IN"))).isEqualTo(seen);
    }

    @Test
    @DisplayName("GITM 4.1 a corps HQ sees friends at 3 like any unit; only army HQs see them at 5")
    void gitm_4_1_corpsHqAtThree() {
        GitmState s = world().unit("US1CQ", "US", at(0, 0)).unit("US2IN", "US", at(3, 0))
                .unit("US3IN", "US", at(4, 0)).build();
        assertThat(contacts(s, "US1CQ")).containsExactly("US2IN");
    }

    @ParameterizedTest(name = "{0} sees an enemy {1} squares away: {2}")
    @CsvSource({"US1IN, 0, true", "US1IN, 1, true", "US1IN, 2, false", "US1AQ, 1, true", "US1AQ, 2, false",
            "US1MC, 2, false", "US1NC, 2, false"})
    @DisplayName("GITM 4.1 units detect hostile units only up to 1 square away, army HQs included")
    void gitm_4_1_othersAtOne(String observer, int distance, boolean seen) {
        GitmState s = world().unit(observer, "US", at(0, 0)).unit("MX1IN", "MEX", at(-distance, distance)).build();
        assertThat(detection(s).detects(unit(s, observer), unit(s, "MX1IN"))).isEqualTo(seen);
    }

    @ParameterizedTest(name = "light cavalry of {0} men sees an enemy 2 squares away: {1}")
    @CsvSource({"249, false", "250, true", "1000, true"})
    @DisplayName("GITM 4.1 light cavalry scouts other sides at 2 squares once it has at least 250 men")
    void gitm_4_1_lightCavalry249vs250(int men, boolean seen) {
        GitmState s = world().unit("US1LC", "US", at(0, 0), u -> u.men(men))
                .unit("MX1IN", "MEX", at(2, 2)).unit("MX2IN", "MEX", at(3, 0)).build();
        assertThat(detection(s).detects(unit(s, "US1LC"), unit(s, "MX1IN"))).isEqualTo(seen);
        assertThat(detection(s).detects(unit(s, "US1LC"), unit(s, "MX2IN"))).as("3 squares is beyond anyone")
                .isFalse();
    }

    @Test
    @DisplayName("GITM 4.1 neutral units are 'other units': seen at 1, not at 2")
    void gitm_4_1_neutralsAtOne() {
        GitmState s = world().state("YUC", "Yucatan", org.adjutant.gitm.map.Nation.MX, 0).neutral("YUC")
                .unit("US1IN", "US", at(0, 0)).unit("MX1IN", "YUC", at(1, 1)).unit("MX2IN", "YUC", at(2, 0))
                .build();
        assertThat(contacts(s, "US1IN")).containsExactly("MX1IN");
    }

    @Test
    @DisplayName("GITM 4.1, 11.3 an inactive unit detects nothing at all, not even an enemy in its own square")
    void gitm_4_1_inactiveSeesNothing() {
        GitmState s = world().unit("US1IN", "US", at(0, 0), u -> u.readiness(Readiness.INACTIVE))
                .unit("US2IN", "US", at(1, 0)).unit("MX1IN", "MEX", at(0, 0, "3-3")).build();
        Detection d = detection(s);
        assertThat(d.strategicContacts(unit(s, "US1IN"))).isEmpty();
        assertThat(d.detects(unit(s, "US1IN"), unit(s, "MX1IN"))).isFalse();
        assertThat(d.detects(unit(s, "US1IN"), unit(s, "US2IN"))).isFalse();
        assertThat(contacts(s, "US2IN")).as("but an active unit detects the inactive one")
                .containsExactly("US1IN", "MX1IN");
    }

    @Test
    @DisplayName("GITM 12.3 a shattered unit gives no intelligence: it detects nothing")
    void gitm_12_3_shatteredSeesNothing() {
        GitmState s = world().unit("US1IN", "US", at(0, 0), u -> u.readiness(Readiness.SHATTERED))
                .unit("MX1IN", "MEX", at(1, 0)).build();
        assertThat(contacts(s, "US1IN")).isEmpty();
    }

    @Test
    @DisplayName("GITM 4.1 contacts come in map order then id order, and only units in range are looked at")
    void gitm_4_1_contactsInMapOrder() {
        GitmState s = world().unit("US1AQ", "US", at(0, 0)).unit("US9IN", "US", at(-2, -2))
                .unit("US3IN", "US", at(2, -2)).unit("US4IN", "US", at(2, -2)).unit("MX1IN", "MEX", at(1, 1))
                .unit("US5IN", "US", at(8, 8)).build();
        assertThat(contacts(s, "US1AQ")).containsExactly("US9IN", "US3IN", "US4IN", "MX1IN");
        Unit far = unit(s, "US5IN");
        assertThat(detection(s).strategicContacts(far)).isEmpty();
    }
}
