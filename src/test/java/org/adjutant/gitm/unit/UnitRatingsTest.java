package org.adjutant.gitm.unit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class UnitRatingsTest {

    private static Unit.Builder infantry() {
        return Unit.builder("US3IN", "US").at("J9-V4", "7-7").commander("taylor").deputy("worth");
    }

    @Test
    @DisplayName("GITM 3.2 quality runs Very Poor (1) to Excellent (7); Fair is the third grade")
    void gitm_3_2_qualityScale() {
        assertThat(Quality.VERY_POOR.level()).isEqualTo(1);
        assertThat(Quality.EXCELLENT.level()).isEqualTo(7);
        assertThat(Quality.parse("Fair")).contains(Quality.FAIR);
        assertThat(Quality.FAIR.level()).isEqualTo(3);
        assertThat(Quality.VERY_GOOD.words()).isEqualTo("Very Good");
        assertThat(Quality.parse("very good")).contains(Quality.VERY_GOOD);
        assertThat(Quality.parse("6")).contains(Quality.VERY_GOOD);
        assertThat(Quality.parse("splendid")).isEmpty();
    }

    @Test
    @DisplayName("GITM 3.7 morale starts at 50")
    void gitm_3_7_moraleStartsAtFifty() {
        assertThat(infantry().build().morale()).isEqualTo(50);
    }

    @Test
    @DisplayName("GITM 3.2 a fresh unit has ratings inside every range")
    void gitm_3_2_freshUnitInRange() {
        Unit u = infantry().build();
        assertThat(u.experience()).isBetween(0, Unit.MAX_EXPERIENCE);
        assertThat(u.fatigue()).isBetween(0, Unit.MAX_FATIGUE);
        assertThat(u.initiative()).isBetween(1, 5);
        assertThat(u.ammunition()).isEqualTo(5);
        assertThat(u.supplies()).isEqualTo(1);
    }

    static Stream<Arguments> outOfRange() {
        return Stream.<Arguments>of(
                Arguments.of("experience", (UnaryOperator<Unit.Builder>) b -> b.experience(-1)),
                Arguments.of("experience", (UnaryOperator<Unit.Builder>) b -> b.experience(101)),
                Arguments.of("morale", (UnaryOperator<Unit.Builder>) b -> b.morale(101)),
                Arguments.of("morale", (UnaryOperator<Unit.Builder>) b -> b.morale(-1)),
                Arguments.of("fatigue", (UnaryOperator<Unit.Builder>) b -> b.fatigue(100)),
                Arguments.of("initiative", (UnaryOperator<Unit.Builder>) b -> b.initiative(0)),
                Arguments.of("initiative", (UnaryOperator<Unit.Builder>) b -> b.initiative(6)),
                Arguments.of("ammunition", (UnaryOperator<Unit.Builder>) b -> b.ammunition(6)),
                Arguments.of("supplies", (UnaryOperator<Unit.Builder>) b -> b.supplies(2)),
                Arguments.of("strength", (UnaryOperator<Unit.Builder>) b -> b.men(-5)),
                Arguments.of("commander", (UnaryOperator<Unit.Builder>) b -> b.commander(" ")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("outOfRange")
    @DisplayName("GITM 3.2 ratings out of range are refused")
    void gitm_3_2_outOfRangeRefused(String what, UnaryOperator<Unit.Builder> change) {
        assertThatThrownBy(() -> change.apply(infantry()).build())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(what);
    }

    @Test
    @DisplayName("GITM 10.7 a corps HQ carries up to 12 supplies, other units one")
    void gitm_10_7_corpsHqCarriesTwelve() {
        Unit cq = Unit.builder("US1CQ", "US").at("J9-V4", "7-7").commander("a").deputy("b").supplies(12).build();
        assertThat(cq.supplies()).isEqualTo(12);
        assertThatThrownBy(() -> cq.toBuilder().supplies(13).build()).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("GITM 3.7 morale and fatigue adjustments stay inside their scales")
    void gitm_3_7_adjustmentsClamp() {
        Unit u = infantry().build();
        assertThat(u.adjustMorale(80).morale()).isEqualTo(100);
        assertThat(u.adjustMorale(-80).morale()).isZero();
        assertThat(u.adjustFatigue(-3).fatigue()).isZero();
        assertThat(u.adjustFatigue(7).fatigue()).isEqualTo(7);
    }

    @Test
    void withCopiesChangeOneThingOnly() {
        Unit u = infantry().build();
        Unit moved = u.withLocation(Location.of("J8-V4", "3-3"));
        assertThat(moved.location()).isEqualTo(Location.of("J8-V4", "3-3"));
        assertThat(moved.withLocation(u.location())).isEqualTo(u);
        assertThat(u.withMen(600).men()).isEqualTo(600);
        assertThat(u.withReadiness(Readiness.INACTIVE).isActive()).isFalse();
    }

    @Test
    @DisplayName("GITM 2.6 a unit in a fort shows its id with F appended")
    void gitm_2_6_fortMark() {
        assertThat(infantry().inFort(true).build().displayId()).isEqualTo("US3INF");
        assertThat(infantry().build().displayId()).isEqualTo("US3IN");
    }

    @Test
    void onlyInfantryCanBeGuard() {
        assertThatThrownBy(() -> Unit.builder("MX1LC", "MEX").at("J2-Y4", "7-7").commander("a").deputy("b")
                .guard(true).build()).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void locationsParseStrategicThenTactical() {
        assertThat(Location.parse("J9-V4 7-8")).contains(Location.of("J9-V4", "7-8"));
        assertThat(Location.parse("j9v4, 7-8")).contains(Location.of("J9-V4", "7-8"));
        assertThat(Location.parse("J9-V4")).contains(Location.of("J9-V4", "7-7"));
        assertThat(Location.parse("J9-V4 15-2")).isEmpty();
        assertThat(Location.of("G8-V5", "0-2").describe()).isEqualTo("G8-V5 strategic, 0-2 tactical");
    }
}
