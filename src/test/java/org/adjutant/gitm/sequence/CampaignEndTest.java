package org.adjutant.gitm.sequence;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.event.CampaignEnded;
import org.adjutant.gitm.event.GameEnded;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.event.ReturnedToRanks;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.TurnCalendar;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.UnitOrders;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The engine at the end of a campaign (GITM 5.1, 9.13; docs/rules/sow.md 17.3-17.5): turn 15 returns the wounded and
 * prisoners, announces the campaign's end to everyone and leads to turn 1 of the next; on the scenario's last
 * campaign it ends the game.
 */
class CampaignEndTest {
    /** A regiment with wounded and prisoners, at {@code campaign}/{@code turn} under {@code calendar}. */
    private static GitmState at(int campaign, int turn, TurnCalendar calendar) {
        GitmState s = Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(1000).wounded(150).prisoners(40))
                .unit("MX1IN", "NE", "G0-V0", "7-7", b -> b.men(800).wounded(60))
                .state().withTurn(campaign, turn);
        return s.withSettings(s.settings().withCalendar(calendar));
    }

    private static TurnOutcome run(GitmState s) {
        Map<String, UnitOrders> orders = new HashMap<>();
        for (Unit u : s.units()) {
            orders.put(u.id().toString(), new UnitOrders(u.id().toString(), UnitOrders.Source.DEFAULT, List.of()));
        }
        return new GitmTurnEngine().resolve(s, s.map(n -> Optional.empty()), orders, Map.of(),
                SeededDice.forTurn(1846, s.turn()));
    }

    private static List<GitmEvent> events(TurnOutcome o) {
        return Theatre.events(o);
    }

    @Test
    @DisplayName("GITM 5.1, 9.13 the engine runs turn 15 into campaign 2 turn 1: wounded and prisoners rejoin, then the campaign's end is told to all")
    void gitm_5_1_turn15LeadsToCampaign2() {
        TurnOutcome o = run(at(1, 15, TurnCalendar.NONE));
        GitmState next = Theatre.next(o);
        assertThat(next.campaign()).isEqualTo(2);
        assertThat(next.turn()).isEqualTo(1);
        assertThat(next.isOver()).isFalse();
        Unit us = next.unit("US1IN").orElseThrow();
        assertThat(us.men()).isEqualTo(1190);
        assertThat(us.wounded() + us.prisoners()).isZero();
        assertThat(next.unit("MX1IN").orElseThrow().men()).isEqualTo(860);

        List<GitmEvent> events = events(o);
        assertThat(events).filteredOn(ReturnedToRanks.class::isInstance).hasSize(2);
        int lastReturn = events.indexOf(events.stream().filter(ReturnedToRanks.class::isInstance)
                .reduce((a, b) -> b).orElseThrow());
        CampaignEnded ended = events.stream().filter(CampaignEnded.class::isInstance).map(CampaignEnded.class::cast)
                .findFirst().orElseThrow();
        assertThat(events.indexOf(ended)).as("told after the returns it announces").isGreaterThan(lastReturn);
        assertThat(events.get(events.size() - 1)).isSameAs(ended);
        assertThat(ended.campaign()).isEqualTo(1);
        assertThat(ended.last()).isFalse();
        assertThat(ended.visibility().isPublic()).isTrue();
        assertThat(ended.describe()).isEqualTo("Campaign 1 has ended: the wounded and the exchanged prisoners have"
                + " rejoined their units where there was room for them (GITM 9.13). Campaign 2 begins with turn 1,"
                + " the Mexican reinforcement turn (SoW 4.14).");
        assertThat(events).noneMatch(GameEnded.class::isInstance);
    }

    @Test
    @DisplayName("GITM 5.1, 9.13 before turn 15 nobody returns, no campaign ends and the turn count goes on")
    void gitm_9_13_onlyAtTheCampaignsEnd() {
        for (int turn = 1; turn < 15; turn++) {
            TurnOutcome o = run(at(2, turn, TurnCalendar.NONE));
            assertThat(Theatre.next(o).campaign()).isEqualTo(2);
            assertThat(Theatre.next(o).turn()).isEqualTo(turn + 1);
            assertThat(Theatre.next(o).unit("US1IN").orElseThrow().wounded()).isEqualTo(150);
            assertThat(events(o)).noneMatch(e -> e instanceof ReturnedToRanks || e instanceof CampaignEnded
                    || e instanceof GameEnded);
        }
        TurnOutcome deployment = run(at(1, 0, TurnCalendar.NONE));
        assertThat(events(deployment)).noneMatch(e -> e instanceof ReturnedToRanks || e instanceof CampaignEnded);
        assertThat(Theatre.next(deployment).turn()).isEqualTo(1);
    }

    @Test
    @DisplayName("GITM 5.1 each campaign's end is told once, and says what the next campaign's turn 1 is")
    void gitm_5_1_everyCampaignEnds() {
        TurnCalendar calendar = new TurnCalendar(List.of(new TurnCalendar.Pause(3, 1, TurnCalendar.Kind.TRUCE)),
                List.of(new TurnCalendar.Occasion(3, 1, TurnCalendar.Purpose.BUILD)), 0);
        TurnOutcome second = run(at(2, 15, calendar));
        assertThat(events(second)).filteredOn(CampaignEnded.class::isInstance).hasSize(1);
        assertThat(events(second)).filteredOn(CampaignEnded.class::isInstance).first()
                .extracting(GitmEvent::describe).asString()
                .endsWith("Campaign 3 begins with turn 1, a truce turn (no battles, GITM 9.1) and a build turn"
                        + " (SoW 4.2).");
        TurnOutcome plain = run(at(3, 15, calendar));
        assertThat(events(plain)).filteredOn(CampaignEnded.class::isInstance).first()
                .extracting(GitmEvent::describe).asString().endsWith("Campaign 4 begins with turn 1.");
    }

    @Test
    @DisplayName("GITM 5.1 the scenario's last campaign: turn 15 returns the wounded, ends the campaign and the game; the next position is over")
    void gitm_5_1_lastCampaignEndsTheGame() {
        TurnCalendar calendar = TurnCalendar.NONE.withLastCampaign(2);
        TurnOutcome o = run(at(2, 15, calendar));
        GitmState next = Theatre.next(o);
        assertThat(next.isOver()).isTrue();
        assertThat(next.campaign()).isEqualTo(3);
        assertThat(next.unit("US1IN").orElseThrow().men()).as("GITM 9.13 still applies").isEqualTo(1190);
        List<GitmEvent> events = events(o);
        assertThat(events.subList(events.size() - 2, events.size())).extracting(GitmEvent::kind)
                .containsExactly("campaign-ended", "game-ended");
        CampaignEnded ended = (CampaignEnded) events.get(events.size() - 2);
        assertThat(ended.last()).isTrue();
        assertThat(ended.describe()).doesNotContain("begins");
        GameEnded game = (GameEnded) events.get(events.size() - 1);
        assertThat(game.campaign()).isEqualTo(2);
        assertThat(game.turn()).isEqualTo(15);
        assertThat(game.visibility().isPublic()).isTrue();
        assertThat(run(at(1, 15, calendar)).events()).noneMatch(GameEnded.class::isInstance);
    }

    @Test
    @DisplayName("GITM 5.1, 9.13 a truce on turn 15 is still the campaign's end: the wounded return and the campaign ends")
    void gitm_9_13_truceOnTheLastTurn() {
        TurnCalendar truce = new TurnCalendar(List.of(new TurnCalendar.Pause(1, 15, TurnCalendar.Kind.TRUCE)));
        TurnOutcome o = run(at(1, 15, truce));
        assertThat(Theatre.next(o).unit("US1IN").orElseThrow().men()).isEqualTo(1190);
        assertThat(events(o)).filteredOn(CampaignEnded.class::isInstance).hasSize(1);
        assertThat(Theatre.next(o).campaign()).isEqualTo(2);
    }
}
