package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.adjutant.gitm.event.BattleFought;
import org.adjutant.gitm.event.Bombarded;
import org.adjutant.gitm.event.CasualtiesSuffered;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.movement.tactical.GitmTacticalMovement;
import org.adjutant.gitm.state.GameSettings;
import org.adjutant.gitm.state.TurnCalendar;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * GITM 9.1, 8.3 (GITM-MD battlesides.html) through the real turn: which turns fight, which units fight on which side,
 * several battles in one strategic square. (Theatre's states: US; NE and NM of Mexico, allied; YUC neutral.)
 */
class BattleSidesTest {
    private static Theatre withCombat(Theatre t) {
        return t.plugins(t.plugins().withTactical(new GitmTacticalMovement())
                .withCombat(new GitmBombardment(), new GitmCombat()));
    }

    private static <T extends GitmEvent> List<T> events(TurnOutcome o, Class<T> type) {
        return Theatre.events(o).stream().filter(type::isInstance).map(type::cast).toList();
    }

    /** US1IN and MX1IN stand together on 7-7 when the turn begins: a standing battle in phase 1. */
    private static Theatre together() {
        return withCombat(Theatre.openGround("G0-V0", "G2-V2").turn(3)
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(1000))
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(1000)));
    }

    @Test
    @DisplayName("GITM 9.1: on a truce (or peace) turn of the game's calendar hostile units side by side fight nothing; on the next, a campaign turn, they do")
    void gitm_9_1_no_combat_on_truce_turns() {
        TurnCalendar truce = new TurnCalendar(List.of(new TurnCalendar.Pause(1, 3, TurnCalendar.Kind.TRUCE)));
        TurnCalendar peace = new TurnCalendar(List.of(new TurnCalendar.Pause(1, 3, TurnCalendar.Kind.PEACE)));
        for (TurnCalendar pause : List.of(truce, peace)) {
            TurnOutcome o = together().settings(GameSettings.DEFAULT.withCalendar(pause)).run(new LabelledDice());
            assertThat(events(o, BattleFought.class)).isEmpty();
            assertThat(events(o, CasualtiesSuffered.class)).isEmpty();
            assertThat(Theatre.unit(o, "US1IN").men()).isEqualTo(1000);
            assertThat(Theatre.unit(o, "MX1IN").men()).isEqualTo(1000);
        }
        TurnOutcome campaign = together().turn(4).settings(GameSettings.DEFAULT.withCalendar(truce))
                .run(new LabelledDice());
        assertThat(events(campaign, BattleFought.class)).isNotEmpty();
        assertThat(events(campaign, CasualtiesSuffered.class)).isNotEmpty();
    }

    @Test
    @DisplayName("GITM 11.4: an inactive unit on the square of a battle takes no part in it: on neither side, no losses, no ammunition spent")
    void gitm_11_4_inactive_units_do_not_fight() {
        // combat alone, without the readiness steps that would rouse it (GITM 11.3): what 11.4 says of the battle itself
        Theatre t = together().unit("US2IN", "US", "G1-V1", "7-7",
                b -> b.men(900).readiness(org.adjutant.gitm.unit.Readiness.INACTIVE));
        TurnOutcome o = t.run(new LabelledDice());
        List<BattleFought> battles = events(o, BattleFought.class);
        assertThat(battles).isNotEmpty();
        UnitId resting = UnitId.parse("US2IN").orElseThrow();
        for (BattleFought b : battles) {
            assertThat(concat(b.attackers(), b.defenders())).doesNotContain(resting);
        }
        assertThat(events(o, CasualtiesSuffered.class)).noneMatch(c -> c.unit().equals(resting));
        assertThat(Theatre.unit(o, "US2IN").men()).isEqualTo(900);
        assertThat(Theatre.unit(o, "US2IN").ammunition()).isEqualTo(t.state().unit(resting).orElseThrow().ammunition());
    }

    @Test
    @DisplayName("GITM 9.1: two battles in one strategic square are fought apart, each with its own units; no unit is in both")
    void gitm_9_1_several_battles_in_one_square() {
        Theatre t = withCombat(Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(1000))
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(1000))
                .unit("US2IN", "US", "G1-V1", "2-2", b -> b.men(800))
                .unit("MX2IN", "NE", "G1-V1", "2-2", b -> b.men(800)));
        TurnOutcome o = t.run(new LabelledDice());
        List<BattleFought> first = events(o, BattleFought.class).stream()
                .filter(b -> b.when() == CombatFixture.PHASE).toList();
        assertThat(first).hasSize(2);
        assertThat(first).extracting(b -> b.at().toString()).containsExactly("2-2", "7-7");
        Set<UnitId> seen = new HashSet<>();
        for (BattleFought b : first) {
            assertThat(b.square().toString()).isEqualTo("G1-V1");
            for (UnitId id : concat(b.attackers(), b.defenders())) {
                assertThat(seen.add(id)).as(id + " in one battle only").isTrue();
            }
        }
        assertThat(first.get(0).attackers().size() + first.get(0).defenders().size()).isEqualTo(2);
        assertThat(Theatre.unit(o, "US2IN").men()).isLessThan(800);
        assertThat(Theatre.unit(o, "US1IN").men()).isLessThan(1000);
    }

    @Test
    @DisplayName("GITM 8.3 battlesides.html: a unit of an allied state on the square joins the side of its ally and takes its share of the fire")
    void gitm_8_3_allies_fight_together() {
        Theatre t = withCombat(Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", "G1-V1", "5-7", b -> b.men(2000)).orders("US1IN", "MOVE TO 7-7")
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(1000))
                .unit("MX2IN", "NM", "G1-V1", "7-7", b -> b.men(1000)).orders("MX2IN", "LINE FIRST"));
        TurnOutcome o = t.run(new LabelledDice());
        BattleFought b = events(o, BattleFought.class).get(0);
        assertThat(b.attackers()).containsExactly(UnitId.of("US1IN"));
        assertThat(b.defenders()).containsExactlyInAnyOrder(UnitId.of("MX1IN"), UnitId.of("MX2IN"));
        assertThat(events(o, CasualtiesSuffered.class)).extracting(c -> c.unit().toString()).contains("MX2IN");
    }

    private static Theatre beside(boolean neutral) {
        Theatre t = withCombat(Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(1000))
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(1000))
                .unit("US1MA", "US", "G1-V1", "9-7", b -> b.men(300).batteries(3))
                .unit("MX3IN", "NE", "G1-V1", "8-7", b -> b.men(500)));
        return neutral ? t.unit("MX9IN", "YUC", "G1-V1", "8-7", b -> b.men(1000)) : t;
    }

    @Test
    @DisplayName("GITM 8.3, 9.14: a neutral unit next to a battle takes no part and no loss, and guns may not fire into its square (without it they do)")
    void gitm_8_3_neutrals_stand_aside() {
        assertThat(events(beside(false).run(new LabelledDice()), Bombarded.class)).as("the control: the guns fire")
                .isNotEmpty();
        TurnOutcome o = beside(true).run(new LabelledDice());
        assertThat(events(o, BattleFought.class)).isNotEmpty().allSatisfy(b -> {
            assertThat(b.attackers()).doesNotContain(UnitId.of("MX9IN"));
            assertThat(b.defenders()).doesNotContain(UnitId.of("MX9IN"));
        });
        assertThat(events(o, CasualtiesSuffered.class)).extracting(c -> c.unit().toString())
                .doesNotContain("MX9IN", "MX3IN");
        assertThat(events(o, Bombarded.class)).isEmpty();
        assertThat(Theatre.unit(o, "MX9IN").men()).isEqualTo(1000);
    }

    private static List<UnitId> concat(List<UnitId> a, List<UnitId> b) {
        List<UnitId> out = new java.util.ArrayList<>(a);
        out.addAll(b);
        return out;
    }
}
