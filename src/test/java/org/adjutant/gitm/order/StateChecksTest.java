package org.adjutant.gitm.order;

import static org.adjutant.gitm.order.Theatre.lines;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.adjutant.ruleset.Problem;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class StateChecksTest {
    private static final OrderContext CAMPAIGN = Theatre.context();

    private static List<String> unitProblems(OrderContext ctx, String unitId, String... texts) {
        ParsedBlock<UnitOrder> parsed = OrderParser.parseUnitBlock(lines(texts));
        assertThat(parsed.problems()).as("syntax").isEmpty();
        return StateChecks.checkUnit(parsed, unitId, ctx).stream().map(Problem::toString).toList();
    }

    private static List<String> unitProblems(String unitId, String... texts) {
        return unitProblems(CAMPAIGN, unitId, texts);
    }

    private static List<String> officeProblems(OrderContext ctx, Set<Office> offices, String... texts) {
        ParsedBlock<OfficeOrder> parsed = OrderParser.parseOfficeBlock(lines(texts));
        assertThat(parsed.problems()).as("syntax").isEmpty();
        return StateChecks.checkOffice(parsed, Theatre.MX_STATE, offices, ctx).stream().map(Problem::toString)
                .toList();
    }

    private static List<String> warMinister(String... texts) {
        return officeProblems(CAMPAIGN, EnumSet.of(Office.WAR_MINISTER), texts);
    }

    @Nested
    class StrategicPaths {
        @Test
        @DisplayName("GITM 7.4 the example path of four adjacent squares, diagonals included, is accepted")
        void gitm_7_4_examplePathAccepted() {
            // MX1LC (cavalry, 4 squares + 1 forced) starts in G3-V6, next to the example's first square.
            assertThat(unitProblems("MX1LC", "PATH G4-V6 G5-V6 G6-V7 G7-V8")).isEmpty();
        }

        @Test
        @DisplayName("GITM 7.4 a unit ordered G4-V6 G5-V6 G7-V8 halts in G5-V6: G7-V8 is not adjacent to it")
        void gitm_7_4_haltsAtNonAdjacentSquare() {
            assertThat(unitProblems("MX1IN", "PATH G4-V6 G5-V6 G7-V8")).containsExactly(
                    "line 1: G7-V8 is not next to G5-V6: the unit will halt at G5-V6 (GITM 7.4)");
        }

        @Test
        @DisplayName("GITM 7.4 the first box must be next to where the unit stands")
        void gitm_7_4_firstBoxFromStart() {
            assertThat(unitProblems("MX1IN", "PATH G6-V6 G7-V6")).containsExactly(
                    "line 1: G6-V6 is not next to G3-V6: the unit will halt at G3-V6 (GITM 7.4)");
            assertThat(unitProblems("MX1IN", "PATH G3-V6 G4-V6")).hasSize(1);
        }

        @Test
        @DisplayName("GITM 7.6 blanks do not break adjacency: the unit waits where it is")
        void gitm_7_6_blanksKeepAdjacency() {
            assertThat(unitProblems("MX1IN", "PATH - G4-V6 - G5-V6 - G6-V6")).isEmpty();
        }

        @Test
        @DisplayName("GITM 1.2 impassable squares on the path stop the unit before them")
        void gitm_1_2_impassable() {
            assertThat(unitProblems("MX1IN", "PATH G4-V6 G5-V5 G6-V5")).containsExactly(
                    "line 1: G6-V5 is swamp, which no unit can enter (GITM 1.2): the unit will halt at G5-V5");
        }

        @Test
        @DisplayName("GITM 1.1 squares off the playing area cannot be entered")
        void gitm_1_1_offTheArea() {
            assertThat(unitProblems("MX8IN", "PATH F1-U1 F0-U1 E9-U1")).containsExactly(
                    "line 1: E9-U1 is off the playing area (GITM 1.1): the unit will halt at F0-U1");
        }

        @Test
        @DisplayName("GITM 7.16 movement into Guatemala is forbidden")
        void gitm_7_16_guatemala() {
            assertThat(unitProblems("MX1IN", "PATH G4-V7 G5-V8")).containsExactly(
                    "line 1: G5-V8 is in Guatemala, which no unit may enter (GITM 7.16): the unit will halt at G4-V7");
        }

        @Test
        @DisplayName("GITM 7.1 militia may not leave their home nation; Mexican militia go anywhere in Mexico")
        void gitm_7_1_militiaHomeNation() {
            assertThat(unitProblems("MX5MI", "PATH G7-V9")).containsExactly("line 1: MX5MI is militia and may not"
                    + " leave Mexico: G7-V9 is in the United States (GITM 7.1): the unit will halt at G6-V9");
            assertThat(unitProblems("MX5MI", "PATH G5-V9 G4-V9")).isEmpty();
            assertThat(unitProblems("MX1IN", "PATH G4-V7 G5-V7 G6-V8 G7-V9")).isEmpty();
        }

        @Test
        @DisplayName("GITM 7.1, 7.3 a path may not fill more boxes than the allowance plus one forced march")
        void gitm_7_3_allowance() {
            assertThat(unitProblems("MX1IN", "PATH G4-V6 G5-V6 G6-V6 G7-V6")).isEmpty();
            assertThat(unitProblems("MX1IN", "PATH G4-V6 G5-V6 G6-V6 G7-V6 G8-V6")).containsExactly(
                    "line 1: MX1IN marches at most 4 squares a turn, 3 and one forced march (GITM 7.1, 7.3);"
                            + " this path fills 5 boxes");
            assertThat(unitProblems("MX5MI", "PATH G5-V9 G4-V9 G3-V9")).containsExactly("line 1: MX5MI marches"
                    + " at most 2 squares a turn and militia may not force march (GITM 7.1, 7.3);"
                    + " this path fills 3 boxes");
        }

        @Test
        @DisplayName("GITM 7.17 militia may not board transports; in a game without ships there is no group to board"
                + " and no unit at sea to go ashore into an off-map port's garrison")
        void gitm_7_17_transports() {
            assertThat(unitProblems("MX5MI", "BOARD MX1TR")).containsExactly(
                    "line 1: militia may not board transports or sail to ports (GITM 7.17)");
            assertThat(unitProblems("MX1IN", "BOARD MX1TR")).as("a game without ships has no group to board")
                    .containsExactly("line 1: MX1TR is not a transport group of this game");
            assertThat(unitProblems("MX1IN", "PORT havana")).containsExactly("line 1: MX1IN is not aboard a transport"
                    + " group: PORT puts units at sea ashore into the garrison of the off-map port whose harbour their"
                    + " group lies in (GITM 7.17)");
            assertThat(unitProblems("MX1IN", "PORT Atlantis")).containsExactly(
                    "line 1: 'Atlantis' is not an off-map port of this game");
        }

        @Test
        @DisplayName("a unit in an off-map garrison has no map path to march")
        void garrisonCannotMarch() {
            assertThat(unitProblems("MX7IN", "PATH G4-V6")).containsExactly(
                    "line 1: MX7IN is in the garrison of Havana, off the land map: it leaves with BOARD <group> when a"
                            + " transport group of its side lies in Havana harbour, or on a deployment turn with DEPLOY"
                            + " TO <square> (GITM 7.17, 7.18)");
        }
    }

    @Nested
    class Supply {
        @Test
        @DisplayName("GITM 10.7 only a corps HQ carries more than one supply, up to 12")
        void gitm_10_7_level() {
            assertThat(unitProblems("MX1CQ", "SUPPLY LEVEL 12")).isEmpty();
            assertThat(unitProblems("MX1IN", "SUPPLY LEVEL 1")).isEmpty();
            assertThat(unitProblems("MX1IN", "SUPPLY LEVEL 2")).containsExactly(
                    "line 1: only a corps HQ carries more than 1 supply; MX1IN can carry 0 or 1 (GITM 10.7)");
        }

        @Test
        @DisplayName("GITM 10.5 units draw from a corps HQ or a city; a corps HQ draws from a city")
        void gitm_10_5_sources() {
            assertThat(unitProblems("MX1IN", "SUPPLY SOURCE MX1CQ")).isEmpty();
            assertThat(unitProblems("MX1IN", "SUPPLY SOURCE monterrey")).isEmpty();
            assertThat(unitProblems("MX1IN", "SUPPLY SOURCE MX2IN")).containsExactly("line 1: MX2IN is not a corps"
                    + " HQ: units draw supply from a corps HQ or a city (GITM 10.5)");
            assertThat(unitProblems("MX1CQ", "SUPPLY SOURCE MX1AQ")).containsExactly(
                    "line 1: a corps HQ draws its supplies from a city, not from MX1AQ (GITM 10.5)");
            assertThat(unitProblems("MX1IN", "SUPPLY SOURCE Gotham")).containsExactly(
                    "line 1: 'Gotham' is neither a city nor a corps HQ of this game");
        }
    }

    @Nested
    class Deployment {
        private final OrderContext deployment = Theatre.builder().turn(TurnKind.DEPLOYMENT)
                .northOfRioGrande(s -> s.row() < Theatre.sq("A0-V0").row()).build();

        @Test
        @DisplayName("GITM 7.18 deployment needs only the destination, not a path, and only on the deployment turn")
        void gitm_7_18_deploy() {
            assertThat(unitProblems(deployment, "MX1IN", "DEPLOY TO G8-V2 AT 3-3")).isEmpty();
            assertThat(unitProblems(deployment, "MX1IN", "PATH G4-V6")).containsExactly(
                    "line 1: on the deployment turn units are placed with DEPLOY, not marched (GITM 7.18)");
            assertThat(unitProblems("MX1IN", "DEPLOY TO G8-V2")).containsExactly(
                    "line 1: DEPLOY is only for the pre-game deployment turn; march with PATH (GITM 7.18)");
        }

        @Test
        @DisplayName("GITM 7.18 militia cannot move on deployment turns")
        void gitm_7_18_militia() {
            assertThat(unitProblems(deployment, "MX5MI", "DEPLOY AT 3-3")).containsExactly(
                    "line 1: militia cannot move on deployment turns (GITM 7.18)");
        }

        @Test
        @DisplayName("GITM 7.19 Mexico may not deploy north of the Rio Grande nor into cities in row S0 or north")
        void gitm_7_19_mexico() {
            assertThat(unitProblems(deployment, "MX1IN", "DEPLOY TO G8-U5")).containsExactly(
                    "line 1: Mexico may not deploy north of the Rio Grande, as G8-U5 is (GITM 7.19)");
            OrderContext north = Theatre.builder().turn(TurnKind.DEPLOYMENT)
                    .square(Theatre.sq("G8-S0"), new org.adjutant.gitm.map.SquareInfo(
                            org.adjutant.gitm.map.Terrain.OPEN, org.adjutant.gitm.map.Nation.MX, Theatre.MX_STATE,
                            List.of(), List.of(), List.of(), List.of(new org.adjutant.gitm.map.City("Santa Fe",
                            Theatre.sq("G8-S0"), Theatre.tac("7-7"), Theatre.MX_STATE, 1, 0, 0, 0, false))))
                    .build();
            assertThat(unitProblems(north, "MX1IN", "DEPLOY TO G8-S0")).containsExactly(
                    "line 1: Mexico may not deploy into cities in row S0 or north of it, such as Santa Fe (GITM 7.19)");
        }

        @Test
        @DisplayName("GITM 7.19 the United States may not deploy into or out of Yerba Buena")
        void gitm_7_19_unitedStates() {
            assertThat(unitProblems(deployment, "US1IN", "DEPLOY TO H5-W5")).containsExactly(
                    "line 1: the United States may not deploy units into or out of Yerba Buena (GITM 7.19)");
        }

        @Test
        @DisplayName("GITM 7.17, 7.18 deployment to an off-map port garrison names a known port; who holds it, its"
                + " blockade and the unit's chain of contact are the deadline's (GarrisonsTest plays them)")
        void gitm_7_18_port() {
            assertThat(unitProblems(deployment, "MX1IN", "DEPLOY TO PORT Havana")).isEmpty();
            assertThat(unitProblems(deployment, "MX5MI", "DEPLOY TO PORT Havana")).containsExactly(
                    "line 1: militia cannot move on deployment turns (GITM 7.18)");
            assertThat(unitProblems(deployment, "MX7IN", "DEPLOY TO PORT Havana")).containsExactly(
                    "line 1: MX7IN is already in the garrison of Havana");
            assertThat(unitProblems(deployment, "MX1IN", "DEPLOY TO PORT Atlantis")).containsExactly(
                    "line 1: 'Atlantis' is not an off-map port of this game");
        }
    }

    @Nested
    class UnitAdministration {
        @Test
        @DisplayName("GITM 3.5, SoW 4.13 mergers need the same type and state and the same square; no HQ or militia")
        void gitm_3_5_merge() {
            assertThat(unitProblems("MX2IN", "MERGE INTO MX1IN")).isEmpty();
            assertThat(unitProblems("MX3LI", "MERGE INTO MX1IN")).containsExactly("line 1: MX3LI and MX1IN are not"
                    + " of the same type, so they cannot merge (SoW 4.13)");
            assertThat(unitProblems("MX4IN", "MERGE INTO MX1IN")).containsExactly("line 1: MX4IN is in G9-V6 and"
                    + " MX1IN in G3-V6: they must be in the same strategic square to merge (SoW 4.13)");
            assertThat(unitProblems("MX5MI", "MERGE INTO MX6MI")).containsExactly(
                    "line 1: headquarters and militia cannot merge (GITM 3.5)");
        }

        @Test
        @DisplayName("SoW 4.11 transfers need men to give and a unit of the same type")
        void sow_4_11_transfer() {
            assertThat(unitProblems("MX2IN", "TRANSFER 200 MEN TO MX1IN")).isEmpty();
            assertThat(unitProblems("MX2IN", "TRANSFER 1500 MEN TO MX1IN")).containsExactly(
                    "line 1: MX2IN has only 1000 men to give, not 1500");
            assertThat(unitProblems("MX1CQ", "TRANSFER 50 MEN TO MX1AQ")).containsExactly(
                    "line 1: headquarters cannot transfer men (SoW 4.11)");
        }

        @Test
        @DisplayName("SoW 4.9, 4.11 a transfer over the receiver's ceilings, or of every man, is refused at arrival")
        void sow_4_11_ceilingsAndLastMan() {
            assertThat(unitProblems("MX2IN", "TRANSFER 600 MEN TO MX1IN")).containsExactly("line 1: MX1IN would have"
                    + " 1,600 men; a unit of infantry may be brought to at most 1,500 (SoW 4.9)");
            assertThat(unitProblems("MX2IN", "TRANSFER 1 BATTERY TO MX1IN")).containsExactly("line 1: MX1IN would have"
                    + " 2 batteries; a unit of infantry has at most 1 (SoW 4.9)");
            assertThat(unitProblems("MX2IN", "TRANSFER 1000 MEN TO MX1IN")).containsExactly(
                    "line 1: the transfer would leave MX2IN with no men: merge it instead (SoW 4.13)");
            assertThat(unitProblems("MX2IN", "TRANSFER 500 MEN 1 BATTERY TO MX1IN")).hasSize(1);
        }

        @Test
        @DisplayName("SoW 4.11 on peace and truce turns a transfer needs no common square")
        void sow_4_11_peaceAnywhere() {
            OrderContext peace = Theatre.builder().turn(TurnKind.PEACE_OR_TRUCE).build();
            assertThat(unitProblems(peace, "MX4IN", "TRANSFER 200 MEN TO MX1IN")).isEmpty();
            assertThat(unitProblems("MX4IN", "TRANSFER 200 MEN TO MX1IN")).containsExactly("line 1: MX4IN is in G9-V6"
                    + " and MX1IN in G3-V6: they must be in the same strategic square to transfer men (SoW 4.11)");
            assertThat(unitProblems(peace, "MX4IN", "MERGE INTO MX1IN")).as("merges still share a square")
                    .hasSize(1);
        }

        @Test
        @DisplayName("GITM 7.18, sow.md 22 the deployment turn runs the Orders phase: merges, transfers and disbanding are taken; a transfer may join units apart, as the deadline reads SoW 4.11 before the first campaign")
        void gitm_7_18_forcesOrdersOnDeployment() {
            OrderContext deployment = Theatre.builder().turn(TurnKind.DEPLOYMENT).build();
            assertThat(unitProblems(deployment, "MX2IN", "MERGE INTO MX1IN")).isEmpty();
            assertThat(unitProblems(deployment, "MX2IN", "TRANSFER 100 MEN TO MX1IN")).isEmpty();
            assertThat(unitProblems(deployment, "MX4IN", "TRANSFER 200 MEN TO MX1IN")).as("G9-V6 to G3-V6").isEmpty();
            assertThat(unitProblems(deployment, "MX4IN", "MERGE INTO MX1IN")).as("merges still share a square")
                    .hasSize(1);
            assertThat(officeProblems(deployment, EnumSet.of(Office.WAR_MINISTER), "DISBAND MX4IN",
                    "MERGE MX2IN INTO MX1IN", "TRANSFER 100 MEN FROM MX2IN TO MX1IN")).isEmpty();
            // the unit merged away in the Orders phase is not there when the placement comes
            assertThat(unitProblems(deployment, "MX2IN", "MERGE INTO MX1IN", "DEPLOY AT 2-2")).containsExactly(
                    "line 2: MX2IN merges into MX1IN in the Orders phase, before the placement: it will not be there"
                            + " to deploy (docs/rules/sow.md section 22)");
        }

        @Test
        @DisplayName("SoW 4.15 no leak: a DISBAND beside an enemy is accepted at arrival; the deadline judges the square")
        void sow_4_15_noLeakAtArrival() {
            OrderContext withEnemy = Theatre.builder().unit(Theatre.unit("MX9IN", "G8-V9", "1-1")).build();
            assertThat(officeProblems(withEnemy, EnumSet.of(Office.WAR_MINISTER), "DISBAND MX9IN")).isEmpty();
        }
    }

    @Nested
    class Offices {
        @Test
        @DisplayName("GITM 11.1, SoW 4.15 the War Minister inactivates and disbands his state's units")
        void gitm_11_1_warMinister() {
            assertThat(warMinister("INACTIVATE MX3LI", "DISBAND MX4IN")).isEmpty();
            assertThat(warMinister("DISBAND US1IN")).containsExactly(
                    "line 1: US1IN is not a unit of Los Defensores");
            assertThat(warMinister("DISBAND MX7IN")).containsExactly(
                    "line 1: units in the garrison of an off-map port cannot be disbanded (SoW 4.15)");
            assertThat(warMinister("INACTIVATE MX7IN")).containsExactly(
                    "line 1: only units on the map can be inactivated (GITM 11.1)");
        }

        @Test
        @DisplayName("GITM 11.1, 12.5 INACTIVATE and ACTIVATE of a shattered unit are refused at once, in the deadline's words")
        void gitm_11_1_shatteredUnit() {
            OrderContext ctx = Theatre.builder()
                    .unit(new UnitView("MX9IN", Branch.IN, Theatre.MX_STATE, org.adjutant.gitm.map.Nation.MX,
                            new UnitLocation.OnMap(Theatre.sq("G3-V6"), Theatre.tac("2-2")), false, 400, 0, true))
                    .unit(new UnitView("MX10IN", Branch.IN, Theatre.MX_STATE, org.adjutant.gitm.map.Nation.MX,
                            new UnitLocation.OnMap(Theatre.sq("G3-V6"), Theatre.tac("2-3")), false, 400, 0))
                    .build();
            Set<Office> minister = EnumSet.of(Office.WAR_MINISTER);
            assertThat(unitProblems(ctx, "MX9IN", "INACTIVATE")).containsExactly(
                    "line 1: MX9IN is shattered and cannot stand down: only an active unit may (GITM 11.1, 12.2)");
            assertThat(officeProblems(ctx, minister, "ACTIVATE MX9IN")).containsExactly(
                    "line 1: MX9IN is shattered and cannot be activated: it becomes active again only by reforming"
                            + " (GITM 12.5)");
            assertThat(unitProblems(ctx, "MX10IN", "ACTIVATE")).as("an inactive unit").isEmpty();
            assertThat(officeProblems(ctx, minister, "INACTIVATE MX10IN")).as("already inactive: nothing to do")
                    .containsExactly("line 1: MX10IN is already inactive, so INACTIVATE would change nothing"
                            + " (GITM 11.1)");
            assertThat(unitProblems(ctx, "MX1IN", "INACTIVATE")).isEmpty();
            assertThat(unitProblems(ctx, "MX7IN", "INACTIVATE")).containsExactly(
                    "line 1: MX7IN is in the garrison of Havana, off the land map: a unit in the garrison of an off-map"
                            + " port is inactive while it stays there (GITM 11.1)");
        }

        @Test
        @DisplayName("GITM 7.18, 11.1, sow.md 22 INACTIVATE and ACTIVATE are taken on the deployment turn, whose Orders phase comes before the placement")
        void gitm_11_1_onDeploymentTurn() {
            OrderContext deployment = Theatre.builder().turn(TurnKind.DEPLOYMENT)
                    .unit(new UnitView("MX9IN", Branch.IN, Theatre.MX_STATE, org.adjutant.gitm.map.Nation.MX,
                            new UnitLocation.OnMap(Theatre.sq("G3-V6"), Theatre.tac("2-3")), false, 400, 0))
                    .build();
            assertThat(unitProblems(deployment, "MX1IN", "INACTIVATE")).isEmpty();
            assertThat(unitProblems(deployment, "MX9IN", "ACTIVATE")).isEmpty();
            assertThat(officeProblems(deployment, EnumSet.of(Office.WAR_MINISTER), "INACTIVATE MX1IN",
                    "ACTIVATE MX9IN")).isEmpty();
            assertThat(officeProblems(deployment, EnumSet.of(Office.WAR_MINISTER), "INACTIVATE MX7IN"))
                    .containsExactly("line 1: only units on the map can be inactivated (GITM 11.1)");
        }

        @Test
        @DisplayName("SoW 4.15 an army-HQ commander may not disband; GITM 10.6 he may send supplies")
        void sow_4_15_whoMayDisband() {
            Set<Office> aq = EnumSet.of(Office.ARMY_HQ_COMMANDER);
            assertThat(officeProblems(CAMPAIGN, aq, "DISBAND MX4IN")).containsExactly(
                    "line 1: only the War Minister, the Prime Minister or the Monarch may give DISBAND");
            assertThat(officeProblems(CAMPAIGN, aq, "SEND 10 SUPPLIES FROM Monterrey TO Saltillo")).isEmpty();
        }

        @Test
        @DisplayName("GITM 10.6 supplies leave the state's own cities, at most 60 from a city on a campaign turn")
        void gitm_10_6_supplyMoves() {
            assertThat(warMinister("SEND 40 SUPPLIES FROM Monterrey TO Saltillo",
                    "SEND 30 SUPPLIES FROM monterrey TO Havana")).containsExactly("line 2: a city sends at most 60"
                    + " supplies a turn; this block sends 70 from monterrey (GITM 10.6)");
            assertThat(warMinister("SEND 10 SUPPLIES FROM Camargo TO Saltillo")).containsExactly("line 1: Camargo is"
                    + " controlled by United States: supplies can be sent only from your own cities (GITM 10.6)");
            OrderContext peace = Theatre.builder().turn(TurnKind.PEACE_OR_TRUCE).build();
            assertThat(officeProblems(peace, EnumSet.of(Office.WAR_MINISTER),
                    "SEND 100 SUPPLIES FROM Monterrey TO Saltillo")).isEmpty();
        }

        @Test
        @DisplayName("SoW 4.2, 4.3 militia any turn, other units only on the build turn, in the state's own nation")
        void sow_4_2_raise() {
            Set<Office> treasury = EnumSet.of(Office.TREASURY_MINISTER);
            assertThat(officeProblems(CAMPAIGN, treasury, "RAISE 2 MI AT Monterrey MEN 800")).isEmpty();
            assertThat(officeProblems(CAMPAIGN, treasury, "RAISE 1 IN AT Monterrey MEN 800")).containsExactly(
                    "line 1: only militia can be raised on this turn; other units only on the build turn (SoW 4.2)");
            OrderContext build = Theatre.builder().turn(TurnKind.BUILD).build();
            assertThat(officeProblems(build, treasury, "RAISE 1 IN AT Monterrey MEN 800")).isEmpty();
            assertThat(officeProblems(build, treasury, "RAISE 1 IN AT Camargo MEN 800")).containsExactly(
                    "line 1: Camargo is controlled by United States: only militia may be raised in a city held by"
                            + " another state (SoW 4.3)");
            assertThat(officeProblems(CAMPAIGN, treasury, "RAISE 1 MI AT Camargo MEN 800")).isEmpty();
            assertThat(officeProblems(CAMPAIGN, treasury, "RAISE 1 MI AT Yerba Buena MEN 800")).containsExactly(
                    "line 1: Yerba Buena is not in Mexico: units are raised only in their own nation (SoW 4.3)");
        }
    }
}
