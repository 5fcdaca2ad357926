package org.adjutant.gitm.order;

import static org.adjutant.gitm.order.Theatre.lines;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.adjutant.gitm.map.Nation;
import org.adjutant.ruleset.BlockVerdict;
import org.adjutant.ruleset.Problem;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Nothing accepted does nothing: every order the grammar reads is either carried out by the turn or refused when the
 * mail arrives, with the reason ({@link CarriedOut}, docs/orders.md section 5.3).
 */
class CarriedOutTest {
    private static final OrderContext CAMPAIGN = Theatre.context();
    private static final OrderContext DEPLOYMENT = Theatre.builder().turn(TurnKind.DEPLOYMENT).build();
    private static final OrderContext PEACE = Theatre.builder().turn(TurnKind.PEACE_OR_TRUCE).build();

    private static List<String> unitProblems(OrderContext ctx, String unitId, String... texts) {
        ParsedBlock<UnitOrder> parsed = OrderParser.parseUnitBlock(lines(texts));
        assertThat(parsed.problems()).as("syntax").isEmpty();
        return StateChecks.checkUnit(parsed, unitId, ctx).stream().map(Problem::toString).toList();
    }

    private static List<String> officeProblems(OrderContext ctx, String... texts) {
        ParsedBlock<OfficeOrder> parsed = OrderParser.parseOfficeBlock(lines(texts));
        assertThat(parsed.problems()).as("syntax").isEmpty();
        return StateChecks.checkOffice(parsed, Theatre.MX_STATE, EnumSet.of(Office.WAR_MINISTER,
                Office.TREASURY_MINISTER), ctx).stream().map(Problem::toString).toList();
    }

    @Nested
    class NotYetPlayed {
        @Test
        @DisplayName("GITM 7.17 BOARD, PORT and DEPLOY TO PORT are played and judged against the game's ships and"
                + " ports; the rules that forbid them anyway are named first")
        void gitm_7_17_navalMovementRefused() {
            assertThat(unitProblems(CAMPAIGN, "MX1IN", "BOARD US1TR")).as("played: a game without ships has none")
                    .containsExactly("line 1: US1TR is not a transport group of this game");
            assertThat(unitProblems(CAMPAIGN, "MX1IN", "PATH MX1TR")).as("the path form of boarding")
                    .containsExactly("line 1: MX1TR is not a transport group of this game");
            assertThat(unitProblems(CAMPAIGN, "MX1IN", "PORT Baltimore")).singleElement().asString()
                    .contains("MX1IN is not aboard a transport group: PORT puts units at sea ashore");
            assertThat(unitProblems(DEPLOYMENT, "MX1IN", "PORT Baltimore")).singleElement().asString()
                    .contains("units go into the garrison of an off-map port with DEPLOY TO PORT <port> (GITM 7.18)");
            assertThat(unitProblems(DEPLOYMENT, "MX1IN", "DEPLOY TO PORT Baltimore")).isEmpty();
            assertThat(unitProblems(CAMPAIGN, "MX5MI", "PORT Baltimore")).as("the rule that forbids it anyway")
                    .containsExactly("line 1: militia may not board transports or sail to ports (GITM 7.17)");
        }

        @Test
        @DisplayName("GITM 7.17 a block that boards is refused whole: the accepted orders of the unit stand")
        void gitm_7_17_blockRefusedWhole() {
            BlockVerdict v = OrderDesk.checkUnitBlock(CAMPAIGN, "MX1IN", lines("BOARD US1TR", "LINE SECOND"));
            assertThat(v.isAccepted()).isFalse();
            assertThat(v.problems()).hasSize(1);
        }

