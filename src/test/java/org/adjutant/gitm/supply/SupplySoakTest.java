package org.adjutant.gitm.supply;

import org.adjutant.gitm.sequence.SupplyLedger;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.event.SupplyLedgerRecorded;
import org.adjutant.gitm.event.UnitSupplied;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.sequence.GitmTurnEngine;
import org.adjutant.gitm.sequence.StrategicSoakTest;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.GitmStateCodec;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;
import org.adjutant.ruleset.Dice;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.UnitOrders;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A seeded game of 15 campaign turns on the real 1846 map and scenario with everything the robot plugs in (movement,
 * combat, supply, sieges, inactive units): scripted players give random strategic orders and random supply orders
 * (levels, sources, NONE, INACTIVATE and ACTIVATE now and then), and the War Ministers move supplies between their
 * cities. After every turn the supplies must balance (docs/rules/gitm-10-supply.md section 15): stores and wagons before,
 * plus what the ledger says came in, equal stores and wagons after plus what it says went out; no unit draws from two
 * sources; no unit or city holds a negative count, nor a unit more than it may carry.
 */
class SupplySoakTest {
    private static final long SEED = 1846_04_25L;
    private static final int TURNS = 15;

    @Test
    @DisplayName("GITM 10 soak: 15 turns of the 1846 war with supply; produced + requisitioned = consumed + carried + stored + lost, turn by turn; one source per unit; nothing negative")
    void gitm_10_soak() throws Exception {
        StrategicMap map = StrategicSoakTest.map();
        GitmState state = StrategicSoakTest.opening(map);
        GitmTurnEngine engine = new GitmTurnEngine(GitmRuleset.turnPlugins());
        state = (GitmState) engine.resolve(state, map, StrategicSoakTest.ordersFor(state, map, 0), Map.of(),
                SeededDice.forTurn(SEED, 0)).next();
        long startTotal = stock(state, map);
        Map<SupplyLedger.Flow, Long> flows = new EnumMap<>(SupplyLedger.Flow.class);
        Map<String, Long> fed = new TreeMap<>();
        Map<String, Long> kinds = new TreeMap<>();
        int unitsAtStart = state.units().size();
        int campaignTurns = 0;
        for (int turn = 1; turn <= TURNS; turn++) {
            Map<String, UnitOrders> orders = withSupplyOrders(state, StrategicSoakTest.ordersFor(state, map, turn),
                    turn);
            TurnOutcome outcome = engine.resolve(state, map, orders, ministersSend(state, map, turn),
                    SeededDice.forTurn(SEED, turn));
            GitmState next = (GitmState) outcome.next();
            String when = "turn " + turn;
            List<SupplyLedgerRecorded> ledgers = new ArrayList<>();
            Map<UnitId, Integer> supplied = new HashMap<>();
            for (TurnEvent e : outcome.events()) {
                kinds.merge(e.kind(), 1L, Long::sum);
                if (e instanceof SupplyLedgerRecorded l) {
                    ledgers.add(l);
                } else if (e instanceof UnitSupplied s) {
                    supplied.merge(s.unit(), 1, Integer::sum);
                    assertThat(s.drawn() == 0 || !s.source().isBlank()).as(when + ": " + s.describe()).isTrue();
                    s.fed().ifPresent(f -> fed.merge(f.name(), 1L, Long::sum));
                    if (System.getProperty("soak.debug") != null && s.fed().isPresent()) {
                        System.out.println(when + " " + s.fed().get() + " " + s.describe());
                    }
                }
            }
            assertThat(ledgers).as(when + ": one ledger a turn").hasSize(1);
            SupplyLedgerRecorded ledger = ledgers.get(0);
            supplied.forEach((unit, n) -> assertThat(n).as(when + ": " + unit + " supplied once").isEqualTo(1));
            long in = 0;
            long out = 0;
            for (var e : ledger.totals().entrySet()) {
                flows.merge(e.getKey(), (long) e.getValue(), Long::sum);
                if (e.getKey().in()) {
                    in += e.getValue();
                } else {
                    out += e.getValue();
                }
            }
            long before = stock(state, map);
            long after = stock(next, map);
            assertThat(before + in).as(when + ": stores and wagons before " + before + " + in " + in
                    + " = after " + after + " + out " + out + " (" + ledger.describe() + ")").isEqualTo(after + out);
            for (Unit u : next.units()) {
                assertThat(u.supplies()).as(when + ": " + u.id()).isBetween(0, u.type().maxSuppliesCarried());
                assertThat(u.ammunition()).as(when + ": " + u.id()).isNotNegative();
            }
            for (City c : next.cities(map)) {
                assertThat(c.supplies()).as(when + ": " + c.name()).isNotNegative();
            }
            if (next.turn() != state.turn() && state.isCampaignTurn()) {
                campaignTurns++;
            }
            state = next;
        }
        long produced = 0;
        for (var e : flows.entrySet()) {
            if (e.getKey().in()) {
                produced += e.getValue();
            }
        }
        long consumed = flows.getOrDefault(SupplyLedger.Flow.CONSUMED, 0L);
        long lost = 0;
        for (var e : flows.entrySet()) {
            if (!e.getKey().in() && e.getKey() != SupplyLedger.Flow.CONSUMED) {
                lost += e.getValue();
            }
        }
        long held = stock(state, map);
        assertThat(startTotal + produced).as("over the game: opening stores " + startTotal + " + produced and "
                + "requisitioned and bought " + produced + " = consumed " + consumed + " + carried and stored " + held
                + " + lost " + lost).isEqualTo(consumed + held + lost);
        System.out.printf("supply soak: %d campaign turns, units %d at the start, %d at the end; flows %s; fed %s; "
                + "events %s%n", campaignTurns, unitsAtStart, state.units().size(), flows, fed, kinds);
        assertThat(consumed).as("armies ate").isGreaterThan(100);
        assertThat(fed).as("every way of being fed happened: " + fed).containsKeys("CARRIED", "SOURCE",
                "REQUISITIONED", "UNFED");
        assertThat(campaignTurns).isPositive();
        assertThat(kinds).as("the supply events of a war: " + kinds).containsKeys("deserted", "supplies-sent",
                "supplies-bought", "purchase-delivered");
        assertThat(flows).as("supplies were bought (SoW 6)").containsKey(SupplyLedger.Flow.PURCHASED);
    }

