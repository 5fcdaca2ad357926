package org.adjutant.gitm.naval;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.TheatreMapReader;
import org.adjutant.gitm.map.sea.SeaChart;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.ruleset.ScriptedDice;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A ship's passage through the two naval movement phases on the 1846 chart (PATE-MD movechance; naval.md 3.3). */
class PassageTest {
    private static SeaChart chart;

    @BeforeAll
    static void load() throws IOException {
        chart = TheatreMapReader.read(TheatreMapReader.DEFAULT_FILE).sea().orElseThrow();
    }

    private static Ship ship(String id, int rigging, Station at) {
        boolean tr = id.endsWith("TR");
        return new Ship(ShipId.of(id), "", "US", tr ? 0 : 44, tr ? 0 : 400, 0, 0, rigging, 24, tr ? 3000 : 0, 0, at,
                "Pensacola");
    }

    private static Voyages.Course course(Ship ship, Station to) {
        return new Voyages.Course(ship, to, chart.route(ship.station(), to, List.of()).orElseThrow());
    }

    @Test
    @DisplayName("PATE-MD movechance: a frigate down the wind has two sure moves and a 50% chance of a third in the first phase, then 180 in the second")
    void pate_md_movechance_frigate_downwind() {
        // wind from the south: out of Veracruz's waters heading E is across it, then north up the Gulf is down it
        Ship frigate = ship("US1FR", 0, new Station.Coastal("Veracruz"));
        ScriptedDice dice = new ScriptedDice(30, 90);
        Passage p = Passage.sail(course(frigate, new Station.Harbor("Pensacola")), chart,
                new Wind("AMW", Direction.S), dice);
        assertThat(p.moved()).containsExactly(new Station.Open("SGC"), new Station.Open("CGF"),
                new Station.Open("NGC"), new Station.Coastal("Pensacola"));
        assertThat(p.end()).isEqualTo(new Station.Coastal("Pensacola"));
        assertThat(p.arrived()).isFalse();
        assertThat(p.stopped()).isEqualTo("in the second naval movement she could not make another move, to"
                + " Pensacola harbour, heading N down the wind (chance 80%)");
        // only the uncertain moves were rolled: the third of phase 1 (50%) and the second of phase 2 (80%)
        assertThat(dice.rolls()).extracting(r -> r.label()).containsExactly(
                "US1FR naval phase 1 move 3 to sea:NGC (chance 50%)",
                "US1FR naval phase 2 move 2 to harbor:Pensacola (chance 80%)");
    }

    @Test
    @DisplayName("PATE-MD movechance: a transport group beating up the wind makes one sure move, and its move always ends with the first phase")
    void pate_md_movechance_transport_upwind_ends() {
        Ship tr = ship("US1TR", 0, new Station.Harbor("New Orleans"));
        ScriptedDice dice = new ScriptedDice(50);
        Passage p = Passage.sail(course(tr, new Station.Open("CGF")), chart, new Wind("AMW", Direction.S), dice);
        assertThat(p.moved()).containsExactly(new Station.Coastal("New Orleans"));
        assertThat(p.stopped()).isEqualTo("in the first naval movement she could not make another move, to the North"
                + " Gulf Coast, heading SE up the wind (chance 10%); her move ended with the first naval movement (a"
                + " transport group up the wind: chance 100%)");
        assertThat(dice.rolls()).hasSize(1);
    }

    @Test
    @DisplayName("PATE-MD movechance: a ship the wind keeps in harbour in the first phase does not lose her second-phase move")
    void pate_md_movechance_harbour_keeps_second_phase() {
        // wind from the NE: New Orleans opens SE, across it; three points of rigging damage take 60 off each chance
        Ship tr = ship("US1TR", 3, new Station.Harbor("New Orleans"));
        ScriptedDice dice = new ScriptedDice(95, 10);
        Passage p = Passage.sail(course(tr, new Station.Open("NGC")), chart, new Wind("AMW", Direction.NE), dice);
        assertThat(p.moved()).containsExactly(new Station.Coastal("New Orleans"));
        assertThat(dice.rolls()).extracting(r -> r.label()).containsExactly(
                "US1TR naval phase 1 move 1 to coast:New Orleans (chance 90%)",
                "US1TR naval phase 2 move 1 to coast:New Orleans (chance 20%)");
        assertThat(p.stopped()).contains("second naval movement", "(chance 0%)");
    }

    @Test
    @DisplayName("PATE-MD movechance: a ship that leaves harbour and is then stopped rolls to end her move, and on a low roll sails no further")
    void pate_md_movechance_end_roll() {
        // the same group, undamaged: out of harbour across the wind (150: one sure, 50% more), fails the second move
        Ship tr = ship("US1TR", 0, new Station.Harbor("New Orleans"));
        ScriptedDice dice = new ScriptedDice(70, 15);
        Passage p = Passage.sail(course(tr, new Station.Open("CGF")), chart, new Wind("AMW", Direction.NE), dice);
        assertThat(p.moved()).containsExactly(new Station.Coastal("New Orleans"));
        assertThat(p.stopped()).endsWith("her move ended with the first naval movement (a transport group across the"
                + " wind: chance 20%)");
        assertThat(dice.rolls()).extracting(r -> r.label()).last()
                .isEqualTo("US1TR ends her move after naval phase 1 (chance 20%)");
    }

    @Test
    @DisplayName("PATE 1.3 a ship reaches a port only through its sea area and its coastal waters, and arrives when the wind allows")
    void pate_1_3_arrives() {
        Ship frigate = ship("US1FR", 0, new Station.Open("NGC"));
        Passage p = Passage.sail(course(frigate, new Station.Harbor("Pensacola")), chart,
                new Wind("AMW", Direction.S), new ScriptedDice());
        assertThat(p.moved()).containsExactly(new Station.Coastal("Pensacola"), new Station.Harbor("Pensacola"));
        assertThat(p.arrived()).isTrue();
        assertThat(p.stopped()).isEmpty();
    }
}
