package org.adjutant.gitm.movement;

import static org.adjutant.gitm.movement.Theatre.lines;
import static org.adjutant.gitm.movement.Theatre.where;
import static org.assertj.core.api.Assertions.assertThat;

import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The pre-game deployment turn: GITM 7.18-7.19. */
class DeploymentTest {
    /** A US rear around H0-V0, a Mexican north around H0-W5, a neutral Yucatan square. */
    private static Theatre theatre() {
        return Theatre.openGround("G5-V0", "H5-X0")
                .block("G5-V0", "H5-V9", Terrain.OPEN)
                .square("H0-V0", Terrain.OPEN, Nation.US, "US").square("H1-V0", Terrain.OPEN, Nation.US, "US")
                .square("H5-W5", Terrain.OPEN, Nation.MX, "YUC")
                .city("H0-V0", "Fort Jesup", "7-7", "US")
                .city("H0-W5", "Saltillo", "7-7", "NE").city("H5-W5", "Merida", "7-7", "YUC")
                .unit("US1AQ", "US", "H0-V0", "7-7").unit("US1CQ", "US", "H0-V0", "7-7")
                .unit("US1IN", "US", "H0-V0", "7-7").turn(0);
    }

    private static Theatre withSimpleCommunications(Theatre t) {
        return t.plugins(t.plugins().withCommunications(new SimpleCommunications()));
    }

    private static TurnOutcome run(Theatre t) {
        return t.run(new FixedDice());
    }

    @Test
    @DisplayName("GITM 7.18 units are placed anywhere with a chain of contact and supply, without a path; the turn then becomes campaign turn 1")
    void gitm_7_18_placedNotMarched() {
        TurnOutcome o = run(theatre().orders("US1IN", "DEPLOY TO H0-V2 AT 3-3").orders("US1CQ", "DEPLOY TO H0-V4"));
        assertThat(where(o, "US1CQ")).as("within 5 of the army HQ").isEqualTo("H0-V4 7-7");
        assertThat(where(o, "US1IN")).as("within 2 of where the corps HQ stood").isEqualTo("H0-V2 3-3");
        GitmState next = Theatre.next(o);
        assertThat(next.turn()).isEqualTo(1);
        assertThat(lines(o, "deployed")).hasSize(2);
    }

    @Test
    @DisplayName("GITM 7.18 a blank tactical square keeps the unit's coordinates when passable, otherwise a labelled roll picks one")
    void gitm_7_18_tacticalSquare() {
        TurnOutcome o = run(theatre().terrain("H0-V3", TacticalTerrain.WATER, "7-7")
                .orders("US1CQ", "DEPLOY TO H0-V3"));
        assertThat(where(o, "US1CQ")).startsWith("H0-V3").isNotEqualTo("H0-V3 7-7");
    }

    @Test
    @DisplayName("GITM 1.2, 7.18 a deployment into a square no unit may enter is refused with that rule, not a bare 'cannot be entered'")
    void gitm_7_18_closedGround() {
        TurnOutcome o = run(theatre().square("H0-V3", org.adjutant.gitm.map.Terrain.WATER)
                .orders("US1CQ", "DEPLOY TO H0-V3"));
        assertThat(lines(o, "deployment-refused")).containsExactly(
                "Deployment: US1CQ stayed where it was: H0-V3 is water, where no unit can go (GITM 1.2).");
    }

