package org.adjutant.gitm.movement.tactical;

import static org.adjutant.gitm.movement.tactical.TacticalMovementTest.SQ;
import static org.assertj.core.api.Assertions.assertThat;

import java.lang.ref.WeakReference;
import org.adjutant.gitm.movement.FixedDice;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The plug-in itself: one instance serves every turn of a running robot. */
class GitmTacticalMovementTest {
    @Test
    @DisplayName("the plug-in keeps a turn's moves under way only while the turn lives: a finished turn is not kept alive")
    void finishedTurnIsDropped() throws InterruptedException {
        GitmTacticalMovement plugin = new GitmTacticalMovement();
        Theatre t = Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", SQ, "0-0").orders("US1IN", "MOVE TO 14-0")
                .unit("MX1IN", "NE", SQ, "14-14").orders("MX1IN", "ENGAGE");
        TurnContext turn = PhaseFixture.turnOf(t.state(), t.orders(), new FixedDice(), t);
        plugin.run(Phase.TACTICAL_1, turn);
        assertThat(turn.events()).as("the turn did move").isNotEmpty();
        WeakReference<TurnContext> ref = new WeakReference<>(turn);
        turn = null;
        for (int k = 0; k < 50 && ref.get() != null; k++) {
            System.gc();
            Thread.sleep(10);
        }
        assertThat(ref.get()).as("the plug-in still holds the finished turn").isNull();
        assertThat(plugin).isNotNull(); // the plug-in itself is still reachable all along
    }
}