        @Test
        @DisplayName("GITM 10.6 SEND between a city and an off-map port is refused at arrival with the way that works")
        void gitm_10_6_sendToPortRefused() {
            // port to port with an off-map port is not played; its supplies go in a transport group's holds
            assertThat(officeProblems(CAMPAIGN, "SEND 20 SUPPLIES FROM Monterrey TO Baltimore")).containsExactly(
                    "line 1: Baltimore is an off-map port: its supplies go by sea in a transport group's holds, SEND"
                            + " <n> SUPPLIES FROM Baltimore TO <group> where the group lies there"
                            + " (docs/rules/naval.md section 11)");
            assertThat(officeProblems(CAMPAIGN, "SEND 20 SUPPLIES FROM New York TO Monterrey")).singleElement()
                    .asString().contains("New York is an off-map port");
            assertThat(officeProblems(CAMPAIGN, "SEND 20 SUPPLIES FROM Monterrey TO Saltillo")).isEmpty();
        }

        @Test
        @DisplayName("every order the engine does not read is refused as not yet played, and every order it refuses"
                + " so is one the engine does not read: lifting a refusal goes with teaching the engine")
        void theTableMatchesTheEngine() {
            // Only the engine's packages and the orders' own: a dependency that counts comes from the engine, and
            // reading the other two thirds of the classes would cost seconds for nothing.
            List<String> packages = new ArrayList<>(ENGINE_AREAS.stream().map(area -> "org.adjutant.gitm." + area)
                    .toList());
            packages.add(UnitOrder.class.getPackageName());
            JavaClasses classes = new ClassFileImporter()
                    .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages(packages);
            List<Class<?>> kinds = new ArrayList<>(List.of(UnitOrder.class.getPermittedSubclasses()));
            kinds.addAll(List.of(OfficeOrder.class.getPermittedSubclasses()));
            assertThat(kinds).hasSizeGreaterThan(30);
            Set<String> unread = new TreeSet<>();
            for (Class<?> kind : kinds) {
                JavaClass order = classes.get(kind);
                boolean read = order.getDirectDependenciesToSelf().stream().map(Dependency::getOriginClass)
                        .anyMatch(CarriedOutTest::isEngine);
                if (!read) {
                    unread.add(kind.getSimpleName());
                }
            }
            Set<String> refused = new TreeSet<>();
            CarriedOut.NOT_YET_PLAYED.keySet().forEach(k -> refused.add(k.getSimpleName()));
            assertThat(unread).isEqualTo(refused)
                    .containsExactlyInAnyOrder("BuyStores", "Emplace");
        }
    }

    /** The turn engine's packages under org.adjutant.gitm: what runs at a deadline, not arrival checks nor reports. */
    private static final List<String> ENGINE_AREAS = List.of("sequence", "movement", "combat", "supply", "city",
            "readiness", "forces", "economy", "naval", "politics");

    private static boolean isEngine(JavaClass c) {
        String p = c.getPackageName();
        return ENGINE_AREAS.stream()
                .anyMatch(area -> p.equals("org.adjutant.gitm." + area) || p.startsWith("org.adjutant.gitm." + area
                        + "."));
    }

    @Nested
    class TurnsWithoutThePhase {
        @Test
        @DisplayName("GITM 7.18 the deployment turn takes a unit's placement and its Orders-phase orders")
        void gitm_7_18_deploymentTakes() {
            assertThat(unitProblems(DEPLOYMENT, "MX1IN", "DEPLOY AT 3-3")).isEmpty();
            assertThat(unitProblems(DEPLOYMENT, "MX2IN", "TRANSFER 100 MEN TO MX1IN")).isEmpty();
            assertThat(unitProblems(DEPLOYMENT, "MX2IN", "MERGE INTO MX1IN")).isEmpty();
            assertThat(unitProblems(DEPLOYMENT, "MX1IN", "INACTIVATE")).isEmpty();
        }

