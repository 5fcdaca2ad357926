package org.adjutant.gitm.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import org.adjutant.gitm.event.BattleFought;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.render.Marker;
import org.adjutant.gitm.render.MarkerShape;
import org.adjutant.ruleset.TurnEvent;

/**
 * Where the battles a viewer's units saw this turn were fought, to mark them on his maps (GITM 5.3): crossed sabres
 * on the strategic square and on the tactical square. Only battles his units observed (their events' visibility),
 * so a map never shows a fight he could not know of.
 */
record BattlesSeen(SortedMap<StrategicSquare, SortedSet<TacticalSquare>> where) {
    static final BattlesSeen NONE = new BattlesSeen(new TreeMap<>());

    static BattlesSeen of(List<TurnEvent> seen) {
        SortedMap<StrategicSquare, SortedSet<TacticalSquare>> where = new TreeMap<>();
        for (TurnEvent e : seen) {
            if (e instanceof BattleFought b) {
                where.computeIfAbsent(b.square(), k -> new TreeSet<>()).add(b.at());
            }
        }
        return new BattlesSeen(where);
    }

    /** The strategic markers with a battle mark added to every square fought over. */
    Map<StrategicSquare, List<Marker>> onStrategicMap(Map<StrategicSquare, List<Marker>> markers) {
        if (where.isEmpty()) {
            return markers;
        }
        Map<StrategicSquare, List<Marker>> marked = new TreeMap<>(markers);
        where.keySet().forEach(s -> marked.put(s, with(marked.get(s))));
        return marked;
    }

    /** One tactical map's markers with a battle mark added to every tactical square fought over. */
    Map<TacticalSquare, List<Marker>> onTacticalMap(StrategicSquare square, Map<TacticalSquare, List<Marker>> markers) {
        SortedSet<TacticalSquare> here = where.get(square);
        if (here == null) {
            return markers;
        }
        Map<TacticalSquare, List<Marker>> marked = new TreeMap<>(markers);
        here.forEach(t -> marked.put(t, with(marked.get(t))));
        return marked;
    }

    private static List<Marker> with(List<Marker> list) {
        List<Marker> more = new ArrayList<>(list == null ? List.of() : list);
        more.add(MarkerShape.battle());
        return List.copyOf(more);
    }
}
