package org.adjutant.gitm.movement;

import static org.adjutant.gitm.movement.Theatre.where;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import java.util.OptionalInt;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * GITM 10.2 lines of contact and GITM-MD lines.html. The US stands for the side whose line is asked about, state NE
 * (Mexico) for the enemy, Yucatan (YUC) for a neutral.
 */
class LineOfContactTest {
    private static OptionalInt length(Theatre t, String from, String to, int limit) {
        GitmState s = t.state();
        Board board = Board.of(s, s.map(n -> Optional.empty()));
        LineOfContact lines = LineOfContact.of(board);
        return lines.length(lines.end(board.unit(UnitId.of(from))), lines.end(board.unit(UnitId.of(to))), limit);
    }

    /** A one-row corridor A0-S2 to A6-S2: a unit at A3-S2 and its corps HQ at A1-S2, two squares apart. */
    private static Theatre corridor() {
        return Theatre.openGround("A0-S2", "A6-S2").unit("US1IN", "US", "A3-S2", "7-7")
                .unit("US1CQ", "US", "A1-S2", "7-7");
    }

    // ---------------------------------------------------------------- the worked example of lines.html

    /** The page's picture: AU1CQ at A1-S2, AU1AQ at A5-S2, FR1IN at A2-S1, FR1MC at A4-S3 (US for Austria, NE for France). */
    private static Theatre workedExample() {
        return Theatre.openGround("A0-R8", "A8-S6").unit("US1CQ", "US", "A1-S2", "7-7")
                .unit("US1AQ", "US", "A5-S2", "7-7").unit("MX1IN", "NE", "A2-S1", "7-7")
                .unit("MX1MC", "NE", "A4-S3", "7-7");
    }

    @Test
    @DisplayName("GITM 10.2 worked example: the corps and army HQs are in contact along A2-S2, A3-S1, A4-S1, four steps, both ways")
    void gitm_10_2_workedExample() {
        assertThat(length(workedExample(), "US1CQ", "US1AQ", 5)).hasValue(4);
        assertThat(length(workedExample(), "US1AQ", "US1CQ", 5)).hasValue(4);
        assertThat(length(workedExample(), "US1CQ", "US1AQ", 3)).isEmpty();
    }

    @Test
    @DisplayName("GITM 10.2 worked example: the dragoons at A4-S3 close A3-S2 and A4-S2, so when the army HQ cannot leave north-west the line must go round by A5-S1")
    void gitm_10_2_workedExample_cavalryScreen() {
        // an enemy battalion in the army HQ's north-west cone (its own square: an end square is not entered)
        Theatre blocked = workedExample().unit("MX2IN", "NE", "A5-S2", "4-4");
        assertThat(length(blocked, "US1CQ", "US1AQ", 5)).as("A2-S2 A3-S1 A4-S1 A5-S1, in from the north").hasValue(5);
        assertThat(length(blocked, "US1CQ", "US1AQ", 4)).isEmpty();
        Theatre noDragoons = Theatre.openGround("A0-R8", "A8-S6").unit("US1CQ", "US", "A1-S2", "7-7")
                .unit("US1AQ", "US", "A5-S2", "7-7").unit("MX1IN", "NE", "A2-S1", "7-7")
                .unit("MX2IN", "NE", "A5-S2", "4-4");
        assertThat(length(noDragoons, "US1CQ", "US1AQ", 4)).as("through A4-S2, in from the west").hasValue(4);
    }

    @Test
    @DisplayName("GITM 10.2 worked example: only if the corps HQ can leave A1-S2 eastward; with its east cone held the line is longer")
    void gitm_10_2_workedExample_firstStep() {
        Theatre blocked = workedExample().unit("MX2IN", "NE", "A1-S2", "11-7");
        assertThat(length(blocked, "US1CQ", "US1AQ", 4)).isEmpty();
        assertThat(length(blocked, "US1CQ", "US1AQ", 5)).as("out south-east by A2-S3 and back up").hasValue(5);
    }

    // ---------------------------------------------------------------- condition 1

