package org.adjutant.gitm.movement;

import static org.adjutant.gitm.movement.Theatre.events;
import static org.adjutant.gitm.movement.Theatre.lines;
import static org.adjutant.gitm.movement.Theatre.unit;
import static org.adjutant.gitm.movement.Theatre.where;
import static org.assertj.core.api.Assertions.assertThat;

import org.adjutant.gitm.event.Arrived;
import org.adjutant.gitm.event.HaltReason;
import org.adjutant.gitm.event.MarchHalted;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.movement.MarchRules.MarchKind;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitType;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Allowances, fatigue, paths and blanks: GITM 7.1-7.4, 7.6, 7.16. */
class StrategicMarchTest {
    private static final String EAST_SIX = "PATH G1-V6 G2-V6 G3-V6 G4-V6 G5-V6 G6-V6";

    private static Theatre plain() {
        return Theatre.openGround("G0-V0", "H0-X0");
    }

    private static int columnsMarched(TurnOutcome o, String id) {
        return unit(o, id).location().strategic().col() - 60;
    }

    @ParameterizedTest(name = "{0}: {1} squares")
    @CsvSource({"US1IN,3", "US1LI,3", "US1MA,3", "US1LA,3", "US1CQ,3", "US1HA,4", "US1LC,4", "US1MC,4", "US1NC,4",
            "US1AQ,4", "US1SA,2", "MX1MI,2"})
    @DisplayName("GITM 7.1 normal allowances: infantry, medium and light artillery, corps HQs 3; horse artillery, cavalry, army HQs 4; siege artillery and militia 2")
    void gitm_7_1_allowanceByType(String id, int squares) {
        TurnOutcome o = plain().unit(id, id.startsWith("US") ? "US" : "NE", "G0-V6", "7-7")
                .orders(id, EAST_SIX, "HALT BEFORE FORCED MARCH").run();
        assertThat(columnsMarched(o, id)).isEqualTo(squares);
    }

    @Test
    @DisplayName("GITM 7.1 a square costs 1 fatigue, 2 into mountains")
    void gitm_7_1_fatigueCost() {
        TurnOutcome o = plain().square("G2-V6", Terrain.MOUNTAIN)
                .unit("US1IN", "US", "G0-V6", "7-7", b -> b.fatigue(5))
                .orders("US1IN", "PATH G1-V6 G2-V6 G3-V6").run();
        assertThat(where(o, "US1IN")).startsWith("G3-V6");
        // 1 + 2 + 1 on the march, 3 back at the end of the turn (GITM 3.2)
        assertThat(unit(o, "US1IN").fatigue()).isEqualTo(5 + 4 - 3);
    }

    @Test
    @DisplayName("GITM 7.1 a unit with fatigue over 18 may not march; at 18 it may")
    void gitm_7_1_fatigueLimit() {
        TurnOutcome o = plain().unit("US1IN", "US", "G0-V6", "7-7", b -> b.fatigue(19))
                .unit("US2IN", "US", "G0-V7", "7-7", b -> b.fatigue(18))
                .orders("US1IN", "PATH G1-V6").orders("US2IN", "PATH G1-V7").run();
        assertThat(where(o, "US1IN")).startsWith("G0-V6");
        assertThat(lines(o, "halted")).anyMatch(l -> l.contains("US1IN") && l.contains("too tired"));
        assertThat(where(o, "US2IN")).startsWith("G1-V7");
    }

    @Test
    @DisplayName("GITM 7.1 the cones page's stricter limit of 12 can be chosen instead of the rule book's 18")
    void gitm_7_1_conesPageLimitOnRequest() {
        Theatre t = plain().unit("US2IN", "US", "G0-V7", "7-7", b -> b.fatigue(13)).orders("US2IN", "PATH G1-V7");
        t.plugins(t.plugins().withMarchRules(new MarchRules(MarchRules.CONES_PAGE_FATIGUE_LIMIT)));
        assertThat(where(t.run(), "US2IN")).startsWith("G0-V7");
    }

    @Test
    @DisplayName("GITM 7.2 carrying supplies costs one square of allowance")
    void gitm_7_2_supplies() {
        TurnOutcome o = plain().unit("US1IN", "US", "G0-V6", "7-7", b -> b.supplies(1))
                .orders("US1IN", EAST_SIX, "HALT BEFORE FORCED MARCH").run();
        assertThat(columnsMarched(o, "US1IN")).isEqualTo(2);
    }

