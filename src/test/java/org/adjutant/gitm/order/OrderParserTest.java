package org.adjutant.gitm.order;

import static org.adjutant.gitm.order.Theatre.lines;
import static org.adjutant.gitm.order.Theatre.sq;
import static org.adjutant.gitm.order.Theatre.tac;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.adjutant.ruleset.Problem;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class OrderParserTest {

    private static List<UnitOrder> unit(String... texts) {
        ParsedBlock<UnitOrder> b = OrderParser.parseUnitBlock(lines(texts));
        assertThat(b.problems()).as("problems of %s", List.of(texts)).isEmpty();
        return b.bare();
    }

    private static List<String> unitProblems(String... texts) {
        return OrderParser.parseUnitBlock(lines(texts)).problems().stream().map(Problem::toString).toList();
    }

    private static List<String> officeProblems(String... texts) {
        return OrderParser.parseOfficeBlock(lines(texts)).problems().stream().map(Problem::toString).toList();
    }

    @Nested
    class StrategicMovement {
        @Test
        @DisplayName("GITM 7.4 a path names one square per box, diagonal steps allowed")
        void gitm_7_4_pathOfSquares() {
            assertThat(unit("PATH G4-V6 G5-V6 G6-V7 G7-V8")).containsExactly(new UnitOrder.Path(List.of(
                    new PathBox.Step(sq("G4-V6")), new PathBox.Step(sq("G5-V6")), new PathBox.Step(sq("G6-V7")),
                    new PathBox.Step(sq("G7-V8")))));
        }

        @Test
        @DisplayName("GITM 7.6 blank boxes skip a strategic phase; trailing blanks mean nothing and are dropped")
        void gitm_7_6_blanks() {
            UnitOrder.Path p = (UnitOrder.Path) unit("path - g4v6 _ G5 V6 skip - -").get(0);
            assertThat(p.normalForm()).isEqualTo("PATH - G4-V6 - G5-V6");
            assertThat(p.moves()).isEqualTo(2);
        }

        @Test
        @DisplayName("GITM 7.6 a path has at most six boxes, one per strategic phase")
        void gitm_7_6_atMostSixBoxes() {
            assertThat(unitProblems("PATH G4-V6 G5-V6 - G6-V6 - G7-V6 G8-V6"))
                    .containsExactly("line 1: a path has at most 6 boxes, one per strategic phase (GITM 7.6);"
                            + " this one has 7");
            assertThat(unitProblems("PATH - - - - - G4-V6")).isEmpty();
        }

        @Test
        @DisplayName("squares are read in every common spelling: G4-V6, g4v6, G4 V6, G4/V6, G4 - V6")
        void squareSpellings() {
            UnitOrder.Path p = (UnitOrder.Path) unit("PATH G4-V6, g5v6  G6 V6 G7/V6 G8 - V6").get(0);
            assertThat(p.normalForm()).isEqualTo("PATH G4-V6 G5-V6 G6-V6 G7-V6 G8-V6");
        }

        @Test
        @DisplayName("GITM 1.1 a square outside A0-N9 / P0-Z9 is named as such")
        void gitm_1_1_notASquare() {
            assertThat(unitProblems("PATH G4-V6 O4-V6")).containsExactly(
                    "line 1: 'O4-V6' is not a strategic square: columns run A0-N9 and rows P0-Z9 (GITM 1.1)");
        }

        @Test
        @DisplayName("GITM 7.10-7.13, 6.3 pursuit, march-to options and halts, several on one line")
        void gitm_7_13_options() {
            assertThat(unit("PURSUE MARCH TO BATTLE march to allies MTE",
                    "HALT ON DETECTION; halt on enemy entry, HALT BEFORE FORCED MARCH")).containsExactly(
                    new UnitOrder.Pursue(), new UnitOrder.MarchTo(MarchTarget.BATTLE),
                    new UnitOrder.MarchTo(MarchTarget.ALLIES), new UnitOrder.MarchTo(MarchTarget.ENEMIES),
                    new UnitOrder.Halt(HaltTrigger.DETECTION), new UnitOrder.Halt(HaltTrigger.ENEMY_ENTRY),
                    new UnitOrder.Halt(HaltTrigger.FORCED_MARCH));
        }

        @Test
        @DisplayName("MARCH followed by squares is a path")
        void marchAsPath() {
            assertThat(unit("MARCH G4-V6 G5-V6").get(0).normalForm()).isEqualTo("PATH G4-V6 G5-V6");
        }

        @Test
        @DisplayName("GITM 7.14 an entry square is a tactical square 0-14")
        void gitm_7_14_entry() {
            assertThat(unit("ENTRY 5-4")).containsExactly(new UnitOrder.Entry(tac("5-4")));
            assertThat(unit("entry square: 5 4")).containsExactly(new UnitOrder.Entry(tac("5-4")));
            assertThat(unitProblems("ENTRY 5-15")).containsExactly(
                    "line 1: tactical square 5-15 is off the tactical map: columns and rows run 0-14 (GITM 2.1)");
        }

        @Test
        @DisplayName("GITM 7.17 a transport group id as the first box boards it; an off-map port by name")
        void gitm_7_17_boardAndPort() {
            assertThat(unit("PATH US1TR")).containsExactly(new UnitOrder.Board("US1TR"));
            assertThat(unit("board us1tr")).containsExactly(new UnitOrder.Board("US1TR"));
            assertThat(unit("PORT New York")).containsExactly(new UnitOrder.SailToPort("New York"));
            assertThat(unitProblems("PATH US1TR G4-V6")).containsExactly("line 1: after boarding US1TR the unit"
                    + " sails with the transports; a path cannot go on after a transport group (GITM 7.17)");
        }
    }

    @Nested
    class TacticalMovement {
        @Test
        @DisplayName("GITM 8.2 destination, waypoint and starting phase")
        void gitm_8_2_move() {
            assertThat(unit("MOVE TO 5-9 VIA 3-4 PHASE 2")).containsExactly(new UnitOrder.TacticalMove(
                    new TacticalDestination.Square(tac("5-9")), Optional.of(tac("3-4")), 2));
            assertThat(unit("move 5-9").get(0).normalForm()).isEqualTo("MOVE TO 5-9 PHASE 1");
        }

        @Test
        @DisplayName("GITM 8.2 the nearest ford or pass as destination")
        void gitm_8_2_fordOrPass() {
            assertThat(unit("MOVE TO NEAREST FORD").get(0).normalForm()).isEqualTo("MOVE TO NEAREST FORD PHASE 1");
            assertThat(unit("mv pass via 2-2 ph 3").get(0).normalForm())
                    .isEqualTo("MOVE TO NEAREST PASS VIA 2-2 PHASE 3");
        }

        @Test
        @DisplayName("GITM 8.2 only a particular square can be a waypoint, and a move has one")
        void gitm_8_2_waypointIsASquare() {
            assertThat(unitProblems("MOVE TO 5-9 VIA FORD")).containsExactly(
                    "line 1: the waypoint needs a tactical square such as 7-4, not 'FORD'");
            assertThat(unitProblems("MOVE TO 5-9 VIA 1-1 VIA 2-2")).containsExactly(
                    "line 1: a move has one waypoint (GITM 8.2)");
        }

        @Test
        @DisplayName("MOVE is tactical: a strategic square points the player to PATH")
        void moveToStrategicSquare() {
            assertThat(unitProblems("MOVE TO G4-V6")).containsExactly("line 1: MOVE is tactical movement within the"
                    + " square; march to another strategic square with PATH");
        }

        @Test
        @DisplayName("GITM 5.2 tactical phases run 1-5")
        void gitm_5_2_phaseRange() {
            assertThat(unitProblems("MOVE TO 5-9 PHASE 6")).containsExactly(
                    "line 1: there is no tactical phase 6: a turn has tactical phases 1-5 (GITM 5.2)");
            assertThat(unitProblems("ENGAGE PHASES 0-2")).containsExactly(
                    "line 1: there is no tactical phase 0: a turn has tactical phases 1-5 (GITM 5.2)");
            assertThat(unitProblems("ENGAGE PHASES 4-2")).containsExactly(
                    "line 1: ENGAGE phases 4-2 run backwards; write the earlier first");
        }

        @Test
        @DisplayName("GITM 8.2 do not enter the fort")
        void gitm_8_2_noFort() {
            assertThat(unit("DO NOT ENTER FORT")).containsExactly(new UnitOrder.DoNotEnterFort());
            assertThat(unit("no fort")).containsExactly(new UnitOrder.DoNotEnterFort());
            assertThat(unit("NOFORT")).containsExactly(new UnitOrder.DoNotEnterFort());
        }

        @Test
        @DisplayName("GITM 8.8 engage with start and end phases, all phases when none are given")
        void gitm_8_8_engage() {
            assertThat(unit("ENGAGE PHASES 2-4")).containsExactly(new UnitOrder.Engage(new PhaseRange(2, 4)));
            assertThat(unit("engage from 2 to 4")).containsExactly(new UnitOrder.Engage(new PhaseRange(2, 4)));
            assertThat(unit("ENGAGE PHASE 3")).containsExactly(new UnitOrder.Engage(new PhaseRange(3, 3)));
            assertThat(unit("ENGAGE")).containsExactly(new UnitOrder.Engage(PhaseRange.ALL));
        }

        @ParameterizedTest
        @CsvSource({"LINE FIRST,FIRST", "line front,FIRST", "LINE 2,SECOND", "LINE rear,REAR"})
        @DisplayName("GITM 8.9 the line of battle: first, second or rear")
        void gitm_8_9_line(String text, BattleLine line) {
            assertThat(unit(text)).containsExactly(new UnitOrder.TakeLine(line));
        }

        @Test
        @DisplayName("several tactical orders on one line")
        void severalOnALine() {
            assertThat(unit("MOVE TO 5-9 PHASE 2 ENGAGE PHASES 3-4 LINE SECOND")).hasSize(3);
        }
    }

    @Nested
    class Reactions {
        @Test
        @DisplayName("GITM 8.10 support: centre, radius, phases")
        void gitm_8_10_support() {
            assertThat(unit("SUPPORT 10-5 RADIUS 2")).containsExactly(
                    new UnitOrder.Support(tac("10-5"), 2, PhaseRange.ALL));
            assertThat(unit("support at 10-5 r 2 phases 1-3")).containsExactly(
                    new UnitOrder.Support(tac("10-5"), 2, new PhaseRange(1, 3)));
        }

        @Test
        @DisplayName("GITM 8.11 intercept: centre, radius, phases")
        void gitm_8_11_intercept() {
            assertThat(unit("INTERCEPT 7-7 RADIUS 3 PHASES 2-5")).containsExactly(
                    new UnitOrder.Intercept(tac("7-7"), 3, new PhaseRange(2, 5)));
        }

        @Test
        @DisplayName("GITM 8.10 a radius beyond 14 is refused, and a box needs a radius")
        void gitm_8_10_radiusRange() {
            assertThat(unitProblems("SUPPORT 10-5 RADIUS 15")).containsExactly("line 1: SUPPORT radius 15 is out of"
                    + " range: 0-14 (a radius of 14 already covers the whole tactical map)");
            assertThat(unitProblems("INTERCEPT 7-7")).containsExactly(
                    "line 1: INTERCEPT needs a radius, e.g. INTERCEPT 7-7 RADIUS 2 (GITM 8.10)");
        }

        @Test
        @DisplayName("GITM 8.11 a unit in evade attack mode may not intercept")
        void gitm_8_11_evadeCannotIntercept() {
            assertThat(unitProblems("OFFENSIVE EVADE", "INTERCEPT 7-7 RADIUS 3")).containsExactly(
                    "line 2: a unit whose offensive posture is EVADE cannot intercept (GITM 8.11)");
        }
    }

    @Nested
    class Postures {
        @Test
        @DisplayName("GITM 6.6, 8.9 offensive and defensive postures")
        void gitm_8_9_postures() {
            assertThat(unit("OFFENSIVE ASSAULT", "DEFENSIVE LAST-DITCH")).containsExactly(
                    new UnitOrder.Offensive(OffensiveAttitude.ASSAULT),
                    new UnitOrder.Defensive(DefensiveAttitude.LAST_DITCH));
            assertThat(unit("posture skirmish/evade")).containsExactly(
                    new UnitOrder.Offensive(OffensiveAttitude.SKIRMISH),
                    new UnitOrder.Defensive(DefensiveAttitude.EVADE));
            assertThat(unit("off attack def last ditch")).containsExactly(
                    new UnitOrder.Offensive(OffensiveAttitude.ATTACK),
                    new UnitOrder.Defensive(DefensiveAttitude.LAST_DITCH));
        }

        @Test
        @DisplayName("GITM 8.9 last-ditch is a defensive posture only")
        void gitm_8_9_lastDitchIsDefensive() {
            assertThat(unitProblems("OFFENSIVE LAST-DITCH")).containsExactly(
                    "line 1: the offensive posture is ASSAULT, ATTACK, SKIRMISH or EVADE (GITM 8.9)");
        }
    }

    @Nested
    class Supply {
        @Test
        @DisplayName("GITM 6.7, 10.7 supply level and source, None to draw nothing")
        void gitm_10_7_supply() {
            assertThat(unit("SUPPLY LEVEL 1", "SUPPLY SOURCE mx1cq")).containsExactly(
                    new UnitOrder.SupplyLevel(1), new UnitOrder.SupplySource("MX1CQ"));
            assertThat(unit("SUPPLY 0 FROM San Luis Potosi")).containsExactly(
                    new UnitOrder.SupplyLevel(0), new UnitOrder.SupplySource("San Luis Potosi"));
            assertThat(unit("supply none")).containsExactly(new UnitOrder.NoSupplyDraw());
            assertThat(unit("SUPPLY 1 MX1CQ")).containsExactly(
                    new UnitOrder.SupplyLevel(1), new UnitOrder.SupplySource("MX1CQ"));
            assertThat(unit("SUPPLY SOURCE NONE")).containsExactly(new UnitOrder.NoSupplyDraw());
        }

        @Test
        @DisplayName("GITM 10.7 no unit carries more than 12 supplies")
        void gitm_10_7_levelRange() {
            assertThat(unitProblems("SUPPLY LEVEL 13")).containsExactly("line 1: supply level 13 is out of range:"
                    + " a unit carries 0 or 1 supply, a corps HQ up to 12 (GITM 10.7)");
        }
    }

    @Nested
    class Administration {
        @Test
        @DisplayName("GITM 11.1, 3.5, SoW 4.11, GITM 7.18 the unit's own administrative orders")
        void unitAdministration() {
            assertThat(unit("INACTIVATE", "MERGE INTO MX2IN", "TRANSFER 200 MEN 1 BATTERY TO MX2IN",
                    "DEPLOY TO G4-V6 AT 5-4")).containsExactly(new UnitOrder.Inactivate(),
                    new UnitOrder.MergeInto("MX2IN"), new UnitOrder.TransferTo(200, 1, "MX2IN"),
                    new UnitOrder.Deploy(Optional.of(sq("G4-V6")), Optional.of(tac("5-4"))));
        }

        @Test
        @DisplayName("GITM 7.18 deployment may name only the tactical square, or an off-map port")
        void gitm_7_18_deploymentForms() {
            assertThat(unit("DEPLOY AT 3-3")).containsExactly(
                    new UnitOrder.Deploy(Optional.empty(), Optional.of(tac("3-3"))));
            assertThat(unit("DEPLOY TO PORT Baltimore")).containsExactly(new UnitOrder.DeployToPort("Baltimore"));
        }

        @Test
        @DisplayName("office orders: inactivate, merge, transfer, disband, raise, send supplies")
        void officeOrders() {
            ParsedBlock<OfficeOrder> b = OrderParser.parseOfficeBlock(lines(
                    "INACTIVATE MX3LI", "activate mx1in", "MERGE US1IN INTO US2IN",
                    "TRANSFER 200 MEN FROM MX1IN TO MX2IN", "DISBAND MX4IN",
                    "RAISE 2 MILITIA AT Monterrey MEN 800", "SEND 20 SUPPLIES FROM Monterrey TO San Luis Potosi"));
            assertThat(b.problems()).isEmpty();
            assertThat(b.normalForm()).containsExactly("INACTIVATE MX3LI", "ACTIVATE MX1IN",
                    "MERGE US1IN INTO US2IN", "TRANSFER 200 MEN 0 BATTERIES FROM MX1IN TO MX2IN", "DISBAND MX4IN",
                    "RAISE 2 MI AT Monterrey MEN 800 BATTERIES 0",
                    "SEND 20 SUPPLIES FROM Monterrey TO San Luis Potosi");
        }

        @Test
        @DisplayName("SoW 4.9 and the build form: sizes of new units and at most 12 per order")
        void sow_4_9_raiseSizes() {
            assertThat(officeProblems("RAISE 1 MI AT Monterrey MEN 1200")).containsExactly(
                    "line 1: new militia have 501-1000 men, not 1200 (SoW 4.9)");
            assertThat(officeProblems("RAISE 1 MI AT Monterrey MEN 800 BATTERIES 1")).containsExactly(
                    "line 1: new militia have at most 0 batteries, not 1 (SoW 4.9)");
            assertThat(officeProblems("RAISE 13 IN AT Monterrey MEN 800")).containsExactly(
                    "line 1: one RAISE order builds 1-12 units; send two orders for more (land build form)");
            assertThat(OrderParser.parseOfficeBlock(lines("RAISE 1 HA AT Monterrey")).normalForm())
                    .containsExactly("RAISE 1 HA AT Monterrey MEN 300 BATTERIES 3");
        }

        @Test
        @DisplayName("orders given in the wrong kind of block say where they belong")
        void wrongBlock() {
            assertThat(unitProblems("DISBAND MX4IN")).containsExactly(
                    "line 1: DISBAND is given only by the War Minister, the Prime Minister or the Monarch, in a PLAYER"
                            + " block: a commander may not disband his unit (SoW 4.15)");
            assertThat(officeProblems("PATH G4-V6")).containsExactly(
                    "line 1: PATH is an order for a unit: its commander or deputy gives it in a UNIT block");
        }
    }

    @Nested
    class Forgiveness {
        @Test
        @DisplayName("an unknown word gets the nearest keyword as a suggestion")
        void suggestion() {
            List<Problem> problems = OrderParser.parseUnitBlock(List.of(
                    new org.adjutant.ruleset.Line(7, "MARHC TO BATTLE"))).problems();
            assertThat(problems).extracting(Problem::toString)
                    .containsExactly("line 7: 'MARHC' is not an order; did you mean MARCH?");
            assertThat(unitProblems("SUPORT 7-7 RADIUS 2")).containsExactly(
                    "line 1: 'SUPORT' is not an order; did you mean SUPPORT?");
            assertThat(unitProblems("XYZZY")).containsExactly("line 1: 'XYZZY' is not an order");
        }

        @Test
        @DisplayName("comments, quoted lines, blank lines and the core's lines are skipped; END and -- end the block")
        void skipped() {
            assertThat(unit("# my orders", "> PATH X", "", "CHECK", "NEW PASSWORD secret", "PURSUE # keep on them",
                    "END", "garbage after the end")).containsExactly(new UnitOrder.Pursue());
            assertThat(unit("PURSUE", "-- ", "Gen. Taylor")).containsExactly(new UnitOrder.Pursue());
        }

        @ParameterizedTest
        @ValueSource(strings = {"  pursue  ", "PURSUE\u200B", "\u200FPURSUE", "\uFEFFPursue", "PURSUE\u00A0\u00A0",
                "\tPURSUE\t"})
        @DisplayName("extra spaces and invisible characters pasted from web mail do not matter")
        void invisibleCharacters(String text) {
            assertThat(unit(text)).containsExactly(new UnitOrder.Pursue());
        }
    }

    @Nested
    class WholeBlock {
        @Test
        @DisplayName("two destinations contradict each other")
        void contradiction() {
            assertThat(unitProblems("PATH G4-V6", "PORT Baltimore")).containsExactly("line 2: PORT Baltimore"
                    + " contradicts line 1 (PATH G4-V6): both set the strategic destination; keep only the one you"
                    + " mean");
            assertThat(unitProblems("MOVE TO 5-5", "MOVE TO 6-6")).hasSize(1);
        }

        @Test
        @DisplayName("an order given twice is a duplicate")
        void duplicate() {
            assertThat(unitProblems("PURSUE", "pursuit")).containsExactly(
                    "line 2: PURSUE repeats line 1; give each order once");
            assertThat(officeProblems("DISBAND MX4IN", "DISBAND MX4IN")).hasSize(1);
            assertThat(officeProblems("DISBAND MX4IN", "MERGE MX4IN INTO MX1IN")).hasSize(1);
        }

        @Test
        @DisplayName("problems are listed for every bad line, not just the first")
        void everyBadLine() {
            assertThat(unitProblems("PATH Q", "MOVE TO 99-1", "LINE FOURTH", "PURSUE")).hasSize(3);
        }
    }
}
