package org.adjutant.gitm.naval;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.adjutant.app.MapLibrary;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.gitm.economy.Exchequer;
import org.adjutant.gitm.event.BuildCancelled;
import org.adjutant.gitm.event.NavalBuildCancelled;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.event.TransportGroupRaised;
import org.adjutant.gitm.forces.BuildRules;
import org.adjutant.gitm.forces.TransportBuilds;
import org.adjutant.gitm.forces.TransportRaising;
import org.adjutant.gitm.forces.TransportsFitted;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.DiceStreams;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.ruleset.BlockVerdict;
import org.adjutant.ruleset.Line;
import org.adjutant.ruleset.Problem;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * RAISE TR on the shipped 1846 scenario through the whole ruleset (SoW 4.4, 4.5, 4.8, 4.9 and the raise-ship form;
 * docs/rules/naval.md section 13): judged when the mail arrives, paid for in the Orders phase, the group lying in its
 * port at the end of the turn.
 */
class TransportRaisingTest {
    private static final Path HOME = Path.of(System.getProperty("adjutant.home", "."));
    private static final long SEED = 1846L;
    private static GitmRuleset ruleset;
    private static GitmState opening;

    @BeforeAll
    static void load() throws Exception {
        ruleset = new GitmRuleset(new MapLibrary(HOME));
        Path file = HOME.resolve("data/gitm/scenarios/1846.yaml");
        opening = (GitmState) ruleset.open(Files.readString(file, StandardCharsets.UTF_8), file.toString()).state();
    }

