package org.adjutant.gitm.detection;

import java.util.Set;
import java.util.TreeSet;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.ruleset.Visibility;

/**
 * Who learns of one tactical move, from {@code from} to {@code to} in {@code square} (GITM 4.4): the whole move, only
 * where it started, or only where it ended. The three sets never overlap; a unit in none learns nothing of it.
 *
 * @param whole     the mover, its same-side and actively allied units in the square, and other units that saw both
 *                  ends (themselves or through a unit of their side)
 * @param startOnly other units that saw the start but not the end
 * @param endOnly   other units that saw the end but not the start
 */
public record TacticalMoveWitnesses(StrategicSquare square, TacticalSquare from, TacticalSquare to, Visibility whole,
                                    Visibility startOnly, Visibility endOnly) {
    /** Every unit that learns anything of the move. */
    public Visibility anything() {
        Set<String> all = new TreeSet<>(whole.observers());
        all.addAll(startOnly.observers());
        all.addAll(endOnly.observers());
        return Visibility.units(all);
    }
}
