package org.adjutant.turn;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.adjutant.store.QueuedBlock;
import org.adjutant.store.QueuedBlock.Role;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class EffectiveOrdersTest {
    private long seq;

    private QueuedBlock block(String unit, long player, Role role, String order) {
        seq++;
        return new QueuedBlock(seq, "g", unit, 0, 1, player, role, "", Instant.ofEpochSecond(seq), List.of(order));
    }

    @Test
    @DisplayName("GITM 6.1 the commander's last orders win; without them the deputy's last")
    void gitm_6_1_commanderLastBeatsDeputyLast() {
        List<QueuedBlock> arrivals = List.of(
                block("US1IN", 1, Role.COMMANDER, "first"),
                block("US1IN", 2, Role.DEPUTY, "deputy later"),
                block("US1IN", 1, Role.COMMANDER, "second"),
                block("US2IN", 2, Role.DEPUTY, "d1"),
                block("US2IN", 2, Role.DEPUTY, "d2"));
        Map<String, QueuedBlock> chosen = EffectiveOrders.select(arrivals);
        assertThat(chosen.get("US1IN").orders()).containsExactly("second");
        assertThat(chosen.get("US2IN").orders()).containsExactly("d2");
    }

    @Test
    @DisplayName("GITM 6.10 roles are judged at arrival: the sequence of the assignment-change example")
    void gitm_6_10_reassignmentSequence() {
        // A commands, B is deputy. B sends; the unit passes to Y (commander) and Z (deputy); A's later order is
        // refused at intake (he no longer commands), Y's displaces B's, Z's is valid but loses to Y's.
        QueuedBlock fromB = block("U", 2, Role.DEPUTY, "B");
        QueuedBlock fromY = block("U", 25, Role.COMMANDER, "Y");
        QueuedBlock fromZ = block("U", 26, Role.DEPUTY, "Z");
        assertThat(EffectiveOrders.select(List.of(fromB)).get("U").orders()).containsExactly("B");
        assertThat(EffectiveOrders.select(List.of(fromB, fromY, fromZ)).get("U").orders()).containsExactly("Y");
    }

    @Test
    @DisplayName("GITM 6.10 a new deputy cannot displace orders the old commander sent before a reassignment")
    void gitm_6_10_oldCommanderStandsAgainstNewDeputy() {
        QueuedBlock fromA = block("U", 1, Role.COMMANDER, "A");
        QueuedBlock fromZ = block("U", 26, Role.DEPUTY, "Z");
        assertThat(EffectiveOrders.select(List.of(fromA, fromZ)).get("U").orders()).containsExactly("A");
    }

    @Test
    @DisplayName("SoW 18.4 office blocks in the order their effective blocks arrived, then by queue id; not by role")
    void sow_18_4_officesInArrivalOrder() {
        Instant t = Instant.ofEpochSecond(100);
        List<QueuedBlock> arrivals = List.of(
                new QueuedBlock(1, "g", "@treasury-ne", 0, 0, 2, Role.COMMANDER, "", t, List.of("BUY 1")),
                new QueuedBlock(2, "g", "@minister-ne", 0, 0, 1, Role.COMMANDER, "", t.plusSeconds(5), List.of("A")),
                new QueuedBlock(4, "g", "@b-slot", 0, 0, 3, Role.COMMANDER, "", t.plusSeconds(9), List.of("B")),
                new QueuedBlock(3, "g", "@a-slot", 0, 0, 4, Role.COMMANDER, "", t.plusSeconds(9), List.of("C")),
                new QueuedBlock(5, "g", "@treasury-ne", 0, 0, 2, Role.COMMANDER, "", t.plusSeconds(20),
                        List.of("BUY 2")),
                block("US1IN", 1, Role.COMMANDER, "unit orders stay out"));
        Map<String, List<String>> offices = EffectiveOrders.offices(EffectiveOrders.select(arrivals));
        assertThat(offices.keySet()).containsExactly("minister-ne", "a-slot", "b-slot", "treasury-ne");
        assertThat(offices.get("treasury-ne")).containsExactly("BUY 2");
    }
}
