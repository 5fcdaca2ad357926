package org.adjutant.gitm.naval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.adjutant.gitm.naval.PointOfSail.ACROSS;
import static org.adjutant.gitm.naval.PointOfSail.DOWNWIND;
import static org.adjutant.gitm.naval.PointOfSail.UPWIND;

import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.ruleset.ScriptedDice;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The chances to move by rig, point of sail, phase and damage (PATE-MD movechance; docs/rules/naval.md 3.2-3.3). */
class MoveChanceTest {
    private static Ship ship(String id, int hull, int rigging) {
        boolean tr = id.endsWith("TR");
        return new Ship(ShipId.of(id), "", "US", tr ? 0 : 20, tr ? 0 : 100, 0, hull, rigging, 24, tr ? 1000 : 0, 0,
                new Station.Harbor("Pensacola"), "Pensacola");
    }

    @Test
    @DisplayName("PATE-MD movechance: the first phase's table, frigates and ships of the line or transport groups, with the chance to end the move")
    void pate_md_movechance_first_phase() {
        assertThat(MoveChance.base(ShipType.FR, 1, UPWIND)).isEqualTo(180);
        assertThat(MoveChance.base(ShipType.FR, 1, ACROSS)).isEqualTo(220);
        assertThat(MoveChance.base(ShipType.FR, 1, DOWNWIND)).isEqualTo(250);
        assertThat(MoveChance.base(ShipType.FL, 1, UPWIND)).isEqualTo(110);
        assertThat(MoveChance.base(ShipType.TR, 1, ACROSS)).isEqualTo(150);
        assertThat(MoveChance.base(ShipType.TR, 1, DOWNWIND)).isEqualTo(200);
        assertThat(MoveChance.endsInFirstPhase(ShipType.FR, UPWIND)).isEqualTo(50);
        assertThat(MoveChance.endsInFirstPhase(ShipType.FR, ACROSS)).isZero();
        assertThat(MoveChance.endsInFirstPhase(ShipType.FR, DOWNWIND)).isZero();
        assertThat(MoveChance.endsInFirstPhase(ShipType.FL, UPWIND)).isEqualTo(100);
        assertThat(MoveChance.endsInFirstPhase(ShipType.TR, ACROSS)).isEqualTo(20);
        assertThat(MoveChance.endsInFirstPhase(ShipType.TR, DOWNWIND)).isZero();
    }

    @Test
    @DisplayName("PATE-MD movechance: the second phase's table; a ship of the line or transport group makes nothing up the wind")
    void pate_md_movechance_second_phase() {
        assertThat(MoveChance.base(ShipType.FR, 2, UPWIND)).isEqualTo(60);
        assertThat(MoveChance.base(ShipType.FR, 2, ACROSS)).isEqualTo(130);
        assertThat(MoveChance.base(ShipType.FR, 2, DOWNWIND)).isEqualTo(180);
        assertThat(MoveChance.base(ShipType.FL, 2, UPWIND)).isZero();
        assertThat(MoveChance.base(ShipType.TR, 2, ACROSS)).isEqualTo(80);
        assertThat(MoveChance.base(ShipType.TR, 2, DOWNWIND)).isEqualTo(120);
    }

    @Test
    @DisplayName("designed: a sloop of war sails on the frigates' row")
    void designed_sloop_sails_as_frigate() {
        for (PointOfSail p : PointOfSail.values()) {
            assertThat(MoveChance.base(ShipType.SL, 1, p)).isEqualTo(MoveChance.base(ShipType.FR, 1, p));
            assertThat(MoveChance.base(ShipType.SL, 2, p)).isEqualTo(MoveChance.base(ShipType.FR, 2, p));
            assertThat(MoveChance.endsInFirstPhase(ShipType.SL, p)).isEqualTo(MoveChance.endsInFirstPhase(ShipType.FR, p));
        }
    }

    @Test
    @DisplayName("PATE-MD movechance: each point of hull damage costs 10 points of the chance and each of rigging 20, never below nothing")
    void pate_md_movechance_damage() {
        // the page's worked frigate, less its commerce orders (not built): 180 - 2 x 10 - 2 x 20
        assertThat(MoveChance.of(ship("US1FR", 2, 2), 1, UPWIND)).isEqualTo(120);
        assertThat(MoveChance.of(ship("US1FR", 0, 0), 1, UPWIND)).isEqualTo(180);
        assertThat(MoveChance.of(ship("US1TR", 3, 0), 2, ACROSS)).isEqualTo(50);
        assertThat(MoveChance.of(ship("US1TR", 0, 5), 2, ACROSS)).isZero();
    }

    @Test
    @DisplayName("PATE-MD movechance: in a wind from the north, sailing north is up the wind, south down it, east or west across it; designed: 45 degrees off counts with the nearer")
    void pate_md_movechance_points_of_sail() {
        assertThat(PointOfSail.of(Direction.N, Direction.N)).isEqualTo(UPWIND);
        assertThat(PointOfSail.of(Direction.S, Direction.N)).isEqualTo(DOWNWIND);
        assertThat(PointOfSail.of(Direction.E, Direction.N)).isEqualTo(ACROSS);
        assertThat(PointOfSail.of(Direction.W, Direction.N)).isEqualTo(ACROSS);
        assertThat(PointOfSail.of(Direction.NW, Direction.N)).isEqualTo(UPWIND);
        assertThat(PointOfSail.of(Direction.SE, Direction.N)).isEqualTo(DOWNWIND);
        assertThat(PointOfSail.of(Direction.SW, Direction.NE)).isEqualTo(DOWNWIND);
        assertThat(PointOfSail.of(Direction.SE, Direction.NE)).isEqualTo(ACROSS);
    }

    @Test
    @DisplayName("designed: the wind over a chart is one roll of eight, 1 from the north round to 8 from the north-west")
    void designed_wind_draw() {
        assertThat(Wind.draw("AMW", new ScriptedDice(1)).from()).isEqualTo(Direction.N);
        assertThat(Wind.draw("AMW", new ScriptedDice(3)).from()).isEqualTo(Direction.E);
        assertThat(Wind.draw("PAC", new ScriptedDice(8))).isEqualTo(new Wind("PAC", Direction.NW));
        assertThat(new Wind("AMW", Direction.NE).words()).isEqualTo("from the NE");
        assertThat(Wind.purpose("PAC")).isNotEqualTo(Wind.purpose("AMW"));
    }
}
