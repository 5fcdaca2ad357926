package org.adjutant.gitm.naval;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.adjutant.app.MapLibrary;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.gitm.economy.Exchequer;
import org.adjutant.gitm.economy.LedgerLine;
import org.adjutant.gitm.economy.ManpowerBook;
import org.adjutant.gitm.event.NavalBuildCancelled;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.event.TreasuryStatement;
import org.adjutant.gitm.event.WarshipLaidDown;
import org.adjutant.gitm.event.WarshipLaunched;
import org.adjutant.gitm.forces.BuildRules;
import org.adjutant.gitm.forces.Shipyards;
import org.adjutant.gitm.forces.WarshipBuilds;
import org.adjutant.gitm.forces.WarshipRaising;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.DiceStreams;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.GitmStateCodec;
import org.adjutant.gitm.state.Manpower;
import org.adjutant.gitm.state.TurnCalendar;
import org.adjutant.ruleset.Line;
import org.adjutant.ruleset.Problem;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * RAISE FL|FR|SL on the shipped 1846 scenario through the whole ruleset (SoW 4.2, 4.4, 4.5, 4.8, 4.9, 4.10 and the
 * raise-ship form; docs/rules/naval.md section 13.4): judged when the mail arrives, paid for in the Orders phase, laid
 * down at the end of the turn, kept on the stocks across turns and launched when her building time has run. The
 * calendar makes campaign 1 turn 3 the build turn, so that turn 15's campaign end does not mix in.
 */
class WarshipRaisingTest {
    private static final Path HOME = Path.of(System.getProperty("adjutant.home", "."));
    private static final long SEED = 1846L;
    private static final ShipId NEW_SLOOP = new ShipId(Nation.US, 9, ShipType.SL);
    private static GitmRuleset ruleset;
    private static StrategicMap map;
    /** The 1846 position on campaign 1 turn 3, a build turn. */
    private static GitmState build;

    @BeforeAll
    static void load() throws Exception {
        MapLibrary maps = new MapLibrary(HOME);
        ruleset = new GitmRuleset(maps);
        Path file = HOME.resolve("data/gitm/scenarios/1846.yaml");
        GitmState opening = (GitmState) ruleset.open(Files.readString(file, StandardCharsets.UTF_8), file.toString())
                .state();
        map = opening.map(maps);
        build = calendar(opening, List.of()).withTurn(1, 3);
    }

    /** The position with campaign 1 turn 3 as the build turn and these pauses. */
    private static GitmState calendar(GitmState s, List<TurnCalendar.Pause> pauses) {
        return s.withSettings(s.settings().withCalendar(new TurnCalendar(pauses,
                List.of(new TurnCalendar.Occasion(1, 3, TurnCalendar.Purpose.BUILD)), 0)));
    }

