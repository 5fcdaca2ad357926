package org.adjutant.gitm.economy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.event.TreasuryStatement;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.GitmTurnEngine;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.GitmStateCodec;
import org.adjutant.gitm.state.OffMapPort;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.UnitOrders;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Off-map ports in the game (SoW-2018 2.1-2.3; docs/rules/sow.md sections 3, 14, 23.3): they are part of the position,
 * earn their holders every turn from 1 on, and old states without them read as they did.
 */
class OffMapPortsTest {
    private static final TurnPlugins ECONOMY = TurnPlugins.standard()
            .withEndOfTurn(List.of(new IncomeStep(), new UpkeepStep(), new TreasuryStatements()));

    /** NE with no city and no unit: only its ports earn. */
    private static GitmState ports(int turn) {
        GitmState s = Theatre.openGround("G0-V0", "G4-V4").turn(turn)
                .unit("MX4IN", "NE", "G2-V2", "7-7", b -> b.men(500).morale(50))
                .state();
        s = s.withState(s.state("NE").orElseThrow().withTreasury(100));
        return s.withPort(new OffMapPort("New York", 4, Optional.of("NE"), Optional.of("NE"), 0))
                .withPort(new OffMapPort("Boston", 3, Optional.of("US"), Optional.of("NE"), 0))
                .withPort(new OffMapPort("Havana", 2, Optional.empty(), Optional.empty(), 0));
    }

    private static TurnOutcome run(GitmState s) {
        Map<String, UnitOrders> orders = new HashMap<>();
        for (Unit u : s.units()) {
            orders.put(u.id().toString(), new UnitOrders(u.id().toString(), UnitOrders.Source.SUBMITTED, List.of()));
        }
        return new GitmTurnEngine(ECONOMY).resolve(s, s.map(n -> Optional.empty()), orders, Map.of(),
                SeededDice.forTurn(1846, s.turn()));
    }

    private static TreasuryStatement statement(TurnOutcome o, String state) {
        return Sow1846.events(o, TreasuryStatement.class).stream().filter(t -> t.state().equals(state)).findFirst()
                .orElseThrow();
    }

    @Test
    @DisplayName("SoW-2018 2.3 examples 13-15 through a turn: New York (4) held by its first holder earns 80, Boston (3) held by another 60 x 3/4 = 45, Havana held by nobody nothing; each a line of the statement")
    void sow_2_3_ports_earn_through_a_turn() {
        TurnOutcome o = run(ports(3));
        TreasuryStatement t = statement(o, "NE");
        assertThat(t.lines()).filteredOn(l -> l.kind() == LedgerLine.Kind.INCOME).containsExactly(
                new LedgerLine(LedgerLine.Kind.INCOME, "Boston (off-map port, 3), 60 x 3/4 (held by another than"
                        + " its first holder)", 45),
                new LedgerLine(LedgerLine.Kind.INCOME, "New York (off-map port, 4)", 80));
        // 100 + 125 income - 3 upkeep (500 men active infantry: 1 x 3)
        assertThat(((GitmState) o.next()).state("NE").orElseThrow().treasury()).isEqualTo(222);
        assertThat(((GitmState) o.next()).ports()).isEqualTo(ports(3).ports());
    }

    @Test
    @DisplayName("SoW-2018 2.2 (design 17): on turn 0 the ports earn nothing either")
    void sow_2_ports_turn_0() {
        TurnOutcome o = run(ports(0));
        assertThat(statement(o, "NE").lines()).isEmpty();
    }

    @Test
    @DisplayName("SoW-2018 2.1 (design 23.3): a state without ports has the nine default ports at level 0, which earn nothing, and writes no ports key; ports that differ are written and read back")
    void sow_2_ports_in_the_saved_state() {
        GitmState plain = Theatre.openGround("G0-V0", "G1-V1").state();
        assertThat(plain.ports().values()).containsExactlyInAnyOrderElementsOf(OffMapPort.DEFAULTS);
        assertThat(plain.port("havana").orElseThrow().holder()).isEmpty();
        assertThat(Income.ports(plain)).isEmpty();
        assertThat(GitmStateCodec.encode(plain)).doesNotContain("\"ports\"");
        GitmState s = ports(1).withPort(new OffMapPort("New York", 4, Optional.of("NE"), Optional.of("NE"), 25));
        String text = GitmStateCodec.encode(s);
        assertThat(text).contains("\"ports\"");
        GitmState back = GitmStateCodec.decode(text);
        assertThat(back.ports()).isEqualTo(s.ports());
        assertThat(GitmStateCodec.encode(back)).isEqualTo(text);
    }

    @Test
    @DisplayName("SoW-2018 2.1-2.3 (design 3, question 31): in the 1846 scenario the United States holds seven off-map ports of 17 levels in all, 340 Cr a turn (Mobile is a city of the map, not an off-map port); Havana earns nobody anything")
    void sow_2_1846_ports() throws Exception {
        GitmState opening = new Sow1846().opening;
        assertThat(Income.ports(opening)).extracting(PortIncome::state).containsOnly("US");
        assertThat(Income.ports(opening)).extracting(PortIncome::port).containsExactly("Baltimore", "Boston",
                "Charleston", "New York", "Norfolk", "Philadelphia", "Savannah");
        assertThat(Income.ports(opening).stream().mapToInt(PortIncome::amount).sum()).isEqualTo(340);
        assertThat(opening.port("Havana").orElseThrow().holder()).isEmpty();
    }
}
