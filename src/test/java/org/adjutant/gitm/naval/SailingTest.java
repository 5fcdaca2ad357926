package org.adjutant.gitm.naval;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.adjutant.app.MapLibrary;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.event.ShipSailed;
import org.adjutant.gitm.map.sea.SeaChart;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.order.OfficeOrder;
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
 * SAIL on the shipped 1846 scenario through the whole ruleset (PATE 1.1-1.3, PATE-MD movechance; docs/rules/naval.md
 * section 3): judged when the mail arrives, carried out in the Orders phase, told to the ship's own side only.
 */
class SailingTest {
    private static final Path HOME = Path.of(System.getProperty("adjutant.home", "."));
    private static final long SEED = 1846L;
    private static GitmRuleset ruleset;
    private static GitmState opening;
    private static SeaChart chart;

    @BeforeAll
    static void load() throws Exception {
        ruleset = new GitmRuleset(new MapLibrary(HOME));
        Path file = HOME.resolve("data/gitm/scenarios/1846.yaml");
        opening = (GitmState) ruleset.open(Files.readString(file, StandardCharsets.UTF_8), file.toString()).state();
        chart = new MapLibrary(HOME).apply("1846").orElseThrow().sea().orElseThrow();
    }

    private static BlockVerdict check(GitmState s, String office, String... lines) {
        List<Line> body = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            body.add(new Line(i + 1, lines[i]));
        }
        return ruleset.checkOffice(s, Set.of(office), Set.of(), body);
    }

    private static List<String> problems(GitmState s, String office, String... lines) {
        return check(s, office, lines).problems().stream().map(Problem::reason).toList();
    }

    private static TurnOutcome turn(GitmState s, Map<String, List<String>> blocks) {
        return ruleset.resolve(s, s.turn(), NavalTurns.noOrders(s), blocks, SeededDice.forTurn(SEED, s.turn()));
    }

    private static Station station(TurnOutcome o, String ship) {
        return ((GitmState) o.next()).navy().ship(ship).orElseThrow().station();
    }

    @Test
    @DisplayName("PATE 1.3, PATE-MD movechance: the Naval Minister's SAIL moves the frigate at the deadline, by the turn's wind and her own dice, and only her state's officers read it")
    void pate_1_3_sail_carried_out() {
        assertThat(check(opening, "naval:US", "SAIL US1FR TO Pensacola").problems()).isEmpty();
        TurnOutcome o = turn(opening, Map.of("bancroft", List.of("SAIL US1FR TO Pensacola")));

        // what the ship should do: the course, the wind over American waters and her own rolls, all from the turn's
        // seeded dice
        Ship cumberland = opening.navy().ship("US1FR").orElseThrow();
        Station pensacola = new Station.Harbor("Pensacola");
        SeededDice dice = SeededDice.forTurn(SEED, opening.turn());
        Wind wind = Wind.draw("AMW", dice.purpose(Wind.purpose("AMW")));
        Passage expected = Passage.sail(new Voyages.Course(cumberland, pensacola,
                chart.route(cumberland.station(), pensacola, List.of()).orElseThrow()), chart, wind,
                dice.purpose("sail US1FR"));
        assertThat(expected.moved()).as("a frigate always makes at least one move").isNotEmpty();
        assertThat(station(o, "US1FR")).isEqualTo(expected.end()).isNotEqualTo(cumberland.station());

        ShipSailed sailed = NavalTurns.events(o, ShipSailed.class).get(0);
        assertThat(NavalTurns.events(o, ShipSailed.class)).hasSize(1);
        assertThat(sailed.ship()).isEqualTo(ShipId.of("US1FR"));
        assertThat(sailed.wind()).isEqualTo(wind.words());
        assertThat(sailed.passed()).isEqualTo(expected.moved().stream().map(s -> s.describe(chart)).toList());
        assertThat(sailed.describe()).startsWith("US1FR USS Cumberland").contains("from the coastal waters of Veracruz",
                "; the wind was " + wind.words() + ".");
        assertThat(sailed.visibility().observers()).containsExactlyInAnyOrder("minister:US", "treasury:US",
                "naval:US");
        // the other ships lie where they lay
        assertThat(station(o, "US2FR")).isEqualTo(new Station.Coastal("Veracruz"));
        assertThat(station(o, "MX1SL")).isEqualTo(new Station.Harbor("Alvarado"));
    }

    @Test
    @DisplayName("designed: each ship rolls her own dice and each chart has its own wind, so another ship's order never changes her passage")
    void designed_own_dice() {
        TurnOutcome alone = turn(opening, Map.of("bancroft", List.of("SAIL US1FR TO Pensacola")));
        TurnOutcome crowded = turn(opening, Map.of("bancroft", List.of("SAIL US4FR TO San Diego",
                "SAIL US2FR VIA CGF TO Tampico", "SAIL US1FR TO Pensacola")));
        assertThat(station(crowded, "US1FR")).isEqualTo(station(alone, "US1FR"));
        assertThat(NavalTurns.events(crowded, ShipSailed.class)).extracting(ShipSailed::ship)
                .containsExactly(ShipId.of("US4FR"), ShipId.of("US2FR"), ShipId.of("US1FR"));
        assertThat(turn(opening, Map.of("bancroft", List.of("SAIL US1FR TO Pensacola"))).next())
                .as("the same seed, the same passage").isEqualTo(alone.next());
    }

    @Test
    @DisplayName("PATE 1.1-1.3: SAIL is refused when the mail arrives, with the reason, for a ship not the state's, a place not on the chart, a place on the other chart, and a ship already there")
    void pate_1_sail_refused_at_arrival() {
        assertThat(problems(opening, "naval:US", "SAIL MX1SL TO Veracruz")).containsExactly("MX1SL is not a ship of US");
        assertThat(problems(opening, "naval:US", "SAIL US9FR TO Veracruz")).containsExactly("US9FR is not a ship of US");
        assertThat(problems(opening, "naval:US", "SAIL US1FR TO Atlantis")).containsExactly("Atlantis is no port or"
                + " sea area of the sea chart (PATE 1.2): name a port by its city, its coastal waters as COAST <port>,"
                + " a sea area by its code or name (SGC, South Gulf Coast)");
        assertThat(problems(opening, "naval:US", "SAIL US1FR TO COAST OF Saltillo")).containsExactly("Saltillo is no"
                + " port of the sea chart, so it has no coastal waters to sail to (PATE 1.2)");
        assertThat(problems(opening, "naval:US", "SAIL US1FR TO Acapulco")).singleElement().asString()
                .startsWith("Acapulco harbour lies in Pacific waters").contains("and US1FR in American waters")
                .endsWith("no ship passes from one chart to the other (PATE 1.1)");
        assertThat(problems(opening, "naval:US", "SAIL US1FR VIA OPA TO Pensacola")).singleElement().asString()
                .startsWith("the Open Pacific lies in Pacific waters");
        assertThat(problems(opening, "naval:US", "SAIL US1FR TO COAST Veracruz")).containsExactly("US1FR already lies"
                + " in the coastal waters of Veracruz, so SAIL would not move her");
        GitmState unmanned = opening.withNavy(opening.navy().with(opening.navy().ship("US1SL").orElseThrow()
                .withMen(0, 0)));
        assertThat(problems(unmanned, "naval:US", "SAIL US1SL TO Pensacola")).containsExactly("US1SL has no seamen"
                + " aboard to sail her (docs/rules/naval.md section 3)");
    }

    @Test
    @DisplayName("designed: SAIL is the Naval Minister's (with the Prime Minister and the Monarch), written SAIL <ship> [VIA <place>]... TO <place>")
    void designed_sail_who_and_grammar() {
        assertThat(problems(opening, "minister:US", "SAIL US1FR TO Pensacola")).singleElement().asString()
                .contains("only the Naval Minister, the Prime Minister or the Monarch may give SAIL");
        assertThat(problems(opening, "naval:US", "SAIL US1FR")).singleElement().asString()
                .contains("SAIL needs TO <port or sea area>");
        assertThat(problems(opening, "naval:US", "SAIL TO Pensacola")).singleElement().asString()
                .contains("SAIL needs a ship id");
        assertThat(problems(opening, "naval:US", "SAIL US1FR TO Pensacola TO Mobile")).singleElement().asString()
                .contains("(one TO a ship)");
        assertThat(problems(opening, "naval:US", "SAIL US1FR TO Pensacola", "SAIL US1FR TO Mobile"))
                .containsExactly("SAIL US1FR TO Mobile contradicts line 1 (SAIL US1FR TO Pensacola): both set the"
                        + " course of US1FR; keep only the one you mean");
        BlockVerdict ok = check(opening, "naval:US", "sail us1tr via cgf via south gulf coast to off veracruz",
                "SAIL US2FR TO HARBOUR Tampico");
        assertThat(ok.problems()).isEmpty();
        assertThat(ok.normalForm()).containsExactly("SAIL US1TR VIA cgf VIA south gulf coast TO COAST veracruz",
                "SAIL US2FR TO Tampico");
        assertThat(new OfficeOrder.Sail("US1TR", new OfficeOrder.Sail.Place("SGC", false), List.of()).slot())
                .isEqualTo(new OfficeOrder.Sail("us 1 tr", new OfficeOrder.Sail.Place("CGF", false), List.of())
                        .slot());
    }

    @Test
    @DisplayName("SoW 4.2, 4.4: a warship is laid down only on a build turn, so RAISE of one is refused on the opening turn with that reason; transport groups are raised on any turn")
    void sow_4_2_raise_ship_waits_for_the_build_turn() {
        for (String type : List.of("FR", "SL", "FL")) {
            assertThat(problems(opening, "minister:US", "RAISE " + type + " AT New Orleans"))
                    .containsExactly("warships are laid down only on the build turns: campaign 1, turn 15 (SoW 4.2,"
                            + " raise-ship form)");
        }
        assertThat(problems(opening, "minister:US", "RAISE TR 3000 AT New Orleans")).isEmpty();
    }

    @Test
    @DisplayName("PATE 1.3: a course through waypoints passes them in order; at the deadline a ship scuttled earlier in the Orders phase does not sail, and her minister reads why")
    void pate_1_3_waypoints_and_deadline_recheck() {
        Voyages.Verdict v = Voyages.plan(java.util.Optional.of(chart), opening.navy(), "US",
                new OfficeOrder.Sail("US1TR", new OfficeOrder.Sail.Place("Veracruz", true),
                        List.of(new OfficeOrder.Sail.Place("EGF", false))));
        assertThat(v.problem()).isEmpty();
        assertThat(v.course().orElseThrow().route()).containsSubsequence(new Station.Open("EGF"),
                new Station.Open("SGC"), new Station.Coastal("Veracruz")).endsWith(new Station.Coastal("Veracruz"));

        Map<String, List<String>> blocks = new LinkedHashMap<>();
        blocks.put("marcy", List.of("SCUTTLE US1TR"));
        blocks.put("bancroft", List.of("SAIL US1TR TO Pensacola"));
        TurnOutcome o = turn(opening, blocks);
        assertThat(((GitmState) o.next()).navy().ship("US1TR")).isEmpty();
        assertThat(NavalTurns.events(o, ShipSailed.class)).isEmpty();
        assertThat(NavalTurns.events(o, OrderNotCarriedOut.class)).singleElement().satisfies(e -> {
            assertThat(e.order()).isEqualTo("SAIL US1TR TO Pensacola");
            assertThat(e.reason()).isEqualTo("US1TR left the game earlier in the Orders phase");
            assertThat(e.visibility().observers()).contains("naval:US").doesNotContain("naval:MEX");
        });
    }
}
