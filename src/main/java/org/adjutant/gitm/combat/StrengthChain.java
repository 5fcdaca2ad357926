package org.adjutant.gitm.combat;

import java.util.List;
import org.adjutant.gitm.unit.UnitId;

/**
 * One part of one unit's effective strength as a labelled chain (GITM 9.6): the men counted, each multiplier with its
 * name and rule, and their product. A battle report prints it, e.g. {@code MX4IN foot 480 x1 arm x0.77 Fair ... =
 * 444}.
 */
public record StrengthChain(UnitId unit, Part part, double men, List<Modifier> modifiers) {
    public StrengthChain {
        modifiers = List.copyOf(modifiers);
    }

    public double value() {
        double v = men;
        for (Modifier m : modifiers) {
            v *= m.value();
        }
        return v;
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder(unit + " " + part.name().toLowerCase(java.util.Locale.ROOT) + " "
                + Strength.format(men));
        modifiers.forEach(m -> b.append(' ').append(m));
        return b.append(" = ").append(Strength.format(value())).toString();
    }
}
