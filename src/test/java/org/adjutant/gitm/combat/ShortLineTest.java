package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.order.BattleLine;
import org.adjutant.gitm.unit.Quality;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A long line meets a short one with a line no more than twice as long (designed, docs/rules/gitm-9-combat.md,
 * section 26.12): the men beyond the overlap stand in the rear, where they neither fire nor fight at full strength.
 */
class ShortLineTest {
    /** 300 Average infantry come in from the west on 1,800 Average infantry in the open, everyone experience 16. */
    private static CombatFixture column(CombatTuning tuning) {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(300).quality(Quality.AVERAGE).experience(16))
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(1800).quality(Quality.AVERAGE).experience(16))
                .orders("US1IN", "OFFENSIVE ATTACK").orders("MX1IN", "DEFENSIVE DEFEND");
        return new CombatFixture(t, new LabelledDice(), "G1-V1", "7-7", tuning).attackers("US1IN")
                .defenders("MX1IN").arrived("US1IN", "6-7");
    }

    private static Allocation lines(Battle b, String id) {
        return b.fighter(UnitId.of(id)).orElseThrow().allocation;
    }

    @Test
    @DisplayName("designed (section 26.12): 1,800 men meet a column of 300 with a front of 600 (twice its 300 spaces); "
            + "the other 1,200 stand in the rear; the column's own front is all of it")
    void designed_short_line_front() {
        Battle b = column(CombatTuning.STANDARD).upTo(BattleStep.Order.FLANKS);
        assertThat(lines(b, "MX1IN").front()).isCloseTo(600.0 / 1800, within(1e-12));
        assertThat(lines(b, "MX1IN").rearIn()).isCloseTo(1200.0 / 1800, within(1e-12));
        assertThat(lines(b, "US1IN").front()).isEqualTo(1);
    }

    @Test
    @DisplayName("designed (section 26.12): only the 600 facing the column fire, so it takes a third of the fire "
            + "the whole 1,800 gave it before the rule; switched off, all 1,800 fire")
    void designed_short_line_fire() {
        Battle with = column(CombatTuning.STANDARD).upTo(BattleStep.Order.FIRING_CASUALTIES);
        Battle without = column(CombatTuning.STANDARD.with(CombatTuning.Knob.SHORT_LINE, 0))
                .upTo(BattleStep.Order.FIRING_CASUALTIES);
        assertThat(lines(without, "MX1IN").front()).isEqualTo(1);
        assertThat(with.firing.get(Side.DEFENDERS) / without.firing.get(Side.DEFENDERS))
                .isCloseTo(1.0 / 3, within(1e-9));
        assertThat(with.firing.get(Side.ATTACKERS)).isEqualTo(without.firing.get(Side.ATTACKERS));
    }

    @Test
    @DisplayName("designed (section 26.12): the length one side may bring to bear: the battle's line, at most the "
            + "enemy's front (its units asking for the first line, up to the battle's line) over SHORT_LINE")
    void designed_short_line_length() {
        List<Frontage.Request> small = List.of(new Frontage.Request(UnitId.of("US1IN"), BattleLine.FIRST, 200),
                new Frontage.Request(UnitId.of("US1LA"), BattleLine.SECOND, 320));
        List<Frontage.Request> large = List.of(new Frontage.Request(UnitId.of("MX1IN"), BattleLine.FIRST, 5000));
        assertThat(Frontage.facing(3000, small, 0.5)).isEqualTo(400);
        assertThat(Frontage.facing(3000, List.of(new Frontage.Request(UnitId.of("US1IN"), BattleLine.FIRST, 1400)),
                0.5)).isEqualTo(2800);
        assertThat(Frontage.facing(3000, large, 0.5)).isEqualTo(3000);
        assertThat(Frontage.facing(3000, small, 0)).isEqualTo(3000);
        assertThat(Frontage.facing(3000, List.of(), 0.5)).isEqualTo(3000);
    }
}
