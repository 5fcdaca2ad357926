package org.adjutant.gitm.economy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.adjutant.gitm.event.TreasuryStatement;
import org.adjutant.gitm.sequence.Phase;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The one-line summary of a treasury statement (docs/rules/sow.md section 19.1): its terms add up. */
class TreasurySummaryTest {
    private static TreasuryStatement statement(int opening, List<LedgerLine> lines) {
        int closing = opening + lines.stream().mapToInt(LedgerLine::amount).sum();
        return new TreasuryStatement(Phase.END_OF_TURN, "NE", "Northeast", opening, lines, closing, false);
    }

    @Test
    @DisplayName("SoW 6, SoW 7, sow.md 19.1 supplies bought and fort works are terms of the summary: it adds up")
    void sow_19_1_purchasesAndWorksAddUp() {
        TreasuryStatement t = statement(500, List.of(new LedgerLine(LedgerLine.Kind.PURCHASED, "20 at Monterrey", -100),
                new LedgerLine(LedgerLine.Kind.WORKS, "Saltillo, level 1", -200),
                new LedgerLine(LedgerLine.Kind.INCOME, "Monterrey (3)", 45),
                new LedgerLine(LedgerLine.Kind.UPKEEP, "MX4IN active", -12)));
        assertThat(t.describe()).isEqualTo("Treasury of Northeast (NE): 500 Cr at the start of the turn, income +45,"
                + " upkeep -12, supplies bought -100, fort works -200; 233 Cr now.");
        assertThat(OneLineSummary.opening(t.describe()) + OneLineSummary.terms(t.describe())).isEqualTo(233);
    }

    @Test
    @DisplayName("SoW 5, sow.md 6 upkeep the treasury could not pay: the term is what was paid, the sum due beside it")
    void sow_5_unpaidUpkeepAddsUp() {
        TreasuryStatement t = statement(20, List.of(new LedgerLine(LedgerLine.Kind.INCOME, "Santa Fe (2)", 30),
                new LedgerLine(LedgerLine.Kind.UPKEEP, "troops", -80),
                new LedgerLine(LedgerLine.Kind.UNPAID, "owed", 30)));
        assertThat(t.describe()).isEqualTo("Treasury of Northeast (NE): 20 Cr at the start of the turn, income +30,"
                + " upkeep -50 (80 due, 30 of it unpaid); 0 Cr now.");
        assertThat(OneLineSummary.opening(t.describe()) + OneLineSummary.terms(t.describe()))
                .isEqualTo(OneLineSummary.closing(t.describe()));
    }

    @Test
    @DisplayName("SoW-2018 2.1, SoW 4.2, 4.14 payments, units raised with their refunds and reinforcements add up")
    void sow_19_1_everyKindAddsUp() {
        TreasuryStatement t = statement(1000, List.of(new LedgerLine(LedgerLine.Kind.PAID, "to JAL", -150),
                new LedgerLine(LedgerLine.Kind.RECEIVED, "from US", 75),
                new LedgerLine(LedgerLine.Kind.BUILDS, "MX40IN", -120),
                new LedgerLine(LedgerLine.Kind.BUILD_REFUNDS, "MX41IN not formed", 60),
                new LedgerLine(LedgerLine.Kind.REINFORCEMENTS, "MX4IN", -20)));
        assertThat(t.describe()).isEqualTo("Treasury of Northeast (NE): 1,000 Cr at the start of the turn, income 0,"
                + " upkeep 0, units raised -60, reinforcements -20, paid -150, received +75; 845 Cr now.");
        assertThat(OneLineSummary.opening(t.describe()) + OneLineSummary.terms(t.describe())).isEqualTo(845);
    }
}
