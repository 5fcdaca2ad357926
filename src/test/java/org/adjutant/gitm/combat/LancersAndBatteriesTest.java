package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.adjutant.gitm.event.Bombarded;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.unit.Quality;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitType;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Designed: lancers against horse, tired horses and lancers in the pursuit (docs/rules/gitm-9-combat.md, sections 8.1,
 * 8.2 and 11.4); batteries served gun by gun (section 1).
 */
class LancersAndBatteriesTest {
    private static Situation melee(double enemyHorse, double enemyInSquare, boolean fortBattle) {
        return new Situation(Segment.MELEE, Posture.PLAIN, fortBattle, enemyInSquare, false, 1, 0, false, false, false,
                false, false, 0, enemyHorse);
    }

    private static Unit unit(String id, int men, int fatigue) {
        return Unit.builder(id, "NE").at("G1-V1", "7-7").commander("c").deputy("d").men(men).experience(16)
                .fatigue(fatigue).build();
    }

    @Test
    @DisplayName("designed (section 8.1): the lance outreaches the sabre: lancers charging horse count x2.5, blended "
            + "by the enemy's share of horse (x1.75 against half horse), x1 against foot as strmods gives")
    void designed_lancers_against_horse() {
        Unit lancers = unit("MX1NC", 100, 0);
        assertThat(Strength.arm(lancers, Part.HORSE, melee(1, 0, false)).value()).isEqualTo(2.5);
        assertThat(Strength.arm(lancers, Part.HORSE, melee(0.5, 0, false)).value()).isCloseTo(1.75, within(1e-12));
        assertThat(Strength.arm(lancers, Part.HORSE, melee(0, 0, false)).value()).isEqualTo(1.0);
        assertThat(Strength.arm(lancers, Part.HORSE, melee(1, 0, true)).value()).as("at a fort").isEqualTo(0.5);
        assertThat(Strength.arm(unit("MX1MC", 100, 0), Part.HORSE, melee(1, 0, false)).value())
                .as("dragoons are dragoons").isEqualTo(2.5);
    }

    @Test
    @DisplayName("designed (section 8.2): horses blow before men: a horse part feels the fatigue table squared, "
            + "x0.64 at fatigue 12 where foot have x0.8")
    void designed_tired_horse() {
        StrengthChain horse = Strength.chain(unit("MX1MC", 100, 12), Part.HORSE, 100, melee(0, 0, false));
        StrengthChain foot = Strength.chain(unit("MX1IN", 100, 12), Part.FOOT, 100, melee(0, 0, false));
        assertThat(horse.value() / 2.5).isCloseTo(64, within(1e-9));
        assertThat(foot.value()).isCloseTo(80, within(1e-9));
    }

    @Test
    @DisplayName("designed (section 11.4): the winner's horse rides a beaten foe down: horse counts x1.25 in the "
            + "casualties it inflicts, lancers at their value against squares (x3) x1.25")
    void designed_pursuit() {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(1000).experience(16))
                .unit("MX1NC", "NE", "G1-V1", "7-7", b -> b.men(500).experience(16))
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(500).experience(16))
                .orders("US1IN", "OFFENSIVE ATTACK").orders("MX1NC", "DEFENSIVE DEFEND")
                .orders("MX1IN", "DEFENSIVE DEFEND");
        Battle b = new CombatFixture(t, new LabelledDice(), "G1-V1", "7-7").attackers("US1IN")
                .defenders("MX1IN", "MX1NC").arrived("US1IN", "6-7").upTo(BattleStep.Order.MELEE_RESULT);
        double lancers = 0;
        double all = 0;
        for (Fighter f : b.fighting(Side.DEFENDERS)) {
            for (StrengthChain c : b.chains.get(f.id)) {
                all += c.value();
                lancers += c.part() == Part.HORSE ? c.value() : 0;
            }
        }
        double expected = 1 + lancers * (1.25 * 3.0 - 1) / all;
        assertThat(MeleeCasualties.pursuit(b, Side.DEFENDERS, b.melee.get(Side.DEFENDERS)))
                .isCloseTo(expected, within(1e-9)).isGreaterThan(1);
        assertThat(MeleeCasualties.pursuit(b, Side.ATTACKERS, b.melee.get(Side.ATTACKERS))).isEqualTo(1);
    }

    @Test
    @DisplayName("designed (section 1): a battery is served gun by gun: the 12-man crew of one gun fires it, a 50-man "
            + "battery keeps its guns at its first casualty (49 gunners), fewer than one gun's crew (8 1/3) fight as "
            + "spare men, and no more than 100 a battery are artillerists")
    void designed_batteries_of_any_crew() {
        assertThat(Parts.of(UnitType.LA, 12, 1).gunners()).isEqualTo(12);
        assertThat(Parts.of(UnitType.MA, 49, 1).gunners()).isEqualTo(49);
        assertThat(Parts.of(UnitType.MA, 8, 1).gunners()).isZero();
        assertThat(Parts.of(UnitType.MA, 8, 1).spare()).isEqualTo(8);
        assertThat(Parts.of(UnitType.MA, 150, 1).gunners()).isEqualTo(100);
        assertThat(Parts.of(UnitType.MA, 60, 3).gunners()).as("60 men serve 7 of 18 guns").isEqualTo(60);
        CombatTuning strmods = CombatTuning.STANDARD.with(CombatTuning.Knob.GUNS_PER_BATTERY, 1);
        assertThat(Parts.of(UnitType.MA, 49, 1, strmods).gunners()).as("one gun a battery: strmods as written")
                .isZero();
    }

    @Test
    @DisplayName("designed (section 1), GITM 9.14: a 30-man crew with a battery shells the enemy next to it")
    void designed_small_crew_bombards() {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1LA", "US", "G1-V1", "6-7", b -> b.men(30).batteries(1).quality(Quality.GOOD)
                        .experience(16))
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(1000));
        CombatFixture f = new CombatFixture(t, new LabelledDice(), "G1-V1", "7-7").attackers("US1LA")
                .defenders("MX1IN");
        new GitmBombardment().run(CombatFixture.PHASE, f.turn);
        assertThat(f.events(Bombarded.class)).singleElement().satisfies(e -> assertThat(e.casualties())
                .isPositive());
    }
}
