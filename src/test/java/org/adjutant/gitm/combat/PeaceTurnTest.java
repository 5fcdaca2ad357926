package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.DiceStreams;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.TurnCalendar;
import org.adjutant.ruleset.SeededDice;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** GITM 9.1: combat cannot occur on peace or truce turns; the game's calendar says which those are. */
class PeaceTurnTest {
    static GitmState onTurn(int turn, TurnCalendar calendar) {
        GitmState s = Theatre.openGround("G0-V0", "G1-V1").turn(turn)
                .unit("US1IN", "US", "G0-V0", "7-7")
                .unit("MX1IN", "NE", "G0-V0", "7-7")
                .state();
        return s.withSettings(s.settings().withCalendar(calendar));
    }

    static TurnContext context(GitmState s) {
        return new TurnContext(Board.of(s, s.map(n -> Optional.empty())), Map.of(), Map.of(),
                new DiceStreams(SeededDice.forTurn(1, 1)), TurnPlugins.standard());
    }

    @Test
    @DisplayName("GITM 9.1: a truce turn of the calendar is no campaign turn for the engine, a turn without a pause is")
    void calendarReachesTheTurn() {
        TurnCalendar truce = new TurnCalendar(List.of(new TurnCalendar.Pause(1, 3, TurnCalendar.Kind.TRUCE)));
        assertThat(context(onTurn(3, truce)).campaignTurn()).isFalse();
        assertThat(context(onTurn(4, truce)).campaignTurn()).isTrue();
        assertThat(context(onTurn(3, TurnCalendar.NONE)).campaignTurn()).isTrue();
    }

    @Test
    @DisplayName("GITM 9.1, 10.6: orders are judged as on a peace or truce turn when the calendar says so")
    void ordersSeeThePeace() {
        TurnCalendar peace = new TurnCalendar(List.of(new TurnCalendar.Pause(1, 3, TurnCalendar.Kind.PEACE)));
        GitmRuleset ruleset = new GitmRuleset(n -> Optional.empty());
        assertThat(org.adjutant.gitm.GitmRulesetAccess.turnKind(ruleset, onTurn(3, peace)))
                .isEqualTo(org.adjutant.gitm.order.TurnKind.PEACE_OR_TRUCE);
        assertThat(org.adjutant.gitm.GitmRulesetAccess.turnKind(ruleset, onTurn(4, peace)))
                .isEqualTo(org.adjutant.gitm.order.TurnKind.CAMPAIGN);
    }
}
