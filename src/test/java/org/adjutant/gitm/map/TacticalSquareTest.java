package org.adjutant.gitm.map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/** Tactical map coordinates (GITM 2.1): columns and rows 0-14, written column-row. */
class TacticalSquareTest {

    @Test
    @DisplayName("GITM 2.1 14-1 is the square directly below the upper right-hand corner")
    void gitm_2_1_fourteenOne() {
        TacticalSquare t = TacticalSquare.of("14-1");
        assertThat(t.col()).isEqualTo(14);
        assertThat(t.row()).isEqualTo(1);
        TacticalSquare corner = t.step(Direction.N).orElseThrow();
        assertThat(corner).hasToString("14-0");
        // the upper right-hand corner: nothing north of it, nothing east of it
        assertThat(corner.step(Direction.N)).isEmpty();
        assertThat(corner.step(Direction.E)).isEmpty();
        assertThat(t.step(Direction.E)).isEmpty();
        assertThat(t.isEdge()).isTrue();
    }

    @ParameterizedTest(name = "GITM 2.1 \"{0}\" is column {1}, row {2}")
    @CsvSource(delimiter = ';', value = {"14-1;14;1", "0-0;0;0", "14-14;14;14", "7-7;7;7", "14 1;14;1",
            "14/1;14;1", " 3 - 12 ;3;12", "03-04;3;4"})
    @DisplayName("GITM 2.1 column 0 is the westmost, row 0 the northmost; printed column-row")
    void gitm_2_1_parsesAndPrints(String text, int col, int row) {
        TacticalSquare t = TacticalSquare.parse(text).orElseThrow();
        assertThat(t).isEqualTo(new TacticalSquare(col, row));
        assertThat(t).hasToString(col + "-" + row);
        assertThat(TacticalSquare.of(t.toString())).isEqualTo(t);
    }

    @ParameterizedTest(name = "GITM 2.1 \"{0}\" is not a tactical square")
    @NullAndEmptySource
    @ValueSource(strings = {"15-1", "1-15", "-1-3", "14", "14-", "a-b", "100-1", "1-2-3", "J2-Y4"})
    @DisplayName("GITM 2.1 a tactical map is 15 x 15: anything else is rejected")
    void gitm_2_1_rejectsOffMap(String text) {
        assertThat(TacticalSquare.parse(text)).isEmpty();
        assertThatThrownBy(() -> TacticalSquare.of(text)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("GITM 2.1 squares outside 0-14 cannot be made")
    void gitm_2_1_rejectsOffMapNumbers() {
        assertThat(TacticalSquare.SIZE).isEqualTo(15);
        assertThatThrownBy(() -> new TacticalSquare(15, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new TacticalSquare(0, -1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("GITM 2.1 the eight directions: north is row - 1, east is column + 1")
    void gitm_2_1_eightDirections() {
        TacticalSquare c = TacticalSquare.centre();
        assertThat(c).hasToString("7-7");
        assertThat(c.step(Direction.N)).contains(TacticalSquare.of("7-6"));
        assertThat(c.step(Direction.NE)).contains(TacticalSquare.of("8-6"));
        assertThat(c.step(Direction.E)).contains(TacticalSquare.of("8-7"));
        assertThat(c.step(Direction.SE)).contains(TacticalSquare.of("8-8"));
        assertThat(c.step(Direction.S)).contains(TacticalSquare.of("7-8"));
        assertThat(c.step(Direction.SW)).contains(TacticalSquare.of("6-8"));
        assertThat(c.step(Direction.W)).contains(TacticalSquare.of("6-7"));
        assertThat(c.step(Direction.NW)).contains(TacticalSquare.of("6-6"));
    }

    @Test
    @DisplayName("GITM 2.1 adjacency: eight neighbours inside, five on an edge, three in a corner")
    void gitm_2_1_adjacency() {
        assertThat(TacticalSquare.centre().neighbours()).hasSize(8)
                .allSatisfy(n -> assertThat(n.distanceTo(TacticalSquare.centre())).isEqualTo(1));
        assertThat(TacticalSquare.of("14-1").neighbours()).containsExactlyInAnyOrder(TacticalSquare.of("14-0"),
                TacticalSquare.of("13-0"), TacticalSquare.of("13-1"), TacticalSquare.of("13-2"),
                TacticalSquare.of("14-2"));
        assertThat(TacticalSquare.of("0-0").neighbours()).hasSize(3);
        assertThat(TacticalSquare.of("5-5").isEdge()).isFalse();
        assertThat(TacticalSquare.of("0-5").isEdge()).isTrue();
    }

    @ParameterizedTest(name = "GITM 2.1 {0} to {1}: {2} squares")
    @CsvSource({"7-7, 7-7, 0", "7-7, 8-8, 1", "0-0, 14-14, 14", "14-1, 0-1, 14", "14-1, 12-4, 3", "2-10, 3-9, 1"})
    @DisplayName("GITM 2.1 distance in tactical squares with diagonal steps allowed, the same both ways")
    void gitm_2_1_distances(String from, String to, int squares) {
        TacticalSquare a = TacticalSquare.of(from);
        TacticalSquare b = TacticalSquare.of(to);
        assertThat(a.distanceTo(b)).isEqualTo(squares);
        assertThat(b.distanceTo(a)).isEqualTo(squares);
    }
}
