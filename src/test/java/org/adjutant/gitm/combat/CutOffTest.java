package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.function.UnaryOperator;
import org.adjutant.gitm.event.FellBack;
import org.adjutant.gitm.event.Shattered;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.movement.Theatre;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * GITM 9.9 and 12.1 with the designed rule of section 26.11: a unit of the side that lost the melee whose every way
 * out of its strategic square away from the enemy is barred -- by impassable ground or by the enemy -- has nowhere to
 * fall back to, and shatters. The fight in every case: a Mexican brigade of 1,000 at G1-V1 7-7, attacked by three
 * American brigades that came in from the east, north-east and south-east (so north round to south through the east
 * is towards the enemy, and west, north-west and south-west are the ways back); the Americans win the melee, the
 * morale checks hold, and the Mexicans' refuge is Saltillo, two squares south.
 */
class CutOffTest {
    private static CombatFixture beaten(UnaryOperator<Theatre> behind) {
        Theatre t = behind.apply(Theatre.openGround("G0-V0", "G3-V3")
                .city("G1-V3", "Saltillo", "7-7", "NE")
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(1000))
                .unit("US2IN", "US", "G1-V1", "7-7", b -> b.men(1000))
                .unit("US3IN", "US", "G1-V1", "7-7", b -> b.men(1000))
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(1000)));
        return new CombatFixture(t, new LabelledDice().fix("melee at", 0.0).fix("morale check", 0.99), "G1-V1", "7-7")
                .attackers("US1IN", "US2IN", "US3IN").defenders("MX1IN")
                .arrived("US1IN", "8-7").arrived("US2IN", "8-6").arrived("US3IN", "8-8");
    }

    @Test
    @DisplayName("GITM 9.9, 12.1 (designed, section 26.11): beaten with a river in flood on the three squares behind "
            + "it, the brigade cannot draw off and shatters instead of falling back")
    void gitm_9_9_cut_off_by_water_shatters() {
        CombatFixture f = beaten(t -> t.square("G0-V0", Terrain.WATER).square("G0-V1", Terrain.WATER)
                .square("G0-V2", Terrain.WATER));
        f.fight();
        assertThat(f.events(FellBack.class)).isEmpty();
        assertThat(f.events(Shattered.class)).singleElement().satisfies(e -> {
            assertThat(e.unit().toString()).isEqualTo("MX1IN");
            assertThat(e.cause().name()).isEqualTo("CUT_OFF");
        });
        assertThat(f.unit("MX1IN").readiness().name()).isEqualTo("SHATTERED");
        assertThat(f.unit("MX1IN").location().strategic().toString()).isEqualTo("G1-V3");
    }

    @Test
    @DisplayName("GITM 9.9, 12.1 (designed, section 26.11): the enemy astride the way back cuts it as water does: "
            + "river west, American troops north-west and south-west, and the beaten brigade shatters")
    void gitm_9_9_cut_off_by_the_enemy_shatters() {
        CombatFixture f = beaten(t -> t.square("G0-V1", Terrain.WATER)
                .unit("US4IN", "US", "G0-V0", "7-7", b -> b.men(500))
                .unit("US5IN", "US", "G0-V2", "7-7", b -> b.men(500)));
        f.fight();
        assertThat(f.events(Shattered.class)).singleElement().satisfies(e -> assertThat(e.cause().name())
                .isEqualTo("CUT_OFF"));
    }

    @Test
    @DisplayName("GITM 9.9 (designed, section 26.11): one way back open -- the river west, the south-west square "
            + "clear -- and the beaten brigade falls back one square as GITM 9.9 has it")
    void gitm_9_9_one_way_back_is_enough() {
        CombatFixture f = beaten(t -> t.square("G0-V0", Terrain.WATER).square("G0-V1", Terrain.WATER));
        f.fight();
        assertThat(f.events(Shattered.class)).isEmpty();
        assertThat(f.events(FellBack.class)).singleElement().satisfies(e -> assertThat(e.unit().toString())
                .isEqualTo("MX1IN"));
        assertThat(f.unit("MX1IN").location().strategic().toString()).isEqualTo("G1-V1");
    }

    @Test
    @DisplayName("GITM 9.9 (designed, section 26.11): water towards the enemy bars nothing: with the rivers north, "
            + "east and south and the land behind it open, the beaten brigade falls back")
    void gitm_9_9_water_on_the_enemy_side_is_no_trap() {
        CombatFixture f = beaten(t -> t.square("G1-V0", Terrain.WATER).square("G2-V1", Terrain.WATER)
                .square("G1-V2", Terrain.WATER));
        f.fight();
        assertThat(f.events(Shattered.class)).isEmpty();
        assertThat(f.events(FellBack.class)).hasSize(1);
    }
}
