package org.adjutant.gitm.economy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.event.Payment;
import org.adjutant.gitm.event.PaymentRefused;
import org.adjutant.gitm.event.TreasuryStatement;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Polity;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * SoW-2018 2.1, docs/rules/sow.md section 4: PAY checked at arrival against the treasury (the shipped 1846 scenario:
 * NE 500, JAL 600), and carried out last in the Orders phase, all debits before any credit.
 */
class PaymentsTest {
    private static Sow1846 bench;
    private static GitmState opening;

    @BeforeAll
    static void load() throws Exception {
        bench = new Sow1846();
        opening = bench.opening;
    }

    private static List<String> problems(GitmState s, String office, String... lines) {
        return bench.problems(s, office, lines);
    }

    @Test
    @DisplayName("SoW-2018 2.1: NE's War Minister, who is also its Treasury Minister, may pay 200 Cr to JAL, by id or by name")
    void sow_2018_2_1_accepted() {
        assertThat(problems(opening, "minister:NE", "PAY 200 CROWNS TO JAL")).isEmpty();
        assertThat(problems(opening, "minister:NE", "PAY 200 CR TO jalisco and the bajio")).isEmpty();
        assertThat(problems(opening, "minister:NE", "PAY 500 CROWN TO US")).isEmpty();
    }

    @Test
    @DisplayName("SoW-2018 2.1: a payment that would overdraw the treasury is refused at arrival with the sums")
    void sow_2018_2_1_overdraw_refused() {
        assertThat(problems(opening, "minister:NE", "PAY 501 CROWNS TO JAL")).containsExactly(
                "line 1: PAY 501 CROWNS TO JAL needs 501 Cr; NE has 500 Cr: 1 short (SoW-2018 2.1)");
        assertThat(problems(opening, "minister:NE", "PAY 180 CROWNS TO JAL", "PAY 400 CROWNS TO US"))
                .containsExactly("line 2: PAY 400 CROWNS TO US needs 400 Cr; NE has 320 Cr after the orders above"
                        + " it: 80 short (SoW-2018 2.1)");
    }

    @Test
    @DisplayName("SoW-2018 2.1, sow.md 22: the deployment turn runs the Orders phase, so PAY is taken on turn 0 and judged against the treasury")
    void sow_22_pay_on_turn_zero() {
        GitmState turn0 = opening.withTurn(1, 0);
        assertThat(problems(turn0, "minister:NE", "PAY 10 CROWNS TO JAL")).isEmpty();
        assertThat(problems(turn0, "minister:NE", "PAY 501 CROWNS TO JAL")).containsExactly(
                "line 1: PAY 501 CROWNS TO JAL needs 501 Cr; NE has 500 Cr: 1 short (SoW-2018 2.1)");
    }

    @Test
    @DisplayName("SoW-2018 2.1: a state does not pay itself, nor a state not in the game; TRANSFER of crowns points to PAY")
    void sow_2018_2_1_wrong_payee() {
        assertThat(problems(opening, "minister:NE", "PAY 10 CROWNS TO NE"))
                .containsExactly("line 1: a state does not pay itself");
        assertThat(problems(opening, "minister:NE", "PAY 10 CROWNS TO XYZ"))
                .containsExactly("line 1: there is no state 'XYZ' in this game");
        assertThat(problems(opening, "minister:NE", "TRANSFER 10 CROWNS TO JAL"))
                .containsExactly("line 1: money is sent with PAY <n> CROWNS TO <state> (SoW-2018 2.1)");
    }

    @Test
    @DisplayName("SoW-2018 2.1, design section 2: when the state names a Treasury Minister of his own, its War Minister may not pay and the treasurer may")
    void sow_2018_2_1_offices() {
        Polity ne = opening.state("NE").orElseThrow();
        GitmState s = opening.withState(new Polity("NE", ne.name(), ne.nation(), ne.treasury(), ne.minister(),
                "trigueros"));
        assertThat(problems(s, "minister:NE", "PAY 10 CROWNS TO JAL")).containsExactly(
                "line 1: only the Treasury Minister, the Prime Minister or the Monarch may give PAY");
        assertThat(problems(s, "treasury:NE", "PAY 10 CROWNS TO JAL")).isEmpty();
        assertThat(problems(s, "treasury:NE", "INACTIVATE MX23IN")).containsExactly(
                "line 1: only the War Minister, the Prime Minister or the Monarch may give INACTIVATE");
    }

