package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.adjutant.gitm.event.MoraleShaken;
import org.adjutant.gitm.event.Routed;
import org.adjutant.gitm.event.ShatterCause;
import org.adjutant.gitm.event.Shattered;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.DiceStreams;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.RoutAndShatterMorale;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Quality;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** GITM 3.7 as designed (docs/rules/gitm-9-combat.md, section 18.4): the morale cost of routs and shatterings. */
class RoutAndShatterMoraleTest {
    private static final Visibility SEEN = Visibility.units(Set.of("US1IN"));

    private static TurnContext turn(GitmState s, LabelledDice dice) {
        Board board = Board.of(s, s.map(n -> Optional.empty()));
        return new TurnContext(board, Map.of(), Map.of(), new DiceStreams(dice), TurnPlugins.standard());
    }

    private static int morale(TurnContext t, String id) {
        return t.board().unit(UnitId.of(id)).morale();
    }

    @Test
    @DisplayName("GITM 3.7 (designed): a unit that routed loses 2 x (14 - quality) / 10, give or take one, and is told")
    void gitm_3_7_routCostsMorale() {
        GitmState s = Theatre.openGround("G0-V0", "G5-V2")
                .unit("US1IN", "US", "G2-V1", "7-7")
                .unit("US2IN", "US", "G2-V1", "7-8", b -> b.quality(Quality.VERY_POOR))
                .state();
        TurnContext t = turn(s, new LabelledDice().fix("ROUT morale of US1IN", 3).fix("ROUT morale of US2IN", 1));
        t.events().add(new Routed(Phase.TACTICAL_1, UnitId.of("US1IN"), StrategicSquare.of("G1-V1"),
                StrategicSquare.of("G2-V1"), TacticalSquare.of("7-7"), 40, SEEN));
        t.events().add(new Routed(Phase.TACTICAL_2, UnitId.of("US2IN"), StrategicSquare.of("G1-V1"),
                StrategicSquare.of("G2-V1"), TacticalSquare.of("7-8"), 40, SEEN));
        new RoutAndShatterMorale().run(Phase.END_OF_TURN, t);
        // Average: 2 x 10 / 10 = 2, roll 3 -> +1: -3
        assertThat(morale(t, "US1IN")).isEqualTo(47);
        // Very Poor: 2 x 13 / 10 = 2.6 -> 3, roll 1 -> -1: -2
        assertThat(morale(t, "US2IN")).isEqualTo(48);
        assertThat(t.moraleMovedThisTurn(UnitId.of("US1IN"))).isTrue();
        assertThat(t.events()).filteredOn(e -> e instanceof MoraleShaken).extracting(e -> e.describe())
                .containsExactly("US1IN lost 3 morale from its rout out of G1-V1.",
                        "US2IN lost 2 morale from its rout out of G1-V1.");
    }

    @Test
    @DisplayName("GITM 3.7 (designed): a shattering costs its state's units 4 in its square and 2 up to 3 squares off, an ally's half; not the enemy, not farther, not the unit itself")
    void gitm_3_7_shatteringNearbyCostsMorale() {
        GitmState s = Theatre.openGround("G0-V0", "G5-V2")
                .unit("MX1IN", "NE", "G1-V1", "7-7")
                .unit("MX2IN", "NE", "G1-V1", "2-2")
                .unit("MX3IN", "NE", "G3-V1", "7-7", b -> b.quality(Quality.GOOD))
                .unit("MX4IN", "NM", "G1-V1", "3-3")
                .unit("MX5IN", "NE", "G5-V1", "7-7")
                .unit("US1IN", "US", "G1-V1", "9-9")
                .state();
        TurnContext t = turn(s, new LabelledDice().fix("SHATTERING_NEARBY morale", 2));
        t.events().add(new Shattered(Phase.TACTICAL_1, UnitId.of("MX1IN"), ShatterCause.EXHAUSTED, 40, 400,
                StrategicSquare.of("G1-V1"), StrategicSquare.of("G0-V1"), TacticalSquare.of("7-7"), SEEN));
        new RoutAndShatterMorale().run(Phase.END_OF_TURN, t);
        assertThat(morale(t, "MX1IN")).as("the shattered unit itself").isEqualTo(50);
        assertThat(morale(t, "MX2IN")).as("same square: 4").isEqualTo(46);
        assertThat(morale(t, "MX3IN")).as("2 squares off, Good: 2 x 9 / 10 = 1.8 -> 2").isEqualTo(48);
        assertThat(morale(t, "MX4IN")).as("an ally in the square: half of 4").isEqualTo(48);
        assertThat(morale(t, "MX5IN")).as("4 squares off").isEqualTo(50);
        assertThat(morale(t, "US1IN")).as("the enemy").isEqualTo(50);
    }

    @Test
    @DisplayName("GITM 12.4: a shattered unit merely driven on costs nobody morale again")
    void gitm_12_4_drivenOnShakesNobody() {
        GitmState s = Theatre.openGround("G0-V0", "G5-V2")
                .unit("MX1IN", "NE", "G1-V1", "7-7")
                .unit("MX2IN", "NE", "G1-V1", "2-2")
                .state();
        TurnContext t = turn(s, new LabelledDice());
        t.events().add(new Shattered(Phase.TACTICAL_1, UnitId.of("MX1IN"), ShatterCause.DRIVEN_ON, 0, 0,
                StrategicSquare.of("G1-V1"), StrategicSquare.of("G0-V1"), TacticalSquare.of("7-7"), SEEN));
        new RoutAndShatterMorale().run(Phase.END_OF_TURN, t);
        assertThat(morale(t, "MX2IN")).isEqualTo(50);
        assertThat(t.events()).noneMatch(e -> e instanceof MoraleShaken);
    }
}
