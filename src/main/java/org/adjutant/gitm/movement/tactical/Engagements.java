package org.adjutant.gitm.movement.tactical;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.adjutant.gitm.event.BattleJoined;
import org.adjutant.gitm.event.GitmEvent;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.unit.Location;

/**
 * The contacts tactical movement opened in a phase, for the combat work: one {@link BattleJoined} per battle
 * square, the latest (each later arrival repeats the event with the sides as they then stand).
 */
public final class Engagements {
    private Engagements() {
    }

    public static List<BattleJoined> in(TurnContext turn, Phase phase) {
        return in(turn.events(), phase);
    }

    /** The battles of {@code phase}, in map order of their squares. */
    public static List<BattleJoined> in(List<GitmEvent> events, Phase phase) {
        Map<Location, BattleJoined> latest = new TreeMap<>();
        for (GitmEvent e : events) {
            if (e instanceof BattleJoined b && b.when() == phase) {
                latest.put(new Location(b.square(), b.at()), b);
            }
        }
        return new ArrayList<>(latest.values());
    }
}
