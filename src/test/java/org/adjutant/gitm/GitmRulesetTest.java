package org.adjutant.gitm;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.ruleset.BlockVerdict;
import org.adjutant.ruleset.GameState;
import org.adjutant.ruleset.Line;
import org.adjutant.ruleset.Opening;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.ReportDraft;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.UnitOrders;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class GitmRulesetTest {
    static final String SCENARIO = """
            title: "Lower Rio Grande (ruleset test)"
            campaign: 1
            turn: 1
            map:
              id: lower-rio-grande
              squares:
                - {square: J8-V4, nation: MX, state: NE, terrain: open,
                   cities: [{name: Matamoros, tactical: 9-8, level: 2, supplies: 40, fort: 1}]}
                - {square: J9-V4, nation: US, state: US, terrain: open,
                   cities: [{name: Fort Brown, tactical: 3-6, level: 1, supplies: 20, fort: 2, fortCapacity: 2000}]}
                - {square: J9-V3, nation: US, state: US, terrain: open}
                - {square: K0-V4, nation: US, state: US, terrain: swamp}
            states:
              - {id: US, name: United States, nation: US, treasury: 1500, minister: marcy}
              - {id: NE, name: Northeast, nation: MX, treasury: 600, minister: paredes}
            roles:
              - {id: marcy, title: William L. Marcy}
              - {id: paredes, title: Mariano Paredes}
              - {id: taylor, title: Zachary Taylor, commands: [US1AQ]}
              - {id: brown, title: Jacob Brown, commands: [US7IN]}
              - {id: arista, title: Mariano Arista, commands: [MX1AQ, MX4IN]}
            units:
              - {id: US1AQ, name: Army of Occupation, state: US, men: 250, quality: good, at: J9-V4 5-6}
              - {id: US7IN, name: 7th Infantry, state: US, men: 500, quality: good, at: J9-V4 3-6, deputy: taylor}
              - {id: MX1AQ, name: Army of the North, state: NE, men: 200, at: J8-V4 9-8}
              - {id: MX4IN, name: 4th Line, state: NE, men: 900, at: J8-V4 9-8}
            """;

    private final GitmRuleset ruleset = new GitmRuleset(id -> Optional.empty());

    private Opening open() throws Exception {
        return ruleset.open(SCENARIO, "ruleset-test.yaml");
    }

    @Test
    @DisplayName("a scenario opens into units with their states, offices and role slots")
    void opens() throws Exception {
        Opening opening = open();
        assertThat(ruleset.units(opening.state())).extracting(u -> u.id() + "/" + u.owner())
                .contains("US7IN/US", "MX4IN/NE");
        assertThat(opening.offices()).contains("minister:US", "minister:NE");
        assertThat(opening.roles()).anySatisfy(r -> {
            assertThat(r.id()).isEqualTo("marcy");
            assertThat(r.offices()).contains("minister:US");
        });
        assertThat(ruleset.decode(ruleset.encode(opening.state()))).isEqualTo(opening.state());
    }

    @Test
    @DisplayName("GITM 3.4 the War Minister of the unit's state or an army-HQ commander of that state may assign")
    void gitm_3_4_assignAuthority() throws Exception {
        GameState s = open().state();
        assertThat(ruleset.mayAssign(s, Set.of("minister:US"), Set.of(), "US7IN")).isTrue();
        assertThat(ruleset.mayAssign(s, Set.of("minister:NE"), Set.of(), "US7IN")).isFalse();
        assertThat(ruleset.mayAssign(s, Set.of(), Set.of("US1AQ"), "US7IN")).isTrue();
        assertThat(ruleset.mayAssign(s, Set.of(), Set.of("MX1AQ"), "US7IN")).isFalse();
        assertThat(ruleset.mayAssign(s, Set.of(), Set.of("US7IN"), "US7IN")).isFalse();
    }

    @Test
    @DisplayName("designed: politics 2 the Prime Minister and the Monarch of the unit's state may assign, as its War"
            + " Minister may; another state's, and a Naval Minister, may not")
    void politics_2_assignAuthority() throws Exception {
        GameState s = open().state();
        assertThat(ruleset.mayAssign(s, Set.of("monarch:US"), Set.of(), "US7IN")).isTrue();
        assertThat(ruleset.mayAssign(s, Set.of("prime-minister:US"), Set.of(), "US7IN")).isTrue();
        assertThat(ruleset.mayAssign(s, Set.of("monarch:NE"), Set.of(), "US7IN")).isFalse();
        assertThat(ruleset.mayAssign(s, Set.of("prime-minister:NE"), Set.of(), "US7IN")).isFalse();
        assertThat(ruleset.mayAssign(s, Set.of("naval:US"), Set.of(), "US7IN")).isFalse();
        assertThat(ruleset.mayAssign(s, Set.of("treasury:US"), Set.of(), "US7IN")).isFalse();
    }

    @Test
    @DisplayName("designed: politics 2 a block of state from a Monarch, Prime Minister or Naval Minister is refused when"
            + " it arrives, with the reason, since the turn would not carry it out")
    void politics_2_officesWithoutOrdersRefusedAtArrival() throws Exception {
        GameState s = open().state();
        List<Line> body = List.of(new Line(1, "INACTIVATE US7IN"));
        BlockVerdict monarch = ruleset.checkOffice(s, Set.of("monarch:US"), Set.of(), body);
        assertThat(monarch.isAccepted()).isFalse();
        assertThat(monarch.problems()).extracting(Object::toString).containsExactly("line 1: the Monarch of US gives"
                + " no orders of state in this game yet, ASSIGN apart: the War Minister and the Treasury Minister of"
                + " US give them (docs/rules/politics.md section 2)");
        assertThat(ruleset.checkOffice(s, Set.of("prime-minister:NE"), Set.of(), body).problems())
                .extracting(Object::toString).singleElement().asString()
                .startsWith("line 1: the Prime Minister of NE gives no orders of state in this game yet");
        assertThat(ruleset.checkOffice(s, Set.of("naval:US"), Set.of(), body).problems())
                .extracting(Object::toString).singleElement().asString()
                .isEqualTo("line 1: only the War Minister, the Prime Minister or the Monarch may give INACTIVATE");
        // a War Minister who is also his state's Monarch gives the War Minister's orders as before
        assertThat(ruleset.checkOffice(s, Set.of("minister:US", "monarch:US"), Set.of(), body).isAccepted())
                .isTrue();
    }

    @Test
    @DisplayName("GITM 6.9 default orders are in normal form and pass the order checks themselves")
    void gitm_6_9_defaultOrdersAreValidOrders() throws Exception {
        GameState s = open().state();
        List<String> defaults = ruleset.defaultOrders(s, "US7IN");
        assertThat(defaults).isNotEmpty();
        List<Line> lines = new java.util.ArrayList<>();
        for (int i = 0; i < defaults.size(); i++) {
            lines.add(new Line(i + 1, defaults.get(i)));
        }
        BlockVerdict verdict = ruleset.check(s, "US7IN", lines);
        assertThat(verdict.problems()).isEmpty();
        assertThat(verdict.normalForm()).containsExactlyElementsOf(defaults);
    }

    @Test
    @DisplayName("GITM 5.1 the turn advances the campaign calendar and records each unit's orders as an event")
    void gitm_5_1_turnCarriesStateForward() throws Exception {
        GameState s = open().state();
        Map<String, UnitOrders> orders = new TreeMap<>();
        for (var u : ruleset.units(s)) {
            orders.put(u.id(), new UnitOrders(u.id(), UnitOrders.Source.DEFAULT, ruleset.defaultOrders(s, u.id())));
        }
        TurnOutcome outcome = ruleset.resolve(s, 1, orders, Map.of("marcy", List.of("X")),
                SeededDice.forTurn(1, 1));
        GitmState next = (GitmState) outcome.next();
        assertThat(((GitmState) s).turn()).isEqualTo(1);
        assertThat(next.campaign()).isEqualTo(1);
        assertThat(next.turn()).isEqualTo(2);
        assertThat(next.units()).extracting(u -> u.id() + "@" + u.location())
                .isEqualTo(((GitmState) s).units().stream().map(u -> u.id() + "@" + u.location()).toList());
        assertThat(outcome.events()).extracting(e -> e.kind())
                .contains("office-orders-recorded", "orders-recorded");
    }

    @Test
    @DisplayName("GITM 4.6 a player's reports show only his own units; a War Minister's cover his whole state")
    void gitm_4_6_reportsUnderFog() throws Exception {
        GameState s = open().state();
        Map<String, UnitOrders> orders = new TreeMap<>();
        for (var u : ruleset.units(s)) {
            orders.put(u.id(), new UnitOrders(u.id(), UnitOrders.Source.DEFAULT, ruleset.defaultOrders(s, u.id())));
        }
        TurnOutcome outcome = ruleset.resolve(s, 1, orders, Map.of(), SeededDice.forTurn(1, 1));
        Recipient brown = new Recipient("Jacob Brown", "b@x", Set.of("US7IN"), Set.of(), Set.of(), false);
        List<ReportDraft> drafts = ruleset.reports(s, 1, outcome, brown);
        assertThat(drafts).extracting(ReportDraft::kind).containsExactly("events", "position");
        assertThat(drafts.get(0).model().toString()).contains("US7IN").doesNotContain("MX4IN").doesNotContain("US1AQ");
        assertThat(drafts.get(1).model().toString()).contains("US7IN").doesNotContain("MX4IN");

        Recipient marcy = new Recipient("Marcy", "m@x", Set.of(), Set.of(), Set.of("minister:US"), false);
        String ministers = ruleset.reports(s, 1, outcome, marcy).get(1).model().toString();
        assertThat(ministers).contains("US7IN", "US1AQ").doesNotContain("MX4IN");
    }

    @Test
    @org.junit.jupiter.api.DisplayName("GITM 9.12: the game file's rules are kept in the opening state; unknown ones are refused")
    void rulesFromTheGameFile() throws Exception {
        String text = new String(getClass().getResourceAsStream("scenario/rio-grande.yaml").readAllBytes(),
                java.nio.charset.StandardCharsets.UTF_8);
        GitmRuleset r = new GitmRuleset(n -> java.util.Optional.empty());
        var off = (org.adjutant.gitm.state.GitmState) r.open(text, "rio-grande.yaml",
                java.util.Map.of("general-retreat", "false"), "config/games/x.yaml").state();
        org.assertj.core.api.Assertions.assertThat(off.settings().rules().generalRetreat()).isFalse();
        var on = (org.adjutant.gitm.state.GitmState) r.open(text, "rio-grande.yaml", java.util.Map.of(),
                "config/games/x.yaml").state();
        org.assertj.core.api.Assertions.assertThat(on.settings().rules().generalRetreat()).isTrue();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> r.open(text, "rio-grande.yaml",
                java.util.Map.of("fog-of-war", "on"), "config/games/x.yaml"))
                .isInstanceOf(org.adjutant.ruleset.ScenarioException.class).hasMessageContaining("config/games/x.yaml");
        org.assertj.core.api.Assertions.assertThat(r.decode(r.encode(off))).isEqualTo(off);
    }
}
