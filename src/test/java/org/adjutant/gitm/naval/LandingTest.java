package org.adjutant.gitm.naval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.adjutant.gitm.event.LandingFailed;
import org.adjutant.gitm.event.UnitLanded;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * LAND (GITM 7.17, 11.1; docs/rules/naval.md section 10) on the 1846 map: a brigade aboard the Quartermaster's
 * transports, US1TR, put where the naval movement would have taken them.
 */
class LandingTest {
    private static final UnitId BRIGADE = UnitId.of("US80IN");

    /** US80IN (2,000 men, fatigue 2) aboard US1TR, the group at {@code at}. */
    private static GitmState aboard(Station at) {
        GitmState s = Gulf.turnOne().withUnit(Gulf.unit("US80IN", "US", "M8-T6", "7-7",
                b -> b.men(2000).fatigue(2).readiness(Readiness.INACTIVE)));
        s = s.withNavy(s.navy().embark(BRIGADE, ShipId.of("US1TR")));
        return Gulf.groupAt(s, "US1TR", at);
    }

    private static TurnOutcome land(GitmState s, long seed, String... lines) {
        return Gulf.turn(s, Map.of("US80IN", List.of(lines)), Map.of(), seed);
    }

    @Test
    @DisplayName("GITM 7.17, designed: from New Orleans harbour a brigade steps onto the quay of its own port, surely,"
            + " for 1 fatigue, and is active again on the city's square")
    void gitm_7_17_quay() {
        GitmState s = aboard(new Station.Harbor("New Orleans"));
        assertThat(Gulf.check(s, "US80IN", "LAND M8-T6").problems()).isEmpty();
        TurnOutcome o = land(s, 1, "LAND M8-T6");
        GitmState after = (GitmState) o.next();
        Unit u = after.unit(BRIGADE).orElseThrow();
        assertThat(after.isAboard(BRIGADE)).isFalse();
        assertThat(u.location()).isEqualTo(Location.of("M8-T6", "8-1")); // New Orleans' own tactical square
        assertThat(u.readiness()).isEqualTo(Readiness.ACTIVE);
        assertThat(u.men()).isEqualTo(2000);
        assertThat(NavalTurns.events(o, UnitLanded.class)).singleElement().satisfies(e -> {
            assertThat(e.quay()).isTrue();
            assertThat(e.fatigue()).isEqualTo(1);
        });
    }

    @Test
    @DisplayName("GITM 7.17, designed: off Veracruz a brigade lands on the beach south of the city (K4-Y6): one man in"
            + " a hundred is lost in the surf, 3 fatigue, and it stands on the shore, active")
    void gitm_7_17_beach() {
        GitmState s = aboard(new Station.Coastal("Veracruz"));
        assertThat(Gulf.check(s, "US80IN", "LAND K4-Y6", "OFFENSIVE SKIRMISH").problems()).isEmpty();
        UnitLanded landed = null;
        TurnOutcome o = null;
        for (long seed = 1; landed == null; seed++) {
            o = land(s, seed, "LAND K4-Y6");
            landed = NavalTurns.events(o, UnitLanded.class).stream().findFirst().orElse(null);
        }
        Unit u = ((GitmState) o.next()).unit(BRIGADE).orElseThrow();
        assertThat(u.location().strategic()).isEqualTo(StrategicSquare.of("K4-Y6"));
        assertThat(Shores.shore(new org.adjutant.gitm.map.tactical.TacticalMaps(Gulf.MAP)
                .of(StrategicSquare.of("K4-Y6")))).contains(u.location().tactical());
        assertThat(u.men()).isEqualTo(1980);
        assertThat(landed.quay()).isFalse();
        assertThat(landed.defenders()).isEmpty();
        assertThat(landed.lost()).isEqualTo(20);
        assertThat(landed.fatigue()).isEqualTo(3);
        assertThat(u.readiness()).isEqualTo(Readiness.ACTIVE);
    }

