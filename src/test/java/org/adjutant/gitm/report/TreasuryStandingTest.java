package org.adjutant.gitm.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.adjutant.gitm.event.TreasuryStatement;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.Fortress;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** docs/rules/sow.md section 19.1: the lines that close the treasury statement, read on the position after the turn. */
class TreasuryStandingTest {
    private static final GitmReports REPORTS = Reports.production();
    private static final List<TurnEvent> EVENTS = List.of(
            new TreasuryStatement(Phase.END_OF_TURN, "MEX", "Mexico", 1000, List.of(), 1000, false),
            new TreasuryStatement(Phase.END_OF_TURN, "US", "United States", 1000, List.of(), 1000, false));

    private static String report(GitmState after, Recipient r) {
        return Reports.text(Reports.mails(REPORTS.forRecipient(ReportScenario.before(b -> b), ReportScenario.TURN,
                new TurnOutcome(after, EVENTS), r), r));
    }

    /** Monterrey, Mexico's own city, taken by the United States: US1IN, US2LC and US3IN (2,500 men) hold it. */
    private static GitmState monterreyTaken(int risingCampaign) {
        GitmState after = ReportScenario.after(b -> b);
        CityHolding h = after.cities().get("Monterrey");
        return after.withCity("Monterrey", new CityHolding("US", h.supplies(), h.fortLevel(), 0, h.militia(),
                risingCampaign, h.fortress()));
    }

    @Test
    @DisplayName("SoW section 19.1 (outlook): the War Minister reads next turn's income and upkeep if nothing changes, reckoned as the turn's steps reckon them on his own cities and units")
    void sow_19_outlook() {
        // Monterrey besieged earns nothing; MEX's units: MX5IN 700 men (2 x 3), MX1IN and MX2IN 1,000 each (2 x 3
        // each), MX3MA 300 men and 3 batteries (3 x 4), MX6IN inactive (2 x 1), MX7IN shattered at the active rate
        // (2 x 3): 38; YUC's MX20IN is not Mexico's
        String text = report(ReportScenario.after(b -> b), ReportScenario.TORNEL);
        assertThat(text).contains("Next turn if nothing changes: income 0, upkeep 38");
        GitmState lifted = ReportScenario.after(b -> b);
        lifted = lifted.withCity("Monterrey", lifted.cities().get("Monterrey").withBesiegedSince(0));
        // Monterrey (2) no longer besieged: 30, less 5% for each US brigade with a line of 4 or less (US1IN, US2LC
        // and US3IN in its square, US4IN four squares off; the HQ does not count): 30 x 16/20 = 24
        assertThat(report(lifted, ReportScenario.TORNEL))
                .contains("Next turn if nothing changes: income 24, upkeep 38");
        String us = report(ReportScenario.after(b -> b), ReportScenario.POLK);
        assertThat(us).contains("Next turn if nothing changes: income 0, upkeep ");
    }

    @Test
    @DisplayName("SoW section 19.1, SIB militia: an own city held by a hostile state is listed with a garrison estimate within a quarter of the truth, rounded to 100, the same on every reading; the moderator sees the truth beside it")
    void sow_19_own_city_held_by_enemy() {
        String text = report(monterreyTaken(0), ReportScenario.TORNEL);
        Matcher m = Pattern.compile("Own cities held by hostile states: Monterrey \\(US\\), garrison about ([0-9,]+);"
                + " no rising this campaign").matcher(text);
        assertThat(m.find()).as(text).isTrue();
        int estimate = Integer.parseInt(m.group(1).replace(",", ""));
        assertThat(estimate % 100).isZero();
        assertThat(estimate).isBetween(1_900, 3_100);
        assertThat(report(monterreyTaken(0), ReportScenario.TORNEL)).isEqualTo(text);
        assertThat(text).doesNotContain("in truth");
        assertThat(report(monterreyTaken(0), ReportScenario.MODERATOR)).contains("Monterrey (US), garrison about "
                + m.group(1) + " (in truth 2,500)");
        assertThat(report(monterreyTaken(1), ReportScenario.TORNEL)).contains(
                "a rising was tried this campaign (SoW 4.3: one a campaign)");
        assertThat(report(ReportScenario.after(b -> b), ReportScenario.TORNEL)).doesNotContain(
                "Own cities held by hostile states");
        assertThat(report(monterreyTaken(0), ReportScenario.POLK)).doesNotContain("garrison about");
    }

    @Test
    @DisplayName("SoW 7 (design 15), section 19.1: works under way are listed with the turn they will be done, sooner on a peace turn between")
    void sow_19_works_under_way() {
        GitmState after = ReportScenario.after(b -> b);
        CityHolding h = after.cities().get("Monterrey");
        GitmState works = after.withCity("Monterrey", h.withFortress(new Fortress(OptionalInt.empty(),
                OptionalInt.empty(), Optional.of(new Fortress.Works(3, 3, false)))));
        // turn 4 now: the works count down at the ends of turns 4 and 5 and are done at the end of turn 6
        assertThat(report(works, ReportScenario.TORNEL)).contains(
                "Works: Monterrey fort to level 3 (new work), ready at the end of campaign 1, turn 6");
        assertThat(report(after, ReportScenario.TORNEL)).doesNotContain("Works:");
    }

    @Test
    @DisplayName("SoW 4.15 (design 13), section 19.1: the penalty VPs a state has paid are listed once it has paid any")
    void sow_19_penalty_vps() {
        GitmState after = ReportScenario.after(b -> b);
        var mex = after.state("MEX").orElseThrow();
        GitmState paid = after.withState(mex.withManpower(mex.manpower().plusPenaltyVp(4)));
        assertThat(report(paid, ReportScenario.TORNEL)).contains("Penalty VPs so far: 4 (men sent home from abroad,"
                + " SoW 4.15)");
        assertThat(report(after, ReportScenario.TORNEL)).doesNotContain("Penalty VPs");
    }
}
