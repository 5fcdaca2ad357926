package org.adjutant.gitm.map;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The eight compass directions of both maps (GITM 1.1, 2.1: rows grow southward, columns eastward). */
class DirectionTest {

    @Test
    @DisplayName("GITM 1.1, 2.1 eight directions, each a one-square step; opposites and turns")
    void gitm_1_1_eightDirections() {
        assertThat(Direction.values()).hasSize(8);
        for (Direction d : Direction.values()) {
            assertThat(Math.max(Math.abs(d.dx()), Math.abs(d.dy()))).isEqualTo(1);
            assertThat(d.opposite().opposite()).isEqualTo(d);
            assertThat(d.opposite().dx()).isEqualTo(-d.dx());
            assertThat(d.clockwise().counterClockwise()).isEqualTo(d);
            assertThat(Direction.of(d.dx(), d.dy())).contains(d);
            assertThat(d.isDiagonal()).isEqualTo(d.dx() != 0 && d.dy() != 0);
        }
        assertThat(Direction.N.dy()).isEqualTo(-1);
        assertThat(Direction.E.dx()).isEqualTo(1);
        assertThat(Direction.N.clockwise()).isEqualTo(Direction.NE);
        assertThat(Direction.of(0, 0)).isEmpty();
        assertThat(Direction.of(2, 0)).isEmpty();
    }

    @ParameterizedTest(name = "GITM 1.1 \"{0}\" is {1}")
    @CsvSource({"N, N", "ne, NE", "north, N", "North-East, NE", "south west, SW", "SOUTH_EAST, SE", " w , W",
            "northwest, NW"})
    @DisplayName("GITM 1.1 directions are read as a player writes them")
    void gitm_1_1_parses(String text, Direction expected) {
        assertThat(Direction.parse(text)).contains(expected);
        assertThat(Direction.parse(expected.words())).contains(expected);
    }

    @Test
    @DisplayName("GITM 1.1 text that is no direction is rejected")
    void gitm_1_1_rejects() {
        assertThat(Direction.parse("up")).isEmpty();
        assertThat(Direction.parse("NNE")).isEmpty();
        assertThat(Direction.parse("")).isEmpty();
    }
}
