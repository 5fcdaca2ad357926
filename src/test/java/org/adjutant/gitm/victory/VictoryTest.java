package org.adjutant.gitm.victory;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.gitm.event.WarWon;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.GitmTurnEngine;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.state.GameSettings;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.GitmStateCodec;
import org.adjutant.gitm.state.TurnCalendar;
import org.adjutant.gitm.state.VictoryTerms;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.Line;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.UnitOrders;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The war's end (docs/rules/victory.md, designed): the 1846 terms on a small theatre with Mexico City and Veracruz,
 * checked by the last step of the turn.
 */
class VictoryTest {
    private static final TurnPlugins CHECK = TurnPlugins.standard().withCommunications(board -> {
        java.util.Set<org.adjutant.gitm.unit.UnitId> all = new java.util.TreeSet<>();
        board.units().forEach(u -> all.add(u.id()));
        return all;
    }).withEndOfTurn(List.of(new VictoryCheck()));

    private static final VictoryTerms.Holds DICTATED = new VictoryTerms.Holds(Nation.US,
            List.of("Mexico City", "Veracruz"), 1, "a dictated peace");
    private static final VictoryTerms.ArmyLost DESTROYED = new VictoryTerms.ArmyLost(Nation.MX, "US", 2000,
            "the invading army destroyed");
    private static final VictoryTerms TERMS = new VictoryTerms(List.of(DICTATED, DESTROYED), Optional.of(Nation.MX),
            Optional.empty());

    /** Mexico City held by {@code capital}, Veracruz by {@code port}; a US army of {@code usMen} men and its HQ. */
    private static GitmState war(String capital, String port, int usMen, VictoryTerms terms, int lastCampaign) {
        GitmState s = Theatre.openGround("G0-V0", "G4-V4").turn(3)
                .city("G1-V1", "Mexico City", "7-7", capital, 5, 0, false)
                .city("G3-V3", "Veracruz", "7-7", port, 3, 0, true)
                .unit("US1AQ", "US", "G2-V2", "7-7", b -> b.men(300))
                .unit("US4IN", "US", "G2-V2", "6-6", b -> b.men(usMen))
                .unit("MX4IN", "NE", "G0-V4", "7-7", b -> b.men(900))
                .settings(GameSettings.DEFAULT.withCalendar(new TurnCalendar(List.of(), List.of(), lastCampaign))
                        .withVictory(terms))
                .state();
        return s;
    }

    private static GitmState war(String capital, String port, int usMen) {
        return war(capital, port, usMen, TERMS, 0);
    }

    private static TurnOutcome run(GitmState s) {
        Map<String, UnitOrders> orders = new HashMap<>();
        for (Unit u : s.units()) {
            orders.put(u.id().toString(), new UnitOrders(u.id().toString(), UnitOrders.Source.SUBMITTED, List.of()));
        }
        return new GitmTurnEngine(CHECK).resolve(s, s.map(n -> Optional.empty()), orders, Map.of(),
                SeededDice.forTurn(1846, s.turn()));
    }

    private static List<WarWon> won(TurnOutcome o) {
        return o.events().stream().filter(WarWon.class::isInstance).map(WarWon.class::cast).toList();
    }

    @Test
    @DisplayName("designed: victory 2.1 the United States holding Mexico City and Veracruz at the end of a turn wins the war (the Treaty of Guadalupe Hidalgo); the game is over")
    void victory_2_1_dictatedPeace() {
        TurnOutcome o = run(war("US", "US", 5000));
        assertThat(won(o)).singleElement().satisfies(w -> {
            assertThat(w.victory()).isEqualTo(new VictoryTerms.Victory(Nation.US, "a dictated peace", 1, 3));
            assertThat(w.describe()).isEqualTo("The war is over: United States won it with campaign 1, turn 3 -- a"
                    + " dictated peace (docs/rules/victory.md). No more orders are taken.");
            assertThat(w.visibility().isPublic()).isTrue();
        });
        GitmState next = (GitmState) o.next();
        assertThat(next.isOver()).isTrue();
        assertThat(next.settings().victory().decided()).hasValue(new VictoryTerms.Victory(Nation.US,
                "a dictated peace", 1, 3));
    }

