package org.adjutant.gitm.movement.tactical;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.map.tactical.TacticalMap;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.state.GitmState;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class StraightLineTest {
    private static TacticalSquare sq(String s) {
        return TacticalSquare.of(s);
    }

    @Test
    @DisplayName("GITM-MD tacmove.html (GITM 8.5) 3-1 to 7-3 takes four steps: 3-1, 4-1.5, 5-2, 6-2.5, 7-3")
    void gitm_8_5_moreColumnsThanRows() {
        StraightLine line = StraightLine.between(sq("3-1"), sq("7-3"));
        assertThat(line.steps()).isEqualTo(4);
        assertThat(line.text()).isEqualTo("3-1, 4-1.5, 5-2, 6-2.5, 7-3");
    }

    @Test
    @DisplayName("GITM-MD tacmove.html (GITM 8.5) 11-4 to 8-13 takes nine steps of one row and a third of a column")
    void gitm_8_5_moreRowsThanColumns() {
        StraightLine line = StraightLine.between(sq("11-4"), sq("8-13"));
        assertThat(line.steps()).isEqualTo(9);
        assertThat(line.text()).startsWith("11-4, 10.67-5, 10.33-6, 10-7, 9.67-8").endsWith("8.33-12, 8-13");
    }

    @Test
    @DisplayName("GITM 8.5 a point half-way between two squares stands on both; others on the nearer square")
    void gitm_8_5_halfSquares() {
        List<StraightLine.Point> p = StraightLine.between(sq("3-1"), sq("7-3")).points();
        assertThat(p.get(1).squares()).containsExactly(sq("4-1"), sq("4-2"));
        assertThat(p.get(2).squares()).containsExactly(sq("5-2"));
        List<StraightLine.Point> q = StraightLine.between(sq("11-4"), sq("8-13")).points();
        assertThat(q.get(1).squares()).containsExactly(sq("11-5"));
        assertThat(q.get(2).squares()).containsExactly(sq("10-6"));
    }

    private static TacticalMap map(Theatre t) {
        GitmState s = t.state();
        return Board.of(s, s.map(n -> Optional.empty())).tacticalMap(org.adjutant.gitm.map.StrategicSquare.of("G1-V1"));
    }

    @Test
    @DisplayName("GITM 8.5 a straight lane through a river square is blocked; with no enemy about the unit walks around")
    void gitm_8_5_impassableBlocksOnlyWithEnemies() {
        TacticalMap m = map(Theatre.openGround("G0-V0", "G2-V2")
                .terrain("G1-V1", TacticalTerrain.WATER, "5-7"));
        assertThat(Lane.straight(m, sq("3-7"), sq("8-7"), true, t -> false, t -> true)).isEmpty();
        assertThat(Lane.straight(m, sq("3-7"), sq("8-7"), false, t -> false, t -> true)).isPresent();
        Optional<List<TacticalSquare>> around = Lane.around(m, sq("3-7"), sq("8-7"), t -> false);
        assertThat(around).isPresent();
        assertThat(around.get()).doesNotContain(sq("5-7")).hasSize(6);
    }

    @Test
    @DisplayName("GITM 8.5 of two half-way squares the lane takes the one that keeps the line open")
    void gitm_8_5_halfSquareChoice() {
        TacticalMap m = map(Theatre.openGround("G0-V0", "G2-V2")
                .terrain("G1-V1", TacticalTerrain.WATER, "4-1"));
        assertThat(Lane.straight(m, sq("3-1"), sq("7-3"), true, t -> false, t -> true))
                .contains(List.of(sq("3-1"), sq("4-2"), sq("5-2"), sq("6-2"), sq("7-3")));
        TacticalMap both = map(Theatre.openGround("G0-V0", "G2-V2")
                .terrain("G1-V1", TacticalTerrain.WATER, "4-1", "4-2"));
        assertThat(Lane.straight(both, sq("3-1"), sq("7-3"), true, t -> false, t -> true)).isEmpty();
    }

    @Test
    @DisplayName("GITM 8.5 crossing a cliff (high hills next to a non-hill square) blocks; high hills to hills does not")
    void gitm_8_5_cliffs() {
        TacticalMap m = map(Theatre.openGround("G0-V0", "G2-V2")
                .terrain("G1-V1", TacticalTerrain.HIGH_HILLS, "5-7")
                .terrain("G1-V1", TacticalTerrain.HILLS, "4-5", "6-5")
                .terrain("G1-V1", TacticalTerrain.HIGH_HILLS, "5-5"));
        assertThat(Lane.isCliff(m, sq("4-7"), sq("5-7"))).isTrue();
        assertThat(Lane.isCliff(m, sq("4-5"), sq("5-5"))).isFalse();
        assertThat(Lane.straight(m, sq("3-7"), sq("8-7"), true, t -> false, t -> true)).isEmpty();
        assertThat(Lane.straight(m, sq("4-5"), sq("6-5"), true, t -> false, t -> true)).isPresent();
    }
}