    private static List<String> problems(GitmState s, String office, String... lines) {
        List<Line> body = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            body.add(new Line(i + 1, lines[i]));
        }
        return ruleset.checkOffice(s, Set.of(office), Set.of(), body).problems().stream().map(Problem::reason)
                .toList();
    }

    private static TurnOutcome turn(GitmState s, Map<String, List<String>> blocks) {
        return ruleset.resolve(s, s.turn(), NavalTurns.noOrders(s), blocks, SeededDice.forTurn(SEED, s.turn()));
    }

    private static GitmState next(TurnOutcome o) {
        return (GitmState) o.next();
    }

    private static int treasury(TurnOutcome o, String state) {
        return next(o).state(state).orElseThrow().treasury();
    }

    private static int pool(GitmState s, String state) {
        return s.state(state).orElseThrow().manpower().pool().orElseThrow();
    }

    /** US with a sloop on the stocks at Pensacola, {@code left} turns of building to come. */
    private static GitmState onTheStocks(GitmState s, int left) {
        return s.withNavy(s.navy().withKeel(new Keel(NEW_SLOOP, "Germantown", "US", "Pensacola", left, 270, 170,
                20)));
    }

    @Test
    @DisplayName("SoW 4.4, 4.8: a sloop ordered on the build turn is laid down in the dockyard of a port the state holds, paid for and manned when ordered, and kept on the stocks")
    void sow_4_8_sloop_laid_down_in_a_dockyard() {
        assertThat(problems(build, "minister:US", "raise sl Germantown at pensacola")).isEmpty();
        assertThat(ruleset.checkOffice(build, Set.of("minister:US"), Set.of(),
                List.of(new Line(1, "raise sl Germantown at pensacola"))).normalForm())
                .containsExactly("RAISE SL Germantown AT pensacola");

        TurnOutcome quiet = turn(build, Map.of());
        TurnOutcome o = turn(build, Map.of("marcy", List.of("RAISE SL Germantown AT Pensacola")));
        Navy navy = next(o).navy();
        assertThat(navy.ship(NEW_SLOOP)).as("not afloat yet").isEmpty();
        Keel keel = navy.building().get(NEW_SLOOP);
        assertThat(keel).isEqualTo(new Keel(NEW_SLOOP, "Germantown", "US", "Pensacola", 14, 270, 170, 20));
        assertThat(treasury(quiet, "US") - treasury(o, "US")).isEqualTo(270);
        assertThat(pool(next(quiet), "US") - pool(next(o), "US")).isEqualTo(190);
        WarshipLaidDown laid = NavalTurns.events(o, WarshipLaidDown.class).get(0);
        assertThat(laid.visibility().observers()).containsExactly("minister:US", "treasury:US");
        assertThat(laid.describe()).isEqualTo("US laid down US9SL Germantown, a sloop of war, at Pensacola for 270 Cr;"
                + " 170 crew and 20 Marines stand by her. She is launched after 14 more turns of building, fewer if a"
                + " peace or truce turn comes (SoW 4.8).");
        // the treasury statement shows what the build cost
        TreasuryStatement us = NavalTurns.events(o, TreasuryStatement.class).stream()
                .filter(t -> t.state().equals("US")).findFirst().orElseThrow();
        assertThat(us.lines()).contains(new LedgerLine(LedgerLine.Kind.BUILDS, "RAISE SL Germantown AT Pensacola",
                -270));
        // saved and read back with the rest of the position
        assertThat(GitmStateCodec.decode(GitmStateCodec.encode(next(o))).navy()).isEqualTo(navy);
    }

    @Test
    @DisplayName("SoW 4.8, 4.9, 5.4: a warship is launched in her port when her building time has run, with her people and 24 stores, and is on that turn's bill")
    void sow_4_9_launched_when_done() {
        GitmState s = onTheStocks(build.withTurn(1, 5), 2);
        TurnOutcome first = turn(s, Map.of());
        assertThat(next(first).navy().building().get(NEW_SLOOP).turnsLeft()).isEqualTo(1);
        assertThat(NavalTurns.events(first, WarshipLaunched.class)).isEmpty();

        TurnOutcome o = turn(next(first), Map.of());
        Ship sloop = next(o).navy().ship(NEW_SLOOP).orElseThrow();
        assertThat(next(o).navy().building()).isEmpty();
        assertThat(sloop).isEqualTo(new Ship(NEW_SLOOP, "Germantown", "US", 20, 170, 20, 0, 0, Ship.NEW_STORES, 0, 0,
                new Station.Harbor("Pensacola"), "Pensacola"));
        assertThat(NavalTurns.events(o, WarshipLaunched.class)).singleElement().satisfies(e -> {
            assertThat(e.visibility().observers()).containsExactly("minister:US", "treasury:US");
            assertThat(e.describe()).isEqualTo("US launched US9SL Germantown, a sloop of war of 20 guns, at Pensacola:"
                    + " 170 crew, 20 Marines and 24 stores aboard, lying in Pensacola harbour, her base (SoW 4.9).");
        });
        TreasuryStatement us = NavalTurns.events(o, TreasuryStatement.class).stream()
                .filter(t -> t.state().equals("US")).findFirst().orElseThrow();
        assertThat(us.lines()).anyMatch(l -> l.kind() == LedgerLine.Kind.UPKEEP && l.label().contains("US9SL"));
        assertThat(NavalTurns.events(first, TreasuryStatement.class).stream().filter(t -> t.state().equals("US"))
                .flatMap(t -> t.lines().stream())).noneMatch(l -> l.label().contains("US9SL"));
    }

    @Test
    @DisplayName("SoW 4.8: a port builds no more warships at once than it has dockyards, counting those on the stocks and the orders above")
    void sow_4_8_dockyard_limit() {
        assertThat(problems(build, "minister:US", "RAISE SL AT Pensacola", "RAISE FR AT Pensacola")).containsExactly(
                "Pensacola's one dockyard is taken (1 laid down by the orders above): a dockyard builds one ship at a"
                        + " time (SoW 4.8)");
        assertThat(problems(onTheStocks(build, 10), "minister:US", "RAISE SL AT Pensacola")).containsExactly(
                "Pensacola's one dockyard is taken (US9SL on the stocks): a dockyard builds one ship at a time"
                        + " (SoW 4.8)");
        assertThat(problems(build, "minister:US", "RAISE SL AT Mobile")).containsExactly("Mobile has no dockyard: a"
                + " warship is built only in a port with one free (SoW 4.8); on this map: San Blas 1, New Orleans 1,"
                + " Pensacola 1, Campeche 1");
        assertThat(problems(build, "minister:US", "RAISE SL AT Pensacola", "RAISE SL AT New Orleans")).isEmpty();

        TurnOutcome o = turn(build, Map.of("marcy", List.of("RAISE SL AT Pensacola", "RAISE FR AT Pensacola")));
        assertThat(NavalTurns.events(o, WarshipLaidDown.class)).extracting(WarshipLaidDown::ship)
                .containsExactly(NEW_SLOOP);
        assertThat(NavalTurns.events(o, OrderNotCarriedOut.class)).extracting(OrderNotCarriedOut::reason)
                .anyMatch(r -> r.startsWith("Pensacola's one dockyard is taken"));
    }

    @Test
    @DisplayName("SoW 4.2, raise-ship form: warships are ordered on the build turns only, by the Treasury Minister, not the Naval Minister alone")
    void sow_4_2_build_turn_and_who_orders() {
        assertThat(problems(build.withTurn(1, 2), "minister:US", "RAISE SL AT Pensacola")).containsExactly(
                "warships are laid down only on the build turns: campaign 1, turn 3 (SoW 4.2, raise-ship form)");
        GitmState shipped = build.withSettings(build.settings().withCalendar(TurnCalendar.NONE)).withTurn(1, 4);
        assertThat(problems(shipped, "minister:US", "RAISE SL AT Pensacola")).containsExactly(
                "warships are laid down only on the build turns: campaign 1, turn 15 (SoW 4.2, raise-ship form)");
        assertThat(problems(build, "naval:US", "RAISE SL AT Pensacola"))
                .containsExactly("only the Treasury Minister, the Prime Minister or the Monarch may give RAISE");

        TurnOutcome o = turn(build.withTurn(1, 2), Map.of("marcy", List.of("RAISE SL AT Pensacola")));
        assertThat(NavalTurns.events(o, WarshipLaidDown.class)).isEmpty();
        assertThat(next(o).navy().building()).isEmpty();
        assertThat(NavalTurns.events(o, OrderNotCarriedOut.class)).extracting(OrderNotCarriedOut::reason)
                .anyMatch(r -> r.startsWith("warships are laid down only on the build turns"));
    }

    @Test
    @DisplayName("SoW 4.4: warships are built only in ports on the land map that the state controls")
    void sow_4_4_on_map_and_held() {
        assertThat(problems(build, "minister:US", "RAISE FR AT New York")).containsExactly(
                "New York is an off-map port: warships are built only in ports on the land map (SoW 4.4)");
        assertThat(problems(build, "minister:US", "RAISE SL AT Campeche")).containsExactly(
                "Campeche is held by YUC: warships are built only in ports your state controls (SoW 4.4)");
        assertThat(problems(build, "minister:US", "RAISE SL AT Chihuahua"))
                .containsExactly("Chihuahua is not a port of this game");
    }

    @Test
    @DisplayName("SoW 4.5: a warship needs her cost and fifteen turns of her upkeep on hand, and her people in the pool")
    void sow_4_5_funds_and_men() {
        assertThat(WarshipBuilds.reserve(ShipType.FR)).isEqualTo(800 + 15 * 8);
        GitmState poor = build.withState(build.state("US").orElseThrow().withTreasury(900));
        assertThat(problems(poor, "minister:US", "RAISE FR AT Pensacola")).containsExactly("needs 920 Cr on hand at"
                + " the start of the turn: 800 to build + 120 for 15 turns of upkeep; US has 900: 20 short (SoW 4.5)");
        TurnOutcome o = turn(poor, Map.of("marcy", List.of("RAISE FR AT Pensacola")));
        assertThat(next(o).navy().building()).isEmpty();
        assertThat(NavalTurns.events(o, OrderNotCarriedOut.class)).extracting(OrderNotCarriedOut::reason)
                .anyMatch(r -> r.startsWith("needs 920 Cr on hand"));

        GitmState few = build.withState(build.state("US").orElseThrow().withManpower(Manpower.of(100)));
        assertThat(problems(few, "minister:US", "RAISE SL AT Pensacola")).containsExactly(
                "needs 190 men for her crew and Marines; US's manpower pool has 100 (SoW 3)");
    }

    @Test
    @DisplayName("Raise-ship form: one warship an order, with a name and a port only; a name the state's ships already bear is refused")
    void raiseship_form_grammar_and_names() {
        assertThat(problems(build, "minister:US", "RAISE 2 SL AT Pensacola")).singleElement().asString()
                .startsWith("one RAISE SL lays down one sloop of war, each in a dockyard of its own (SoW 4.8)");
        assertThat(problems(build, "minister:US", "RAISE SL Germantown AT Pensacola COMMANDER marcy"))
                .singleElement().asString().startsWith("RAISE SL takes a name and a port only");
        assertThat(problems(build, "minister:US", "RAISE SL USS Somers AT Pensacola")).containsExactly(
                "US already has a ship named USS Somers (US4SL); give the new one another name");
        assertThat(problems(onTheStocks(build, 10), "minister:US", "RAISE SL Germantown AT New Orleans"))
                .containsExactly("US already has a ship named Germantown (US9SL, on the stocks); give the new one"
                        + " another name");
    }

    @Test
    @DisplayName("SoW 4.10: a port captured during the turn cancels the warships on its stocks and those ordered there: the money is lost, the men go home")
    void sow_4_10_capture_cancels_naval_builds() {
        GitmState s = onTheStocks(build, 10);
        Board board = Board.of(s, map);
        TurnContext turn = new TurnContext(board, Map.of(), Map.of(), new DiceStreams(SeededDice.forTurn(SEED, 3)),
                TurnPlugins.standard()).withOfficeOrders(Map.of("marcy", List.of("RAISE SL AT New Orleans")));
        new WarshipRaising().run(Phase.ORDERS, turn);
        int paid = s.state("US").orElseThrow().treasury() - Exchequer.of(turn).balance("US");
        assertThat(paid).isEqualTo(270);
        for (String port : List.of("Pensacola", "New Orleans")) {
            City city = BuildRules.cityOnMap(map, port).orElseThrow();
            board.putHolding(city, board.holding(city).withState("MEX"));
        }
        int poolBefore = ManpowerBook.of(turn).pool("US");
        new Shipyards().run(Phase.END_OF_TURN, turn);
        List<NavalBuildCancelled> lost = turn.events().stream().filter(NavalBuildCancelled.class::isInstance)
                .map(NavalBuildCancelled.class::cast).toList();
        assertThat(lost).extracting(NavalBuildCancelled::reason).containsOnly(NavalBuildCancelled.Reason.PORT_CAPTURED);
        assertThat(lost.get(0).describe()).isEqualTo("US's build of US9SL Germantown, a sloop of war on the stocks at"
                + " Pensacola is lost: Pensacola was captured during the turn. The 270 Cr spent on it are lost; 190"
                + " men go back to the pool (SoW 4.10).");
        assertThat(lost.get(1).what()).isEqualTo("RAISE SL AT New Orleans");
        assertThat(Fleet.of(turn).navy().building()).isEmpty();
        assertThat(ManpowerBook.of(turn).pool("US") - poolBefore).isEqualTo(380);
        assertThat(Exchequer.of(turn).balance("US")).isEqualTo(s.state("US").orElseThrow().treasury() - 270);
        assertThat(turn.events()).noneMatch(e -> e instanceof WarshipLaidDown || e instanceof WarshipLaunched);
        // the lost ship's number is never issued again (the order cancelled before she was laid down took none)
        assertThat(Fleet.of(turn).navy().nextNumber(Nation.US, ShipType.SL)).isEqualTo(10);
    }

    @Test
    @DisplayName("SoW 4.10: a hostile warship ending the turn in the port's harbour with nothing there to oppose her cancels its naval builds; one of the builder's there stops her")
    void sow_4_10_hostile_warship_in_harbour() {
        GitmState s = onTheStocks(build.withTurn(1, 5), 10);
        Ship brig = s.navy().ship("MX1SL").orElseThrow();
        GitmState raided = s.withNavy(s.navy().with(brig.at(new Station.Harbor("Pensacola"))));
        TurnOutcome o = turn(raided, Map.of());
        assertThat(next(o).navy().building()).isEmpty();
        assertThat(NavalTurns.events(o, NavalBuildCancelled.class)).singleElement().satisfies(e -> {
            assertThat(e.reason()).isEqualTo(NavalBuildCancelled.Reason.HOSTILE_WARSHIP);
            assertThat(e.describe()).contains("a sloop of war of Mexico lay in Pensacola harbour at the end of the"
                    + " turn with no ship there to oppose her");
            assertThat(e.visibility().observers()).containsExactly("minister:US", "treasury:US");
        });

        Ship frigate = s.navy().ship("US1FR").orElseThrow();
        GitmState guarded = raided.withNavy(raided.navy().with(frigate.at(new Station.Harbor("Pensacola"))));
        TurnOutcome held = turn(guarded, Map.of());
        assertThat(NavalTurns.events(held, NavalBuildCancelled.class)).isEmpty();
        assertThat(next(held).navy().building().get(NEW_SLOOP).turnsLeft()).isEqualTo(9);
    }

    @Test
    @DisplayName("Designed (naval.md 13.4, SoW 4.5, 5.3): a peace or truce turn does fifteen turns of building, so a sloop laid down on one is launched that turn")
    void designed_peace_turn_builds_fifteen_turns() {
        GitmState truce = calendar(build, List.of(new TurnCalendar.Pause(1, 3, TurnCalendar.Kind.TRUCE)));
        TurnOutcome o = turn(truce, Map.of("marcy", List.of("RAISE SL Germantown AT Pensacola",
                "RAISE FR Congress AT New Orleans")));
        assertThat(next(o).navy().ship(NEW_SLOOP)).isPresent();
        assertThat(NavalTurns.events(o, WarshipLaidDown.class).get(0).describe())
                .endsWith("Her building is done this turn, a peace or truce turn (SoW 4.5).");
        assertThat(NavalTurns.events(o, WarshipLaunched.class)).extracting(WarshipLaunched::ship)
                .containsExactly(NEW_SLOOP);
        assertThat(next(o).navy().building().values()).extracting(Keel::name, Keel::turnsLeft)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("Congress", 30));
    }

    @Test
    @DisplayName("Designed: a position without ships on the stocks is saved as before; one with them reads back the same")
    void designed_codec_keeps_older_saves() {
        assertThat(GitmStateCodec.encode(build)).doesNotContain("\"building\"");
        GitmState s = onTheStocks(build, 7);
        assertThat(GitmStateCodec.encode(s)).contains("\"building\"");
        assertThat(GitmStateCodec.decode(GitmStateCodec.encode(s))).isEqualTo(s);
        assertThat(Optional.of(GitmStateCodec.decode(GitmStateCodec.encode(s)).navy().building().get(NEW_SLOOP)))
                .contains(s.navy().building().get(NEW_SLOOP));
    }
}
