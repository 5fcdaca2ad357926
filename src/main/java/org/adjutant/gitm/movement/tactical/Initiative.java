package org.adjutant.gitm.movement.tactical;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;
import org.adjutant.ruleset.Dice;

/**
 * The order in which units move in a tactical phase (GITM 8.6): lower initiative numbers first.
 *
 * <p>Fast units strong enough at the start of the turn (light and medium cavalry of 250 men or more, horse artillery
 * of 100 or more) take numbers from 1 to 2; everyone else from 3 to 5. The rule names "LA" for the 100-man case; as
 * light artillery is not a fast unit (GITM 8.1), the project reads it as the horse artillery the sentence is about.
 * Inside its band a unit's number rises with fatigue (a fresh unit sits at the bottom, one at 16 fatigue or more at
 * the top) and drops by a quarter of the band for units drawing communications from US1AQ, never leaving the band.
 * Units with equal numbers move in an order drawn for each phase with labelled rolls, so the order differs phase
 * by phase as the rule says and is the same whenever the turn is re-run.
 */
public final class Initiative {
    public static final int STRONG_CAVALRY = 250;
    public static final int STRONG_HORSE_ARTILLERY = 100;
    /** Fatigue at which a unit sits at the top of its band. */
    public static final int FATIGUE_SPAN = 16;
    public static final String SCOTT = "US1AQ";

    private Initiative() {
    }

    /** Whether the unit belongs to the first band (GITM 8.6); strength is read at the start of the turn. */
    public static boolean firstBand(Unit atStart) {
        UnitType t = atStart.type();
        if (t == UnitType.LC || t == UnitType.MC) {
            return atStart.men() >= STRONG_CAVALRY;
        }
        return t == UnitType.HA && atStart.men() >= STRONG_HORSE_ARTILLERY;
    }

    /**
     * The initiative number in hundredths (100 = 1.00 ... 500 = 5.00).
     *
     * @param atStart the unit as the turn began (for its strength)
     * @param now     the unit now (for its fatigue and communications)
     */
    public static int number(Unit atStart, Unit now) {
        boolean first = firstBand(atStart);
        int low = first ? 100 : 300;
        int span = first ? 100 : 200;
        int value = low + span * Math.min(now.fatigue(), FATIGUE_SPAN) / FATIGUE_SPAN;
        if (SCOTT.equalsIgnoreCase(now.communications())) {
            value -= span / 4;
        }
        return Math.max(low, Math.min(low + span, value));
    }

    /**
     * The units in the order they move this phase. One roll is made for each unit that shares its number with
     * another, labelled with the phase and the unit.
     */
    public static List<UnitId> order(Phase phase, List<Unit> atStart, Map<UnitId, Unit> now, Dice dice) {
        Map<UnitId, Integer> numbers = new HashMap<>();
        Map<Integer, Integer> counts = new HashMap<>();
        for (Unit u : atStart) {
            int n = number(u, now.getOrDefault(u.id(), u));
            numbers.put(u.id(), n);
            counts.merge(n, 1, Integer::sum);
        }
        List<UnitId> ids = new ArrayList<>(numbers.keySet());
        ids.sort(Comparator.naturalOrder());
        Map<UnitId, Double> tie = new HashMap<>();
        for (UnitId id : ids) {
            int n = numbers.get(id);
            tie.put(id, counts.get(n) > 1
                    ? dice.uniform(phase.title() + ": initiative tie-break for " + id + " (number "
                    + String.format(java.util.Locale.ROOT, "%.2f", n / 100.0) + ")")
                    : 0.0);
        }
        ids.sort(Comparator.<UnitId>comparingInt(numbers::get).thenComparingDouble(tie::get)
                .thenComparing(Comparator.naturalOrder()));
        return ids;
    }
}
