package org.adjutant.gitm.naval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.event.UnitBoarded;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.GitmStateCodec;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * BOARD (GITM 7.17, 11.1; docs/rules/naval.md section 9) on the 1846 map: the Quartermaster's transports, US1TR
 * (3,000 spaces), lie in New Orleans harbour (M8-T6).
 */
class BoardingTest {
    private static final UnitId BRIGADE = UnitId.of("US80IN");

    private static GitmState withBrigade(String square, int men) {
        return Gulf.turnOne().withUnit(Gulf.unit("US80IN", "US", square, "8-1", b -> b.men(men)));
    }

    @Test
    @DisplayName("GITM 7.17, 11.1: a brigade in New Orleans boards the transports in its harbour: it leaves the map, is"
            + " listed aboard, is inactive, and the saved position reads back the same")
    void gitm_7_17_boards_in_harbour() {
        GitmState s = withBrigade("M8-T6", 2000);
        assertThat(Gulf.check(s, "US80IN", "BOARD US1TR").problems()).isEmpty();
        TurnOutcome o = Gulf.turn(s, Map.of("US80IN", List.of("BOARD US1TR")), Map.of(), 5);
        GitmState after = (GitmState) o.next();
        assertThat(after.navy().carrier(BRIGADE)).contains(ShipId.of("US1TR"));
        assertThat(after.isAboard(BRIGADE)).isTrue();
        assertThat(after.unit(BRIGADE).orElseThrow().readiness()).isEqualTo(Readiness.INACTIVE);
        assertThat(after.unitsIn(StrategicSquare.of("M8-T6"))).noneMatch(u -> u.id().equals(BRIGADE));
        assertThat(NavalTurns.events(o, UnitBoarded.class)).singleElement().satisfies(e -> assertThat(e.describe())
                .isEqualTo("US80IN went aboard US1TR from M8-T6; it is at sea in New Orleans harbour, inactive until it"
                        + " lands (GITM 7.17, 11.1)."));
        assertThat(GitmStateCodec.decode(GitmStateCodec.encode(after))).isEqualTo(after);
        // designed: the manifest is written only when someone is at sea, so a position without is saved as before
        assertThat(GitmStateCodec.encode(s)).doesNotContain("\"aboard\"");
        assertThat(GitmStateCodec.encode(after)).contains("\"aboard\"");
        assertThat(Gulf.check(after, "US80IN", "PATH M7-T6").problems()).singleElement()
                .extracting(p -> p.reason()).asString().startsWith("US80IN is at sea aboard US1TR: it goes ashore"
                        + " with LAND");
    }

    @Test
    @DisplayName("GITM 7.17: boarding is refused when the mail arrives for militia, for a unit out of reach of the"
            + " group, for one too big for its room, and alike for an enemy's group and a group that does not exist")
    void gitm_7_17_refused_at_arrival() {
        GitmState far = withBrigade("M7-T3", 2000); // on the coast of the port's waters, not in the harbour's city
        assertThat(Gulf.check(far, "US80IN", "BOARD US1TR").problems()).singleElement().extracting(p -> p.reason())
                .asString().startsWith("US1TR lies in New Orleans harbour, out of reach of M7-T3");
        GitmState big = withBrigade("M8-T6", 3500);
        assertThat(Gulf.check(big, "US80IN", "BOARD US1TR").problems()).singleElement().extracting(p -> p.reason())
                .isEqualTo("US80IN needs 3500 spaces aboard and US1TR has 3000 free (GITM 7.17: a man of foot 1, of"
                        + " horse 3, an artilleryman 2)");
        GitmState s = withBrigade("M8-T6", 2000);
        s = s.withNavy(s.navy().with(new Ship(ShipId.of("MX1TR"), "Prize", "MEX", 0, 0, 0, 0, 0, 24, 3000, 0,
                new Station.Harbor("New Orleans"), "Alvarado")));
        assertThat(Gulf.check(s, "US80IN", "BOARD MX1TR").problems()).singleElement().extracting(p -> p.reason())
                .isEqualTo("MX1TR is not a transport group of US or of its allies");
        assertThat(Gulf.check(s, "US80IN", "BOARD US7TR").problems()).singleElement().extracting(p -> p.reason())
                .isEqualTo("US7TR is not a transport group of US or of its allies");
        GitmState militia = Gulf.turnOne().withUnit(Gulf.unit("US80MI", "US", "M8-T6", "7-7", b -> b.men(500)));
        assertThat(Gulf.check(militia, "US80MI", "BOARD US1TR").problems()).singleElement()
                .extracting(p -> p.reason()).asString().startsWith("militia may not board");
    }

    @Test
    @DisplayName("GITM 7.17: from a port's coastal waters units board anywhere on that port's coast; two units that"
            + " together overfill the group: the first in id order boards, the second stays and is told why")
    void gitm_7_17_coast_and_room_at_the_turn() {
        GitmState s = Gulf.groupAt(Gulf.turnOne(), "US1TR", new Station.Coastal("New Orleans"))
                .withUnit(Gulf.unit("US80IN", "US", "M7-T3", "7-7", b -> b.men(2000)))
                .withUnit(Gulf.unit("US81IN", "US", "M7-T3", "7-8", b -> b.men(1500)));
        assertThat(Gulf.check(s, "US80IN", "BOARD US1TR").problems()).isEmpty();
        assertThat(Gulf.check(s, "US81IN", "BOARD US1TR").problems()).isEmpty();
        TurnOutcome o = Gulf.turn(s, Map.of("US80IN", List.of("BOARD US1TR"), "US81IN", List.of("BOARD US1TR")),
                Map.of(), 5);
        GitmState after = (GitmState) o.next();
        assertThat(after.navy().passengers(ShipId.of("US1TR"))).containsExactly(BRIGADE);
        assertThat(NavalTurns.events(o, OrderNotCarriedOut.class)).singleElement().satisfies(e ->
                assertThat(e.reason()).isEqualTo("US81IN needs 1500 spaces aboard and US1TR has 1000 free (GITM 7.17:"
                        + " a man of foot 1, of horse 3, an artilleryman 2)"));
    }

    @Test
    @DisplayName("SoW 4.16: a transport group with units aboard is not scuttled; designed: a group merged away hands its"
            + " units to the group it merges into")
    void sow_4_16_units_aboard() {
        GitmState s = withBrigade("M8-T6", 2000);
        GitmState aboard = (GitmState) Gulf.turn(s, Map.of("US80IN", List.of("BOARD US1TR")), Map.of(), 5).next();
        Ship second = new Ship(ShipId.of("US2TR"), "Chartered", "US", 0, 0, 0, 0, 0, 24, 2000, 0,
                new Station.Harbor("New Orleans"), "New Orleans");
        aboard = aboard.withNavy(aboard.navy().with(second));
        TurnOutcome scuttle = Gulf.turn(aboard, Map.of(), Map.of("marcy", List.of("SCUTTLE US1TR")), 5);
        assertThat(((GitmState) scuttle.next()).navy().ship("US1TR")).isPresent();
        assertThat(NavalTurns.events(scuttle, OrderNotCarriedOut.class)).singleElement().satisfies(e ->
                assertThat(e.reason()).isEqualTo("US1TR has units aboard (1): a transport group is scuttled only once"
                        + " they have landed (SoW 4.16)"));
        TurnOutcome merge = Gulf.turn(aboard, Map.of(), Map.of("bancroft", List.of("MERGE US1TR INTO US2TR")), 5);
        GitmState merged = (GitmState) merge.next();
        assertThat(merged.navy().carrier(BRIGADE)).contains(ShipId.of("US2TR"));
    }
}
