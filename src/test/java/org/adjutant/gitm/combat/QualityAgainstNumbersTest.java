package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.unit.Quality;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * How quality, experience and firepower weigh against numbers (docs/rules/gitm-9-combat.md, sections 9, 11.3 and 11.4,
 * designed): marksmanship in the fire, cover for the men who hold the ground, the troops' worth again in the melee's
 * odds, and a beaten side that gave way at long odds hitting back less.
 */
class QualityAgainstNumbersTest {
    /**
     * A small column of the war: 200 Good regulars and a Good light section of 40 gunners come in from the west against
     * 800 Poor troops holding a low work (rating 3); everyone experience 16. The old rules had the column 2:1 down in
     * strength and its guns silent (under 50 men), so it lost four melees in five.
     */
    private static Theatre column() {
        return Theatre.openGround("G0-V0", "G2-V2").terrain("G1-V1", TacticalTerrain.OPEN, 3, "7-7")
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(200).quality(Quality.GOOD).experience(16))
                .unit("US1LA", "US", "G1-V1", "7-7", b -> b.men(40).batteries(1).quality(Quality.GOOD)
                        .experience(16))
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(800).quality(Quality.POOR).experience(16))
                .orders("US1IN", "OFFENSIVE ATTACK").orders("US1LA", "OFFENSIVE ATTACK", "LINE SECOND")
                .orders("MX1IN", "DEFENSIVE DEFEND");
    }

    private static CombatFixture columnBattle(LabelledDice dice) {
        return new CombatFixture(column(), dice, "G1-V1", "7-7").attackers("US1IN", "US1LA").defenders("MX1IN")
                .arrived("US1IN", "6-7").arrived("US1LA", "6-7");
    }

    @Test
    @DisplayName("designed (section 9): a marksman's quality counts twice in the fire: 1,000 Poor infantry fire at "
            + "1,000 x 0.62 x 0.62 = 384.4, Good at 1,000 x 1.27 x 1.27 = 1,612.9; in the melee once")
    void designed_fire_discipline() {
        Unit poor = Unit.builder("MX1IN", "NE").at("G1-V1", "7-7").commander("c").deputy("d").men(1000)
                .quality(Quality.POOR).experience(16).build();
        Unit good = poor.toBuilder().quality(Quality.GOOD).build();
        Situation fire = new Situation(Segment.FIRE, Posture.PLAIN, false, 0, false, 1, 0, false, false, false, false,
                false, 0);
        Situation melee = new Situation(Segment.MELEE, Posture.PLAIN, false, 0, false, 1, 0, false, false, false,
                false, false, 0);
        assertThat(Strength.chain(poor, Part.FOOT, 1000, fire).value()).isCloseTo(384.4, within(1e-9));
        assertThat(Strength.chain(good, Part.FOOT, 1000, fire).value()).isCloseTo(1612.9, within(1e-9));
        assertThat(Strength.chain(poor, Part.FOOT, 1000, melee).value()).isCloseTo(620, within(1e-9));
    }

    @Test
    @DisplayName("designed (section 9): the defender holding a low work (rating 3) is spared half the fire, the column "
            + "crossing the open none of it")
    void designed_cover_in_the_fire() {
        Battle b = columnBattle(new LabelledDice()).upTo(BattleStep.Order.FIRING_CASUALTIES);
        assertThat(b.shelter(b.fighter(UnitId.of("MX1IN")).orElseThrow())).isCloseTo(0.5, within(1e-12));
        assertThat(b.shelter(b.fighter(UnitId.of("US1IN")).orElseThrow())).isEqualTo(1);
    }

    @Test
    @DisplayName("designed (section 11.3): the sides' troop quality counts again in the melee's odds: between equal "
            + "strengths Good troops beat Average 76% of the time, Average beat Poor 91%")
    void designed_quality_shock() {
        CombatTuning t = CombatTuning.STANDARD;
        assertThat(MeleeResult.chance(1000, 1000, 1.27, 1.0, t)).isCloseTo(0.757, within(0.001));
        assertThat(MeleeResult.chance(1000, 1000, 1.0, 0.62, t)).isCloseTo(0.907, within(0.001));
        assertThat(MeleeResult.chance(1000, 1000, 1.0, 1.0, t)).isEqualTo(0.5);
    }

    @Test
    @DisplayName("designed (sections 1, 11.3): 200 Good regulars with a 40-man light section against 800 Poor troops "
            + "behind a low work are no longer hopeless: they carry the melee more often than not")
    void designed_small_column_can_win() {
        CombatFixture f = columnBattle(new LabelledDice().fix("melee at", 0.5));
        Battle b = f.fight();
        assertThat(b.attackersChance).as("the column's chance").isGreaterThan(0.5);
        assertThat(b.winner).contains(Side.ATTACKERS);
    }

    @Test
    @DisplayName("designed (section 11.4): a side beaten at long odds gave way rather than fought it out: with a tenth "
            + "of a chance it inflicts 1 - 0.35 x 0.8 = 72% of its melee casualties; with an even chance all of them")
    void designed_beaten_reply() {
        Battle b = columnBattle(new LabelledDice()).upTo(BattleStep.Order.MELEE_CASUALTIES);
        b.attackersChance = 0.9;
        assertThat(MeleeCasualties.reply(b, Side.DEFENDERS)).isCloseTo(0.72, within(1e-12));
        assertThat(MeleeCasualties.reply(b, Side.ATTACKERS)).isEqualTo(1);
        b.attackersChance = 0.5;
        assertThat(MeleeCasualties.reply(b, Side.DEFENDERS)).isEqualTo(1);
    }

    @Test
    @DisplayName("designed (section 11.4): behind the walls of a manned fort a beaten garrison fought it out: it "
            + "inflicts all its melee casualties whatever its chance")
    void designed_beaten_reply_behind_walls() {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2").fort("G1-V1", "Monclova", "7-7", "NE", 1, 600)
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(3000).quality(Quality.GOOD))
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(300).quality(Quality.POOR).inFort(true));
        Battle b = new CombatFixture(t, new LabelledDice(), "G1-V1", "7-7").attackers("US1IN").defenders("MX1IN")
                .arrived("US1IN", "6-7").upTo(BattleStep.Order.MELEE_CASUALTIES);
        b.attackersChance = 0.99;
        assertThat(MeleeCasualties.reply(b, Side.DEFENDERS)).isEqualTo(1);
    }

    @Test
    @DisplayName("designed (section 11.4): troop quality tilts the melee's exchange: Good against Poor men inflict "
            + "(1.27 / 0.62)^0.5 = 1.43 times their strength's casualties, the Poor 0.70")
    void designed_melee_exchange() {
        Battle b = columnBattle(new LabelledDice()).upTo(BattleStep.Order.MELEE_CASUALTIES);
        b.troops.put(Side.ATTACKERS, 1.27);
        b.troops.put(Side.DEFENDERS, 0.62);
        assertThat(MeleeCasualties.exchange(b, Side.ATTACKERS)).isCloseTo(Math.sqrt(1.27 / 0.62), within(1e-12));
        assertThat(MeleeCasualties.exchange(b, Side.DEFENDERS)).isCloseTo(Math.sqrt(0.62 / 1.27), within(1e-12));
    }
}
