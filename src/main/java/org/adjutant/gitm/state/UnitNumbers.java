package org.adjutant.gitm.state;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;

/**
 * The highest number, by type, of the state's units that have left the game (destroyed, surrendered, merged away,
 * disbanded), so that a raised unit never takes the number of one that is gone (docs/rules/sow.md sections 8.9 and
 * 20.1 item 7): two units sharing an id would share a history in every report. Numbers of units still in play are not
 * kept here -- the position shows them -- so a scenario or a position saved before this record needs nothing.
 */
public record UnitNumbers(SortedMap<UnitType, Integer> highest) {
    public static final UnitNumbers NONE = new UnitNumbers(new TreeMap<>());

    public UnitNumbers {
        SortedMap<UnitType, Integer> copy = new TreeMap<>();
        if (highest != null) {
            for (var e : highest.entrySet()) {
                if (e.getValue() < 1 || e.getValue() > 9999) {
                    throw new IllegalArgumentException("a unit number is 1-9999, not " + e.getValue());
                }
                copy.put(e.getKey(), e.getValue());
            }
        }
        highest = Collections.unmodifiableSortedMap(copy);
    }

    /** The highest number of {@code type} recorded, 0 for none. */
    public int of(UnitType type) {
        return highest.getOrDefault(type, 0);
    }

    /** This record with {@code id}'s number kept, if higher than the one of its type already kept. */
    public UnitNumbers with(UnitId id) {
        if (id.number() <= of(id.type())) {
            return this;
        }
        Map<UnitType, Integer> next = new EnumMap<>(UnitType.class);
        next.putAll(highest);
        next.put(id.type(), id.number());
        return new UnitNumbers(new TreeMap<>(next));
    }

    public boolean isEmpty() {
        return highest.isEmpty();
    }
}
