package org.adjutant.gitm.combat;

import static org.assertj.core.api.Assertions.assertThat;

import org.adjutant.gitm.event.BattleFought;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.movement.tactical.GitmTacticalMovement;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class CombatSmokeTest {
    @Test
    @DisplayName("GITM 9.1: two hostile brigades that meet fight a battle in the real turn")
    void armiesFight() {
        Theatre t = Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", "G1-V1", "5-7", b -> b.men(1200).quality(org.adjutant.gitm.unit.Quality.GOOD))
                .unit("US2IN", "US", "G1-V1", "5-8", b -> b.men(1000))
                .unit("MX1IN", "NE", "G1-V1", "9-7", b -> b.men(1500))
                .orders("US1IN", "ENGAGE", "OFFENSIVE ATTACK")
                .orders("US2IN", "ENGAGE", "OFFENSIVE ASSAULT")
                .orders("MX1IN", "DEFENSIVE DEFEND");
        t.plugins(t.plugins().withTactical(new GitmTacticalMovement())
                .withCombat(new GitmBombardment(), new GitmCombat()));
        TurnOutcome o = t.run();
        Theatre.events(o).forEach(e -> System.out.println(e.phase() + ": " + e.describe()));
        assertThat(Theatre.events(o)).anyMatch(e -> e instanceof BattleFought);
    }
}
