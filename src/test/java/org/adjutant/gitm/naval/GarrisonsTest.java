package org.adjutant.gitm.naval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.event.DeploymentRefused;
import org.adjutant.gitm.event.GarrisonLeft;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.event.UnitBoarded;
import org.adjutant.gitm.event.UnitGarrisoned;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.OffMapPort;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.BlockVerdict;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The garrisons of off-map ports (GITM 7.17, 7.18, 11.1, 11.4; docs/rules/naval.md section 18) on the shipped 1846
 * scenario and sea chart: a brigade aboard the Quartermaster's transports (US1TR) goes ashore into the garrison of
 * Charleston, stands there off the land map and inactive, and boards again; on the deployment turn units are placed
 * into and out of garrisons; what cannot be done there is refused when the mail arrives, with the reason.
 */
class GarrisonsTest {
    private static final UnitId BRIGADE = UnitId.of("US80IN");
    private static final ShipId TRANSPORTS = ShipId.of("US1TR");

    /** US80IN (2,000 men, fatigue 2) aboard US1TR, which lies in {@code at}. */
    private static GitmState aboard(Station at) {
        GitmState s = Gulf.turnOne().withUnit(Gulf.unit("US80IN", "US", "M8-T6", "7-7",
                b -> b.men(2000).fatigue(2).readiness(Readiness.INACTIVE)));
        s = s.withNavy(s.navy().embark(BRIGADE, TRANSPORTS));
        return Gulf.groupAt(s, "US1TR", at);
    }

    /** US80IN in the garrison of {@code port}, US1TR lying in {@code at}. */
    private static GitmState inGarrison(String port, Station at) {
        GitmState s = aboard(at);
        return s.withNavy(s.navy().garrisoned(BRIGADE, port));
    }

    private static TurnOutcome turn(GitmState s, String... lines) {
        return Gulf.turn(s, Map.of("US80IN", List.of(lines)), Map.of(), 7);
    }

    private static List<String> problems(GitmState s, String... lines) {
        BlockVerdict v = Gulf.check(s, "US80IN", lines);
        return v.problems().stream().map(Object::toString).toList();
    }

    @Nested
    class WaysIn {
        @Test
        @DisplayName("GITM 7.17: LAND Charleston from transports in Charleston harbour puts the brigade into the port's"
                + " garrison: off the land map, on no square, inactive, for the quay's fatigue; its commander reads it")
        void gitm_7_17_landIntoTheGarrisonOfAnOffMapPort() {
            GitmState s = aboard(new Station.Harbor("Charleston"));
            BlockVerdict v = Gulf.check(s, "US80IN", "LAND Charleston");
            assertThat(v.problems()).isEmpty();
            assertThat(v.normalForm()).startsWith("PORT Charleston");
            TurnOutcome o = turn(s, "LAND Charleston");
            GitmState after = (GitmState) o.next();
            assertThat(after.garrison(BRIGADE)).contains("Charleston");
            assertThat(after.isAboard(BRIGADE)).isFalse();
            assertThat(after.isOffMap(BRIGADE)).isTrue();
            assertThat(after.ashore()).extracting(Unit::id).doesNotContain(BRIGADE);
            assertThat(after.unitsIn(StrategicSquare.of("M8-T6"))).extracting(Unit::id).doesNotContain(BRIGADE);
            Unit u = after.unit(BRIGADE).orElseThrow();
            assertThat(u.readiness()).isEqualTo(Readiness.INACTIVE);
            assertThat(u.fatigue()).isEqualTo(3);
            assertThat(u.men()).isEqualTo(2000);
            UnitGarrisoned e = NavalTurns.events(o, UnitGarrisoned.class).get(0);
            assertThat(e.describe()).isEqualTo("US80IN went into the garrison of Charleston from US1TR; it stands off"
                    + " the land map, inactive, until it boards a transport group or deploys (GITM 7.17, 11.1).");
            assertThat(e.visibility().toString()).contains("US80IN");
        }

        @Test
        @DisplayName("GITM 7.17: PORT <off-map port>, the rule's own word for it, is the same order")
        void gitm_7_17_portIsTheFirstStrategicMove() {
            GitmState s = aboard(new Station.Harbor("Charleston"));
            assertThat(problems(s, "PORT Charleston")).isEmpty();
            GitmState after = (GitmState) turn(s, "PORT charleston").next();
            assertThat(after.garrison(BRIGADE)).contains("Charleston");
        }

