package org.adjutant.gitm.movement;

import static org.adjutant.gitm.movement.Theatre.events;
import static org.adjutant.gitm.movement.Theatre.lines;
import static org.adjutant.gitm.movement.Theatre.where;
import static org.assertj.core.api.Assertions.assertThat;

import org.adjutant.gitm.event.Arrived;
import org.adjutant.gitm.event.Diverted;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What stands in a march's way: GITM 7.8, 7.9, 7.14 (enemies and banks), 7.15. */
class BlockingTest {
    private static Theatre plain() {
        return Theatre.openGround("G0-V0", "H0-X0");
    }

    private static java.util.List<String> arrivals(TurnOutcome o, String id) {
        return events(o).stream().filter(e -> e instanceof Arrived a && a.unit().toString().equals(id))
                .map(e -> e.phase() + " " + ((Arrived) e).to()).toList();
    }

    private static TurnOutcome run(Theatre t) {
        return t.run(new FixedDice());
    }

    @Test
    @DisplayName("GITM 7.8 an enemy combat unit in the cone blocks the move; it is retried next phase and the rest of the path slips one phase")
    void gitm_7_8_blockedAndRetried() {
        TurnOutcome o = run(plain().unit("US1IN", "US", "G0-V6", "7-7").unit("MX1IN", "NE", "G0-V6", "10-7")
                .orders("US1IN", "PATH G1-V6 G2-V6").orders("MX1IN", "PATH G0-V5"));
        assertThat(lines(o, "blocked")).containsExactly("Strategic phase 1: US1IN could not march east from G0-V6: "
                + "enemy troops at 10-7 stand between it and the map edge (GITM 7.8).");
        assertThat(arrivals(o, "US1IN")).containsExactly("Strategic phase 2 G1-V6", "Strategic phase 3 G2-V6");
    }

    @Test
    @DisplayName("GITM 7.8 headquarters do not block, and neutrals block only on their home soil")
    void gitm_7_8_whoBlocks() {
        TurnOutcome hq = run(plain().unit("US1IN", "US", "G0-V6", "7-7").unit("MX1CQ", "NE", "G0-V6", "10-7")
                .orders("US1IN", "PATH G1-V6"));
        assertThat(arrivals(hq, "US1IN")).containsExactly("Strategic phase 1 G1-V6");
        TurnOutcome atHome = run(plain().unit("US1IN", "US", "G0-V6", "7-7").unit("MX9IN", "YUC", "G0-V6", "10-7")
                .orders("US1IN", "PATH G1-V6"));
        assertThat(arrivals(atHome, "US1IN")).isEmpty();
        TurnOutcome abroad = run(plain().square("G0-V6", Terrain.OPEN, Nation.US, "US")
                .unit("US1IN", "US", "G0-V6", "7-7").unit("MX9IN", "YUC", "G0-V6", "10-7")
                .orders("US1IN", "PATH G1-V6"));
        assertThat(arrivals(abroad, "US1IN")).containsExactly("Strategic phase 1 G1-V6");
    }

    @Test
    @DisplayName("GITM 7.8 a unit may not slip diagonally between two non-allied units next to it")
    void gitm_7_8_diagonalSlip() {
        TurnOutcome o = run(plain().unit("US1IN", "US", "G0-V6", "7-7").unit("MX1IN", "NE", "G0-V6", "8-7")
                .unit("MX2IN", "NE", "G0-V6", "7-6").orders("US1IN", "PATH G1-V5"));
        assertThat(lines(o, "blocked")).first().asString().contains("slip between two units");
        assertThat(where(o, "US1IN")).startsWith("G0-V6");
    }

    @Test
    @DisplayName("GITM 7.8 units in a besieged city may not march")
    void gitm_7_8_besieged() {
        Theatre t = plain().unit("MX1IN", "NE", "G0-V6", "7-7").orders("MX1IN", "PATH G1-V6");
        t.plugins(t.plugins().withSieges((u, b) -> u.id().toString().equals("MX1IN")));
        assertThat(lines(run(t), "blocked")).hasSize(6).allMatch(l -> l.contains("besieged"));
    }