    @Test
    @DisplayName("GITM 7.18 militia and units out of supply or communications stay; no square with hostile units or of a neutral power")
    void gitm_7_18_refusals() {
        TurnOutcome o = run(withSimpleCommunications(theatre()).unit("MX1MI", "NE", "H0-W5", "7-7").unit("MX1IN", "NE", "H0-W5", "7-7")
                .unit("US2IN", "US", "G5-V5", "7-7")
                .orders("MX1MI", "DEPLOY TO H0-W6").orders("US2IN", "DEPLOY TO H0-V1")
                .orders("US1IN", "DEPLOY TO H0-W5").orders("US1CQ", "DEPLOY TO H5-W5")
                .orders("MX1IN", "DEPLOY TO H3-W9"));
        assertThat(lines(o, "deployment-refused")).containsExactlyInAnyOrder(
                "Deployment: MX1MI stayed where it was: militia cannot move on the deployment turn (GITM 7.18).",
                "Deployment: US2IN stayed where it was: it is not in communications where it stands, so it may not"
                        + " move (GITM 7.18).",
                "Deployment: US1IN stayed where it was: H0-W5 holds hostile troops (GITM 7.18).",
                "Deployment: US1CQ stayed where it was: H5-W5 belongs to a neutral power (GITM 7.18).",
                "Deployment: MX1IN stayed where it was: it would not be in supply in H3-W9 (GITM 7.18).");
    }

    @Test
    @DisplayName("GITM 7.19 Mexico may not deploy into cities in row S0 or further north; open country there is allowed")
    void gitm_7_19_mexicanLimits() {
        TurnOutcome o = run(Theatre.openGround("G5-S0", "G9-S3").city("G5-S0", "Santa Fe", "7-7", "NM")
                .city("G6-S3", "Taos", "7-7", "NM")
                .unit("MX1IN", "NM", "G6-S3", "7-7").unit("MX2IN", "NM", "G6-S3", "7-7")
                .unit("MX1CQ", "NM", "G6-S3", "7-7").turn(0)
                .orders("MX1IN", "DEPLOY TO G5-S0").orders("MX2IN", "DEPLOY TO G7-S1"));
        assertThat(lines(o, "deployment-refused")).containsExactly("Deployment: MX1IN stayed where it was: Mexican "
                + "units may not deploy into cities in row S0 or further north (GITM 7.19).");
    }

    @Test
    @DisplayName("GITM 7.18 tactical squares over the 12-unit limit are restacked at the end of the deployment turn")
    void gitm_7_18_restack() {
        Theatre t = theatre();
        for (int i = 2; i <= 13; i++) {
            t.unit("US" + i + "IN", "US", "H0-V0", "7-7");
            t.orders("US" + i + "IN", "DEPLOY AT 3-3");
        }
        t.orders("US1IN", "DEPLOY AT 3-3");
        TurnOutcome o = run(t);
        GitmState next = Theatre.next(o);
        long at33 = next.units().stream().filter(u -> u.location().toString().equals("H0-V0 3-3")).count();
        assertThat(at33).isEqualTo(12);
        assertThat(org.adjutant.gitm.state.StackingRules.check(next, next.map(n -> java.util.Optional.empty())))
                .isEmpty();
    }

    @Test
    @DisplayName("GITM 7.19 Mexico may not deploy north of the Rio Grande; the US may not move units into or out of Fort Dodge or Yerba Buena")
    void gitm_7_19_riverAndForts() {
        TurnOutcome o = run(theatre().riverName("G9-V6", "Rio Grande").city("G9-V9", "Fort Dodge", "3-3", "US")
                .city("G8-V9", "Parras", "3-3", "NE")
                .unit("MX1IN", "NE", "G8-V9", "7-7").unit("MX1CQ", "NE", "G8-V9", "7-7")
                .unit("US5IN", "US", "G9-V9", "7-7")
                .orders("MX1IN", "DEPLOY TO G9-V5").orders("US5IN", "DEPLOY TO G9-V8")
                .orders("US1IN", "DEPLOY TO G9-V9"));
        assertThat(lines(o, "deployment-refused")).containsExactlyInAnyOrder(
                "Deployment: MX1IN stayed where it was: Mexican units may not deploy north of the Rio Grande (GITM 7.19).",
                "Deployment: US5IN stayed where it was: US units may not deploy into or out of Yerba Buena or Fort "
                        + "Dodge (GITM 7.19).",
                "Deployment: US1IN stayed where it was: US units may not deploy into or out of Yerba Buena or Fort "
                        + "Dodge (GITM 7.19).");
    }
}
