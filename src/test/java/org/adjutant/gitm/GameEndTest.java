package org.adjutant.gitm;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.adjutant.gitm.order.TurnKind;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.report.RenderedMail;
import org.adjutant.report.TemplateRenderer;
import org.adjutant.ruleset.BlockVerdict;
import org.adjutant.ruleset.GameState;
import org.adjutant.ruleset.Line;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.ReportDraft;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.UnitOrders;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A game played to its scenario's end through the ruleset the robot calls (GITM 5.1; docs/rules/sow.md 17.4-17.6):
 * what the coming turn is said to be, the last turn, the position that is over, the refusals after it and the final
 * report.
 */
class GameEndTest {
    private static final TemplateRenderer TEMPLATES = new TemplateRenderer(
            Path.of(System.getProperty("adjutant.home", ".")).resolve("templates"));
    private final GitmRuleset ruleset = new GitmRuleset(id -> Optional.empty());

    private static final Recipient BROWN = new Recipient("Jacob Brown", "b@x", Set.of("US7IN"), Set.of(), Set.of(),
            false);
    private static final Recipient MARCY = new Recipient("Marcy", "m@x", Set.of(), Set.of(), Set.of("minister:US"),
            false);
    private static final Recipient MODERATOR = new Recipient("Moderator", "mod@x", Set.of(), Set.of(), Set.of(),
            true);

    /** The ruleset test's scenario at {@code campaign}/{@code turn}, with {@code extra} top-level lines. */
    private GitmState open(int campaign, int turn, String extra) throws Exception {
        String text = GitmRulesetTest.SCENARIO.replace("campaign: 1\nturn: 1\n",
                "campaign: " + campaign + "\nturn: " + turn + "\n" + extra);
        assertThat(text).isNotEqualTo(GitmRulesetTest.SCENARIO);
        return (GitmState) ruleset.open(text, "game-end-test.yaml").state();
    }

    private TurnOutcome resolve(GameState s) {
        Map<String, UnitOrders> orders = new TreeMap<>();
        for (var u : ruleset.units(s)) {
            orders.put(u.id(), new UnitOrders(u.id(), UnitOrders.Source.DEFAULT, ruleset.defaultOrders(s, u.id())));
        }
        return ruleset.resolve(s, 1, orders, Map.of(), SeededDice.forTurn(1, 1));
    }

    private static RenderedMail render(ReportDraft d, Recipient r) {
        Map<String, Object> common = new LinkedHashMap<>();
        common.put("gameId", "game-end-test");
        common.put("gameTitle", "Game end test");
        common.put("turn", 15);
        common.put("recipient", r);
        return TEMPLATES.report(d, common);
    }

    @Test
    @DisplayName("GITM 5.1 the scenario's last campaign: turn 15 ends the game, the ruleset says it is over and refuses every order")
    void gitm_5_1_gameEndsWithItsLastCampaign() throws Exception {
        GitmState last = open(1, 15, "lastCampaign: 1\n");
        assertThat(ruleset.isOver(last)).isFalse();
        assertThat(ruleset.nextTurn(last)).contains("The next turn is campaign 1, turn 15.", "last turn of the game");
        TurnOutcome outcome = resolve(last);
        GitmState over = (GitmState) outcome.next();
        assertThat(ruleset.isOver(over)).isTrue();
        assertThat(outcome.events()).extracting(e -> e.kind()).endsWith("campaign-ended", "game-ended");
        assertThat(ruleset.nextTurn(over)).startsWith("The game is over: it ended after campaign 1, turn 15, "
                + "the end of its scenario's last campaign.");

        BlockVerdict unit = ruleset.check(over, "US7IN", List.of(new Line(1, "POSTURE ATTACK/DEFEND")));
        assertThat(unit.problems()).singleElement().extracting(p -> p.reason()).asString()
                .isEqualTo("the game is over (it ended after campaign 1, turn 15, the end of its scenario's last "
                        + "campaign)");
        BlockVerdict office = ruleset.checkOffice(over, Set.of("minister:US"), Set.of(),
                List.of(new Line(1, "RAISE INFANTRY 1000 AT Fort Brown"), new Line(2, "X")));
        assertThat(office.problems()).hasSize(2).allSatisfy(p -> assertThat(p.reason()).startsWith("the game is over"));
        assertThat(ruleset.decode(ruleset.encode(over))).isEqualTo(over);
    }

