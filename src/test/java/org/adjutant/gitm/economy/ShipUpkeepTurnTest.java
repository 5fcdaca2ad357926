package org.adjutant.gitm.economy;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.event.TreasuryStatement;
import org.adjutant.gitm.event.UnpaidCrews;
import org.adjutant.gitm.event.UpkeepUnpaid;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.naval.NavalTurns;
import org.adjutant.gitm.naval.Navy;
import org.adjutant.gitm.naval.Ship;
import org.adjutant.gitm.naval.ShipId;
import org.adjutant.gitm.sequence.GitmTurnEngine;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.GitmStateCodec;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Ships on the treasury statement through the turn engine (SoW 5.4; docs/rules/naval.md section 4). NE holds Matamoros
 * (30 a turn) and pays 81 for MX1AQ and MX4IN (650 men); its sloop MX1SL lies away from her base (4) and its
 * transport group MX1TR of 2,500 capacity costs 24: a bill of 109.
 */
class ShipUpkeepTurnTest {
    private static final TurnPlugins ECONOMY = Sow1846.inCommunication(List.of(new IncomeStep(), new UpkeepStep(),
            new TreasuryStatements()));

    private static GitmState northeast(int treasury) {
        GitmState s = Theatre.openGround("G0-V0", "G4-V4").turn(3)
                .city("G2-V2", "Matamoros", "7-7", "NE", 2, 0, false)
                .unit("MX1AQ", "NE", "G2-V2", "7-7", b -> b.morale(50))
                .unit("MX4IN", "NE", "G2-V2", "7-7", b -> b.men(650).morale(50))
                .state();
        Navy navy = Navy.of(List.of(
                new Ship(ShipId.of("MX1SL"), "Mexicano", "NE", 12, 200, 20, 0, 0, 24, 0, 0,
                        new Station.Coastal("Alvarado"), "Alvarado"),
                new Ship(ShipId.of("MX1TR"), "coasters", "NE", 0, 0, 0, 0, 0, 24, 2500, 5,
                        new Station.Harbor("Alvarado"), "Alvarado")));
        return s.withState(s.state("NE").orElseThrow().withTreasury(treasury)).withNavy(navy);
    }

    private static TurnOutcome run(GitmState s) {
        return new GitmTurnEngine(ECONOMY).resolve(s, s.map(n -> Optional.empty()), NavalTurns.noOrders(s), Map.of(),
                SeededDice.forTurn(1846, s.turn()));
    }

    @Test
    @DisplayName("SoW 5.4: the ships are charged on the treasury statement beside the units, and sail on into the next position")
    void sow_5_4_ships_on_the_statement() {
        GitmState start = northeast(500);
        TurnOutcome o = run(start);
        TreasuryStatement t = NavalTurns.events(o, TreasuryStatement.class).get(0);
        assertThat(t.total(LedgerLine.Kind.UPKEEP)).isEqualTo(-(75 + 6 + 4 + 24));
        assertThat(t.closing()).isEqualTo(500 + 30 - 109);
        assertThat(t.lines()).extracting(LedgerLine::label).contains("MX1SL Mexicano, sloop of war away from her base",
                "MX1TR coasters, 3 x 8 for 2500 capacity");
        GitmState after = (GitmState) o.next();
        assertThat(after.state("NE").orElseThrow().treasury()).isEqualTo(421);
        assertThat(after.navy()).isEqualTo(start.navy());
        assertThat(GitmStateCodec.decode(GitmStateCodec.encode(after))).isEqualTo(after);
        assertThat(NavalTurns.events(o, UnpaidCrews.class)).isEmpty();
    }

    @Test
    @DisplayName("designed (naval.md 4): an unpaid ship's seamen and Marines run in proportion to the share of the bill unpaid")
    void designed_unpaid_crews_run() {
        TurnOutcome o = run(northeast(20));
        // 20 + 30 = 50 against 109: 59 short. rhu(200 x 5% x 59/109) = rhu(5.41) = 5; rhu(20 x 5% x 59/109) = 1
        assertThat(NavalTurns.events(o, UpkeepUnpaid.class)).singleElement()
                .satisfies(u -> assertThat(u.shortfall()).isEqualTo(59));
        assertThat(NavalTurns.events(o, UnpaidCrews.class)).extracting(c -> c.ship().toString() + " " + c.crewLost() + "/"
                + c.marinesLost()).containsExactly("MX1SL 5/1");
        Ship sloop = ((GitmState) o.next()).navy().ship("MX1SL").orElseThrow();
        assertThat(sloop.crew()).isEqualTo(195);
        assertThat(sloop.marines()).isEqualTo(19);
    }

    @Test
    @DisplayName("SoW 5.4: the same turn from the same position and seed leaves the same ships and treasury (replay)")
    void sow_5_4_replay_exact() {
        GitmState start = northeast(20);
        assertThat(GitmStateCodec.encode((GitmState) run(start).next()))
                .isEqualTo(GitmStateCodec.encode((GitmState) run(start).next()));
    }
}
