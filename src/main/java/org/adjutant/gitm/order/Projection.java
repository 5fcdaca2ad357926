package org.adjutant.gitm.order;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a block of office orders would do to its state's money if the turn ran now (docs/rules/sow.md section 18.3):
 * the orders it could not pay for or the market refuses, by their index in the block, and the notes the reply prints
 * under an accepted block (the treasury after the orders).
 */
public record Projection(Map<Integer, String> problems, List<String> notes) {
    public static final Projection NONE = new Projection(Map.of(), List.of());

    public Projection {
        problems = java.util.Collections.unmodifiableMap(new TreeMap<>(problems));
        notes = List.copyOf(notes);
    }
}
