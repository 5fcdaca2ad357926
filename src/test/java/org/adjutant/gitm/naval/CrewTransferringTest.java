package org.adjutant.gitm.naval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.adjutant.gitm.event.CrewTransferred;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.order.OrderParser;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** TRANSFER of crew and Marines between ships (SoW 4.12; docs/rules/naval.md section 7), by the Naval Minister. */
class CrewTransferringTest {
    private static Ship sloop(String id, String state, int crew, int marines, Station at) {
        return new Ship(ShipId.of(id), "", state, 20, crew, marines, 0, 0, 24, 0, 0, at, "Pensacola");
    }

    private static GitmState position(Ship... ships) {
        GitmState s = Theatre.openGround("G0-V0", "G4-V4").turn(3)
                .unit("US1AQ", "US", "G2-V2", "7-7", b -> b.morale(50)).state();
        return s.withState(s.state("US").orElseThrow().withTreasury(1000)).withNavy(Navy.of(List.of(ships)));
    }

    @Test
    @DisplayName("SoW 4.12: the order reads crew, Marines or both, and reads back from its normal form")
    void sow_4_12_grammar() {
        assertThat(OrderParser.parseOfficeOrder("transfer 50 crew 10 marines from us1sl to us2sl"))
                .contains(new OfficeOrder.TransferCrew(50, 10, "US1SL", "US2SL"));
        assertThat(OrderParser.parseOfficeOrder("TRANSFER MARINES 5 FROM US1SL TO US1TR").orElseThrow().normalForm())
                .isEqualTo("TRANSFER 5 MARINES FROM US1SL TO US1TR");
        assertThat(new OfficeOrder.TransferCrew(50, 0, "US1SL", "US2SL").normalForm())
                .isEqualTo("TRANSFER 50 CREW FROM US1SL TO US2SL");
        // soldiers still move between units as before
        assertThat(OrderParser.parseOfficeOrder("TRANSFER 200 MEN FROM MX1IN TO MX2IN").orElseThrow())
                .isInstanceOf(OfficeOrder.TransferMen.class);
    }

    @Test
    @DisplayName("SoW 4.12: the Naval Minister moves seamen between two of his ships lying together; the Orders phase makes it")
    void sow_4_12_carried_out() {
        Station h = new Station.Harbor("Pensacola");
        GitmState s = position(sloop("US1SL", "US", 200, 25, h), sloop("US2SL", "US", 100, 10, h));
        assertThat(NavalTurns.check(s, "naval:US", "TRANSFER 50 CREW 10 MARINES FROM US1SL TO US2SL").problems())
                .isEmpty();
        TurnOutcome o = NavalTurns.turn(s, Map.of("bancroft",
                List.of("TRANSFER 50 CREW 10 MARINES FROM US1SL TO US2SL")));
        GitmState after = (GitmState) o.next();
        assertThat(after.navy().ship("US1SL").orElseThrow().crew()).isEqualTo(150);
        assertThat(after.navy().ship("US1SL").orElseThrow().marines()).isEqualTo(15);
        assertThat(after.navy().ship("US2SL").orElseThrow().crew()).isEqualTo(150);
        assertThat(after.navy().ship("US2SL").orElseThrow().marines()).isEqualTo(20);
        assertThat(NavalTurns.events(o, CrewTransferred.class)).singleElement().extracting(CrewTransferred::describe)
                .isEqualTo("50 seamen and 10 Marines went from US1SL to US2SL.");
    }

    @Test
    @DisplayName("SoW 4.12: harbour and coastal waters of one port count as together only while no enemy ship is in either")
    void sow_4_12_harbour_and_coast() {
        GitmState s = position(sloop("US1SL", "US", 200, 25, new Station.Harbor("Pensacola")),
                sloop("US2SL", "US", 100, 10, new Station.Coastal("Pensacola")));
        assertThat(NavalTurns.check(s, "naval:US", "TRANSFER 50 CREW FROM US1SL TO US2SL").problems()).isEmpty();
        GitmState watched = s.withNavy(s.navy().with(sloop("MX1SL", "NE", 100, 10, new Station.Coastal("Pensacola"))));
        assertThat(NavalTurns.check(watched, "naval:US", "TRANSFER 50 CREW FROM US1SL TO US2SL").problems())
                .singleElement().extracting(p -> p.reason()).asString()
                .startsWith("US1SL and US2SL do not lie together");
        GitmState apart = s.withNavy(s.navy().with(sloop("US2SL", "US", 100, 10, new Station.Open("NGC"))));
        assertThat(NavalTurns.check(apart, "naval:US", "TRANSFER 50 CREW FROM US1SL TO US2SL").problems())
                .singleElement().extracting(p -> p.reason()).asString()
                .startsWith("US1SL and US2SL do not lie together");
    }

    @Test
    @DisplayName("SoW 4.12: a transfer beyond the receiver's limits, or beyond what the giver has, is not made at all")
    void sow_4_12_limits() {
        Station h = new Station.Harbor("Pensacola");
        GitmState s = position(sloop("US1SL", "US", 200, 25, h), sloop("US2SL", "US", 200, 10, h));
        assertThat(NavalTurns.check(s, "naval:US", "TRANSFER 50 CREW FROM US1SL TO US2SL").problems())
                .singleElement().extracting(p -> p.reason()).asString()
                .isEqualTo("US2SL: a sloop of war holds at most 220 crew and 30 Marines: a transfer beyond the limits"
                        + " is not made at all (SoW 4.12)");
        assertThat(NavalTurns.check(s, "naval:US", "TRANSFER 30 MARINES FROM US1SL TO US2SL").problems())
                .singleElement().extracting(p -> p.reason()).asString()
                .startsWith("US1SL has 200 crew and 25 Marines, fewer than the 0 and 30 to move");
        // accepted at arrival, then the first transfer fills the sloop and the second no longer fits
        GitmState room = position(sloop("US1SL", "US", 200, 25, h), sloop("US2SL", "US", 150, 10, h));
        TurnOutcome o = NavalTurns.turn(room, Map.of("bancroft", List.of("TRANSFER 50 CREW FROM US1SL TO US2SL",
                "TRANSFER 50 CREW FROM US1SL TO US2SL")));
        assertThat(NavalTurns.events(o, CrewTransferred.class)).hasSize(1);
        assertThat(NavalTurns.events(o, OrderNotCarriedOut.class)).singleElement()
                .satisfies(e -> assertThat(e.reason()).startsWith("US2SL: a sloop of war holds at most 220 crew"));
        assertThat(((GitmState) o.next()).navy().ship("US2SL").orElseThrow().crew()).isEqualTo(200);
    }

    @Test
    @DisplayName("SoW 4.12: only the Naval Minister, Prime Minister or Monarch moves seamen, and only his own state's")
    void sow_4_12_who() {
        Station h = new Station.Harbor("Pensacola");
        GitmState s = position(sloop("US1SL", "US", 200, 25, h), sloop("MX1SL", "NE", 100, 10, h));
        assertThat(NavalTurns.check(s, "minister:US", "TRANSFER 50 CREW FROM US1SL TO US2SL").problems())
                .singleElement().extracting(p -> p.reason()).asString()
                .contains("only the Naval Minister, the Prime Minister or the Monarch may give TRANSFER");
        assertThat(NavalTurns.check(s, "naval:US", "TRANSFER 50 CREW FROM US1SL TO MX1SL").problems())
                .singleElement().extracting(p -> p.reason()).asString().startsWith("MX1SL is not a ship of US");
    }
}
