package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** GITM 9.5: squares against cavalry (docs/rules/gitm-9-combat.md, section 7). */
class SquaresTest {
    /** X (two IN and a militia unit) holds G1-V1 7-7; Y attacks with what the test adds. */
    private static Battle attackedBy(java.util.function.UnaryOperator<Theatre> y, String... attackers) {
        Theatre t = y.apply(Theatre.openGround("G0-V0", "G2-V2")
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(1500))
                .unit("MX2LI", "NE", "G1-V1", "7-7", b -> b.men(500))
                .unit("MX3MI", "NE", "G1-V1", "7-7", b -> b.men(500).homeCity("Monclova")));
        CombatFixture f = new CombatFixture(t, new LabelledDice(), "G1-V1", "7-7").attackers(attackers)
                .defenders("MX1IN", "MX2LI", "MX3MI");
        for (String a : attackers) {
            f.arrived(a, "6-7");
        }
        return f.upTo(BattleStep.Order.FIRING_STRENGTH);
    }

    private static boolean inSquare(Battle b, String id) {
        return b.fighter(UnitId.of(id)).orElseThrow().inSquare();
    }

    @Test
    @DisplayName("GITM 9.5: 1,000 lancers and a 100-man horse battery (1 battery per 1,000 horse) attack: both infantry units form square, the militia does not")
    void gitm_9_5_squares_form() {
        Battle b = attackedBy(t -> t.unit("US1NC", "US", "G1-V1", "7-7", x -> x.men(1000))
                .unit("US1HA", "US", "G1-V1", "7-7", x -> x.men(100).batteries(1)), "US1NC", "US1HA");
        assertThat(inSquare(b, "MX1IN")).isTrue();
        assertThat(inSquare(b, "MX2LI")).isTrue();
        assertThat(inSquare(b, "MX3MI")).isFalse();
        assertThat(b.flanks.get(Side.DEFENDERS)).isEqualTo(Flanks.BOTH_ANCHORED);
    }

    @Test
    @DisplayName("GITM 9.5: no squares if the attackers include an infantry unit")
    void gitm_9_5_infantry_among_them() {
        Battle b = attackedBy(t -> t.unit("US1NC", "US", "G1-V1", "7-7", x -> x.men(1000))
                .unit("US1IN", "US", "G1-V1", "7-7", x -> x.men(200)), "US1NC", "US1IN");
        assertThat(inSquare(b, "MX1IN")).isFalse();
    }

    @Test
    @DisplayName("GITM 9.5: no squares against 4 batteries per 1,000 cavalry (1,000 LC and two 300-man LA of 2 batteries)")
    void gitm_9_5_enough_guns() {
        Battle b = attackedBy(t -> t.unit("US1LC", "US", "G1-V1", "7-7", x -> x.men(1000))
                .unit("US1LA", "US", "G1-V1", "7-7", x -> x.men(300).batteries(2))
                .unit("US2LA", "US", "G1-V1", "7-7", x -> x.men(300).batteries(2)), "US1LC", "US1LA", "US2LA");
        assertThat(inSquare(b, "MX1IN")).isFalse();
    }

    @Test
    @DisplayName("GITM 9.5: no squares when horsemen are not the majority (500 LC with two 300-man LA)")
    void gitm_9_5_not_primarily_cavalry() {
        Battle b = attackedBy(t -> t.unit("US1LC", "US", "G1-V1", "7-7", x -> x.men(500))
                .unit("US1LA", "US", "G1-V1", "7-7", x -> x.men(300).batteries(1))
                .unit("US2LA", "US", "G1-V1", "7-7", x -> x.men(300).batteries(1)), "US1LC", "US1LA", "US2LA");
        assertThat(inSquare(b, "MX1IN")).isFalse();
    }

    @Test
    @DisplayName("GITM 9.5 strmods: with 1,500 of 2,000 men in the first lines in square (q = 0.75), lancers fight at 0.25 x 1 + 0.75 x 3 = 2.5")
    void gitm_9_5_lancers_against_squares() {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2")
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(1500))
                .unit("MX3MI", "NE", "G1-V1", "7-7", b -> b.men(500).homeCity("Monclova"))
                .unit("US1NC", "US", "G1-V1", "7-7", b -> b.men(1000));
        Battle b = new CombatFixture(t, new LabelledDice(), "G1-V1", "7-7").attackers("US1NC")
                .defenders("MX1IN", "MX3MI").arrived("US1NC", "6-7").upTo(BattleStep.Order.FIRING_STRENGTH);
        assertThat(b.inSquareShare(Side.DEFENDERS)).isCloseTo(0.75, within(1e-9));
        Unit nc = b.unit(b.fighter(UnitId.of("US1NC")).orElseThrow());
        Situation s = b.situation(b.fighter(UnitId.of("US1NC")).orElseThrow(), Segment.MELEE);
        assertThat(Strength.arm(nc, Part.HORSE, s).value()).isCloseTo(2.5, within(1e-9));
    }

    @Test
    @DisplayName("GITM 9.5: a side in square that loses the melee has each square caught with a 50% chance: below it the unit shatters")
    void gitm_9_5_trapped() {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2").city("G0-V0", "Saltillo", "7-7", "NE")
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(800))
                .unit("US1NC", "US", "G1-V1", "7-7", b -> b.men(1000));
        CombatFixture f = new CombatFixture(t, new LabelledDice().fix("melee at", 0.0).fix("square caught", 0.4),
                "G1-V1", "7-7").attackers("US1NC").defenders("MX1IN").arrived("US1NC", "6-7");
        f.fight();
        assertThat(f.unit("MX1IN").readiness().name()).isEqualTo("SHATTERED");
        CombatFixture g = new CombatFixture(t, new LabelledDice().fix("melee at", 0.0).fix("square caught", 0.6),
                "G1-V1", "7-7").attackers("US1NC").defenders("MX1IN").arrived("US1NC", "6-7");
        g.fight();
        assertThat(g.unit("MX1IN").readiness().name()).isEqualTo("ACTIVE");
    }
}
