package org.adjutant.gitm.economy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.adjutant.gitm.event.OrderNotCarriedOut;
import org.adjutant.gitm.event.PurchaseDelivered;
import org.adjutant.gitm.event.SuppliesBought;
import org.adjutant.gitm.event.SupplyLedgerRecorded;
import org.adjutant.gitm.event.TreasuryStatement;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.SupplyLedger;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.supply.LedgerRecorded;
import org.adjutant.ruleset.BlockVerdict;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * SoW 6 as designed in docs/rules/sow.md section 14 (the stored text is cut off), on the shipped 1846 scenario: NE
 * holds 500 Cr, Monterrey (level 3) and Matamoros. Checked at arrival through the same code the deadline pays with
 * (section 18.3), paid in the Orders phase (O11), delivered at the end of the turn (E3).
 */
class PurchasesTest {
    private static Sow1846 bench;
    private static StrategicMap map;
    private static GitmState opening;

    @BeforeAll
    static void load() throws Exception {
        bench = new Sow1846();
        map = bench.map;
        opening = bench.opening;
    }

    private static BlockVerdict check(GitmState s, String office, String... lines) {
        return bench.check(s, office, lines);
    }

    private static List<String> problems(GitmState s, String office, String... lines) {
        return bench.problems(s, office, lines);
    }

    private static City city(String name) {
        return map.cities().filter(c -> c.name().equals(name)).findFirst().orElseThrow();
    }

    private static GitmState holding(GitmState s, String city, CityHolding h) {
        return s.withCity(city, h);
    }

    @Test
    @DisplayName("SoW 6 (design 14): NE buys 20 supplies at Monterrey, its own city: 100 Cr, and the reply shows the treasury after the orders (18.3)")
    void sow_6_bought_own_city() {
        assertThat(city("Monterrey").level()).isEqualTo(3);
        BlockVerdict v = check(opening, "minister:NE", "BUY 20 SUPPLIES AT Monterrey");
        assertThat(v.problems()).isEmpty();
        assertThat(v.normalForm()).containsExactly("BUY 20 SUPPLIES AT Monterrey");
        assertThat(v.notes()).containsExactly("NE's treasury: 500 Cr now. These orders spend 100 (supplies 100) and"
                + " leave 400 Cr before this turn's income and upkeep.");
    }

    @Test
    @DisplayName("SoW 6 (design 14): a level-3 city sells at most 30 supplies a turn, summed over the state's orders")
    void sow_6_market_limit() {
        assertThat(problems(opening, "minister:NE", "BUY 31 SUPPLIES AT Monterrey")).containsExactly(
                "line 1: Monterrey sells at most 30 supplies a turn (SoW 6)");
        assertThat(problems(opening, "minister:NE", "BUY 20 SUPPLIES AT Monterrey", "BUY 11 SUPPLY AT monterrey"))
                .containsExactly("line 2: Monterrey sells at most 30 supplies a turn and 20 are already bought"
                        + " there (SoW 6)");
        assertThat(problems(opening, "minister:NE", "BUY 20 SUPPLIES AT Monterrey", "BUY 10 SUPPLIES AT Monterrey"))
                .isEmpty();
    }

    @Test
    @DisplayName("sow.md 18.3 the reply counts the block's builds before its purchases and payments, as the deadline pays them (O9 before O11, O12)")
    void sow_18_3_builds_counted_before_purchases_and_payments() {
        BlockVerdict v = check(opening, "minister:NE", "BUY 20 SUPPLIES AT Monterrey", "RAISE 1 MI AT Monterrey MEN 800");
        assertThat(v.problems()).isEmpty();
        assertThat(v.notes()).containsExactly("NE's treasury: 500 Cr now. These orders spend 140 (units raised 40,"
                + " supplies 100) and leave 360 Cr before this turn's income and upkeep.");
        assertThat(problems(opening, "minister:NE", "RAISE 1 MI AT Monterrey MEN 800", "PAY 470 CROWNS TO JAL"))
                .containsExactly("line 2: PAY 470 CROWNS TO JAL needs 470 Cr; NE has 460 Cr after the orders above"
                        + " it: 10 short (SoW-2018 2.1)");
    }

