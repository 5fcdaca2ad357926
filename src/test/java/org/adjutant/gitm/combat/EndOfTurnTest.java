package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.event.BattleSide;
import org.adjutant.gitm.event.StragglersReturned;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.MarchOrders;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.BattleMorale;
import org.adjutant.gitm.sequence.CampaignReturns;
import org.adjutant.gitm.sequence.DiceStreams;
import org.adjutant.gitm.sequence.ExperienceTurnover;
import org.adjutant.gitm.sequence.FoughtBattle;
import org.adjutant.gitm.sequence.MoraleDrift;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.StragglersReturn;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Quality;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Dice;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The end of the turn after battles: GITM 3.6, 3.7 (GITM-MD morale2.html), 9.13. */
class EndOfTurnTest {
    private static TurnContext turn(GitmState s, Dice dice, Map<UnitId, MarchOrders> march) {
        Board board = Board.of(s, s.map(n -> Optional.empty()));
        return new TurnContext(board, Map.of(), march, new DiceStreams(dice), TurnPlugins.standard());
    }

    @Test
    @DisplayName("GITM 3.7 morale2.html worked: 3,000 casualties; a Fair unit in the battle on the winning side +9 +1 = +10; a Good unit 2 squares off on the losing side -(2 - 1) = -1; an ally's unit whose state did not fight, in the square: half")
    void gitm_3_7_battle_morale() {
        GitmState s = Theatre.openGround("G0-V0", "G5-V2")
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.quality(Quality.FAIR))
                .unit("MX1IN", "NE", "G0-V1", "7-7")
                .unit("MX2IN", "NE", "G3-V1", "7-7", b -> b.quality(Quality.GOOD))
                .unit("MX3IN", "NM", "G1-V1", "2-2")
                .state();
        LabelledDice dice = new LabelledDice().fix("battle morale of US1IN", 3).fix("battle morale of MX2IN", 1)
                .fix("battle morale of MX3IN", 2);
        TurnContext t = turn(s, dice, Map.of());
        t.battleFought(new FoughtBattle(Phase.TACTICAL_1, StrategicSquare.of("G1-V1"), TacticalSquare.of("7-7"),
                List.of(UnitId.of("US1IN")), List.of(UnitId.of("MX1IN")), 1000, 2000, 0, 1000,
                BattleSide.ATTACKERS));
        new BattleMorale().run(Phase.END_OF_TURN, t);
        assertThat(t.board().unit(UnitId.of("US1IN")).morale()).isEqualTo(60);
        assertThat(t.board().unit(UnitId.of("MX2IN")).morale()).isEqualTo(49);
        // same square, 2,500-4,999: base 4 x (14 - 4) / 10 = 4, roll 2 -> 0, halved: -2
        assertThat(t.board().unit(UnitId.of("MX3IN")).morale()).isEqualTo(48);
        assertThat(t.moraleMovedThisTurn(UnitId.of("US1IN"))).isTrue();
        new MoraleDrift().run(Phase.END_OF_TURN, t);
        assertThat(t.board().unit(UnitId.of("US1IN")).morale()).as("moved by the battle: no drift").isEqualTo(60);
    }

    @Test
    @DisplayName("GITM 3.7: a battle whose sides drove off equal men (or none) is a draw and moves nobody")
    void gitm_3_7_draw() {
        GitmState s = Theatre.openGround("G0-V0", "G2-V2").unit("US1IN", "US", "G1-V1", "7-7")
                .unit("MX1IN", "NE", "G0-V1", "7-7").state();
        TurnContext t = turn(s, new LabelledDice(), Map.of());
        t.battleFought(new FoughtBattle(Phase.TACTICAL_1, StrategicSquare.of("G1-V1"), TacticalSquare.of("7-7"),
                List.of(UnitId.of("US1IN")), List.of(UnitId.of("MX1IN")), 500, 500, 0, 0, BattleSide.NEITHER));
        new BattleMorale().run(Phase.END_OF_TURN, t);
        assertThat(t.board().unit(UnitId.of("US1IN")).morale()).isEqualTo(50);
    }

    @Test
    @DisplayName("GITM 9.13: stragglers of earlier turns come back, half (rounded up) without a strategic order, a quarter with one, never past the size limit; none in a besieged fort")
    void gitm_9_13_stragglers_return() {
        GitmState s = Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(900).stragglers(101))
                .unit("US2IN", "US", "G1-V1", "7-7", b -> b.men(900).stragglers(101))
                .unit("US3IN", "US", "G1-V1", "7-7", b -> b.men(1480).stragglers(100))
                .unit("US4IN", "US", "G1-V1", "7-7", b -> b.men(900).stragglers(40).readiness(Readiness.SHATTERED))
                .state();
        MarchOrders marching = MarchOrders.fromLines(List.of("PATH G2-V1"));
        TurnContext t = turn(s, new LabelledDice(), Map.of(UnitId.of("US2IN"), marching));
        new StragglersReturn().run(Phase.END_OF_TURN, t);
        assertThat(t.board().unit(UnitId.of("US1IN")).men()).isEqualTo(951);
        assertThat(t.board().unit(UnitId.of("US1IN")).stragglers()).isEqualTo(50);
        assertThat(t.board().unit(UnitId.of("US2IN")).men()).isEqualTo(926);
        assertThat(t.board().unit(UnitId.of("US3IN")).men()).isEqualTo(1500);
        assertThat(t.board().unit(UnitId.of("US3IN")).stragglers()).isEqualTo(80);
        assertThat(t.board().unit(UnitId.of("US4IN")).men()).isEqualTo(910);
        assertThat(t.events()).filteredOn(e -> e instanceof StragglersReturned).hasSize(4);
        GitmState besieged = Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(900).stragglers(100).inFort(true)).state();
        Board board = Board.of(besieged, besieged.map(n -> Optional.empty()));
        TurnContext shut = new TurnContext(board, Map.of(), Map.of(), new DiceStreams(new LabelledDice()),
                TurnPlugins.standard().withSieges((u, b) -> true));
        new StragglersReturn().run(Phase.END_OF_TURN, shut);
        assertThat(shut.board().unit(UnitId.of("US1IN")).men()).isEqualTo(900);
    }

    @Test
    @DisplayName("GITM 9.13, decision 8: at the campaign's end the wounded and prisoners rejoin, up to the size limit; the rest are lost")
    void gitm_9_13_campaign_returns() {
        GitmState s = Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(1300).wounded(150).prisoners(100).stragglers(7))
                .state();
        TurnContext t = turn(s, new LabelledDice(), Map.of());
        new CampaignReturns().run(Phase.END_OF_TURN, t);
        var u = t.board().unit(UnitId.of("US1IN"));
        assertThat(u.men()).isEqualTo(1500);
        assertThat(u.wounded() + u.prisoners()).isZero();
        assertThat(u.stragglers()).isEqualTo(7);
    }

    @Test
    @DisplayName("GITM 3.6: at the campaign's end a unit loses a tenth of its experience, a quarter if it neither fought nor marched; the mark is cleared")
    void gitm_3_6_turnover() {
        GitmState s = Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.experience(40).gainedExperienceThisCampaign(true))
                .unit("US2IN", "US", "G1-V1", "7-7", b -> b.experience(40))
                .state();
        TurnContext t = turn(s, new LabelledDice(), Map.of());
        new ExperienceTurnover().run(Phase.END_OF_TURN, t);
        assertThat(t.board().unit(UnitId.of("US1IN")).experience()).isEqualTo(36);
        assertThat(t.board().unit(UnitId.of("US2IN")).experience()).isEqualTo(30);
        assertThat(t.board().unit(UnitId.of("US1IN")).gainedExperienceThisCampaign()).isFalse();
    }

    @Test
    @DisplayName("GITM 3.6: 1-5 experience a phase of battle by the odds: 5 to 1.25, 4 to 1.75, 3 to 2.5, 2 to 4, then 1")
    void gitm_3_6_odds() {
        assertThat(BattleExperience.points(1.0)).isEqualTo(5);
        assertThat(BattleExperience.points(1.25)).isEqualTo(5);
        assertThat(BattleExperience.points(1.5)).isEqualTo(4);
        assertThat(BattleExperience.points(2.5)).isEqualTo(3);
        assertThat(BattleExperience.points(3.9)).isEqualTo(2);
        assertThat(BattleExperience.points(10)).isEqualTo(1);
        assertThat(BattleExperience.points(Double.POSITIVE_INFINITY)).isEqualTo(1);
        assertThat(BattleOdds.odds(1000, 3000)).isEqualTo(3);
    }

    @Test
    @DisplayName("GITM 3.7 morale2.html: units of the winners 1-3 squares off gain by the near row, 4-12 squares off by the far row, farther nothing; the losers lose alike")
    void gitm_3_7_distance_bands() {
        GitmState s = Theatre.openGround("G0-V1", "H5-V1")
                .unit("US1IN", "US", "G1-V1", "7-7").unit("MX1IN", "NE", "G1-V1", "7-7")
                .unit("US2IN", "US", "G3-V1", "7-7").unit("US3IN", "US", "G7-V1", "7-7")
                .unit("US4IN", "US", "H4-V1", "7-7").unit("MX2IN", "NE", "G4-V1", "7-7")
                .state();
        TurnContext t = turn(s, new LabelledDice().fix("battle morale", 2), Map.of());
        t.battleFought(new FoughtBattle(Phase.TACTICAL_1, StrategicSquare.of("G1-V1"), TacticalSquare.of("7-7"),
                List.of(UnitId.of("US1IN")), List.of(UnitId.of("MX1IN")), 1000, 2000, 0, 1000,
                BattleSide.ATTACKERS));
        new BattleMorale().run(Phase.END_OF_TURN, t);
        int band = band(3000);
        int q = Quality.AVERAGE.level();
        int near = (int) Math.round(CombatConstants.moraleNear()[band] * (CombatConstants.MORALE_QUALITY_TOP - q) / 10.0);
        int far = (int) Math.round(CombatConstants.moraleFar()[band] * (CombatConstants.MORALE_QUALITY_TOP - q) / 10.0);
        assertThat(near).isPositive();
        assertThat(t.board().unit(UnitId.of("US2IN")).morale()).as("2 squares off").isEqualTo(50 + near);
        assertThat(t.board().unit(UnitId.of("MX2IN")).morale()).as("3 squares off, losing").isEqualTo(50 - near);
        assertThat(t.board().unit(UnitId.of("US3IN")).morale()).as("6 squares off").isEqualTo(50 + far);
        assertThat(t.board().unit(UnitId.of("US4IN")).morale()).as("13 squares off").isEqualTo(50);
    }

    private static int band(int casualties) {
        int[] bands = CombatConstants.battleCasualtyBands();
        for (int i = 0; i < bands.length; i++) {
            if (casualties >= bands[i]) {
                return i;
            }
        }
        return -1;
    }
}
