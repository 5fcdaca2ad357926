package org.adjutant.gitm.economy;

import java.util.SortedMap;
import java.util.TreeMap;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.PositionSettlement;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.HeldOwnCities;
import org.adjutant.gitm.state.Manpower;
import org.adjutant.gitm.state.Polity;

/**
 * The turn's men (docs/rules/sow.md section 7): every state's manpower as the turn's steps leave it -- drawn by new
 * units and reinforcements, owed back by disbanding and merges, filled at a campaign's end -- handed to the next
 * position ({@link #settle}) as the {@link Exchequer} hands it the treasuries. A pool nobody had counted is counted
 * from the state's held own cities on the position the turn starts from. The cities' militia pools live in their
 * holdings on the board ({@link #militia}, {@link #giveMilitia}, {@link #drawMilitia}).
 */
public final class ManpowerBook implements PositionSettlement {
    private final SortedMap<String, Manpower> now = new TreeMap<>();
    private final SortedMap<String, Manpower> opening = new TreeMap<>();

    public ManpowerBook(GitmState start, Board board) {
        for (Polity p : start.states().values()) {
            Manpower m = p.manpower();
            if (!m.counted()) {
                m = m.withPool(HeldOwnCities.openingPool(board.map(), start.cities(), p));
            }
            now.put(p.id(), m);
            opening.put(p.id(), m);
        }
    }

    /** The turn's manpower book, opened on the position the turn started from. */
    public static ManpowerBook of(TurnContext turn) {
        return turn.attachment(ManpowerBook.class, () -> new ManpowerBook(turn.board().start(), turn.board()));
    }

    public Manpower of(String state) {
        Manpower m = now.get(state);
        if (m == null) {
            throw new IllegalArgumentException("no state " + state + " in this game");
        }
        return m;
    }

    /** The men on hand now. */
    public int pool(String state) {
        return of(state).pool().orElseThrow();
    }

    /** The pool at the start of the turn. */
    public int openingPool(String state) {
        return opening.get(state).pool().orElseThrow();
    }

    /** Takes {@code men} from the pool; the caller has made sure they are there. */
    public void draw(String state, int men) {
        int has = pool(state);
        if (men > has) {
            throw new IllegalStateException(state + " has " + has + " men and cannot give " + men);
        }
        now.put(state, of(state).withPool(has - men));
    }

    /** Gives {@code men} back to the pool at once (a build that could not be formed). */
    public void give(String state, int men) {
        now.put(state, of(state).withPool(pool(state) + men));
    }

    /** Men who join the pool at the end of {@code campaign} (SoW 4.15, GITM 3.5), and the victory points paid. */
    public void owe(String state, int campaign, int men, int penaltyVp) {
        Manpower m = of(state);
        if (men > 0) {
            m = m.plusDue(campaign, men);
        }
        now.put(state, penaltyVp > 0 ? m.plusPenaltyVp(penaltyVp) : m);
    }

    /** Wounded and prisoners of a unit that left the game: back at this campaign's end (GITM 9.13). */
    public void returning(String state, int men) {
        if (men > 0) {
            Manpower m = of(state);
            now.put(state, m.withReturning(m.returning() + men));
        }
    }

    void set(String state, Manpower value) {
        now.put(state, value);
    }

    /** The men in a city's militia pool now. */
    public static int militia(Board board, City onMap) {
        return board.holding(onMap).militiaPool(onMap.level());
    }

    /** Men back to a city's militia pool, up to its cap; returns how many it took (the rest go home for good). */
    public static int giveMilitia(Board board, City onMap, int men) {
        CityHolding h = board.holding(onMap);
        int has = h.militiaPool(onMap.level());
        int taken = Math.max(0, Math.min(men, CityHolding.militiaCap(onMap.level()) - has));
        if (taken > 0) {
            board.putHolding(onMap, h.withMilitia(has + taken));
        }
        return taken;
    }

    /** Takes {@code men} from a city's militia pool; the caller has made sure they are there. */
    public static void drawMilitia(Board board, City onMap, int men) {
        CityHolding h = board.holding(onMap);
        int has = h.militiaPool(onMap.level());
        if (men > has) {
            throw new IllegalStateException(onMap.name() + " has " + has + " militia and cannot give " + men);
        }
        board.putHolding(onMap, h.withMilitia(has - men));
    }

    @Override
    public GitmState settle(GitmState next) {
        GitmState result = next;
        for (var e : now.entrySet()) {
            Polity p = result.states().get(e.getKey());
            if (p != null && !p.manpower().equals(e.getValue())) {
                result = result.withState(p.withManpower(e.getValue()));
            }
        }
        return result;
    }
}
