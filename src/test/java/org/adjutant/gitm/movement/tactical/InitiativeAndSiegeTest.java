package org.adjutant.gitm.movement.tactical;

import static org.assertj.core.api.Assertions.assertThat;
import static org.adjutant.gitm.movement.tactical.TacticalMovementTest.SQ;
import static org.adjutant.gitm.movement.tactical.TacticalMovementTest.at;

import java.util.List;
import java.util.Map;
import org.adjutant.gitm.movement.FixedDice;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Dice;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class InitiativeAndSiegeTest {
    private static Unit unit(String id, int men, int fatigue, String comms) {
        return Unit.builder(id, id.startsWith("US") ? "US" : "NE").at(SQ, "7-7").commander("c").deputy("d")
                .men(men).fatigue(fatigue).communications(comms).build();
    }

    @Test
    @DisplayName("GITM 8.6 LC/MC of 250+ and horse artillery of 100+ take numbers 1-2, everyone else 3-5; fatigue raises, US1AQ lowers")
    void gitm_8_6_numbers() {
        assertThat(Initiative.number(unit("US1LC", 300, 0, ""), unit("US1LC", 300, 0, ""))).isEqualTo(100);
        assertThat(Initiative.number(unit("US1MC", 249, 0, ""), unit("US1MC", 249, 0, ""))).isEqualTo(300);
        assertThat(Initiative.number(unit("US1HA", 100, 0, ""), unit("US1HA", 100, 0, ""))).isEqualTo(100);
        assertThat(Initiative.number(unit("US1IN", 1000, 8, ""), unit("US1IN", 1000, 8, ""))).isEqualTo(400);
        assertThat(Initiative.number(unit("US1IN", 1000, 30, ""), unit("US1IN", 1000, 30, ""))).isEqualTo(500);
        assertThat(Initiative.number(unit("US1IN", 1000, 8, "US1AQ"), unit("US1IN", 1000, 8, "US1AQ")))
                .isEqualTo(350);
        assertThat(Initiative.number(unit("US1IN", 1000, 0, "US1AQ"), unit("US1IN", 1000, 0, "US1AQ")))
                .as("never below its band").isEqualTo(300);
        assertThat(Initiative.number(unit("US1LC", 300, 0, ""), unit("US1LC", 200, 0, "")))
                .as("strength counts as at the start of the turn").isEqualTo(100);
    }

    @Test
    @DisplayName("GITM 8.6 units with equal numbers move in an order drawn with labelled rolls, afresh each phase")
    void gitm_8_6_ties() {
        Unit a = unit("US1IN", 1000, 0, "");
        Unit b = unit("US2IN", 1000, 0, "");
        Unit c = unit("US3IN", 1000, 4, "");
        Dice dice = new org.adjutant.ruleset.ScriptedDice(0.9, 0.1, 0.2, 0.8);
        List<Unit> all = List.of(a, b, c);
        Map<UnitId, Unit> now = Map.of(a.id(), a, b.id(), b, c.id(), c);
        assertThat(Initiative.order(Phase.TACTICAL_1, all, now, dice)).extracting(UnitId::toString)
                .containsExactly("US2IN", "US1IN", "US3IN");
        assertThat(Initiative.order(Phase.TACTICAL_2, all, now, dice)).extracting(UnitId::toString)
                .containsExactly("US1IN", "US2IN", "US3IN");
        assertThat(dice.rolls()).extracting(Dice.Roll::label).first().asString()
                .contains("Tactical phase 1").contains("initiative tie-break for US1IN");
    }

    @Test
    @DisplayName("GITM 8.4 units in a besieged city may only sally one square against a besieger; friends may not enter it")
    void gitm_8_4_besiegedCity() {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2");
        t.plugins(t.plugins().withTactical(new GitmTacticalMovement(TacticalSight.NEARBY,
                (city, board) -> city.name().equals("Monterrey"))));
        t.unit("MX1IN", "NE", SQ, "5-5").unit("MX2IN", "NE", SQ, "5-5").unit("MX3IN", "NE", SQ, "2-5")
                .unit("US1IN", "US", SQ, "6-5").unit("US2IN", "US", SQ, "9-9");
        TurnOutcome o = TacticalMovementTest.runWithFort(t, "5-5", Map.of(
                "MX1IN", List.of("MOVE TO 5-8 PHASE 1"),
                "MX2IN", List.of("MOVE TO 6-5 PHASE 1"),
                "MX3IN", List.of("MOVE TO 5-5 PHASE 1"),
                "US2IN", List.of("MOVE TO 5-5 PHASE 2")));
        assertThat(at(o, "MX1IN")).isEqualTo("5-5");
        assertThat(at(o, "MX2IN")).as("a one-square sally against a besieger").isEqualTo("6-5");
        assertThat(Theatre.lines(o, "tactical-move-refused")).as("not hostile to the city's side: kept out")
                .anyMatch(l -> l.startsWith("Tactical phase 1") && l.contains("MX3IN"));
        assertThat(at(o, "US2IN")).as("hostile units may enter, and fight").isEqualTo("5-5");
        assertThat(TacticalMovementTest.battles(o)).anyMatch(b -> b.at().toString().equals("5-5"));
        assertThat(at(o, "MX3IN")).as("once US2IN has begun a battle there, it may come in (GITM 8.4, last sentence)")
                .isEqualTo("5-5");
    }

    @Test
    @DisplayName("GITM 8.5 an enemy arriving between tactical phases 2 and 3 holds movers to straight lines from phase 3 on")
    void gitm_8_5_enemyArrivesMidTurn() {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2");
        t.plugins(t.plugins().withTactical(new GitmTacticalMovement()));
        t.terrain(SQ, org.adjutant.gitm.map.TacticalTerrain.WATER, "0-9", "1-9", "2-9", "3-9", "4-9", "5-9")
                .unit("US1IN", "US", SQ, "2-0").orders("US1IN", "MOVE TO 2-14")
                .unit("MX1LC", "NE", "G1-V2", "7-0").orders("MX1LC", "PATH G1-V1", "ENTRY 14-0");
        TurnOutcome o = t.run(new FixedDice());
        assertThat(TacticalMovementTest.moved(o, "US1IN")).extracting(m -> m.when().number() + ":" + m.to())
                .as("round the water while no enemy is about, then held to the blocked straight line")
                .containsExactly("1:2-4", "2:5-8");
        assertThat(Theatre.lines(o, "tactical-move-refused")).anyMatch(l -> l.startsWith("Tactical phase 3")
                && l.contains("US1IN"));
    }
}
