package org.adjutant.gitm.movement;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.adjutant.gitm.event.TacticalMoveKind;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.UnitId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The board's list of battle contacts, which tactical movement fills and the combat step reads (GITM 8.3, 9.1). */
class BoardContactsTest {
    private static Board board() {
        GitmState state = Theatre.openGround("G0-V0", "G2-V2")
                .unit("US1IN", "US", "G1-V1", "3-7").unit("MX1IN", "NE", "G1-V1", "3-7")
                .unit("US2IN", "US", "G0-V0", "9-9").unit("MX2IN", "NE", "G0-V0", "9-9").state();
        return Board.of(state, state.map(n -> java.util.Optional.empty()));
    }

    private static BattleContact contact(Phase phase, String square, String at, String attacker, String defender,
                                         BattleContact.Opening opening) {
        return new BattleContact(phase, StrategicSquare.of(square), TacticalSquare.of(at), opening,
                UnitId.of(attacker), List.of(UnitId.of(attacker)), List.of(UnitId.of(defender)),
                opening == BattleContact.Opening.STANDING ? List.of() : List.of(new BattleContact.Arrival(
                        UnitId.of(attacker), TacticalSquare.of("2-7"), TacticalMoveKind.SPECIFIED)));
    }

    @Test
    @DisplayName("GITM 9.1 a phase's battles come back in map order whatever order they were opened in")
    void gitm_9_1_contactsInMapOrder() {
        Board b = board();
        b.openContact(contact(Phase.TACTICAL_1, "G1-V1", "3-7", "US1IN", "MX1IN", BattleContact.Opening.MOVE));
        b.openContact(contact(Phase.TACTICAL_1, "G0-V0", "9-9", "MX2IN", "US2IN", BattleContact.Opening.MOVE));
        assertThat(b.contacts(Phase.TACTICAL_1).all()).extracting(c -> c.square().toString())
                .containsExactly("G0-V0", "G1-V1");
        assertThat(b.contactsIn(Phase.TACTICAL_1, StrategicSquare.of("G1-V1"))).hasSize(1);
        assertThat(b.contacts(Phase.TACTICAL_2).isEmpty()).isTrue();
    }

    @Test
    @DisplayName("GITM 8.3 a later record for the same phase and place replaces the earlier one; other phases keep theirs")
    void gitm_8_3_laterRecordReplaces() {
        Board b = board();
        Location where = new Location(StrategicSquare.of("G1-V1"), TacticalSquare.of("3-7"));
        b.openContact(contact(Phase.TACTICAL_1, "G1-V1", "3-7", "US1IN", "MX1IN", BattleContact.Opening.MOVE));
        b.openContact(contact(Phase.TACTICAL_1, "G1-V1", "3-7", "MX1IN", "US1IN", BattleContact.Opening.MOVE));
        b.openContact(contact(Phase.TACTICAL_2, "G1-V1", "3-7", "US1IN", "MX1IN", BattleContact.Opening.STANDING));
        assertThat(b.contacts(Phase.TACTICAL_1).size()).isEqualTo(1);
        assertThat(b.contactAt(Phase.TACTICAL_1, where).orElseThrow().initiator()).isEqualTo(UnitId.of("MX1IN"));
        assertThat(b.lastContactAt(where).orElseThrow().phase()).isEqualTo(Phase.TACTICAL_2);
        b.closeContact(Phase.TACTICAL_2, where);
        assertThat(b.lastContactAt(where).orElseThrow().phase()).isEqualTo(Phase.TACTICAL_1);
        assertThat(b.contacts(Phase.TACTICAL_2).isEmpty()).isTrue();
    }

    @Test
    @DisplayName("GITM 8.11, 6.6 a contact says whether both sides attack and who moved in")
    void gitm_8_11_flags() {
        BattleContact c = contact(Phase.TACTICAL_1, "G1-V1", "3-7", "US1IN", "MX1IN",
                BattleContact.Opening.INTERCEPTION);
        assertThat(c.bothSidesAttack()).isTrue();
        assertThat(c.movedIn(UnitId.of("US1IN"))).isTrue();
        assertThat(c.movedIn(UnitId.of("MX1IN"))).isFalse();
        assertThat(c.everyoneMovedIn()).isFalse();
        assertThat(contact(Phase.TACTICAL_1, "G1-V1", "3-7", "US1IN", "MX1IN", BattleContact.Opening.MOVE)
                .bothSidesAttack()).isFalse();
    }
}
