package org.adjutant.gitm.report;

import static org.adjutant.gitm.report.ReportScenario.at;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.adjutant.gitm.event.ActivationCause;
import org.adjutant.gitm.event.InactivationRefused;
import org.adjutant.gitm.event.ReadinessOrderedBy;
import org.adjutant.gitm.event.UnitInactivated;
import org.adjutant.gitm.event.UnitActivated;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.ReportDraft;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.Visibility;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What reports show of inactive units (GITM 11.3): listed last, tents, no intelligence. */
class InactiveUnitsReportTest {
    private static final Recipient ARISTA = ReportScenario.player("Mariano Arista", Set.of("MX21IN", "MX3IN", "MX4IN"),
            Set.of(), Set.of());
    private static final Recipient AMPUDIA = ReportScenario.player("Pedro de Ampudia", Set.of("MX30IN"), Set.of(),
            Set.of());

    /** The report scenario with Arista's three units and Ampudia's one inactive unit in US4IN's square. */
    private static GitmState position() {
        return ReportScenario.world(at(0, 0, "10-7"))
                .unit("MX21IN", "MEX", at(2, 2, "7-7"), u -> u.readiness(Readiness.INACTIVE))
                .unit("MX3IN", "MEX", at(2, 2, "6-6"))
                .unit("MX4IN", "MEX", at(2, 3, "7-7"), u -> u.readiness(Readiness.SHATTERED).reformTurns(1))
                .unit("MX30IN", "MEX", at(4, 4, "1-1"), u -> u.readiness(Readiness.INACTIVE))
                .build();
    }

    private static List<ReportDraft> drafts(Recipient r, List<TurnEvent> events) {
        GitmState s = position();
        return Reports.production().forRecipient(s, ReportScenario.TURN, new TurnOutcome(s, events), r);
    }

    private static ReportDraft draft(Recipient r, String kind, List<TurnEvent> events) {
        return drafts(r, events).stream().filter(d -> d.kind().equals(kind)).findFirst().orElseThrow();
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> list(ReportDraft d, String key) {
        return (List<Map<String, Object>>) d.model().get(key);
    }

    @Test
    @DisplayName("GITM 11.3 the position report lists active units, then shattered, then inactive last")
    void gitm_11_3_inactive_listed_last() {
        assertThat(list(draft(ARISTA, "position", List.of()), "units")).extracting(u -> u.get("title"))
                .containsExactly("MX3IN", "MX4IN", "MX21IN");
        String text = Reports.text(Reports.mails(drafts(ARISTA, List.of()), ARISTA));
        assertThat(text).containsSubsequence("MX3IN\n", "MX4IN\n", "MX21IN\n", "Status: Inactive");
    }

    @Test
    @DisplayName("GITM 11.3, 4.1 an inactive unit gives no intelligence: its player sees his own tent, not the enemy in its square")
    void gitm_11_3_noIntelligence() {
        ReportDraft ampudia = draft(AMPUDIA, "position", List.of());
        assertThat(list(ampudia, "stacks")).singleElement().satisfies(s -> assertThat(s)
                .containsEntry("square", ReportScenario.square(4, 4)).containsEntry("side", "friendly")
                .containsEntry("condition", "inactive"));
        assertThat(list(ampudia, "tactical")).singleElement().satisfies(t -> assertThat(t.get("troops")).asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.list(String.class))
                .containsExactly("1-1: MX30IN (inactive)"));
        assertThat(Reports.text(Reports.mails(drafts(AMPUDIA, List.of()), AMPUDIA)))
                .doesNotContain("US1IN", "US2LC", "US3IN", "US4IN", "enemy");
    }

    @Test
    @DisplayName("GITM 11.1, 11.2 the Orders section tells a commander which of his units stood down and which could not")
    void gitm_11_1_ordersSection() {
        List<TurnEvent> events = List.of(
                new UnitInactivated(Phase.ORDERS, UnitId.parse("MX3IN").orElseThrow(),
                        StrategicSquare.of(ReportScenario.square(2, 2)), ReadinessOrderedBy.COMMANDER,
                        Visibility.units(Set.of("MX3IN"))),
                new InactivationRefused(Phase.ORDERS, UnitId.parse("MX30IN").orElseThrow(),
                        StrategicSquare.of(ReportScenario.square(4, 4)), "INACTIVATE",
                        "MX30IN cannot stand down with enemy or neutral troops in its square (GITM 11.2)",
                        Visibility.units(Set.of("MX30IN"))));
        String arista = draft(ARISTA, "events", events).model().get("events").toString();
        assertThat(arista).contains("phase=Orders", "MX3IN stood down in " + ReportScenario.square(2, 2)
                + " on the order of its commander and is inactive (GITM 11.1).").doesNotContain("MX30IN");
        assertThat(draft(AMPUDIA, "events", events).model().get("events").toString())
                .contains("MX30IN cannot stand down with enemy or neutral troops in its square (GITM 11.2).")
                .doesNotContain("MX3IN");
        assertThat(draft(ReportScenario.TORNEL, "events", events).model().get("events").toString())
                .as("the War Minister, who may have given the order, hears of both")
                .contains("MX3IN stood down", "MX30IN cannot stand down");
        assertThat(draft(ReportScenario.POLK, "events", events).model().get("events").toString())
                .doesNotContain("stand");
    }

    @Test
    @DisplayName("GITM 11.3, 4.4 the activation is told to the unit's player, the enemy who roused it described, not named")
    void gitm_11_3_activationNarrated() {
        List<TurnEvent> events = List.of(new UnitActivated(Phase.STRATEGIC_2, UnitId.parse("MX30IN").orElseThrow(),
                StrategicSquare.of(ReportScenario.square(4, 4)), ActivationCause.ENEMY_ENTERED, "US4IN",
                Visibility.units(Set.of("MX30IN"))));
        String text = Reports.text(Reports.mails(drafts(AMPUDIA, events), AMPUDIA));
        assertThat(text).containsPattern("MX30IN became active in " + ReportScenario.square(4, 4)
                        + ", roused by (an )?enemy US \\w+ \\(infantry\\) in its square \\(GITM 11.3\\)")
                .doesNotContain("US4IN");
        Recipient worth = ReportScenario.WORTH; // US4IN's commander
        assertThat(Reports.text(Reports.mails(drafts(worth, events), worth)))
                .as("the enemy who came is not told").doesNotContain("became active");
    }
}