        @Test
        @DisplayName("GITM 7.17: refused at arrival with the reason: transports not in that port's harbour, a unit on"
                + " the land map, a port the game does not have")
        void gitm_7_17_refusedWhereItCannotBeDone() {
            assertThat(problems(aboard(new Station.Coastal("Veracruz")), "PORT Charleston")).singleElement()
                    .asString().contains("US1TR lies in the coastal waters of Veracruz, not in Charleston harbour");
            assertThat(problems(aboard(new Station.Open("SAC")), "LAND Charleston")).singleElement().asString()
                    .contains("not in Charleston harbour");
            GitmState onMap = Gulf.turnOne().withUnit(Gulf.unit("US80IN", "US", "M8-T6", "7-7", b -> b.men(2000)));
            assertThat(problems(onMap, "PORT Charleston")).singleElement().asString()
                    .contains("US80IN is on the land map", "board a transport group with BOARD");
            assertThat(problems(aboard(new Station.Harbor("Charleston")), "PORT Atlantis")).singleElement()
                    .asString().contains("'Atlantis' is not an off-map port of this game");
        }

        @Test
        @DisplayName("designed: a neutral harbour (Havana) takes no troops ashore; refused at arrival, and at the"
                + " deadline if the order stood")
        void designed_neutralHarbourTakesNobody() {
            GitmState s = aboard(new Station.Harbor("Havana"));
            assertThat(problems(s, "LAND Havana")).singleElement().asString()
                    .contains("Havana is a neutral harbour, held by no state of this game");
            TurnOutcome o = turn(s, "PORT Havana");
            assertThat(((GitmState) o.next()).isAboard(BRIGADE)).isTrue();
            assertThat(NavalTurns.events(o, OrderNotCarriedOut.class)).singleElement()
                    .extracting(OrderNotCarriedOut::describe).asString().contains("neutral harbour");
        }

        @Test
        @DisplayName("GITM 11.4 (designed): no landing is made at an enemy's off-map port, so no garrison fights;"
                + " the order is refused at arrival with the reason")
        void gitm_11_4_noLandingAgainstAnEnemyGarrison() {
            GitmState s = aboard(new Station.Harbor("Charleston"));
            OffMapPort charleston = s.port("Charleston").orElseThrow();
            s = s.withPort(new OffMapPort("Charleston", charleston.level(), Optional.of("MEX"), Optional.of("MEX"), 0));
            assertThat(problems(s, "LAND Charleston")).singleElement().asString()
                    .contains("Charleston is held by MEX, an enemy", "no landing is made against its garrison",
                            "GITM 11.4");
            TurnOutcome o = turn(s, "PORT Charleston");
            assertThat(((GitmState) o.next()).isAboard(BRIGADE)).isTrue();
            assertThat(NavalTurns.events(o, UnitGarrisoned.class)).isEmpty();
        }
    }

    @Nested
    class InTheGarrison {
        @Test
        @DisplayName("GITM 11.1, 11.3: a unit in an off-map port's garrison is refused every order it cannot carry"
                + " out there, each with the reason")
        void gitm_11_1_ordersRefusedInAGarrison() {
            GitmState s = inGarrison("Charleston", new Station.Harbor("Charleston"));
            assertThat(problems(s, "PATH M8-T7")).singleElement().asString()
                    .contains("US80IN is in the garrison of Charleston, off the land map", "BOARD <group>");
            assertThat(problems(s, "SUPPLY LEVEL 1")).singleElement().asString().contains("draw no supplies");
            assertThat(problems(s, "ACTIVATE")).singleElement().asString().contains("inactive while it stays there");
            assertThat(problems(s, "LAND M8-T6")).singleElement().asString().contains("not at sea");
            assertThat(problems(s, "MOVE TO 5-5")).singleElement().asString().contains("counts only on the land map");
            assertThat(problems(s, "PORT Charleston")).singleElement().asString()
                    .contains("already in the garrison of Charleston");
        }

        @Test
        @DisplayName("GITM 11.1: a unit in an off-map garrison is inactive and stays there, on no square, turn after"
                + " turn; the state file keeps it there")
        void gitm_11_1_staysInactiveOffTheMap() {
            GitmState after = (GitmState) turn(inGarrison("Charleston", new Station.Coastal("Veracruz"))).next();
            assertThat(after.garrison(BRIGADE)).contains("Charleston");
            assertThat(after.unit(BRIGADE).orElseThrow().readiness()).isEqualTo(Readiness.INACTIVE);
            assertThat(after.ashore()).extracting(Unit::id).doesNotContain(BRIGADE);
        }
    }

