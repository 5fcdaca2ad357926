package org.adjutant.gitm.naval.combat;

import org.adjutant.gitm.naval.ShipType;

/**
 * Every designed value of naval combat (docs/rules/naval.md section 15; PATE-MD combat is cut off before its tables),
 * in one place, so the calibration harness can try others on the training actions without touching the engine
 * (docs/calibration.md, the naval section). {@link #DEFAULT} is what the game plays.
 *
 * @param hitLong           chance each gun of a broadside hits in a round at long range
 * @param hitClose          the same at close quarters
 * @param shoreAccuracy     how much better a shore gun hits than a ship's, firing from a steady platform
 * @param rounds            rounds of fire in a day's action
 * @param crewPerGun        seamen a gun needs to be fought at full speed; fewer slow her fire in proportion
 * @param casualtiesClose   men a hit on the hull kills or wounds at close quarters
 * @param casualtiesLong    the same at long range
 * @param casualtiesRigging men a hit in the rigging kills or wounds
 * @param gunsPerFortLevel  heavy guns a port's works mount for each level of its fort
 * @param gunsPerBattery    guns in each battery of the garrison's units
 * @param worksProtection   how much each level of the fort shelters its guns: a hit counts 1 / (1 + level x this)
 * @param worksPerLevel     sheltered hits in a day, for each level, that bring the fort down one level
 * @param gunnersPerHit     gunners each sheltered hit kills or wounds
 * @param strikeCrewShare   a ship strikes when fewer than this share of the men she began the action with stand
 * @param weatherGage       percent chance the side that brings on battle has the weather gage and picks the range
 * @param breakLineOpening  fire of a squadron breaking the line in the first round, as it bears down bows on
 * @param breakLineRake     its fire afterwards, raking the broken line
 * @param captureChance     percent chance a transport group of a beaten side is taken
 */
public record NavalTuning(double hitLong, double hitClose, double shoreAccuracy, int rounds, int crewPerGun,
                          double casualtiesClose, double casualtiesLong, double casualtiesRigging,
                          int gunsPerFortLevel, int gunsPerBattery, double worksProtection, double worksPerLevel,
                          double gunnersPerHit, double strikeCrewShare, int weatherGage, double breakLineOpening,
                          double breakLineRake, int captureChance) {
    /** The values the game plays (designed, naval.md section 15.6; calibrated in docs/calibration.md). */
    public static final NavalTuning DEFAULT = new NavalTuning(0.08, 0.25, 1.5, 3, 8, 3.0, 2.0, 0.5, 10, 6, 0.5, 3.0,
            2.0, 0.5, 60, 0.5, 1.5, 50);

    /** Hits on her hull (or rigging) that make one point of damage: a bigger hull takes more (designed). */
    public int hitsPerPoint(ShipType type) {
        return switch (type) {
            case FL -> 8;
            case FR -> 5;
            case SL -> 3;
            case TR -> 2;
        };
    }

    /** Hull damage at which she strikes her colours, unable to fight on (designed). */
    public int strikeAt(ShipType type) {
        return switch (type) {
            case FL -> 10;
            case FR -> 8;
            case SL -> 5;
            case TR -> 3;
        };
    }

    /** Hull damage at which she sinks (designed). */
    public int sinkAt(ShipType type) {
        return switch (type) {
            case FL -> 14;
            case FR -> 11;
            case SL -> 7;
            case TR -> 4;
        };
    }

    /** Her chance in percent to slip away from an enemy bent on battle, undamaged (designed). */
    public int evasion(ShipType type) {
        return switch (type) {
            case FL -> 40;
            case FR -> 60;
            case SL -> 70;
            case TR -> 30;
        };
    }

    /** Added to a frigate's or sloop's chance to evade when only ships of the line are after her (designed). */
    public int outsails() {
        return 15;
    }
}
