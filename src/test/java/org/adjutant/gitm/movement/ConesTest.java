package org.adjutant.gitm.movement;

import static org.assertj.core.api.Assertions.assertThat;

import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.TacticalSquare;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ConesTest {
    /** The cones diagram of GITM-MD cones.html: columns 1-10, rows 5-14, the unit (U) at 5-11. */
    private static final String[] DIAGRAM = {
            "NW NW N  N  N  N  N  NE NE NE",
            "NW NW N  N  N  N  N  NE NE NE",
            "NW NW NW N  N  N  NE NE NE NE",
            "NW NW NW N  N  N  NE NE NE NE",
            "NW NW NW NW N  NE NE NE NE E",
            "W  W  NW NW N  NE NE E  E  E",
            "W  W  W  W  U  E  E  E  E  E",
            "W  W  SW SW S  SE SE E  E  E",
            "SW SW SW SW S  SE SE SE SE E",
            "SW SW SW S  S  S  SE SE SE SE",
    };

    @Test
    @DisplayName("GITM 7.8 (GITM-MD cones.html) every square of the cones diagram lies in the cone it shows")
    void gitm_7_8_conesDiagram() {
        TacticalSquare unit = new TacticalSquare(5, 11);
        for (int i = 0; i < DIAGRAM.length; i++) {
            String[] cells = DIAGRAM[i].trim().split("\\s+");
            int row = 5 + i;
            for (int j = 0; j < cells.length; j++) {
                TacticalSquare t = new TacticalSquare(1 + j, row);
                String expected = cells[j];
                String actual = Cones.coneOf(unit, t).map(Direction::name).orElse("U");
                assertThat(actual).as("cone of %s seen from %s", t, unit).isEqualTo(expected);
            }
        }
    }

    @Test
    @DisplayName("GITM 7.8 (GITM-MD cones.html) the page's examples: 5-6, 5-9, 7-6 block north; 8-7, 9-9 block north-east")
    void gitm_7_8_conesExamples() {
        TacticalSquare unit = new TacticalSquare(5, 11);
        assertThat(Cones.inCone(Direction.N, unit, TacticalSquare.of("5-6"))).isTrue();
        assertThat(Cones.inCone(Direction.N, unit, TacticalSquare.of("5-9"))).isTrue();
        assertThat(Cones.inCone(Direction.N, unit, TacticalSquare.of("7-6"))).isTrue();
        assertThat(Cones.inCone(Direction.NE, unit, TacticalSquare.of("8-7"))).isTrue();
        assertThat(Cones.inCone(Direction.NE, unit, TacticalSquare.of("9-9"))).isTrue();
        assertThat(Cones.inCone(Direction.N, unit, TacticalSquare.of("8-7"))).isFalse();
    }

    @Test
    @DisplayName("GITM 7.8 the eight cones share out every other square of the map, each square to exactly one")
    void gitm_7_8_conesPartitionTheMap() {
        for (int uc = 0; uc < 15; uc++) {
            for (int ur = 0; ur < 15; ur++) {
                TacticalSquare unit = new TacticalSquare(uc, ur);
                for (int c = 0; c < 15; c++) {
                    for (int r = 0; r < 15; r++) {
                        TacticalSquare t = new TacticalSquare(c, r);
                        long cones = java.util.Arrays.stream(Direction.values())
                                .filter(d -> Cones.inCone(d, unit, t)).count();
                        assertThat(cones).as("%s from %s", t, unit).isEqualTo(t.equals(unit) ? 0 : 1);
                    }
                }
            }
        }
    }
}
