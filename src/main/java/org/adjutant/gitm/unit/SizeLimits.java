package org.adjutant.gitm.unit;

import java.util.ArrayList;
import java.util.List;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.StrategicSquare;

/**
 * How many men and batteries a unit may have (SoW 4.9, with the merge ceilings of GITM 3.5 and SoW 4.13).
 *
 * <p>The rules state two kinds of limit. Floors (infantry and cavalry at least 501 men, artillery exactly 300 men and
 * 3 batteries, headquarters exactly 250 or 100 men) govern raising a unit; units then lose men in battle and to
 * desertion, so in play only the ceilings hold. {@link Purpose#BUILD} checks both, {@link Purpose#IN_PLAY} only the
 * ceilings; a scenario's starting forces are units in play.
 */
public final class SizeLimits {
    /** When the limits are asked for. */
    public enum Purpose { BUILD, IN_PLAY }

    /** Infantry may be raised with 300-500 men north of this row in Mexico (SoW 4.9): row S0. */
    public static final int FRONTIER_ROW = 30;

    private static final int GUARD_CEILING = 2000;

    private SizeLimits() {
    }

    /** The most men a unit of this type may have (GITM 3.5, SoW 4.9). */
    public static int maxMen(UnitType type) {
        return switch (type.arm()) {
            case INFANTRY -> 1500;
            case CAVALRY, MILITIA -> 1000;
            case ARTILLERY -> 300;
            case HEADQUARTERS -> type == UnitType.AQ ? 250 : 100;
        };
    }

    public static int maxMen(Unit unit) {
        return unit.guard() ? GUARD_CEILING : maxMen(unit.type());
    }

    /**
     * Why a unit may not be brought to {@code menAfter} men and {@code batteriesAfter} batteries by a transfer or a
     * reinforcement, if it may not (SoW 4.9; a transfer over the ceiling is refused whole, docs/rules/sow.md section
     * 10). Whole sentences naming the unit, for the reply to an order and for the deadline's event alike.
     *
     * @param guard a Guardia Presidencial unit, named as such: it keeps its men above the infantry ceiling but is never
     *              brought above it again (SoW 4.9)
     */
    public static java.util.Optional<String> additionProblem(String unit, UnitType type, boolean guard, int menAfter,
                                                             int batteriesAfter) {
        int ceiling = maxMen(type);
        if (menAfter > ceiling) {
            return java.util.Optional.of(String.format("%s would have %,d men; %s may be brought to at most %,d"
                    + " (SoW 4.9)", unit, menAfter, guard ? "a Guardia Presidencial unit" : "a unit of " + type.words(),
                    ceiling));
        }
        int most = maxBatteries(type);
        if (batteriesAfter > most) {
            return java.util.Optional.of(unit + " would have " + batteriesAfter + " batter"
                    + (batteriesAfter == 1 ? "y" : "ies") + "; a unit of " + type.words() + " has at most " + most
                    + " (SoW 4.9)");
        }
        return java.util.Optional.empty();
    }

    /** The most batteries: one for infantry and cavalry, three for artillery, none for militia and HQs. */
    public static int maxBatteries(UnitType type) {
        return switch (type.arm()) {
            case INFANTRY, CAVALRY -> 1;
            case ARTILLERY -> 3;
            case MILITIA, HEADQUARTERS -> 0;
        };
    }

    /** The fewest men a newly raised unit may have. */
    public static int minMenToBuild(UnitType type, boolean frontier) {
        return switch (type.arm()) {
            case INFANTRY, CAVALRY, MILITIA -> frontier ? 300 : 501;
            case ARTILLERY, HEADQUARTERS -> maxMen(type);
        };
    }

    /** Whether a square is the Mexican north where smaller units may be formed (SoW 4.9). */
    public static boolean isFrontier(Nation territory, StrategicSquare square) {
        return territory == Nation.MX && square.row() < FRONTIER_ROW;
    }

    /** The strength a unit gets when a scenario or test does not say. */
    public static int defaultStrength(UnitType type) {
        return switch (type.arm()) {
            case INFANTRY -> 1000;
            case CAVALRY, MILITIA -> 750;
            case ARTILLERY, HEADQUARTERS -> maxMen(type);
        };
    }

    public static int defaultBatteries(UnitType type) {
        return type.arm() == Arm.ARTILLERY ? 3 : 0;
    }

    /** Every size rule the unit breaks, empty when it is within its limits. */
    public static List<Violation> check(Unit unit, Purpose purpose, boolean frontier) {
        List<Violation> found = new ArrayList<>();
        String who = unit.id().toString();
        UnitType type = unit.type();
        int ceiling = maxMen(unit);
        if (unit.men() > ceiling) {
            found.add(new Violation(who, unit.men() + " men is more than the " + ceiling + " a "
                    + (unit.guard() ? "Guardia Presidencial unit" : type.words() + " unit") + " may have (SoW 4.9)"));
        }
        int maxBatteries = maxBatteries(type);
        if (unit.batteries() > maxBatteries) {
            found.add(new Violation(who, unit.batteries() + " batteries is more than the " + maxBatteries + " a "
                    + type.words() + " unit may have (SoW 4.9)"));
        }
        if (purpose == Purpose.BUILD) {
            int floor = minMenToBuild(type, frontier);
            if (unit.men() < floor) {
                found.add(new Violation(who, "a new " + type.words() + " unit needs at least " + floor
                        + " men, not " + unit.men() + " (SoW 4.9)"));
            }
            if (type.arm() == Arm.ARTILLERY && unit.batteries() != maxBatteries) {
                found.add(new Violation(who, "a new artillery unit has exactly 3 batteries, not "
                        + unit.batteries() + " (SoW 4.9)"));
            }
            if (unit.guard()) {
                found.add(new Violation(who, "Guardia Presidencial units cannot be raised, only kept (SoW 4.9)"));
            }
        }
        return found;
    }
}
