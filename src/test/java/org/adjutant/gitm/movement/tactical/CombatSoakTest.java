package org.adjutant.gitm.movement.tactical;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.adjutant.gitm.event.BattleFought;
import org.adjutant.gitm.event.CasualtiesSuffered;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.event.ReturnedToRanks;
import org.adjutant.gitm.event.StragglersLost;
import org.adjutant.gitm.event.StragglersReturned;
import org.adjutant.gitm.map.tactical.TacticalMap;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The tactical soak's random crowded turns ({@link RandomTacticalTurns#fighting}) with the real combat of GITM 9:
 * bombardment, battles, retreats, routs, shattering, surrenders, general retreats. It lives beside the tactical soak
 * because it draws the same turns; what it checks is what battles leave behind, after every turn.
 */
class CombatSoakTest {
    private static final int TURNS = 100;

    @Test
    @DisplayName("GITM 9 soak: 100 random crowded turns fight; after each, no negative strength, every unit's lost men equal its reported casualties, every unit on a passable square of the map, no unit in two battles of one phase, every supply lost in battle in the ledger, and the turn byte-identical on re-run")
    void gitm_9_soak() {
        int battles = 0;
        int casualties = 0;
        int wagonsLost = 0;
        for (long seed = 0; seed < TURNS; seed++) {
            RandomTacticalTurns.Turn turn = RandomTacticalTurns.fighting(seed);
            TurnOutcome o = turn.run();
            String transcript = RandomTacticalTurns.transcript(turn, o);
            RandomTacticalTurns.Turn again = RandomTacticalTurns.fighting(seed);
            assertThat(RandomTacticalTurns.transcript(again, again.run())).as("seed %d re-run", seed)
                    .isEqualTo(transcript);
            GitmState start = turn.state();
            GitmState end = Theatre.next(o);
            noNegativeStrength(seed, end);
            casualties += lossesAddUp(seed, start, end, o);
            onLegalSquares(seed, end);
            battles += oneBattleAtATime(seed, o);
            wagonsLost += suppliesAccountedFor(seed, start, end, o);
        }
        assertThat(wagonsLost).as("battles do cost supplies (corps HQs driven off, units surrendered)").isPositive();
        assertThat(battles).as("the random turns do fight").isGreaterThan(TURNS / 2);
        assertThat(casualties).as("and lose men").isGreaterThan(1000);
    }

    /**
     * GITM 9.2, 9.9, 9.12 and docs/rules/gitm-10-supply.md section 15: supplies carried before less those carried after
     * equal what the turn's ledger says battle destroyed (a corps HQ's wagons, the loads of units that surrendered or
     * were destroyed); returns how many were lost.
     */
    private static int suppliesAccountedFor(long seed, GitmState start, GitmState end, TurnOutcome o) {
        int before = start.units().stream().mapToInt(Unit::supplies).sum();
        int after = end.units().stream().mapToInt(Unit::supplies).sum();
        var ledger = Theatre.events(o).stream().filter(e -> e instanceof org.adjutant.gitm.event.SupplyLedgerRecorded)
                .map(e -> (org.adjutant.gitm.event.SupplyLedgerRecorded) e).findFirst().orElseThrow();
        int out = ledger.totals().values().stream().mapToInt(Integer::intValue).sum();
        assertThat(before - after).as("seed %d: supplies carried before %d, after %d, ledger %s", seed, before, after,
                ledger.totals()).isEqualTo(out);
        return out;
    }

    private static void noNegativeStrength(long seed, GitmState end) {
        for (Unit u : end.units()) {
            String what = "seed " + seed + ": " + u;
            assertThat(u.men()).as(what).isNotNegative();
            assertThat(u.batteries()).as(what).isNotNegative();
            assertThat(u.wounded()).as(what).isNotNegative();
            assertThat(u.prisoners()).as(what).isNotNegative();
            assertThat(u.stragglers()).as(what).isNotNegative();
            assertThat(u.ammunition()).as(what).isNotNegative();
            assertThat(u.fatigue()).as(what).isNotNegative();
        }
    }

    /** Men at the start less men at the end equal casualties reported, plus stragglers lost, less those back. */
    private static int lossesAddUp(long seed, GitmState start, GitmState end, TurnOutcome o) {
        Map<UnitId, Integer> change = new HashMap<>();
        int total = 0;
        for (GitmEvent e : Theatre.events(o)) {
            if (e instanceof CasualtiesSuffered c) {
                change.merge(c.unit(), c.total(), Integer::sum);
                total += c.total();
            } else if (e instanceof StragglersLost l) {
                change.merge(l.unit(), l.men(), Integer::sum);
            } else if (e instanceof StragglersReturned r) {
                change.merge(r.unit(), -r.men(), Integer::sum);
            } else if (e instanceof ReturnedToRanks r) {
                change.merge(r.unit(), -(r.wounded() + r.prisoners()), Integer::sum);
            }
        }
        for (Unit was : start.units()) {
            int now = end.unit(was.id()).map(Unit::men).orElse(0);
            assertThat(was.men() - now).as("seed %d: %s lost men vs reported casualties", seed, was.id())
                    .isEqualTo(change.getOrDefault(was.id(), 0));
        }
        return total;
    }

    private static void onLegalSquares(long seed, GitmState end) {
        Board board = Board.of(end, end.map(n -> Optional.empty()));
        for (Unit u : end.units()) {
            assertThat(end.map(n -> Optional.empty()).square(u.location().strategic()).isPresent())
                    .as("seed %d: %s on the map", seed, u.id()).isTrue();
            TacticalMap map = board.tacticalMap(u.location().strategic());
            assertThat(map.isPassable(u.location().tactical())).as("seed %d: %s", seed, u).isTrue();
        }
    }

    private static int oneBattleAtATime(long seed, TurnOutcome o) {
        Map<String, Set<UnitId>> byPhase = new HashMap<>();
        int n = 0;
        for (GitmEvent e : Theatre.events(o)) {
            if (e instanceof BattleFought b) {
                n++;
                Set<UnitId> in = byPhase.computeIfAbsent(b.when().toString(), k -> new HashSet<>());
                Set<UnitId> here = new HashSet<>(b.attackers());
                here.addAll(b.defenders());
                assertThat(here).as("seed %d: %s, sides apart", seed, b)
                        .hasSize(b.attackers().size() + b.defenders().size());
                for (UnitId id : here) {
                    assertThat(in.add(id)).as("seed %d: %s in two battles of %s", seed, id, b.when()).isTrue();
                }
            }
        }
        return n;
    }
}