    @Test
    @DisplayName("SoW 6 (design 14): a captured city of the other nation sells at twice the price: the US buys 20 at Matamoros for 200 Cr")
    void sow_6_captured_city_dear() {
        GitmState s = holding(opening, "Matamoros", new CityHolding("US", 45));
        BlockVerdict v = check(s, "minister:US", "BUY 20 SUPPLIES AT Matamoros");
        assertThat(v.problems()).isEmpty();
        assertThat(v.notes()).containsExactly("US's treasury: 3000 Cr now. These orders spend 200 (supplies 200) and"
                + " leave 2800 Cr before this turn's income and upkeep.");
    }

    @Test
    @DisplayName("SoW 6 (design 14): no purchase in a besieged city, nor in one another state holds")
    void sow_6_besieged_or_foreign_refused() {
        GitmState besieged = holding(opening, "Monterrey", new CityHolding("NE", 35).withBesiegedSince(1));
        assertThat(problems(besieged, "minister:NE", "BUY 10 SUPPLIES AT Monterrey")).containsExactly(
                "line 1: Monterrey is besieged: its market is closed (SoW 6, GITM 10.3)");
        assertThat(problems(opening, "minister:NE", "BUY 10 SUPPLIES AT San Antonio")).containsExactly(
                "line 1: San Antonio is controlled by US: a state buys only in cities it holds (SoW 6)");
    }

    @Test
    @DisplayName("SoW 6 (design 14, 18.3): purchases are paid before payments (O11, O12): BUY 20 then PAY 450 of NE's 500 -> the PAY is 50 short")
    void sow_6_purchases_then_payments_against_the_treasury() {
        assertThat(problems(opening, "minister:NE", "PAY 450 CROWNS TO JAL", "BUY 20 SUPPLIES AT Monterrey"))
                .containsExactly("line 1: PAY 450 CROWNS TO JAL needs 450 Cr; NE has 400 Cr after the orders above"
                        + " it: 50 short (SoW-2018 2.1)");
        BlockVerdict v = check(opening, "minister:NE", "BUY 20 SUPPLIES AT Monterrey", "PAY 200 CROWNS TO JAL",
                "PAY 50 CROWNS TO Jalisco and the Bajio");
        assertThat(v.problems()).isEmpty();
        assertThat(v.notes()).containsExactly("NE's treasury: 500 Cr now. These orders spend 350 (supplies 100, paid"
                + " to JAL 250) and leave 150 Cr before this turn's income and upkeep.");
        GitmState poor = opening.withState(opening.state("NE").orElseThrow().withTreasury(90));
        assertThat(problems(poor, "minister:NE", "BUY 20 SUPPLIES AT Monterrey")).containsExactly(
                "line 1: BUY 20 SUPPLIES AT Monterrey needs 100 Cr; NE has 90 Cr: 10 short (SoW 6)");
    }