    @Test
    @DisplayName("GITM 10.2 condition 1: a line never enters a square holding an enemy unit")
    void gitm_10_2_enemySquare() {
        assertThat(length(corridor(), "US1IN", "US1CQ", 2)).hasValue(2);
        assertThat(length(corridor().unit("MX1IN", "NE", "A2-S2", "7-7"), "US1IN", "US1CQ", 2)).isEmpty();
        assertThat(length(corridor().unit("MX1CQ", "NE", "A2-S2", "7-7"), "US1IN", "US1CQ", 2))
                .as("an enemy HQ too").isEmpty();
    }

    @Test
    @DisplayName("GITM 10.2 condition 1: neutral troops and inactive enemy units do not cut a line (project decision)")
    void gitm_10_2_neutralsAndInactive() {
        assertThat(length(corridor().unit("MX1IN", "YUC", "A2-S2", "7-7"), "US1IN", "US1CQ", 2)).hasValue(2);
        assertThat(length(corridor().unit("MX1IN", "NE", "A2-S2", "7-7", b -> b.readiness(Readiness.INACTIVE)),
                "US1IN", "US1CQ", 2)).hasValue(2);
    }

    // ---------------------------------------------------------------- condition 2

    /** The corridor with one more open square, A2-S3, south of the middle square, for a cavalry picket. */
    private static Theatre corridorWithPicket() {
        return corridor().square("A2-S3", Terrain.OPEN);
    }

    @Test
    @DisplayName("GITM 10.2 condition 2: a square next to enemy light or medium cavalry is closed to the line")
    void gitm_10_2_cavalryScreen() {
        assertThat(length(corridorWithPicket(), "US1IN", "US1CQ", 2)).hasValue(2);
        assertThat(length(corridorWithPicket().unit("MX1LC", "NE", "A2-S3", "7-7"), "US1IN", "US1CQ", 2)).isEmpty();
        assertThat(length(corridorWithPicket().unit("MX1MC", "NE", "A2-S3", "7-7"), "US1IN", "US1CQ", 2)).isEmpty();
    }

    @Test
    @DisplayName("GITM 10.2 condition 2: lancers, infantry and inactive cavalry screen nothing")
    void gitm_10_2_onlyLightAndMediumCavalryScreen() {
        assertThat(length(corridorWithPicket().unit("MX1NC", "NE", "A2-S3", "7-7"), "US1IN", "US1CQ", 2)).hasValue(2);
        assertThat(length(corridorWithPicket().unit("MX1IN", "NE", "A2-S3", "7-7"), "US1IN", "US1CQ", 2)).hasValue(2);
        assertThat(length(corridorWithPicket().unit("MX1LC", "NE", "A2-S3", "7-7",
                b -> b.readiness(Readiness.INACTIVE)), "US1IN", "US1CQ", 2)).hasValue(2);
    }

    @Test
    @DisplayName("GITM 10.2 condition 2: a friendly combat unit in the square entered, or in the cavalry's own square, keeps it open; a headquarters does not")
    void gitm_10_2_friendlyCombatUnitOpensTheScreen() {
        Theatre screened = corridorWithPicket().unit("MX1LC", "NE", "A2-S3", "7-7");
        assertThat(length(screened.unit("US2IN", "US", "A2-S2", "7-7"), "US1IN", "US1CQ", 2)).hasValue(2);
        screened = corridorWithPicket().unit("MX1LC", "NE", "A2-S3", "7-7");
        assertThat(length(screened.unit("US2LC", "US", "A2-S3", "3-3"), "US1IN", "US1CQ", 2)).hasValue(2);
        screened = corridorWithPicket().unit("MX1LC", "NE", "A2-S3", "7-7");
        assertThat(length(screened.unit("US2CQ", "US", "A2-S2", "7-7"), "US1IN", "US1CQ", 2)).isEmpty();
        screened = corridorWithPicket().unit("MX1LC", "NE", "A2-S3", "7-7");
        assertThat(length(screened.unit("MX3IN", "NM", "A2-S2", "7-7"), "US1IN", "US1CQ", 2))
                .as("a unit of the enemy's side is no friend").isEmpty();
    }

