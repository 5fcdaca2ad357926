package org.adjutant.gitm.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.adjutant.gitm.event.Deserted;
import org.adjutant.gitm.event.SuppliesSent;
import org.adjutant.gitm.event.SupplyMoveRefused;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.report.RenderedMail;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.Visibility;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The War Minister's supply picture and the offices as observers (docs/rules/gitm-10-supply.md section 14). */
class MinisterSupplyTest {
    /** After the turn: Monterrey (MEX) besieged since turn 2 with 12 supplies; MX5IN carries none and has no source. */
    private static Map<String, RenderedMail> mails(Recipient r) {
        GitmState before = ReportScenario.before(b -> b);
        GitmState after = ReportScenario.after(b -> b.unit("MX8IN", "MEX", ReportScenario.at(2, 0, "7-7"),
                        u -> u.supplies(0).supplySource("").communications(""))
                        .unit("MX1CQ", "MEX", ReportScenario.at(0, 0, "7-7"),
                                u -> u.men(0).supplies(3).supplySource("Monterrey").communications(""))
                        .unit("MX10IN", "MEX", ReportScenario.at(0, 0, "7-7"),
                                u -> u.supplies(0).supplySource("MX1CQ").communications("MX1CQ")))
                .withCity("Monterrey", new CityHolding("MEX", 12).withBesiegedSince(2));
        after = after.withUnit(after.unit("MX5IN").orElseThrow().withSupplies(0).withSupplySource("")
                .withCommunications("Monterrey"));
        List<TurnEvent> events = new ArrayList<>(ReportScenario.events(false));
        events.add(new Deserted(Phase.SUPPLY, UnitId.of("MX5IN"), StrategicSquare.of("J9-V4"), 0, 0, 0, 0, false,
                4, "Monterrey", Visibility.units(Set.of("MX5IN"))));
        events.add(new SuppliesSent(Phase.SUPPLY, "tornel", "Puebla", "Monterrey", 20, 30, true,
                "only 20 left in Puebla after this turn's draws", new Visibility(Set.of("minister:MEX"))));
        events.add(new SupplyMoveRefused(Phase.SUPPLY, "tornel", "SEND 5 SUPPLIES FROM Monterrey TO Puebla",
                "Monterrey is besieged: no supplies move in or out (GITM 10.3)",
                new Visibility(Set.of("minister:MEX"))));
        return Reports.mails(Reports.production().forRecipient(before, ReportScenario.TURN,
                new TurnOutcome(after, events), r), r);
    }

    @Test
    @DisplayName("GITM 10 reports: the War Minister sees his state's cities with their stores and sieges, his units with no supplies and no source, those out of communications and those that went hungry; nobody else sees them")
    void gitm_10_reports_minister_picture() {
        String tornel = mails(ReportScenario.TORNEL).get("position").text();
        assertThat(tornel).contains("== Supply of Mexico (MEX) ==\nCities (12 supplies stored in all):\n"
                + "  Monterrey (J9-V4), level 2: 12 supplies, besieged since campaign 1, turn 2; this turn sent 0,"
                + " received 20\n"
                + "Corps HQs:\n  MX1CQ in J9-V4: 3 / 12 supplies, draws from Monterrey (12 stored), 2 / 18 places,"
                + " out of communications\n"
                + "Units carrying no supplies and with no source to draw from:\n  MX5IN in J9-V4\n  MX8IN in K1-V4\n");
        assertThat(tornel).contains("Units out of communications:\n  MX1CQ in J9-V4\n  MX1IN in K0-V4");
        assertThat(tornel.substring(tornel.indexOf("Units out of communications:"))).doesNotContain("MX5IN in")
                .contains("MX8IN in K1-V4");
        assertThat(tornel).contains("Went without supplies this turn:\n  MX5IN starving in besieged Monterrey"
                + " (morale -4)\n").contains("Inactive units (they need neither): 1")
                .contains("Supply movements this turn:\n  20 of the 30 supplies ordered by tornel went overland from"
                        + " Puebla to Monterrey. Only 20 left in Puebla after this turn's draws.\n  tornel's order SEND"
                        + " 5 SUPPLIES FROM Monterrey TO Puebla was refused.");
        assertThat(mails(ReportScenario.TORNEL).get("position").html()).contains("Supply of Mexico (MEX)</h2>");
        String marcy = mails(ReportScenario.POLK).get("position").text();
        assertThat(marcy).contains("== Supply of United States (US) ==").doesNotContain("12 supplies");
        assertThat(mails(ReportScenario.SANTA_ANNA).get("position").text()).doesNotContain("Supply of");
    }

    @Test
    @DisplayName("GITM 10.6 reports: a SEND's outcome told to the War Minister's office reaches whoever holds it, and no other player")
    void gitm_10_reports_office_visibility() {
        String tornel = mails(ReportScenario.TORNEL).get("events").text();
        assertThat(tornel).contains("20 of the 30 supplies ordered by tornel went overland from Puebla to Monterrey."
                + " Only 20 left in Puebla after this turn's draws.")
                .contains("tornel's order SEND 5 SUPPLIES FROM Monterrey TO Puebla was refused. Monterrey is"
                        + " besieged: no supplies move in or out (GITM 10.3).");
        for (Recipient other : List.of(ReportScenario.POLK, ReportScenario.SANTA_ANNA, ReportScenario.TAYLOR)) {
            assertThat(mails(other).get("events").text()).doesNotContain("supplies ordered by")
                    .doesNotContain("was refused");
        }
        assertThat(mails(ReportScenario.MODERATOR).get("summary").text()).contains("supplies ordered by tornel");
    }
}