    @Test
    @DisplayName("SoW 6 (design 14, 18.1): the War Minister and the Treasury Minister may buy; an army-HQ commander may not; stores wait for ships; a place must be a city or an off-map port; taken on turn 0 too (section 22)")
    void sow_6_who_where_when() {
        Polity ne = opening.state("NE").orElseThrow();
        GitmState s = opening.withState(new Polity("NE", ne.name(), ne.nation(), ne.treasury(), ne.minister(),
                "trigueros"));
        BlockVerdict treasurer = check(s, "treasury:NE", "BUY 10 SUPPLIES AT Monterrey");
        assertThat(treasurer.problems()).isEmpty();
        assertThat(treasurer.notes()).contains("Orders other officers of NE send after this block are paid after"
                + " it; sent again, this block goes after theirs (docs/rules/sow.md 18.4).");
        assertThat(problems(s, "minister:NE", "BUY 10 SUPPLIES AT Monterrey")).isEmpty();
        assertThat(problems(opening, "minister:NE", "BUY 24 STORES AT Matamoros")).containsExactly(
                "line 1: ships do not take stores aboard in this game yet: BUY ... STORES waits for the naval rules"
                        + " (docs/rules/sow.md section 14)");
        assertThat(problems(opening, "minister:US", "BUY 10 SUPPLIES AT Atlantis")).containsExactly(
                "line 1: 'Atlantis' is neither a city nor an off-map port of this game");
        assertThat(problems(opening.withTurn(1, 0), "minister:NE", "BUY 10 SUPPLIES AT Monterrey")).as("turn 0 has"
                + " an Orders phase (sow.md 22)").isEmpty();
        assertThat(problems(opening, "minister:NE", "BUY 10 AT Monterrey")).singleElement().asString()
                .contains("BUY needs SUPPLIES or STORES");
    }

    // ---- at the deadline ----

    private static TurnPlugins plugins(TurnStep duringTurn) {
        return TurnPlugins.standard()
                .withHooks(new TurnPlugins.Hooks(List.of(new Purchases(), new Payments()), List.of(duringTurn),
                        List.of(), List.of()))
                .withEndOfTurn(List.of(new SuppliesDelivered(), new LedgerRecorded(), new TreasuryStatements()));
    }

    private static TurnOutcome run(GitmState s, TurnStep duringTurn, Map<String, List<String>> office) {
        return Sow1846.run(plugins(duringTurn), s, map, office);
    }

    private static <T> List<T> events(TurnOutcome o, Class<T> kind) {
        return Sow1846.events(o, kind);
    }

    private static final TurnStep NOTHING = (phase, turn) -> { };

    @Test
    @DisplayName("SoW 6 (design 14, 22 O11 and E3): NE buys 20 at Monterrey: 100 Cr in the orders phase, Monterrey's store + 20 at the end of the turn, a PURCHASED entry in the supply ledger and a line in the statement")
    void sow_6_paid_and_delivered() {
        String minister = opening.state("NE").orElseThrow().minister();
        int before = opening.city(city("Monterrey")).supplies();
        TurnOutcome o = run(opening, NOTHING, Map.of(minister, List.of("BUY 20 SUPPLIES AT Monterrey")));
        GitmState next = (GitmState) o.next();
        assertThat(next.state("NE").orElseThrow().treasury()).isEqualTo(400);
        assertThat(next.city(city("Monterrey")).supplies()).isEqualTo(before + 20);
        assertThat(events(o, SuppliesBought.class)).singleElement().satisfies(b -> {
            assertThat(b.crowns()).isEqualTo(100);
            assertThat(b.visibility().observers()).containsExactly("minister:NE", "treasury:NE");
        });
        assertThat(events(o, PurchaseDelivered.class)).singleElement().satisfies(d -> {
            assertThat(d.takenBy()).isEmpty();
            assertThat(d.when()).isEqualTo(Phase.END_OF_TURN);
            assertThat(d.describe()).isEqualTo("20 supplies bought by NE reached the store of Monterrey (SoW 6).");
        });
        assertThat(events(o, SupplyLedgerRecorded.class).get(0).totals())
                .containsEntry(SupplyLedger.Flow.PURCHASED, 20);
        TreasuryStatement ne = events(o, TreasuryStatement.class).stream().filter(t -> t.state().equals("NE"))
                .findFirst().orElseThrow();
        assertThat(ne.lines()).containsExactly(new LedgerLine(LedgerLine.Kind.PURCHASED,
                "20 supplies at Monterrey (5 Cr each)", -100));
    }

