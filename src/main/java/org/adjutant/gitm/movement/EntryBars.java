package org.adjutant.gitm.movement;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.tactical.TacticalMap;
import org.adjutant.gitm.state.StackingRules;
import org.adjutant.gitm.unit.Unit;

/**
 * GITM 7.14 for one strategic step of a unit into a square: what bars it from each tactical square of its entry zone,
 * the square it takes ({@link #choose}), and, when every square is barred, the rule that truly stopped it
 * ({@link #refusal}). A square is barred, in this order, by impassable ground (2.2), by lying across a river or range
 * from the side the unit must keep because hostile troops stood in the square it left (the bank rule of 7.9 and
 * 7.14), by a hostile unit on it or between it and the edge (7.14), or by a full stack (2.5). Marches and routs (GITM
 * 9.8) place units the same way.
 */
final class EntryBars {
    /** Why one entry square may not be taken, in the order the bars are judged. */
    enum Bar { IMPASSABLE, FAR_SIDE, ENEMY, FULL }

    private final Board board;
    private final StrategicSquare from;
    private final StrategicSquare dest;
    private final Direction moving;
    private final TacticalMap map;
    private final List<TacticalSquare> enemies = new ArrayList<>();
    /** The edge positions of the bank the unit must keep, or null when the bank rule does not bind it. */
    private final Set<Integer> keepBank;
    /** Units and allied units on each square of the new map (GITM 2.5), counted once for the whole search. */
    private final Map<TacticalSquare, int[]> stacked = new HashMap<>();

    private EntryBars(Board board, Unit u, StrategicSquare dest, Direction moving) {
        this.board = board;
        this.from = u.location().strategic();
        this.dest = dest;
        this.moving = moving;
        this.map = board.tacticalMap(dest);
        List<Unit> there = board.unitsHere(dest);
        for (Unit o : there) {
            if (board.obstructs(u, o)) {
                enemies.add(o.location().tactical());
            }
            int[] n = stacked.computeIfAbsent(o.location().tactical(), k -> new int[2]);
            n[0]++;
            if (board.allied(u, o)) {
                n[1]++;
            }
        }
        Set<Integer> bank = null;
        if (!moving.isDiagonal()) {
            boolean enemyAtStart = board.unitsHere(from).stream()
                    .anyMatch(o -> !o.id().equals(u.id()) && board.obstructs(u, o));
            if (enemyAtStart && board.banks(from).hasRiverOrRange()) {
                bank = RiverBanks.bankOnEdge(board.tacticalMap(from), board.banks(from), u.location().tactical(),
                        moving);
            }
        }
        this.keepBank = bank;
    }

    /** The bars of a step of {@code u} into {@code dest}, moving {@code moving}, on the board as it stands now. */
    static EntryBars of(Board board, Unit u, StrategicSquare dest, Direction moving) {
        return new EntryBars(board, u, dest, moving);
    }

    /** The entry square nearest {@code wanted} that nothing bars (GITM 7.14, GITM-MD entry.html). */
    Optional<TacticalSquare> choose(TacticalSquare wanted) {
        return EntrySquares.choose(moving, wanted, (zone, t) -> bar(zone, t).isEmpty());
    }

    /**
     * Why no entry square can be taken, when {@link #choose} found none: the one bar that, lifted alone, would let the
     * unit in (the bank rule first, then the enemy, then stacking); else every kind of bar met in the zone.
     */
    String refusal(TacticalSquare wanted) {
        for (Bar lifted : List.of(Bar.FAR_SIDE, Bar.ENEMY, Bar.FULL)) {
            if (EntrySquares.choose(moving, wanted, (zone, t) -> bar(zone, t).filter(b -> b != lifted).isEmpty())
                    .isPresent()) {
                return sentence(lifted);
            }
        }
        Set<Bar> met = EnumSet.noneOf(Bar.class);
        EntrySquares.choose(moving, wanted, (zone, t) -> {
            bar(zone, t).ifPresent(met::add);
            return false;
        });
        if (met.equals(EnumSet.of(Bar.IMPASSABLE))) {
            return "no entry square in " + dest + " is passable ground (GITM 2.2, 7.14)";
        }
        List<String> parts = new ArrayList<>();
        for (Bar b : met) {
            parts.add(switch (b) {
                case IMPASSABLE -> "some are impassable";
                case FAR_SIDE -> "some lie across the river or mountain range from the side it must keep with hostile"
                        + " troops in " + from + " (GITM 7.9)";
                case ENEMY -> "some are held or screened by the enemy";
                case FULL -> "some are full (GITM 2.5)";
            });
        }
        return "no entry square in " + dest + " can be taken (GITM 7.14): " + String.join("; ", parts);
    }

    private String sentence(Bar b) {
        return switch (b) {
            case FAR_SIDE -> "with hostile troops in " + from + " it must enter " + dest + " on its own side of the"
                    + " river or mountain range, and no entry square on that side is open (GITM 7.9, 7.14)";
            case ENEMY -> "no entry square in " + dest + " is free of the enemy (GITM 7.14)";
            case FULL -> "every entry square in " + dest + " open to it already holds " + StackingRules.MAX_ALLIED
                    + " allied units or " + StackingRules.MAX_TACTICAL + " in all (GITM 2.5, 7.14)";
            case IMPASSABLE -> throw new IllegalArgumentException("impassable ground is never lifted");
        };
    }

    /** The first bar of {@code t} entered from {@code zone}'s edge, or empty when the unit may come in there. */
    private Optional<Bar> bar(EntryZone zone, TacticalSquare t) {
        if (!map.isPassable(t)) {
            return Optional.of(Bar.IMPASSABLE);
        }
        if (keepBank != null && !RiverBanks.onBank(map, board.banks(dest), t, moving.opposite(), keepBank)) {
            return Optional.of(Bar.FAR_SIDE);
        }
        if (enemies.contains(t)) {
            return Optional.of(Bar.ENEMY);
        }
        for (TacticalSquare b : EntrySquares.between(zone.edge(), t)) {
            if (enemies.contains(b)) {
                return Optional.of(Bar.ENEMY);
            }
        }
        int[] n = stacked.get(t);
        if (n != null && (n[0] >= StackingRules.MAX_TACTICAL || n[1] >= StackingRules.MAX_ALLIED)) {
            return Optional.of(Bar.FULL);
        }
        return Optional.empty();
    }
}
