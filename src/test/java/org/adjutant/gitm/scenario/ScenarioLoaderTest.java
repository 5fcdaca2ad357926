package org.adjutant.gitm.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.VictoryTerms;
import org.adjutant.gitm.state.GitmStateCodec;
import org.adjutant.gitm.state.InlineMap;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitStatus;
import org.adjutant.ruleset.Opening;
import org.adjutant.ruleset.RoleSlot;
import org.adjutant.ruleset.ScenarioException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ScenarioLoaderTest {
    static final String FILE = "rio-grande.yaml";

    static String example() {
        try (InputStream in = ScenarioLoaderTest.class.getResourceAsStream(FILE)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Optional<StrategicMap> noMaps(String name) {
        return Optional.empty();
    }

    private static Scenario load(String text) throws ScenarioException {
        return ScenarioLoader.read(text, FILE, ScenarioLoaderTest::noMaps);
    }

    private static ScenarioException failure(String text) {
        return catchThrowableOfType(ScenarioException.class, () -> load(text));
    }

    /** The example with one line replaced, asserting the line was there. */
    private static String replaced(String from, String to) {
        String text = example();
        assertThat(text).contains(from);
        return text.replace(from, to);
    }

    private static int lineOf(String text, String fragment) {
        String before = text.substring(0, text.indexOf(fragment));
        return (int) before.chars().filter(c -> c == '\n').count() + 1;
    }

    @Test
    void loadsTheDocumentedExample() throws ScenarioException {
        Scenario s = load(example());
        GitmState state = s.state();
        assertThat(state.title()).isEqualTo("Rio Grande, May 1846 (test)");
        assertThat(state.units()).extracting(u -> u.id().toString())
                .containsExactly("US1AQ", "US7IN", "US1LA", "MX1AQ", "MX4IN", "MX1MI");
        assertThat(state.states()).containsOnlyKeys("US", "NE", "YUC");
        assertThat(state.relation("US", "NE")).isEqualTo(Relation.HOSTILE);
        assertThat(state.relation("US", "YUC")).isEqualTo(Relation.NEUTRAL);
        InlineMap map = (InlineMap) s.map();
        assertThat(map.terrain(org.adjutant.gitm.map.StrategicSquare.of("J9-V5"))).isEqualTo(Terrain.MARSH);
        assertThat(map.tactical(org.adjutant.gitm.map.StrategicSquare.of("J9-V4"))).hasSize(2);
        assertThat(state.city("Matamoros", map)).hasValueSatisfying(c -> {
            assertThat(c.supplies()).isEqualTo(55);
            assertThat(c.state()).isEqualTo("NE");
        });
        Unit bragg = state.unit("US1LA").orElseThrow();
        assertThat(bragg.location().toString()).isEqualTo("J9-V4 3-6");
        assertThat(bragg.inFort()).isTrue();
        assertThat(state.unit("MX1MI").orElseThrow().readiness()).isEqualTo(Readiness.INACTIVE);
    }

    @Test
    @DisplayName("GITM 3.4 every unit has a commander and a deputy; by default its state's War Minister")
    void gitm_3_4_commanderAndDeputy() throws ScenarioException {
        Scenario s = load(example());
        GitmState state = s.state();
        for (Unit u : state.units()) {
            assertThat(u.commander()).isNotBlank();
            assertThat(u.deputy()).isNotBlank();
            assertThat(state.roles()).containsKeys(u.commander(), u.deputy());
        }
        Unit aq = state.unit("US1AQ").orElseThrow();
        assertThat(aq.commander()).isEqualTo("taylor");
        assertThat(aq.deputy()).isEqualTo("brown");
        assertThat(state.unit("US7IN").orElseThrow().deputy()).isEqualTo("taylor");
        assertThat(state.unit("US1LA").orElseThrow().commander()).isEqualTo("marcy");
        assertThat(state.unit("MX4IN").orElseThrow().commander()).isEqualTo("arista");
        assertThat(state.unit("MX1MI").orElseThrow().commander()).isEqualTo("minister-ne");
        assertThat(UnitStatus.of(aq, state::roleTitle).text())
                .contains("Commander: Zachary Taylor\nDeputy: Jacob Brown\n");
    }

    @Test
    @DisplayName("GITM 3.4 role slots list the units they command and the War Minister offices they hold")
    void gitm_3_4_roleSlots() throws ScenarioException {
        Opening opening = ScenarioLoader.load(example(), FILE, ScenarioLoaderTest::noMaps);
        assertThat(opening.offices()).containsExactly("minister:NE", "minister:US", "minister:YUC");
        assertThat(opening.roles()).extracting(RoleSlot::id)
                .containsExactly("marcy", "taylor", "brown", "arista", "minister-ne", "minister-yuc");
        RoleSlot marcy = opening.roles().get(0);
        assertThat(marcy.offices()).containsExactly("minister:US");
        assertThat(marcy.commands()).containsExactly("US1LA");
        RoleSlot arista = opening.roles().get(3);
        assertThat(arista.commands()).containsExactly("MX1AQ", "MX4IN");
        assertThat(arista.deputyFor()).isEmpty();
        RoleSlot ne = opening.roles().get(4);
        assertThat(ne.title()).isEqualTo("War Minister of Northeast");
        assertThat(ne.offices()).containsExactly("minister:NE");
        assertThat(ne.commands()).containsExactly("MX1MI");
        assertThat(ne.deputyFor()).containsExactly("MX1AQ", "MX4IN", "MX1MI");
    }

    @Test
    @DisplayName("SoW-2018 2.1, design section 2: a state naming no Treasury Minister has its War Minister hold the treasury; one naming a slot gives it office treasury:<state>")
    void sow_2_1_offices_treasurer() throws ScenarioException {
        Opening plain = ScenarioLoader.load(example(), FILE, ScenarioLoaderTest::noMaps);
        GitmState s = (GitmState) plain.state();
        assertThat(s.state("NE").orElseThrow().treasurer()).isEqualTo("minister-ne");
        assertThat(plain.roles()).extracting(RoleSlot::id).doesNotContain("trigueros");

        Opening own = ScenarioLoader.load(replaced("treasury: 600}", "treasury: 600, treasurer: trigueros}"), FILE,
                ScenarioLoaderTest::noMaps);
        assertThat(((GitmState) own.state()).state("NE").orElseThrow().treasurer()).isEqualTo("trigueros");
        assertThat(own.offices()).containsExactly("minister:NE", "treasury:NE", "minister:US", "minister:YUC");
        RoleSlot trigueros = own.roles().stream().filter(r -> r.id().equals("trigueros")).findFirst().orElseThrow();
        assertThat(trigueros.title()).isEqualTo("Treasury Minister of Northeast");
        assertThat(trigueros.offices()).containsExactly("treasury:NE");
        assertThat(GitmStateCodec.decode(GitmStateCodec.encode((GitmState) own.state()))).isEqualTo(own.state());
    }

    @Test
    @DisplayName("design section 2: a role holding a treasury office its state does not name, or offices of two states, stops the loader")
    void sow_2_1_offices_refused() {
        String text = replaced("treasury: 600}", "treasury: 600, treasurer: trigueros}");
        ScenarioException two = failure(text.replace("treasury: 1500, minister: marcy}",
                "treasury: 1500, minister: marcy, treasurer: trigueros}"));
        assertThat(two).hasMessageContaining("role trigueros holds offices of");
        assertThat(two).hasMessageContaining("a role slot serves one state");
    }

    @Test
    @DisplayName("designed: politics 1 a state names its Monarch, Prime Minister and Naval Minister; each named slot"
            + " holds the office, created with its title when no role defines it; an office not named is vacant")
    void politics_1_high_offices() throws ScenarioException {
        Opening plain = ScenarioLoader.load(example(), FILE, ScenarioLoaderTest::noMaps);
        assertThat(plain.offices()).containsExactly("minister:NE", "minister:US", "minister:YUC");
        assertThat(plain.roles()).flatExtracting(RoleSlot::offices).allMatch(o -> o.startsWith("minister:"));

        Opening named = ScenarioLoader.load(replaced("treasury: 1500, minister: marcy}", "treasury: 1500,"
                + " minister: marcy, monarch: polk, navalMinister: marcy, primeMinister: walker}"), FILE,
                ScenarioLoaderTest::noMaps);
        assertThat(named.offices()).containsExactly("minister:NE", "minister:US", "minister:YUC", "naval:US",
                "prime-minister:US", "monarch:US");
        assertThat(slot(named, "marcy").offices()).containsExactly("minister:US", "naval:US");
        assertThat(slot(named, "polk").title()).isEqualTo("Monarch of United States");
        assertThat(slot(named, "polk").offices()).containsExactly("monarch:US");
        assertThat(slot(named, "walker").title()).isEqualTo("Prime Minister of United States");
        assertThat(slot(named, "walker").offices()).containsExactly("prime-minister:US");
        // the offices live in the role slots: the states themselves are the same
        assertThat(((GitmState) named.state()).states()).isEqualTo(((GitmState) plain.state()).states());
    }

    @Test
    @DisplayName("designed: politics 1 a role listing an office its state does not name, an office of two states, or"
            + " a holder that is no role id stops the loader")
    void politics_1_high_offices_refused() {
        ScenarioException unnamed = failure(replaced("{id: marcy, title: William L. Marcy}",
                "{id: marcy, title: William L. Marcy, offices: [monarch:US]}"));
        assertThat(unnamed).hasMessageContaining("role marcy holds monarch:US, but state US names nobody as its"
                + " Monarch");
        ScenarioException two = failure(replaced("treasury: 1500, minister: marcy}",
                "treasury: 1500, minister: marcy, monarch: paredes}").replace("treasury: 600}",
                "treasury: 600, minister: paredes}"));
        assertThat(two).hasMessageContaining("role paredes holds offices of").hasMessageContaining("a role slot"
                + " serves one state");
        ScenarioException badId = failure(replaced("treasury: 1500, minister: marcy}",
                "treasury: 1500, minister: marcy, monarch: James Polk}"));
        assertThat(badId).hasMessageContaining("monarch names a role slot id");
        ScenarioException unknown = failure(replaced("{id: marcy, title: William L. Marcy}",
                "{id: marcy, title: William L. Marcy, offices: [king:US]}"));
        assertThat(unknown).hasMessageContaining("holds unknown office 'king:US'");
    }

    private static RoleSlot slot(Opening opening, String id) {
        return opening.roles().stream().filter(r -> r.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void theOpeningStateSurvivesTheCodec() throws ScenarioException {
        GitmState state = load(example()).state();
        assertThat(GitmStateCodec.decode(GitmStateCodec.encode(state))).isEqualTo(state);
    }

    @Test
    @DisplayName("a wrong terrain name on line 12 is reported on line 12")
    void wrongTerrainNamesItsLine() {
        ScenarioException e = failure(replaced("rivers: [\"E 6\"]\n      terrain: open",
                "rivers: [\"E 6\"]\n      terrain: jungle"));
        assertThat(e.line()).isEqualTo(12);
        assertThat(e.getMessage()).startsWith(FILE + ":12: ").contains("unknown terrain 'jungle'")
                .contains("forested hill");
    }

    @Test
    @DisplayName("GITM 3.1 an unknown unit type is named with the types that exist")
    void gitm_3_1_unknownUnitType() {
        String text = replaced("id: MX4IN", "id: MX4XX");
        ScenarioException e = failure(text);
        assertThat(e.line()).isEqualTo(lineOf(text, "MX4XX"));
        assertThat(e.getMessage()).contains("unknown unit type 'XX'").contains("IN, LA, LC, LI");
    }

    @Test
    @DisplayName("GITM 1.2 a unit placed on impassable terrain is refused")
    void gitm_1_2_unitOnImpassableSquare() {
        String text = replaced("at: J8-V4 9-8, initiative: 3", "at: K0-V4 9-8, initiative: 3");
        ScenarioException e = failure(text);
        assertThat(e.line()).isEqualTo(lineOf(text, "K0-V4 9-8"));
        assertThat(e.getMessage()).contains("MX4IN").contains("swamp").contains("GITM 1.2");
    }

    @Test
    @DisplayName("GITM 2.2 a unit on a river tactical square is refused")
    void gitm_2_2_unitOnRiverSquare() {
        ScenarioException e = failure(replaced("at: J9-V4 5-6", "at: J9-V4 0-6"));
        assertThat(e.getMessage()).contains("US1AQ").contains("river").contains("GITM 2.2");
    }

    @Test
    @DisplayName("GITM 2.2, 2.3 a unit on a river square the generator drew (where the river leaves by the south) is refused, file and line named")
    void gitm_2_2_unitOnGeneratedRiver() {
        String text = replaced("at: J9-V4 5-6", "at: J9-V4 3-14");
        ScenarioException e = failure(text);
        assertThat(e.getMessage()).startsWith(FILE + ":" + lineOf(text, "at: J9-V4 3-14") + ": ")
                .contains("US1AQ").contains("3-14").contains("river").contains("GITM 2.2");
    }

    @Test
    @DisplayName("GITM 2.5 a stack over the limits is refused at the first unit in it")
    void gitm_2_5_stackOverLimits() {
        StringBuilder extra = new StringBuilder();
        for (int i = 10; i < 22; i++) {
            extra.append("  - {id: MX").append(i).append("IN, state: NE, men: 600, city: Matamoros}\n");
        }
        String text = example() + extra;
        ScenarioException e = failure(text);
        assertThat(e.getMessage()).contains("J8-V4 9-8").contains("more than the 12").contains("GITM 2.5");
        assertThat(e.line()).isEqualTo(lineOf(text, "id: MX1AQ"));
    }

    @Test
    @DisplayName("duplicate unit ids are refused, however they are written")
    void duplicateIds() {
        String text = example() + "  - {id: us 7 in, state: US, at: K0-V3 4-10}\n";
        ScenarioException e = failure(text);
        assertThat(e.line()).isEqualTo(lineOf(text, "us 7 in"));
        assertThat(e.getMessage()).contains("US7IN is used twice (first on line " + lineOf(text, "id: US7IN") + ")");
    }

    @Test
    @DisplayName("a role slot that commands a unit that does not exist is refused")
    void roleCommandsMissingUnit() {
        String text = replaced("commands: [US7IN]", "commands: [US8IN]");
        ScenarioException e = failure(text);
        assertThat(e.line()).isEqualTo(lineOf(text, "[US8IN]"));
        assertThat(e.getMessage()).contains("role brown commands US8IN, a unit that does not exist");
    }

    @Test
    @DisplayName("SoW 4.9 a unit over its size limit is refused on its strength line")
    void sow_4_9_unitOverSizeLimit() {
        String text = replaced("    men: 500\n", "    men: 1600\n");
        ScenarioException e = failure(text);
        assertThat(e.line()).isEqualTo(lineOf(text, "men: 1600"));
        assertThat(e.getMessage()).contains("US7IN: 1600 men is more than the 1500").contains("SoW 4.9");
    }

    @Test
    @DisplayName("GITM 2.6 a unit marked in a fort must stand on a city square with a fort")
    void gitm_2_6_fortWithoutCity() {
        ScenarioException e = failure(replaced("at: J9-V4 3-6\n    inFort: true", "at: J9-V4 4-6\n    inFort: true"));
        assertThat(e.getMessage()).contains("US7IN").contains("GITM 2.6");
    }

    @Test
    @DisplayName("GITM 2.3 a river leaving a square must continue into its neighbour")
    void gitm_2_3_unmatchedRiver() {
        ScenarioException e = failure(replaced("rivers: [\"N 3\"]", "rivers: [\"N 4\"]"));
        assertThat(e.getMessage()).contains("does not continue").contains("GITM 2.3");
    }

    @Test
    void otherMistakesAreNamedWithTheirLine() {
        assertThat(failure(replaced("state: US, men: 100", "state: XX, men: 100")).getMessage())
                .contains("unknown state 'XX'");
        assertThat(failure(replaced("quality: poor", "quality: dreadful")).getMessage())
                .contains("'dreadful' is not a quality");
        assertThat(failure(replaced("    quality: good\n    at: J9-V4 5-6", "    qualty: good\n    at: J9-V4 5-6"))
                .getMessage()).contains("unknown field 'qualty'");
        assertThat(failure(replaced("supply: Fort Brown\n    communications: US1AQ\n  - id: US7IN",
                "supply: Fort Knox\n    communications: US1AQ\n  - id: US7IN")).getMessage())
                .contains("'Fort Knox', which is neither a unit");
        assertThat(failure(replaced("city: Matamoros, homeCity: Matamoros", "city: Matamoros")).getMessage())
                .contains("needs its 'homeCity'");
        assertThat(failure(replaced("{id: MX1AQ, name: Army of the North, state: NE",
                "{id: US2AQ, name: Army of the North, state: NE")).getMessage()).contains("is a US unit");
        assertThat(failure(replaced("deputy: taylor", "deputy: scott")).getMessage())
                .contains("role 'scott', which no role slot defines");
        assertThat(failure("title: [unclosed").getMessage()).startsWith(FILE + ":").contains("not valid YAML");
        assertThat(failure("").getMessage()).contains("empty");
        assertThat(failure(replaced("title: \"Rio", "turn: 2\ntitle: \"Rio")).getMessage()).contains("given twice");
    }

    @Test
    void aNamedMapIsLookedUpAndKeptByName() throws ScenarioException {
        InlineMap inline = (InlineMap) load(example()).map();
        String named = example().replaceAll("(?s)map:\\n  id: rio-grande.*?\\nstates:", "map: \"lower-rio\"\nstates:");
        assertThat(named).contains("map: \"lower-rio\"");
        assertThatThrownBy(() -> load(named)).hasMessageContaining("no map named 'lower-rio'");
        Scenario s = ScenarioLoader.read(named, FILE, n -> n.equals("lower-rio") ? Optional.of(inline)
                : Optional.empty());
        assertThat(s.state().map().id()).isEqualTo("lower-rio");
        assertThat(GitmStateCodec.encode(s.state())).doesNotContain("squares");
    }

    @Test
    void theBuilderMakesTheSameKindOfWorld() {
        Scenario s = ScenarioBuilder.create().role("taylor", "Zachary Taylor")
                .tactical("J9-V4", "0-6", TacticalTerrain.RIVER, 0)
                .unit("US1AQ", "US", "J9-V4 5-6", u -> u.commander("taylor").deputy("taylor"))
                .unit("US3IN", "US", "J9-V4 5-6").scenario();
        assertThat(s.opening().offices()).containsExactly("minister:MEX", "minister:US");
        assertThat(s.roles()).filteredOn(r -> r.id().equals("taylor")).singleElement()
                .satisfies(r -> assertThat(r.commands()).containsExactly("US1AQ"));
        assertThat(s.roles()).filteredOn(r -> r.id().equals("minister-us")).singleElement()
                .satisfies(r -> assertThat(r.commands()).containsExactly("US3IN"));
    }

    @Test
    void theDocumentedExampleIsTheTestedOne() throws IOException {
        String doc = java.nio.file.Files.readString(java.nio.file.Path.of("docs/scenario-format.md"));
        String block = doc.substring(doc.lastIndexOf("```yaml\n") + 8, doc.lastIndexOf("```"));
        assertThat(block).isEqualTo(example());
    }

    @Test
    @DisplayName("GITM 9.1, 9.6, 9.13, 9.14, 12: a scenario may give the calendar, the army HQs of the 9.6 bonus, unit pools, reform counters and fort levels")
    void combatKeys() throws ScenarioException {
        String text = replaced("units:", """
                calendar:
                  - {campaign: 1, turn: 6, kind: truce}
                armyHqBonus: [US1AQ, US2AQ]
                units:""");
        GitmState plain = load(example()).state();
        assertThat(plain.settings()).isEqualTo(org.adjutant.gitm.state.GameSettings.DEFAULT);
        GitmState s = load(text).state();
        assertThat(s.settings().calendar().isCampaignTurn(1, 6)).isFalse();
        assertThat(s.settings().armyHqBonus()).extracting(Object::toString).containsExactly("US1AQ", "US2AQ");
        assertThat(failure(replaced("units:", "armyHqBonus: [US1IN]\nunits:")).getMessage())
                .contains("army HQ ids");
        assertThat(failure(replaced("units:", "calendar:\n  - {campaign: 1, turn: 6}\nunits:")).getMessage())
                .contains("peace or truce");
        GitmState pools = load(replaced("    experience: 10\n", "    experience: 10\n    stragglers: 30\n"
                + "    wounded: 20\n    prisoners: 10\n")).state();
        assertThat(pools.unit("US7IN").orElseThrow().absent()).isEqualTo(60);
        GitmState breached = load(replaced("{name: Matamoros, supplies: 55}",
                "{name: Matamoros, supplies: 55, fortLevel: 0}")).state();
        assertThat(breached.cities().get("Matamoros").fortLevel()).hasValue(0);
    }

    @Test
    @DisplayName("GITM 5.1, 9.1, SoW 4.2, 4.14: the calendar lists peace, truce, build and reinforce turns and the last campaign")
    void gitm_5_1_calendarOccasionsAndLastCampaign() throws ScenarioException {
        GitmState s = load(replaced("units:", """
                calendar:
                  - {campaign: 1, turn: 8, kind: truce}
                  - {campaign: 1, turn: 15, kind: truce}
                  - {campaign: 2, turn: 15, kind: build}
                  - {campaign: 1, turn: 15, kind: build}
                  - {campaign: 3, turn: 1, kind: reinforce}
                lastCampaign: 4
                units:""")).state();
        var calendar = s.settings().calendar();
        assertThat(calendar.isTruceTurn(1, 8)).isTrue();
        assertThat(calendar.isTruceTurn(1, 15) && calendar.isBuildTurn(1, 15)).isTrue();
        assertThat(calendar.isBuildTurn(2, 15)).isTrue();
        assertThat(calendar.isReinforcementTurn(3, 1)).isTrue();
        assertThat(calendar.isReinforcementTurn(2, 1)).as("a listed reinforce turn replaces SoW 4.14's").isFalse();
        assertThat(calendar.lastCampaign()).isEqualTo(4);
        assertThat(load(example()).state().settings().calendar().lastCampaign()).isZero();
        assertThat(load(example()).state().settings().calendar().isBuildTurn(1, 15)).isTrue();

        String unknown = replaced("units:", "calendar:\n  - {campaign: 1, turn: 6, kind: parley}\nunits:");
        assertThat(failure(unknown).getMessage()).contains("parley", "peace, truce, build, reinforce");
        assertThat(failure(unknown).line()).isEqualTo(lineOf(unknown, "{campaign: 1, turn: 6"));
        assertThat(failure(replaced("units:", "calendar:\n  - {campaign: 1, turn: 16, kind: build}\nunits:"))
                .getMessage()).contains("turn 1-15");
        assertThat(failure(replaced("units:", "calendar:\n  - {campaign: 1, turn: 6, kind: truce}\n"
                + "  - {campaign: 1, turn: 6, kind: peace}\nunits:")).getMessage()).contains("twice");
        assertThat(failure(replaced("units:", "calendar:\n  - {campaign: 1, turn: 6, kind: build}\n"
                + "  - {campaign: 1, turn: 6, kind: build}\nunits:")).getMessage()).contains("build turn twice");
        String early = replaced("campaign: 1\nturn: 1", "campaign: 2\nturn: 1\nlastCampaign: 1");
        assertThat(failure(early).getMessage()).contains("lastCampaign 1 comes before the scenario's campaign 2");
        assertThat(failure(early).line()).isEqualTo(lineOf(early, "lastCampaign"));
    }

    @Test
    @DisplayName("SoW 3 (designed) the pool not given is 200 a level of held own cities; a militia pool not given is its cap less the militia it raised")
    void sow_3_manpowerDefaults() throws ScenarioException {
        GitmState s = load(example()).state();
        // NE holds Matamoros (level 2); the US Fort Brown and Point Isabel (1 each) on its own squares
        assertThat(s.state("NE").orElseThrow().manpower().pool()).hasValue(400);
        assertThat(s.state("US").orElseThrow().manpower().pool()).hasValue(400);
        assertThat(s.state("YUC").orElseThrow().manpower().pool()).hasValue(0);
        // Matamoros, level 2 (cap 2,000), raised MX1MI of 600 men: 1,400 (the 1846 example of section 7)
        assertThat(s.cities().get("Matamoros").militia()).hasValue(1_400);
        assertThat(s.cities().get("Matamoros").supplies()).isEqualTo(55);
    }

    @Test
    @DisplayName("designed: victory 1 a scenario's victory conditions are read in their order; an unknown city, a side that is not US or MX, a condition with both kinds or none, an unknown state are refused on their line")
    void victory_1_terms() throws ScenarioException {
        String terms = "victory:\n  conditions:\n"
                + "    - {winner: US, hold: [Matamoros], from: 2, name: the lower Rio Grande}\n"
                + "    - {winner: mx, state: US, armyBelow: 500, name: the army gone}\n"
                + "  atEnd: MX\n";
        String text = example() + terms;
        VictoryTerms v = load(text).state().settings().victory();
        assertThat(v.conditions()).containsExactly(
                new VictoryTerms.Holds(Nation.US, List.of("Matamoros"), 2, "the lower Rio Grande"),
                new VictoryTerms.ArmyLost(Nation.MX, "US", 500, "the army gone"));
        assertThat(v.atEnd()).hasValue(Nation.MX);
        assertThat(v.decided()).isEmpty();
        assertThat(load(example()).state().settings().victory()).isEqualTo(VictoryTerms.NONE);

        String city = text.replace("hold: [Matamoros]", "hold: [Atlantis]");
        assertThat(failure(city).line()).isEqualTo(lineOf(city, "hold: [Atlantis]"));
        assertThat(failure(city).getMessage()).contains("'Atlantis' is no city of the map");
        String side = text.replace("winner: US", "winner: Texas");
        assertThat(failure(side).getMessage()).contains("'Texas' is no side of the war; use US or MX");
        assertThat(failure(side).line()).isEqualTo(lineOf(side, "winner: Texas"));
        String both = text.replace("hold: [Matamoros],", "hold: [Matamoros], armyBelow: 5,");
        assertThat(failure(both).getMessage()).contains("either 'hold' (cities) or 'armyBelow'");
        String state = text.replace("state: US, armyBelow", "state: TX, armyBelow");
        assertThat(failure(state).getMessage()).contains("state TX is no state of the scenario");
        assertThat(failure(state).line()).isEqualTo(lineOf(state, "state: TX"));
        String typo = text.replace("atEnd: MX", "atEnd: MX\n  atend: US");
        assertThat(failure(typo).line()).isEqualTo(lineOf(typo, "atend"));
    }

    @Test
    @DisplayName("designed: SoW 3.1 a scenario sets the share of its income a state's war chest collects, 0-100, the full income when it says nothing; a wrong share is refused on its line")
    void sow_3_1_collectionKey() throws ScenarioException {
        assertThat(load(example()).state().state("NE").orElseThrow().purse().collection()).isEqualTo(100);
        String text = replaced("{id: NE, name: Northeast, nation: MX, treasury: 600}",
                "{id: NE, name: Northeast, nation: MX, treasury: 600,\n     collection: 50}");
        assertThat(load(text).state().state("NE").orElseThrow().purse().collection()).isEqualTo(50);
        assertThat(load(text).state().state("NE").orElseThrow().purse().arrears()).isZero();
        String wrong = text.replace("collection: 50", "collection: 140");
        ScenarioException e = failure(wrong);
        assertThat(e.line()).isEqualTo(lineOf(wrong, "collection: 140"));
        assertThat(e.getMessage()).contains("state NE: a state collects 0-100 percent of its income: 140");
    }

    @Test
    @DisplayName("SoW 3 (designed) a scenario gives a state's manpower and rate and a city's militia pool")
    void sow_3_manpowerKeys() throws ScenarioException {
        String text = replaced("{id: NE, name: Northeast, nation: MX, treasury: 600}",
                "{id: NE, name: Northeast, nation: MX, treasury: 600, manpower: 2500, manpowerRate: 100}")
                .replace("{name: Matamoros, supplies: 55}", "{name: Matamoros, supplies: 55, militia: 900}");
        GitmState s = load(text).state();
        assertThat(s.state("NE").orElseThrow().manpower().pool()).hasValue(2_500);
        assertThat(s.state("NE").orElseThrow().manpower().rate()).isEqualTo(100);
        assertThat(s.cities().get("Matamoros").militia()).hasValue(900);
        ScenarioException tooMany = failure(replaced("{name: Matamoros, supplies: 55}",
                "{name: Matamoros, supplies: 55, militia: 2500}"));
        assertThat(tooMany.getMessage()).contains("Matamoros (level 2) holds 0 to 2000 men in its militia pool,"
                + " not 2500");
    }

    @Test
    @DisplayName("SoW-2018 2.1-2.3 (design 3): offMapPorts gives each port a level and its holder at the start, who is its first holder; none listed: the eight ports at level 0; a city of the map cannot be one")
    void sow_2_offMapPorts() throws ScenarioException {
        GitmState s = load(replaced("units:", """
                offMapPorts:
                  - {name: New York, state: US, level: 4}
                  - {name: Havana}
                units:""")).state();
        assertThat(s.ports()).containsOnlyKeys("Havana", "New York");
        assertThat(s.port("new york").orElseThrow()).isEqualTo(new org.adjutant.gitm.state.OffMapPort("New York", 4,
                Optional.of("US"), Optional.of("US"), 0));
        assertThat(s.port("Havana").orElseThrow().holder()).isEmpty();
        assertThat(load(example()).state().ports().values()).containsExactlyInAnyOrderElementsOf(
                org.adjutant.gitm.state.OffMapPort.DEFAULTS);

        String unknown = replaced("units:", "offMapPorts:\n  - {name: Boston, state: UK, level: 3}\nunits:");
        assertThat(failure(unknown).getMessage()).contains("Boston is held by UK, which is no state of the scenario");
        assertThat(failure(unknown).line()).isEqualTo(lineOf(unknown, "{name: Boston"));
        assertThat(failure(replaced("units:", "offMapPorts:\n  - {name: Boston}\n  - {name: boston}\nunits:"))
                .getMessage()).contains("listed twice");
        assertThat(failure(replaced("units:", "offMapPorts:\n  - {name: Boston, level: -1}\nunits:"))
                .getMessage()).contains("below 0");
        assertThat(failure(replaced("units:", "offMapPorts:\n  - {name: Boston, harbour: deep}\nunits:"))
                .getMessage()).contains("harbour");
        assertThat(failure(replaced("units:", "offMapPorts:\n  - {name: matamoros, state: US, level: 1}\nunits:"))
                .getMessage()).contains("matamoros is a city of the map, so it cannot also be an off-map port");
    }

    @Test
    @DisplayName("SoW 8.9 (designed) a scenario gives a state's recruit qualities by arm; arms not named and states without the key are Average")
    void sow_8_9_recruitsKey() throws ScenarioException {
        String text = replaced("{id: NE, name: Northeast, nation: MX, treasury: 600}",
                "{id: NE, name: Northeast, nation: MX, treasury: 600, recruits: {infantry: poor, militia: Very Poor}}");
        GitmState s = load(text).state();
        assertThat(s.state("NE").orElseThrow().recruits()).isEqualTo(new org.adjutant.gitm.state.Recruits(
                org.adjutant.gitm.unit.Quality.POOR, org.adjutant.gitm.unit.Quality.AVERAGE,
                org.adjutant.gitm.unit.Quality.AVERAGE, org.adjutant.gitm.unit.Quality.VERY_POOR));
        assertThat(s.state("US").orElseThrow().recruits()).isEqualTo(org.adjutant.gitm.state.Recruits.AVERAGE);
        ScenarioException bad = failure(replaced("{id: NE, name: Northeast, nation: MX, treasury: 600}",
                "{id: NE, name: Northeast, nation: MX, treasury: 600, recruits: {infantry: Superb}}"));
        assertThat(bad.getMessage()).contains("recruits: 'Superb' is not a quality from very poor to excellent");
        ScenarioException unknown = failure(replaced("{id: NE, name: Northeast, nation: MX, treasury: 600}",
                "{id: NE, name: Northeast, nation: MX, treasury: 600, recruits: {dragoons: Good}}"));
        assertThat(unknown.getMessage()).contains("dragoons");
    }
}