    @Test
    @DisplayName("SoW 6 (design 14): Monterrey captured during the turn -> the 20 supplies are not delivered and the 100 Cr are gone")
    void sow_6_lost_with_the_city() {
        String minister = opening.state("NE").orElseThrow().minister();
        City monterrey = city("Monterrey");
        TurnStep capture = (phase, turn) -> turn.board().putHolding(monterrey,
                turn.board().holding(monterrey).withState("US"));
        int before = opening.city(monterrey).supplies();
        TurnOutcome o = run(opening, capture, Map.of(minister, List.of("BUY 20 SUPPLIES AT Monterrey")));
        GitmState next = (GitmState) o.next();
        assertThat(next.state("NE").orElseThrow().treasury()).isEqualTo(400);
        assertThat(next.city(monterrey).supplies()).isEqualTo(before);
        assertThat(events(o, PurchaseDelivered.class)).singleElement().satisfies(d -> {
            assertThat(d.takenBy()).contains("US");
            assertThat(d.kind()).isEqualTo("purchase-lost");
        });
        assertThat(events(o, SupplyLedgerRecorded.class).get(0).totals())
                .doesNotContainKey(SupplyLedger.Flow.PURCHASED);
    }

    @Test
    @DisplayName("SoW 6 (design 18.5): at the deadline an order the treasury no longer allows is not carried out and costs nothing; the state's officers read why")
    void sow_6_not_carried_out_at_the_deadline() {
        String minister = opening.state("NE").orElseThrow().minister();
        GitmState poor = opening.withState(opening.state("NE").orElseThrow().withTreasury(120));
        TurnOutcome o = run(poor, NOTHING, Map.of(minister, List.of("BUY 20 SUPPLIES AT Monterrey",
                "BUY 10 SUPPLIES AT Saltillo")));
        assertThat(((GitmState) o.next()).state("NE").orElseThrow().treasury()).isEqualTo(20);
        assertThat(events(o, OrderNotCarriedOut.class)).singleElement().satisfies(r -> {
            assertThat(r.reason()).isEqualTo("BUY 10 SUPPLIES AT Saltillo needs 50 Cr; NE has 20 Cr after the"
                    + " orders above it: 30 short (SoW 6)");
            assertThat(r.visibility().observers()).containsExactly("minister:NE", "treasury:NE");
        });
    }

    @Test
    @DisplayName("SoW 18.4: two officers' blocks are joined in the order they arrived: the Treasury Minister's came first, so his purchase is paid and the War Minister's, later, finds the money gone and is not carried out")
    void sow_18_4_officers_in_arrival_order() {
        Polity ne = opening.state("NE").orElseThrow();
        // "trigueros" sorts after the War Minister's slot, so role order would have paid the War Minister first
        assertThat(ne.minister()).isLessThan("trigueros");
        GitmState s = opening.withState(new Polity("NE", ne.name(), ne.nation(), 120, ne.minister(), "trigueros"));
        Map<String, List<String>> arrived = new java.util.LinkedHashMap<>();
        arrived.put("trigueros", List.of("BUY 20 SUPPLIES AT Monterrey"));
        arrived.put(ne.minister(), List.of("BUY 10 SUPPLIES AT Saltillo"));
        TurnOutcome o = run(s, NOTHING, arrived);

        assertThat(((GitmState) o.next()).state("NE").orElseThrow().treasury()).isEqualTo(20);
        assertThat(events(o, SuppliesBought.class)).singleElement().satisfies(b -> assertThat(b.city())
                .isEqualTo("Monterrey"));
        assertThat(events(o, OrderNotCarriedOut.class)).singleElement().satisfies(r -> {
            assertThat(r.by()).isEqualTo(ne.minister());
            assertThat(r.reason()).isEqualTo("BUY 10 SUPPLIES AT Saltillo needs 50 Cr; NE has 20 Cr after the"
                    + " orders above it: 30 short (SoW 6)");
        });

        Map<String, List<String>> otherWay = new java.util.LinkedHashMap<>();
        otherWay.put(ne.minister(), List.of("BUY 10 SUPPLIES AT Saltillo"));
        otherWay.put("trigueros", List.of("BUY 20 SUPPLIES AT Monterrey"));
        assertThat(events(run(s, NOTHING, otherWay), OrderNotCarriedOut.class)).singleElement()
                .satisfies(r -> assertThat(r.by()).isEqualTo("trigueros"));
    }

