package org.adjutant.gitm.naval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.event.ShipScuttled;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.GitmStateCodec;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * SCUTTLE (SoW 4.16; docs/rules/naval.md section 5): checked when the mail arrives, carried out in the Orders phase.
 * The United States' War Minister is {@code marcy}, the Northeast's {@code paredes}.
 */
class ScuttlingTest {
    private static Ship ship(String id, String state, Station at) {
        boolean tr = id.endsWith("TR");
        return new Ship(ShipId.of(id), id + " name", state, tr ? 0 : 20, tr ? 0 : 170, tr ? 0 : 20, 0, 0, 24,
                tr ? 2000 : 0, tr ? 10 : 0, at, "Pensacola");
    }

    private static GitmState position(Ship... ships) {
        GitmState s = Theatre.openGround("G0-V0", "G4-V4").turn(3)
                .unit("US1AQ", "US", "G2-V2", "7-7", b -> b.morale(50))
                .unit("MX1AQ", "NE", "G3-V3", "7-7", b -> b.morale(50))
                .state();
        return s.withNavy(Navy.of(List.of(ships)));
    }

    @Test
    @DisplayName("SoW 4.16: the War Minister scuttles a transport group in harbour; her supplies are lost and she leaves the game")
    void sow_4_16_scuttled() {
        GitmState s = position(ship("US1TR", "US", new Station.Harbor("Pensacola")),
                ship("US1FR", "US", new Station.Harbor("Pensacola")));
        assertThat(NavalTurns.check(s, "minister:US", "scuttle us1tr").problems()).isEmpty();
        TurnOutcome o = NavalTurns.turn(s, Map.of("marcy", List.of("SCUTTLE US1TR")));
        GitmState after = (GitmState) o.next();
        assertThat(after.navy().ships()).containsOnlyKeys(ShipId.of("US1FR"));
        assertThat(after.navy().nextNumber(org.adjutant.gitm.map.Nation.US, ShipType.TR)).isEqualTo(2);
        assertThat(NavalTurns.events(o, ShipScuttled.class)).singleElement().satisfies(e -> {
            assertThat(e.supplies()).isEqualTo(10);
            assertThat(e.describe()).isEqualTo("US1TR US1TR name was scuttled in the harbour of Pensacola by order"
                    + " of the War Minister: 0 seamen and Marines go home at the end of the next campaign; 10"
                    + " supplies in her holds were lost.");
            assertThat(e.visibility().observers()).contains("minister:US");
        });
        assertThat(GitmStateCodec.decode(GitmStateCodec.encode(after))).isEqualTo(after);
    }

    @Test
    @DisplayName("SoW 4.16: a scuttled warship's crew and Marines go home to the manpower pool at the end of the next campaign")
    void sow_4_16_crew_go_home() {
        GitmState s = position(ship("US1SL", "US", new Station.Harbor("Pensacola")));
        TurnOutcome o = NavalTurns.turn(s, Map.of("marcy", List.of("SCUTTLE US1SL")));
        assertThat(NavalTurns.events(o, ShipScuttled.class)).singleElement().satisfies(e -> assertThat(e.men()).isEqualTo(190));
        GitmState after = (GitmState) o.next();
        assertThat(after.navy().ships()).isEmpty();
        assertThat(after.state("US").orElseThrow().manpower().dueAt(2)).isEqualTo(190);
        assertThat(s.state("US").orElseThrow().manpower().dueAt(2)).isZero();
    }

