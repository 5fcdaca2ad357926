package org.adjutant.gitm.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.adjutant.report.RenderedMail;
import org.adjutant.ruleset.Recipient;
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

    @ParameterizedTest(name = "{0}")
    @MethodSource("reportsOfEveryone")
    @DisplayName("every key printed in a report's text part is also in its HTML part, and the other way round")
    void keysInBothParts(String name, RenderedMail mail) {
        for (String key : List.of(BRANCH_KEY)) {
            assertThat(mail.html().contains(key)).as("%s: key \"%s\" in HTML as in text", name, key)
                    .isEqualTo(mail.text().contains(key));
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
