package org.adjutant.gitm.economy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.event.TreasuryStatement;
import org.adjutant.gitm.event.WorksBegun;
import org.adjutant.gitm.event.WorksFinished;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.Fortress;
import org.adjutant.gitm.state.GameSettings;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.GitmStateCodec;
import org.adjutant.gitm.state.TurnCalendar;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.BlockVerdict;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * SoW 7 as designed in docs/rules/sow.md section 15 (the stored text is cut off), on the shipped 1846 scenario: NE
 * holds Monterrey, whose fort is level 3 on the map. Works are checked at arrival through the deadline's code
 * (section 18.3), paid in the Orders phase (O10) and counted down at each end of turn (E2).
 */
class FortWorksTest {
    private static Sow1846 bench;
    private static StrategicMap map;
    private static GitmState opening;
    private static City monterrey;
    private static String treasurer;

    @BeforeAll
    static void load() throws Exception {
        bench = new Sow1846();
        map = bench.map;
        opening = bench.opening;
        monterrey = map.cities().filter(c -> c.name().equals("Monterrey")).findFirst().orElseThrow();
        treasurer = opening.state("NE").orElseThrow().treasurer();
    }

    private static List<String> problems(GitmState s, String... lines) {
        return bench.problems(s, "minister:NE", lines);
    }

    private static GitmState monterrey(GitmState s, CityHolding h) {
        return s.withCity("Monterrey", h);
    }

    private static GitmState rich(GitmState s) {
        return s.withState(s.state("NE").orElseThrow().withTreasury(1000));
    }

    @Test
    @DisplayName("SoW 7 (design 15): Monterrey's fort at its map level 3 -> FORTIFY is new work to level 4 for 800 Cr: refused to NE's 500 with the sums, accepted from 1,000 with the treasury after it and a note that the square is judged at the deadline; works are paid before purchases and payments (O10-O12)")
    void sow_7_new_level_quoted() {
        assertThat(monterrey.fortStrength()).isEqualTo(3);
        assertThat(problems(opening, "FORTIFY Monterrey")).containsExactly(
                "line 1: FORTIFY Monterrey needs 800 Cr; NE has 500 Cr: 300 short (SoW 7)");
        BlockVerdict v = bench.check(rich(opening), "minister:NE", "FORTIFY Monterrey", "BUY 10 SUPPLIES AT Monterrey");
        assertThat(v.problems()).isEmpty();
        assertThat(v.notes()).containsExactly("NE's treasury: 1000 Cr now. These orders spend 850 (works 800, supplies"
                        + " 50) and leave 150 Cr before this turn's income and upkeep.",
                "Works at Monterrey begin only if no hostile unit stands in its square at the deadline (SoW 7).");
        assertThat(problems(rich(opening), "PAY 150 CROWNS TO JAL", "BUY 20 SUPPLIES AT Saltillo",
                "FORTIFY Monterrey")).containsExactly("line 1: PAY 150 CROWNS TO JAL needs 150 Cr; NE has 100 Cr after"
                + " the orders above it: 50 short (SoW-2018 2.1)");
    }

    @Test
    @DisplayName("SoW 7 (design 15): a fort bombarded down to 2 (highest 3) -> FORTIFY is a repair to 3 for 300 Cr")
    void sow_7_repair_quoted() {
        GitmState s = monterrey(opening, new CityHolding("NE", 35).withFortLevel(2));
        BlockVerdict v = bench.check(s, "minister:NE", "FORT Monterrey");
        assertThat(v.problems()).isEmpty();
        assertThat(v.normalForm()).containsExactly("FORTIFY Monterrey");
        assertThat(v.notes().get(0)).isEqualTo("NE's treasury: 500 Cr now. These orders spend 300 (works 300) and"
                + " leave 200 Cr before this turn's income and upkeep.");
    }

