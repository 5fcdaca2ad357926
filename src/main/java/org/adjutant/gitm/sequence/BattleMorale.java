package org.adjutant.gitm.sequence;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import org.adjutant.gitm.combat.CombatConstants;
import org.adjutant.gitm.event.BattleMoraleChanged;
import org.adjutant.gitm.event.BattleSide;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Dice;
import org.adjutant.ruleset.Visibility;

/**
 * GITM 3.7 and GITM-MD morale2.html (docs/rules/gitm-9-combat.md, section 18.2): at the end of a turn every battle
 * moves the morale of the units of its two coalitions and their allies, by its size (all men lost) and their distance
 * (in it, in the same strategic square, 1-3 or 4-12 squares away), times {@code (14 - quality) / 10}, give or take one,
 * gained by the winners and lost by the losers, halved for a unit whose own state had no unit in it. A battle is
 * everything fought in one strategic square this turn; its winner is the coalition that drove off more men. Units so
 * moved do not drift back to 50 this turn ({@link MoraleDrift}).
 */
public final class BattleMorale implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        SortedMap<StrategicSquare, List<FoughtBattle>> bySquare = new TreeMap<>();
        for (FoughtBattle b : turn.battles()) {
            bySquare.computeIfAbsent(b.square(), k -> new ArrayList<>()).add(b);
        }
        Dice dice = turn.dice("battle-morale");
        for (var e : bySquare.entrySet()) {
            apply(phase, turn, e.getKey(), e.getValue(), dice);
        }
    }

    private static void apply(Phase phase, TurnContext turn, StrategicSquare square, List<FoughtBattle> battles,
                              Dice dice) {
        Board board = turn.board();
        GitmState start = board.start();
        // the coalitions: the first battle's attackers and defenders; a state met later joins its allies' side
        java.util.Map<String, Boolean> inA = new java.util.LinkedHashMap<>();
        Set<UnitId> fought = new java.util.HashSet<>();
        Set<String> statesIn = new TreeSet<>();
        int casualties = 0;
        long scoreA = 0;
        long scoreD = 0;
        for (FoughtBattle b : battles) {
            Set<String> att = states(start, b.attackers());
            Set<String> def = states(start, b.defenders());
            att.forEach(s -> join(start, inA, s, true));
            def.forEach(s -> join(start, inA, s, false));
            fought.addAll(b.attackers());
            fought.addAll(b.defenders());
            statesIn.addAll(att);
            statesIn.addAll(def);
            casualties += b.casualties();
            if (b.holder() == BattleSide.ATTACKERS && !att.isEmpty()) {
                if (inA.get(att.iterator().next())) {
                    scoreA += b.defendersDriven();
                } else {
                    scoreD += b.defendersDriven();
                }
            } else if (b.holder() == BattleSide.DEFENDERS && !def.isEmpty()) {
                if (inA.get(def.iterator().next())) {
                    scoreA += b.attackersDriven();
                } else {
                    scoreD += b.attackersDriven();
                }
            }
        }
        Set<String> a = new LinkedHashSet<>();
        Set<String> d = new LinkedHashSet<>();
        inA.forEach((s, isA) -> (isA ? a : d).add(s));
        if (scoreA == scoreD) {
            return; // a draw moves nobody
        }
        int band = band(casualties);
        if (band < 0) {
            return;
        }
        Set<String> winners = scoreA > scoreD ? a : d;
        Set<String> losers = scoreA > scoreD ? d : a;
        // which coalition a unit joins depends on its state alone: asked once per state, not once per unit in range
        java.util.Map<String, Integer> sideOf = new java.util.HashMap<>();
        String fromSquare = " from " + square + ": -1, 0, +1"; // the dice label's tail, the same for every unit
        for (Unit u : near(board, square)) {
            int side = sideOf.computeIfAbsent(u.state(), s -> joins(start, Set.of(s), winners) ? 1
                    : joins(start, Set.of(s), losers) ? -1 : 0);
            if (side == 0) {
                continue;
            }
            boolean won = side > 0;
            int base = base(band, fought.contains(u.id()), square, u);
            if (base == 0) {
                continue;
            }
            int q = u.quality().level();
            long scaled = Math.round(base * (CombatConstants.MORALE_QUALITY_TOP - q) / 10.0);
            int amount = (int) scaled + dice.roll("battle morale of " + u.id() + fromSquare, 3) - 2;
            if (!statesIn.contains(u.state())) {
                amount = amount / 2; // only allies fought: half, toward zero
            }
            int change = won ? amount : -amount;
            if (change == 0) {
                continue;
            }
            board.put(u.adjustMorale(change));
            turn.moraleMovedByEvents(u.id());
            turn.events().add(new BattleMoraleChanged(phase, u.id(), square, change,
                    Visibility.units(Set.of(u.id().toString()))));
        }
    }

    /**
     * The units within the chart's farthest row of {@code square}, in id order (the board's): a battle moves nobody
     * beyond it, and looking only there keeps a big theatre's turn from growing with the square of its size.
     */
    private static List<Unit> near(Board board, StrategicSquare square) {
        return board.unitsWithin(square, CombatConstants.MORALE_FAR_RANGE);
    }

    /** The casualty band of the morale chart: 0 for 5,000+, ..., 3 for 100-999; -1 under 100. */
    static int band(int casualties) {
        int[] bands = CombatConstants.battleCasualtyBands();
        for (int i = 0; i < bands.length; i++) {
            if (casualties >= bands[i]) {
                return i;
            }
        }
        return -1;
    }

    /** The chart's base points for a unit by its distance from the battle. */
    private static int base(int band, boolean inBattle, StrategicSquare square, Unit u) {
        int[] row;
        int distance = square.distanceTo(u.location().strategic());
        if (inBattle) {
            row = CombatConstants.moraleInBattle();
        } else if (distance == 0) {
            row = CombatConstants.moraleSameSquare();
        } else if (distance <= CombatConstants.MORALE_NEAR_RANGE) {
            row = CombatConstants.moraleNear();
        } else if (distance <= CombatConstants.MORALE_FAR_RANGE) {
            row = CombatConstants.moraleFar();
        } else {
            return 0;
        }
        return row[band];
    }

    private static Set<String> states(GitmState start, List<UnitId> ids) {
        Set<String> out = new LinkedHashSet<>();
        for (UnitId id : ids) {
            start.unit(id).ifPresent(u -> out.add(u.state()));
        }
        return out;
    }

    /** Puts a state on its allies' side, else on the side it fought on. */
    private static void join(GitmState start, java.util.Map<String, Boolean> inA, String state, boolean attacking) {
        if (inA.containsKey(state)) {
            return;
        }
        for (var e : inA.entrySet()) {
            if (start.relation(state, e.getKey()) == Relation.ALLIED) {
                inA.put(state, e.getValue());
                return;
            }
        }
        inA.put(state, attacking);
    }

    /** Whether any of {@code states} is one of, or actively allied to one of, {@code coalition}. */
    private static boolean joins(GitmState start, Set<String> states, Set<String> coalition) {
        for (String s : states) {
            for (String c : coalition) {
                if (start.relation(s, c) == Relation.ALLIED) {
                    return true;
                }
            }
        }
        return false;
    }
}
