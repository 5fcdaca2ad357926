package org.adjutant.gitm.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import org.adjutant.gitm.economy.LedgerLine;
import org.adjutant.gitm.event.TreasuryStatement;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.TurnOutcome;
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

    private static final List<TurnEvent> EVENTS = List.of(
            new org.adjutant.gitm.event.UnitRaised(Phase.END_OF_TURN, "MX37IN", "Mexican 37th infantry", "MEX",
                    "Puebla", org.adjutant.gitm.map.StrategicSquare.of("J9-V4"),
                    org.adjutant.gitm.map.TacticalSquare.of("7-7"), 1000, 0, 120, "tornel", "tornel"),
            new TreasuryStatement(Phase.END_OF_TURN, "MEX", "Mexico", 1000, List.of(
                    new LedgerLine(LedgerLine.Kind.BUILDS, "RAISE 1 IN AT Puebla MEN 1000 BATTERIES 0 (1 x 120)",
                            -120)), 880, false));

    private static String report(Recipient r) {
        TurnOutcome outcome = new TurnOutcome(ReportScenario.after(b -> b.unit("MX37IN", "MEX", "J9-V4 7-7",
                u -> u.men(1000).commander("tornel").deputy("tornel"))), EVENTS);
        return Reports.text(Reports.mails(REPORTS.forRecipient(ReportScenario.before(b -> b), ReportScenario.TURN,
                outcome, r), r));
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