        @Test
        @DisplayName("GITM 7.18 the deployment turn has no march, tactical phase, battle or supply phase: those"
                + " orders are refused, each saying which phase is missing")
        void gitm_7_18_deploymentRefuses() {
            assertThat(unitProblems(DEPLOYMENT, "MX1IN", "DEPLOY AT 3-3", "POSTURE ATTACK/DEFEND", "LINE SECOND"))
                    .containsExactly(
                            "line 2: the deployment turn has no battles: OFFENSIVE ATTACK can be given from turn 1"
                                    + " (GITM 7.18)",
                            "line 2: the deployment turn has no battles: DEFENSIVE DEFEND can be given from turn 1"
                                    + " (GITM 7.18)",
                            "line 3: the deployment turn has no battles: LINE SECOND can be given from turn 1"
                                    + " (GITM 7.18)");
            assertThat(unitProblems(DEPLOYMENT, "MX1IN", "SUPPLY LEVEL 0")).containsExactly("line 1: the deployment"
                    + " turn has no supply phase: SUPPLY LEVEL can be given from turn 1 (GITM 7.18)");
            assertThat(unitProblems(DEPLOYMENT, "MX1IN", "MOVE TO 5-5")).containsExactly("line 1: the deployment"
                    + " turn has no tactical movement (DEPLOY ... AT <tactical square> places the unit on its map):"
                    + " MOVE TO can be given from turn 1 (GITM 7.18)");
            assertThat(unitProblems(DEPLOYMENT, "MX1IN", "PURSUE")).containsExactly("line 1: the deployment turn"
                    + " has no strategic movement (units are placed with DEPLOY): PURSUE can be given from turn 1"
                    + " (GITM 7.18)");
            for (String order : List.of("SUPPORT 5-5 RADIUS 2", "INTERCEPT 5-5 RADIUS 2", "ENGAGE", "NO FORT",
                    "MARCH TO BATTLE", "ENTRY 3-3", "HALT ON DETECTION", "SUPPLY SOURCE MX1CQ", "SUPPLY NONE")) {
                assertThat(unitProblems(DEPLOYMENT, "MX1IN", order)).as(order).singleElement().asString()
                        .contains("the deployment turn has no", "can be given from turn 1 (GITM 7.18)");
            }
        }

        @Test
        @DisplayName("GITM 7.18 the accepted normal form of a deployment adds no postures or line: they would do"
                + " nothing on that turn")
        void gitm_7_18_nothingFilledIn() {
            BlockVerdict v = OrderDesk.checkUnitBlock(DEPLOYMENT, "MX1IN", lines("DEPLOY TO G4-V6 AT 3-3"));
            assertThat(v.normalForm()).containsExactly("DEPLOY TO G4-V6 AT 3-3");
            assertThat(OrderDesk.checkUnitBlock(CAMPAIGN, "MX1IN", lines("PURSUE")).normalForm())
                    .containsExactly("PURSUE", "OFFENSIVE SKIRMISH", "DEFENSIVE SKIRMISH", "LINE FIRST");
        }

        @Test
        @DisplayName("GITM 9.1 peace and truce turns have no battles: DEFENSIVE, LINE and a posture other than EVADE"
                + " are refused, OFFENSIVE EVADE is taken")
        void gitm_9_1_peaceTurns() {
            assertThat(unitProblems(PEACE, "MX1IN", "DEFENSIVE LAST-DITCH", "LINE REAR", "OFFENSIVE ASSAULT"))
                    .containsExactly(
                            "line 1: there are no battles on peace and truce turns, so DEFENSIVE LAST-DITCH would do"
                                    + " nothing (GITM 9.1)",
                            "line 2: there are no battles on peace and truce turns, so LINE REAR would do nothing"
                                    + " (GITM 9.1)",
                            "line 3: there are no battles on peace and truce turns, so OFFENSIVE ASSAULT would do"
                                    + " nothing; only OFFENSIVE EVADE counts, keeping the unit from blocking or"
                                    + " intercepting the enemy (GITM 9.1)");
            assertThat(unitProblems(PEACE, "MX1IN", "OFFENSIVE EVADE", "PATH G4-V6", "SUPPLY LEVEL 1",
                    "MOVE TO 3-3")).isEmpty();
            assertThat(OrderDesk.checkUnitBlock(PEACE, "MX1IN", lines("PATH G4-V6")).normalForm())
                    .containsExactly("PATH G4-V6");
        }
    }

