package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;

import org.adjutant.gitm.event.CasualtiesSuffered;
import org.adjutant.gitm.event.CasualtyCause;
import org.adjutant.gitm.event.Surrendered;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.unit.Quality;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Designed: surrender on terms (docs/rules/gitm-9-combat.md, section 11.6). A fort's garrison whose side loses the
 * melee surrenders (GITM 9.9); on what terms its fight decides: at close odds with a road out it marches out with the
 * honours of war, or is paroled with no friendly city in reach; in last-ditch defence, beaten at 2:1 or worse, or cut
 * off, it is taken.
 */
class SurrenderTermsTest {
    /**
     * 1,000 Good US infantry have stormed onto a level-2 fort of capacity 1,000 west of them held by {@code garrison}
     * Fair Mexicans with a battery; Toluca, two squares east, is Mexican. Everyone experience 16 (neutral).
     */
    private static Theatre fort(int garrison, String posture, boolean refuge) {
        Theatre t = Theatre.openGround("G0-V0", "G4-V2").fort("G2-V1", "San Cosme", "7-7", "NE", 2, 1000)
                .unit("US1IN", "US", "G2-V1", "7-7", b -> b.men(1000).quality(Quality.GOOD).experience(16))
                .unit("MX1IN", "NE", "G2-V1", "7-7", b -> b.men(garrison).quality(Quality.FAIR).experience(16)
                        .inFort(true))
                .unit("MX1MA", "NE", "G2-V1", "7-7", b -> b.men(60).batteries(1).quality(Quality.FAIR)
                        .experience(16).inFort(true).supplies(1))
                .orders("US1IN", "OFFENSIVE ATTACK").orders("MX1IN", "DEFENSIVE " + posture)
                .orders("MX1MA", "DEFENSIVE " + posture);
        return refuge ? t.city("G4-V1", "Toluca", "7-7", "NE") : t;
    }

    /** The battle with the stormers winning the melee. */
    private static CombatFixture stormed(Theatre t) {
        CombatFixture f = new CombatFixture(t, new LabelledDice().fix("melee at", 0.0), "G2-V1", "7-7")
                .attackers("US1IN").defenders("MX1IN", "MX1MA").arrived("US1IN", "6-7");
        f.fight();
        return f;
    }

    private static int prisoners(CombatFixture f, String unit) {
        return f.events(CasualtiesSuffered.class).stream().filter(c -> c.unit().toString().equals(unit)
                && c.cause() == CasualtyCause.SURRENDER).mapToInt(CasualtiesSuffered::total).sum();
    }

    @Test
    @DisplayName("designed: surrender on terms: a garrison beaten at close odds with a road out marches out with the "
            + "honours of war to the nearest friendly city, its men and arms with it, leaving the fort, its guns and "
            + "its stores")
    void designed_surrender_on_terms_honours_of_war() {
        CombatFixture f = stormed(fort(700, "DEFEND", true));
        assertThat(f.events(Surrendered.class)).hasSize(2).allSatisfy(s -> {
            assertThat(s.terms()).isEqualTo(Surrendered.Terms.HONOURS_OF_WAR);
            assertThat(s.marchedTo()).isPresent();
            assertThat(s.describe()).contains("marched out with the honours of war");
        });
        assertThat(f.has("MX1IN")).isTrue();
        assertThat(f.unit("MX1IN").inFort()).isFalse();
        assertThat(f.unit("MX1IN").location().strategic().toString()).isNotEqualTo("G2-V1");
        assertThat(f.unit("MX1MA").batteries()).as("the fort's guns stay behind").isZero();
        assertThat(f.unit("MX1MA").supplies()).as("and its stores").isZero();
        assertThat(prisoners(f, "MX1IN")).as("nobody taken").isZero();
        assertThat(f.unit("MX1IN").men()).as("the men who stood the storm march out").isGreaterThan(500);
    }

