package org.adjutant.gitm.sequence;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.adjutant.ruleset.Dice;
import org.adjutant.ruleset.SeededDice;

/**
 * The turn's dice, one independent stream per purpose ("strategic-order", "stragglers"...), so adding rolls for one
 * purpose never shifts the rolls of another. Seeded dice split by {@link SeededDice#purpose}; any other dice (a
 * test's scripted dice) serve every purpose from the one sequence, in the order the engine asks.
 */
public final class DiceStreams {
    private final Dice dice;
    private final Map<String, Dice> streams = new HashMap<>();

    public DiceStreams(Dice dice) {
        this.dice = dice;
    }

    /** Every roll made so far, by purpose in name order (one list for dice that are not split): for battle logs. */
    public SortedMap<String, List<Dice.Roll>> rolls() {
        SortedMap<String, List<Dice.Roll>> all = new TreeMap<>();
        if (!(dice instanceof SeededDice)) {
            all.put("", dice.rolls());
            return all;
        }
        streams.forEach((purpose, d) -> all.put(purpose, d.rolls()));
        return all;
    }

    public Dice forPurpose(String purpose) {
        if (!(dice instanceof SeededDice seeded)) {
            return dice;
        }
        return streams.computeIfAbsent(purpose, seeded::purpose);
    }
}
