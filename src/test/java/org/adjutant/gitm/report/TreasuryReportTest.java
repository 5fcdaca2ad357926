package org.adjutant.gitm.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.adjutant.gitm.economy.LedgerLine;
import org.adjutant.gitm.event.Payment;
import org.adjutant.gitm.event.TreasuryStatement;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * docs/rules/sow.md section 19: the treasury statement and the payments reach the state's War Minister and Treasury
 * Minister, never another player; a payment reaches both states' officers.
 */
class TreasuryReportTest {
    private static final GitmReports REPORTS = Reports.production();
    private static final Recipient TREASURER = ReportScenario.player("Manuel Trigueros", Set.of(), Set.of(),
            Set.of("treasury:MEX"));

    private static final List<TurnEvent> EVENTS = List.of(
            new Payment(Phase.ORDERS, "MEX", "US", 200, "tornel"),
            new TreasuryStatement(Phase.END_OF_TURN, "MEX", "Mexico", 1000, List.of(
                    new LedgerLine(LedgerLine.Kind.PAID, "PAY 200 CROWNS TO US", -200),
                    new LedgerLine(LedgerLine.Kind.INCOME, "Monterrey (2)", 30),
                    new LedgerLine(LedgerLine.Kind.UPKEEP, "MX1IN active, 2 x 3 for 990 men", -6)), 824, false),
            new TreasuryStatement(Phase.END_OF_TURN, "US", "United States", 500, List.of(
                    new LedgerLine(LedgerLine.Kind.RECEIVED, "from MEX", 200)), 700, false));

    private static String report(Recipient r) {
        return Reports.text(Reports.mails(REPORTS.forRecipient(ReportScenario.before(b -> b), ReportScenario.TURN,
                new TurnOutcome(ReportScenario.after(b -> b), EVENTS), r), r));
    }

    @Test
    @DisplayName("SoW section 19: Mexico's War Minister and its Treasury Minister read Mexico's statement, line by line")
    void sow_19_officers_read_the_statement() {
        for (Recipient r : List.of(ReportScenario.TORNEL, TREASURER)) {
            String text = report(r);
            assertThat(text).contains("== Treasury of Mexico (MEX) ==", "Opening balance", "1,000",
                    "PAY 200 CROWNS TO US", "Monterrey (2)", "MX1IN active, 2 x 3 for 990 men", "Closing balance",
                    "MEX paid 200 Cr into the treasury of US");
            assertThat(text).doesNotContain("Treasury of United States");
        }
    }

    @Test
    @DisplayName("SoW section 19, SoW 6-7 (design 14, 15): works on forts and supplies bought have their own groups in the statement, with the events in the officers' event report")
    void sow_19_works_and_purchases() {
        List<TurnEvent> events = List.of(
                new org.adjutant.gitm.event.WorksBegun(Phase.ORDERS, "MEX", "tornel", "Veracruz", 3, 3, false, 600),
                new org.adjutant.gitm.event.SuppliesBought(Phase.ORDERS, "MEX", "tornel", "Puebla", 20, 100),
                new TreasuryStatement(Phase.END_OF_TURN, "MEX", "Mexico", 1000, List.of(
                        new LedgerLine(LedgerLine.Kind.WORKS, "fort of Veracruz to level 3", -600),
                        new LedgerLine(LedgerLine.Kind.PURCHASED, "20 supplies at Puebla (5 Cr each)", -100)), 300,
                        false));
        String text = Reports.text(Reports.mails(REPORTS.forRecipient(ReportScenario.before(b -> b),
                ReportScenario.TURN, new TurnOutcome(ReportScenario.after(b -> b), events), TREASURER), TREASURER));
        assertThat(text).contains("Works on forts (orders phase)", "fort of Veracruz to level 3",
                "Supplies bought (orders phase; delivered at the end of the turn)", "20 supplies at Puebla (5 Cr each)",
                "MEX began works on the fort of Veracruz to level 3 for 600 Cr",
                "MEX bought 20 supplies at Puebla for 100 Cr");
    }

