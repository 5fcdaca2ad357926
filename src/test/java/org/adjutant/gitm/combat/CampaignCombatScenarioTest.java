package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.function.Predicate;
import org.adjutant.gitm.event.CasualtiesSuffered;
import org.adjutant.gitm.event.CasualtyCause;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.movement.tactical.GitmTacticalMovement;
import org.adjutant.gitm.unit.Quality;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The combat rules as a campaign turn plays them (tactical movement, bombardment and battles by the game's own plug-
 * ins, four combat phases), on the two positions a 17-turn campaign found absurd: two batteries shelling a brigade all
 * day (585 casualties in one turn), and a brigade storming a level-2 fort (the garrison taken whole at its first lost
 * melee). The bounds come from the war's own rates (docs/rules/gitm-9-combat.md, sections 11.6 and 16): at Palo Alto
 * about a dozen guns cost Arista's line, standing in the open for four and a half hours, 250-600 men, 7-16% of it; a
 * day's shelling of men in a town or works cost them little (Vera Cruz's garrison, about 80 soldiers in four days of
 * Scott's siege guns; Fort Texas, 12-15 of 500 in 160 hours); level-2 works carried by storm cost the stormers a tenth
 * to a quarter of their men (Churubusco 12%, Molino del Rey 25%), a failed storm about 30% (Fort Wagner), and a
 * garrison not cut off marched out (Molino del Rey's mostly got away). Twenty seeds each, the medians judged.
 */
class CampaignCombatScenarioTest {
    private static final int SEEDS = 20;

    /** Two Good medium batteries (12 guns, 200 men) beside a brigade of 2,000 that stands all turn. */
    private static Theatre guns(TacticalTerrain ground) {
        Theatre t = Theatre.openGround("G0-V0", "G4-V2")
                .city("G4-V1", "Toluca", "7-7", "NE").city("G0-V1", "Camargo", "7-7", "US")
                .unit("US1MA", "US", "G2-V1", "6-7", b -> b.men(200).batteries(2).quality(Quality.GOOD)
                        .experience(16))
                .unit("MX1IN", "NE", "G2-V1", "7-7", b -> b.men(2000).quality(Quality.FAIR).experience(12))
                .orders("MX1IN", "DEFENSIVE DEFEND");
        if (ground != TacticalTerrain.OPEN) {
            t.terrain("G2-V1", ground, 3, "7-7"); // a town of rating 3, the middle of its band
        }
        return combat(t);
    }

    /**
     * Two Good brigades of 1,500 storming, from the west, a level-2 fort of capacity 3,000 held by 1,000 Fair infantry
     * and 150 Fair gunners with two batteries, then coming on again while the fight goes on.
     */
    private static Theatre storm() {
        Theatre t = Theatre.openGround("G0-V0", "G4-V2")
                .fort("G2-V1", "San Cosme", "7-7", "NE", 2, 3000)
                .city("G4-V1", "Toluca", "7-7", "NE").city("G0-V1", "Camargo", "7-7", "US")
                .unit("US1IN", "US", "G2-V1", "6-7", b -> b.men(1500).quality(Quality.GOOD).experience(20))
                .unit("US2IN", "US", "G2-V1", "6-8", b -> b.men(1500).quality(Quality.GOOD).experience(20))
                .unit("MX1IN", "NE", "G2-V1", "7-7", b -> b.men(1000).quality(Quality.FAIR).experience(12)
                        .inFort(true))
                .unit("MX1MA", "NE", "G2-V1", "7-7", b -> b.men(150).batteries(2).quality(Quality.FAIR)
                        .experience(12).inFort(true))
                .orders("US1IN", "OFFENSIVE ASSAULT", "MOVE TO 7-7 PHASE 1", "SUPPORT 7-7 RADIUS 0 PHASES 2-4")
                .orders("US2IN", "OFFENSIVE ASSAULT", "MOVE TO 7-7 PHASE 1", "SUPPORT 7-7 RADIUS 0 PHASES 2-4")
                .orders("MX1IN", "DEFENSIVE DEFEND").orders("MX1MA", "DEFENSIVE DEFEND");
        return combat(t);
    }

    private static Theatre combat(Theatre t) {
        return t.plugins(t.plugins().withTactical(new GitmTacticalMovement())
                .withCombat(new GitmBombardment(), new GitmCombat()));
    }

    /** The median over the seeds of the men a side lost in the turn, by the causes given. */
    private static int medianLoss(Theatre t, String nationPrefix, Predicate<CasualtyCause> causes) {
        int[] lost = new int[SEEDS];
        for (int s = 0; s < SEEDS; s++) {
            TurnOutcome o = t.run(SeededDice.forTurn(1000 + s, 1));
            lost[s] = Theatre.events(o).stream().filter(CasualtiesSuffered.class::isInstance)
                    .map(CasualtiesSuffered.class::cast)
                    .filter(c -> c.unit().toString().startsWith(nationPrefix) && causes.test(c.cause()))
                    .mapToInt(CasualtiesSuffered::total).sum();
        }
        Arrays.sort(lost);
        return lost[SEEDS / 2];
    }

    @Test
    @DisplayName("GITM 9.14 in a campaign turn: two batteries shelling a brigade of 2,000 standing in the open all day "
            + "cost it 1-15% (Palo Alto: 7-16% in 4.5 hours from a dozen guns), not the 585 of a death spiral")
    void gitm_9_14_two_batteries_in_the_open() {
        int lost = medianLoss(guns(TacticalTerrain.OPEN), "MX", c -> c == CasualtyCause.BOMBARDMENT);
        assertThat(lost).as("median losses to a day's shelling").isBetween(20, 300);
    }

    @Test
    @DisplayName("GITM 9.14 in a campaign turn: the same guns on the same brigade in a town cost it at most 5%: men "
            + "who hold walls and houses take cover (Vera Cruz, Fort Texas)")
    void gitm_9_14_two_batteries_on_a_town() {
        int open = medianLoss(guns(TacticalTerrain.OPEN), "MX", c -> c == CasualtyCause.BOMBARDMENT);
        int town = medianLoss(guns(TacticalTerrain.TOWN), "MX", c -> c == CasualtyCause.BOMBARDMENT);
        assertThat(town).as("median losses in the town").isLessThanOrEqualTo(100).isLessThan(open);
    }

    @Test
    @DisplayName("GITM 9.6, 9.7, 9.9 in a campaign turn: 3,000 Good infantry storming a manned level-2 fort lose 3-35% "
            + "of their men (Churubusco 12%, Molino del Rey 25%, Fort Wagner 29%), and the garrison, beaten at close "
            + "odds with a road out, marches out on terms instead of going into captivity to a man (designed, section "
            + "11.6)")
    void gitm_9_9_storm_of_a_level_2_fort() {
        Theatre storm = storm();
        assertThat(medianLoss(storm, "US", c -> true)).as("median losses of the stormers").isBetween(90, 1050);
        assertThat(medianLoss(storm, "MX", c -> true)).as("median losses of the garrison of 1,150")
                .isLessThanOrEqualTo(400);
    }
}
