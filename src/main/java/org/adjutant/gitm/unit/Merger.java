package org.adjutant.gitm.unit;

import java.util.ArrayList;
import java.util.List;

/**
 * Merging one unit into another of the same state and type (GITM 3.5, SoW 4.13): when it is allowed, and what the
 * combined unit looks like. The surviving unit keeps its id, commander and place; strength and batteries add up to the
 * type's ceiling; the ratings become strength-weighted averages; it carries a supply only if both did.
 */
public final class Merger {
    private Merger() {
    }

    /** The combined unit and the men and batteries that did not fit under the ceiling. */
    public record Result(Unit merged, int excessMen, int excessBatteries) {
    }

    /**
     * Every reason {@code absorbed} cannot merge into {@code into} now; empty when it can.
     *
     * @param enemyInSquare an enemy unit shares the strategic square, so the two must share a tactical square
     */
    public static List<Violation> check(Unit absorbed, Unit into, boolean enemyInSquare) {
        List<Violation> found = new ArrayList<>();
        String who = absorbed.id() + " into " + into.id();
        if (absorbed.id().equals(into.id())) {
            found.add(new Violation(who, "a unit cannot merge into itself"));
            return found;
        }
        if (absorbed.type() != into.type()) {
            found.add(new Violation(who, "only units of the same type merge (GITM 3.5)"));
        }
        if (absorbed.isHeadquarters() || into.isHeadquarters() || absorbed.type() == UnitType.MI
                || into.type() == UnitType.MI) {
            found.add(new Violation(who, "headquarters and militia cannot merge (GITM 3.5)"));
        }
        if (!absorbed.state().equals(into.state())) {
            found.add(new Violation(who, "only units of one state merge, not allies (SoW 4.13)"));
        }
        if (!absorbed.isActive() || !into.isActive()) {
            found.add(new Violation(who, "both units must be active to merge (GITM 3.5)"));
        }
        if (!absorbed.location().strategic().equals(into.location().strategic())) {
            found.add(new Violation(who, "the units must be in the same strategic square (GITM 3.5)"));
        } else if (enemyInSquare && !absorbed.location().tactical().equals(into.location().tactical())) {
            found.add(new Violation(who, "with an enemy in the square the units must share a tactical square"
                    + " (GITM 3.5)"));
        }
        return found;
    }

    /** The merged unit; call {@link #check} first. */
    public static Result merge(Unit absorbed, Unit into) {
        int totalMen = absorbed.men() + into.men();
        int totalBatteries = absorbed.batteries() + into.batteries();
        int ceiling = SizeLimits.maxMen(into);
        int maxBatteries = SizeLimits.maxBatteries(into.type());
        Unit merged = into.toBuilder()
                .men(Math.min(totalMen, ceiling))
                .batteries(Math.min(totalBatteries, maxBatteries))
                .quality(Quality.ofLevel(weighted(absorbed, into, absorbed.quality().level(), into.quality().level())))
                .experience(weighted(absorbed, into, absorbed.experience(), into.experience()))
                .morale(weighted(absorbed, into, absorbed.morale(), into.morale()))
                .fatigue(weighted(absorbed, into, absorbed.fatigue(), into.fatigue()))
                .ammunition(weighted(absorbed, into, absorbed.ammunition(), into.ammunition()))
                .supplies(absorbed.supplies() > 0 && into.supplies() > 0 ? 1 : 0)
                // the absorbed unit's scattered, wounded and captured men belong to the survivor now (GITM 9.13)
                .stragglers(absorbed.stragglers() + into.stragglers())
                .wounded(absorbed.wounded() + into.wounded())
                .prisoners(absorbed.prisoners() + into.prisoners())
                .build();
        return new Result(merged, Math.max(0, totalMen - ceiling), Math.max(0, totalBatteries - maxBatteries));
    }

    /** Strength-weighted average, rounded half up; equal weights when neither unit has men. */
    static int weighted(Unit a, Unit b, int valueA, int valueB) {
        return weighted(valueA, a.men(), valueB, b.men());
    }

    /**
     * {@code rhu((valueA x weightA + valueB x weightB) / (weightA + weightB))}, halves upwards, in integers; equal
     * weights when both are 0 (SoW 4.11, 4.13: ratings averaged by men).
     */
    public static int weighted(int valueA, long weightA, int valueB, long weightB) {
        if (weightA + weightB == 0) {
            weightA = 1;
            weightB = 1;
        }
        long total = weightA + weightB;
        long sum = valueA * weightA + valueB * weightB;
        return (int) ((2 * sum + total) / (2 * total));
    }
}
