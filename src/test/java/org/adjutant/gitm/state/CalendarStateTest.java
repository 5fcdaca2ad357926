package org.adjutant.gitm.state;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.scenario.ScenarioBuilder;
import org.adjutant.gitm.state.TurnCalendar.Kind;
import org.adjutant.gitm.state.TurnCalendar.Occasion;
import org.adjutant.gitm.state.TurnCalendar.Pause;
import org.adjutant.gitm.state.TurnCalendar.Purpose;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The game's calendar (docs/rules/sow.md 17.1): pauses, occasions, the last campaign, and what the state answers. */
class CalendarStateTest {
    private static GitmState at(int campaign, int turn, TurnCalendar calendar) {
        GitmState s = ScenarioBuilder.create().title("calendar").turn(campaign, turn)
                .state("US", "United States", Nation.US, 0).state("MEX", "Mexico", Nation.MX, 0)
                .openBlock("J9-V4", 1, Nation.MX, "MEX")
                .unit("US1IN", "US", "J9-V4 6-7", u -> u.men(900))
                .build();
        return s.withSettings(s.settings().withCalendar(calendar));
    }

    @Test
    @DisplayName("GITM 5.1 a campaign is fifteen turns: no calendar entry names a turn outside 1-15")
    void gitm_5_1_fifteenTurns() {
        assertThat(TurnCalendar.TURNS_PER_CAMPAIGN).isEqualTo(15);
        assertThatThrownBy(() -> new Pause(1, 16, Kind.TRUCE)).hasMessageContaining("turn 1-15");
        assertThatThrownBy(() -> new Occasion(1, 0, Purpose.BUILD)).hasMessageContaining("turn 1-15");
        assertThat(at(1, 15, TurnCalendar.NONE).isCampaignEnd()).isTrue();
        assertThat(at(1, 14, TurnCalendar.NONE).isCampaignEnd()).isFalse();
    }

    @Test
    @DisplayName("SoW 4.2, 4.14 without a listed occasion the build turn is campaign 1 turn 15 and the reinforcement turn campaign 2 turn 1")
    void sow_4_2_and_4_14_defaultOccasions() {
        TurnCalendar c = TurnCalendar.NONE;
        assertThat(c.isBuildTurn(1, 15)).isTrue();
        assertThat(c.isBuildTurn(1, 14)).isFalse();
        assertThat(c.isBuildTurn(2, 15)).isFalse();
        assertThat(c.isReinforcementTurn(2, 1)).isTrue();
        assertThat(c.isReinforcementTurn(1, 1)).isFalse();
        assertThat(c.isReinforcementTurn(3, 1)).isFalse();
        assertThat(c.hasDefaultOccasions()).isTrue();
        assertThat(at(1, 15, c).isBuildTurn()).isTrue();
        assertThat(at(2, 1, c).isReinforcementTurn()).isTrue();
        assertThat(at(2, 1, c).isBuildTurn()).isFalse();
    }

    @Test
    @DisplayName("SoW 4.2 a scenario's own build turn replaces the rule book's; the reinforcement default stays")
    void sow_4_2_listedBuildTurnReplacesDefault() {
        TurnCalendar c = new TurnCalendar(List.of(), List.of(new Occasion(2, 15, Purpose.BUILD)), 0);
        assertThat(c.isBuildTurn(2, 15)).isTrue();
        assertThat(c.isBuildTurn(1, 15)).isFalse();
        assertThat(c.isReinforcementTurn(2, 1)).isTrue();
        assertThat(c.hasDefaultOccasions()).isFalse();
    }