    /** Stores in every city of the map plus supplies carried by every unit. */
    static long stock(GitmState state, StrategicMap map) {
        long total = 0;
        for (City c : state.cities(map)) {
            total += c.supplies();
        }
        for (Unit u : state.units()) {
            total += u.supplies();
        }
        return total;
    }

    /** Supply orders for one unit in three: a level, a source now and then, INACTIVATE or ACTIVATE rarely. */
    static Map<String, UnitOrders> withSupplyOrders(GitmState state, Map<String, UnitOrders> orders, int turn) {
        Dice d = SeededDice.forTurn(SEED, turn).purpose("scripted supply orders");
        Map<String, UnitOrders> all = new TreeMap<>();
        for (Unit u : state.units()) {
            String id = u.id().toString();
            List<String> lines = new ArrayList<>(orders.get(id).lines());
            if (d.roll(id + " level", 3) == 1) {
                lines.add("SUPPLY LEVEL " + (u.type() == UnitType.CQ ? d.roll(id + " corps level", 13) - 1
                        : d.roll(id + " unit level", 2) - 1));
            }
            if (d.roll(id + " source", 12) == 1) {
                lines.add("SUPPLY SOURCE NONE");
            }
            if (!u.isHeadquarters() && d.roll(id + " readiness", 30) == 1) {
                lines.add(u.isActive() ? "INACTIVATE" : "ACTIVATE");
            }
            all.put(id, new UnitOrders(id, UnitOrders.Source.SUBMITTED, lines));
        }
        return all;
    }

    /**
     * Each War Minister sends supplies from one of his state's cities to another on most turns (GITM 10.6): random
     * pairs and amounts, so some go, some are cut to what the city holds or to the 60, some are refused for want of
     * a line. He also buys supplies in one of his cities (SoW 6), some orders over its market's limit.
     */
    static Map<String, List<String>> ministersSend(GitmState state, StrategicMap map, int turn) {
        Dice d = SeededDice.forTurn(SEED, turn).purpose("scripted ministers");
        Map<String, List<String>> result = new TreeMap<>();
        state.states().values().forEach(p -> {
            List<City> own = state.cities(map).stream().filter(c -> c.state().equals(p.id())).toList();
            if (own.size() < 2 || p.minister().isBlank()) {
                return;
            }
            List<String> lines = new ArrayList<>();
            for (int k = d.roll(p.id() + " orders", 4) - 1; k > 0; k--) {
                City from = own.get(d.roll(p.id() + " from", own.size()) - 1);
                City to = own.get(d.roll(p.id() + " to", own.size()) - 1);
                if (!from.equals(to)) {
                    lines.add("SEND " + 5 * d.roll(p.id() + " amount", 10) + " SUPPLIES FROM " + from.name() + " TO "
                            + to.name());
                }
            }
            // SoW 6 (docs/rules/sow.md section 14): one purchase in a city of the state, some over the market's limit.
            City market = own.get(d.roll(p.id() + " market", own.size()) - 1);
            if (turn > 0 && market.level() > 0) {
                lines.add("BUY " + 5 * d.roll(p.id() + " bought", 6) + " SUPPLIES AT " + market.name());
            }
            if (!lines.isEmpty()) {
                result.put(p.minister(), lines);
            }
        });
        return result;
    }
}