    // ---- several officers at arrival (sections 18.2-18.4) ----

    /** NE with its own Treasury Minister, trigueros, and this treasury. */
    private static GitmState twoOfficers(int treasury) {
        Polity ne = opening.state("NE").orElseThrow();
        return opening.withState(new Polity("NE", ne.name(), ne.nation(), treasury, ne.minister(), "trigueros"));
    }

    private static BlockVerdict checkAfter(GitmState s, String office, Map<String, List<String>> queued,
                                           String... lines) {
        List<org.adjutant.ruleset.Line> body = new java.util.ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            body.add(new org.adjutant.ruleset.Line(i + 1, lines[i]));
        }
        return bench.ruleset.checkOffice(s, java.util.Set.of(office), java.util.Set.of(), body, queued);
    }

    private static List<String> problemsAfter(GitmState s, String office, Map<String, List<String>> queued,
                                              String... lines) {
        return checkAfter(s, office, queued, lines).problems().stream()
                .map(p -> "line " + p.line() + ": " + p.reason()).toList();
    }

    @Test
    @DisplayName("sow.md 18.2-18.3: the Treasury Minister's queued purchase is counted before the War Minister's later block: it would overdraw, so it is refused with the sums and the other officer named; alone it passes")
    void sow_18_3_other_officers_queued_orders_counted() {
        GitmState s = twoOfficers(200);
        Map<String, List<String>> queued = Map.of("trigueros", List.of("BUY 30 SUPPLIES AT Monterrey"));
        assertThat(problemsAfter(s, "minister:NE", queued, "BUY 20 SUPPLIES AT Matamoros")).containsExactly(
                "line 1: BUY 20 SUPPLIES AT Matamoros needs 100 Cr; NE has 50 Cr after the orders above it: 50 short"
                        + " (SoW 6); counted first: the orders trigueros sent earlier this turn, 150 Cr"
                        + " (docs/rules/sow.md 18.4)");
        assertThat(problemsAfter(s, "minister:NE", Map.of(), "BUY 20 SUPPLIES AT Matamoros")).isEmpty();
        // the market's limit is the state's, summed over both officers' orders
        assertThat(problemsAfter(twoOfficers(500), "minister:NE", queued, "BUY 1 SUPPLY AT Monterrey"))
                .singleElement().asString().startsWith("line 1: Monterrey sells at most 30 supplies a turn and 30"
                        + " are already bought there (SoW 6); counted first: the orders trigueros");

        BlockVerdict v = checkAfter(twoOfficers(500), "minister:NE",
                Map.of("trigueros", List.of("BUY 30 SUPPLIES AT Monterrey", "PAY 200 CROWNS TO JAL")),
                "BUY 20 SUPPLIES AT Matamoros");
        assertThat(v.problems()).isEmpty();
        assertThat(v.notes()).containsExactly("NE's treasury: 500 Cr now. The orders trigueros sent earlier this turn"
                + " spend 350 (supplies 150, paid to JAL 200), paid first; these orders spend 100 (supplies 100) and"
                + " leave 50 Cr before this turn's income and upkeep.", "Orders other officers of NE send after this"
                + " block are paid after it; sent again, this block goes after theirs (docs/rules/sow.md 18.4).");
    }

    @Test
    @DisplayName("sow.md 18.4: a later block must not take the money an earlier one counts on: the War Minister's purchase (O11) would be paid before the Treasury Minister's earlier payment (O12) and leave it short, so the later block is refused")
    void sow_18_4_later_block_refused_when_it_spoils_an_earlier_one() {
        Map<String, List<String>> queued = Map.of("trigueros", List.of("PAY 350 CROWNS TO JAL"));
        assertThat(problemsAfter(twoOfficers(400), "minister:NE", queued, "BUY 20 SUPPLIES AT Matamoros"))
                .containsExactly("line 1: with this block, trigueros's PAY 350 CROWNS TO JAL, sent earlier this"
                        + " turn, would not be carried out at the deadline: PAY 350 CROWNS TO JAL needs 350 Cr; NE has"
                        + " 300 Cr after the orders above it: 50 short (SoW-2018 2.1) (docs/rules/sow.md 18.4)");
        assertThat(problemsAfter(twoOfficers(450), "minister:NE", queued, "BUY 20 SUPPLIES AT Matamoros")).isEmpty();
        // and the other way round: the War Minister's purchase came first, the Treasury Minister's build (O9) is
        // paid before it at the deadline
        String minister = opening.state("NE").orElseThrow().minister();
        assertThat(problemsAfter(twoOfficers(200), "treasury:NE", Map.of(minister, List.of(
                "BUY 30 SUPPLIES AT Monterrey", "BUY 10 SUPPLIES AT Matamoros")), "RAISE 1 MI AT Monterrey MEN 800"))
                .containsExactly("line 1: with this block, " + minister + "'s BUY 10 SUPPLIES AT Matamoros, sent"
                        + " earlier this turn, would not be carried out at the deadline: BUY 10 SUPPLIES AT Matamoros"
                        + " needs 50 Cr; NE has 10 Cr after the orders above it: 40 short (SoW 6)"
                        + " (docs/rules/sow.md 18.4)");
    }

    @Test
    @DisplayName("sow.md 18.2: only the same state's officers are counted: another state's queued orders change nothing in the reply (no leak)")
    void sow_18_2_other_states_never_counted() {
        String jal = opening.state("JAL").orElseThrow().minister();
        Map<String, List<String>> queued = new java.util.LinkedHashMap<>();
        queued.put(jal, List.of("BUY 30 SUPPLIES AT Guadalajara", "PAY 500 CROWNS TO NE"));
        queued.put("someone", List.of("BUY 30 SUPPLIES AT Monterrey"));
        BlockVerdict v = checkAfter(twoOfficers(200), "minister:NE", queued, "BUY 30 SUPPLIES AT Monterrey");
        assertThat(v.problems()).isEmpty();
        assertThat(v.notes().get(0)).isEqualTo("NE's treasury: 200 Cr now. These orders spend 150 (supplies 150) and"
                + " leave 50 Cr before this turn's income and upkeep.");
    }

    @Test
    @DisplayName("sow.md 18.2-18.4: the other officer's queued RAISE (O9) and FORTIFY (O10) are counted too: the War Minister's later purchases find what they leave")
    void sow_18_4_queued_builds_and_works_counted() {
        Map<String, List<String>> raised = Map.of("trigueros", List.of("RAISE 1 MI AT Monterrey MEN 800"));
        String[] buys = {"BUY 30 SUPPLIES AT Monterrey", "BUY 5 SUPPLIES AT Matamoros"};
        assertThat(problemsAfter(twoOfficers(200), "minister:NE", raised, buys)).containsExactly(
                "line 2: BUY 5 SUPPLIES AT Matamoros needs 25 Cr; NE has 10 Cr after the orders above it: 15 short"
                        + " (SoW 6); counted first: the orders trigueros sent earlier this turn, 40 Cr"
                        + " (docs/rules/sow.md 18.4)");
        assertThat(problemsAfter(twoOfficers(200), "minister:NE", Map.of(), buys)).isEmpty();

        Map<String, List<String>> fortified = Map.of("trigueros", List.of("FORTIFY Monterrey"));
        assertThat(problemsAfter(twoOfficers(1000), "minister:NE", fortified, "BUY 30 SUPPLIES AT Monterrey",
                "BUY 20 SUPPLIES AT Matamoros")).containsExactly("line 2: BUY 20 SUPPLIES AT Matamoros needs 100 Cr;"
                + " NE has 50 Cr after the orders above it: 50 short (SoW 6); counted first: the orders trigueros sent"
                + " earlier this turn, 800 Cr (docs/rules/sow.md 18.4)");
    }

    @Test
    @DisplayName("SoW 6: every city of the 1846 map can be named in full, the six words of 'Presidio del Rio Grande (Guerrero Coahuila)' included; a name running on past eight words is refused")
    void sow_6_longest_city_names() {
        assertThat(problems(opening, "minister:NE", "BUY 5 SUPPLIES AT Presidio del Rio Grande (Guerrero Coahuila)"))
                .isEmpty();
        assertThat(problems(opening, "minister:NE", "BUY 5 SUPPLIES AT Presidio del Rio Grande and then some more"
                + " words")).singleElement().asString().contains("too long a name; names have at most 8 words");
    }

    @Test
    @DisplayName("SoW 6 (design 14): at an off-map port it holds a state buys up to 60 a turn at 5 Cr, whatever the port's level; a port held by another power or by none sells it nothing")
    void sow_6_off_map_port_market() {
        BlockVerdict v = check(opening, "minister:US", "BUY 60 SUPPLIES AT new york");
        assertThat(v.problems()).isEmpty();
        assertThat(v.notes()).singleElement().asString().contains("These orders spend 300 (supplies 300)");
        assertThat(problems(opening, "minister:US", "BUY 40 SUPPLIES AT Savannah", "BUY 21 SUPPLIES AT Savannah"))
                .containsExactly("line 2: Savannah ships at most 60 supplies a turn and 40 are already bought there"
                        + " (SoW 6, GITM 10.6)");
        assertThat(problems(opening, "minister:US", "BUY 10 SUPPLIES AT Havana")).containsExactly(
                "line 1: Havana is an off-map port no state of the game holds: a state buys only in ports it holds"
                        + " (SoW 6)");
        assertThat(problems(opening, "minister:NE", "BUY 10 SUPPLIES AT Boston")).containsExactly(
                "line 1: Boston is an off-map port held by US: a state buys only in ports it holds (SoW 6)");
    }

    @Test
    @DisplayName("SoW 6 (design 14, 22 O11 and E3): US buys 30 at New York: 150 Cr in the orders phase, the port's store + 30 at the end of the turn, kept in the next position and its saved text; the map's supply ledger does not count it")
    void sow_6_off_map_port_delivered() {
        String minister = opening.state("US").orElseThrow().minister();
        assertThat(opening.port("New York").orElseThrow().supplies()).isZero();
        TurnOutcome o = run(opening, NOTHING, Map.of(minister, List.of("BUY 30 SUPPLIES AT New York")));
        GitmState next = (GitmState) o.next();
        assertThat(next.state("US").orElseThrow().treasury()).isEqualTo(3000 - 150);
        assertThat(next.port("New York").orElseThrow().supplies()).isEqualTo(30);
        assertThat(org.adjutant.gitm.state.GitmStateCodec.decode(org.adjutant.gitm.state.GitmStateCodec.encode(next))
                .port("New York").orElseThrow().supplies()).isEqualTo(30);
        assertThat(events(o, PurchaseDelivered.class)).singleElement().satisfies(d -> {
            assertThat(d.city()).isEqualTo("New York");
            assertThat(d.takenBy()).isEmpty();
        });
        assertThat(events(o, SupplyLedgerRecorded.class).get(0).totals())
                .doesNotContainKey(SupplyLedger.Flow.PURCHASED);
        TreasuryStatement us = events(o, TreasuryStatement.class).stream().filter(t -> t.state().equals("US"))
                .findFirst().orElseThrow();
        assertThat(us.lines()).containsExactly(new LedgerLine(LedgerLine.Kind.PURCHASED,
                "30 supplies at New York (5 Cr each)", -150));
    }
}
