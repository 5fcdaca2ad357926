package org.adjutant.gitm.naval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.sea.Station;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Ships, their ids and limits (SoW 4.9, 4.16, 5.4; docs/rules/naval.md section 2). */
class ShipTest {
    static Ship frigate(String id, Station at) {
        return new Ship(ShipId.of(id), "USS Cumberland", "US", 44, 430, 50, 0, 0, 24, 0, 0, at, "Pensacola");
    }

    static Ship transports(String id, int capacity, int supplies, Station at) {
        return new Ship(ShipId.of(id), "", "US", 0, 0, 0, 0, 0, 24, capacity, supplies, at, "New Orleans");
    }

    @Test
    @DisplayName("GITM 7.17: ship ids are written like US1TR, however carelessly, and printed canonically")
    void gitm_7_17_ship_ids() {
        assertThat(ShipId.parse(" us 1 tr ")).contains(new ShipId(Nation.US, 1, ShipType.TR));
        assertThat(ShipId.parse("MX12SL").orElseThrow().toString()).isEqualTo("MX12SL");
        assertThat(ShipId.parse("US1IN")).isEmpty();
        assertThat(ShipId.parse("US0FR")).isEmpty();
    }

    @Test
    @DisplayName("SoW 4.9: a ship of the line holds at most 800 crew and 200 Marines")
    void sow_4_9_ship_of_the_line_limits() {
        Station at = new Station.Harbor("Pensacola");
        new Ship(ShipId.of("US1FL"), "USS Ohio", "US", 74, 800, 200, 0, 0, 24, 0, 0, at, "Pensacola");
        assertThatThrownBy(() -> new Ship(ShipId.of("US1FL"), "USS Ohio", "US", 74, 801, 200, 0, 0, 24, 0, 0, at,
                "Pensacola")).hasMessageContaining("at most 800 crew and 200 Marines");
    }

    @Test
    @DisplayName("designed (naval.md 2.1): a frigate holds 500 crew and 60 Marines, a sloop 220 and 30")
    void designed_frigate_and_sloop_limits() {
        Station at = new Station.Harbor("Pensacola");
        assertThatThrownBy(() -> new Ship(ShipId.of("US1SL"), "", "US", 20, 221, 0, 0, 0, 24, 0, 0, at, "Pensacola"))
                .hasMessageContaining("at most 220 crew and 30 Marines");
        assertThatThrownBy(() -> new Ship(ShipId.of("US1FR"), "", "US", 44, 400, 61, 0, 0, 24, 0, 0, at,
                "Pensacola")).hasMessageContaining("at most 500 crew and 60 Marines");
    }

    @Test
    @DisplayName("SoW 4.9: a transport group's crew is limited only by its capacity")
    void sow_4_9_transport_crew() {
        Station at = new Station.Harbor("New Orleans");
        new Ship(ShipId.of("US1TR"), "", "US", 0, 2000, 1000, 0, 0, 24, 3000, 0, at, "New Orleans");
        assertThatThrownBy(() -> new Ship(ShipId.of("US1TR"), "", "US", 0, 2000, 1001, 0, 0, 24, 3000, 0, at,
                "New Orleans")).hasMessageContaining("do not fit in a capacity of 3000");
    }

    @Test
    @DisplayName("designed (naval.md 2.2): loose supplies take 20 spaces each of a transport group's room")
    void designed_supplies_take_room() {
        Ship tr = transports("US1TR", 3000, 10, new Station.Harbor("New Orleans"));
        assertThat(tr.room()).isEqualTo(2800);
        assertThatThrownBy(() -> transports("US1TR", 1000, 51, new Station.Harbor("New Orleans")))
                .hasMessageContaining("51 supplies need 1020 spaces");
    }

    @Test
    @DisplayName("designed (naval.md 2): warships carry no cargo room, transport groups no guns and need a capacity")
    void designed_warships_and_transports_differ() {
        Station at = new Station.Harbor("Pensacola");
        assertThatThrownBy(() -> new Ship(ShipId.of("US1FR"), "", "US", 44, 400, 50, 0, 0, 24, 1000, 0, at,
                "Pensacola")).hasMessageContaining("only a transport group has capacity");
        assertThatThrownBy(() -> new Ship(ShipId.of("US1TR"), "", "US", 4, 0, 0, 0, 0, 24, 1000, 0, at, "Pensacola"))
                .hasMessageContaining("carries no guns");
        assertThatThrownBy(() -> new Ship(ShipId.of("US1TR"), "", "US", 0, 0, 0, 0, 0, 24, 0, 0, at, "Pensacola"))
                .hasMessageContaining("needs a capacity");
    }

    @Test
    @DisplayName("SoW 5.4: a ship is in her base only in her base port's harbour, not its coastal waters")
    void sow_5_4_in_base() {
        assertThat(frigate("US1FR", new Station.Harbor("Pensacola")).inBase()).isTrue();
        assertThat(frigate("US1FR", new Station.Coastal("Pensacola")).inBase()).isFalse();
        assertThat(frigate("US1FR", new Station.Harbor("Veracruz")).inBase()).isFalse();
    }

    @Test
    @DisplayName("designed (naval.md 2): a new ship never takes the number of one gone from the game")
    void designed_numbers_never_reused() {
        Navy navy = Navy.of(java.util.List.of(frigate("US1FR", new Station.Harbor("Pensacola")),
                frigate("US3FR", new Station.Harbor("Pensacola"))));
        assertThat(navy.nextNumber(Nation.US, ShipType.FR)).isEqualTo(4);
        Navy after = navy.without(ShipId.of("US3FR"));
        assertThat(after.ships()).containsOnlyKeys(ShipId.of("US1FR"));
        assertThat(after.nextNumber(Nation.US, ShipType.FR)).isEqualTo(4);
        assertThat(after.nextNumber(Nation.US, ShipType.TR)).isEqualTo(1);
        assertThat(after.nextNumber(Nation.MX, ShipType.FR)).isEqualTo(1);
    }
}