    @Test
    @DisplayName("designed: victory 2.1 one of the two cities is not enough, nor is holding them before the campaign the condition counts from")
    void victory_2_1_bothAndInTime() {
        assertThat(won(run(war("US", "MEX", 5000)))).isEmpty();
        assertThat(won(run(war("MEX", "US", 5000)))).isEmpty();
        VictoryTerms later = new VictoryTerms(List.of(new VictoryTerms.Holds(Nation.US,
                List.of("Mexico City", "Veracruz"), 2, "later")), Optional.empty(), Optional.empty());
        assertThat(won(run(war("US", "US", 5000, later, 0)))).isEmpty();
        assertThat(((GitmState) run(war("US", "MEX", 5000)).next()).isOver()).isFalse();
    }

    @Test
    @DisplayName("designed: victory 2.2 the United States with fewer than 2,000 men in its units, its headquarters apart, loses the war")
    void victory_2_2_armyDestroyed() {
        // 1,900 men in the line and 300 staff: the staff do not count
        assertThat(won(run(war("MEX", "MEX", 1900)))).singleElement().satisfies(w -> assertThat(w.victory())
                .isEqualTo(new VictoryTerms.Victory(Nation.MX, "the invading army destroyed", 1, 3)));
        assertThat(won(run(war("MEX", "MEX", 2000)))).isEmpty();
    }

    @Test
    @DisplayName("designed: victory 2.3 when the scenario's last turn ends with no condition met, the side it names wins; a condition met on that turn comes first")
    void victory_2_3_atTheEnd() {
        GitmState last = war("US", "MEX", 5000, TERMS, 1).withTurn(1, 15);
        assertThat(last.isLastTurn()).isTrue();
        assertThat(won(run(last))).singleElement().satisfies(w -> {
            assertThat(w.victory().winner()).isEqualTo(Nation.MX);
            assertThat(w.victory().how()).isEqualTo("the war's last turn ended with none of the other side's aims"
                    + " achieved");
        });
        assertThat(won(run(war("US", "US", 5000, TERMS, 1).withTurn(1, 15)))).singleElement()
                .satisfies(w -> assertThat(w.victory().winner()).isEqualTo(Nation.US));
        VictoryTerms noEnd = new VictoryTerms(List.of(DICTATED), Optional.empty(), Optional.empty());
        assertThat(won(run(war("US", "MEX", 5000, noEnd, 1).withTurn(1, 15)))).as("no side named: no victor")
                .isEmpty();
    }

    @Test
    @DisplayName("designed: victory 2 a war already decided is not decided again, and nothing is checked on the deployment turn")
    void victory_2_onceOnly() {
        GitmState decided = war("US", "US", 5000);
        decided = decided.withSettings(decided.settings().withVictory(TERMS.decide(new VictoryTerms.Victory(
                Nation.US, "a dictated peace", 1, 2))));
        assertThat(won(run(decided))).isEmpty();
        assertThat(won(run(war("US", "US", 5000).withTurn(1, 0)))).isEmpty();
    }

    @Test
    @DisplayName("designed: victory 2 the terms and the victory survive the saved position; a game without terms saves none")
    void victory_2_savedPosition() {
        GitmState decided = (GitmState) run(war("US", "US", 5000)).next();
        GitmState back = GitmStateCodec.decode(GitmStateCodec.encode(decided));
        assertThat(back.settings().victory()).isEqualTo(decided.settings().victory());
        assertThat(back.isOver()).isTrue();
        assertThat(GitmStateCodec.encode(war("US", "US", 5000, VictoryTerms.NONE, 0))).doesNotContain("victory");
    }

    @Test
    @DisplayName("designed: victory 3 once the war is won every order is refused at arrival, in the victory's words")
    void victory_3_ordersRefusedAfterVictory() {
        GitmState decided = (GitmState) run(war("US", "US", 5000)).next();
        GitmRuleset ruleset = new GitmRuleset(n -> Optional.empty());
        var verdict = ruleset.check(decided, "US4IN", List.of(new Line(1, "POSTURE ATTACK/DEFEND")));
        assertThat(verdict.problems()).singleElement().satisfies(p -> assertThat(p.reason())
                .isEqualTo("the game is over (United States won the war with campaign 1, turn 3)"));
    }
}
