package org.adjutant.gitm.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.adjutant.ruleset.Recipient;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * docs/rules/politics.md section 3: the Monarch and the Prime Minister read what their War Minister reads; the Naval
 * Minister reads the treasury statement and the Treasury Minister's news, not the army; another state's officers
 * read none of it.
 */
class OfficeReportsTest {
    private static final GitmReports REPORTS = Reports.production();
    // The War Minister's name: a reader's estimates of the enemy are drawn under his name (GITM 4.7), so two readers
    // of one name and one view read the same report.
    private static final Recipient MONARCH = ReportScenario.player(ReportScenario.TORNEL.name(), Set.of(), Set.of(),
            Set.of("monarch:MEX"));
    private static final Recipient PRIME_MINISTER = ReportScenario.player(ReportScenario.TORNEL.name(), Set.of(),
            Set.of(), Set.of("prime-minister:MEX"));
    private static final Recipient NAVAL_MINISTER = ReportScenario.player("Tomas Marin", Set.of(), Set.of(),
            Set.of("naval:MEX"));
    private static final Recipient US_MONARCH = ReportScenario.player("James K. Polk", Set.of(), Set.of(),
            Set.of("monarch:US"));

    private static String report(Recipient r) {
        return Reports.text(Reports.mails(REPORTS.forRecipient(ReportScenario.before(b -> b), ReportScenario.TURN,
                ReportScenario.mx37Raised(), r), r));
    }

    @Test
    @DisplayName("designed: politics 3 the Monarch and the Prime Minister of Mexico read the report its War Minister"
            + " reads: the whole army, the state's news and its treasury statement")
    void politics_3_monarchAndPrimeMinisterReadAsTheWarMinister() {
        String minister = report(ReportScenario.TORNEL);
        assertThat(minister).contains("Treasury of Mexico (MEX)", "MEX raised MX37IN", "MX1IN");
        assertThat(report(MONARCH)).isEqualTo(minister);
        assertThat(report(PRIME_MINISTER)).isEqualTo(minister);
    }

    @Test
    @DisplayName("designed: politics 3 the Naval Minister reads Mexico's treasury statement and its money news, not"
            + " the army's position; the United States' Monarch reads none of Mexico's")
    void politics_3_navalMinisterReadsTheTreasuryOnly() {
        String naval = report(NAVAL_MINISTER);
        assertThat(naval).contains("Treasury of Mexico (MEX)", "RAISE 1 IN AT Puebla MEN 1000 BATTERIES 0 (1 x 120)",
                "MEX raised MX37IN");
        assertThat(naval).doesNotContain("MX1IN");
        String enemy = report(US_MONARCH);
        assertThat(enemy).doesNotContain("Treasury of Mexico", "raised MX37IN", "RAISE 1 IN");
    }
}
