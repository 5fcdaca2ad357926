package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.function.UnaryOperator;
import org.adjutant.gitm.event.CasualtiesSuffered;
import org.adjutant.gitm.event.CasualtyCause;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.unit.Quality;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The designed pursuit (docs/rules/gitm-9-combat.md, section 26.13): when a battle has a winner, its horse and light
 * infantry still on the field take men of the beaten side's units that left the field -- {@code PURSUIT_TAKE} (3)
 * per horseman, a light infantryman counting {@code LIGHT_PURSUIT} (half) of one -- less the beaten side's horse that
 * drew off in order, scaled by how decisive the defeat was and by the ground's cover, at most half of each unit's
 * men on foot. The fight in every case: a Mexican brigade of 1,000 Very Poor men at G1-V1 7-7 on open ground
 * (rating 0), attacked from the east; the attackers win the melee, every morale check holds, so the beaten units
 * fall back, and the Mexicans' refuge is Saltillo, two squares south.
 */
class PursuitTest {
    private static CombatFixture fight(UnaryOperator<Theatre> more, String... attackers) {
        return fight(more, new String[] {"MX1IN"}, attackers);
    }

    private static CombatFixture fight(UnaryOperator<Theatre> more, String[] defenders, String... attackers) {
        Theatre t = more.apply(Theatre.openGround("G0-V0", "G3-V3")
                .city("G1-V3", "Saltillo", "7-7", "NE")
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(1000).quality(Quality.GOOD).experience(16))
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(1000).quality(Quality.VERY_POOR)));
        CombatFixture f = new CombatFixture(t, new LabelledDice().fix("melee at", 0.0).fix("morale check", 0.99),
                "G1-V1", "7-7");
        f.defenders(defenders).attackers(attackers);
        for (String a : attackers) {
            f.arrived(a, "8-7");
        }
        return f;
    }

    /** One more good American unit on the field. */
    private static UnaryOperator<Theatre> american(String id, int men) {
        return t -> t.unit(id, "US", "G1-V1", "7-7", b -> b.men(men).quality(Quality.GOOD).experience(16));
    }

    private static int pursuit(CombatFixture f, String unit) {
        return f.events(CasualtiesSuffered.class).stream()
                .filter(e -> e.cause() == CasualtyCause.PURSUIT && e.unit().toString().equals(unit))
                .mapToInt(e -> e.killed() + e.wounded() + e.prisoners() + e.stragglers()).sum();
    }

    @Test
    @DisplayName("designed 26.13: the winner's 100 horse ride down the beaten brigade as it falls back: three men "
            + "a horseman, scaled by how little chance it had, most of them taken")
    void designed_26_13_horse_ride_down_the_beaten() {
        CombatFixture f = fight(american("US1LC", 100), "US1IN", "US1LC");
        Battle b = f.fight();
        double expected = 3 * b.unit(b.fighter(org.adjutant.gitm.unit.UnitId.of("US1LC")).orElseThrow()).men()
                * Math.max(0, 1 - 2 * (1 - b.attackersChance));
        int taken = pursuit(f, "MX1IN");
        assertThat(expected).isGreaterThan(100);
        assertThat((double) taken).isBetween(expected - 1, expected + 1);
        CasualtiesSuffered e = f.events(CasualtiesSuffered.class).stream()
                .filter(c -> c.cause() == CasualtyCause.PURSUIT).findFirst().orElseThrow();
        assertThat(e.prisoners()).isGreaterThan(e.killed() + e.wounded());
    }

    @Test
    @DisplayName("designed 26.13: a winner with neither horse nor light infantry cannot catch a beaten line: "
            + "it falls back with only the melee's losses, as GITM 9.9 has it")
    void designed_26_13_no_pursuit_on_foot() {
        CombatFixture f = fight(american("US2IN", 300), "US1IN", "US2IN");
        f.fight();
        assertThat(pursuit(f, "MX1IN")).isZero();
    }

    @Test
    @DisplayName("designed 26.13: light infantry pursue at half a horseman each: 100 of them take half what 100 "
            + "horse would")
    void designed_26_13_light_infantry_pursue_at_half() {
        CombatFixture horse = fight(american("US1LC", 100), "US1IN", "US1LC");
        Battle bh = horse.fight();
        CombatFixture light = fight(american("US1LI", 100), "US1IN", "US1LI");
        Battle bl = light.fight();
        double perHorseman = pursuit(horse, "MX1IN") / (3 * Math.max(0, 1 - 2 * (1 - bh.attackersChance)));
        double perLight = pursuit(light, "MX1IN") / (3 * Math.max(0, 1 - 2 * (1 - bl.attackersChance)));
        assertThat(pursuit(light, "MX1IN")).isPositive();
        assertThat(perLight / perHorseman).isBetween(0.45, 0.55);
    }

    @Test
    @DisplayName("designed 26.13: the beaten side's horse rides off as fast as the pursuers, and while it draws off "
            + "in order it screens the foot: 400 Mexican horse against 300 American, and nobody is taken")
    void designed_26_13_beaten_horse_rides_off_and_screens() {
        CombatFixture f = fight(t -> american("US1LC", 300).apply(t)
                .unit("MX1LC", "NE", "G1-V1", "7-7", b -> b.men(400).quality(Quality.VERY_POOR)),
                new String[] {"MX1IN", "MX1LC"}, "US1IN", "US1LC");
        f.fight();
        assertThat(pursuit(f, "MX1LC")).isZero();
        assertThat(pursuit(f, "MX1IN")).isZero();
    }

    @Test
    @DisplayName("designed 26.13: the melee's winner pursues with its 300 horse on the field; the beaten side has "
            + "no horse to screen with")
    void designed_26_13_the_winner_is_the_melee_winner() {
        CombatFixture f = fight(american("US1LC", 300), "US1IN", "US1LC");
        Battle b = f.upTo(BattleStep.Order.FALL_BACK);
        assertThat(Pursuit.winner(b)).contains(Side.ATTACKERS);
        assertThat(Pursuit.chasers(b, Side.ATTACKERS, CombatTuning.STANDARD)).isEqualTo(300);
        assertThat(Pursuit.screen(b, Side.DEFENDERS, CombatTuning.STANDARD)).isZero();
    }
}
