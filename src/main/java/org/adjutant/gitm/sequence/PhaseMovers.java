package org.adjutant.gitm.sequence;

import java.util.EnumMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.adjutant.gitm.unit.UnitId;

/**
 * The units that moved on their tactical map in each tactical phase of the turn, any kind of move (specified, engage,
 * intercept, support, fort): guns that moved may not bombard in that phase (GITM 9.14). Tactical movement fills it;
 * it refers to nothing else, so the tactical plug-in may hold it without holding the turn.
 */
public final class PhaseMovers {
    private final Map<Phase, Set<UnitId>> moved = new EnumMap<>(Phase.class);

    public void moved(UnitId unit, Phase phase) {
        moved.computeIfAbsent(phase, p -> new HashSet<>()).add(unit);
    }

    public boolean movedIn(UnitId unit, Phase phase) {
        Set<UnitId> in = moved.get(phase);
        return in != null && in.contains(unit);
    }
}