    @Test
    @DisplayName("GITM 7.17, designed: a landing against an enemy brigade on the beach costs 5 fatigue and one man in"
            + " fifty, the defenders hear of it, and the battle is fought by the land combat in the tactical phases"
            + " after it")
    void gitm_7_17_opposed() {
        GitmState s = aboard(new Station.Coastal("Veracruz")).withUnit(Gulf.unit("MX80IN", "MEX", "K4-Y6", "7-7",
                b -> b.men(800)));
        UnitLanded landed = null;
        TurnOutcome o = null;
        for (long seed = 1; landed == null; seed++) {
            o = land(s, seed, "LAND K4-Y6", "ENGAGE PHASES 3-4", "OFFENSIVE ATTACK");
            landed = NavalTurns.events(o, UnitLanded.class).stream().findFirst().orElse(null);
        }
        assertThat(landed.defenders()).containsExactly(UnitId.of("MX80IN"));
        assertThat(landed.fatigue()).isEqualTo(5);
        assertThat(landed.lost()).isEqualTo(40);
        assertThat(landed.visibility().observers()).contains("US80IN", "MX80IN");
        assertThat(NavalTurns.events(o, org.adjutant.gitm.event.BattleFought.class)).as("the battle on the beach")
                .anySatisfy(b -> assertThat(b.square()).isEqualTo(StrategicSquare.of("K4-Y6")));
    }

    @Test
    @DisplayName("designed: a beach landing from a port's waters succeeds on 90 in 100; a unit the surf turns back stays"
            + " aboard, told the roll and the chance")
    void designed_landing_chance() {
        GitmState s = aboard(new Station.Coastal("Veracruz"));
        int landed = 0;
        int failed = 0;
        for (long seed = 1; seed <= 60; seed++) {
            TurnOutcome o = land(s, seed, "LAND K4-Y6");
            List<LandingFailed> f = NavalTurns.events(o, LandingFailed.class);
            if (f.isEmpty()) {
                landed++;
                assertThat(((GitmState) o.next()).isAboard(BRIGADE)).isFalse();
            } else {
                failed++;
                assertThat(((GitmState) o.next()).isAboard(BRIGADE)).isTrue();
                assertThat(f.get(0).roll()).isGreaterThan(90);
                assertThat(f.get(0).describe()).startsWith("US80IN could not get ashore at K4-Y6 from US1TR (rolled ");
            }
        }
        assertThat(failed).isBetween(1, 15);
        assertThat(landed).isGreaterThanOrEqualTo(45);
    }

    @Test
    @DisplayName("GITM 7.17: LAND is refused when the mail arrives on a square the group cannot reach, for a unit not"
            + " aboard, and in Guatemala; at sea a unit's land orders need a LAND beside them")
    void gitm_7_17_refused_at_arrival() {
        GitmState s = aboard(new Station.Coastal("Veracruz"));
        assertThat(Gulf.check(s, "US80IN", "LAND J6-Y6").problems()).singleElement().extracting(p -> p.reason())
                .asString().startsWith("J6-Y6 cannot be reached from the coastal waters of Veracruz; US1TR can put"
                        + " troops ashore on K2-Y2, K2-Y3, K2-Y4, K3-Y4, K3-Y5, K4-Y5, K4-Y6, K4-Y7, K5-Y7");
        assertThat(Gulf.check(s, "US80IN", "OFFENSIVE SKIRMISH").problems()).singleElement()
                .extracting(p -> p.reason()).asString().contains("counts only on land, and this block has no LAND");
        assertThat(Gulf.check(s, "US80IN", "SUPPLY LEVEL 1").problems()).singleElement()
                .extracting(p -> p.reason()).asString().contains("draw no supplies");
        GitmState ashore = Gulf.turnOne().withUnit(Gulf.unit("US80IN", "US", "M8-T6", "7-7", b -> b.men(2000)));
        assertThat(Gulf.check(ashore, "US80IN", "LAND M8-T6").problems()).singleElement()
                .extracting(p -> p.reason()).isEqualTo("US80IN is not aboard a transport group: LAND is for units at"
                        + " sea (GITM 7.17)");
    }
}
