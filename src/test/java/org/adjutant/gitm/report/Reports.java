package org.adjutant.gitm.report;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.adjutant.gitm.detection.DiceSource;
import org.adjutant.gitm.scenario.ScenarioBuilder;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.report.RenderedMail;
import org.adjutant.report.TemplateRenderer;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.ReportDraft;
import org.adjutant.ruleset.TurnOutcome;

/** Renders the reports of {@link ReportScenario} the way the robot does: drafts, then the templates under templates/. */
final class Reports {
    static final TemplateRenderer TEMPLATES = new TemplateRenderer(
            Path.of(System.getProperty("adjutant.home", ".")).resolve("templates"));

    private Reports() {
    }

    /** The robot's reports, with the production dice (a digest of the position before the turn). */
    static GitmReports production() {
        return new GitmReports(name -> java.util.Optional.empty());
    }

    /** Reports with dice pinned to a game seed, whatever the position. */
    static GitmReports pinned(long seed) {
        return new GitmReports(name -> java.util.Optional.empty(), ReportLimits.STANDARD,
                (before, turn) -> DiceSource.forTurn(seed, turn));
    }

    static List<ReportDraft> drafts(GitmReports reports, boolean hiddenEnemy, Recipient r) {
        UnaryOperator<ScenarioBuilder> extra = hiddenEnemy ? ReportScenario::withHiddenEnemy : b -> b;
        GitmState before = ReportScenario.before(extra);
        TurnOutcome outcome = ReportScenario.outcome(hiddenEnemy);
        return reports.forRecipient(before, ReportScenario.TURN, outcome, r);
    }

    static Map<String, RenderedMail> mails(List<ReportDraft> drafts, Recipient r) {
        Map<String, RenderedMail> mails = new LinkedHashMap<>();
        for (ReportDraft d : drafts) {
            Map<String, Object> common = new LinkedHashMap<>();
            common.put("gameId", "report-test");
            common.put("gameTitle", "Report test");
            common.put("turn", ReportScenario.TURN);
            common.put("recipient", r);
            mails.put(d.kind(), TEMPLATES.report(d, common));
        }
        return mails;
    }

    /** The reports of the turn the real engine resolves from the scenario, its orders and seed. */
    static Map<String, RenderedMail> engineMails(GitmReports reports, Recipient r) {
        GitmState before = ReportScenario.before(ReportScenario::withHiddenEnemy);
        TurnOutcome outcome = ReportScenario.engineOutcome(before);
        return mails(reports.forRecipient(before, ReportScenario.TURN, outcome, r), r);
    }

    static Map<String, RenderedMail> mails(GitmReports reports, boolean hiddenEnemy, Recipient r) {
        return mails(drafts(reports, hiddenEnemy, r), r);
    }

    static String text(Map<String, RenderedMail> mails) {
        List<String> parts = new ArrayList<>();
        mails.values().forEach(m -> parts.add(m.text() + "\n" + m.html()));
        return String.join("\n", parts);
    }
}
