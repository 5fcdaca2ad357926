package org.adjutant.gitm.naval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.adjutant.gitm.event.ShipRepaired;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.TurnCalendar;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Repairs in a dockyard (SoW 4.8; docs/rules/naval.md section 13.6) on the 1846 map: the Home Squadron's frigates,
 * damaged, sent into Pensacola, whose Navy Yard has one dockyard.
 */
class RepairsTest {
    /** The frigate moved to {@code at} with this damage. */
    private static GitmState damaged(GitmState s, String id, Station at, int hull, int rigging) {
        Ship f = s.navy().ship(id).orElseThrow();
        return s.withNavy(s.navy().with(f.at(at).withDamage(hull, rigging)));
    }

    private static TurnOutcome turn(GitmState s) {
        return Gulf.turn(s, Map.of(), Map.of(), 3);
    }

    private static Ship after(TurnOutcome o, String id) {
        return ((GitmState) o.next()).navy().ship(id).orElseThrow();
    }

    @Test
    @DisplayName("SoW 4.8, designed: a damaged frigate in Pensacola harbour, a dockyard port of her state, is mended a"
            + " point of hull and one of rigging a turn, and her officers read it")
    void sow_4_8_repaired_in_a_dockyard() {
        GitmState s = damaged(Gulf.turnOne(), "US1FR", new Station.Harbor("Pensacola"), 3, 2);
        TurnOutcome o = turn(s);
        assertThat(after(o, "US1FR").hull()).isEqualTo(2);
        assertThat(after(o, "US1FR").rigging()).isEqualTo(1);
        ShipRepaired e = NavalTurns.events(o, ShipRepaired.class).get(0);
        assertThat(e.describe()).startsWith("US1FR USS Cumberland was repaired in a dockyard at Pensacola: 1 hull and 1"
                + " rigging damage mended, 2 hull and 1 rigging damage left");
        assertThat(e.visibility().toString()).doesNotContain("MEX");
    }

    @Test
    @DisplayName("SoW 4.8: the dockyards limit the ships built and repaired together; a ship on the stocks keeps"
            + " Pensacola's one dockyard and the damaged frigate waits")
    void sow_4_8_a_build_keeps_the_dockyard() {
        GitmState s = damaged(Gulf.turnOne(), "US1FR", new Station.Harbor("Pensacola"), 3, 2);
        s = s.withNavy(s.navy().withKeel(new Keel(ShipId.of("US9SL"), "Saratoga", "US", "Pensacola", 10, 270, 170,
                20)));
        TurnOutcome o = turn(s);
        assertThat(after(o, "US1FR").hull()).isEqualTo(3);
        assertThat(NavalTurns.events(o, ShipRepaired.class)).isEmpty();
    }

    @Test
    @DisplayName("SoW 4.8: with one dockyard and two damaged frigates, only the first by id is worked on")
    void sow_4_8_one_dockyard_one_ship() {
        GitmState s = damaged(Gulf.turnOne(), "US1FR", new Station.Harbor("Pensacola"), 1, 0);
        s = damaged(s, "US2FR", new Station.Harbor("Pensacola"), 1, 1);
        TurnOutcome o = turn(s);
        assertThat(after(o, "US1FR").hull()).isZero();
        assertThat(after(o, "US2FR").hull()).isEqualTo(1);
        assertThat(NavalTurns.events(o, ShipRepaired.class)).singleElement()
                .satisfies(e -> assertThat(e.describe()).contains("she is sound again"));
    }

    @Test
    @DisplayName("SoW 4.8: no repair off a port, nor in a harbour without a dockyard")
    void sow_4_8_only_in_a_dockyard_harbour() {
        GitmState s = damaged(Gulf.turnOne(), "US1FR", new Station.Coastal("Pensacola"), 2, 2);
        s = damaged(s, "US2FR", new Station.Harbor("Mobile"), 2, 2);
        TurnOutcome o = turn(s);
        assertThat(after(o, "US1FR").hull()).isEqualTo(2);
        assertThat(after(o, "US2FR").hull()).isEqualTo(2);
        assertThat(NavalTurns.events(o, ShipRepaired.class)).isEmpty();
    }

    @Test
    @DisplayName("SoW 4.8, designed: a transport group, exempt from the dockyards' limit, is mended in Mobile harbour,"
            + " which has no dockyard")
    void sow_4_8_transports_mended_in_any_port() {
        Ship tr = Gulf.turnOne().navy().ship("US1TR").orElseThrow();
        GitmState s = Gulf.turnOne().withNavy(Gulf.turnOne().navy().with(tr.at(new Station.Harbor("Mobile"))
                .withDamage(1, 2)));
        TurnOutcome o = turn(s);
        assertThat(after(o, "US1TR").hull()).isZero();
        assertThat(after(o, "US1TR").rigging()).isEqualTo(1);
    }

    @Test
    @DisplayName("designed: a peace turn counts as fifteen turns of dockyard work, as for builds; she comes out sound")
    void designed_peace_turn_mends_all() {
        GitmState s = damaged(Gulf.turnOne(), "US1FR", new Station.Harbor("Pensacola"), 4, 3);
        s = s.withSettings(s.settings().withCalendar(new TurnCalendar(List.of(
                new TurnCalendar.Pause(s.campaign(), s.turn(), TurnCalendar.Kind.PEACE)))));
        TurnOutcome o = turn(s);
        assertThat(after(o, "US1FR").hull()).isZero();
        assertThat(after(o, "US1FR").rigging()).isZero();
    }
}
