package org.adjutant.gitm.order;

import static org.adjutant.gitm.order.Theatre.lines;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import org.adjutant.ruleset.BlockVerdict;
import org.adjutant.ruleset.Problem;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class OrderDeskTest {
    private final OrderContext ctx = Theatre.context();

    @Test
    @DisplayName("an accepted block echoes every order in normal form, postures and line filled in")
    void accepted() {
        BlockVerdict v = OrderDesk.checkUnitBlock(ctx, "MX1IN", lines(
                "path g4v6 g5v6 - g6v7   # round the swamp",
                "halt on detection",
                "move to 5-9 via 3-4 phase 2",
                "support 7-7 radius 2",
                "supply level 1 source mx1cq"));
        assertThat(v.isAccepted()).isTrue();
        assertThat(v.normalForm()).containsExactly("PATH G4-V6 G5-V6 - G6-V7", "HALT ON DETECTION",
                "MOVE TO 5-9 VIA 3-4 PHASE 2", "SUPPORT 7-7 RADIUS 2 PHASES 1-5", "SUPPLY LEVEL 1",
                "SUPPLY SOURCE MX1CQ", "OFFENSIVE SKIRMISH", "DEFENSIVE SKIRMISH", "LINE FIRST");
    }

    @Test
    @DisplayName("syntax and state problems of one block are reported together")
    void allProblemsAtOnce() {
        BlockVerdict v = OrderDesk.checkUnitBlock(ctx, "MX1IN", lines("PATH G4-V6 G6-V6", "MARHC", "SUPPLY LEVEL 2"));
        assertThat(v.isAccepted()).isFalse();
        assertThat(v.problems()).extracting(Problem::line).containsExactly(2, 1, 3);
    }

    @Test
    @DisplayName("a UNIT block with no orders is refused; an unknown unit is named")
    void emptyAndUnknown() {
        assertThat(OrderDesk.checkUnitBlock(ctx, "MX1IN", lines("# nothing")).problems()).hasSize(1);
        assertThat(OrderDesk.checkUnitBlock(ctx, "MX99IN", lines("PURSUE")).problems()).extracting(Problem::reason)
                .containsExactly("there is no unit 'MX99IN' in this game");
    }

    @Test
    @DisplayName("a PLAYER block holding only the core's lines is accepted empty")
    void officeOnlyCoreLines() {
        BlockVerdict v = OrderDesk.checkOfficeBlock(ctx, Theatre.MX_STATE, EnumSet.of(Office.WAR_MINISTER),
                lines("NEW PASSWORD swordfish", "ASSIGN MX1IN COMMANDER p7 DEPUTY p8"));
        assertThat(v.isAccepted()).isTrue();
        assertThat(v.normalForm()).isEmpty();
    }

    @Test
    @DisplayName("problems past the cap are counted in one last line")
    void capped() {
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            texts.add("FOO" + i);
        }
        texts.add("SUPPLY LEVEL 2");
        BlockVerdict v = OrderDesk.checkUnitBlock(ctx, "MX1IN", lines(texts.toArray(String[]::new)));
        assertThat(v.problems()).hasSize(ProblemList.MAX_LISTED + 1);
        assertThat(v.problems().get(ProblemList.MAX_LISTED).reason()).isEqualTo("...and 11 more problems");
    }
}