    /** G0-V6 and G0-V5 with a river down column 10, a ford at 10-7 in G0-V6. */
    private static Theatre river() {
        Theatre t = plain();
        for (String sq : new String[] {"G0-V6", "G0-V5"}) {
            for (int r = 0; r < 15; r++) {
                t.terrain(sq, TacticalTerrain.RIVER, "10-" + r);
            }
        }
        return t.terrain("G0-V6", TacticalTerrain.FORD, "10-7");
    }

    @Test
    @DisplayName("GITM 7.9 with enemy combat units present a unit must be on the far bank (or a ford) before marching across a river")
    void gitm_7_9_riverBlocks() {
        TurnOutcome wrongBank = run(river().unit("US1IN", "US", "G0-V6", "5-7").unit("MX1IN", "NE", "G0-V6", "2-13")
                .orders("US1IN", "PATH G1-V6"));
        assertThat(lines(wrongBank, "blocked")).first().asString().contains("cross the river");
        TurnOutcome onFord = run(river().unit("US1IN", "US", "G0-V6", "10-7").unit("MX1IN", "NE", "G0-V6", "2-13")
                .orders("US1IN", "PATH G1-V6"));
        assertThat(arrivals(onFord, "US1IN")).containsExactly("Strategic phase 1 G1-V6");
        TurnOutcome noEnemy = run(river().unit("US1IN", "US", "G0-V6", "5-7").orders("US1IN", "PATH G1-V6"));
        assertThat(arrivals(noEnemy, "US1IN")).containsExactly("Strategic phase 1 G1-V6");
    }

    @Test
    @DisplayName("GITM 7.9 (GITM-MD cross.html) the bank a unit is on decides the directions it may march: all but those behind the river")
    void gitm_7_9_directionsByBank() {
        var state = river().unit("US1IN", "US", "G0-V6", "5-7").state();
        Board b = Board.of(state, state.map(n -> java.util.Optional.empty()));
        var map = b.tacticalMap(org.adjutant.gitm.map.StrategicSquare.of("G0-V6"));
        var westBank = org.adjutant.gitm.map.TacticalSquare.of("5-7");
        var eastBank = org.adjutant.gitm.map.TacticalSquare.of("12-7");
        var ford = org.adjutant.gitm.map.TacticalSquare.of("10-7");
        java.util.List<String> fromWest = new java.util.ArrayList<>();
        java.util.List<String> fromEast = new java.util.ArrayList<>();
        for (var d : org.adjutant.gitm.map.Direction.values()) {
            if (RiverBanks.reachesEdge(map, westBank, d)) {
                fromWest.add(d.name());
            }
            if (RiverBanks.reachesEdge(map, eastBank, d)) {
                fromEast.add(d.name());
            }
            assertThat(RiverBanks.reachesEdge(map, ford, d)).as("a ford is on both banks").isTrue();
        }
        assertThat(fromWest).containsExactly("N", "S", "SW", "W", "NW");
        assertThat(fromEast).containsExactly("N", "NE", "E", "SE", "S");
    }

    @Test
    @DisplayName("GITM 7.14 marching along a river with the enemy present, the entry square is moved to keep the unit on its own bank")
    void gitm_7_14_sameBank() {
        TurnOutcome o = run(river().unit("US1IN", "US", "G0-V6", "5-7").unit("MX1IN", "NE", "G0-V6", "2-13")
                .orders("US1IN", "PATH G0-V5", "ENTRY 12-13"));
        assertThat(where(o, "US1IN")).isEqualTo("G0-V5 9-14");
        TurnOutcome free = run(river().unit("US1IN", "US", "G0-V6", "5-7").orders("US1IN", "PATH G0-V5",
                "ENTRY 12-13"));
        assertThat(where(free, "US1IN")).isEqualTo("G0-V5 12-13");
    }

    @Test
    @DisplayName("GITM 7.9 (GITM-MD cross.html) leaving a marsh in the enemy's presence needs a place within 3 squares of the edge")
    void gitm_7_9_marsh() {
        TurnOutcome inside = run(plain().square("G0-V6", Terrain.MARSH).unit("US1IN", "US", "G0-V6", "7-7")
                .unit("MX1IN", "NE", "G0-V6", "7-12").orders("US1IN", "PATH G0-V5"));
        assertThat(lines(inside, "blocked")).first().asString().contains("edge of the marsh");
        TurnOutcome atEdge = run(plain().square("G0-V6", Terrain.MARSH).unit("US1IN", "US", "G0-V6", "7-3")
                .unit("MX1IN", "NE", "G0-V6", "7-12").orders("US1IN", "PATH G0-V5"));
        assertThat(arrivals(atEdge, "US1IN")).containsExactly("Strategic phase 1 G0-V5");
        assertThat(RiverBanks.atMarshEdge(org.adjutant.gitm.map.TacticalSquare.of("11-3"),
                org.adjutant.gitm.map.Direction.NE)).isTrue();
        assertThat(RiverBanks.atMarshEdge(org.adjutant.gitm.map.TacticalSquare.of("10-3"),
                org.adjutant.gitm.map.Direction.NE)).isFalse();
    }