    @Nested
    class ChangesNothing {
        private final OrderContext withShattered = Theatre.builder()
                .unit(new UnitView("MX9IN", Branch.IN, Theatre.MX_STATE, Nation.MX,
                        new UnitLocation.OnMap(Theatre.sq("G3-V6"), Theatre.tac("2-2")), false, 400, 0, true))
                .unit(new UnitView("MX10IN", Branch.IN, Theatre.MX_STATE, Nation.MX,
                        new UnitLocation.OnMap(Theatre.sq("G3-V6"), Theatre.tac("2-3")), false, 400, 0))
                .build();

        @Test
        @DisplayName("GITM 12.3, 12.5 a shattered unit carries out no order but TRANSFER until it reforms")
        void gitm_12_3_shatteredUnit() {
            assertThat(unitProblems(withShattered, "MX9IN", "PATH G4-V6", "SUPPLY LEVEL 1")).containsExactly(
                    "line 1: MX9IN is shattered: until it reforms at the end of a turn it neither marches, moves,"
                            + " fights nor draws supplies, so PATH would do nothing (GITM 12.3, 12.5)",
                    "line 2: MX9IN is shattered: until it reforms at the end of a turn it neither marches, moves,"
                            + " fights nor draws supplies, so SUPPLY LEVEL would do nothing (GITM 12.3, 12.5)");
            assertThat(unitProblems(withShattered, "MX9IN", "TRANSFER 100 MEN TO MX1IN")).isEmpty();
        }

        @Test
        @DisplayName("GITM 3.5 a merge with a shattered unit is refused at arrival: both units must be active")
        void gitm_3_5_shatteredMerge() {
            assertThat(unitProblems(withShattered, "MX9IN", "MERGE INTO MX1IN")).containsExactly(
                    "line 1: both units must be active to merge, and MX9IN is shattered (GITM 3.5, 12.5)");
            assertThat(unitProblems(withShattered, "MX1IN", "MERGE INTO MX9IN")).containsExactly(
                    "line 1: both units must be active to merge, and MX9IN is shattered (GITM 3.5, 12.5)");
            assertThat(officeProblems(withShattered, "MERGE MX1IN INTO MX9IN")).hasSize(1);
            assertThat(unitProblems(withShattered, "MX10IN", "MERGE INTO MX1IN")).as("inactive: activated first")
                    .isEmpty();
        }

        @Test
        @DisplayName("GITM 11.1 ACTIVATE for an active unit and INACTIVATE for an inactive one would change nothing")
        void gitm_11_1_readinessUnchanged() {
            assertThat(unitProblems(withShattered, "MX1IN", "ACTIVATE")).containsExactly(
                    "line 1: MX1IN is already active, so ACTIVATE would change nothing (GITM 11.1)");
            assertThat(unitProblems(withShattered, "MX10IN", "INACTIVATE")).containsExactly(
                    "line 1: MX10IN is already inactive, so INACTIVATE would change nothing (GITM 11.1)");
            assertThat(officeProblems(withShattered, "ACTIVATE MX1IN", "INACTIVATE MX10IN")).hasSize(2);
            assertThat(officeProblems(withShattered, "ACTIVATE MX10IN", "INACTIVATE MX1IN")).isEmpty();
        }

        @Test
        @DisplayName("GITM 9.2 headquarters do not fight: ENGAGE, SUPPORT and INTERCEPT move only combat units")
        void gitm_9_2_headquartersReactNot() {
            assertThat(unitProblems(CAMPAIGN, "MX1AQ", "ENGAGE")).containsExactly("line 1: headquarters do not"
                    + " fight (GITM 9.2): ENGAGE moves only combat units, so it would do nothing for MX1AQ");
            assertThat(unitProblems(CAMPAIGN, "MX1CQ", "SUPPORT 7-7 RADIUS 2")).hasSize(1);
            assertThat(unitProblems(CAMPAIGN, "MX1CQ", "INTERCEPT 7-7 RADIUS 2")).hasSize(1);
            assertThat(unitProblems(CAMPAIGN, "MX1CQ", "MOVE TO 7-7", "LINE REAR")).isEmpty();
            assertThat(unitProblems(CAMPAIGN, "MX1IN", "ENGAGE", "SUPPORT 7-7 RADIUS 2")).isEmpty();
        }

