package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.adjutant.gitm.event.CasualtiesSuffered;
import org.adjutant.gitm.event.CasualtyCause;
import org.adjutant.gitm.event.Retreated;
import org.adjutant.gitm.event.Routed;
import org.adjutant.gitm.event.Shattered;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.TacticalTerrain;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** GITM 9.8: retreat and rout (docs/rules/gitm-9-combat.md, sections 10.3-10.5; SIB retreat.html). */
class RetreatRoutTest {
    /** MX1IN moved in from the west (6-7) to fight US1IN, which came down from the north (7-6) onto 7-7. */
    private static CombatFixture clash(Theatre t, LabelledDice dice) {
        return new CombatFixture(t, dice, "G1-V1", "7-7").attackers("MX1IN").defenders("US1IN")
                .arrived("MX1IN", "6-7").arrived("US1IN", "7-6");
    }

    private static Theatre ground() {
        return Theatre.openGround("G0-V0", "G2-V2").city("G0-V0", "Saltillo", "7-7", "NE")
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(1000).fatigue(2))
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(1000));
    }

    @Test
    @DisplayName("GITM 9.8 SIB retreat.html: not the way it moved (E, NE, SE), not towards where the enemy came from (N, NE, NW)")
    void gitm_9_8_forbidden_directions() {
        Battle b = clash(ground(), new LabelledDice()).upTo(BattleStep.Order.SQUARES_FORM);
        assertThat(b.forbidden(b.fighter(UnitId.of("MX1IN")).orElseThrow()))
                .containsExactlyInAnyOrder(Direction.E, Direction.NE, Direction.SE, Direction.N, Direction.NW);
    }

    @Test
    @DisplayName("GITM 9.8: a retreat goes towards friends among the open directions, 1-4 squares (roll 2), 2 fatigue, engage orders dropped")
    void gitm_9_8_retreat_towards_friends() {
        Theatre t = ground().unit("MX2IN", "NE", "G1-V1", "6-8", b -> b.men(300));
        CombatFixture f = clash(t, new LabelledDice().fix("retreats: squares", 2));
        Battle b = f.upTo(BattleStep.Order.SQUARES_FORM);
        Set<Direction> forbidden = b.forbidden(b.fighter(UnitId.of("MX1IN")).orElseThrow());
        assertThat(Retreat.retreat(f.field, UnitId.of("MX1IN"), forbidden)).isTrue();
        assertThat(f.unit("MX1IN").location().tactical().toString()).isEqualTo("5-9");
        assertThat(f.unit("MX1IN").fatigue()).isEqualTo(4);
        assertThat(f.turn.failedMoraleCheck(UnitId.of("MX1IN"))).isPresent();
        assertThat(f.events(Retreated.class)).singleElement();
    }

    @Test
    @DisplayName("GITM 9.8: a retreat stops before the first square it may not enter (water two squares on)")
    void gitm_9_8_retreat_stops_short() {
        Theatre t = ground().unit("MX2IN", "NE", "G1-V1", "6-8", b -> b.men(300))
                .terrain("G1-V1", TacticalTerrain.WATER, "4-10");
        CombatFixture f = clash(t, new LabelledDice().fix("retreats: squares", 4));
        Battle b = f.upTo(BattleStep.Order.SQUARES_FORM);
        Retreat.retreat(f.field, UnitId.of("MX1IN"), b.forbidden(b.fighter(UnitId.of("MX1IN")).orElseThrow()));
        assertThat(f.unit("MX1IN").location().tactical().toString()).isEqualTo("5-9");
    }

    @Test
    @DisplayName("GITM 9.8, 12.1: with no open direction the retreating unit shatters")
    void gitm_9_8_retreat_blocked() {
        Theatre t = ground().terrain("G1-V1", TacticalTerrain.WATER, "6-8", "7-8", "6-7", "8-8");
        CombatFixture f = clash(t, new LabelledDice());
        Battle b = f.upTo(BattleStep.Order.SQUARES_FORM);
        Retreat.retreat(f.field, UnitId.of("MX1IN"), b.forbidden(b.fighter(UnitId.of("MX1IN")).orElseThrow()));
        assertThat(f.events(Shattered.class)).singleElement()
                .satisfies(e -> assertThat(e.cause().name()).isEqualTo("RETREAT_BLOCKED"));
    }

    @Test
    @DisplayName("GITM 9.8 SIB: a diagonal first step squeezed between two enemy-held squares may be chosen, and then fails: the unit shatters")
    void gitm_9_8_retreat_squeezed() {
        // 6-7 (west) and 7-8 (south) hold the enemy: south-west (6-8) is open but passes between them
        Theatre open = Theatre.openGround("G0-V0", "G2-V2").city("G0-V0", "Saltillo", "7-7", "NE")
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(1000))
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(1000))
                .unit("US2IN", "US", "G1-V1", "6-7", b -> b.men(100))
                .unit("US3IN", "US", "G1-V1", "7-8", b -> b.men(100));
        CombatFixture f = clash(open, new LabelledDice());
        Battle b = f.upTo(BattleStep.Order.SQUARES_FORM);
        Retreat.retreat(f.field, UnitId.of("MX1IN"), b.forbidden(b.fighter(UnitId.of("MX1IN")).orElseThrow()));
        assertThat(f.events(Shattered.class)).singleElement()
                .satisfies(e -> assertThat(e.cause().name()).isEqualTo("RETREAT_BLOCKED"));
    }

    @Test
    @DisplayName("GITM 9.8: a rout runs one strategic square in the direction rolled (5 = S), scatters 5-15% (roll 6 = 10%), 3 fatigue, tactical orders cancelled")
    void gitm_9_8_rout() {
        CombatFixture f = clash(ground(), new LabelledDice().fix("routs: direction", 5)
                .fix("routs: share", 6));
        assertThat(Rout.rout(f.field, UnitId.of("MX1IN"))).isTrue();
        assertThat(f.unit("MX1IN").location().strategic().toString()).isEqualTo("G1-V2");
        assertThat(f.unit("MX1IN").men()).isEqualTo(900);
        assertThat(f.unit("MX1IN").fatigue()).isEqualTo(5);
        assertThat(f.turn.tacticalOrdersCancelled(UnitId.of("MX1IN"))).isTrue();
        assertThat(f.events(Routed.class)).singleElement().satisfies(e -> assertThat(e.menLost()).isEqualTo(100));
        f.field.settleLosses();
        assertThat(f.events(CasualtiesSuffered.class)).singleElement().satisfies(e -> {
            assertThat(e.cause()).isEqualTo(CasualtyCause.ROUT);
            assertThat(e.prisoners()).isEqualTo(50);
            assertThat(e.stragglers()).isEqualTo(50);
        });
        assertThat(f.unit("MX1IN").stragglers()).isEqualTo(50);
    }

    @Test
    @DisplayName("GITM 9.8, 12.1: a rout may pick a blocked direction even with open ones: off the theatre to the north, it shatters")
    void gitm_9_8_rout_blocked() {
        Theatre t = Theatre.openGround("G0-V0", "G2-V1").city("G0-V0", "Saltillo", "7-7", "NE")
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(1000))
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(1000));
        CombatFixture f = clash(t, new LabelledDice().fix("routs: direction", 5));
        assertThat(Rout.rout(f.field, UnitId.of("MX1IN"))).isTrue(); // G1-V2 is not on this map: shattered
        assertThat(f.events(Shattered.class)).singleElement()
                .satisfies(e -> assertThat(e.cause().name()).isEqualTo("ROUT_BLOCKED"));
    }
}