    @Test
    @DisplayName("GITM 5.1 without a last campaign in the scenario the game goes on into campaign 2 and is never over by itself")
    void gitm_5_1_noSetEnd() throws Exception {
        GitmState s = open(1, 15, "");
        GitmState next = (GitmState) resolve(s).next();
        assertThat(next.campaign()).isEqualTo(2);
        assertThat(ruleset.isOver(next)).isFalse();
        assertThat(ruleset.check(next, "US7IN", List.of(new Line(1, "POSTURE ATTACK/DEFEND"))).problems()).isEmpty();
    }

    @Test
    @DisplayName("sow.md 17.6 the turn that ends the game gives the whole-truth recipient the final report; players keep their fog and learn that the war is over")
    void sow_17_6_finalReport() throws Exception {
        GitmState last = open(1, 15, "lastCampaign: 1\n");
        TurnOutcome outcome = resolve(last);
        List<ReportDraft> moderator = ruleset.reports(last, 15, outcome, MODERATOR);
        assertThat(moderator).extracting(ReportDraft::kind).containsExactly("summary", "final");
        ReportDraft fin = moderator.get(1);
        String text = render(fin, MODERATOR).text();
        // the treasuries as the last turn left them, after its income and upkeep (SoW 2, 5)
        GitmState end = (GitmState) outcome.next();
        int us = end.states().get("US").treasury();
        int ne = end.states().get("NE").treasury();
        assertThat(us).isNotEqualTo(1500);
        assertThat(text).contains("The game ended with campaign 1, turn 15, the last turn of its scenario's last "
                + "campaign",
                "United States (US)", "Northeast (NE)", "Fort Brown (level 1)", "Matamoros (level 2)");
        assertThat(text).containsPattern("United States \\(US\\)\\n  treasury: +" + us + " Cr\\n  units: +2, ");
        assertThat(text).containsPattern("Northeast \\(NE\\)\\n  treasury: +" + ne + " Cr\\n  units: +2, ");
        assertThat(render(fin, MODERATOR).html()).contains("Matamoros (level 2)", "<td style=\"padding-right: 1em;\">"
                + "United States (US)</td>");

        for (Recipient player : List.of(BROWN, MARCY)) {
            List<ReportDraft> drafts = ruleset.reports(last, 15, outcome, player);
            assertThat(drafts).extracting(ReportDraft::kind).containsExactly("events", "position");
            String events = render(drafts.get(0), player).text();
            assertThat(events).contains("Campaign 1 has ended", "The war is over: the game ended with campaign 1,"
                    + " turn 15, the last turn of its scenario.");
            assertThat(drafts.get(1).model().toString()).doesNotContain("MX4IN");
        }

        GitmState ordinary = open(1, 14, "lastCampaign: 1\n");
        assertThat(ruleset.reports(ordinary, 14, resolve(ordinary), MODERATOR)).extracting(ReportDraft::kind)
                .containsExactly("summary");
    }

    @Test
    @DisplayName("sow.md 17.4 what the coming turn is: a new campaign's opening, peace and truce turns, the build and reinforcement turns")
    void sow_17_4_nextTurnSays() throws Exception {
        String calendar = "calendar:\n  - {campaign: 2, turn: 1, kind: truce}\n  - {campaign: 1, turn: 3, kind: peace}\n";
        assertThat(ruleset.nextTurn(open(2, 1, calendar))).contains("Campaign 2 begins with turn 1 (GITM 5.1)",
                "wounded and prisoners of campaign 1 have rejoined", "truce turn", "Mexican reinforcement turn");
        assertThat(ruleset.nextTurn(open(1, 3, calendar))).contains("The next turn is campaign 1, turn 3.", "peace turn")
                .doesNotContain("truce", "build", "reinforcement");
        assertThat(ruleset.nextTurn(open(1, 15, calendar))).contains("build turn", "SoW 4.2", "ends the campaign");
        assertThat(ruleset.nextTurn(open(1, 7, calendar))).isEqualTo("The next turn is campaign 1, turn 7.");
        assertThat(ruleset.nextTurn(open(2, 1, calendar)).lines()).allSatisfy(l -> assertThat(l.length())
                .isLessThanOrEqualTo(110));
    }

