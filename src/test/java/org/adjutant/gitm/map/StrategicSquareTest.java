package org.adjutant.gitm.map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/** Strategic map coordinates (GITM 1.1): columns A0-N9, rows P0-Z9, written column-row. */
class StrategicSquareTest {

    @ParameterizedTest(name = "GITM 1.1 \"{0}\" is J2-Y4")
    @ValueSource(strings = {"J2-Y4", "j2y4", "J2 Y4", "J2/Y4", "  j2-y4 ", "J2Y4", "j2 - y4"})
    @DisplayName("GITM 1.1 J2-Y4 (Mexico City) is read however a player types it")
    void gitm_1_1_parsesMexicoCity(String text) {
        StrategicSquare s = StrategicSquare.parse(text).orElseThrow();
        assertThat(s.col()).isEqualTo(92);
        assertThat(s.row()).isEqualTo(94);
        assertThat(s).hasToString("J2-Y4");
        assertThat(s.columnName()).isEqualTo("J2");
        assertThat(s.rowName()).isEqualTo("Y4");
    }

    @ParameterizedTest(name = "GITM 1.1 column {0} row {1} is {2}")
    @CsvSource({"0, 0, A0-P0", "1, 0, A1-P0", "139, 0, N9-P0", "0, 1, A0-P1", "0, 109, A0-Z9", "139, 109, N9-Z9",
            "10, 10, B0-Q0", "92, 94, J2-Y4"})
    @DisplayName("GITM 1.1 A0 is the westmost column and N9 the eastmost; P0 the northmost row and Z9 the southmost")
    void gitm_1_1_printsAndReadsBack(int col, int row, String text) {
        StrategicSquare s = new StrategicSquare(col, row);
        assertThat(s).hasToString(text);
        assertThat(StrategicSquare.of(text)).isEqualTo(s);
        assertThat(StrategicSquare.COLUMNS).isEqualTo(140);
        assertThat(StrategicSquare.ROWS).isEqualTo(110);
    }

    @ParameterizedTest(name = "GITM 1.1 \"{0}\" is not a square of the map")
    @NullAndEmptySource
    @ValueSource(strings = {"O0-P0", "J2-O4", "J2-A4", "J2", "J2-Y", "J22-Y4", "J2-Y44", "2J-4Y", "J2-Y4-K1", "Y4-J2",
            "Mexico City", "J-Y", "J2--Y4"})
    @DisplayName("GITM 1.1 text off the map or not a square is rejected")
    void gitm_1_1_rejectsOffMapText(String text) {
        assertThat(StrategicSquare.parse(text)).isEmpty();
        assertThatThrownBy(() -> StrategicSquare.of(text)).isInstanceOf(IllegalArgumentException.class);
    }