    @Test
    @DisplayName("SoW section 19, SoW-2018 2.1: the payee's War Minister reads the payment and his own statement, not the payer's")
    void sow_19_payee() {
        String text = report(ReportScenario.POLK);
        assertThat(text).contains("Treasury of United States (US)", "from MEX", "MEX paid 200 Cr into the treasury of US");
        assertThat(text).doesNotContain("Treasury of Mexico", "Monterrey (2)", "PAY 200 CROWNS");
    }

    @Test
    @DisplayName("SoW section 19: a commander who holds no office of a state never sees its statement or its payments")
    void sow_19_commanders_see_nothing() {
        for (Recipient r : List.of(ReportScenario.SANTA_ANNA, ReportScenario.TAYLOR)) {
            String text = report(r);
            assertThat(text).doesNotContain("Treasury of", "paid 200 Cr", "Opening balance");
        }
    }

    @Test
    @DisplayName("SoW section 19: the moderator's summary has every state's statement")
    void sow_19_moderator() {
        String text = report(ReportScenario.MODERATOR);
        assertThat(text).contains("Treasury of Mexico (MEX):", "Treasury of United States (US):", "from MEX");
    }

    @Test
    @DisplayName("SoW 4.2-4.9, section 19: the statement has a line for units raised, and the officers read the new unit's sentence")
    void sow_19_builds_line() {
        TurnOutcome outcome = ReportScenario.mx37Raised();
        String text = Reports.text(Reports.mails(REPORTS.forRecipient(ReportScenario.before(b -> b),
                ReportScenario.TURN, outcome, TREASURER), TREASURER));
        assertThat(text).contains("Units raised (orders phase; SoW 4.2-4.9)",
                "RAISE 1 IN AT Puebla MEN 1000 BATTERIES 0 (1 x 120)");
        String minister = Reports.text(Reports.mails(REPORTS.forRecipient(ReportScenario.before(b -> b),
                ReportScenario.TURN, outcome, ReportScenario.TORNEL), ReportScenario.TORNEL));
        assertThat(minister).contains("MEX raised MX37IN (Mexican 37th infantry) at Puebla: 1,000 men");
        String commander = Reports.text(Reports.mails(REPORTS.forRecipient(ReportScenario.before(b -> b),
                ReportScenario.TURN, outcome, ReportScenario.TAYLOR), ReportScenario.TAYLOR));
        // he may see the new regiment where his own units stand, but not that Mexico raised it, nor its bill
        assertThat(commander).doesNotContain("raised MX37IN", "Units raised", "Treasury of Mexico");
    }

    @Test
    @DisplayName("SoW 3 (designed), section 19.1: the statement ends with the manpower pool, the men due and the militia pools not full")
    void sow_19_manpower_lines() {
        org.adjutant.gitm.state.GitmState s = org.adjutant.gitm.movement.Theatre.openGround("G0-V0", "G1-V1")
                .city("G0-V0", "Matamoros", "7-7", "NE", 2, 0, false)
                .city("G1-V1", "Monterrey", "7-7", "NE", 3, 0, false).state();
        s = s.withState(s.state("NE").orElseThrow().withManpower(org.adjutant.gitm.state.Manpower.of(4_400)
                .plusDue(2, 500).withReturning(160)))
                .withCity("Matamoros", new org.adjutant.gitm.state.CityHolding("NE", 0).withMilitia(1_400));
        assertThat(TreasurySections.manpower(s, s.map(n -> java.util.Optional.empty()), s.state("NE").orElseThrow()))
                .containsExactly("Manpower: 4,400 men in the pool; due at the end of campaign 2: 500; wounded and"
                        + " prisoners back at this campaign's end: 160",
                        "Militia pools: Matamoros 1,400 of 2,000; every other own city's is full");
    }
}
