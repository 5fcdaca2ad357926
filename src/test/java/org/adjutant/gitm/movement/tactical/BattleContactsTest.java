package org.adjutant.gitm.movement.tactical;

import static org.adjutant.gitm.movement.tactical.TacticalMovementTest.SQ;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.adjutant.gitm.event.TacticalMoveKind;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.movement.BattleContact;
import org.adjutant.gitm.movement.BattleContacts;
import org.adjutant.gitm.movement.FixedDice;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The battles tactical movement leaves on the board, as the combat step receives them. */
class BattleContactsTest {
    static Theatre withCombat(ScriptedCombat combat) {
        Theatre t = TacticalMovementTest.theatre();
        t.plugins(t.plugins().withCombat((phase, turn) -> {
        }, combat));
        return t;
    }

    static List<String> ids(List<UnitId> units) {
        return units.stream().map(UnitId::toString).toList();
    }

    @Test
    @DisplayName("GITM 8.3, 9.1 the combat step receives the phase's battle: where, who opened it, each side, who moved in and from where")
    void gitm_8_3_contactHandedToCombat() {
        ScriptedCombat combat = new ScriptedCombat();
        run(withCombat(combat)
                .unit("US1LC", "US", SQ, "0-7").orders("US1LC", "MOVE TO 10-7")
                .unit("MX1IN", "NE", SQ, "3-7"));
        BattleContacts first = combat.in(Phase.TACTICAL_1);
        assertThat(first.all()).hasSize(1);
        BattleContact c = first.all().get(0);
        assertThat(c.phase()).isEqualTo(Phase.TACTICAL_1);
        assertThat(c.square().toString()).isEqualTo(SQ);
        assertThat(c.at()).isEqualTo(TacticalSquare.of("3-7"));
        assertThat(c.opening()).isEqualTo(BattleContact.Opening.MOVE);
        assertThat(c.initiator()).isEqualTo(UnitId.of("US1LC"));
        assertThat(ids(c.attackers())).containsExactly("US1LC");
        assertThat(ids(c.defenders())).containsExactly("MX1IN");
        assertThat(c.arrivals()).containsExactly(new BattleContact.Arrival(UnitId.of("US1LC"),
                TacticalSquare.of("2-7"), TacticalMoveKind.SPECIFIED));
        assertThat(c.movedIn(UnitId.of("MX1IN"))).as("the defender held its ground").isFalse();
        assertThat(c.everyoneMovedIn()).isFalse();
        assertThat(c.bothSidesAttack()).isFalse();
        assertThat(first.of(UnitId.of("MX1IN"))).contains(c);
    }

    @Test
    @DisplayName("GITM 9.1 hostile units still together after a battle fight again next phase: a standing battle with the same sides")
    void gitm_9_1_standingBattleNextPhase() {
        ScriptedCombat combat = new ScriptedCombat();
        run(withCombat(combat)
                .unit("US1LC", "US", SQ, "0-7").orders("US1LC", "MOVE TO 10-7")
                .unit("MX1IN", "NE", SQ, "3-7"));
        assertThat(combat.counts()).containsEntry(Phase.TACTICAL_1, 1).containsEntry(Phase.TACTICAL_2, 1)
                .containsEntry(Phase.TACTICAL_4, 1);
        BattleContact again = combat.in(Phase.TACTICAL_2).all().get(0);
        assertThat(again.opening()).isEqualTo(BattleContact.Opening.STANDING);
        assertThat(again.initiator()).as("the unit that opened it keeps the attack").isEqualTo(UnitId.of("US1LC"));
        assertThat(ids(again.attackers())).containsExactly("US1LC");
        assertThat(ids(again.defenders())).containsExactly("MX1IN");
        assertThat(again.arrivals()).isEmpty();
    }

    @Test
    @DisplayName("GITM 9.1 hostile units together when the turn begins fight in phase 1 though nobody moved: a standing battle")
    void gitm_9_1_standingFromTheStart() {
        ScriptedCombat combat = new ScriptedCombat();
        run(withCombat(combat).unit("US1IN", "US", SQ, "5-5").unit("MX1IN", "NE", SQ, "5-5")
                .unit("US2IN", "US", SQ, "9-9"));
        BattleContact c = combat.in(Phase.TACTICAL_1).all().get(0);
        assertThat(c.opening()).isEqualTo(BattleContact.Opening.STANDING);
        assertThat(c.at()).isEqualTo(TacticalSquare.of("5-5"));
        assertThat(c.sides()).extracting(UnitId::toString).containsExactlyInAnyOrder("US1IN", "MX1IN");
        assertThat(c.attackers()).hasSize(1).as("each side has one of them").doesNotContainAnyElementsOf(c.defenders());
        assertThat(c.arrivals()).isEmpty();
        assertThat(combat.in(Phase.TACTICAL_1).size()).as("US2IN stands alone").isEqualTo(1);
    }

