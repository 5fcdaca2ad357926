package org.adjutant.gitm.battle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.adjutant.gitm.battle.BattleFile.Figure;
import org.adjutant.gitm.battle.BattleFile.HistorySide;
import org.adjutant.gitm.battle.BattleFile.UnitSetup;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.order.BattleLine;
import org.adjutant.gitm.order.OffensiveAttitude;
import org.adjutant.gitm.unit.Quality;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.ScenarioException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class BattleFileReaderTest {
    static final String FILE = "small.yaml";

    /** A small battle: two US units attack from the north a Mexican brigade on a hill. */
    static final String SMALL = """
            battle: Small Hill
            date: 1846-06-01
            phases: 2
            field:
              terrain: hills
            around:
              E: {terrain: river}
            sides:
              - id: US
                states: [US]
                units:
                  - {id: US1IN, name: "1st Infantry, right wing", men: 600, quality: good, at: N, arrive: 1,
                     offensive: attack, orders: [SUPPORT 7-7 RADIUS 0 PHASES 2-2]}
                  - {id: US1LA, men: 100, batteries: 1, quality: very good, at: N, arrive: 2, line: second}
              - id: MX
                name: Hill garrison
                states: [MEX]
                units:
                  - {id: MX1IN, men: 900, quality: fair, morale: 45, defensive: defend}
            history:
              holder: US
              hours: 3.5
              result: The hill was taken.
              sides:
                US: {strength: 700, killed: 10, wounded: 40, missing: 0, source: TEST}
                MX: {strength: 900, killed: 50, wounded: 100, missing: 200}
            """;

    /**
     * A small siege over three turns: a town with a fort and two turns of stores, its garrison of 900, besiegers of
     * 1,250 with a corps HQ and its wagons, siege guns held in (OFFENSIVE EVADE) until the storm of turn 3, phase 1.
     */
    static final String SIEGE = """
            battle: Small Siege
            date: 1846-06-01
            turns: 3
            phases: 2
            field:
              terrain: town
              fort: {level: 1, capacity: 1000}
              city: {name: Smallton, level: 2, supplies: 2}
            sides:
              - id: US
                states: [US]
                supplies: 30
                units:
                  - {id: US1CQ, men: 50, supplies: 12, at: N}
                  - {id: US1IN, men: 1200, quality: good, at: N, offensive: assault, arrive: 1}
                  - {id: US1SA, men: 200, batteries: 2, at: NE, offensive: attack,
                     orders: {1: [OFFENSIVE EVADE], 3: [SUPPLY LEVEL 1]}}
              - id: MX
                name: Smallton garrison
                states: [MEX]
                units:
                  - {id: MX1IN, men: 600, inFort: true, defensive: last-ditch}
                  - {id: MX2IN, men: 300, inFort: true}
            history:
              holder: US
              days: 12
              result: The town was stormed.
              sides:
                US: {killed: 5, wounded: 10, missing: 0}
                MX: {killed: 50, wounded: 100, missing: 750}
            """;

    static BattleFile read(String text) throws ScenarioException {
        return BattleFileReader.read(text, FILE);
    }

    static ScenarioException failure(String text) {
        ScenarioException e = catchThrowableOfType(ScenarioException.class, () -> read(text));
        assertThat(e).as("expected the file to be refused").isNotNull();
        return e;
    }

    static String replaced(String from, String to) {
        assertThat(SMALL).contains(from);
        return SMALL.replace(from, to);
    }

    /** The file is refused with a message at the line holding {@code fragment}, saying each of {@code problems}. */
    static void refusedAt(String text, String fragment, String... problems) {
        assertThat(failure(text).getMessage()).startsWith(FILE + ":" + lineOf(text, fragment) + ": ")
                .contains(problems);
    }

    static int lineOf(String text, String fragment) {
        return (int) text.substring(0, text.indexOf(fragment)).chars().filter(c -> c == '\n').count() + 1;
    }

    @Test
    @DisplayName("a battle file is read with every default the format gives")
    void readsTheSmallBattle() throws Exception {
        BattleFile f = read(SMALL);
        assertThat(f.battle()).isEqualTo("Small Hill");
        assertThat(f.date()).contains("1846-06-01");
        assertThat(f.phases()).isEqualTo(2);
        assertThat(f.field().terrain()).isEqualTo(TacticalTerrain.HILLS);
        assertThat(f.field().rating()).as("hills' base rating").isEqualTo(2);
        assertThat(f.field().fort()).isEmpty();
        assertThat(f.around().get(Direction.E).terrain()).isEqualTo(TacticalTerrain.RIVER);
        assertThat(f.surroundings()).isEqualTo(TacticalTerrain.OPEN);
        assertThat(f.generalRetreat()).as("as in a game, GITM 9.12 is on by default").isTrue();
        assertThat(f.armyHqBonus()).containsExactly(UnitId.of("US1AQ"));
        UnitSetup us1 = f.sides().get(0).units().get(0);
        assertThat(us1.name()).isEqualTo("1st Infantry, right wing");
        assertThat(us1.quality()).isEqualTo(Quality.GOOD);
        assertThat(us1.at()).contains(Direction.N);
        assertThat(us1.arrive()).hasValue(1);
        assertThat(us1.offensive()).contains(OffensiveAttitude.ATTACK);
        assertThat(us1.ordersIn(1)).extracting(BattleFile.OrderLine::text)
                .containsExactly("SUPPORT 7-7 RADIUS 0 PHASES 2-2");
        assertThat(us1.line()).isEqualTo(lineOf(SMALL, "US1IN"));
        assertThat(us1.counted()).isTrue();
        UnitSetup la = f.sides().get(0).units().get(1);
        assertThat(la.battleLine()).contains(BattleLine.SECOND);
        UnitSetup mx = f.sides().get(1).units().get(0);
        assertThat(mx.at()).as("on the field").isEmpty();
        assertThat(mx.quality()).isEqualTo(Quality.FAIR);
        assertThat(mx.experience()).isZero();
        assertThat(mx.ammunition()).isEqualTo(5);
        assertThat(f.sides().get(0).rear()).as("the way the US came").contains(Direction.N);
        assertThat(f.sides().get(1).rear()).as("facing the US").contains(Direction.S);
        assertThat(f.history().orElseThrow().holder()).contains("US");
        assertThat(f.history().orElseThrow().hours()).hasValue(3.5);
        assertThat(f.history().orElseThrow().sides().get("MX").total()).contains(Figure.of(350));
    }

    @Test
    @DisplayName("a fort on the field gets 3,000 spaces a level and the town's rating 4 unless the file says")
    void fortDefaults() throws Exception {
        BattleFile f = read(replaced("  terrain: hills\n", "  terrain: town\n  fort: {level: 2}\n"));
        assertThat(f.field().fort().orElseThrow().capacity()).isEqualTo(6000);
        assertThat(f.field().rating()).isEqualTo(4);
    }

    @Test
    @DisplayName("errors name the file and the line: unknown keys, bad values, impossible set-ups")
    void errorsAreLocated() throws Exception {
        String misspelt = replaced("men: 900,", "mne: 900, men: 900,");
        assertThat(failure(misspelt).getMessage())
                .startsWith(FILE + ":" + lineOf(misspelt, "MX1IN") + ": ").contains("unknown field 'mne'");

        String badPhase = replaced("phases: 2", "phases: 5");
        assertThat(failure(badPhase).getMessage()).isEqualTo(FILE + ":3: phases is 1-4 (combat follows tactical "
                + "phases 1-4, GITM 5.2) or whole, not 5");

        String lateArrival = replaced("arrive: 2", "arrive: 3");
        assertThat(failure(lateArrival).getMessage()).startsWith(FILE + ":" + lineOf(lateArrival, "US1LA"))
                .contains("arrive is a combat phase 1-2 or never");

        String arriveOnField = replaced("morale: 45,", "morale: 45, arrive: 1,");
        assertThat(failure(arriveOnField).getMessage()).contains("MX1IN stands on the field already");

        String intoRiver = replaced("quality: good, at: N", "quality: good, at: E");
        assertThat(failure(intoRiver).getMessage()).startsWith(FILE + ":" + lineOf(intoRiver, "US1IN"))
                .contains("US1IN cannot stand E of the field: that square is river");

        String noFort = replaced("defensive: defend}", "defensive: defend, inFort: true}");
        assertThat(failure(noFort).getMessage()).contains("the field needs a 'fort'");

        String twice = replaced("{id: US1LA", "{id: US1IN");
        assertThat(failure(twice).getMessage()).contains("unit id US1IN is used twice");

        String wrongState = replaced("{id: MX1IN", "{id: MX1IN, state: US");
        assertThat(failure(wrongState).getMessage()).contains("state US is not one of its side's states");

        String usInMexico = replaced("states: [MEX]", "states: [MEX, TX]").replace("{id: MX1IN,",
                "{id: US9IN, state: TX, men: 100}\n      - {id: MX1IN,");
        assertThat(read(usInMexico).sides().get(1).units()).extracting(UnitSetup::state).containsExactly("TX", "MEX");

        String mixedNation = replaced("{id: MX1IN,", "{id: US9IN, state: MEX, men: 100}\n      - {id: MX1IN,");
        assertThat(failure(mixedNation).getMessage()).contains("a state's units share one nation");

        String badHolder = replaced("holder: US", "holder: TX");
        assertThat(failure(badHolder).getMessage()).contains("history holder 'TX' is neither side");

        String gun = replaced("batteries: 1, ", "");
        assertThat(failure(gun).getMessage()).contains("US1LA is artillery: give its 'batteries'");
    }

    @Test
    @DisplayName("the retired keys engage and anchors are refused with what to write instead")
    void retiredKeys() {
        String engage = replaced("line: second}", "line: second, engage: true}");
        assertThat(failure(engage).getMessage()).startsWith(FILE + ":" + lineOf(engage, "engage"))
                .contains("'engage' is no longer read").contains("SUPPORT 7-7 RADIUS 0");
        String anchors = replaced("    name: Hill garrison\n", "    name: Hill garrison\n    anchors: [W]\n");
        assertThat(failure(anchors).getMessage()).contains("'anchors' is no longer read").contains("counted: false");
    }

    @Test
    @DisplayName("a side whose units all stand on the field faces the other; the file may name any rear, or none")
    void rears() throws Exception {
        BattleFile given = read(replaced("    name: Hill garrison\n", "    name: Hill garrison\n    rear: W\n"));
        assertThat(given.sides().get(1).rear()).contains(Direction.W);
        BattleFile none = read(replaced("    name: Hill garrison\n", "    name: Hill garrison\n    rear: none\n"));
        assertThat(none.sides().get(1).rear()).isEmpty();
        String same = replaced("    name: Hill garrison\n", "    name: Hill garrison\n    rear: N\n");
        assertThat(failure(same).getMessage()).contains("both sides have their rear to the north");
    }

    @Test
    @DisplayName("history figures may be ranges [low, high] and n/a; a figure not given is empty, never 0")
    void historyRangesAndNotGiven() throws Exception {
        String text = replaced("US: {strength: 700, killed: 10, wounded: 40, missing: 0, source: TEST}",
                "US: {killed: 10, wounded: n/a, missing: 0, source: TEST}")
                .replace("MX: {strength: 900, killed: 50, wounded: 100, missing: 200}",
                        "MX: {strength: [2000, 4220], killed: [300, 320], wounded: [300, 560], missing: [40, 72]}");
        BattleFile f = read(text);
        HistorySide us = f.history().orElseThrow().sides().get("US");
        assertThat(us.strength()).as("no strength given: not 0 engaged").isEmpty();
        assertThat(us.killed()).contains(Figure.of(10));
        assertThat(us.wounded()).as("n/a").isEmpty();
        assertThat(us.total()).as("a total with a part not given is not known").isEmpty();
        HistorySide mx = f.history().orElseThrow().sides().get("MX");
        assertThat(mx.strength()).contains(new Figure(2000, 4220));
        assertThat(mx.total()).contains(new Figure(640, 952));
        assertThat(mx.total().orElseThrow()).hasToString("640-952");

        String missingLeftOut = replaced("killed: 10, wounded: 40, missing: 0,", "killed: 10, wounded: 40,");
        assertThat(read(missingLeftOut).history().orElseThrow().sides().get("US").total())
                .as("a key left out is not 0 either").isEmpty();

        String onlyTotal = replaced("killed: 10, wounded: 40, missing: 0,", "total: [40, 60],");
        assertThat(read(onlyTotal).history().orElseThrow().sides().get("US").total())
                .contains(new Figure(40, 60));
        String totalAgrees = replaced("missing: 0, source", "missing: 0, total: [40, 60], source");
        assertThat(read(totalAgrees).history().orElseThrow().sides().get("US").total())
                .as("the total the sources give is the one judged").contains(new Figure(40, 60));
    }

    @Test
    @DisplayName("a bad history figure is refused at its line: low bound first, a number, a total that adds up")
    void badHistoryFigures() {
        String backwards = replaced("killed: 50,", "killed: [600, 300],");
        refusedAt(backwards, "[600, 300]", "the range of killed gives its low bound first, not [600, 300]");
        String words = replaced("killed: 50,", "killed: many,");
        refusedAt(words, "many", "killed is a whole number, a range [low, high] or n/a, not 'many'");
        String three = replaced("killed: 50,", "killed: [1, 2, 3],");
        assertThat(failure(three).getMessage()).contains("killed is a whole number, a range [low, high] or n/a");
        String negative = replaced("killed: 50,", "killed: [-5, 3],");
        assertThat(failure(negative).getMessage()).contains("killed cannot be negative: -5");
        String typo = replaced("missing: 0, source", "missing: 0, total: 500, source");
        refusedAt(typo, "total: 500", "killed + wounded + missing make 50, which the total 500 does not include");
    }

    /** SMALL with a high-hill field: the US units come from the north, open ground. */
    static String onHighHills() {
        return replaced("  terrain: hills\n", "  terrain: high hills\n");
    }

    @Test
    @DisplayName("GITM 8.5: a unit whose arrival crosses a cliff (open ground up to high hills) is refused at its "
            + "line, not left behind")
    void gitm_8_5_arrivalAcrossACliffIsRefused() throws Exception {
        String cliff = onHighHills();
        refusedAt(cliff, "arrive: 1", "US1IN cannot arrive from N: the border between its square (open) and the field "
                + "(high hills) is a cliff", "(GITM 8.5)");
        String fromHills = cliff.replace("  E: {terrain: river}\n", "  E: {terrain: river}\n  N: {terrain: hills}\n");
        assertThat(read(fromHills).sides().get(0).units().get(0).arrive()).as("hills to high hills: no cliff")
                .hasValue(1);
        String standing = cliff.replace(", at: N, arrive: 1,", ", at: N,").replace(", at: N, arrive: 2,", ", at: N,");
        assertThat(read(standing).sides().get(0).units()).as("no arrival, nothing to cross").hasSize(2);
    }

    @Test
    @DisplayName("GITM 8.5, 2.2: a unit cannot wait to arrive on an impassable square; refused at its line")
    void gitm_8_5_arrivalFromImpassableGroundIsRefused() {
        String river = replaced("quality: very good, at: N, arrive: 2", "quality: very good, at: E, arrive: 2");
        refusedAt(river, "at: E, arrive: 2", "US1LA cannot stand E of the field: that square is river");
    }

    @Test
    @DisplayName("GITM 8.1: a unit with fatigue over 8 cannot arrive with the enemy about; refused at its line")
    void gitm_8_1_tooTiredToArriveIsRefused() throws Exception {
        String tired = replaced("quality: good, at: N, arrive: 1,", "quality: good, fatigue: 9, at: N, arrive: 1,");
        refusedAt(tired, "arrive: 1", "US1IN cannot arrive: with fatigue 9 (over 8) a unit may not move tactically "
                + "with the enemy in its strategic square (GITM 8.1)");
        String eight = replaced("quality: good, at: N, arrive: 1,", "quality: good, fatigue: 8, at: N, arrive: 1,");
        assertThat(read(eight).sides().get(0).units().get(0).fatigue()).as("8 may still move").isEqualTo(8);
    }

    @Test
    @DisplayName("GITM 10.3: a siege over several turns: turns, the city's stores, the refuge's supplies, an arrival "
            + "in a given turn, orders by the turn from which they hold")
    void gitm_10_3_readsASiege() throws Exception {
        BattleFile f = read(SIEGE);
        assertThat(f.turns()).isEqualTo(3);
        assertThat(f.phases()).isEqualTo(2);
        assertThat(f.lastTurnWhole()).isFalse();
        assertThat(f.endsTurns()).isTrue();
        assertThat(f.phasesOf(1)).as("every turn but the last is played whole").isEqualTo(4);
        assertThat(f.phasesOf(3)).isEqualTo(2);
        assertThat(f.field().city()).contains(new BattleFile.Town(Optional.of("Smallton"), 2, 2));
        assertThat(f.sides().get(0).supplies()).isEqualTo(30);
        assertThat(f.sides().get(1).supplies()).isZero();
        UnitSetup storm = f.sides().get(0).units().get(1);
        assertThat(storm.arrive()).hasValue(1);
        assertThat(storm.arriveTurn()).as("a plain phase is one of the last turn").isEqualTo(3);
        UnitSetup guns = f.sides().get(0).units().get(2);
        assertThat(guns.ordersIn(1)).extracting(BattleFile.OrderLine::text).containsExactly("OFFENSIVE EVADE");
        assertThat(guns.ordersIn(2)).as("held until the next turn given").extracting(BattleFile.OrderLine::text)
                .containsExactly("OFFENSIVE EVADE");
        assertThat(guns.ordersIn(3)).extracting(BattleFile.OrderLine::text).containsExactly("SUPPLY LEVEL 1");
        assertThat(f.history().orElseThrow().days()).hasValue(12);

        BattleFile whole = read(SIEGE.replace("phases: 2", "phases: whole"));
        assertThat(whole.lastTurnWhole()).isTrue();
        assertThat(whole.phases()).isEqualTo(4);
        BattleFile early = read(SIEGE.replace("arrive: 1}", "arrive: {turn: 2, phase: 3}}"));
        assertThat(early.sides().get(0).units().get(1).arriveTurn()).isEqualTo(2);
        assertThat(early.sides().get(0).units().get(1).arrive()).hasValue(3);
        UnitSetup listed = read(SIEGE.replace("orders: {1: [OFFENSIVE EVADE], 3: [SUPPLY LEVEL 1]}",
                "orders: [SUPPLY LEVEL 1]")).sides().get(0).units().get(2);
        assertThat(listed.ordersIn(3)).as("a plain list holds every turn").extracting(BattleFile.OrderLine::text)
                .containsExactly("SUPPLY LEVEL 1");
        assertThat(read(SMALL).turns()).as("one turn unless the file says").isEqualTo(1);
        assertThat(read(SMALL).endsTurns()).isFalse();
    }

    @Test
    @DisplayName("GITM 10.3: a siege file's errors name the file and the line: turns, phases, arrivals and orders "
            + "outside the turns, the city and the supplies")
    void gitm_10_3_siegeErrorsAreLocated() {
        refusedAt(SIEGE.replace("turns: 3", "turns: 15"), "turns: 15",
                "turns is 1-14 (the game turns the engagement spans, within one campaign: GITM 5.1, 9.13), not 15");
        refusedAt(SIEGE.replace("turns: 3", "turns: 0"), "turns: 0", "turns is 1-14");
        refusedAt(SIEGE.replace("phases: 2", "phases: half"), "phases: half",
                "phases is 1-4 (combat follows tactical phases 1-4, GITM 5.2) or whole, not half");
        refusedAt(SIEGE.replace("arrive: 1}", "arrive: {turn: 4, phase: 1}}"), "turn: 4",
                "US1IN: arrive's turn is 1-3, not 4");
        refusedAt(SIEGE.replace("arrive: 1}", "arrive: {turn: 2, phase: 5}}"), "turn: 2",
                "US1IN: arrive is a combat phase 1-4 of turn 2 or never, not 5");
        refusedAt(SIEGE.replace("arrive: 1}", "arrive: 3}"), "arrive: 3",
                "US1IN: arrive is a combat phase 1-2 of turn 3 or never, not 3");
        refusedAt(SIEGE.replace("arrive: 1}", "arrive: {turn: 2}}"), "turn: 2", "needs 'phase'");
        refusedAt(SIEGE.replace("arrive: 1}", "arrive: soon}"), "arrive: soon",
                "US1IN: arrive is a combat phase, never, or {turn: T, phase: P}");
        refusedAt(SIEGE.replace("3: [SUPPLY LEVEL 1]", "three: [SUPPLY LEVEL 1]"), "three:",
                "US1SA: orders by turn are keyed by turn numbers 1-3, not 'three'");
        refusedAt(SIEGE.replace("3: [SUPPLY LEVEL 1]", "4: [SUPPLY LEVEL 1]"), "4: [SUPPLY",
                "US1SA: orders for turn 4, but the file spans turns 1-3");
        refusedAt(SIEGE.replace("3: [SUPPLY LEVEL 1]", "3: [{a: b}]"), "3: [{a: b}]",
                "US1SA: each of 'orders' is one order line");
        refusedAt(SIEGE.replace("level: 2, supplies: 2", "level: 6, supplies: 2"), "level: 6",
                "a city's level is 0-5 (0: a fort alone, GITM 1.3), not 6");
        refusedAt(SIEGE.replace("level: 2, supplies: 2", "level: 2, supplies: -2"), "supplies: -2",
                "a city's supplies cannot be negative: -2");
        refusedAt(SIEGE.replace("level: 2, supplies: 2", "level: 2, stock: 2"), "stock: 2",
                "the city: unknown field 'stock'");
        refusedAt(SIEGE.replace("supplies: 30", "supplies: -30"), "supplies: -30",
                "side US: supplies cannot be negative: -30");
        refusedAt(SIEGE.replace("supplies: 30", "rear: none\n    supplies: 30"), "supplies: 30",
                "side US has no refuge ('rear: none') to store its supplies in");
        refusedAt(SIEGE.replace("days: 12", "days: many"), "days: many", "days should be a number, not 'many'");
    }

    @Test
    @DisplayName("GITM 8.1: the fatigue a file gives is the first turn's, so it refuses an arrival in turn 1 only")
    void gitm_8_1_fatigueDecidesFirstTurnArrivals() throws Exception {
        String tired = SIEGE.replace("quality: good, at: N,", "quality: good, fatigue: 9, at: N,");
        assertThat(read(tired).sides().get(0).units().get(1).arriveTurn()).as("recovered by turn 3 (GITM 3.2)")
                .isEqualTo(3);
        String now = tired.replace("arrive: 1}", "arrive: {turn: 1, phase: 1}}");
        refusedAt(now, "turn: 1, phase: 1", "US1IN cannot arrive: with fatigue 9 (over 8)");
    }

    static Stream<Path> shippedFiles() throws IOException {
        try (Stream<Path> files = Files.list(Path.of("data/gitm/battles"))) {
            List<Path> all = files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
            assertThat(all).hasSize(7);
            return all.stream();
        }
    }

    static Stream<Path> calibrationSetFiles() throws IOException {
        List<Path> all = new java.util.ArrayList<>();
        for (String set : List.of("data/gitm/battles/training", "data/gitm/battles/held-out")) {
            try (Stream<Path> files = Files.list(Path.of(set))) {
                all.addAll(files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList());
            }
        }
        assertThat(all).as("the training and held-out engagements and sieges of docs/calibration-sources.md").hasSize(36);
        return all.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("calibrationSetFiles")
    @DisplayName("every training and held-out battle file reads, sets up and names a holder and both sides' figures")
    void calibrationSetFilesLoad(Path file) throws Exception {
        BattleSetup setup = BattleRunner.load(file);
        BattleFile.History history = setup.file().history().orElseThrow();
        assertThat(history.holder()).isPresent();
        assertThat(history.sides()).containsOnlyKeys(setup.file().sides().get(0).id(),
                setup.file().sides().get(1).id());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shippedFiles")
    @DisplayName("every shipped battle file reads, sets up and has history for both sides")
    void shippedFilesLoad(Path file) throws Exception {
        BattleSetup setup = BattleRunner.load(file);
        assertThat(setup.file().history()).isPresent();
        assertThat(setup.file().history().orElseThrow().sides()).containsOnlyKeys(
                setup.file().sides().get(0).id(), setup.file().sides().get(1).id());
        assertThat(setup.file().history().flatMap(h -> h.holder())).isEqualTo(Optional.of("US"));
    }
}
