package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.adjutant.gitm.event.CasualtiesSuffered;
import org.adjutant.gitm.event.CasualtyCause;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.unit.Quality;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Designed: what storming a manned fort costs (docs/rules/gitm-9-combat.md, section 9, {@code STORM}). The walls cut
 * the garrison's losses (GITM 9.7, 9.9); the men who cross the ditch and climb them are the mirror of that: the
 * casualties a side holding a manned fort inflicts, in the fire and in the melee, are times {@code 1 + STORM x level}.
 */
class StormingWorksTest {
    /** 1,000 Good US infantry come in from the west onto a square held by 700 Fair Mexicans; level-2 fort or none. */
    private static Theatre storm(boolean fort) {
        Theatre t = Theatre.openGround("G0-V0", "G4-V2");
        if (fort) {
            t = t.fort("G2-V1", "San Cosme", "7-7", "NE", 2, 1000);
        }
        return t.unit("US1IN", "US", "G2-V1", "7-7", b -> b.men(1000).quality(Quality.GOOD).experience(16))
                .unit("MX1IN", "NE", "G2-V1", "7-7", b -> b.men(700).quality(Quality.FAIR).experience(16)
                        .inFort(fort))
                .orders("US1IN", "OFFENSIVE ATTACK").orders("MX1IN", "DEFENSIVE DEFEND");
    }

    private static int stormersLost(boolean fort, CombatTuning tuning, CasualtyCause cause) {
        CombatFixture f = new CombatFixture(storm(fort), new LabelledDice().fix("melee at", 0.0), "G2-V1", "7-7",
                tuning).attackers("US1IN").defenders("MX1IN").arrived("US1IN", "6-7");
        f.fight();
        return f.events(CasualtiesSuffered.class).stream().filter(c -> c.unit().toString().equals("US1IN")
                && c.cause() == cause).mapToInt(CasualtiesSuffered::total).sum();
    }

    /** The stormers' losses of that kind with the rule as standard over the same fight with {@code STORM} 0. */
    private static double stormFactor(CasualtyCause cause) {
        int without = stormersLost(true, CombatTuning.STANDARD.with(CombatTuning.Knob.STORM, 0), cause);
        assertThat(without).as("the stormers lose men " + cause.words() + " without the rule too").isPositive();
        return (double) stormersLost(true, CombatTuning.STANDARD, cause) / without;
    }

    @Test
    @DisplayName("designed: storming works: a level-2 fort's garrison inflicts x1.5 in the fire on the men storming "
            + "it (1 + 0.25 x level)")
    void designed_storm_fire_costs_the_stormers() {
        assertThat(CombatTuning.STANDARD.get(CombatTuning.Knob.STORM)).isEqualTo(0.25);
        assertThat(stormFactor(CasualtyCause.FIRE)).isCloseTo(1.5, within(0.1));
    }

    @Test
    @DisplayName("designed: storming works: the stormers' losses in the melee they win rise by the same factor")
    void designed_storm_melee_costs_the_stormers() {
        assertThat(stormFactor(CasualtyCause.MELEE_WON)).isCloseTo(1.5, within(0.1));
    }

    @Test
    @DisplayName("designed: storming works: without walls nothing changes")
    void designed_storm_only_against_a_manned_fort() {
        CombatTuning off = CombatTuning.STANDARD.with(CombatTuning.Knob.STORM, 0);
        assertThat(stormersLost(false, CombatTuning.STANDARD, CasualtyCause.FIRE))
                .isEqualTo(stormersLost(false, off, CasualtyCause.FIRE)).isPositive();
    }
}
