package org.adjutant.gitm.forces;

import java.util.Collection;
import org.adjutant.gitm.sequence.PositionSettlement;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;

/**
 * Unit numbers are never issued twice (docs/rules/sow.md sections 8.9, 20.1 item 7). The next number of a nation and
 * type is one more than the highest of its units in play, of the units formed earlier in the same turn, and of the
 * numbers every state of that nation has retired; a unit that leaves the game in a turn (destroyed, surrendered,
 * merged away, disbanded, whatever took it) has its number retired into its state's record when the turn settles.
 */
final class UnitNumbering implements PositionSettlement {
    private final GitmState start;

    private UnitNumbering(GitmState start) {
        this.start = start;
    }

    /** Makes sure the turn retires the numbers of the units it loses. */
    static void watch(TurnContext turn) {
        turn.attachment(UnitNumbering.class, () -> new UnitNumbering(turn.board().start()));
    }

    /** The number the next new unit of {@code type} of {@code state}'s nation takes. */
    static int next(GitmState start, Collection<Unit> formed, Polity state, UnitType type) {
        int highest = 0;
        for (Polity p : start.states().values()) {
            if (p.nation() == state.nation()) {
                highest = Math.max(highest, p.retired().of(type));
            }
        }
        for (Unit u : start.units()) {
            highest = Math.max(highest, numberIf(u.id(), state, type));
        }
        for (Unit u : formed) {
            highest = Math.max(highest, numberIf(u.id(), state, type));
        }
        return highest + 1;
    }

    private static int numberIf(UnitId id, Polity state, UnitType type) {
        return id.nation() == state.nation() && id.type() == type ? id.number() : 0;
    }

    @Override
    public GitmState settle(GitmState next) {
        GitmState result = next;
        for (Unit u : start.units()) {
            if (next.unit(u.id()).isPresent()) {
                continue;
            }
            Polity p = result.states().get(u.state());
            if (p != null) {
                result = result.withState(p.withRetired(p.retired().with(u.id())));
            }
        }
        return result;
    }
}
