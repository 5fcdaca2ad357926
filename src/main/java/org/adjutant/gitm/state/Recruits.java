package org.adjutant.gitm.state;

import org.adjutant.gitm.unit.Arm;
import org.adjutant.gitm.unit.Quality;

/**
 * The quality a state's new units get, by arm (docs/rules/sow.md section 8.9, question 7): the missing SoW page is
 * headed "Average quality of units and ships", read as the quality of recruits when the scenario says nothing; a
 * scenario sets its own (the 1846 volunteers were worse than the regulars they joined, docs/scenario-1846.md).
 * Headquarters are never raised (section 8); they take the infantry's.
 */
public record Recruits(Quality infantry, Quality cavalry, Quality artillery, Quality militia) {
    /** Every arm Average: the rule book's reading. */
    public static final Recruits AVERAGE = new Recruits(Quality.AVERAGE, Quality.AVERAGE, Quality.AVERAGE,
            Quality.AVERAGE);

    public Recruits {
        infantry = infantry == null ? Quality.AVERAGE : infantry;
        cavalry = cavalry == null ? Quality.AVERAGE : cavalry;
        artillery = artillery == null ? Quality.AVERAGE : artillery;
        militia = militia == null ? Quality.AVERAGE : militia;
    }

    /** The quality of a new unit of {@code arm}. */
    public Quality of(Arm arm) {
        return switch (arm) {
            case CAVALRY -> cavalry;
            case ARTILLERY -> artillery;
            case MILITIA -> militia;
            case INFANTRY, HEADQUARTERS -> infantry;
        };
    }
}
