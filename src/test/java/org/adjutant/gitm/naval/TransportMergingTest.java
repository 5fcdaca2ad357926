package org.adjutant.gitm.naval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.event.TransportsMerged;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** MERGE of transport groups (PATE-MD merge; docs/rules/naval.md section 6), by the Naval Minister. */
class TransportMergingTest {
    private static Ship tr(String id, String state, int capacity, int supplies, int crew, Station at) {
        return new Ship(ShipId.of(id), "", state, 0, crew, 0, 0, 0, 24, capacity, supplies, at, "New Orleans");
    }

    private static GitmState position(Ship... ships) {
        GitmState s = Theatre.openGround("G0-V0", "G4-V4").turn(3)
                .unit("US1AQ", "US", "G2-V2", "7-7", b -> b.morale(50)).state();
        // a treasury to pay the ships: an unpaid crew would shrink (naval.md section 4)
        return s.withState(s.state("US").orElseThrow().withTreasury(1000)).withNavy(Navy.of(List.of(ships)));
    }

    @Test
    @DisplayName("PATE-MD merge: the Naval Minister merges two transport groups in one harbour; the first is gone, the second holds both capacities and cargoes")
    void pate_merge_carried_out() {
        Station harbour = new Station.Harbor("New Orleans");
        GitmState s = position(tr("US1TR", "US", 3000, 10, 50, harbour), tr("US2TR", "US", 1500, 5, 20, harbour));
        assertThat(NavalTurns.check(s, "naval:US", "merge us1tr into us2tr").problems()).isEmpty();
        TurnOutcome o = NavalTurns.turn(s, Map.of("bancroft", List.of("MERGE US1TR INTO US2TR")));
        GitmState after = (GitmState) o.next();
        assertThat(after.navy().ships()).containsOnlyKeys(ShipId.of("US2TR"));
        Ship merged = after.navy().ship("US2TR").orElseThrow();
        assertThat(merged.capacity()).isEqualTo(4500);
        assertThat(merged.supplies()).isEqualTo(15);
        assertThat(merged.crew()).isEqualTo(70);
        assertThat(after.navy().nextNumber(Nation.US, ShipType.TR)).isEqualTo(3);
        assertThat(NavalTurns.events(o, TransportsMerged.class)).singleElement().extracting(TransportsMerged::describe)
                .isEqualTo("US1TR merged into US2TR, which now has a capacity of 4500 and 15 supplies in its holds.");
    }

    @Test
    @DisplayName("PATE-MD merge: a group in harbour does not merge with one in the port's coastal waters, nor with another state's")
    void pate_merge_same_place_same_state() {
        GitmState s = position(tr("US1TR", "US", 3000, 0, 0, new Station.Harbor("New Orleans")),
                tr("US2TR", "US", 1500, 0, 0, new Station.Coastal("New Orleans")),
                tr("MX1TR", "NE", 1000, 0, 0, new Station.Harbor("New Orleans")));
        assertThat(NavalTurns.check(s, "naval:US", "MERGE US1TR INTO US2TR").problems()).singleElement()
                .extracting(p -> p.reason()).asString().startsWith("US1TR and US2TR do not lie together");
        assertThat(NavalTurns.check(s, "naval:US", "MERGE US1TR INTO MX1TR").problems()).singleElement()
                .extracting(p -> p.reason()).asString().startsWith("MX1TR is not a ship of US");
        TurnOutcome o = NavalTurns.turn(s, Map.of("bancroft", List.of("MERGE US1TR INTO US2TR")));
        assertThat(NavalTurns.events(o, TransportsMerged.class)).isEmpty();
        assertThat(NavalTurns.events(o, OrderNotCarriedOut.class)).singleElement()
                .satisfies(e -> assertThat(e.reason()).startsWith("US1TR and US2TR do not lie together"));
        assertThat(((GitmState) o.next()).navy().ships()).hasSize(3);
    }

    @Test
    @DisplayName("PATE-MD merge: only the Naval Minister, Prime Minister or Monarch merges transport groups, and only transport groups merge")
    void pate_merge_who_and_what() {
        Station harbour = new Station.Harbor("New Orleans");
        GitmState s = position(tr("US1TR", "US", 3000, 0, 0, harbour), tr("US2TR", "US", 1500, 0, 0, harbour));
        assertThat(NavalTurns.check(s, "minister:US", "MERGE US1TR INTO US2TR").problems()).singleElement()
                .extracting(p -> p.reason()).asString()
                .contains("only the Naval Minister, the Prime Minister or the Monarch may give MERGE");
        assertThat(NavalTurns.check(s, "naval:US", "MERGE US1FR INTO US2TR").problems()).singleElement()
                .extracting(p -> p.reason()).asString().contains("US1FR is no transport group");
        assertThat(NavalTurns.check(s, "naval:US", "MERGE US1TR INTO US1TR").problems()).singleElement()
                .extracting(p -> p.reason()).asString().contains("cannot merge into itself");
        // the Naval Minister gives no land orders
        assertThat(NavalTurns.check(s, "naval:US", "DISBAND US1AQ").problems()).singleElement()
                .extracting(p -> p.reason()).asString()
                .contains("only the War Minister, the Prime Minister or the Monarch may give DISBAND");
    }
}
