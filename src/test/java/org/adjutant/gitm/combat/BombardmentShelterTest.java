package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.adjutant.gitm.event.Bombarded;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.Quality;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * GITM 9.14 with the designed shelter of section 16: shells fall on men in proportion to how full a target their square
 * is, a fort's walls shelter every man in it whether or not the walls are manned, the ground covers those who hold it,
 * men who stay under fire take cover, and a beaten force that has drawn off is not chased by the guns. The gun in every
 * case: a Good 300-man siege train west of the target, 17,388 points (0.03 x 17,388 = 521.64 men against a full line
 * in the open); the noise draw is 0.5 (x1) and morale checks hold.
 */
class BombardmentShelterTest {
    private static Theatre target(int men) {
        return Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1SA", "US", "G1-V1", "6-7", b -> b.men(300).batteries(3).quality(Quality.GOOD)
                        .experience(16))
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(men))
                .orders("MX1IN", "DEFENSIVE DEFEND");
    }

    private static CombatFixture fixture(Theatre t) {
        return new CombatFixture(t, new LabelledDice().fix("loses a level", 0.99).fix("under bombardment", 0.99),
                "G1-V1", "7-7").attackers("US1SA").defenders("MX1IN");
    }

    private static List<Integer> shelled(CombatFixture f) {
        return f.events(Bombarded.class).stream().map(Bombarded::casualties).toList();
    }

    @Test
    @DisplayName("GITM 9.14, 9.7 (designed, section 16): a garrison the shells have thinned below a third of its "
            + "fort's capacity keeps the fort's cut: 500 men in a level-3 fort of 3,000 take 521.64 / 6 x 0.3 = 26, "
            + "not 250")
    void gitm_9_14_unmanned_fort_still_shelters() {
        Theatre t = target(500).fort("G1-V1", "Monclova", "7-7", "NE", 3, 3000)
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(500).inFort(true));
        CombatFixture f = fixture(t);
        new GitmBombardment().run(CombatFixture.PHASE, f.turn);
        assertThat(shelled(f)).containsExactly(26);
    }

    @Test
    @DisplayName("GITM 9.14 (designed, section 16): shells falling among few men hit few: 300 men in the open take a "
            + "tenth of what a full line of 3,000 would, 52 rather than 150")
    void gitm_9_14_thin_target() {
        CombatFixture f = fixture(target(300));
        new GitmBombardment().run(CombatFixture.PHASE, f.turn);
        assertThat(shelled(f)).containsExactly(52);
    }

    @Test
    @DisplayName("GITM 9.14 (designed, sections 9 and 16): men holding ground of rating 4 out of any fort are spared "
            + "two thirds of the shells: a full line takes 174, not 522")
    void gitm_9_14_cover_of_the_ground() {
        Theatre t = target(3000).terrain("G1-V1", TacticalTerrain.TOWN, 4, "7-7");
        CombatFixture f = fixture(t);
        new GitmBombardment().run(CombatFixture.PHASE, f.turn);
        assertThat(shelled(f)).containsExactly(174);
    }

    @Test
    @DisplayName("GITM 9.14 (designed, section 16): men who stay under fire take cover: shelled again the next phase "
            + "without having moved, the line takes half of what its numbers would bring")
    void gitm_9_14_taking_cover() {
        CombatFixture f = fixture(target(3000));
        new GitmBombardment().run(Phase.TACTICAL_1, f.turn);
        int left = f.unit("MX1IN").men();
        new GitmBombardment().run(Phase.TACTICAL_2, f.turn);
        assertThat(shelled(f).get(0)).isEqualTo(522);
        double expected = 521.64 * left / 3000.0 * 0.5;
        assertThat(shelled(f).get(1)).isBetween((int) Math.floor(expected), (int) Math.ceil(expected));
        f.turn.movers().moved(UnitId.of("MX1IN"), Phase.TACTICAL_3);
        int moved = f.unit("MX1IN").men();
        new GitmBombardment().run(Phase.TACTICAL_3, f.turn);
        double full = 521.64 * moved / 3000.0;
        assertThat(shelled(f).get(2)).as("a unit that moved out of its cover is a full target again")
                .isBetween((int) Math.floor(full), (int) Math.ceil(full));
    }

    @Test
    @DisplayName("GITM 9.14 (designed, section 16): a beaten force that has fallen back next to the guns is breaking "
            + "contact and is not shelled; once it moves again it is")
    void gitm_9_14_no_shelling_of_a_beaten_force() {
        CombatFixture f = fixture(target(1000));
        // beaten in a battle at 8-7, it falls back onto 7-7, beside the siege train
        f.turn.board().put(f.unit("MX1IN").toBuilder().location(org.adjutant.gitm.unit.Location.of("G1-V1", "8-7"))
                .build());
        Field field = new Field(f.turn, Phase.TACTICAL_1);
        FallBack.fallBack(field, UnitId.of("MX1IN"), java.util.Set.of(org.adjutant.gitm.map.Direction.N,
                org.adjutant.gitm.map.Direction.NE, org.adjutant.gitm.map.Direction.E,
                org.adjutant.gitm.map.Direction.SE, org.adjutant.gitm.map.Direction.S,
                org.adjutant.gitm.map.Direction.SW, org.adjutant.gitm.map.Direction.NW));
        assertThat(f.unit("MX1IN").location().tactical().toString()).isEqualTo("7-7");
        new GitmBombardment().run(Phase.TACTICAL_2, f.turn);
        assertThat(f.events(Bombarded.class)).isEmpty();
        f.turn.movers().moved(UnitId.of("MX1IN"), Phase.TACTICAL_3);
        new GitmBombardment().run(Phase.TACTICAL_3, f.turn);
        assertThat(f.events(Bombarded.class)).hasSize(1);
    }
}