    @Test
    @DisplayName("GITM 9.1, SoW 4.2 a turn may be a truce and a build turn at once; one purpose twice on a turn is refused")
    void gitm_9_1_truceAndBuildOnOneTurn() {
        TurnCalendar c = new TurnCalendar(List.of(new Pause(1, 15, Kind.TRUCE)), List.of(), 0);
        GitmState s = at(1, 15, c);
        assertThat(s.isTruceTurn()).isTrue();
        assertThat(s.isPeaceTurn()).isFalse();
        assertThat(s.isCampaignTurn()).isFalse();
        assertThat(s.isBuildTurn()).isTrue();
        assertThatThrownBy(() -> new TurnCalendar(List.of(), List.of(new Occasion(2, 3, Purpose.REINFORCE),
                new Occasion(2, 3, Purpose.REINFORCE)), 0)).hasMessageContaining("reinforce turn twice");
        assertThatThrownBy(() -> new TurnCalendar(List.of(new Pause(1, 5, Kind.PEACE), new Pause(1, 5, Kind.TRUCE))))
                .hasMessageContaining("twice");
    }

    @Test
    @DisplayName("GITM 9.1 peace and truce turns are told apart; turn 0 (deployment) is neither, nor any occasion")
    void gitm_9_1_peaceAndTruceQueries() {
        TurnCalendar c = new TurnCalendar(List.of(new Pause(1, 3, Kind.PEACE), new Pause(1, 4, Kind.TRUCE)));
        assertThat(at(1, 3, c).isPeaceTurn()).isTrue();
        assertThat(at(1, 3, c).isTruceTurn()).isFalse();
        assertThat(at(1, 4, c).isTruceTurn()).isTrue();
        assertThat(at(1, 4, c).isPeaceTurn()).isFalse();
        assertThat(at(1, 5, c).isPeaceTurn() || at(1, 5, c).isTruceTurn()).isFalse();
        assertThat(at(2, 3, c).isPeaceTurn()).isFalse();
        GitmState deployment = at(1, 0, c);
        assertThat(deployment.isPeaceTurn() || deployment.isTruceTurn() || deployment.isBuildTurn()
                || deployment.isReinforcementTurn() || deployment.isCampaignTurn()).isFalse();
    }

    @Test
    @DisplayName("GITM 5.1 the scenario's last campaign: its turn 15 is the game's last turn; the position after it is over")
    void gitm_5_1_lastCampaign() {
        TurnCalendar c = TurnCalendar.NONE.withLastCampaign(2);
        assertThat(at(2, 15, c).isLastTurn()).isTrue();
        assertThat(at(2, 14, c).isLastTurn()).isFalse();
        assertThat(at(1, 15, c).isLastTurn()).isFalse();
        assertThat(at(2, 15, c).isOver()).isFalse();
        assertThat(at(3, 1, c).isOver()).isTrue();
        assertThat(at(9, 15, TurnCalendar.NONE).isLastTurn()).isFalse();
        assertThat(at(9, 1, TurnCalendar.NONE).isOver()).isFalse();
        assertThatThrownBy(() -> TurnCalendar.NONE.withLastCampaign(-1)).hasMessageContaining("last campaign");
    }

    @Test
    @DisplayName("codec: occasions and the last campaign survive the codec; the rule book's defaults write no key")
    void codecRoundTrip() {
        GitmState plain = at(1, 4, TurnCalendar.NONE);
        assertThat(GitmStateCodec.encode(plain)).doesNotContain("occasions", "lastCampaign", "settings");
        GitmState truce = at(1, 4, new TurnCalendar(List.of(new Pause(1, 8, Kind.TRUCE))));
        assertThat(GitmStateCodec.encode(truce)).doesNotContain("occasions", "lastCampaign");
        GitmState full = at(1, 4, new TurnCalendar(List.of(new Pause(1, 8, Kind.TRUCE)),
                List.of(new Occasion(1, 8, Purpose.BUILD), new Occasion(3, 1, Purpose.REINFORCE)), 4));
        String text = GitmStateCodec.encode(full);
        assertThat(text).contains("\"occasions\"", "\"purpose\" : \"build\"", "\"lastCampaign\" : 4");
        GitmState back = GitmStateCodec.decode(text);
        assertThat(back).isEqualTo(full);
        assertThat(back.settings().calendar().isBuildTurn(1, 8)).isTrue();
        assertThat(back.settings().calendar().isBuildTurn(1, 15)).isFalse();
        assertThat(back.settings().calendar().isReinforcementTurn(2, 1)).isFalse();
        assertThat(back.settings().calendar().lastCampaign()).isEqualTo(4);
    }
}
