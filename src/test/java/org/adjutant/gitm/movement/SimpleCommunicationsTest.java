package org.adjutant.gitm.movement;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.state.GitmState;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** GITM 10.1 communications through full GITM 10.2 lines of contact. */
class SimpleCommunicationsTest {
    private static List<String> inCommunications(Theatre t) {
        GitmState s = t.state();
        Board board = Board.of(s, s.map(n -> Optional.empty()));
        return new SimpleCommunications().inCommunications(board).stream().map(Object::toString).toList();
    }

    /** A US army HQ at A0-S2, a corps HQ 5 squares east at A5-S2, a battalion 2 further east at A7-S2. */
    private static Theatre chain() {
        return Theatre.openGround("A0-S0", "A9-S4").unit("US1AQ", "US", "A0-S2", "7-7")
                .unit("US1CQ", "US", "A5-S2", "7-7").unit("US1IN", "US", "A7-S2", "7-7");
    }

    @Test
    @DisplayName("GITM 10.1 corps HQ within 5 of the army HQ, battalion within 2 of that corps HQ, by lines of contact")
    void gitm_10_1_byLinesOfContact() {
        assertThat(inCommunications(chain())).containsExactly("US1AQ", "US1CQ", "US1IN");
    }

    @Test
    @DisplayName("GITM 10.1 with GITM 10.2: an enemy light cavalry picket between the battalion and its corps HQ cuts the battalion off")
    void gitm_10_2_cavalryCutsCommunications() {
        assertThat(inCommunications(chain().unit("MX1LC", "NE", "A6-S0", "7-7").unit("MX2LC", "NE", "A6-S3", "7-7")))
                .containsExactly("US1AQ", "US1CQ");
        assertThat(inCommunications(chain().unit("MX1IN", "NE", "A6-S0", "7-7").unit("MX2IN", "NE", "A6-S3", "7-7")))
                .as("infantry there screens nothing").containsExactly("US1AQ", "US1CQ", "US1IN");
    }

    @Test
    @DisplayName("GITM 10.1 with GITM 10.2: a corps HQ hemmed in on its tactical map towards the army HQ is out of communications, and so are the units that lean on it")
    void gitm_10_2_hemmedInCorpsHq() {
        // enemy infantry in the west, north-west and south-west cones of the corps HQ's tactical map
        Theatre t = chain().unit("MX1IN", "NE", "A5-S2", "2-7").unit("MX2IN", "NE", "A5-S2", "2-2")
                .unit("MX3IN", "NE", "A5-S2", "2-12");
        assertThat(inCommunications(t)).containsExactly("US1AQ");
    }
}