    @ParameterizedTest(name = "GITM 1.1 column {0} row {1} is off the map")
    @CsvSource({"-1, 0", "0, -1", "140, 0", "0, 110", "140, 110"})
    @DisplayName("GITM 1.1 the map is 140 x 110: no square beyond")
    void gitm_1_1_rejectsOffMapNumbers(int col, int row) {
        assertThat(StrategicSquare.onMap(col, row)).isFalse();
        assertThatThrownBy(() -> new StrategicSquare(col, row)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("off the strategic map");
    }

    @Test
    @DisplayName("GITM 1.1 the eight directions from J2-Y4: north is row Y3, east is column J3")
    void gitm_1_1_eightDirections() {
        StrategicSquare mexico = StrategicSquare.of("J2-Y4");
        assertThat(mexico.step(Direction.N)).contains(StrategicSquare.of("J2-Y3"));
        assertThat(mexico.step(Direction.NE)).contains(StrategicSquare.of("J3-Y3"));
        assertThat(mexico.step(Direction.E)).contains(StrategicSquare.of("J3-Y4"));
        assertThat(mexico.step(Direction.SE)).contains(StrategicSquare.of("J3-Y5"));
        assertThat(mexico.step(Direction.S)).contains(StrategicSquare.of("J2-Y5"));
        assertThat(mexico.step(Direction.SW)).contains(StrategicSquare.of("J1-Y5"));
        assertThat(mexico.step(Direction.W)).contains(StrategicSquare.of("J1-Y4"));
        assertThat(mexico.step(Direction.NW)).contains(StrategicSquare.of("J1-Y3"));
        for (Direction d : Direction.values()) {
            StrategicSquare next = mexico.step(d).orElseThrow();
            assertThat(mexico.directionTo(next)).contains(d);
            assertThat(next.step(d.opposite())).contains(mexico);
        }
        // across the letter boundary: J9 is followed by K0, Y9 by Z0
        assertThat(StrategicSquare.of("J9-Y9").step(Direction.SE)).contains(StrategicSquare.of("K0-Z0"));
    }

    @Test
    @DisplayName("GITM 1.1 adjacency: the squares touching by side or corner; nothing beyond the map's edge")
    void gitm_1_1_adjacency() {
        StrategicSquare mexico = StrategicSquare.of("J2-Y4");
        assertThat(mexico.neighbours()).hasSize(8).allSatisfy(n -> assertThat(n.isAdjacentTo(mexico)).isTrue());
        assertThat(mexico.isAdjacentTo(mexico)).isFalse();
        assertThat(mexico.isAdjacentTo(StrategicSquare.of("J4-Y4"))).isFalse();
        assertThat(mexico.directionTo(StrategicSquare.of("J4-Y4"))).isEmpty();
        assertThat(StrategicSquare.of("A0-P0").neighbours()).containsExactlyInAnyOrder(
                StrategicSquare.of("A1-P0"), StrategicSquare.of("A1-P1"), StrategicSquare.of("A0-P1"));
        assertThat(StrategicSquare.of("N9-Z9").neighbours()).hasSize(3);
        assertThat(StrategicSquare.of("E5-P0").neighbours()).hasSize(5);
        assertThat(StrategicSquare.of("A0-P0").step(Direction.N)).isEmpty();
        assertThat(StrategicSquare.of("N9-Z9").step(Direction.E)).isEmpty();
    }

    @ParameterizedTest(name = "GITM 1.1 {0} to {1}: {2} squares")
    @CsvSource({"J2-Y4, J2-Y4, 0", "J2-Y4, J3-Y5, 1", "J2-Y4, J4-Y5, 2", "J2-Y4, J2-Y0, 4", "A0-P0, N9-Z9, 139",
            "J9-V4, J8-V4, 1", "J2-Y4, K4-V5, 29"})
    @DisplayName("GITM 1.1 distance in squares with diagonal steps allowed, the same both ways")
    void gitm_1_1_distances(String from, String to, int squares) {
        StrategicSquare a = StrategicSquare.of(from);
        StrategicSquare b = StrategicSquare.of(to);
        assertThat(a.distanceTo(b)).isEqualTo(squares);
        assertThat(b.distanceTo(a)).isEqualTo(squares);
    }

    @Test
    @DisplayName("GITM 1.1 squares sort north to south, then west to east")
    void gitm_1_1_order() {
        List<StrategicSquare> sorted = java.util.stream.Stream.of("J3-Y4", "J2-Y5", "J2-Y4", "A0-Z9", "N9-P0")
                .map(StrategicSquare::of).sorted().toList();
        assertThat(sorted).extracting(StrategicSquare::toString)
                .containsExactly("N9-P0", "J2-Y4", "J3-Y4", "J2-Y5", "A0-Z9");
    }

    @Test
    @DisplayName("every square prints as column-row, the same text each time it is asked (kept once made)")
    void everySquarePrintsItsNameOnce() {
        for (int col = 0; col < StrategicSquare.COLUMNS; col++) {
            for (int row = 0; row < StrategicSquare.ROWS; row++) {
                StrategicSquare s = new StrategicSquare(col, row);
                String text = s.toString();
                assertThat(text).isEqualTo(s.columnName() + "-" + s.rowName()).isSameAs(s.toString());
                assertThat(StrategicSquare.of(text)).isEqualTo(s);
            }
        }
    }
}
