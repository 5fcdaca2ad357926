package org.adjutant.gitm.state;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Set;
import org.adjutant.gitm.map.Nation;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class AlliancesTest {

    @Test
    @DisplayName("GITM 1.4 states of one nation are allied, the US and the Mexican states hostile, Yucatan neutral")
    void gitm_1_4_defaultsByNation() {
        Alliances a = Alliances.byNation(Set.of("YUC"));
        assertThat(a.between("NE", Nation.MX, "MEX", Nation.MX)).isEqualTo(Relation.ALLIED);
        assertThat(a.between("US", Nation.US, "NE", Nation.MX)).isEqualTo(Relation.HOSTILE);
        assertThat(a.between("US", Nation.US, "YUC", Nation.MX)).isEqualTo(Relation.NEUTRAL);
        assertThat(a.between("YUC", Nation.MX, "MEX", Nation.MX)).isEqualTo(Relation.NEUTRAL);
        assertThat(a.between("YUC", Nation.MX, "YUC", Nation.MX)).isEqualTo(Relation.ALLIED);
    }

    @Test
    void pactsOverrideDefaultsWhicheverWayRoundTheyAreGiven() {
        Alliances a = Alliances.byNation(Set.of("YUC")).with("YUC", "MEX", Relation.ALLIED)
                .with("NE", "JAL", Relation.HOSTILE);
        assertThat(a.between("MEX", Nation.MX, "YUC", Nation.MX)).isEqualTo(Relation.ALLIED);
        assertThat(a.between("US", Nation.US, "YUC", Nation.MX)).isEqualTo(Relation.NEUTRAL);
        assertThat(a.between("JAL", Nation.MX, "NE", Nation.MX)).isEqualTo(Relation.HOSTILE);
        assertThat(a.with("JAL", "NE", Relation.ALLIED).pacts()).hasSize(2);
        assertThat(a.pacts()).extracting(Alliances.Pact::first).containsExactly("JAL", "MEX");
    }

    @Test
    void twoPactsForOnePairAreRefused() {
        assertThatThrownBy(() -> new Alliances(new java.util.TreeSet<>(), List.of(
                new Alliances.Pact("A", "B", Relation.ALLIED), new Alliances.Pact("B", "A", Relation.HOSTILE))))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