    @Test
    @DisplayName("SoW 4.2 orders are judged as on the build turn on campaign 1 turn 15, as on a campaign turn otherwise")
    void sow_4_2_buildTurnReachesTheOrders() throws Exception {
        assertThat(GitmRulesetAccess.turnKind(ruleset, open(1, 15, ""))).isEqualTo(TurnKind.BUILD);
        assertThat(GitmRulesetAccess.turnKind(ruleset, open(1, 14, ""))).isEqualTo(TurnKind.CAMPAIGN);
        assertThat(GitmRulesetAccess.turnKind(ruleset, open(2, 15, ""))).isEqualTo(TurnKind.CAMPAIGN);
        assertThat(GitmRulesetAccess.turnKind(ruleset, open(2, 15, "calendar:\n  - {campaign: 2, turn: 15, kind: build}\n")))
                .isEqualTo(TurnKind.BUILD);
    }

    @Test
    @DisplayName("sow.md 17.5-17.6 a moderator's end: the whole truth of the last turn carries the final report, the accounts as they stood")
    void sow_17_5_moderatorsEnd() throws Exception {
        GitmState s = open(1, 7, "");
        TurnOutcome turn = resolve(s);
        assertThat(ruleset.reports(s, 7, turn, MODERATOR)).extracting(ReportDraft::kind).containsExactly("summary");
        List<org.adjutant.ruleset.TurnEvent> events = new java.util.ArrayList<>(turn.events());
        events.add(new org.adjutant.ruleset.GameClosed("by a moderator's decision"));
        TurnOutcome closed = new TurnOutcome(turn.next(), events);
        List<ReportDraft> drafts = ruleset.reports(s, 7, closed, MODERATOR);
        assertThat(drafts).extracting(ReportDraft::kind).containsExactly("summary", "final");
        String text = render(drafts.get(1), MODERATOR).text();
        assertThat(text).contains("The game has ended by a moderator's decision: the war stops where it stands,"
                + " before campaign 1, turn 8.", "treasury:        "
                + ((GitmState) closed.next()).states().get("US").treasury() + " Cr");
        assertThat(((GitmState) closed.next()).isOver()).as("the robot archives it; the position is as it stood")
                .isFalse();
    }

    private static final String TERMS = "victory:\n  conditions:\n"
            + "    - {winner: MX, hold: [Fort Brown], name: the fort taken}\n  atEnd: US\n";

    @Test
    @DisplayName("designed: victory 2.3, 3 the last turn ends with no condition met: the side the scenario names wins, the final report names it to the moderator and the position says so")
    void victory_2_3_finalReportNamesTheVictor() throws Exception {
        GitmState last = open(1, 15, "lastCampaign: 1\n" + TERMS);
        TurnOutcome outcome = resolve(last);
        assertThat(outcome.events()).extracting(e -> e.kind()).contains("war-won", "game-ended");
        GitmState over = (GitmState) outcome.next();
        assertThat(ruleset.isOver(over)).isTrue();
        assertThat(ruleset.nextTurn(over)).startsWith("The game is over: United States won the war with campaign 1,"
                + " turn 15");
        List<ReportDraft> moderator = ruleset.reports(last, 15, outcome, MODERATOR);
        String text = render(moderator.get(1), MODERATOR).text();
        assertThat(text).contains("The game ended with campaign 1, turn 15: the war was decided",
                "Victor: United States, with campaign 1, turn 15 -- the war's last turn ended with none of the other"
                        + " side's aims achieved.");
        assertThat(render(moderator.get(1), MODERATOR).html()).contains("Victor: United States");
        String events = render(ruleset.reports(last, 15, outcome, BROWN).get(0), BROWN).text();
        assertThat(events).contains("The war is over: United States won it with campaign 1, turn 15");
    }

    @Test
    @DisplayName("designed: victory 3 a moderator's end before the war is decided: the final report says nobody won; without terms it says the rules name no victor")
    void victory_3_moderatorsEndBeforeVictory() throws Exception {
        for (String extra : List.of(TERMS, "")) {
            GitmState s = open(1, 7, extra);
            TurnOutcome turn = resolve(s);
            List<org.adjutant.ruleset.TurnEvent> events = new java.util.ArrayList<>(turn.events());
            events.add(new org.adjutant.ruleset.GameClosed("by a moderator's decision"));
            List<ReportDraft> drafts = ruleset.reports(s, 7, new TurnOutcome(turn.next(), events), MODERATOR);
            String text = render(drafts.get(1), MODERATOR).text();
            assertThat(text).contains(extra.isEmpty()
                    ? "The rules name no victor: these are the facts as the war left them."
                    : "No victor: the game ended before the war was decided (none of its victory conditions was met).");
        }
    }
}
