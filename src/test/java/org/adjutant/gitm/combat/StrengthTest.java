package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.adjutant.gitm.unit.Quality;
import org.adjutant.gitm.unit.Unit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** GITM 9.6 and GITM-MD strmods.html: effective strength as labelled chains (docs/rules/gitm-9-combat.md, section 8). */
class StrengthTest {
    private static Situation plain(Segment segment) {
        return new Situation(segment, Posture.PLAIN, false, 0, false, 1, 0, false, false, false, false, false, 0);
    }

    private static Unit.Builder unit(String id) {
        return Unit.builder(id, id.startsWith("US") ? "US" : "NE").at("G0-V0", "7-7").commander("c").deputy("d")
                .experience(16);
    }

    @Test
    @DisplayName("GITM 9.6: 1,000 Average infantry, experience 16, morale 50, fresh, attacking after a move: every factor neutral, 1,000")
    void gitm_9_6_neutral() {
        Unit u = unit("US1IN").men(1000).build();
        StrengthChain c = Strength.chain(u, Part.FOOT, 1000, plain(Segment.MELEE));
        assertThat(c.value()).isCloseTo(1000, within(1e-9));
        assertThat(c.toString()).startsWith("US1IN foot 1000 x1 infantry x1 Average x1 experience 16");
    }

    @Test
    @DisplayName("GITM 9.6: the same, Good, experience 30, defending on rating 4 and held: 1,000 x 1.27 x 1.05 x 1.1 x "
            + "1.10 = 1,613.5")
    void gitm_9_6_good_defender() {
        Unit u = unit("US1IN").men(1000).quality(Quality.GOOD).experience(30).build();
        Situation s = new Situation(Segment.MELEE, Posture.PLAIN, false, 0, false, 1.1, 4, true, false, false, false,
                false, 0);
        assertThat(Strength.chain(u, Part.FOOT, 1000, s).value()).isCloseTo(1613.5, within(0.05));
    }

    @Test
    @DisplayName("GITM 9.6 strmods: a 300-man MA with 3 batteries, Very Good: 300 x 9 x 2.59 = 6,993")
    void gitm_9_6_guns() {
        Unit u = unit("US1MA").men(300).batteries(3).quality(Quality.VERY_GOOD).build();
        Parts p = Parts.of(u);
        assertThat(p.gunners()).isEqualTo(300);
        assertThat(Strength.chain(u, Part.GUNNERS, p.gunners(), plain(Segment.FIRE)).value())
                .isCloseTo(6993, within(1e-6));
    }

    @Test
    @DisplayName("GITM 9.6: 600 militia on open ground that moved in: 600 x 0.5 x 0.8 = 240; in a town without moving 450")
    void gitm_9_6_militia() {
        Unit u = unit("MX1MI").men(600).homeCity("Monterrey").build();
        Situation moved = new Situation(Segment.MELEE, Posture.PLAIN, false, 0, false, 1, 0, false, false, true,
                false, false, 0);
        assertThat(Strength.chain(u, Part.FOOT, 600, moved).value()).isCloseTo(240, within(1e-9));
        Situation town = new Situation(Segment.MELEE, Posture.PLAIN, false, 0, true, 1, 0, false, false, false,
                false, false, 0);
        assertThat(Strength.chain(u, Part.FOOT, 600, town).value()).isCloseTo(450, within(1e-9));
    }

    @Test
    @DisplayName("GITM 9.6 strmods: 1,000 lancers in a fort battle fight as 500; dragoons 2.5 in the open, 0.75 at a fort")
    void gitm_9_6_cavalry() {
        Unit nc = unit("MX1NC").men(1000).build();
        Situation fort = new Situation(Segment.MELEE, Posture.PLAIN, true, 0, false, 1, 0, false, false, false, false,
                false, 0);
        assertThat(Strength.chain(nc, Part.HORSE, 1000, fort).value()).isCloseTo(500, within(1e-9));
        Unit mc = unit("US1MC").men(1000).build();
        assertThat(Strength.chain(mc, Part.HORSE, 1000, plain(Segment.MELEE)).value()).isCloseTo(2500, within(1e-9));
        assertThat(Strength.chain(mc, Part.HORSE, 1000, fort).value()).isCloseTo(750, within(1e-9));
    }