    @Test
    @DisplayName("GITM 7.14 a unit may not enter on or behind an enemy; the entry square is adjusted")
    void gitm_7_14_enemyAdjustsEntry() {
        TurnOutcome o = run(plain().unit("US1IN", "US", "G0-V6", "5-4").unit("MX1IN", "NE", "G1-V6", "1-4")
                .orders("US1IN", "PATH G1-V6"));
        assertThat(where(o, "US1IN")).isEqualTo("G1-V6 1-5");
    }

    @Test
    @DisplayName("GITM 7.15 an active enemy in the near quarter of a side square cuts a diagonal march off; the unit tries again next phase")
    void gitm_7_15_diverted() {
        TurnOutcome o = run(plain().unit("US1IN", "US", "G0-V6", "7-7").unit("MX1IN", "NE", "G0-V7", "10-5")
                .orders("US1IN", "PATH G1-V7 G2-V7"));
        assertThat(events(o)).filteredOn(Diverted.class::isInstance).map(e -> e.describe())
                .containsExactly("US1IN was cut off on its way to G1-V7 and turned into G0-V7.");
        assertThat(arrivals(o, "US1IN")).containsExactly("Strategic phase 1 G0-V7", "Strategic phase 2 G1-V7",
                "Strategic phase 3 G2-V7");
    }

    @Test
    @DisplayName("GITM 7.15 (GITM-MD diagonal.html) once turned aside, an enemy placed to block the next move stops it")
    void gitm_7_15_blockerStopsTheRetry() {
        TurnOutcome o = run(plain().unit("US1IN", "US", "G0-V6", "7-7").unit("MX1IN", "NE", "G0-V7", "10-3")
                .orders("US1IN", "PATH G1-V7"));
        assertThat(arrivals(o, "US1IN")).containsExactly("Strategic phase 1 G0-V7");
        assertThat(where(o, "US1IN")).startsWith("G0-V7");
    }

    @Test
    @DisplayName("GITM 7.15 (GITM-MD diagonal.html) a careful entry square (13-0) evades the blocker after the diversion")
    void gitm_7_15_evadeByEntrySquare() {
        TurnOutcome o = run(plain().unit("US1IN", "US", "G0-V6", "7-7").unit("MX1IN", "NE", "G0-V7", "10-3")
                .orders("US1IN", "PATH G1-V7", "ENTRY 13-0"));
        assertThat(arrivals(o, "US1IN")).containsExactly("Strategic phase 1 G0-V7", "Strategic phase 2 G1-V7");
        assertThat(events(o)).filteredOn(Arrived.class::isInstance).first()
                .satisfies(e -> assertThat(((Arrived) e).entry().toString()).isEqualTo("13-0"));
    }

    @Test
    @DisplayName("GITM 7.15 (GITM-MD diagonal.html) only the quarter nearest the march counts, in either side square; inactive units never cut")
    void gitm_7_15_quarters() {
        TurnOutcome far = run(plain().unit("US1IN", "US", "G0-V6", "7-7").unit("MX1IN", "NE", "G0-V7", "3-3")
                .orders("US1IN", "PATH G1-V7"));
        assertThat(arrivals(far, "US1IN")).containsExactly("Strategic phase 1 G1-V7");
        TurnOutcome east = run(plain().unit("US1IN", "US", "G0-V6", "7-7").unit("MX1IN", "NE", "G1-V6", "3-10")
                .orders("US1IN", "PATH G1-V7"));
        assertThat(arrivals(east, "US1IN")).first().isEqualTo("Strategic phase 1 G1-V6");
        TurnOutcome inactive = run(plain().unit("US1IN", "US", "G0-V6", "7-7")
                .unit("MX1IN", "NE", "G1-V6", "3-10", b -> b.readiness(Readiness.INACTIVE))
                .orders("US1IN", "PATH G1-V7"));
        assertThat(arrivals(inactive, "US1IN")).containsExactly("Strategic phase 1 G1-V7");
        assertThat(Interception.inQuarter(org.adjutant.gitm.map.TacticalSquare.of("8-6"), 1, -1)).isTrue();
        assertThat(Interception.inQuarter(org.adjutant.gitm.map.TacticalSquare.of("7-6"), 1, -1)).isFalse();
    }

