package org.adjutant.gitm.detection;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.render.Marker;

/**
 * Everything one player may see of a position (GITM 4.6): on the strategic map, the squares shown (within
 * {@value StrategicRanges#SHOWN} of an active unit of his, GITM 4.1) and the stacks his units detect; on the tactical
 * map of every square where he has a unit, what his side sees there.
 *
 * @param shown    the strategic squares the report's map draws, in map order
 * @param stacks   the stacks to mark, by square in map order; within a square his own first, then by allegiance,
 *                 state and condition
 * @param tactical per square where he has a unit, what he sees on its tactical map
 */
public record PlayerView(Viewer viewer, SortedSet<StrategicSquare> shown, List<StrategicStack> stacks,
                         SortedMap<StrategicSquare, TacticalView> tactical) {
    public PlayerView {
        shown = Collections.unmodifiableSortedSet(new TreeSet<>(shown));
        stacks = List.copyOf(stacks);
        tactical = Collections.unmodifiableSortedMap(new TreeMap<>(tactical));
    }

    /** The markers of the strategic map, by square, ready for {@code StrategicMapRenderer}. */
    public SortedMap<StrategicSquare, List<Marker>> markers() {
        SortedMap<StrategicSquare, List<Marker>> markers = new TreeMap<>();
        for (StrategicStack s : stacks) {
            markers.computeIfAbsent(s.square(), k -> new ArrayList<>()).add(s.marker());
        }
        markers.replaceAll((k, v) -> List.copyOf(v));
        return Collections.unmodifiableSortedMap(markers);
    }

    public List<StrategicStack> stacksAt(StrategicSquare square) {
        return stacks.stream().filter(s -> s.square().equals(square)).toList();
    }
}
