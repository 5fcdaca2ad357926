package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.adjutant.gitm.event.Bombarded;
import org.adjutant.gitm.event.FortDamaged;
import org.adjutant.gitm.event.MoraleChecked;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Quality;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** GITM 9.14: bombardment (docs/rules/gitm-9-combat.md, section 16). */
class BombardmentTest {
    /** A Good 300-man siege train west of a level-3 fort of capacity 3,000 held by 1,000 Mexicans. */
    private static Theatre siege() {
        return Theatre.openGround("G0-V0", "G2-V2").fort("G1-V1", "Monclova", "7-7", "NE", 3, 3000)
                .unit("US1SA", "US", "G1-V1", "6-7", b -> b.men(300).batteries(3).quality(Quality.GOOD)
                        .experience(16))
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(1000).inFort(true))
                .orders("MX1IN", "DEFENSIVE DEFEND");
    }

    private static CombatFixture fixture(Theatre t, LabelledDice dice) {
        return new CombatFixture(t, dice, "G1-V1", "7-7").attackers("US1SA").defenders("MX1IN");
    }

    @Test
    @DisplayName("GITM 9.14 worked: a Good 300-man siege train bombards at 300 x 24 x 1.61 x 1.5 = 17,388; a Very Good "
            + "medium battery at 10,489.5")
    void gitm_9_14_strength() {
        CombatFixture f = fixture(siege(), new LabelledDice());
        assertThat(BombardmentFire.strength(f.field, f.unit("US1SA"))).isCloseTo(17388, within(1e-6));
        var ma = org.adjutant.gitm.unit.Unit.builder("US1MA", "US").at("G1-V1", "6-8").commander("c").deputy("d")
                .men(300).batteries(3).quality(Quality.VERY_GOOD).experience(16).build();
        assertThat(BombardmentFire.strength(f.field, ma)).isCloseTo(10489.5, within(1e-6));
    }

    @Test
    @DisplayName("GITM 9.14 worked: against a level-3 fort the chance of a breach is 17,388 / 35,000 = 49.7%; draw "
            + "0.49 lowers it to level 2, 0.50 does not")
    void gitm_9_14_fort_reduction() {
        CombatFixture f = fixture(siege(), new LabelledDice().fix("loses a level", 0.49));
        new GitmBombardment().run(CombatFixture.PHASE, f.turn);
        assertThat(f.events(FortDamaged.class)).singleElement().satisfies(e -> {
            assertThat(e.fromLevel()).isEqualTo(3);
            assertThat(e.toLevel()).isEqualTo(2);
        });
        assertThat(f.turn.board().cityAt(Location.of("G1-V1", "7-7")).map(City::fortStrength)).contains(2);
        CombatFixture g = fixture(siege(), new LabelledDice().fix("loses a level", 0.50));
        new GitmBombardment().run(CombatFixture.PHASE, g.turn);
        assertThat(g.events(FortDamaged.class)).isEmpty();
    }

    @Test
    @DisplayName("GITM 9.14 worked: 0.03 x 17,388 = 521.6 casualties, a third of them on a square of 1,000 men "
            + "(section 16), less the fort's 70% cut: 52 men; the gun takes a fatigue point and spends its ammunition")
    void gitm_9_14_casualties() {
        CombatFixture f = fixture(siege(), new LabelledDice().fix("loses a level", 0.99));
        new GitmBombardment().run(CombatFixture.PHASE, f.turn);
        assertThat(f.events(Bombarded.class)).singleElement().satisfies(e -> {
            assertThat(e.strength()).isEqualTo(17388);
            // 521.64 / 3 x 0.3 = 52.16, the fraction rounded down by the 0.5 draw
            assertThat(e.casualties()).isEqualTo(52);
        });
        assertThat(f.unit("US1SA").fatigue()).isEqualTo(1);
        assertThat(f.unit("US1SA").ammunition()).isEqualTo(4);
    }

    @Test
    @DisplayName("GITM 9.14: medium guns cannot harm a fort above level 2, light and horse guns above level 1, siege guns any")
    void gitm_9_14_gun_limits() {
        assertThat(FortBreaching.canDamage(UnitType.MA, 3)).isFalse();
        assertThat(FortBreaching.canDamage(UnitType.MA, 2)).isTrue();
        assertThat(FortBreaching.canDamage(UnitType.LA, 2)).isFalse();
        assertThat(FortBreaching.canDamage(UnitType.HA, 1)).isTrue();
        assertThat(FortBreaching.canDamage(UnitType.SA, 5)).isTrue();
        // a medium battery of an infantry regiment is no siege train: a level-3 fort stands
        Theatre medium = Theatre.openGround("G0-V0", "G2-V2").fort("G1-V1", "Monclova", "7-7", "NE", 3, 3000)
                .unit("US1IN", "US", "G1-V1", "6-7", b -> b.men(1000).batteries(1))
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(1000).inFort(true));
        CombatFixture f = new CombatFixture(medium, new LabelledDice().fix("loses a level", 0.0), "G1-V1", "7-7")
                .attackers("US1IN").defenders("MX1IN");
        new GitmBombardment().run(CombatFixture.PHASE, f.turn);
        assertThat(f.events(Bombarded.class)).hasSize(1);
        assertThat(f.events(FortDamaged.class)).isEmpty();
    }

    @Test
    @DisplayName("GITM 9.14: no fire on a square where an ally stands beside the enemy; none by guns that moved this phase, or told to evade")
    void gitm_9_14_who_fires() {
        Theatre allied = siege().unit("US2IN", "US", "G1-V1", "7-7", b -> b.men(10));
        CombatFixture a = fixture(allied, new LabelledDice());
        new GitmBombardment().run(CombatFixture.PHASE, a.turn);
        assertThat(a.events(Bombarded.class)).isEmpty();
        CombatFixture moved = fixture(siege(), new LabelledDice());
        moved.turn.movers().moved(UnitId.of("US1SA"), CombatFixture.PHASE);
        new GitmBombardment().run(CombatFixture.PHASE, moved.turn);
        assertThat(moved.events(Bombarded.class)).isEmpty();
        CombatFixture evade = fixture(siege().orders("US1SA", "OFFENSIVE EVADE"), new LabelledDice());
        new GitmBombardment().run(CombatFixture.PHASE, evade.turn);
        assertThat(evade.events(Bombarded.class)).isEmpty();
        CombatFixture dry = fixture(siege().unit("US1SA", "US", "G1-V1", "6-7", b -> b.men(300).ammunition(0)),
                new LabelledDice());
        new GitmBombardment().run(CombatFixture.PHASE, dry.turn);
        assertThat(dry.events(Bombarded.class)).isEmpty();
    }

    @Test
    @DisplayName("GITM 9.14, 9.8: bombarded units that lose 2% check their morale; in a fort a failure does not move them")
    void gitm_9_14_morale() {
        CombatFixture f = fixture(siege(), new LabelledDice().fix("loses a level", 0.99)
                .fix("under bombardment", 0.0));
        new GitmBombardment().run(CombatFixture.PHASE, f.turn);
        assertThat(f.events(MoraleChecked.class)).singleElement()
                .satisfies(e -> assertThat(e.outcome().name()).isEqualTo("FAILED_IN_FORT"));
        assertThat(f.unit("MX1IN").location().tactical().toString()).isEqualTo("7-7");
        assertThat(f.turn.failedMoraleCheck(UnitId.of("MX1IN"))).isPresent();
    }
}
