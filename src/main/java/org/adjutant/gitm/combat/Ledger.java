package org.adjutant.gitm.combat;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import org.adjutant.gitm.event.CasualtiesSuffered;
import org.adjutant.gitm.event.CasualtyCause;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * The men a battle (or a bombardment, or a general retreat) takes, kept by unit and cause (GITM 9.13): a loss leaves
 * the ranks at once, so later segments see the unit as it now is; when the fighting is over {@link #settle} splits
 * each cause's total into killed, wounded, prisoners and stragglers by the table of section 15, puts the three pools
 * on the unit (unless it is gone from the game) and reports every loss. Whatever happens, the men a unit lost equal
 * the casualties reported for it.
 */
public final class Ledger {
    /** One cause's men and where the unit stood when it first lost them. */
    private static final class Entry {
        int men;
        final Location where;

        Entry(Location where) {
            this.where = where;
        }
    }

    private final Board board;
    private final Map<UnitId, Map<CasualtyCause, Entry>> pending = new TreeMap<>();

    public Ledger(Board board) {
        this.board = board;
    }

    /** Takes up to {@code men} from the unit now; returns the men actually taken (never more than it has). */
    public int lose(UnitId id, int men, CasualtyCause cause) {
        Unit u = board.unit(id);
        int taken = Math.max(0, Math.min(men, u.men()));
        if (taken == 0) {
            return 0;
        }
        board.put(u.withMen(u.men() - taken));
        pending.computeIfAbsent(id, k -> new EnumMap<>(CasualtyCause.class))
                .computeIfAbsent(cause, k -> new Entry(u.location())).men += taken;
        return taken;
    }

    /** Every man the unit still has, for a unit about to leave the game (surrender, destruction). */
    public int loseAll(UnitId id, CasualtyCause cause) {
        return lose(id, board.unit(id).men(), cause);
    }

    /** The men the unit has lost so far, all causes. */
    public int lost(UnitId id) {
        Map<CasualtyCause, Entry> of = pending.get(id);
        if (of == null) {
            return 0;
        }
        int total = 0;
        for (Entry e : of.values()) {
            total += e.men;
        }
        return total;
    }

    /**
     * Splits and reports every loss (units in id order, causes in their order), adds the pools to the units still in
     * the game, and starts afresh. {@code seers} says who sees a loss in a given strategic square.
     */
    public void settle(Phase phase, List<GitmEvent> events, Function<StrategicSquare, Visibility> seers) {
        for (var byUnit : pending.entrySet()) {
            UnitId id = byUnit.getKey();
            for (var byCause : byUnit.getValue().entrySet()) {
                Entry e = byCause.getValue();
                int[] kwps = split(e.men, byCause.getKey());
                if (board.has(id)) {
                    Unit u = board.unit(id);
                    board.put(u.withPools(u.stragglers() + kwps[3], u.wounded() + kwps[1],
                            u.prisoners() + kwps[2]));
                }
                Visibility seen = seers.apply(e.where.strategic());
                java.util.Set<String> observers = new java.util.TreeSet<>(seen.observers());
                observers.add(id.toString());
                events.add(new CasualtiesSuffered(phase, id, e.where.strategic(), e.where.tactical(), kwps[0],
                        kwps[1], kwps[2], kwps[3], byCause.getKey(), Visibility.units(observers)));
            }
        }
        pending.clear();
    }

    /**
     * {killed, wounded, prisoners, stragglers} of {@code men} lost to {@code cause}, by largest remainder. Ties go to
     * killed, wounded, stragglers, prisoners in that order, so that an even split between prisoners and stragglers
     * (routs, shattering) gives the odd man to the stragglers, as section 19.2 asks.
     */
    static int[] split(int men, CasualtyCause cause) {
        double[] shares = CombatConstants.split(cause);
        // reorder to K, W, S, P for the tie-break, then back
        int[] kwsp = Rounding.largestRemainder(men, new double[] {shares[0], shares[1], shares[3], shares[2]});
        return new int[] {kwsp[0], kwsp[1], kwsp[3], kwsp[2]};
    }
}
