package org.adjutant.gitm.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.report.RenderedMail;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Merges, transfers and disbanding in the players' reports (docs/rules/sow.md section 19.2): told to the units'
 * commanders and their War Minister, to nobody else, and the position after the turn shows the units as they now are.
 */
class ForcesReportsTest {
    /**
     * The report scenario's turn with the War Ministers' orders and US5IN (900 men) beside US4IN (800): US5IN merged
     * into US4IN before it marches; US3IN not merged into US1IN, as the Mexicans stand in their square and the two
     * are on different tactical squares (GITM 3.5); MX6IN disbanded.
     */
    private static final GitmState BEFORE = ReportScenario.before(b -> b.unit("US5IN", "US",
            ReportScenario.at(4, 4, "7-7"), u -> u.commander("worth").men(900)));
    private static final TurnOutcome OUTCOME = new GitmRuleset(name -> Optional.empty()).resolve(BEFORE,
            ReportScenario.TURN, ReportScenario.orders(BEFORE, new GitmRuleset(name -> Optional.empty())),
            Map.of("minister-us", List.of("MERGE US5IN INTO US4IN", "MERGE US3IN INTO US1IN"),
                    "minister-mex", List.of("DISBAND MX6IN")),
            SeededDice.forTurn(ReportScenario.SEED, ReportScenario.TURN));

    private static Map<String, RenderedMail> mails(Recipient r) {
        return Reports.mails(Reports.production().forRecipient(BEFORE, ReportScenario.TURN, OUTCOME, r), r);
    }

    @Test
    @DisplayName("GITM 3.5 reports: the merge is told to both units' commanders and their War Minister, and the position shows the merged unit alone")
    void gitm_3_5_reports_merge() {
        String merge = "US5IN merged into US4IN in " + ReportScenario.square(4, 4) + " on the order of the War"
                + " Minister, which now has 1,500 men and 0 batteries (GITM 3.5); 200 men above its ceiling: 120 men"
                + " go home to US's manpower pool at the end of campaign 2, 80 are lost on the way from abroad.";
        assertThat(mails(ReportScenario.POLK).get("events").text()).contains(merge);
        assertThat(mails(ReportScenario.WORTH).get("events").text()).as("commander of both").contains(merge);
        assertThat(mails(ReportScenario.TAYLOR).get("events").text()).doesNotContain("US5IN");
        assertThat(mails(ReportScenario.SANTA_ANNA).get("events").text()).doesNotContain("merge");
        assertThat(mails(ReportScenario.TORNEL).get("events").text()).doesNotContain("merge");
        String position = mails(ReportScenario.POLK).get("position").text();
        assertThat(position).doesNotContain("US5IN");
        String us4in = position.substring(position.indexOf("US4IN\nCommander"));
        assertThat(us4in.substring(us4in.indexOf("Strength:"))).startsWith("Strength: 1500\n");
    }

    @Test
    @DisplayName("GITM 3.5 reports: a merge not carried out at the deadline is told, with the reason, to the War Minister and both commanders")
    void gitm_3_5_reports_refused() {
        String refused = "The order MERGE US3IN INTO US1IN (from the War Minister) was not carried out: with an enemy"
                + " in the square the units must share a tactical square (GITM 3.5).";
        assertThat(mails(ReportScenario.POLK).get("events").text()).contains(refused);
        assertThat(mails(ReportScenario.TAYLOR).get("events").text()).contains(refused);
        assertThat(mails(ReportScenario.SANTA_ANNA).get("events").text()).doesNotContain("MERGE");
    }

    @Test
    @DisplayName("SoW 4.15 reports: the disbanding is told to the unit's War Minister and no enemy; the unit is gone from his position")
    void sow_4_15_reports_disband() {
        String tornel = mails(ReportScenario.TORNEL).get("events").text();
        assertThat(tornel).contains("MX6IN was disbanded in " + ReportScenario.square(0, 1) + " on the order of the"
                + " War Minister (SoW 4.15): 1,000 men go home to MEX's manpower pool at the end of campaign 2");
        assertThat(mails(ReportScenario.POLK).get("events").text()).doesNotContain("disbanded");
        assertThat(mails(ReportScenario.TAYLOR).get("events").text()).doesNotContain("disbanded");
        assertThat(mails(ReportScenario.TORNEL).get("position").text()).doesNotContain("MX6IN");
    }
}