    @Test
    @DisplayName("GITM 7.2, 10.1 out of communications costs one square; a corps HQ within 2 squares gives communications")
    void gitm_7_2_communications() {
        Theatre t = plain().unit("US1IN", "US", "G0-V6", "7-7").unit("US2IN", "US", "G0-V8", "7-7")
                .unit("US1CQ", "US", "G0-V9", "7-7").unit("US1AQ", "US", "G4-W0", "7-7")
                .orders("US1IN", EAST_SIX, "HALT BEFORE FORCED MARCH")
                .orders("US2IN", "PATH G1-V8 G2-V8 G3-V8 G4-V8 G5-V8", "HALT BEFORE FORCED MARCH");
        t.plugins(t.plugins().withCommunications(new SimpleCommunications()));
        TurnOutcome o = t.run();
        assertThat(columnsMarched(o, "US1IN")).as("4 squares from the corps HQ: out of communications").isEqualTo(2);
        assertThat(columnsMarched(o, "US2IN")).as("2 squares from a corps HQ in communications").isEqualTo(3);
    }

    @Test
    @DisplayName("GITM 10.1 communications: army HQs always; a city of one's own side; corps HQ within 5 of an army HQ")
    void gitm_10_1_simpleCases() {
        var state = plain().city("G5-V5", "Monclova", "7-7", "NE")
                .unit("US1AQ", "US", "G0-V0", "7-7").unit("US1CQ", "US", "G5-V0", "7-7")
                .unit("US2CQ", "US", "G6-V0", "7-7").unit("MX1IN", "NE", "G5-V5", "7-7")
                .unit("US3IN", "US", "G5-V5", "3-3").state();
        Board board = Board.of(state, state.map(n -> java.util.Optional.empty()));
        var in = new SimpleCommunications().inCommunications(board).stream().map(Object::toString).toList();
        assertThat(in).contains("US1AQ", "US1CQ", "MX1IN").doesNotContain("US2CQ", "US3IN");
    }

    @ParameterizedTest(name = "{0}: forced march costs {1}")
    @CsvSource({"US1IN,3", "US1LC,4", "US1LA,4", "US1MA,3"})
    @DisplayName("GITM 7.3 a forced march goes one square further for 3 fatigue, 4 for cavalry and light artillery")
    void gitm_7_3_forcedMarch(String id, int cost) {
        Unit u = Unit.builder(id, "US").at("G0-V6", "7-7").commander("c").deputy("d").supplies(0).build();
        int normal = u.type().movementAllowance();
        TurnOutcome o = plain().unit(id, "US", "G0-V6", "7-7").orders(id, EAST_SIX).run();
        assertThat(columnsMarched(o, id)).isEqualTo(normal + 1);
        assertThat(MarchRules.STANDARD.fatigueCost(u, Terrain.OPEN, MarchKind.FORCED)).isEqualTo(cost);
        assertThat(unit(o, id).fatigue()).isEqualTo(normal + cost - FatigueRecoveryOf.type(u.type()));
        assertThat(lines(o, "forced-march")).hasSize(1);
        assertThat(lines(o, "halted")).anyMatch(l -> l.contains("marched as far as it can"));
    }

    @Test
    @DisplayName("GITM 7.3 militia may not force march; GITM 6.3 a halt before forced march stops at the allowance")
    void gitm_7_3_noForcedMarch() {
        TurnOutcome o = plain().unit("MX1MI", "NE", "G0-V6", "7-7").unit("US1IN", "US", "G0-V8", "7-7")
                .orders("MX1MI", EAST_SIX)
                .orders("US1IN", "PATH G1-V8 G2-V8 G3-V8 G4-V8", "HALT BEFORE FORCED MARCH").run();
        assertThat(columnsMarched(o, "MX1MI")).isEqualTo(2);
        assertThat(columnsMarched(o, "US1IN")).isEqualTo(3);
        assertThat(events(o)).filteredOn(MarchHalted.class::isInstance).map(e -> ((MarchHalted) e).reason())
                .contains(HaltReason.BEFORE_FORCED_MARCH);
    }

    @Test
    @DisplayName("GITM 7.1 militia may not leave their home nation, and the halt says that rule stopped them")
    void gitm_7_1_militiaStayHome() {
        TurnOutcome o = plain().square("G1-V6", Terrain.OPEN, Nation.US, "US")
                .unit("MX1MI", "NE", "G0-V6", "7-7").orders("MX1MI", "PATH G1-V6").run();
        assertThat(where(o, "MX1MI")).startsWith("G0-V6");
        assertThat(lines(o, "halted")).containsExactly("Strategic phase 1: MX1MI halted in G0-V6: the next square of"
                + " its path cannot be entered: militia stay in their own nation, and G1-V6 is in United States"
                + " (GITM 7.1).");
    }