    @Test
    @DisplayName("SoW 4.2, 4.5: militia raised by the Treasury Minister are judged against the treasury: NE's 500 Cr hold the 380 that 2 x 800 militia need")
    void sow_4_2_raise_judged() {
        assertThat(problems(opening, "minister:NE", "RAISE 2 MI AT Monterrey MEN 800")).isEmpty();
        GitmState poor = opening.withState(opening.state("NE").orElseThrow().withTreasury(379));
        assertThat(problems(poor, "minister:NE", "RAISE 2 MI AT Monterrey MEN 800")).containsExactly(
                "line 1: needs 380 Cr on hand at the start of the turn: 2 x (40 to raise + 150 for 15 turns of"
                        + " upkeep); NE has 379: 1 short (SoW 4.5)");
    }

    // ---- at the deadline ----

    private static final TurnPlugins PAYING = TurnPlugins.standard()
            .withHooks(new TurnPlugins.Hooks(List.of(new Payments()), List.of(), List.of(), List.of()))
            .withEndOfTurn(List.of(new TreasuryStatements()));

    private static GitmState small(int ne, int jal) {
        GitmState s = Theatre.openGround("G0-V0", "G2-V2").state();
        var states = new java.util.TreeMap<>(s.states());
        states.put("NE", states.get("NE").withTreasury(ne));
        states.put("JAL", new Polity("JAL", "Jalisco", org.adjutant.gitm.map.Nation.MX, jal, "jal-war"));
        return new GitmState(s.title(), s.map(), 1, 1, states, s.alliances(), s.cities(), s.unitsById(), s.roles());
    }

    private static TurnOutcome run(GitmState s, Map<String, List<String>> office) {
        return Sow1846.run(PAYING, s, s.map(n -> Optional.empty()), office);
    }

    private static int treasury(TurnOutcome o, String state) {
        return ((GitmState) o.next()).state(state).orElseThrow().treasury();
    }

    private static <T> List<T> events(TurnOutcome o, Class<T> kind) {
        return Sow1846.events(o, kind);
    }

    @Test
    @DisplayName("SoW-2018 2.1: NE 500 pays JAL 200 -> NE 300, JAL 800; both states' officers learn of it and both statements show it")
    void sow_2018_2_1_paid() {
        TurnOutcome o = run(small(500, 600), Map.of("paredes", List.of("PAY 200 CROWNS TO JAL")));
        assertThat(treasury(o, "NE")).isEqualTo(300);
        assertThat(treasury(o, "JAL")).isEqualTo(800);
        Payment p = events(o, Payment.class).get(0);
        assertThat(p.visibility().observers()).containsExactly("minister:JAL", "minister:NE", "treasury:JAL",
                "treasury:NE");
        TreasuryStatement ne = events(o, TreasuryStatement.class).stream().filter(t -> t.state().equals("NE"))
                .findFirst().orElseThrow();
        assertThat(ne.lines()).containsExactly(new LedgerLine(LedgerLine.Kind.PAID, "PAY 200 CROWNS TO JAL", -200));
        TreasuryStatement jal = events(o, TreasuryStatement.class).stream().filter(t -> t.state().equals("JAL"))
                .findFirst().orElseThrow();
        assertThat(jal.lines()).containsExactly(new LedgerLine(LedgerLine.Kind.RECEIVED, "from NE", 200));
    }

    @Test
    @DisplayName("SoW-2018 2.1, design section 4: NE 100 and JAL 50 pay each other 100: money received this turn cannot be spent, so JAL's is not carried out; NE 0, JAL 150")
    void sow_2018_2_1_no_chains() {
        TurnOutcome o = run(small(100, 50), Map.of("paredes", List.of("PAY 100 CROWNS TO JAL"),
                "jal-war", List.of("PAY 100 CROWNS TO NE")));
        assertThat(treasury(o, "NE")).isZero();
        assertThat(treasury(o, "JAL")).isEqualTo(150);
        assertThat(events(o, PaymentRefused.class)).singleElement().satisfies(r -> {
            assertThat(r.state()).isEqualTo("JAL");
            assertThat(r.describe()).isEqualTo("jal-war's order PAY 100 CROWNS TO NE was not carried out. JAL had"
                    + " 50 Cr left after its earlier orders: 50 short (SoW-2018 2.1).");
            assertThat(r.visibility().observers()).containsExactly("minister:JAL", "treasury:JAL");
        });
    }

    @Test
    @DisplayName("SoW-2018 2.1: two payments that together overdraw: the first is made, the second not carried out")
    void sow_2018_2_1_second_overdraws() {
        TurnOutcome o = run(small(300, 0), Map.of("paredes", List.of("PAY 200 CROWNS TO JAL",
                "PAY 200 CROWNS TO US")));
        assertThat(treasury(o, "NE")).isEqualTo(100);
        assertThat(treasury(o, "JAL")).isEqualTo(200);
        assertThat(treasury(o, "US")).isZero();
        assertThat(events(o, PaymentRefused.class)).hasSize(1);
    }
}