    @Test
    @DisplayName("GITM 8.3 (GITM-MD battlesides.html) later arrivals take sides by the unit that began the battle: its allies attack, its enemies defend")
    void gitm_8_3_laterArrivalsChooseSides() {
        ScriptedCombat combat = new ScriptedCombat();
        run(withCombat(combat)
                .unit("US1LC", "US", SQ, "0-7").orders("US1LC", "MOVE TO 10-7")
                .unit("MX1IN", "NE", SQ, "3-7")
                .unit("MX2IN", "NE", SQ, "3-7")
                .unit("US2IN", "US", SQ, "3-10").orders("US2IN", "MOVE TO 3-7")
                .unit("MX3IN", "NM", SQ, "3-3").orders("MX3IN", "MOVE TO 3-7"));
        BattleContact c = combat.in(Phase.TACTICAL_1).all().get(0);
        assertThat(c.initiator()).isEqualTo(UnitId.of("US1LC"));
        assertThat(ids(c.attackers())).containsExactlyInAnyOrder("US1LC", "US2IN");
        assertThat(ids(c.defenders())).as("units of two allied states on the other side")
                .containsExactlyInAnyOrder("MX1IN", "MX2IN", "MX3IN");
        assertThat(c.arrivals()).extracting(a -> a.unit().toString()).as("in the order they came")
                .startsWith("US1LC").containsExactlyInAnyOrder("US1LC", "MX3IN", "US2IN");
        assertThat(c.arrival(UnitId.of("MX3IN")).orElseThrow().from()).isEqualTo(TacticalSquare.of("3-6"));
    }

    @Test
    @DisplayName("GITM 9.1 battles come in map order, strategic square then tactical square, the same on every run")
    void gitm_9_1_mapOrder() {
        java.util.function.Supplier<ScriptedCombat> once = () -> {
            ScriptedCombat combat = new ScriptedCombat();
            run(withCombat(combat)
                    .unit("US1IN", "US", SQ, "9-1").orders("US1IN", "MOVE TO 9-3")
                    .unit("MX1IN", "NE", SQ, "9-3")
                    .unit("US2IN", "US", SQ, "1-9").orders("US2IN", "MOVE TO 3-9")
                    .unit("MX2IN", "NE", SQ, "3-9")
                    .unit("US3IN", "US", "G0-V0", "5-5").orders("US3IN", "MOVE TO 5-7")
                    .unit("MX3IN", "NE", "G0-V0", "5-7"));
            return combat;
        };
        BattleContacts a = once.get().in(Phase.TACTICAL_1);
        assertThat(a.all()).extracting(c -> c.square() + " " + c.at())
                .containsExactly("G0-V0 5-7", "G1-V1 9-3", "G1-V1 3-9");
        assertThat(a.in(org.adjutant.gitm.map.StrategicSquare.of(SQ))).hasSize(2);
        assertThat(once.get().in(Phase.TACTICAL_1)).isEqualTo(a);
    }

    @Test
    @DisplayName("GITM 5.2 the final tactical phase has no combat step, so no battle is handed over then")
    void gitm_5_2_noCombatInTheFinalPhase() {
        ScriptedCombat combat = new ScriptedCombat();
        run(withCombat(combat)
                .unit("US1LC", "US", SQ, "0-7").orders("US1LC", "MOVE TO 3-7 PHASE 5")
                .unit("MX1IN", "NE", SQ, "3-7"));
        assertThat(combat.counts()).containsOnlyKeys(Phase.TACTICAL_1, Phase.TACTICAL_2, Phase.TACTICAL_3,
                Phase.TACTICAL_4).allSatisfy((p, n) -> assertThat(n).isZero());
    }

    static org.adjutant.ruleset.TurnOutcome run(Theatre t) {
        return t.run(new FixedDice());
    }
}