    @Test
    @DisplayName("GITM 7.15 when both side squares could cut the march off, a labelled roll says which")
    void gitm_7_15_bothSides() {
        Theatre t = plain().unit("US1IN", "US", "G0-V6", "7-7").unit("MX1IN", "NE", "G0-V7", "10-5")
                .unit("MX2IN", "NE", "G1-V6", "3-10").orders("US1IN", "PATH G1-V7");
        TurnOutcome first = t.run(new FixedDice().fix("which side square", 1));
        TurnOutcome second = t.run(new FixedDice().fix("which side square", 2));
        assertThat(arrivals(first, "US1IN")).first().isEqualTo("Strategic phase 1 G1-V6");
        assertThat(arrivals(second, "US1IN")).first().isEqualTo("Strategic phase 1 G0-V7");
    }

    @Test
    @DisplayName("GITM 7.9, 7.14 when the bank rule leaves no entry square, the report names the bank rule, not an enemy who is not there")
    void gitm_7_14_bankRuleIsTheReasonGiven() {
        // G0-V5 has no passable ground west of the river within four rows of its south edge: the west bank, which
        // US1IN must keep with MX1IN in G0-V6, offers no entry square; the east bank is free of any enemy
        Theatre t = river().unit("US1IN", "US", "G0-V6", "5-7").unit("MX1IN", "NE", "G0-V6", "2-13")
                .orders("US1IN", "PATH G0-V5");
        for (int c = 0; c < 10; c++) {
            for (int r = 11; r < 15; r++) {
                t.terrain("G0-V5", TacticalTerrain.WATER, c + "-" + r);
            }
        }
        TurnOutcome o = run(t);
        assertThat(where(o, "US1IN")).startsWith("G0-V6");
        assertThat(lines(o, "blocked")).hasSize(6).allMatch(l -> l.endsWith("could not march north from G0-V6: with"
                + " hostile troops in G0-V6 it must enter G0-V5 on its own side of the river or mountain range, and no"
                + " entry square on that side is open (GITM 7.9, 7.14).")).noneMatch(l -> l.contains("free of the"));
        TurnOutcome alone = run(river().unit("US1IN", "US", "G0-V6", "5-7").orders("US1IN", "PATH G0-V5"));
        assertThat(arrivals(alone, "US1IN")).as("no enemy at the start, no bank to keep")
                .containsExactly("Strategic phase 1 G0-V5");
    }

    @Test
    @DisplayName("GITM 7.14 when the enemy holds or screens every entry square, the report says so")
    void gitm_7_14_enemyIsTheReasonGiven() {
        Theatre t = plain().unit("US1IN", "US", "G0-V6", "7-7").orders("US1IN", "PATH G0-V5");
        for (int c = 0; c < 15; c++) {
            t.unit("MX" + (c + 1) + "IN", "NE", "G0-V5", c + "-14");
        }
        assertThat(lines(run(t), "blocked")).first().asString()
                .endsWith(": no entry square in G0-V5 is free of the enemy (GITM 7.14).");
    }

    @Test
    @DisplayName("GITM 7.15, 7.1 militia cut off on a diagonal and turned towards a square abroad are blocked, with both rules named")
    void gitm_7_15_turnedAsideAbroad() {
        TurnOutcome o = run(plain().square("G1-V6", Terrain.OPEN, Nation.US, "US").unit("MX1MI", "NE", "G0-V6", "7-7")
                .unit("US1IN", "US", "G1-V6", "3-10").orders("MX1MI", "PATH G1-V7"));
        assertThat(where(o, "MX1MI")).startsWith("G0-V6");
        assertThat(lines(o, "blocked")).first().asString().endsWith(": US1IN cuts off the diagonal (GITM 7.15), and"
                + " the side square it would be turned into is closed: militia stay in their own nation, and G1-V6 is"
                + " in United States (GITM 7.1).");
    }
}