    @Test
    @DisplayName("SoW 4.16: only the War Minister, Prime Minister or Monarch scuttles; another state's ship or no ship is answered alike")
    void sow_4_16_refused_at_arrival() {
        GitmState s = position(ship("US1TR", "US", new Station.Harbor("Pensacola")),
                ship("MX1SL", "NE", new Station.Harbor("Alvarado")));
        assertThat(NavalTurns.check(s, "minister:NE", "SCUTTLE US1TR").problems()).singleElement()
                .extracting(p -> p.reason()).isEqualTo("US1TR is not a ship of NE");
        assertThat(NavalTurns.check(s, "minister:NE", "SCUTTLE MX9SL").problems()).singleElement()
                .extracting(p -> p.reason()).isEqualTo("MX9SL is not a ship of NE");
        assertThat(NavalTurns.check(s, "minister:NE", "SCUTTLE MX1IN").problems()).singleElement()
                .extracting(p -> p.reason()).asString().contains("SCUTTLE needs a ship id such as US1TR");
        assertThat(NavalTurns.check(s, "treasury:US", "SCUTTLE US1TR").problems()).singleElement()
                .extracting(p -> p.reason()).asString()
                .contains("only the War Minister, the Prime Minister or the Monarch may give SCUTTLE");
    }

    @Test
    @DisplayName("SoW 4.16: no ship is scuttled alongside enemy ships")
    void sow_4_16_not_alongside_enemies() {
        GitmState s = position(ship("US1SL", "US", new Station.Coastal("Veracruz")),
                ship("MX1SL", "NE", new Station.Coastal("Veracruz")));
        assertThat(NavalTurns.check(s, "minister:US", "SCUTTLE US1SL").problems()).singleElement()
                .extracting(p -> p.reason()).asString().startsWith("US1SL lies alongside enemy ships");
        TurnOutcome o = NavalTurns.turn(s, Map.of("marcy", List.of("SCUTTLE US1SL")));
        assertThat(NavalTurns.events(o, ShipScuttled.class)).isEmpty();
        assertThat(NavalTurns.events(o, OrderNotCarriedOut.class)).singleElement()
                .satisfies(e -> assertThat(e.reason()).startsWith("US1SL lies alongside enemy ships"));
        assertThat(((GitmState) o.next()).navy().ship("US1SL")).isPresent();
    }

    @Test
    @DisplayName("SoW 4.16: a warship alone in a sea area is not scuttled; a transport group may be, and a second warship beside her suffices")
    void sow_4_16_sea_area() {
        Station sea = new Station.Open("SGC");
        GitmState alone = position(ship("US1SL", "US", sea));
        assertThat(NavalTurns.check(alone, "minister:US", "SCUTTLE US1SL").problems()).singleElement()
                .extracting(p -> p.reason()).asString().startsWith("US1SL is alone in a sea area");
        assertThat(NavalTurns.check(position(ship("US1TR", "US", sea)), "minister:US", "SCUTTLE US1TR").problems()).isEmpty();
        GitmState pair = position(ship("US1SL", "US", sea), ship("US2SL", "US", sea));
        assertThat(NavalTurns.check(pair, "minister:US", "SCUTTLE US1SL").problems()).isEmpty();
        // both ordered away: the first goes, the second is then alone (docs/rules/naval.md section 5)
        TurnOutcome o = NavalTurns.turn(pair, Map.of("marcy", List.of("SCUTTLE US1SL", "SCUTTLE US2SL")));
        assertThat(NavalTurns.events(o, ShipScuttled.class)).extracting(e -> e.ship().toString()).containsExactly("US1SL");
        assertThat(NavalTurns.events(o, OrderNotCarriedOut.class)).singleElement()
                .satisfies(e -> assertThat(e.reason()).startsWith("US2SL is alone in a sea area"));
    }

    @Test
    @DisplayName("SoW 4.16: a ship scuttled twice in one turn goes once; the second order says why it did nothing")
    void sow_4_16_twice() {
        GitmState s = position(ship("US1TR", "US", new Station.Harbor("Pensacola")));
        TurnOutcome o = NavalTurns.turn(s, Map.of("marcy", List.of("SCUTTLE US1TR", "SCUTTLE US1TR")));
        assertThat(NavalTurns.events(o, ShipScuttled.class)).hasSize(1);
        assertThat(NavalTurns.events(o, OrderNotCarriedOut.class)).singleElement().satisfies(e -> assertThat(e.reason())
                .isEqualTo("US1TR was scuttled earlier in the Orders phase"));
    }
}
