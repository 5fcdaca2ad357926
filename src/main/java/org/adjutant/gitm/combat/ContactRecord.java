package org.adjutant.gitm.combat;

import java.util.Map;
import java.util.TreeMap;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.unit.UnitId;

/**
 * What the combat rules remember about units through one turn (docs/rules/gitm-9-combat.md, section 16; designed):
 * the units a battle or the guns have beaten off -- they fell back, retreated, routed or marched out of a fort on
 * terms -- which are breaking contact and are not shelled until they move again; and the units under shellfire, which
 * take cover the longer they stand under it. Kept on the turn ({@link TurnContext#attachment}), so it lasts the turn
 * and no longer.
 */
final class ContactRecord {
    /** The phase each beaten unit last left a fight in. */
    private final Map<UnitId, Phase> beaten = new TreeMap<>();
    /** How often each unit has been shelled this turn, and the phase of the last time. */
    private final Map<UnitId, Integer> shellings = new TreeMap<>();
    private final Map<UnitId, Phase> lastShelled = new TreeMap<>();

    static ContactRecord of(TurnContext turn) {
        return turn.attachment(ContactRecord.class, ContactRecord::new);
    }

    /** The unit left a fight it lost in {@code phase}. */
    void beaten(UnitId unit, Phase phase) {
        beaten.put(unit, phase);
    }

    /**
     * Whether the unit, beaten earlier in the turn (or in this phase), is still breaking contact in {@code phase}: it
     * has not moved on its tactical map since.
     */
    boolean breakingContact(TurnContext turn, UnitId unit, Phase phase) {
        Phase when = beaten.get(unit);
        return when != null && !movedSince(turn, unit, when, phase);
    }

    /** The unit was shelled in {@code phase}. */
    void shelled(UnitId unit, Phase phase) {
        shellings.merge(unit, 1, Integer::sum);
        lastShelled.put(unit, phase);
    }

    /**
     * How many times the unit has been shelled this turn without moving since the first time: each is a stretch under
     * fire in which it found cover. A move out of its shelter starts the count again.
     */
    int shellingsInCover(TurnContext turn, UnitId unit, Phase phase) {
        Phase last = lastShelled.get(unit);
        if (last == null) {
            return 0;
        }
        if (movedSince(turn, unit, last, phase)) {
            shellings.remove(unit);
            lastShelled.remove(unit);
            return 0;
        }
        return shellings.getOrDefault(unit, 0);
    }

    /** Whether the unit moved on its tactical map in a tactical phase after {@code since}, up to {@code now}. */
    private static boolean movedSince(TurnContext turn, UnitId unit, Phase since, Phase now) {
        for (Phase p : Phase.values()) {
            if (p.isTactical() && p.compareTo(since) > 0 && p.compareTo(now) <= 0
                    && turn.movers().movedIn(unit, p)) {
                return true;
            }
        }
        return false;
    }
}
