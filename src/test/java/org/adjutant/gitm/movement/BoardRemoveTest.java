package org.adjutant.gitm.movement;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Units leave the game (GITM 9.9 surrender, 12.2 and 12.5 destruction) and forts are lowered (GITM 9.14). */
class BoardRemoveTest {
    private static Board board() {
        GitmState s = Theatre.openGround("G0-V0", "G1-V1")
                .city("G0-V0", "Monclova", "7-7", "NE")
                .unit("US1IN", "US", "G0-V0", "6-7")
                .unit("MX1IN", "NE", "G0-V0", "7-7")
                .unit("MX2IN", "NE", "G1-V1", "3-3")
                .state();
        return Board.of(s, s.map(n -> Optional.empty()));
    }

    @Test
    @DisplayName("GITM 9.9, 12.2: a removed unit is in no square, no listing and not in the position handed on")
    void removeTakesTheUnitOutOfTheGame() {
        Board b = board();
        UnitId mx = UnitId.of("MX1IN");
        b.remove(mx);
        assertThat(b.has(mx)).isFalse();
        assertThat(b.units()).extracting(u -> u.id().toString()).containsExactly("US1IN", "MX2IN");
        assertThat(b.unitsIn(StrategicSquare.of("G0-V0"))).extracting(u -> u.id().toString())
                .containsExactly("US1IN");
        assertThat(b.toState().unit(mx)).isEmpty();
        assertThat(b.toState().units()).hasSize(2);
        assertThatThrownBy(() -> b.unit(mx)).hasMessageContaining("no unit");
        assertThatThrownBy(() -> b.remove(mx)).hasMessageContaining("no unit");
        // the others still move and are handed on as they stand
        b.moveTo(UnitId.of("MX2IN"), Location.of("G1-V1", "4-4"));
        assertThat(b.toState().unit("MX2IN").orElseThrow().location().tactical().toString()).isEqualTo("4-4");
    }

    @Test
    @DisplayName("GITM 9.14: a fort lowered on the board is lowered in the position handed on, its capacity kept")
    void fortLevelsCarryOver() {
        Board b = board();
        City onMap = b.square(StrategicSquare.of("G0-V0")).orElseThrow().cities().get(0);
        b.setFortLevel(onMap, 0);
        assertThat(b.city(onMap).hasFort()).isFalse();
        assertThat(b.cityAt(Location.of("G0-V0", "7-7"))).map(City::fortStrength).contains(0);
        assertThat(b.toState().cities().get("Monclova").fortLevel()).hasValue(0);
        assertThat(b.toState().cities().get("Monclova").state()).isEqualTo("NE");
    }
}
