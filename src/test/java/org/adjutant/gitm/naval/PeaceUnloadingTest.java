package org.adjutant.gitm.naval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.adjutant.gitm.event.PeaceUnloaded;
import org.adjutant.gitm.event.UnitLanded;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.TurnCalendar;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * GITM 7.18 (docs/rules/naval.md section 16): a peace or truce turn puts ashore the units still aboard transport
 * groups, in their group's port or its base port, and disbands them when that base port is the enemy's. A brigade
 * aboard the Quartermaster's transports (US1TR, based at New Orleans) on the 1846 map.
 */
class PeaceUnloadingTest {
    private static final UnitId BRIGADE = UnitId.of("US80IN");
    private static final Location NEW_ORLEANS_QUAY = Location.of("M8-T6", "8-1");

    /** US80IN (2,000 men, fatigue 2) aboard US1TR lying at {@code at}, on a turn of the given kind (null: campaign). */
    private static GitmState aboard(Station at, TurnCalendar.Kind pause) {
        GitmState s = Gulf.turnOne().withUnit(Gulf.unit("US80IN", "US", "M8-T6", "7-7",
                b -> b.men(2000).fatigue(2).readiness(Readiness.INACTIVE)));
        s = s.withNavy(s.navy().embark(BRIGADE, ShipId.of("US1TR")));
        if (pause != null) {
            s = s.withSettings(s.settings().withCalendar(new TurnCalendar(List.of(
                    new TurnCalendar.Pause(s.campaign(), s.turn(), pause)))));
        }
        return Gulf.groupAt(s, "US1TR", at);
    }

    private static GitmState basedAt(GitmState s, String base) {
        Ship g = s.navy().ship("US1TR").orElseThrow();
        return s.withNavy(s.navy().with(new Ship(g.id(), g.name(), g.state(), g.guns(), g.crew(), g.marines(),
                g.hull(), g.rigging(), g.stores(), g.capacity(), g.supplies(), g.station(), base)));
    }

    private static TurnOutcome turn(GitmState s, String... lines) {
        return Gulf.turn(s, Map.of("US80IN", List.of(lines)), Map.of(), 7);
    }

    @Test
    @DisplayName("GITM 7.18: on a peace turn a brigade left aboard in New Orleans harbour goes ashore on its quay,"
            + " active, for the quay's fatigue; its commander and War Minister read it")
    void gitm_7_18_ashoreInTheGroupsPort() {
        TurnOutcome o = turn(aboard(new Station.Harbor("New Orleans"), TurnCalendar.Kind.PEACE));
        GitmState after = (GitmState) o.next();
        Unit u = after.unit(BRIGADE).orElseThrow();
        assertThat(after.isAboard(BRIGADE)).isFalse();
        assertThat(u.location()).isEqualTo(NEW_ORLEANS_QUAY);
        assertThat(u.readiness()).isEqualTo(Readiness.ACTIVE);
        assertThat(u.men()).isEqualTo(2000);
        PeaceUnloaded e = NavalTurns.events(o, PeaceUnloaded.class).get(0);
        assertThat(e.outcome()).isEqualTo(PeaceUnloaded.Outcome.ASHORE);
        assertThat(e.port()).isEqualTo("New Orleans");
        assertThat(e.describe()).startsWith("US80IN went ashore from US1TR at New Orleans").contains("peace turn")
                .contains("GITM 7.18");
        assertThat(e.visibility().toString()).contains("US80IN");
    }

    @Test
    @DisplayName("GITM 7.18: on a truce turn a brigade left aboard off Veracruz goes ashore at its group's base port,"
            + " New Orleans; the group stays where she lies")
    void gitm_7_18_ashoreAtTheBasePort() {
        TurnOutcome o = turn(aboard(new Station.Coastal("Veracruz"), TurnCalendar.Kind.TRUCE));
        GitmState after = (GitmState) o.next();
        assertThat(after.isAboard(BRIGADE)).isFalse();
        assertThat(after.unit(BRIGADE).orElseThrow().location()).isEqualTo(NEW_ORLEANS_QUAY);
        assertThat(after.navy().ship("US1TR").orElseThrow().station()).isEqualTo(new Station.Coastal("Veracruz"));
        assertThat(NavalTurns.events(o, PeaceUnloaded.class).get(0).describe()).contains("truce turn");
    }

    @Test
    @DisplayName("GITM 7.18: a unit its commander orders off on a peace turn lands where he says, not in the port")
    void gitm_7_18_orderedOffFirst() {
        GitmState s = aboard(new Station.Harbor("New Orleans"), TurnCalendar.Kind.PEACE);
        assertThat(Gulf.check(s, "US80IN", "LAND M8-T6").problems()).isEmpty();
        TurnOutcome o = turn(s, "LAND M8-T6");
        assertThat(NavalTurns.events(o, UnitLanded.class)).hasSize(1);
        assertThat(NavalTurns.events(o, PeaceUnloaded.class)).isEmpty();
    }