    @Test
    @DisplayName("SoW 7 (design 15): refused at level 5, while works run, twice in one block, under siege, in a city of another state; EMPLACE waits for ships")
    void sow_7_refusals() {
        GitmState top = monterrey(opening, new CityHolding("NE", 35).withFortLevel(5));
        assertThat(problems(top, "FORTIFY Monterrey")).containsExactly(
                "line 1: Monterrey's fort is at level 5, the highest (GITM 2.6)");
        GitmState working = monterrey(opening, new CityHolding("NE", 35).withFortress(Fortress.AS_MAPPED
                .withWorks(Optional.of(new Fortress.Works(4, 3, false)))));
        assertThat(problems(working, "FORTIFY Monterrey")).containsExactly("line 1: works are already under way at"
                + " Monterrey (to level 4, 3 turns left): one level at a time (SoW 7)");
        assertThat(problems(rich(opening), "FORTIFY Monterrey", "FORTIFY monterrey")).isNotEmpty();
        GitmState besieged = monterrey(opening, new CityHolding("NE", 35).withBesiegedSince(1));
        assertThat(problems(besieged, "FORTIFY Monterrey")).containsExactly(
                "line 1: Monterrey is besieged: works cannot begin there (SoW 7, GITM 10.3)");
        assertThat(problems(opening, "FORTIFY San Antonio")).containsExactly(
                "line 1: San Antonio is controlled by US: a state fortifies only cities it holds (SoW 7)");
        assertThat(problems(opening, "EMPLACE 2 BATTERIES AT Matamoros")).containsExactly(
                "line 1: new coastal batteries are not built in this game yet: EMPLACE is refused; a port's guns are"
                        + " its forts' and its garrison's batteries (docs/rules/naval.md section 15.4)");
        assertThat(bench.problems(rich(opening).withTurn(1, 0), "minister:NE", "FORTIFY Monterrey"))
                .as("turn 0 has an Orders phase (sow.md 22)").isEmpty();
    }

    // ---- at the deadline ----

    private static TurnPlugins plugins(TurnStep duringTurn) {
        return TurnPlugins.standard()
                .withHooks(new TurnPlugins.Hooks(List.of(new Fortifying(), new Purchases()), List.of(duringTurn),
                        List.of(), List.of()))
                .withEndOfTurn(List.of(new WorksProgress(), new TreasuryStatements()));
    }

    private static final TurnStep NOTHING = (phase, turn) -> { };

    private static TurnOutcome run(GitmState s, TurnStep duringTurn, Map<String, List<String>> office) {
        return Sow1846.run(plugins(duringTurn), s, map, office);
    }

    private static GitmState next(TurnOutcome o) {
        return (GitmState) o.next();
    }

    private static CityHolding holding(GitmState s) {
        return s.cities().get("Monterrey");
    }

    @Test
    @DisplayName("SoW 7 (design 15, 22 O10 and E2): FORTIFY Monterrey at level 3 -> 800 Cr paid, level 4 at the end of the fourth turn, capacity + 1,000, highest level 4; the state stored and read back between turns")
    void sow_7_new_level_built() {
        TurnOutcome first = run(rich(opening), NOTHING, Map.of(treasurer, List.of("FORTIFY Monterrey")));
        GitmState s = next(first);
        assertThat(s.state("NE").orElseThrow().treasury()).isEqualTo(200);
        assertThat(Sow1846.events(first, WorksBegun.class)).singleElement().satisfies(b -> {
            assertThat(b.crowns()).isEqualTo(800);
            assertThat(b.visibility().observers()).containsExactly("minister:NE", "treasury:NE");
            assertThat(b.describe()).isEqualTo("NE began works on the fort of Monterrey to level 4 for 800 Cr"
                    + " (ordered by " + treasurer + "); done at the end of the fourth turn from this one (SoW 7).");
        });
        assertThat(Sow1846.events(first, TreasuryStatement.class).stream().filter(t -> t.state().equals("NE"))
                .findFirst().orElseThrow().lines()).containsExactly(
                new LedgerLine(LedgerLine.Kind.WORKS, "fort of Monterrey to level 4", -800));
        assertThat(holding(s).fortress().works()).contains(new Fortress.Works(4, 3, false));
        for (int turn = 2; turn <= 4; turn++) {
            s = GitmStateCodec.decode(GitmStateCodec.encode(s));
            assertThat(s.city(monterrey).fortStrength()).as("turn " + turn).isEqualTo(3);
            TurnOutcome o = run(s, NOTHING, Map.of());
            s = next(o);
            assertThat(Sow1846.events(o, WorksFinished.class)).hasSize(turn == 4 ? 1 : 0);
        }
        assertThat(s.city(monterrey).fortStrength()).isEqualTo(4);
        assertThat(s.city(monterrey).fortCapacity()).isEqualTo(monterrey.fortCapacity() + 1000);
        assertThat(holding(s).fortress().max()).isEqualTo(OptionalInt.of(4));
        assertThat(holding(s).fortress().works()).isEmpty();
    }