        @Test
        @DisplayName("GITM 5.2 support joins battles and phase 5 has none: SUPPORT for phase 5 alone is refused")
        void gitm_5_2_supportInPhaseFive() {
            assertThat(unitProblems(CAMPAIGN, "MX1IN", "SUPPORT 7-7 RADIUS 2 PHASE 5")).containsExactly("line 1:"
                    + " SUPPORT joins battles, and tactical phase 5 has none (GITM 5.2): name phases 1-4");
            assertThat(unitProblems(CAMPAIGN, "MX1IN", "SUPPORT 7-7 RADIUS 2 PHASES 4-5")).isEmpty();
            assertThat(unitProblems(CAMPAIGN, "MX1IN", "INTERCEPT 7-7 RADIUS 2 PHASE 5")).isEmpty();
        }
    }

    @Nested
    class NothingToActOn {
        @Test
        @DisplayName("GITM 6.3, 7.10, 7.11 halting on detection or enemy entry stops the PATH and nothing else")
        void gitm_6_3_haltsNeedAPath() {
            assertThat(unitProblems(CAMPAIGN, "MX1IN", "MARCH TO BATTLE", "HALT ON DETECTION", "HALT ON ENEMY ENTRY"))
                    .containsExactly("line 2: HALT ON DETECTION stops the unit's PATH, and this block gives none, so"
                                    + " it would do nothing (GITM 6.3, 7.10)",
                            "line 3: HALT ON ENEMY ENTRY stops the unit's PATH, and this block gives none, so it"
                                    + " would do nothing (GITM 6.3, 7.11)");
            assertThat(unitProblems(CAMPAIGN, "MX1IN", "PATH G4-V6", "HALT ON DETECTION", "HALT ON ENEMY ENTRY"))
                    .isEmpty();
        }

        @Test
        @DisplayName("GITM 6.3, 7.14 a halt before a forced march and an entry square need a march of some kind")
        void gitm_7_14_entryAndForcedHaltNeedAMarch() {
            assertThat(unitProblems(CAMPAIGN, "MX1IN", "ENTRY 7-7", "HALT BEFORE FORCED MARCH")).containsExactly(
                    "line 1: ENTRY says where the unit comes onto the next square's map (GITM 7.14), and this block"
                            + " orders no march (PATH, MARCH TO or PURSUE), so it would do nothing",
                    "line 2: HALT BEFORE FORCED MARCH stops a march before its forced square (GITM 6.3), and this"
                            + " block orders no march (PATH, MARCH TO or PURSUE), so it would do nothing");
            for (String march : List.of("PATH G4-V6", "MARCH TO ENEMIES", "PURSUE")) {
                assertThat(unitProblems(CAMPAIGN, "MX1IN", march, "ENTRY 7-7", "HALT BEFORE FORCED MARCH"))
                        .as(march).isEmpty();
            }
        }

        @Test
        @DisplayName("GITM 8.2 DO NOT ENTER FORT qualifies a MOVE TO: a unit goes into a fort only where one ends")
        void gitm_8_2_noFortNeedsAMove() {
            assertThat(unitProblems(CAMPAIGN, "MX1IN", "NO FORT")).containsExactly("line 1: DO NOT ENTER FORT keeps"
                    + " the unit out of the fort where its MOVE TO ends, or takes it out of the one it stands in, and"
                    + " this block has no MOVE TO, so it would do nothing (GITM 8.2)");
            assertThat(unitProblems(CAMPAIGN, "MX1IN", "MOVE TO 7-7", "NO FORT")).isEmpty();
        }
    }
}