    // ---------------------------------------------------------------- condition 3

    /** Open ground; the unit at A2-S2 and its corps HQ one diagonal step away at A3-S1. */
    private static Theatre diagonal() {
        return Theatre.openGround("A0-S0", "A6-S4").unit("US1IN", "US", "A2-S2", "7-7")
                .unit("US1CQ", "US", "A3-S1", "7-7");
    }

    @Test
    @DisplayName("GITM 10.2 condition 3: a line may not pass diagonally between two squares both holding enemy units")
    void gitm_10_2_diagonalGap() {
        assertThat(length(diagonal(), "US1IN", "US1CQ", 2)).hasValue(1);
        assertThat(length(diagonal().unit("MX1IN", "NE", "A2-S1", "7-7"), "US1IN", "US1CQ", 2))
                .as("one enemy beside the step is not enough").hasValue(1);
        assertThat(length(diagonal().unit("MX1IN", "NE", "A2-S1", "7-7").unit("MX2IN", "NE", "A3-S2", "7-7"),
                "US1IN", "US1CQ", 2)).isEmpty();
    }

    // ---------------------------------------------------------------- condition 4

    @Test
    @DisplayName("GITM 10.2 condition 4: a line never enters impassable terrain")
    void gitm_10_2_impassable() {
        Theatre open = Theatre.openGround("A0-S1", "A6-S3").unit("US1IN", "US", "A3-S2", "7-7")
                .unit("US1CQ", "US", "A1-S2", "7-7");
        assertThat(length(open, "US1IN", "US1CQ", 2)).hasValue(2);
        Theatre ridge = Theatre.openGround("A0-S1", "A6-S3").unit("US1IN", "US", "A3-S2", "7-7")
                .unit("US1CQ", "US", "A1-S2", "7-7").square("A2-S1", Terrain.HIGH_MOUNTAIN)
                .square("A2-S2", Terrain.SWAMP).square("A2-S3", Terrain.WATER);
        assertThat(length(ridge, "US1IN", "US1CQ", 2)).isEmpty();
        assertThat(length(ridge, "US1IN", "US1CQ", 6)).as("not around it either: the map ends at S1 and S3").isEmpty();
    }

    @Test
    @DisplayName("GITM 10.2 condition 4 with GITM 7.16: no line runs through Guatemala, which no unit may enter")
    void gitm_10_2_guatemala() {
        Theatre t = corridor().square("A2-S2", Terrain.OPEN, org.adjutant.gitm.map.Nation.MX, "GUA");
        assertThat(length(t, "US1IN", "US1CQ", 2)).isEmpty();
    }

    // ---------------------------------------------------------------- condition 5

    @Test
    @DisplayName("GITM 10.2 condition 5: the unit must be able to leave its tactical map towards the line: an enemy combat unit in that cone stops it, an enemy HQ does not")
    void gitm_10_2_unitEndCone() {
        assertThat(length(corridor().unit("MX1IN", "NE", "A3-S2", "4-7"), "US1IN", "US1CQ", 2)).isEmpty();
        assertThat(length(corridor().unit("MX1IN", "NE", "A3-S2", "11-7"), "US1IN", "US1CQ", 2))
                .as("the enemy behind it, in the east cone").hasValue(2);
        assertThat(length(corridor().unit("MX1CQ", "NE", "A3-S2", "4-7"), "US1IN", "US1CQ", 2)).hasValue(2);
    }

    @Test
    @DisplayName("GITM 10.2 condition 5 applies at the far end too: the corps HQ must be able to leave towards the unit")
    void gitm_10_2_farEndCone() {
        assertThat(length(corridor().unit("MX1IN", "NE", "A1-S2", "11-7"), "US1IN", "US1CQ", 2)).isEmpty();
        assertThat(length(corridor().unit("MX1IN", "NE", "A1-S2", "3-7"), "US1IN", "US1CQ", 2)).hasValue(2);
    }

