package org.adjutant.gitm.movement.tactical;

import static org.adjutant.gitm.movement.tactical.TacticalMovementTest.SQ;
import static org.adjutant.gitm.movement.tactical.TacticalMovementTest.moved;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.adjutant.gitm.movement.FixedDice;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.GitmTurnEngine;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.UnitOrders;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * GITM 8.8, last sentence, through a scripted combat plug-in: US1IN at 0-0 engages MX1IN four squares away at 0-4 in
 * phases 1-4; after the battle of phase 1 it has fallen back to 0-0.
 */
class MoraleStopsEngagingTest {
    private static Theatre theatre(ScriptedCombat combat) {
        return BattleContactsTest.withCombat(combat)
                .unit("MX1IN", "NE", SQ, "0-4")
                .unit("US1IN", "US", SQ, "0-0").orders("US1IN", "ENGAGE PHASES 1-4");
    }

    private static List<String> engages(TurnOutcome o) {
        return moved(o, "US1IN").stream().map(m -> m.when().number() + ":" + m.how() + " " + m.to()).toList();
    }

    @Test
    @DisplayName("GITM 8.8 a unit that failed a morale check stops engaging for the rest of the turn, and is told why once")
    void gitm_8_8_failedMoraleStopsEngaging() {
        TurnOutcome o = theatre(new ScriptedCombat().fails(Phase.TACTICAL_1, "US1IN", "0-0")).run(new FixedDice());
        assertThat(engages(o)).containsExactly("1:ENGAGE 0-4");
        assertThat(Theatre.unit(o, "US1IN").location().tactical().toString()).isEqualTo("0-0");
        assertThat(Theatre.lines(o, "tactical-move-refused")).singleElement().asString()
                .startsWith("Tactical phase 2").contains("US1IN").contains("morale check").contains("GITM 8.8");
    }

    @Test
    @DisplayName("GITM 8.8 a unit thrown back without failing a morale check engages again in the next phase")
    void gitm_8_8_fallingBackAloneDoesNotStopIt() {
        ScriptedCombat combat = new ScriptedCombat().fallsBack(Phase.TACTICAL_1, "US1IN", "0-0");
        TurnOutcome o = theatre(combat).run(new FixedDice());
        assertThat(engages(o)).startsWith("1:ENGAGE 0-4", "2:ENGAGE 0-4");
    }

    @Test
    @DisplayName("GITM 8.8, 6.1 the failure lasts the turn: next turn's engage order is carried out again")
    void gitm_8_8_nextTurnEngagesAgain() {
        Theatre t = theatre(new ScriptedCombat().fails(Phase.TACTICAL_1, "US1IN", "0-0"));
        TurnOutcome first = t.run(new FixedDice());
        GitmState next = Theatre.next(first);
        Map<String, UnitOrders> orders = new HashMap<>();
        for (var u : next.units()) {
            String id = u.id().toString();
            orders.put(id, new UnitOrders(id, UnitOrders.Source.SUBMITTED,
                    id.equals("US1IN") ? List.of("ENGAGE PHASES 1-4") : List.of()));
        }
        TurnOutcome second = new GitmTurnEngine(t.plugins().withCombat((p, turn) -> {
        }, new ScriptedCombat())).resolve(next, next.map(n -> java.util.Optional.empty()), orders, Map.of(),
                new FixedDice());
        assertThat(engages(second)).containsExactly("1:ENGAGE 0-4");
    }

    @Test
    @DisplayName("GITM 8.8, 8.12 with its engage order lapsed the unit has no move of its own, so it may still intercept")
    void gitm_8_8_lapsedEngageStillIntercepts() {
        TurnOutcome o = BattleContactsTest.withCombat(new ScriptedCombat().fails(Phase.TACTICAL_1, "US1IN", "0-0"))
                .unit("MX1IN", "NE", SQ, "0-4")
                .unit("MX2IN", "NE", SQ, "4-3").orders("MX2IN", "MOVE TO 0-3 PHASE 2")
                .unit("US1IN", "US", SQ, "0-0").orders("US1IN", "ENGAGE PHASES 1-4", "INTERCEPT 3-3 RADIUS 3 PHASES 2-4")
                .run(new FixedDice());
        assertThat(engages(o)).containsExactly("1:ENGAGE 0-4", "2:INTERCEPT 1-3");
        assertThat(Theatre.lines(o, "intercepted")).singleElement().asString().contains("US1IN intercepted MX2IN");
    }
}