    @Test
    @DisplayName("SoW 7 (design 15): a repair to 3 is done at the end of the turn it was ordered, and adds no capacity")
    void sow_7_repair_built() {
        GitmState s = monterrey(opening, new CityHolding("NE", 35).withFortLevel(2));
        GitmState after = next(run(s, NOTHING, Map.of(treasurer, List.of("FORTIFY Monterrey"))));
        assertThat(after.state("NE").orElseThrow().treasury()).isEqualTo(200);
        assertThat(after.city(monterrey).fortStrength()).isEqualTo(3);
        assertThat(after.city(monterrey).fortCapacity()).isEqualTo(monterrey.fortCapacity());
    }

    @Test
    @DisplayName("SoW 7 (design 15): works to level 4 ordered on a truce turn are done at its end")
    void sow_7_truce_turn() {
        GitmState s = rich(opening).withSettings(GameSettings.DEFAULT.withCalendar(new TurnCalendar(List.of(
                new TurnCalendar.Pause(1, 1, TurnCalendar.Kind.TRUCE)))));
        GitmState after = next(run(s, NOTHING, Map.of(treasurer, List.of("FORTIFY Monterrey"))));
        assertThat(after.city(monterrey).fortStrength()).isEqualTo(4);
        assertThat(holding(after).fortress().works()).isEmpty();
    }

    @Test
    @DisplayName("SoW 7 (design 15): Monterrey captured during the works -> cancelled, the money lost, the fort as it was")
    void sow_7_capture_cancels() {
        TurnStep capture = (phase, turn) -> turn.board().putHolding(monterrey,
                turn.board().holding(monterrey).withState("US"));
        TurnOutcome o = run(rich(opening), capture, Map.of(treasurer, List.of("FORTIFY Monterrey")));
        GitmState after = next(o);
        assertThat(after.state("NE").orElseThrow().treasury()).isEqualTo(200);
        assertThat(holding(after).fortress().works()).isEmpty();
        assertThat(after.city(monterrey).fortStrength()).isEqualTo(3);
        assertThat(Sow1846.events(o, WorksFinished.class)).singleElement().satisfies(f -> {
            assertThat(f.takenBy()).contains("US");
            assertThat(f.state()).isEqualTo("NE");
            assertThat(f.kind()).isEqualTo("works-cancelled");
        });
    }

    @Test
    @DisplayName("SoW 7 (design 15, 18.2): a hostile unit in the city's square at the deadline stops the works; nothing is paid and NE's officers read why")
    void sow_7_hostile_in_square() {
        Unit us = opening.units().stream().filter(u -> u.state().equals("US")).findFirst().orElseThrow();
        GitmState s = rich(opening).withUnit(us.withLocation(new Location(monterrey.square(), us.location().tactical())));
        TurnOutcome o = run(s, NOTHING, Map.of(treasurer, List.of("FORTIFY Monterrey")));
        assertThat(next(o).state("NE").orElseThrow().treasury()).isEqualTo(1000);
        assertThat(Sow1846.events(o, OrderNotCarriedOut.class)).singleElement().satisfies(r -> assertThat(r.reason())
                .isEqualTo("hostile units stand in " + monterrey.square() + ", the square of Monterrey: works cannot"
                        + " begin under the enemy's eyes (SoW 7)"));
    }
}
