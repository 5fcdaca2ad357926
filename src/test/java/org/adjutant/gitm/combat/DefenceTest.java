package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** GITM 9.6 (section 3.2): attacker and defender by who moved; the attitudes and terrain that follow. */
class DefenceTest {
    private static CombatFixture fixture(boolean mexicansMovedIn) {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", "G1-V1", "7-7", b -> b.men(1000))
                .unit("MX1IN", "NE", "G1-V1", "7-7", b -> b.men(1000))
                .orders("US1IN", "OFFENSIVE SKIRMISH", "DEFENSIVE LAST-DITCH")
                .orders("MX1IN", "OFFENSIVE SKIRMISH", "DEFENSIVE LAST-DITCH");
        CombatFixture f = new CombatFixture(t, new LabelledDice(), "G1-V1", "7-7").attackers("US1IN")
                .defenders("MX1IN").arrived("US1IN", "6-7");
        return mexicansMovedIn ? f.arrived("MX1IN", "8-7") : f;
    }

    @Test
    @DisplayName("GITM 9.6: the side with a unit that did not move defends, in its defensive attitude (last ditch), holding its ground with the terrain's multiplier; the side that moved in attacks in its offensive one (skirmish)")
    void gitm_9_6_defender_stood() {
        Battle b = fixture(false).upTo(BattleStep.Order.FIRING_STRENGTH);
        assertThat(b.defending).contains(Side.DEFENDERS);
        Fighter us = b.fighter(UnitId.of("US1IN")).orElseThrow();
        Fighter mx = b.fighter(UnitId.of("MX1IN")).orElseThrow();
        assertThat(us.posture()).isEqualTo(Posture.SKIRMISH);
        assertThat(mx.posture()).isEqualTo(Posture.FIERCE);
        assertThat(mx.held).isTrue();
        assertThat(us.held).isFalse();
        assertThat(b.situation(mx, Segment.FIRE).terrain()).isEqualTo(CombatConstants.TERRAIN[b.rating()]);
        assertThat(b.situation(us, Segment.FIRE).terrain()).isEqualTo(1);
    }

    @Test
    @DisplayName("GITM 9.6: when every unit moved into the battle nobody defends: both sides use their offensive attitudes and neither gets the terrain")
    void gitm_9_6_all_moved() {
        Battle b = fixture(true).upTo(BattleStep.Order.FIRING_STRENGTH);
        assertThat(b.defending).isEqualTo(Optional.empty());
        for (String id : new String[] {"US1IN", "MX1IN"}) {
            Fighter f = b.fighter(UnitId.of(id)).orElseThrow();
            assertThat(f.posture()).as(id).isEqualTo(Posture.SKIRMISH);
            assertThat(f.held).isFalse();
            assertThat(b.situation(f, Segment.FIRE).terrain()).isEqualTo(1);
        }
    }
}
