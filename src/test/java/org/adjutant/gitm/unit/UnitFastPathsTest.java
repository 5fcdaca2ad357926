package org.adjutant.gitm.unit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.adjutant.gitm.map.Nation;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The hand-written checks that replaced slower general ones on the turn's hot paths (bench/engine.md): they
 * must answer exactly as the general forms did.
 */
class UnitFastPathsTest {
    private static Unit.Builder of(String state) {
        return Unit.builder("US3IN", state).at("J9-V4", "7-7").commander("c").deputy("d");
    }

    @ParameterizedTest
    @ValueSource(strings = {"US", "NE", "MEX", "A", "TX_2", "ABCDEFGHIJKLMNOP", "Z9_"})
    @DisplayName("a state id of 1-16 capitals, digits or '_' after a capital is accepted")
    void stateIdsAccepted(String state) {
        assertThat(of(state).build().state()).isEqualTo(state);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "us", "Us", "1US", "_US", "ABCDEFGHIJKLMNOPQ", "U S", "U-S", "ÜS", "US\u00e9"})
    @DisplayName("any other state id is refused, as the pattern [A-Z][A-Z0-9_]{0,15} refuses it")
    void otherStateIdsRefused(String state) {
        assertThat(state.matches("[A-Z][A-Z0-9_]{0,15}")).isFalse();
        assertThatThrownBy(() -> of(state).build()).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("state id");
    }

    @Test
    @DisplayName("a unit needs a state id")
    void nullStateRefused() {
        assertThatThrownBy(() -> of(null).build()).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("unit ids print and sort as nation, then type, then number, however often asked")
    void idsPrintAndSortAsBefore() {
        List<UnitId> ids = new ArrayList<>();
        for (Nation n : Nation.values()) {
            for (UnitType t : UnitType.values()) {
                for (int number : new int[] {1, 2, 10, 99, 100, 9999}) {
                    ids.add(new UnitId(n, number, t));
                }
            }
        }
        Comparator<UnitId> general = Comparator.comparing(UnitId::nation).thenComparing(UnitId::type)
                .thenComparingInt(UnitId::number);
        for (UnitId a : ids) {
            assertThat(a.toString()).isEqualTo(a.nation().name() + a.number() + a.type().name())
                    .isSameAs(a.toString());
            for (UnitId b : ids) {
                assertThat(Integer.signum(a.compareTo(b))).isEqualTo(Integer.signum(general.compare(a, b)));
            }
        }
    }
}
