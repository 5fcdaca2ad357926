package org.adjutant.gitm.movement.tactical;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.adjutant.gitm.event.TacticalMoveKind;
import org.adjutant.gitm.event.TacticalMoved;
import org.adjutant.gitm.map.tactical.TacticalMap;
import org.adjutant.gitm.movement.BattleContact;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.Theatre;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Random crowded turns of tactical movement ({@link RandomTacticalTurns}): every one resolves the same way twice, and
 * every one keeps the limits of GITM 8 that hold whatever the orders.
 */
class TacticalSoakTest {
    private static final int TURNS = 200;

    @Test
    @DisplayName("GITM 8 soak: 200 random crowded turns re-run give byte-identical events, battles, rolls and units")
    void gitm_8_deterministic() {
        for (long seed = 0; seed < TURNS; seed++) {
            RandomTacticalTurns.Turn first = RandomTacticalTurns.turn(seed);
            RandomTacticalTurns.Turn again = RandomTacticalTurns.turn(seed);
            assertThat(RandomTacticalTurns.transcript(again, again.run())).as("seed %d", seed)
                    .isEqualTo(RandomTacticalTurns.transcript(first, first.run()));
        }
    }

    @Test
    @DisplayName("GITM 8.1, 8.10, 8.12 soak: one kind of own move a phase, within the allowance and support reach, fatigue at most 1 a move, on passable ground")
    void gitm_8_1_limits() {
        int moves = 0;
        for (long seed = 0; seed < TURNS; seed++) {
            RandomTacticalTurns.Turn turn = RandomTacticalTurns.turn(seed);
            TurnOutcome o = turn.run();
            Map<String, List<TacticalMoved>> byUnitAndPhase = new HashMap<>();
            for (var e : Theatre.events(o)) {
                if (e instanceof TacticalMoved m) {
                    byUnitAndPhase.computeIfAbsent(m.unit() + " " + m.when(), k -> new ArrayList<>()).add(m);
                    moves++;
                }
            }
            GitmState start = turn.state();
            for (List<TacticalMoved> legs : byUnitAndPhase.values()) {
                String what = "seed " + seed + ": " + legs;
                Unit u = start.unit(legs.get(0).unit().toString()).orElseThrow();
                Set<TacticalMoveKind> own = new TreeSet<>();
                int walked = 0;
                int paid = 0;
                for (TacticalMoved m : legs) {
                    paid += m.fatigue();
                    if (m.how() == TacticalMoveKind.SUPPORT) {
                        assertThat(m.from().distanceTo(m.to())).as(what).isLessThanOrEqualTo(
                                TacticalRules.supportReach(u));
                    } else {
                        own.add(m.how());
                        walked += m.from().distanceTo(m.to());
                    }
                }
                assertThat(own).as("GITM 8.12 " + what).hasSizeLessThanOrEqualTo(1);
                assertThat(walked).as("GITM 8.1 " + what).isLessThanOrEqualTo(TacticalRules.allowance(u));
                assertThat(paid).as("GITM 8.1 " + what).isLessThanOrEqualTo(own.size() + (legs.stream()
                        .anyMatch(m -> m.how() == TacticalMoveKind.SUPPORT) ? 1 : 0));
            }
            GitmState end = Theatre.next(o);
            Board board = Board.of(end, end.map(n -> java.util.Optional.empty()));
            for (Unit u : end.units()) {
                TacticalMap map = board.tacticalMap(u.location().strategic());
                assertThat(map.isPassable(u.location().tactical())).as("seed %d: %s", seed, u.id()).isTrue();
            }
        }
        assertThat(moves).as("the random turns do move units").isGreaterThan(500);
    }

    @Test
    @DisplayName("GITM 8.3, 9.1 soak: every battle handed to combat has an attacking side led by its initiator and a defending side, and its arrivals are on one of them")
    void gitm_8_3_battles() {
        int battles = 0;
        for (long seed = 0; seed < TURNS; seed++) {
            RandomTacticalTurns.Turn turn = RandomTacticalTurns.turn(seed);
            turn.run();
            for (var contacts : turn.combat().received()) {
                for (BattleContact c : contacts.all()) {
                    battles++;
                    assertThat(c.attackers()).as("seed %d: %s", seed, c).isNotEmpty().contains(c.initiator());
                    assertThat(c.defenders()).as("seed %d: %s", seed, c).isNotEmpty()
                            .doesNotContainAnyElementsOf(c.attackers());
                    Set<UnitId> sides = new TreeSet<>(c.attackers());
                    sides.addAll(c.defenders());
                    assertThat(c.arrivals()).as("seed %d: %s", seed, c)
                            .allMatch(a -> sides.contains(a.unit()));
                }
            }
        }
        assertThat(battles).as("the random turns do fight").isGreaterThan(100);
    }
}
