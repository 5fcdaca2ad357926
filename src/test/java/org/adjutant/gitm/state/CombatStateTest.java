package org.adjutant.gitm.state;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeSet;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.scenario.ScenarioBuilder;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What combat keeps in the game state: unit pools and reform counters, fort levels, the calendar, rule switches. */
class CombatStateTest {
    private static GitmState plain() {
        return ScenarioBuilder.create().title("combat state").turn(1, 4)
                .state("US", "United States", Nation.US, 0).state("MEX", "Mexico", Nation.MX, 0)
                .openBlock("J9-V4", 1, Nation.MX, "MEX")
                .city("Matamoros", "J9-V4 7-7", 2, 10, 3, false)
                .unit("US1IN", "US", "J9-V4 6-7", u -> u.men(900))
                .unit("MX1IN", "MEX", "J9-V4 7-7", u -> u.inFort(true))
                .build();
    }

    private static GitmState withEverything() {
        GitmState s = plain();
        Unit us = s.unit("US1IN").orElseThrow().toBuilder().stragglers(40).wounded(70).prisoners(12)
                .gainedExperienceThisCampaign(true).build();
        Unit mx = s.unit("MX1IN").orElseThrow().toBuilder().readiness(Readiness.SHATTERED).reformTurns(2)
                .reformFailures(1).build();
        GameSettings settings = new GameSettings(new TurnCalendar(List.of(
                new TurnCalendar.Pause(1, 8, TurnCalendar.Kind.TRUCE),
                new TurnCalendar.Pause(1, 5, TurnCalendar.Kind.PEACE))),
                RuleOptions.of(Map.of("general-retreat", "false")),
                new TreeSet<>(List.of(UnitId.of("US2AQ"))));
        return s.withUnits(List.of(us, mx)).withCity("Matamoros", new CityHolding("MEX", 10, OptionalInt.of(1)))
                .withSettings(settings).withBattles(new TreeSet<>(List.of(StrategicSquare.of("J9-V4"))));
    }

    @Test
    @DisplayName("GITM 9.13, 12, 9.14, 9.1, 9.12: pools, reform counters, fort level, calendar, rules and battles survive the codec")
    void roundTrip() {
        GitmState s = withEverything();
        String text = GitmStateCodec.encode(s);
        assertThat(GitmStateCodec.decode(text)).isEqualTo(s);
        assertThat(text).contains("\"stragglers\" : 40", "\"reformTurns\" : 2", "\"fortLevel\" : 1",
                "\"general-retreat\" : \"false\"", "\"battles\" : [\n    \"J9-V4\"\n  ]");
    }

    @Test
    @DisplayName("codec: a position with none of combat's additions writes no new key, so older states read and write alike")
    void defaultsAreNotWritten() {
        String text = GitmStateCodec.encode(plain());
        assertThat(text).doesNotContain("stragglers", "wounded", "prisoners", "reform", "gainedExperience",
                "fortLevel", "settings", "battles");
        GitmState decoded = GitmStateCodec.decode(text);
        assertThat(decoded.settings()).isEqualTo(GameSettings.DEFAULT);
        assertThat(decoded.battles()).isEmpty();
        assertThat(decoded.unit("US1IN").orElseThrow().absent()).isZero();
    }

    @Test
    @DisplayName("GITM 9.14: a city's fort is as bombardment left it, its capacity as the map says")
    void fortLevelOverridesTheMap() {
        GitmState s = withEverything();
        var city = s.cities(s.map(n -> java.util.Optional.empty())).get(0);
        assertThat(city.fortStrength()).isEqualTo(1);
        assertThat(city.fortCapacity()).isEqualTo(9000);
        GitmState breached = s.withCity("Matamoros", new CityHolding("MEX", 10, OptionalInt.of(0)));
        assertThat(breached.cities(breached.map(n -> java.util.Optional.empty())).get(0).hasFort()).isFalse();
        assertThatThrownBy(() -> new CityHolding("MEX", 0, OptionalInt.of(6))).hasMessageContaining("0-5");
    }

    @Test
    @DisplayName("GITM 9.1: peace and truce turns of the calendar are not campaign turns; the deployment turn is none either")
    void calendar() {
        GitmState s = withEverything();
        assertThat(s.withTurn(1, 5).isCampaignTurn()).isFalse();
        assertThat(s.withTurn(1, 8).isCampaignTurn()).isFalse();
        assertThat(s.withTurn(1, 6).isCampaignTurn()).isTrue();
        assertThat(s.withTurn(2, 5).isCampaignTurn()).isTrue();
        assertThat(s.withTurn(1, 0).isCampaignTurn()).isFalse();
        assertThatThrownBy(() -> new TurnCalendar(List.of(new TurnCalendar.Pause(1, 5, TurnCalendar.Kind.PEACE),
                new TurnCalendar.Pause(1, 5, TurnCalendar.Kind.TRUCE)))).hasMessageContaining("twice");
    }

    @Test
    @DisplayName("GITM 9.12: general retreat is on unless the game file switches it off; unknown switches are refused")
    void ruleOptions() {
        assertThat(RuleOptions.DEFAULT.generalRetreat()).isTrue();
        assertThat(RuleOptions.of(Map.of("general-retreat", "true")).generalRetreat()).isTrue();
        assertThat(RuleOptions.of(Map.of("General-Retreat", "FALSE")).generalRetreat()).isFalse();
        assertThatThrownBy(() -> RuleOptions.of(Map.of("general-retreat", "sometimes")))
                .hasMessageContaining("true or false");
        assertThatThrownBy(() -> RuleOptions.of(Map.of("fog", "true"))).hasMessageContaining("unknown")
                .hasMessageContaining("general-retreat");
    }

    @Test
    @DisplayName("GITM 3.6: a gain of experience marks the unit for the campaign's end; a loss does not")
    void experienceFlag() {
        Unit u = plain().unit("US1IN").orElseThrow();
        assertThat(u.gainedExperienceThisCampaign()).isFalse();
        assertThat(u.adjustExperience(-1).gainedExperienceThisCampaign()).isFalse();
        assertThat(u.adjustExperience(2).gainedExperienceThisCampaign()).isTrue();
        assertThatThrownBy(() -> u.withPools(-1, 0, 0)).hasMessageContaining("stragglers");
    }
}