    @Test
    @DisplayName("designed: surrender on terms: with no friendly city within reach the garrison lays down its arms "
            + "and is paroled; the unit is gone, its men out of the war as prisoners are")
    void designed_surrender_on_terms_paroled() {
        CombatFixture f = stormed(fort(700, "DEFEND", false));
        assertThat(f.events(Surrendered.class)).extracting(Surrendered::terms)
                .containsOnly(Surrendered.Terms.PAROLED);
        assertThat(f.has("MX1IN")).isFalse();
        assertThat(prisoners(f, "MX1IN")).isPositive();
    }

    @Test
    @DisplayName("designed: surrender on terms: a garrison in last-ditch defence asks for none and is taken to a man")
    void designed_surrender_on_terms_last_ditch() {
        CombatFixture f = stormed(fort(700, "LAST-DITCH", true));
        assertThat(f.events(Surrendered.class)).extracting(Surrendered::terms)
                .containsOnly(Surrendered.Terms.CAPTURED);
        assertThat(f.has("MX1IN")).isFalse();
    }

    @Test
    @DisplayName("designed: surrender on terms: a garrison beaten at odds of 2:1 or worse has nothing to bargain with "
            + "and surrenders at discretion")
    void designed_surrender_on_terms_overwhelmed() {
        Theatre t = fort(250, "DEFEND", true).unit("US2IN", "US", "G2-V1", "7-7", b -> b.men(1500)
                .quality(Quality.GOOD).experience(16)).orders("US2IN", "OFFENSIVE ATTACK");
        CombatFixture f = new CombatFixture(t, new LabelledDice().fix("melee at", 0.0), "G2-V1", "7-7")
                .attackers("US1IN", "US2IN").defenders("MX1IN", "MX1MA").arrived("US1IN", "6-7")
                .arrived("US2IN", "6-7");
        Battle b = f.fight();
        assertThat(b.melee.get(Side.ATTACKERS)).as("2:1 or worse").isGreaterThanOrEqualTo(2 * b.melee
                .get(Side.DEFENDERS));
        assertThat(f.events(Surrendered.class)).extracting(Surrendered::terms)
                .containsOnly(Surrendered.Terms.CAPTURED);
        assertThat(f.has("MX1IN")).isFalse();
        assertThat(prisoners(f, "MX1IN")).isPositive();
    }

    @Test
    @DisplayName("designed: surrender on terms: a garrison with no square to march out by (water all round, the "
            + "enemy on the last way) is taken")
    void designed_surrender_on_terms_cut_off() {
        Theatre t = fort(700, "DEFEND", true)
                .terrain("G2-V1", TacticalTerrain.WATER, "6-6", "7-6", "8-6", "8-7", "6-8", "7-8", "8-8")
                .unit("US2IN", "US", "G2-V1", "6-7", b -> b.men(500));
        CombatFixture f = stormed(t);
        assertThat(f.events(Surrendered.class)).extracting(Surrendered::terms)
                .containsOnly(Surrendered.Terms.CAPTURED);
        assertThat(f.has("MX1IN")).isFalse();
    }

    @Test
    @DisplayName("designed: surrender on terms: a corps HQ in the fort marches out with its garrison on the garrison's "
            + "terms (GITM 9.2 has it share the fort's fate)")
    void designed_surrender_on_terms_headquarters() {
        Theatre t = fort(700, "DEFEND", true).unit("MX1CQ", "NE", "G2-V1", "7-7", b -> b.inFort(true));
        CombatFixture f = new CombatFixture(t, new LabelledDice().fix("melee at", 0.0), "G2-V1", "7-7")
                .attackers("US1IN").defenders("MX1CQ", "MX1IN", "MX1MA").arrived("US1IN", "6-7");
        f.fight();
        assertThat(f.events(Surrendered.class)).extracting(s -> s.unit().toString())
                .containsExactly("MX1CQ", "MX1IN", "MX1MA");
        assertThat(f.events(Surrendered.class)).extracting(Surrendered::terms)
                .containsOnly(Surrendered.Terms.HONOURS_OF_WAR);
        assertThat(f.has("MX1CQ")).isTrue();
    }
}
