package org.adjutant.gitm.detection;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.render.Marker;
import org.adjutant.gitm.unit.Unit;

/**
 * What a player sees on one tactical map (GITM 2.5, 4.6): every unit that any same-side or actively allied unit on
 * that map sees, by tactical square, with one marker per unit labelled with its id (a tactical flag reveals the
 * identity of the units under it, GITM 2.5).
 *
 * @param units   sighted units by tactical square, each list in id order
 * @param markers the markers to draw, one per unit, in the same order
 */
public record TacticalView(StrategicSquare square, SortedMap<TacticalSquare, List<Unit>> units,
                           SortedMap<TacticalSquare, List<Marker>> markers) {
    public TacticalView {
        units = freeze(units);
        markers = freeze(markers);
    }

    private static <V> SortedMap<TacticalSquare, List<V>> freeze(SortedMap<TacticalSquare, List<V>> map) {
        SortedMap<TacticalSquare, List<V>> copy = new TreeMap<>();
        map.forEach((k, v) -> copy.put(k, List.copyOf(v)));
        return Collections.unmodifiableSortedMap(copy);
    }

    /** Every sighted unit, in map order then id order. */
    public List<Unit> all() {
        List<Unit> all = new ArrayList<>();
        units.values().forEach(all::addAll);
        return all;
    }

    public boolean shows(Unit unit) {
        List<Unit> there = units.get(unit.location().tactical());
        return there != null && there.stream().anyMatch(u -> u.id().equals(unit.id()));
    }
}
