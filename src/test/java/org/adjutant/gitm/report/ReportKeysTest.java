package org.adjutant.gitm.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.adjutant.gitm.detection.DiceSource;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.scenario.ScenarioBuilder;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.report.RenderedMail;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The keys a new player needs to read his reports: whatever notation a report prints, the same report explains it,
 * in its text part and in its HTML part alike. Written out here rather than taken from the constants, so that a
 * changed wording is a reviewed change.
 */
class ReportKeysTest {
    private static final GitmReports REPORTS = Reports.production();
    static final String BRANCH_KEY = "I infantry, C cavalry, A artillery, H headquarters";
    /** A stack label with its branch letters, as the position report prints it: "MEX regiments IA", "US 1 unit H". */
    private static final Pattern LETTERS = Pattern.compile(
            "\\b(units?|regiments?|brigades?|divisions?|corps|armies|army) [ICAH]{1,4}\\b");

    static List<Recipient> players() {
        return ReportScenario.EVERYONE.stream().filter(r -> !r.moderator()).toList();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("players")
    @DisplayName("GITM 4.1 the event report explains the branch letters in its HTML part as in its text part")
    void gitm_4_1_eventBranchKeyInBothParts(Recipient r) {
        RenderedMail events = Reports.engineMails(REPORTS, r).get("events");
        assertThat(events.text()).contains("the branches seen (" + BRANCH_KEY + ")");
        assertThat(events.html()).contains("the branches seen (" + BRANCH_KEY + ")");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("players")
    @DisplayName("GITM 4.1 a position report that prints branch letters explains them, in text and in HTML")
    void gitm_4_1_positionBranchKey(Recipient r) {
        RenderedMail position = Reports.engineMails(REPORTS, r).get("position");
        assertThat(position.text()).containsPattern(LETTERS);
        assertThat(position.html()).containsPattern(LETTERS);
        assertThat(position.text()).contains("Branch letters: " + BRANCH_KEY + ".");
        assertThat(position.html()).contains("Branch letters: " + BRANCH_KEY + ".");
    }

    /**
     * The keys of the maps' own symbols are drawn into the pictures of the HTML part and written under the text
     * drawings, so they are not compared here; the branch letters are printed as words in both parts.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("reportsOfEveryone")
    @DisplayName("the branch key printed in a report's text part is also in its HTML part, and the other way round")
    void keysInBothParts(String name, RenderedMail mail) {
        for (String key : List.of(BRANCH_KEY)) {
            assertThat(mail.html().contains(key)).as("%s: key \"%s\" in HTML as in text", name, key)
                    .isEqualTo(mail.text().contains(key));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("reportsOfEveryone")
    @DisplayName("GITM 1.4 the flag key says what blue and red are: sides for a player, nations for the moderator")
    void gitm_1_4_flagKeyMatchesTheColours(String name, RenderedMail mail) {
        if (!mail.text().contains("Strategic map, columns")) {
            return; // the event report has no map
        }
        if (name.startsWith(ReportScenario.MODERATOR.name())) {
            // wholeTruth draws United States troops blue and Mexican red, neutral Yucatan's among them
            assertThat(mail.text()).contains("flags B United States  R Mexico;").doesNotContain("B friendly")
                    .contains(" R YUC 1 unit");
        } else {
            assertThat(mail.text()).contains("flags B friendly  R hostile  G neutral  K all three;");
        }
    }

    // ---- the fort suffix (GITM 2.6) ------------------------------------------------------------------------------

    static final String FORT_KEY = "A unit id ending in F (as US7INF): the unit is inside the fort of its town.";
    /** A display id with the fort suffix, as status titles and tactical troop lists print it. */
    private static final Pattern FORT_ID = Pattern.compile("\\b(US|MX)\\d+[A-Z]{2}F\\b");
    private static final Recipient BROWN = ReportScenario.player("Jacob Brown", Set.of("US7IN", "US2LC"), Set.of(),
            Set.of());
    private static final Recipient ARISTA = ReportScenario.player("Mariano Arista", Set.of("MX5IN"), Set.of(),
            Set.of());
    private static final List<Recipient> AT_THE_FORT = List.of(BROWN, ARISTA, ReportScenario.MODERATOR);

    /** Fort Brown with US7IN inside it and US2LC beside it, a Mexican regiment next to the town. */
    private static GitmState fortWorld(int turn) {
        return ScenarioBuilder.create().title("Fort test").turn(1, turn)
                .state("US", "United States", Nation.US, 1000).state("MEX", "Mexico", Nation.MX, 1000)
                .openBlock(ReportScenario.CENTRE.toString(), 6, Nation.US, "US")
                .city("Fort Brown", ReportScenario.at(0, 0, "7-7"), 1, 20, 1, false)
                .role("brown", "Jacob Brown")
                .unit("US7IN", "US", ReportScenario.at(0, 0, "7-7"), u -> u.commander("brown").men(500).inFort(true))
                .unit("US2LC", "US", ReportScenario.at(0, 0, "6-7"), u -> u.commander("brown").men(300))
                .unit("MX5IN", "MEX", ReportScenario.at(0, 0, "8-7"), u -> u.men(700))
                .build();
    }

    static List<ReportLimits> limits() {
        // pictures and drawings; a drawing but no picture; a picture but no drawing; the square only listed
        return List.of(ReportLimits.STANDARD, new ReportLimits(0, 1, 5), new ReportLimits(1, 0, 5),
                new ReportLimits(0, 0, 5));
    }

    private static Map<String, RenderedMail> fortMails(ReportLimits limits, Recipient r) {
        GitmReports reports = new GitmReports(name -> java.util.Optional.empty(), limits,
                (before, turn) -> DiceSource.forTurn(ReportScenario.SEED, turn));
        TurnOutcome outcome = new TurnOutcome(fortWorld(ReportScenario.TURN + 1), List.of());
        return Reports.mails(reports.forRecipient(fortWorld(ReportScenario.TURN), ReportScenario.TURN, outcome, r),
                r);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("limits")
    @DisplayName("GITM 2.6 every report part that shows a unit id with the fort suffix explains the suffix")
    void gitm_2_6_fortSuffixExplainedWhereShown(ReportLimits limits) {
        int shown = 0;
        for (Recipient r : AT_THE_FORT) {
            for (Map.Entry<String, RenderedMail> e : fortMails(limits, r).entrySet()) {
                for (String part : List.of(e.getValue().text(), e.getValue().html())) {
                    if (FORT_ID.matcher(part).find()) {
                        shown++;
                        assertThat(part).as("%s %s", r.name(), e.getKey()).contains(FORT_KEY);
                    }
                }
            }
        }
        // Brown's status block (text, HTML), Arista's tactical troop list, the moderator's units (text, HTML)
        assertThat(shown).isGreaterThanOrEqualTo(5);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("limits")
    @DisplayName("GITM 2.6 the suffix is read as it is printed: US7IN inside the fort is US7INF, US2LC outside is not")
    void gitm_2_6_suffixOnlyInsideTheFort(ReportLimits limits) {
        String brown = fortMails(limits, BROWN).get("position").text();
        assertThat(brown).contains("\nUS7INF\n").contains("\nUS2LC\n").doesNotContain("US2LCF");
        assertThat(fortMails(limits, ARISTA).get("position").text()).contains("US7INF");
        assertThat(fortMails(limits, ReportScenario.MODERATOR).get("summary").text()).contains("\nUS7INF\n");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("limits")
    @DisplayName("no fort key where no unit id shows the suffix, but in the fixed key of a tactical map's drawing")
    void noFortKeyWithoutTheSuffix(ReportLimits limits) {
        GitmReports reports = new GitmReports(name -> java.util.Optional.empty(), limits,
                (before, turn) -> DiceSource.forTurn(ReportScenario.SEED, turn));
        for (Recipient r : ReportScenario.EVERYONE) {
            Reports.mails(reports, false, r).forEach((kind, mail) -> {
                for (String part : List.of(mail.text(), mail.html())) {
                    assertThat(part.replace("\n     " + FORT_KEY + "\n", "\n")).as("%s %s", r.name(), kind)
                            .doesNotContain(FORT_KEY);
                }
            });
        }
    }

    static List<org.junit.jupiter.params.provider.Arguments> reportsOfEveryone() {
        List<org.junit.jupiter.params.provider.Arguments> all = new java.util.ArrayList<>();
        for (Recipient r : ReportScenario.EVERYONE) {
            for (Map.Entry<String, RenderedMail> e : Reports.engineMails(REPORTS, r).entrySet()) {
                all.add(org.junit.jupiter.params.provider.Arguments.of(r.name() + " " + e.getKey(), e.getValue()));
            }
        }
        return all;
    }
}