    @Test
    @DisplayName("GITM 3.2, 9.6: quality runs 0.49 to 2.05 in steps of 1.27; gunners have it squared, 0.24 to 4.20")
    void gitm_9_6_quality_scale() {
        double[] men = {0.49, 0.62, 0.79, 1.00, 1.27, 1.61, 2.05};
        double[] guns = {0.24, 0.38, 0.62, 1.00, 1.61, 2.59, 4.20};
        for (Quality q : Quality.values()) {
            assertThat(CombatConstants.quality(q, false)).as(q.words()).isEqualTo(men[q.ordinal()]);
            assertThat(CombatConstants.quality(q, true)).as(q.words()).isEqualTo(guns[q.ordinal()]);
        }
    }

    @Test
    @DisplayName("GITM 3.6, 3.7, 3.2, 9.6: experience by the morale page's bands, morale 0.75 + m/200, fatigue bands")
    void gitm_9_6_ratings() {
        assertThat(Strength.experience(0)).isEqualTo(0.80);
        assertThat(Strength.experience(12)).isEqualTo(0.95);
        assertThat(Strength.experience(24)).isEqualTo(1.00);
        assertThat(Strength.experience(64)).isEqualTo(1.20);
        assertThat(Strength.morale(0)).isEqualTo(0.75);
        assertThat(Strength.morale(50)).isEqualTo(1.00);
        assertThat(Strength.morale(100)).isEqualTo(1.25);
        assertThat(Strength.fatigue(8)).isEqualTo(1.00);
        assertThat(Strength.fatigue(9)).isEqualTo(0.90);
        assertThat(Strength.fatigue(15)).isEqualTo(0.80);
        assertThat(Strength.fatigue(16)).isEqualTo(0.70);
    }

    @Test
    @DisplayName("GITM 9.6, 10.10: army-HQ communications x1.1; out of ammunition, infantry fight the melee at half, guns at a tenth")
    void gitm_9_6_hq_and_ammunition() {
        Unit u = unit("US1IN").men(1000).batteries(1).build();
        Situation hq = new Situation(Segment.MELEE, Posture.PLAIN, false, 0, false, 1, 0, false, true, false, false,
                false, 0);
        assertThat(Strength.chain(u, Part.FOOT, 900, hq).value()).isCloseTo(990, within(1e-9));
        Situation dry = new Situation(Segment.MELEE, Posture.PLAIN, false, 0, false, 1, 0, false, false, false, false,
                true, 0);
        assertThat(Strength.chain(u, Part.FOOT, 900, dry).value()).isCloseTo(450, within(1e-9));
        assertThat(Strength.chain(u, Part.GUNNERS, 100, dry).value()).isCloseTo(90, within(1e-9));
    }

    @Test
    @DisplayName("GITM 9.6, 8.9 strmods: assault and last-ditch x1.2, skirmish x0.5 (light infantry x0.7), evade x0.1; "
            + "a manned level-2 fort x2.4 in the melee only")
    void gitm_9_6_postures_and_forts() {
        assertThat(Posture.FIERCE.strength(false)).isEqualTo(1.2);
        assertThat(Posture.SKIRMISH.strength(false)).isEqualTo(0.5);
        assertThat(Posture.SKIRMISH.strength(true)).isEqualTo(0.7);
        assertThat(Posture.EVADE.strength(false)).isEqualTo(0.1);
        Unit u = unit("MX1IN").men(1000).inFort(true).build();
        Situation melee = new Situation(Segment.MELEE, Posture.PLAIN, true, 0, false, 1, 0, false, false, false, false,
                false, 2);
        Situation fire = new Situation(Segment.FIRE, Posture.PLAIN, true, 0, false, 1, 0, false, false, false, false,
                false, 2);
        assertThat(Strength.chain(u, Part.FOOT, 1000, melee).value()).isCloseTo(2400, within(1e-9));
        assertThat(Strength.chain(u, Part.FOOT, 1000, fire).value()).isCloseTo(1000, within(1e-9));
    }

    @Test
    @DisplayName("GITM 9.6 strmods: a fort of 8,000 is manned with 2,667 infantry on the walls, not 2,666; 3,000 yes, 2,000 no; gunners count 2")
    void gitm_9_6_fort_manning() {
        assertThat(FortManning.manned(2667, 8000)).isTrue();
        assertThat(FortManning.manned(2666, 8000)).isFalse();
        assertThat(FortManning.manned(3000, 8000)).isTrue();
        assertThat(FortManning.manned(2000, 8000)).isFalse();
        assertThat(Parts.of(unit("MX1MA").men(300).batteries(3).build()).onWalls()).isEqualTo(600);
        assertThat(Parts.of(unit("MX1LC").men(700).build()).onWalls()).isZero();
    }
}