    @Test
    @DisplayName("GITM 7.18: when the group is at sea and her base port is held by the enemy, the units aboard are"
            + " disbanded, their men going home as from abroad")
    void gitm_7_18_disbandedWhenTheBasePortIsHostile() {
        GitmState s = basedAt(aboard(new Station.Coastal("Veracruz"), TurnCalendar.Kind.PEACE), "Tampico");
        TurnOutcome o = turn(s);
        GitmState after = (GitmState) o.next();
        assertThat(after.unit(BRIGADE)).isEmpty();
        assertThat(after.isAboard(BRIGADE)).isFalse();
        PeaceUnloaded e = NavalTurns.events(o, PeaceUnloaded.class).get(0);
        assertThat(e.outcome()).isEqualTo(PeaceUnloaded.Outcome.DISBANDED);
        assertThat(e.release().men()).isEqualTo(2000);
        assertThat(e.release().lost()).isEqualTo(800); // two in five lost on the way from abroad (SoW 4.15)
        assertThat(e.describe()).contains("base port, Tampico, is held by the enemy");
    }

    @Test
    @DisplayName("designed: GITM 7.18 with a base port in a neutral harbour (Havana) keeps the units aboard and says"
            + " why")
    void gitm_7_18_keptAboardWithANeutralBasePort() {
        GitmState s = basedAt(aboard(new Station.Coastal("Veracruz"), TurnCalendar.Kind.PEACE), "Havana");
        TurnOutcome o = turn(s);
        GitmState after = (GitmState) o.next();
        assertThat(after.isAboard(BRIGADE)).isTrue();
        PeaceUnloaded e = NavalTurns.events(o, PeaceUnloaded.class).get(0);
        assertThat(e.outcome()).isEqualTo(PeaceUnloaded.Outcome.ABOARD);
        assertThat(e.describe()).contains("Havana, is held by a neutral state or by no state").contains("LAND");
    }

    @Test
    @DisplayName("GITM 7.18, 11.1: a group lying in the harbour of an off-map port its side holds (Charleston) unloads"
            + " the units aboard into that port's garrison, inactive there")
    void gitm_7_18_intoTheGarrisonOfTheOffMapPortTheGroupLiesIn() {
        TurnOutcome o = turn(aboard(new Station.Harbor("Charleston"), TurnCalendar.Kind.PEACE));
        GitmState after = (GitmState) o.next();
        assertThat(after.isAboard(BRIGADE)).isFalse();
        assertThat(after.garrison(BRIGADE)).contains("Charleston");
        assertThat(after.unit(BRIGADE).orElseThrow().readiness()).isEqualTo(Readiness.INACTIVE);
        PeaceUnloaded e = NavalTurns.events(o, PeaceUnloaded.class).get(0);
        assertThat(e.outcome()).isEqualTo(PeaceUnloaded.Outcome.GARRISON);
        assertThat(e.describe()).startsWith("US80IN went ashore from US1TR into the garrison of Charleston as the"
                + " peace turn began");
    }

    @Test
    @DisplayName("GITM 7.18: a group at sea whose base port is an off-map port of her side (New York) unloads the"
            + " units aboard into that port's garrison")
    void gitm_7_18_intoTheGarrisonOfAnOffMapBasePort() {
        GitmState s = basedAt(aboard(new Station.Coastal("Veracruz"), TurnCalendar.Kind.TRUCE), "New York");
        GitmState after = (GitmState) turn(s).next();
        assertThat(after.garrison(BRIGADE)).contains("New York");
        assertThat(after.navy().ship("US1TR").orElseThrow().station()).isEqualTo(new Station.Coastal("Veracruz"));
    }

    @Test
    @DisplayName("GITM 7.18: units aboard may be ordered off into the garrison of the off-map port their group lies"
            + " in on a peace turn (PORT)")
    void gitm_7_18_orderedIntoTheGarrison() {
        GitmState s = aboard(new Station.Harbor("Charleston"), TurnCalendar.Kind.PEACE);
        assertThat(Gulf.check(s, "US80IN", "PORT Charleston").problems()).isEmpty();
        GitmState after = (GitmState) turn(s, "PORT Charleston").next();
        assertThat(after.garrison(BRIGADE)).contains("Charleston");
    }

    @Test
    @DisplayName("GITM 7.18: on a campaign turn a unit left aboard stays aboard")
    void gitm_7_18_notOnCampaignTurns() {
        TurnOutcome o = turn(aboard(new Station.Harbor("New Orleans"), null));
        assertThat(((GitmState) o.next()).isAboard(BRIGADE)).isTrue();
        assertThat(NavalTurns.events(o, PeaceUnloaded.class)).isEmpty();
    }
}