    @Nested
    class WaysOut {
        @Test
        @DisplayName("GITM 7.17: BOARD from the garrison takes the unit aboard a group lying in the port's harbour;"
                + " its commander reads that it left the garrison")
        void gitm_7_17_boardFromTheGarrison() {
            GitmState s = inGarrison("Charleston", new Station.Harbor("Charleston"));
            assertThat(problems(s, "BOARD US1TR")).isEmpty();
            TurnOutcome o = turn(s, "BOARD US1TR");
            GitmState after = (GitmState) o.next();
            assertThat(after.navy().carrier(BRIGADE)).contains(TRANSPORTS);
            assertThat(after.garrison(BRIGADE)).isEmpty();
            assertThat(NavalTurns.events(o, UnitBoarded.class).get(0).describe())
                    .startsWith("US80IN went aboard US1TR from the garrison of Charleston");
        }

        @Test
        @DisplayName("GITM 7.17: BOARD from the garrison is refused when the group lies anywhere but that port's"
                + " harbour")
        void gitm_7_17_boardOnlyInTheHarbour() {
            GitmState s = inGarrison("Charleston", new Station.Open("SAC"));
            assertThat(problems(s, "BOARD US1TR")).singleElement().asString()
                    .contains("not in Charleston harbour", "boards only a group lying in that port's harbour");
        }
    }

    @Nested
    class Deployment {
        /** The deployment turn, US80IN (active) at New Orleans. */
        private GitmState deploymentTurn() {
            return Gulf.turnOne().withTurn(1, 0).withUnit(Gulf.unit("US80IN", "US", "M8-T6", "8-1",
                    b -> b.men(2000).supplySource("New Orleans")));
        }

        @Test
        @DisplayName("GITM 7.18: on the deployment turn DEPLOY TO PORT puts a unit with a chain of contact to an open"
                + " port of its side into the garrison of an off-map port its side holds")
        void gitm_7_18_deployToPort() {
            GitmState s = deploymentTurn();
            assertThat(problems(s, "DEPLOY TO PORT New York")).isEmpty();
            TurnOutcome o = turn(s, "DEPLOY TO PORT New York");
            GitmState after = (GitmState) o.next();
            assertThat(NavalTurns.events(o, DeploymentRefused.class)).isEmpty();
            assertThat(after.garrison(BRIGADE)).contains("New York");
            assertThat(after.unit(BRIGADE).orElseThrow().readiness()).isEqualTo(Readiness.INACTIVE);
            assertThat(NavalTurns.events(o, UnitGarrisoned.class).get(0).describe())
                    .startsWith("US80IN went into the garrison of New York from M8-T6");
        }

        @Test
        @DisplayName("GITM 7.18: from a garrison, DEPLOY TO PORT moves the unit to another open off-map port, and"
                + " DEPLOY TO <square> places it on the map, active, by a chain of contact from an open port")
        void gitm_7_18_deployOutOfAGarrison() {
            GitmState s = deploymentTurn();
            s = s.withNavy(s.navy().garrisoned(BRIGADE, "New York"));
            GitmState boston = (GitmState) turn(s, "DEPLOY TO PORT Boston").next();
            assertThat(boston.garrison(BRIGADE)).contains("Boston");
            TurnOutcome o = turn(s, "DEPLOY TO M8-T6 AT 8-1");
            GitmState after = (GitmState) o.next();
            assertThat(NavalTurns.events(o, DeploymentRefused.class)).isEmpty();
            assertThat(after.garrison(BRIGADE)).isEmpty();
            Unit u = after.unit(BRIGADE).orElseThrow();
            assertThat(u.location().strategic()).isEqualTo(StrategicSquare.of("M8-T6"));
            assertThat(u.readiness()).isEqualTo(Readiness.ACTIVE);
            assertThat(NavalTurns.events(o, GarrisonLeft.class).get(0).describe())
                    .startsWith("US80IN left the garrison of New York and deployed to");
        }

        @Test
        @DisplayName("GITM 7.18: a blockaded destination is refused at the deadline, a neutral one (Havana) at"
                + " arrival")
        void gitm_7_18_blockadedOrNeutralPortRefused() {
            GitmState s = deploymentTurn();
            assertThat(problems(s, "DEPLOY TO PORT Havana")).singleElement().asString()
                    .contains("Havana is a neutral harbour");
            Ship brig = s.navy().ship("MX1SL").orElseThrow();
            s = s.withNavy(s.navy().with(brig.at(new Station.Coastal("New York"))));
            TurnOutcome o = turn(s, "DEPLOY TO PORT New York");
            assertThat(((GitmState) o.next()).garrison(BRIGADE)).isEmpty();
            assertThat(NavalTurns.events(o, DeploymentRefused.class)).singleElement()
                    .extracting(DeploymentRefused::describe).asString().contains("New York is blockaded");
        }
    }
}
