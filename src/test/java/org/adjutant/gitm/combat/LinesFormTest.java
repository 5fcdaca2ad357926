package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.order.BattleLine;
import org.adjutant.gitm.order.DefensiveAttitude;
import org.adjutant.gitm.order.OffensiveAttitude;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.ScriptedDice;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** GITM 9.3: lines from orders, the missing ones filled at random (docs/rules/gitm-9-combat.md, section 5). */
class LinesFormTest {
    private static Fighter asks(String id, BattleLine line) {
        Unit u = Unit.builder(id, "US").at("G0-V0", "7-7").commander("c").deputy("d").build();
        return new Fighter(u, Side.ATTACKERS, new CombatOrders(line, OffensiveAttitude.ATTACK,
                DefensiveAttitude.DEFEND), Optional.empty());
    }

    @Test
    @DisplayName("GITM 9.3: {X second, Y second} -> the roll puts one of them in front")
    void gitm_9_3_no_front() {
        Fighter x = asks("US1IN", BattleLine.SECOND);
        Fighter y = asks("US2IN", BattleLine.SECOND);
        ScriptedDice dice = new ScriptedDice(2);
        LinesForm.fillLines(List.of(x, y), dice);
        assertThat(y.line()).isEqualTo(BattleLine.FIRST);
        assertThat(x.line()).isEqualTo(BattleLine.SECOND);
        assertThat(dice.rolls()).singleElement().satisfies(r -> assertThat(r.sides()).isEqualTo(2));
    }

    @Test
    @DisplayName("GITM 9.3: {X first, Y rear} -> Y moves up to the second line (no rear without a second line)")
    void gitm_9_3_rear_without_second() {
        Fighter x = asks("US1IN", BattleLine.FIRST);
        Fighter y = asks("US2IN", BattleLine.REAR);
        LinesForm.fillLines(List.of(x, y), new ScriptedDice());
        assertThat(y.line()).isEqualTo(BattleLine.SECOND);
        assertThat(x.line()).isEqualTo(BattleLine.FIRST);
    }

    @Test
    @DisplayName("GITM 9.3: {X rear} -> X takes the front, and no rear is left")
    void gitm_9_3_alone() {
        Fighter x = asks("US1IN", BattleLine.REAR);
        LinesForm.fillLines(List.of(x), new ScriptedDice());
        assertThat(x.line()).isEqualTo(BattleLine.FIRST);
    }

    @Test
    @DisplayName("GITM 9.3: {X second, Y rear, Z rear}: drawing Y for the front leaves X second; drawing X, a second roll sends Y or Z to the second line")
    void gitm_9_3_random_fill() {
        Fighter x = asks("US1IN", BattleLine.SECOND);
        Fighter y = asks("US2IN", BattleLine.REAR);
        Fighter z = asks("US3IN", BattleLine.REAR);
        LinesForm.fillLines(List.of(x, y, z), new ScriptedDice(2));
        assertThat(List.of(x.line(), y.line(), z.line()))
                .containsExactly(BattleLine.SECOND, BattleLine.FIRST, BattleLine.REAR);
        Fighter x2 = asks("US1IN", BattleLine.SECOND);
        Fighter y2 = asks("US2IN", BattleLine.REAR);
        Fighter z2 = asks("US3IN", BattleLine.REAR);
        LinesForm.fillLines(List.of(x2, y2, z2), new ScriptedDice(1, 2));
        assertThat(List.of(x2.line(), y2.line(), z2.line()))
                .containsExactly(BattleLine.FIRST, BattleLine.REAR, BattleLine.SECOND);
    }
}