    @Test
    @DisplayName("GITM 10.2 condition 5 with GITM 7.9: with enemy combat units present, a river between the unit and the edge the line leaves by cuts it")
    void gitm_10_2_riverBank() {
        String[] river = new String[15];
        for (int r = 0; r < 15; r++) {
            river[r] = "5-" + r;
        }
        Theatre riverOnly = corridor().terrain("A3-S2", TacticalTerrain.RIVER, river);
        assertThat(length(riverOnly, "US1IN", "US1CQ", 2)).as("no enemy near: the river does not matter").hasValue(2);
        Theatre enemyBehind = corridor().terrain("A3-S2", TacticalTerrain.RIVER, river)
                .unit("MX1IN", "NE", "A3-S2", "12-7");
        assertThat(length(enemyBehind, "US1IN", "US1CQ", 2)).isEmpty();
    }

    @org.junit.jupiter.params.ParameterizedTest(name = "{0} at {1}, river {2}: open {3}")
    @org.junit.jupiter.params.provider.CsvSource({"MX1IN,4-7,false,false", "MX1IN,11-7,false,true",
            "MX1IN,4-4,false,true", "MX1IN,7-12,false,true", "MX1IN,11-7,true,false", "MX1CQ,4-7,false,true"})
    @DisplayName("GITM 10.2 condition 5 agrees with GITM 7.8 and 7.9: the line leaves westward exactly when a march west could")
    void gitm_10_2_sameAsAMarch(String enemy, String enemyAt, boolean river, boolean open) {
        String[] column = new String[15];
        for (int r = 0; r < 15; r++) {
            column[r] = "5-" + r;
        }
        java.util.function.Supplier<Theatre> position = () -> {
            Theatre t = corridor().unit(enemy, "NE", "A3-S2", enemyAt);
            return river ? t.terrain("A3-S2", TacticalTerrain.RIVER, column) : t;
        };
        assertThat(length(position.get(), "US1IN", "US1CQ", 2).isPresent()).as("line").isEqualTo(open);
        var outcome = position.get().orders("US1IN", "PATH A2-S2").run();
        assertThat(where(outcome, "US1IN")).as("march").startsWith(open ? "A2-S2" : "A3-S2");
    }

    @Test
    @DisplayName("GITM 10.2 condition 5 for a city: judged from the city's tactical square, as if a unit of its controller stood there")
    void gitm_10_2_cityEnd() {
        for (String enemyAt : new String[] {"11-7", "3-7"}) {
            Theatre t = corridor().city("A1-S2", "Fort Brown", "7-7", "US").unit("MX1IN", "NE", "A1-S2", enemyAt);
            GitmState s = t.state();
            Board board = Board.of(s, s.map(n -> Optional.empty()));
            LineOfContact lines = LineOfContact.of(board);
            var city = lines.end(s.city("Fort Brown", board.map()).orElseThrow()).orElseThrow();
            OptionalInt len = lines.length(lines.end(board.unit(UnitId.of("US1IN"))), city, 2);
            if (enemyAt.equals("11-7")) {
                assertThat(len).as("enemy in the city's east cone").isEmpty();
            } else {
                assertThat(len).hasValue(2);
            }
        }
    }

    @Test
    @DisplayName("GITM 10.2 the line is judged on the position it was made from: later moves on the board change nothing")
    void gitm_10_2_snapshot() {
        GitmState s = corridor().state();
        Board board = Board.of(s, s.map(n -> Optional.empty()));
        LineOfContact lines = LineOfContact.of(board);
        board.moveTo(UnitId.of("US1CQ"), new Location(StrategicSquare.of("A6-S2"), TacticalSquare.of("7-7")));
        assertThat(lines.length(lines.end(s.unit("US1IN").orElseThrow()), lines.end(s.unit("US1CQ").orElseThrow()),
                2)).hasValue(2);
        assertThat(lines.unitsAt(StrategicSquare.of("A1-S2"))).extracting(u -> u.id().toString())
                .containsExactly("US1CQ");
    }
}
