package org.adjutant.gitm.battle;

import static org.adjutant.gitm.battle.BattleFileReaderTest.SMALL;
import static org.adjutant.gitm.battle.BattleFileReaderTest.lineOf;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.map.tactical.TacticalMap;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.ScenarioException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class BattleSetupTest {
    static BattleSetup setup(String text) throws ScenarioException {
        return BattleSetup.of(BattleFileReaderTest.read(text));
    }

    static ScenarioException failure(String text) {
        ScenarioException e = catchThrowableOfType(ScenarioException.class, () -> setup(text));
        assertThat(e).as("expected the set-up to be refused").isNotNull();
        return e;
    }

    @Test
    @DisplayName("the tactical map: the field in the middle, its neighbours as written, the surroundings elsewhere")
    void tacticalMap() throws Exception {
        BattleSetup s = setup(SMALL);
        TacticalMap map = s.tactical().of(s.square());
        TacticalSquare field = TacticalSquare.centre();
        assertThat(s.field().tactical()).isEqualTo(field);
        assertThat(map.terrain(field)).isEqualTo(TacticalTerrain.HILLS);
        assertThat(map.rating(field)).isEqualTo(2);
        assertThat(map.terrain(TacticalSquare.of("8-7"))).as("E").isEqualTo(TacticalTerrain.RIVER);
        assertThat(map.terrain(TacticalSquare.of("7-6"))).as("N, from the surroundings").isEqualTo(TacticalTerrain.OPEN);
        assertThat(map.terrain(TacticalSquare.of("0-14"))).isEqualTo(TacticalTerrain.OPEN);
        assertThat(map.rating(TacticalSquare.of("0-14"))).isZero();
    }

    @Test
    @DisplayName("the strategic block: open squares, water where routs are blocked, each side's refuge 4 squares to its rear")
    void strategicBlock() throws Exception {
        BattleSetup s = setup(SMALL.replace("phases: 2\n", "phases: 2\nroutBlocked: [W]\n"));
        StrategicSquare b = s.square();
        assertThat(s.map().square(b).orElseThrow().terrain()).isEqualTo(Terrain.OPEN);
        StrategicSquare west = new StrategicSquare(b.col() - 1, b.row());
        assertThat(s.map().square(west).orElseThrow().terrain()).isEqualTo(Terrain.WATER);
        StrategicSquare usRefuge = new StrategicSquare(b.col(), b.row() - BattleSetup.REFUGE_DISTANCE);
        StrategicSquare mxRefuge = new StrategicSquare(b.col(), b.row() + BattleSetup.REFUGE_DISTANCE);
        List<City> usCities = s.map().square(usRefuge).orElseThrow().cities();
        assertThat(usCities).extracting(City::name, City::state).containsExactly(
                org.assertj.core.groups.Tuple.tuple("Refuge of US", "US"));
        assertThat(s.map().square(mxRefuge).orElseThrow().cities()).extracting(City::state).containsExactly("MEX");
        assertThat(s.map().square(b).orElseThrow().state()).as("the ground is the defenders'").isEqualTo("MEX");
        assertThat(s.state().relation("US", "MEX")).isEqualTo(Relation.HOSTILE);
    }

    @Test
    @DisplayName("units stand where the file says with its figures, and get the orders the file gives as order lines")
    void unitsAndOrders() throws Exception {
        BattleSetup s = setup(SMALL);
        Unit us1 = s.state().unit(UnitId.of("US1IN")).orElseThrow();
        assertThat(us1.location().tactical()).isEqualTo(TacticalSquare.of("7-6"));
        assertThat(us1.men()).isEqualTo(600);
        assertThat(us1.supplies()).isZero();
        Unit mx = s.state().unit(UnitId.of("MX1IN")).orElseThrow();
        assertThat(mx.location()).isEqualTo(s.field());
        assertThat(mx.morale()).isEqualTo(45);
        assertThat(s.orders(1).get(UnitId.of("US1IN"))).contains("OFFENSIVE ATTACK", "MOVE TO 7-7 PHASE 1",
                "SUPPORT 7-7 RADIUS 0 PHASES 2-2", "DEFENSIVE SKIRMISH", "LINE FIRST");
        assertThat(s.orders(1).get(UnitId.of("US1LA"))).contains("MOVE TO 7-7 PHASE 2", "LINE SECOND");
        assertThat(s.orders(1).get(UnitId.of("MX1IN"))).contains("DEFENSIVE DEFEND")
                .noneMatch(line -> line.startsWith("SUPPORT")).noneMatch(line -> line.startsWith("MOVE"));
    }

    @Test
    @DisplayName("a fort on the field is a city of the side whose units start inside it; they must fit (GITM 2.6)")
    void fort() throws Exception {
        String withFort = SMALL.replace("  terrain: hills\n", "  terrain: town\n  fort: {level: 1, capacity: 1000}\n")
                .replace("defensive: defend}", "defensive: defend, inFort: true}");
        BattleSetup s = setup(withFort);
        City city = s.map().square(s.square()).orElseThrow().cities().get(0);
        assertThat(city.name()).isEqualTo("Small Hill");
        assertThat(city.tactical()).isEqualTo(TacticalSquare.centre());
        assertThat(city.state()).isEqualTo("MEX");
        assertThat(city.fortStrength()).isEqualTo(1);
        assertThat(s.state().unit(UnitId.of("MX1IN")).orElseThrow().inFort()).isTrue();

        String tooSmall = withFort.replace("capacity: 1000", "capacity: 800");
        assertThat(failure(tooSmall).getMessage()).startsWith("small.yaml:" + lineOf(tooSmall, "MX1IN"))
                .contains("does not fit in the fort");
    }

    @Test
    @DisplayName("GITM 10.3, 10.5: the city on the field keeps the stores the file gives; each side's refuge its "
            + "supplies; a city needs no fort")
    void gitm_10_3_cityAndStores() throws Exception {
        BattleSetup s = setup(BattleFileReaderTest.SIEGE);
        City city = s.fieldCity().orElseThrow();
        assertThat(city.name()).isEqualTo("Smallton");
        assertThat(city.level()).isEqualTo(2);
        assertThat(city.supplies()).isEqualTo(2);
        assertThat(city.fortStrength()).isEqualTo(1);
        assertThat(city.state()).isEqualTo("MEX");
        City usRefuge = s.map().square(new StrategicSquare(s.square().col(),
                s.square().row() - BattleSetup.REFUGE_DISTANCE)).orElseThrow().cities().get(0);
        assertThat(usRefuge.supplies()).isEqualTo(30);
        assertThat(s.state().unit(UnitId.of("US1CQ")).orElseThrow().supplies()).isEqualTo(12);

        BattleSetup open = setup(SMALL.replace("  terrain: hills\n", "  terrain: town\n  city: {supplies: 5}\n"));
        City town = open.fieldCity().orElseThrow();
        assertThat(town.name()).as("named after the battle").isEqualTo("Small Hill");
        assertThat(town.hasFort()).isFalse();
        assertThat(town.level()).isEqualTo(1);
        assertThat(town.supplies()).isEqualTo(5);
        assertThat(town.state()).as("the side standing on the field").isEqualTo("MEX");
        assertThat(setup(SMALL).fieldCity()).isEmpty();
        assertThat(s.state().settings().rules().economy()).as("GITM alone: no treasuries, upkeep or purchases")
                .isFalse();
    }

    @Test
    @DisplayName("each turn has its orders: the arrival in its turn, the lines of the latest turn given, a posture "
            + "among them standing for the unit's key in that turn")
    void ordersByTurn() throws Exception {
        BattleSetup s = setup(BattleFileReaderTest.SIEGE);
        UnitId guns = UnitId.of("US1SA");
        UnitId storm = UnitId.of("US1IN");
        assertThat(s.orders(1).get(guns)).contains("OFFENSIVE EVADE").doesNotContain("OFFENSIVE ATTACK");
        assertThat(s.orders(2).get(guns)).contains("OFFENSIVE EVADE");
        assertThat(s.orders(3).get(guns)).contains("OFFENSIVE ATTACK", "SUPPLY LEVEL 1")
                .doesNotContain("OFFENSIVE EVADE");
        assertThat(s.orders(1).get(storm)).contains("OFFENSIVE ASSAULT").noneMatch(l -> l.startsWith("MOVE"));
        assertThat(s.orders(2).get(storm)).noneMatch(l -> l.startsWith("MOVE"));
        assertThat(s.orders(3).get(storm)).contains("MOVE TO 7-7 PHASE 1");

        String bad = BattleFileReaderTest.SIEGE.replace("3: [SUPPLY LEVEL 1]", "2: [SUPPORT 7-7]");
        assertThat(failure(bad).getMessage()).startsWith("small.yaml:" + lineOf(bad, "SUPPORT 7-7]"))
                .contains("US1SA (turn 2): ").contains("radius");
    }

    @Test
    @DisplayName("size limits, stacking and the orders are checked as the robot checks them, at the unit's line")
    void checkedAsTheRobotChecks() {
        String big = SMALL.replace("men: 900", "men: 1600");
        assertThat(failure(big).getMessage()).startsWith("small.yaml:" + lineOf(big, "MX1IN"));

        String badOrder = SMALL.replace("orders: [SUPPORT 7-7 RADIUS 0 PHASES 2-2]", "orders: [SUPPORT 7-7]");
        assertThat(failure(badOrder).getMessage()).startsWith("small.yaml:" + lineOf(badOrder, "SUPPORT 7-7]"))
                .contains("US1IN").contains("radius");

        StringBuilder crowd = new StringBuilder();
        for (int i = 2; i <= 13; i++) {
            crowd.append("      - {id: MX").append(i).append("IN, men: 100}\n");
        }
        String stacked = SMALL.replace("history:\n", crowd + "history:\n");
        assertThat(failure(stacked).getMessage()).contains("GITM 2.5");
    }
}
