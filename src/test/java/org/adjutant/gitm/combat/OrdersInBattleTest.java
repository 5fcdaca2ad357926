package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.adjutant.gitm.event.BattleFought;
import org.adjutant.gitm.event.BattleSide;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.movement.tactical.GitmTacticalMovement;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The orders that matter in battle change it as the rules say: one test each. */
class OrdersInBattleTest {
    private static Theatre withCombat(Theatre t) {
        return t.plugins(t.plugins().withTactical(new GitmTacticalMovement())
                .withCombat(new GitmBombardment(), new GitmCombat()));
    }

    private static long battles(TurnOutcome o) {
        return Theatre.events(o).stream().filter(e -> e instanceof BattleFought).count();
    }

    @Test
    @DisplayName("GITM 8.9, 9.6, 9.7 attitudes: attacking in assault fires at 1.2 and takes 1.2 of the losses, in skirmish at 0.5 and 0.5")
    void attitudes() {
        double[] strength = new double[2];
        int[] lost = new int[2];
        String[] postures = {"OFFENSIVE ASSAULT", "OFFENSIVE SKIRMISH"};
        for (int i = 0; i < 2; i++) {
            Theatre t = Theatre.openGround("G0-V0", "G2-V2")
                    .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(1000).experience(16))
                    .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(1000))
                    .orders("US1IN", postures[i]).orders("MX1IN", "DEFENSIVE DEFEND");
            CombatFixture f = new CombatFixture(t, new LabelledDice(), "G1-V1", "7-7").attackers("US1IN")
                    .defenders("MX1IN").arrived("US1IN", "6-7");
            Battle b = f.upTo(BattleStep.Order.FIRING_CASUALTIES);
            strength[i] = b.firing.get(Side.ATTACKERS);
            CombatFixture.run(b, BattleStep.Order.FIRING_CASUALTIES);
            lost[i] = f.field.ledger().lost(UnitId.of("US1IN"));
        }
        assertThat(strength[0]).isCloseTo(1200, within(1e-9));
        assertThat(strength[1]).isCloseTo(500, within(1e-9));
        assertThat(lost[0]).isGreaterThan(2 * lost[1]);
    }

    @Test
    @DisplayName("GITM 9.3, 9.7 LINE: the same regiment in the front line is hit by the fire; ordered to the rear it is not")
    void line() {
        int[] lost = new int[2];
        String[] lines = {"LINE FIRST", "LINE REAR"};
        for (int i = 0; i < 2; i++) {
            Theatre t = Theatre.openGround("G0-V0", "G2-V2")
                    .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(1000))
                    .unit("US2IN", "US", "G1-V1", "7-7", b -> b.men(1000))
                    .unit("US3IN", "US", "G1-V1", "7-7", b -> b.men(1000))
                    .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(1000))
                    .orders("US1IN", "LINE FIRST").orders("US2IN", "LINE SECOND").orders("US3IN", lines[i])
                    .orders("MX1IN", "DEFENSIVE DEFEND");
            CombatFixture f = new CombatFixture(t, new LabelledDice(), "G1-V1", "7-7")
                    .attackers("US1IN", "US2IN", "US3IN").defenders("MX1IN").arrived("US1IN", "6-7")
                    .arrived("US2IN", "6-7").arrived("US3IN", "6-7");
            Battle b = f.upTo(BattleStep.Order.FIRING_CASUALTIES);
            CombatFixture.run(b, BattleStep.Order.FIRING_CASUALTIES);
            lost[i] = f.field.ledger().lost(UnitId.of("US3IN"));
        }
        assertThat(lost[0]).isPositive();
        assertThat(lost[1]).isZero();
    }

    @Test
    @DisplayName("GITM 8.8 ENGAGE: a regiment ordered to engage marches on the enemy and a battle is fought; without the order none is")
    void engage() {
        Theatre with = withCombat(Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", "G1-V1", "5-7", b -> b.men(1000))
                .unit("MX1IN", "NE", "G1-V1", "9-7", b -> b.men(1000)).orders("US1IN", "ENGAGE"));
        assertThat(battles(with.run(new LabelledDice()))).isPositive();
        Theatre without = withCombat(Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", "G1-V1", "5-7", b -> b.men(1000))
                .unit("MX1IN", "NE", "G1-V1", "9-7", b -> b.men(1000)));
        assertThat(battles(without.run(new LabelledDice()))).isZero();
    }

    @Test
    @DisplayName("GITM 8.10 SUPPORT: a regiment within its support box joins the battle next to it and fights on its side")
    void support() {
        for (boolean supports : new boolean[] {true, false}) {
            Theatre t = withCombat(Theatre.openGround("G0-V0", "G2-V2")
                    .unit("US1IN", "US", "G1-V1", "5-7", b -> b.men(1000))
                    .unit("US2IN", "US", "G1-V1", "9-9", b -> b.men(1000))
                    .unit("MX1IN", "NE", "G1-V1", "9-7", b -> b.men(1000)).orders("US1IN", "ENGAGE PHASES 1-1"));
            if (supports) {
                t.orders("US2IN", "SUPPORT 9-7 RADIUS 2");
            }
            TurnOutcome o = t.run(new LabelledDice());
            BattleFought first = Theatre.events(o).stream().filter(e -> e instanceof BattleFought)
                    .map(e -> (BattleFought) e).findFirst().orElseThrow();
            assertThat(first.attackers().contains(UnitId.of("US2IN"))).as("supports: " + supports)
                    .isEqualTo(supports);
        }
    }

    @Test
    @DisplayName("GITM 8.11 INTERCEPT: lancers with an intercept box cut off a passing regiment and fight it, both sides attacking (nobody defends); without the order the regiment passes")
    void intercept() {
        Theatre with = withCombat(Theatre.openGround("G0-V0", "G2-V2")
                .unit("MX1MC", "NE", "G1-V1", "7-7", b -> b.men(500)).orders("MX1MC", "INTERCEPT 7-7 RADIUS 3")
                .unit("US1IN", "US", "G1-V1", "5-5", b -> b.men(1000)).orders("US1IN", "MOVE TO 5-7"));
        TurnOutcome o = with.run(new LabelledDice());
        assertThat(Theatre.events(o)).filteredOn(e -> e instanceof BattleFought).first()
                .satisfies(e -> assertThat(((BattleFought) e).defending()).isEqualTo(BattleSide.NEITHER));
        Theatre without = withCombat(Theatre.openGround("G0-V0", "G2-V2")
                .unit("MX1MC", "NE", "G1-V1", "7-7", b -> b.men(500))
                .unit("US1IN", "US", "G1-V1", "5-5", b -> b.men(1000)).orders("US1IN", "MOVE TO 5-7"));
        assertThat(battles(without.run(new LabelledDice()))).isZero();
    }
}
