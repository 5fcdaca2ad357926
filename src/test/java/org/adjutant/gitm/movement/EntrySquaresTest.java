package org.adjutant.gitm.movement;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.TacticalSquare;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class EntrySquaresTest {
    private static String enter(Direction moving, String wanted) {
        return EntrySquares.unopposed(moving, TacticalSquare.of(wanted)).toString();
    }

    @Test
    @DisplayName("GITM 7.14 a unit that moved north is placed in rows 11-14, one that moved east in columns 0-3")
    void gitm_7_14_entryBands() {
        assertThat(enter(Direction.N, "7-2")).isEqualTo("7-11");
        assertThat(enter(Direction.N, "7-13")).isEqualTo("7-13");
        assertThat(enter(Direction.E, "9-9")).isEqualTo("3-9");
        assertThat(enter(Direction.E, "1-9")).isEqualTo("1-9");
    }

    @Test
    @DisplayName("GITM 7.14 entry square 5-4: 5-3 moving south, 3-4 east, 11-4 west, 5-3 south-east")
    void gitm_7_14_entrySquare5_4() {
        assertThat(enter(Direction.S, "5-4")).isEqualTo("5-3");
        assertThat(enter(Direction.E, "5-4")).isEqualTo("3-4");
        assertThat(enter(Direction.W, "5-4")).isEqualTo("11-4");
        assertThat(enter(Direction.SE, "5-4")).isEqualTo("5-3");
    }

    @Test
    @DisplayName("GITM 7.14 a tie between the edges shifts east or west: south-east with entry 5-5 enters at 3-5")
    void gitm_7_14_tieGoesEastOrWest() {
        assertThat(enter(Direction.SE, "5-5")).isEqualTo("3-5");
    }

    @Test
    @DisplayName("GITM 7.14 (GITM-MD entry.html) moving north-east enters in columns 0-3 south of row 7 or rows 11-14 west of column 7")
    void gitm_7_14_diagonalHalves() {
        for (int c = 0; c < 15; c++) {
            for (int r = 0; r < 15; r++) {
                TacticalSquare t = EntrySquares.unopposed(Direction.NE, new TacticalSquare(c, r));
                boolean westBand = t.col() <= 3 && t.row() > 7;
                boolean southBand = t.row() >= 11 && t.col() < 7;
                assertThat(westBand || southBand).as("entry for %d-%d was %s", c, r, t).isTrue();
            }
        }
    }

    @Test
    @DisplayName("GITM 7.14 (GITM-MD entry.html) an illegal row-0 entry looks anywhere along row 0 but the corners")
    void gitm_7_14_rowZeroSlides() {
        Set<String> enemyRow = Set.of("5-0", "6-0", "4-0", "7-0", "3-0", "2-0", "1-0", "8-0", "9-0", "10-0", "11-0",
                "12-0");
        var found = EntrySquares.choose(Direction.S, TacticalSquare.of("5-0"),
                t -> !enemyRow.contains(t.toString()));
        assertThat(found).map(TacticalSquare::toString).contains("13-0");
        Set<String> allButCorners = new java.util.HashSet<>(enemyRow);
        allButCorners.add("13-0");
        var none = EntrySquares.choose(Direction.S, TacticalSquare.of("5-0"), t -> t.row() == 0
                && !allButCorners.contains(t.toString()));
        assertThat(none).as("0-0 and 14-0 lie against the side edges and are not used").isEmpty();
    }

    @Test
    @DisplayName("GITM 7.14 (GITM-MD entry.html) an illegal row-1 entry tries the same column in row 0, then row 0 side to side")
    void gitm_7_14_rowOneFallsBackToRowZero() {
        var first = EntrySquares.choose(Direction.S, TacticalSquare.of("5-1"), t -> !t.toString().equals("5-1"));
        assertThat(first).map(TacticalSquare::toString).contains("5-0");
        var slid = EntrySquares.choose(Direction.S, TacticalSquare.of("5-1"),
                t -> t.row() == 0 && !t.toString().equals("5-0"));
        assertThat(slid).map(TacticalSquare::toString).contains("6-0");
    }

    @Test
    @DisplayName("GITM 7.14 (GITM-MD entry.html) an illegal deeper entry tries one, then two squares closer to the edge")
    void gitm_7_14_stepsTowardEdge() {
        var one = EntrySquares.choose(Direction.S, TacticalSquare.of("5-3"), t -> !t.toString().equals("5-3"));
        assertThat(one).map(TacticalSquare::toString).contains("5-2");
        var two = EntrySquares.choose(Direction.S, TacticalSquare.of("5-3"), t -> t.row() <= 1);
        assertThat(two).map(TacticalSquare::toString).contains("5-1");
    }
}
