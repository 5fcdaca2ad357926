package org.adjutant.gitm.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.Visibility;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Public events (a campaign's end, the game's end; docs/rules/sow.md 17.3, 17.5) reach every player; others keep the fog. */
class PublicEventsTest {
    private record Told(String phase, String kind, String describe, Visibility visibility) implements TurnEvent {
    }

    @Test
    @DisplayName("GITM 4.6, sow.md 17.3 a public event is in every player's event report, whatever his units saw; the rest stays fogged")
    void publicEventReachesEveryone() {
        List<TurnEvent> events = new ArrayList<>(ReportScenario.events(false));
        events.add(new Told("End of turn", "campaign-ended", "Campaign 1 has ended.", Visibility.everyone()));
        TurnOutcome outcome = new TurnOutcome(ReportScenario.after(b -> b), events);
        GitmReports reports = Reports.production();
        Recipient nobody = ReportScenario.player("Nobody", Set.of(), Set.of(), Set.of());
        for (Recipient r : List.of(ReportScenario.TAYLOR, ReportScenario.POLK, ReportScenario.TORNEL, nobody)) {
            var drafts = reports.forRecipient(ReportScenario.before(b -> b), ReportScenario.TURN, outcome, r);
            String text = Reports.mails(drafts, r).get("events").text();
            assertThat(text).as(r.name()).contains("Campaign 1 has ended.");
        }
        var polk = reports.forRecipient(ReportScenario.before(b -> b), ReportScenario.TURN, outcome,
                ReportScenario.POLK);
        assertThat(Reports.mails(polk, ReportScenario.POLK).get("events").text()).doesNotContain("MX20IN halted");
        var moderator = reports.forRecipient(ReportScenario.before(b -> b), ReportScenario.TURN, outcome,
                ReportScenario.MODERATOR);
        assertThat(Reports.mails(moderator, ReportScenario.MODERATOR).get("summary").text())
                .contains("Campaign 1 has ended.");
    }

    @Test
    @DisplayName("Visibility: the public form is seen by any set of units, even none; a listed one only by its observers")
    void visibilityPublicForm() {
        assertThat(Visibility.everyone().isPublic()).isTrue();
        assertThat(Visibility.everyone().seenByAnyOf(Set.of())).isTrue();
        assertThat(Visibility.everyone().seenByAnyOf(Set.of("US1IN"))).isTrue();
        assertThat(Visibility.units(Set.of("US1IN")).isPublic()).isFalse();
        assertThat(Visibility.units(Set.of("US1IN")).seenByAnyOf(Set.of("MX1IN"))).isFalse();
        assertThat(Visibility.moderatorOnly().seenByAnyOf(Set.of("US1IN"))).isFalse();
    }
}