    @Test
    @DisplayName("GITM 7.4 the worked path G4-V6 G5-V6 G6-V7 G7-V8 is marched square by square, diagonals included")
    void gitm_7_4_workedPath() {
        TurnOutcome o = plain().unit("US1LC", "US", "G3-V6", "7-7")
                .orders("US1LC", "PATH G4-V6 G5-V6 G6-V7 G7-V8").run();
        assertThat(events(o)).filteredOn(Arrived.class::isInstance)
                .map(e -> e.phase() + " " + ((Arrived) e).to())
                .containsExactly("Strategic phase 1 G4-V6", "Strategic phase 2 G5-V6", "Strategic phase 3 G6-V7",
                        "Strategic phase 4 G7-V8");
    }

    @Test
    @DisplayName("GITM 7.4 a path G4-V6 G5-V6 G7-V8 halts in G5-V6, since G7-V8 is not adjacent to it")
    void gitm_7_4_haltsAtGap() {
        TurnOutcome o = plain().unit("US1LC", "US", "G3-V6", "7-7").orders("US1LC", "PATH G4-V6 G5-V6 G7-V8").run();
        assertThat(where(o, "US1LC")).startsWith("G5-V6");
        assertThat(events(o)).filteredOn(MarchHalted.class::isInstance).map(e -> ((MarchHalted) e).reason())
                .containsExactly(HaltReason.NOT_ADJACENT);
    }

    @Test
    @DisplayName("GITM 7.6 blank boxes skip a phase; the unit still marches its full allowance")
    void gitm_7_6_blanks() {
        TurnOutcome o = plain().unit("US1IN", "US", "G0-V6", "7-7").orders("US1IN", "PATH - G1-V6 - - G2-V6 G3-V6")
                .run();
        assertThat(events(o)).filteredOn(Arrived.class::isInstance).map(e -> e.phase())
                .containsExactly("Strategic phase 2", "Strategic phase 5", "Strategic phase 6");
        assertThat(where(o, "US1IN")).startsWith("G3-V6");
    }

    @Test
    @DisplayName("GITM 7.16 movement into Guatemala is forbidden; GITM 1.2 so is impassable terrain; each halt names its own rule")
    void gitm_7_16_guatemala() {
        TurnOutcome o = plain().square("G1-V6", Terrain.OPEN, Nation.MX, "GUA").square("G1-V8", Terrain.SWAMP)
                .unit("MX1IN", "NE", "G0-V6", "7-7").unit("MX2IN", "NE", "G0-V8", "7-7")
                .orders("MX1IN", "PATH G1-V6").orders("MX2IN", "PATH G1-V8").run();
        assertThat(where(o, "MX1IN")).startsWith("G0-V6");
        assertThat(where(o, "MX2IN")).startsWith("G0-V8");
        assertThat(lines(o, "halted")).containsExactlyInAnyOrder(
                "Strategic phase 1: MX1IN halted in G0-V6: the next square of its path cannot be entered: G1-V6 is in"
                        + " Guatemala, which no unit may enter (GITM 7.16).",
                "Strategic phase 1: MX2IN halted in G0-V8: the next square of its path cannot be entered: G1-V8 is"
                        + " " + Terrain.SWAMP.words() + ", where no unit can go (GITM 1.2).");
    }

    @Test
    @DisplayName("GITM 7.14 without an entry order the unit keeps its tactical coordinates as far as the entry band allows")
    void gitm_7_14_defaultEntryIsOwnSquare() {
        TurnOutcome o = plain().unit("US1IN", "US", "G0-V6", "5-4").orders("US1IN", "PATH G1-V6").run();
        assertThat(where(o, "US1IN")).isEqualTo("G1-V6 3-4");
        TurnOutcome entry = plain().unit("US1IN", "US", "G0-V6", "5-4").orders("US1IN", "PATH G1-V6", "ENTRY 1-12")
                .run();
        assertThat(where(entry, "US1IN")).isEqualTo("G1-V6 1-12");
    }

    /** Fatigue recovered at the end of the turn, by type (GITM 3.2). */
    private static final class FatigueRecoveryOf {
        static int type(UnitType t) {
            return org.adjutant.gitm.sequence.FatigueRecovery.recovery(t);
        }
    }
}
