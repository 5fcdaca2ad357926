package org.adjutant.gitm.supply;

import org.adjutant.gitm.sequence.SupplyLedger;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.event.SupplyLedgerRecorded;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.Terrain;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The end of the turn: city production (E5), the supply picture and reforming (E6, E7), the ledger (E10). */
class EndOfTurnSupplyTest {
    private static Theatre cities() {
        return Theatre.openGround("A0-S0", "A9-S4").square("A9-S0", Terrain.OPEN, Nation.US, "US")
                .city("A1-S1", "Saltillo", "7-7", "NE", 2, 10, false)
                .city("A3-S1", "Monterrey", "7-7", "NE", 3, 70, false)
                .city("A5-S1", "Matamoros", "7-7", "NE", 2, 10, false)
                .city("A9-S0", "Point Isabel", "7-7", "US", 1, 29, true)
                .city("A7-S3", "Fort Brown", "7-7", "US", 0, 5, false)
                .city("A1-S3", "Reynosa", "7-7", "NE", 2, 10, false)
                .city("A3-S3", "Camargo", "7-7", "NE", 2, 10, false);
    }

    private static int stock(TurnContext turn, String city) {
        return SupplyBench.stock(turn, city);
    }

    @Test
    @DisplayName("GITM 10.5 city production (designed, section 11): a level a turn up to the natural stock, half when occupied; none besieged, just taken, or level 0")
    void gitm_10_5_city_production() {
        SupplyBench bench = new SupplyBench(cities()).holding("Matamoros", new CityHolding("US", 10))
                .holding("Reynosa", new CityHolding("NE", 10).withBesiegedSince(1));
        TurnContext turn = bench.supplyPhase();
        turn.board().putHolding(city(turn, "Camargo"), turn.board().holding(city(turn, "Camargo")).withState("US"));
        new CityProduction().run(Phase.END_OF_TURN, turn);
        assertThat(stock(turn, "Saltillo")).isEqualTo(12);
        assertThat(stock(turn, "Monterrey")).isEqualTo(70);
        assertThat(stock(turn, "Matamoros")).as("NE's city held by the US").isEqualTo(11);
        assertThat(stock(turn, "Point Isabel")).as("natural 30 for a port of level 1").isEqualTo(30);
        assertThat(stock(turn, "Reynosa")).as("besieged").isEqualTo(10);
        assertThat(stock(turn, "Camargo")).as("changed hands this turn").isEqualTo(10);
        assertThat(stock(turn, "Fort Brown")).as("level 0").isEqualTo(5);
        assertThat(SupplyTurn.of(turn).ledger().total(SupplyLedger.Flow.PRODUCED)).isEqualTo(2 + 1 + 1);
    }

    private static org.adjutant.gitm.map.City city(TurnContext turn, String name) {
        return turn.board().map().cities().filter(c -> c.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    @DisplayName("GITM 10.11, 10.5 a whole turn: units eat, sources and communications are written at the end, the ledger is one moderator-only event, last")
    void gitm_10_11_wholeTurn() {
        Theatre t = Theatre.openGround("A0-S0", "A9-S4").city("A0-S2", "Point Isabel", "7-7", "US", 1, 10, false)
                .unit("US1AQ", "US", "A1-S2", "7-7")
                .unit("US1CQ", "US", "A3-S2", "7-7", b -> b.supplies(2))
                .unit("US2IN", "US", "A4-S2", "7-7", b -> b.supplies(1).ammunition(3));
        TurnOutcome out = new SupplyBench(t).orders("US1CQ", "SUPPLY LEVEL 12").orders("US2IN", "SUPPLY LEVEL 1")
                .run();
        GitmState next = Theatre.next(out);
        Unit in = next.unit("US2IN").orElseThrow();
        assertThat(in.supplySource()).isEqualTo("US1CQ");
        assertThat(in.communications()).isEqualTo("US1AQ");
        assertThat(in.communicationsVia()).isEqualTo("US1CQ");
        assertThat(next.unit("US1CQ").orElseThrow().supplySource()).isEqualTo("Point Isabel");
        List<GitmEvent> events = Theatre.events(out);
        GitmEvent last = events.get(events.size() - 1);
        assertThat(last).isInstanceOf(SupplyLedgerRecorded.class);
        SupplyLedgerRecorded ledger = (SupplyLedgerRecorded) last;
        assertThat(ledger.visibility().observers()).isEmpty();
        assertThat(ledger.totals()).containsEntry(SupplyLedger.Flow.CONSUMED, 3);
        assertThat(ledger.draws()).containsKeys(org.adjutant.gitm.unit.UnitId.of("US2IN"),
                org.adjutant.gitm.unit.UnitId.of("US1CQ"));
        assertThat(Theatre.lines(out, "unit-supplied")).hasSize(3);
        assertThat(events.stream().filter(e -> e.kind().equals("unit-supplied")))
                .allMatch(e -> e.visibility().observers().size() == 1);
    }

    @Test
    @DisplayName("GITM 12.5 with 10.11: a shattered unit ready to reform reforms only with an available source and communications, as the end-of-turn picture judges them")
    void gitm_12_5_reformNeedsSupply() {
        Theatre with = Theatre.openGround("A0-S0", "A9-S4").unit("US1AQ", "US", "A1-S2", "7-7")
                .unit("US1CQ", "US", "A3-S2", "7-7", b -> b.supplies(3))
                .unit("US2IN", "US", "A4-S2", "7-7", b -> b.readiness(Readiness.SHATTERED).reformTurns(1));
        assertThat(Theatre.unit(new SupplyBench(with).run(), "US2IN").readiness()).isEqualTo(Readiness.ACTIVE);
        Theatre empty = Theatre.openGround("A0-S0", "A9-S4").unit("US1AQ", "US", "A1-S2", "7-7")
                .unit("US1CQ", "US", "A3-S2", "7-7", b -> b.supplies(0))
                .unit("US2IN", "US", "A4-S2", "7-7", b -> b.readiness(Readiness.SHATTERED).reformTurns(1));
        Unit after = Theatre.unit(new SupplyBench(empty).run(), "US2IN");
        assertThat(after.readiness()).as("in communications but its corps HQ can give nothing")
                .isEqualTo(Readiness.SHATTERED);
        assertThat(after.reformFailures()).isEqualTo(1);
    }
}
