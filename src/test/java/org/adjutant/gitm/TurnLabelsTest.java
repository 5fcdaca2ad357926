package org.adjutant.gitm;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.adjutant.gitm.sequence.CampaignCalendar;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.ReportDraft;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnLabel;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.UnitOrders;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * GITM's one numbering of turns (GITM 5.1, 7.18): the deployment turn, then campaign c, turn t. What the robot calls
 * the game's nth turn ({@link GitmRuleset#turnLabel}) is what the reports of that turn are titled, and both are the
 * campaign and turn of the position the turn is played from, as the engine steps them.
 */
class TurnLabelsTest {
    private final GitmRuleset ruleset = new GitmRuleset(id -> Optional.empty());
    private static final Recipient BROWN = new Recipient("Jacob Brown", "b@x", Set.of("US7IN"), Set.of(), Set.of(),
            false);

    private GitmState open(int campaign, int turn) throws Exception {
        String text = GitmRulesetTest.SCENARIO.replace("campaign: 1\nturn: 1\n",
                "campaign: " + campaign + "\nturn: " + turn + "\n");
        assertThat(text).isNotEqualTo(GitmRulesetTest.SCENARIO);
        return (GitmState) ruleset.open(text, "labels-test.yaml").state();
    }

    private TurnOutcome resolve(GitmState s, int n) {
        Map<String, UnitOrders> orders = new TreeMap<>();
        for (var u : ruleset.units(s)) {
            orders.put(u.id(), new UnitOrders(u.id(), UnitOrders.Source.DEFAULT, ruleset.defaultOrders(s, u.id())));
        }
        return ruleset.resolve(s, n, orders, Map.of(), SeededDice.forTurn(7, n));
    }

    @Test
    @DisplayName("GITM 5.1, 7.18 the deployment turn, then campaign 1's turns 1-15, then campaign 2: each turn's reports are titled by the turn they report")
    void gitm_5_1_everyTurnNamedAsItsReports() throws Exception {
        GitmState opening = open(1, 0);
        GitmState before = opening;
        List<String> names = new ArrayList<>();
        for (int n = 1; n <= 17; n++) {
            TurnLabel label = ruleset.turnLabel(opening, n);
            assertThat(label).as("turn %d", n).isEqualTo(CampaignCalendar.label(before.campaign(), before.turn()));
            TurnOutcome outcome = resolve(before, n);
            List<ReportDraft> drafts = ruleset.reports(before, n, outcome, BROWN);
            assertThat(drafts).extracting(ReportDraft::subject).as("turn %d", n)
                    .containsExactly(label.name() + ": events", label.name() + ": positions");
            GitmState after = (GitmState) outcome.next();
            assertThat(drafts.get(1).model()).as("turn %d", n).containsEntry("turnText", label.inText())
                    .containsEntry("nextText", ruleset.turnLabel(opening, n + 1).inText());
            names.add(label.name());
            before = after;
        }
        assertThat(names.get(0)).isEqualTo("deployment turn");
        assertThat(names.get(1)).isEqualTo("campaign 1, turn 1");
        assertThat(names.get(15)).isEqualTo("campaign 1, turn 15");
        assertThat(names.get(16)).isEqualTo("campaign 2, turn 1");
        assertThat(ruleset.turnLabel(opening, 1).inText()).isEqualTo("the deployment turn");
    }

    @Test
    @DisplayName("GITM 5.1 a scenario that opens in mid-campaign names its first turn by the campaign turn it opens on")
    void gitm_5_1_openingInMidCampaign() throws Exception {
        GitmState opening = open(1, 14);
        assertThat(ruleset.turnLabel(opening, 1).name()).isEqualTo("campaign 1, turn 14");
        assertThat(ruleset.turnLabel(opening, 2).name()).isEqualTo("campaign 1, turn 15");
        assertThat(ruleset.turnLabel(opening, 3).name()).isEqualTo("campaign 2, turn 1");
    }

    @Test
    @DisplayName("GITM 5.1 the rules' turns by absolute number, as sieges record them: 1 is campaign 1, turn 1, 16 campaign 2, turn 1")
    void gitm_5_1_absoluteTurns() {
        assertThat(CampaignCalendar.label(1).name()).isEqualTo("campaign 1, turn 1");
        assertThat(CampaignCalendar.label(15).name()).isEqualTo("campaign 1, turn 15");
        assertThat(CampaignCalendar.label(16).name()).isEqualTo("campaign 2, turn 1");
        assertThat(CampaignCalendar.label(1, 0).name()).isEqualTo("deployment turn");
    }
}