    private static BlockVerdict check(String office, String... lines) {
        List<Line> body = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            body.add(new Line(i + 1, lines[i]));
        }
        return ruleset.checkOffice(opening, Set.of(office), Set.of(), body);
    }

    private static List<String> problems(String office, String... lines) {
        return check(office, lines).problems().stream().map(Problem::reason).toList();
    }

    private static TurnOutcome turn(Map<String, List<String>> blocks) {
        return ruleset.resolve(opening, opening.turn(), NavalTurns.noOrders(opening), blocks,
                SeededDice.forTurn(SEED, opening.turn()));
    }

    private static int treasury(TurnOutcome o, String state) {
        return ((GitmState) o.next()).state(state).orElseThrow().treasury();
    }

    @Test
    @DisplayName("SoW 4.4, 4.9: a transport group raised in a port the state holds lies in its harbour at the end of the turn, based there, with 24 stores, paid for when it is ordered")
    void sow_4_4_transport_group_raised_in_own_port() {
        BlockVerdict v = check("minister:US", "raise tr 3000 at new orleans");
        assertThat(v.problems()).isEmpty();
        assertThat(v.normalForm()).containsExactly("RAISE TR 3000 AT new orleans");
        assertThat(problems("minister:US", "RAISE 3000 TR AT New Orleans")).isEmpty();

        TurnOutcome quiet = turn(Map.of());
        TurnOutcome o = turn(Map.of("marcy", List.of("RAISE TR 3000 AT New Orleans")));
        Navy navy = ((GitmState) o.next()).navy();
        assertThat(opening.navy().ship("US2TR")).isEmpty();
        Ship group = navy.ship("US2TR").orElseThrow();
        assertThat(group.state()).isEqualTo("US");
        assertThat(group.capacity()).isEqualTo(3000);
        assertThat(group.stores()).isEqualTo(Ship.NEW_STORES);
        assertThat(group.crew() + group.marines() + group.supplies()).isZero();
        assertThat(group.station()).isEqualTo(new Station.Harbor("New Orleans"));
        assertThat(group.base()).isEqualTo("New Orleans");
        assertThat(o.events()).filteredOn(TransportGroupRaised.class::isInstance).singleElement().asString()
                .contains("US2TR");
        // 120 Cr to fit out (3 x 40); the opening turn 0 has no upkeep to pay
        assertThat(treasury(quiet, "US") - treasury(o, "US")).isEqualTo(120);
    }

    @Test
    @DisplayName("SoW 4.5, 5.4: on a turn with upkeep, a new transport group is paid for in the Orders phase and is on that turn's bill")
    void sow_5_4_new_group_on_the_bill_of_its_turn() {
        GitmState one = (GitmState) turn(Map.of()).next();
        TurnOutcome o = ruleset.resolve(one, one.turn(), NavalTurns.noOrders(one),
                Map.of("marcy", List.of("RAISE TR 3000 AT New Orleans")), SeededDice.forTurn(SEED, one.turn()));
        TurnOutcome quiet = ruleset.resolve(one, one.turn(), NavalTurns.noOrders(one), Map.of(),
                SeededDice.forTurn(SEED, one.turn()));
        assertThat(((GitmState) o.next()).navy().ship("US2TR")).isPresent();
        // 120 to fit out and 3 x 8 of hire at the end of the turn
        assertThat(treasury(quiet, "US") - treasury(o, "US")).isEqualTo(120 + 24);
    }

    @Test
    @DisplayName("SoW 4.4: no transport group is raised in an off-map port, nor in a port another state holds")
    void sow_4_4_port_on_the_map_and_held() {
        assertThat(problems("minister:US", "RAISE TR 3000 AT New York")).containsExactly(
                "New York is an off-map port: transport groups are raised only in ports on the land map (SoW 4.4)");
        assertThat(problems("minister:US", "RAISE TR 1000 AT Veracruz")).containsExactly(
                "Veracruz is held by MEX: transport groups are raised only in ports your state controls (SoW 4.4)");
        assertThat(problems("minister:US", "RAISE TR 1000 AT Chihuahua"))
                .containsExactly("Chihuahua is not a port of this game");
    }

    @Test
    @DisplayName("SoW 4.5: a transport build needs its cost and fifteen turns of its upkeep on hand, and is not carried out at the deadline without them")
    void sow_4_5_funds_for_build_and_fifteen_turns() {
        // Sonora holds 300 Cr; 3,000 capacity needs 120 + 15 x 24 = 480
        assertThat(TransportBuilds.reserve(3000)).isEqualTo(480);
        assertThat(problems("minister:SON", "RAISE TR 3000 AT Mazatlan")).containsExactly(
                "needs 480 Cr on hand at the start of the turn: 120 to raise + 360 for 15 turns of upkeep; SON has"
                        + " 300: 180 short (SoW 4.5)");
        String treasurer = opening.state("SON").orElseThrow().treasurer();
        TurnOutcome o = turn(Map.of(treasurer, List.of("RAISE TR 3000 AT Mazatlan")));
        assertThat(o.events()).noneMatch(TransportGroupRaised.class::isInstance);
        assertThat(o.events()).filteredOn(OrderNotCarriedOut.class::isInstance).map(Object::toString)
                .anyMatch(s -> s.contains("needs 480 Cr on hand"));
        assertThat(((GitmState) o.next()).navy().of("SON")).isEqualTo(opening.navy().of("SON"));
    }

    @Test
    @DisplayName("SoW 4.6: no transport build begins in a besieged port, at arrival or at the deadline")
    void sow_4_6_no_build_in_a_besieged_port() {
        CityHolding held = opening.cities().get("New Orleans");
        assertThat(held).as("New Orleans is recorded in the 1846 position").isNotNull();
        GitmState besieged = opening.withCity("New Orleans", held.withBesiegedSince(1));
        List<Line> body = List.of(new Line(1, "RAISE TR 3000 AT New Orleans"));
        assertThat(ruleset.checkOffice(besieged, Set.of("minister:US"), Set.of(), body).problems())
                .extracting(Problem::reason)
                .containsExactly("New Orleans is besieged: no new builds begin there (SoW 4.6)");
        TurnOutcome o = ruleset.resolve(besieged, besieged.turn(), NavalTurns.noOrders(besieged),
                Map.of("marcy", List.of("RAISE TR 3000 AT New Orleans")), SeededDice.forTurn(SEED, besieged.turn()));
        assertThat(o.events()).noneMatch(TransportGroupRaised.class::isInstance);
        assertThat(((GitmState) o.next()).navy().ship("US2TR")).isEmpty();
    }

    @Test
    @DisplayName("Designed: a port fits out 2,000 capacity of transports a turn per level of its city, the raise-ship form's 10,000 at most an order")
    void designed_port_capacity_and_form_limit() {
        assertThat(problems("minister:US", "RAISE TR 4000 AT Pensacola")).isEmpty();
        assertThat(problems("minister:US", "RAISE TR 4000 AT Pensacola", "RAISE TR 1000 AT Pensacola"))
                .containsExactly("Pensacola (level 2) fits out at most 4,000 capacity of transports a turn; the orders"
                        + " above take 4,000 and 1,000 are asked for here (raise-ship form; docs/rules/naval.md"
                        + " section 13)");
        assertThat(problems("minister:US", "RAISE TR 12000 AT New Orleans")).singleElement().asString()
                .contains("one transport build is 1-10,000 capacity, not 12000 (raise-ship form)");
        assertThat(problems("minister:US", "RAISE TR AT New Orleans")).singleElement().asString()
                .contains("RAISE TR needs the capacity to raise");
        assertThat(problems("minister:US", "RAISE TR 3000 AT New Orleans MEN 400")).singleElement().asString()
                .contains("RAISE TR takes a capacity and a port only");

        TurnOutcome o = turn(Map.of("marcy", List.of("RAISE TR 4000 AT Pensacola", "RAISE TR 1000 AT Pensacola")));
        assertThat(o.events()).filteredOn(TransportGroupRaised.class::isInstance).hasSize(1);
        assertThat(o.events()).filteredOn(OrderNotCarriedOut.class::isInstance).map(Object::toString)
                .anyMatch(s -> s.contains("fits out at most 4,000"));
    }

    @Test
    @DisplayName("Raise-ship form: the Naval Minister alone does not order transport builds")
    void raiseship_form_naval_minister_alone_does_not_build() {
        assertThat(problems("naval:US", "RAISE TR 3000 AT New Orleans"))
                .containsExactly("only the Treasury Minister, the Prime Minister or the Monarch may give RAISE");
    }

    @Test
    @DisplayName("SoW 4.10: a transport build whose port is captured during the turn is lost with its money")
    void sow_4_10_transport_build_lost_when_port_captured() {
        StrategicMap map = opening.map(new MapLibrary(HOME));
        Board board = Board.of(opening, map);
        TurnContext turn = new TurnContext(board, Map.of(), Map.of(), new DiceStreams(SeededDice.forTurn(SEED, 0)),
                TurnPlugins.standard()).withOfficeOrders(Map.of("marcy", List.of("RAISE TR 3000 AT New Orleans")));
        new TransportRaising().run(Phase.ORDERS, turn);
        int before = opening.state("US").orElseThrow().treasury();
        assertThat(before - Exchequer.of(turn).balance("US")).isEqualTo(120);
        City orleans = BuildRules.cityOnMap(map, "New Orleans").orElseThrow();
        board.putHolding(orleans, board.holding(orleans).withState("MEX"));
        new TransportsFitted().run(Phase.END_OF_TURN, turn);
        assertThat(turn.events()).noneMatch(TransportGroupRaised.class::isInstance);
        assertThat(turn.events()).filteredOn(BuildCancelled.class::isInstance).singleElement()
                .extracting(e -> ((BuildCancelled) e).reason()).isEqualTo(BuildCancelled.Reason.CITY_CAPTURED);
        assertThat(Fleet.of(turn).navy().ship("US2TR")).isEmpty();
        assertThat(Exchequer.of(turn).balance("US")).as("the money is lost with the port").isEqualTo(before - 120);
    }

    @Test
    @DisplayName("SoW 4.10: a transport build is lost when a hostile warship ends the turn in the port's harbour with nothing there to oppose her")
    void sow_4_10_transport_build_lost_to_a_hostile_warship() {
        Ship brig = opening.navy().ship("MX1SL").orElseThrow();
        GitmState raided = opening.withNavy(opening.navy().with(brig.at(new Station.Harbor("New Orleans"))));
        TurnOutcome o = ruleset.resolve(raided, raided.turn(), NavalTurns.noOrders(raided),
                Map.of("marcy", List.of("RAISE TR 3000 AT New Orleans")), SeededDice.forTurn(SEED, raided.turn()));
        assertThat(o.events()).noneMatch(TransportGroupRaised.class::isInstance);
        assertThat(NavalTurns.events(o, NavalBuildCancelled.class)).singleElement()
                .extracting(NavalBuildCancelled::reason).isEqualTo(NavalBuildCancelled.Reason.HOSTILE_WARSHIP);
        assertThat(((GitmState) o.next()).navy().ship("US2TR")).isEmpty();
    }
}
