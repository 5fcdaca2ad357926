package org.adjutant.gitm.combat;

import org.adjutant.gitm.event.CasualtyCause;
import org.adjutant.gitm.unit.Quality;

/**
 * Every number of the combat rules in one place (GITM 9, 3.6, 3.7, 10.9-10.10, 12), the ones the texts give and the
 * ones this project designed. Each carries a pointer to its row in docs/rules/gitm-9-combat.md, section 20 (the
 * constants table), where the reason for its value is written; the calibration against the war's battles tunes the
 * designed ones here and nowhere else. No other class may type a combat number.
 *
 * <p>Longer than most classes on purpose: it is the one table of the combat rules, read top to bottom.
 */
public final class CombatConstants {
    private CombatConstants() {
    }

    // ------------------------------------------------------------------------------------------ frontage (GITM 9.4)

    /** §20 {@code LINE_SPACES}: spaces of the front line for one direction of attack (given, 9.4). */
    public static final int LINE_SPACES = 3000;
    /** §20 "spaces per man": infantry (given, 9.4). */
    public static final int SPACES_FOOT = 1;
    /** §20 "spaces per man": cavalry (given, 9.4). */
    public static final int SPACES_HORSE = 3;
    /** §20 "spaces per man": artillerists (given, 9.4). */
    public static final int SPACES_GUNNER = 8;
    /** §20 "spaces per man": an artillery unit's men beyond its gunners fight as infantry (strmods). */
    public static final int SPACES_SPARE = 1;
    /**
     * §26.12 (designed) {@code SHORT_LINE}: a side brings to bear a line at most the enemy's front divided by this: at
     * 0.5 a long line overlaps a short one by half the short one's length on each flank, and no more.
     */
    public static final double SHORT_LINE = 0.5;
    /** §20 {@code REAR_FACTOR}: the rear holds twice the first two lines, read as 2 x (front + second) = 4 L. */
    public static final int REAR_FACTOR = 4;
    /** §20 {@code MEN_PER_BATTERY}: men of a battery counted as artillerists (given, 9.4, strmods). */
    public static final int MEN_PER_BATTERY = 100;
    /** §20 {@code MIN_MEN_PER_BATTERY}: fewest men that serve a battery (strmods; also attached batteries, decided). */
    public static final int MIN_MEN_PER_BATTERY = 50;
    /**
     * §20 {@code GUNS_PER_BATTERY} (designed): a battery is served gun by gun, each gun by its share of the 50 men a
     * battery needs, so a crew short of 50 serves the guns it can man.
     */
    public static final double GUNS_PER_BATTERY = 6;

    // -------------------------------------------------------------------------- effective strength (GITM 9.6)

    /** §20 {@code QUALITY_STEP}: ratio between two quality grades (calibrated). */
    public static final double QUALITY_STEP = 1.27;
    /** §20 {@code GUNNER_QUALITY_EXPONENT}: gunners' quality multiplier is the grade's raised to this (calibrated). */
    public static final double GUNNER_QUALITY_EXPONENT = 2;
    /** §20 {@code FIRE_DISCIPLINE} (designed): a marksman's quality counts again in the fire, raised to this. */
    public static final double FIRE_DISCIPLINE = 1;

    /**
     * §8.2 QUALITY: {@code QUALITY_STEP^(level - 4)}, rounded to two places (Very Poor 0.46 ... Excellent 2.20); for
     * gunners that value raised to {@link #GUNNER_QUALITY_EXPONENT}, rounded again (0.21 ... 4.84).
     */
    public static double quality(Quality q, boolean gunners) {
        double base = round2(Math.pow(QUALITY_STEP, q.level() - 4));
        return gunners ? round2(Math.pow(base, GUNNER_QUALITY_EXPONENT)) : base;
    }

    /** §8.2 EXPERIENCE bands (GITM-MD morale.html's bands, neutral at 16-24): lower bounds and multipliers. */
    static final int[] EXPERIENCE_BANDS = {0, 1, 4, 9, 16, 25, 36, 49, 64};
    static final double[] EXPERIENCE_STRENGTH = {0.80, 0.85, 0.90, 0.95, 1.00, 1.05, 1.10, 1.15, 1.20};

    /** §8.2 MORALE: {@code MORALE_BASE + morale / MORALE_DIVISOR} (50 is neutral). */
    public static final double MORALE_BASE = 0.75;
    public static final double MORALE_DIVISOR = 200;

    /** §8.2 FATIGUE bands (0-8, 9-11, 12-15, 16+) and multipliers. */
    static final int[] FATIGUE_BANDS = {0, 9, 12, 16};
    static final double[] FATIGUE_STRENGTH = {1.00, 0.90, 0.80, 0.70};

    /** §8.3 POSTURE strength (strmods): assault and last-ditch. */
    public static final double POSTURE_FIERCE = 1.2;
    /** §8.3 POSTURE strength: attack and defend. */
    public static final double POSTURE_PLAIN = 1.0;
    /** §8.3 POSTURE strength: skirmish, others. */
    public static final double POSTURE_SKIRMISH = 0.5;
    /** §8.3 POSTURE strength: skirmish, light infantry. */
    public static final double POSTURE_SKIRMISH_LIGHT = 0.7;
    /** §8.3 POSTURE strength: evade. */
    public static final double POSTURE_EVADE = 0.1;

    /** §9 step 4 {@code POSTURE_CASUALTY} (strmods): assault / last-ditch, attack / defend, skirmish, evade. */
    public static final double CASUALTY_FIERCE = 1.2;
    public static final double CASUALTY_PLAIN = 1.0;
    public static final double CASUALTY_SKIRMISH = 0.5;
    public static final double CASUALTY_EVADE = 0.2;

    /** §8.3 TERRAIN: the defending side's multiplier by the defensive rating 0-4 (strmods). */
    static final double[] TERRAIN = {0.7, 0.8, 0.9, 1.0, 1.1};

    /** §20 {@code HELD}: units of the defending side that did not move in (calibrated, must exceed 1). */
    public static final double HELD = 1.10;
    /** §20 {@code ARMY_HQ_BONUS}: communications from a bonus army HQ (the scenario names which, GITM 9.6). */
    public static final double ARMY_HQ_BONUS = 1.10;
    /** §20 {@code MILITIA_MOVED}: a militia unit that moved onto the battle square (decided). */
    public static final double MILITIA_MOVED = 0.8;

    /** §8.1 arm (strmods): foot of IN and LI. */
    public static final double ARM_FOOT = 1.0;
    /** §8.1 arm: militia on a town square, elsewhere (strmods). */
    public static final double ARM_MILITIA_TOWN = 0.75;
    public static final double ARM_MILITIA = 0.5;
    /** §8.1 arm: light cavalry in the open, in a fort battle, against squares. */
    public static final double ARM_LC = 1.5;
    public static final double ARM_LC_FORT = 0.5;
    public static final double ARM_LC_SQUARES = 1.2;
    /** §8.1 arm: dragoons. */
    public static final double ARM_MC = 2.5;
    public static final double ARM_MC_FORT = 0.75;
    public static final double ARM_MC_SQUARES = 2.0;
    /** §8.1 arm: lancers. */
    public static final double ARM_NC = 1.0;
    public static final double ARM_NC_FORT = 0.5;
    public static final double ARM_NC_SQUARES = 3.0;
    /** §20 {@code ARM_NC_HORSE} (designed): lancers against horse, blended by the enemy's share of horse. */
    public static final double ARM_NC_HORSE = 2.5;
    /** §20 {@code HORSE_FATIGUE} (designed): a horse part's fatigue factor is the table's raised to this. */
    public static final double HORSE_FATIGUE = 2;
    /** §8.1 arm: medium guns (and infantry batteries); light, horse and siege guns in the field; siege guns bombarding. */
    public static final double ARM_MEDIUM_GUNS = 9;
    public static final double ARM_LIGHT_GUNS = 6;
    public static final double ARM_SIEGE_BOMBARDING = 24;
    /** §8.1 arm: an artillery unit's men beyond its gunners ("poorly armed infantry", strmods). */
    public static final double ARM_SPARE = 0.5;

    /** §20 {@code MIXED_ARMS}: a side whose horse is a third to two thirds of its melee strength (9.7, 9.9). */
    public static final double MIXED_ARMS = 1.10;
    public static final double MIXED_ARMS_LOW = 1.0 / 3;
    public static final double MIXED_ARMS_HIGH = 2.0 / 3;
    /** §20 {@code OPEN_FLANK}: melee multiplier per exposed flank. */
    public static final double OPEN_FLANK = 0.9;
    /** §20 {@code FRONT_FULL}: share of the line the front must fill for both flanks to be anchored (given, 9.8). */
    public static final double FRONT_FULL = 0.75;

    /** §20 {@code SQUARE_FIRE}, {@code SQUARE_MELEE}: foot in square. */
    public static final double SQUARE_FIRE = 0.5;
    public static final double SQUARE_MELEE = 1.5;
    /** §20 {@code SQUARE_TRAP}: chance a square of the losing side is caught and shatters (9.5). */
    public static final double SQUARE_TRAP = 0.5;
    /** §7: squares are not formed against 4 or more batteries per 1,000 cavalrymen (given, 9.5). */
    public static final int SQUARE_BATTERIES_PER_THOUSAND = 4;

    /** §20 {@code FORT_MELEE_PER_LEVEL}: a manned fort's units fight the melee at x(1 + this x level) (calibrated). */
    public static final double FORT_MELEE_PER_LEVEL = 0.7;
    /** §20 "fort casualty reduction": 50% at level 1, 10% more a level (given, 9.7, 9.9). */
    public static final double FORT_REDUCTION_FIRST = 0.5;
    public static final double FORT_REDUCTION_PER_LEVEL = 0.1;
    /** §20 {@code WALL_SHARE}: a fort is manned with a third of its capacity on the walls (strmods). */
    public static final int WALL_DIVISOR = 3;
    /** §8.3 manning: wall weights of foot and spare men, gunners (decided), horse. */
    public static final int WALL_FOOT = 1;
    public static final int WALL_GUNNER = 2;

    // ------------------------------------------------------------------------------- fire and melee (GITM 9.7, 9.9)

    /** §20 {@code K_FIRE}: men hit per point of firing strength per segment (calibrated). */
    public static final double K_FIRE = 0.03;
    /** §20 {@code COVER} (designed): the share of fire and shells a defender is spared per step of its rating. */
    public static final double COVER = 2.0 / 3;
    /** §20 {@code K_MELEE}: men hit per point of melee strength per segment (calibrated). */
    public static final double K_MELEE = 0.055;
    /** §20 {@code MELEE_LOSER_FACTOR}: the melee's loser takes this many times the casualties (calibrated). */
    public static final double MELEE_LOSER_FACTOR = 1.6;
    /** §20 {@code MELEE_EXPONENT}: P(A wins) = MS(A)^g / (MS(A)^g + MS(B)^g) (calibrated). */
    public static final double MELEE_EXPONENT = 1.7;
    /** §20 {@code QUALITY_SHOCK} (designed): the odds also carry the sides' troop quality raised to this. */
    public static final double QUALITY_SHOCK = 2.8;
    /**
     * §20 {@code STORM} (designed): a manned fort's garrison inflicts casualties x(1 + this x level) in the fire and
     * the melee, the stormers being in the open under the walls.
     */
    public static final double STORM = 0.25;
    /** §20 {@code BEATEN_REPLY} (designed): how far a side beaten at long odds stops hitting back (0: not at all). */
    public static final double BEATEN_REPLY = 0.35;
    /** §20 {@code MELEE_EXCHANGE} (designed): troop quality tilts the melee's casualties, raised to this. */
    public static final double MELEE_EXCHANGE = 0.5;
    /** §20 {@code PURSUIT} (designed): the winner's horse rides down the beaten side at this times its strength. */
    public static final double PURSUIT = 1.25;
    /** §20 {@code LANCE_PURSUIT} (designed): lancers' arm in the pursuit of a beaten side. */
    public static final double LANCE_PURSUIT = ARM_NC_SQUARES;
    /**
     * §20 {@code PURSUIT_TAKE} (designed, section 26.13): the men of a beaten side that leave the field which one
     * pursuing horseman of the winner rides down or takes, before the beaten side's own horse screens them.
     */
    public static final double PURSUIT_TAKE = 3;
    /** §20 {@code LIGHT_PURSUIT} (designed, section 26.13): a light infantryman in the pursuit, in horsemen. */
    public static final double LIGHT_PURSUIT = 0.5;
    /** §20 {@code NOISE}: casualties drawn from [1 - NOISE, 1 + NOISE] times the expected figure. */
    public static final double NOISE = 0.2;
    /** §20 {@code CASUALTY_CAP}: a unit loses at most this share of its exposed men in one segment (decided). */
    public static final double CASUALTY_CAP = 0.5;
    /** §20 fire / melee / bombard fatigue (given 9.7, 9.9; bombard decided). */
    public static final int FIRE_FATIGUE = 1;
    public static final int MELEE_FATIGUE = 1;
    public static final int BOMBARD_FATIGUE = 1;
    /** §17: melee strength with no ammunition left, foot and spare men, gunners (given, 10.10). */
    public static final double NO_AMMUNITION_FOOT = 0.5;
    public static final double NO_AMMUNITION_GUNNERS = 0.1;

    // ------------------------------------------------------------------------------- morale checks (GITM 9.8, 9.11)

    /** §20 {@code MORALE_LOSS_THRESHOLD}: a loss of this percentage of the men at the segment's start checks. */
    public static final int MORALE_LOSS_THRESHOLD = 2;
    /** GITM 12.1: a check taken at this fatigue or more shatters the unit. */
    public static final int SHATTER_FATIGUE = 16;
    /** §10.1 loss bands (lower bounds, percent) with base retreat and rout chances (GITM-MD morale.html). */
    static final double[] LOSS_BANDS = {2, 5, 10, 20, 30, 40, 50};
    static final double[] BASE_RETREAT = {2.5, 5, 10, 25, 40, 50, 60};
    static final double[] BASE_ROUT = {1, 2, 4, 10, 16, 20, 24};
    /** §10.1 quality rows, Very Poor to Excellent: multiplier, then points subtracted (morale.html). */
    static final double[] QUALITY_RETREAT = {1.3, 1.2, 1.05, 1, 0.95, 0.9, 0.8};
    static final double[] QUALITY_RETREAT_MINUS = {0, 0, 0, 0, 0, 5, 10};
    static final double[] QUALITY_ROUT = {1.5, 1.3, 1.1, 1, 0.9, 0.95, 0.6};
    static final double[] QUALITY_ROUT_MINUS = {0, 0, 0, 0, 0, 2, 5};
    /** §10.1 experience rows over {@link #EXPERIENCE_BANDS}. */
    static final double[] EXPERIENCE_RETREAT = {2, 1.5, 1.2, 1.1, 1, 0.95, 0.9, 0.8, 0.7};
    static final double[] EXPERIENCE_ROUT = {3, 2, 1.5, 1.2, 1, 0.9, 0.8, 0.6, 0.5};
    /** §10.1 fatigue bands 0-2, 3-5, 6-8, 9-11, 12+. */
    static final int[] CHECK_FATIGUE_BANDS = {0, 3, 6, 9, 12};
    static final double[] FATIGUE_RETREAT = {0.75, 0.9, 1, 1.2, 1.5};
    static final double[] FATIGUE_ROUT = {0.75, 0.9, 1, 1.2, 2};
    /** §10.1 flank factors: one flank exposed, both exposed. */
    public static final double ONE_FLANK_OPEN = 1.1;
    public static final double BOTH_FLANKS_OPEN = 1.2;
    /** §13 melee points: the winner subtracts, the loser adds (morale.html). */
    public static final double MELEE_RETREAT_POINTS = 10;
    public static final double MELEE_ROUT_POINTS = 20;

    // ------------------------------------------------------------------------- retreat, rout, fall back (GITM 9.8, 9.9)

    /** §20 {@code RETREAT_MAX}: a retreat covers roll(4) tactical squares (4 given, the roll decided). */
    public static final int RETREAT_MAX = 4;
    /** §20 retreat / rout / fall-back fatigue (given, 9.8, 9.9). */
    public static final int RETREAT_FATIGUE = 2;
    public static final int ROUT_FATIGUE = 3;
    public static final int FALL_BACK_FATIGUE = 1;
    /** §20 {@code ROUT_LOSS}: a rout scatters 5-15% of the unit (decided). */
    public static final int ROUT_LOSS_MIN = 5;
    public static final int ROUT_LOSS_MAX = 15;

    // ------------------------------------------------------------------------------------ HQs, shattering (9.2, 12)

    /** §20 {@code HQ_SHATTER}: the "small chance" an HQ caught outside a fort shatters (9.2). */
    public static final double HQ_SHATTER = 0.05;
    /** §20 {@code SHATTER_LOSS}: 30-80% of the men, uniform (range given, 12.1). */
    public static final int SHATTER_LOSS_MIN = 30;
    public static final int SHATTER_LOSS_MAX = 80;
    /** §20 {@code SHATTER_MOVE}: squares moved along the line of contact, 3 or 4 (given, 12.2). */
    public static final int SHATTER_MOVE_MIN = 3;
    public static final int SHATTER_MOVE_MAX = 4;
    /** §20 {@code SHATTER_CITY_RANGE}: the longest line of contact to a refuge city (given, 12.2). */
    public static final int SHATTER_CITY_RANGE = 15;
    /** §20 {@code SHATTER_COAST}: how far the coast a shattered unit falls back to may lie, 3-8 squares (given, 12.2). */
    public static final int SHATTER_COAST_MIN = 3;
    public static final int SHATTER_COAST_MAX = 8;
    /** §20 {@code REFORM_TURNS}: 2 or 3 turns, the shattering turn included (given, 12.3). */
    public static final int REFORM_TURNS_MIN = 2;
    public static final int REFORM_TURNS_MAX = 3;
    /** §20 {@code REFORM_FAILURES_MAX}: destroyed after this many turns unable to reform (given, 12.5). */
    public static final int REFORM_FAILURES_MAX = 3;

    // ---------------------------------------------------------------------------------- kinds of casualty (9.13)

    /**
     * §15 the casualty split: shares of killed, wounded, prisoners, stragglers by cause (fire and bombardment: the
     * winners' returns; the melee's loser: the Mexican returns; routs and shattering half prisoners, half stragglers).
     */
    public static double[] split(CasualtyCause cause) {
        return switch (cause) {
            case FIRE, BOMBARDMENT -> new double[] {0.20, 0.75, 0, 0.05};
            case MELEE_WON -> new double[] {0.15, 0.80, 0, 0.05};
            case MELEE_LOST -> new double[] {0.18, 0.32, 0.30, 0.20};
            case PURSUIT -> new double[] {0.10, 0.15, 0.60, 0.15};
            case ROUT, SHATTER -> new double[] {0, 0, 0.5, 0.5};
            case SURRENDER, DESTROYED -> new double[] {0, 0, 1, 0};
        };
    }

    /** §20 {@code STRAGGLER_RETURN}: share of stragglers back each turn, rounded up: with a strategic order, without. */
    public static final double STRAGGLER_RETURN_MARCHING = 0.25;
    public static final double STRAGGLER_RETURN_STANDING = 0.5;

    // ----------------------------------------------------------------------------- experience and morale (3.6, 3.7)

    /** §18.1 experience per phase of battle by the odds: at most these odds, these points; longer odds 1. */
    static final double[] ODDS_BANDS = {1.25, 1.75, 2.5, 4};
    static final int[] ODDS_EXPERIENCE = {5, 4, 3, 2};
    public static final int LONG_ODDS_EXPERIENCE = 1;
    /** §18.1 campaign-end experience loss: the share lost, and the share for a unit that gained none that campaign. */
    public static final double EXPERIENCE_TURNOVER = 0.10;
    public static final double EXPERIENCE_TURNOVER_IDLE = 0.25;

    /** §18.2 battle morale (morale2.html): casualty bands (lower bounds) and base points by distance. */
    static final int[] BATTLE_CASUALTY_BANDS = {5000, 2500, 1000, 100};
    static final int[] MORALE_IN_BATTLE = {12, 8, 4, 2};
    static final int[] MORALE_SAME_SQUARE = {6, 4, 2, 0};
    static final int[] MORALE_NEAR = {4, 2, 0, 0};
    static final int[] MORALE_FAR = {2, 0, 0, 0};

    /** The battle-morale chart's bands of casualties, lower bounds (5,000+, 2,500+, 1,000+, 100+). */
    public static int[] battleCasualtyBands() {
        return BATTLE_CASUALTY_BANDS.clone();
    }

    /** The chart's rows for units in the battle, in its square, 1-3 and 4-12 squares away. */
    public static int[] moraleInBattle() {
        return MORALE_IN_BATTLE.clone();
    }

    public static int[] moraleSameSquare() {
        return MORALE_SAME_SQUARE.clone();
    }

    public static int[] moraleNear() {
        return MORALE_NEAR.clone();
    }

    public static int[] moraleFar() {
        return MORALE_FAR.clone();
    }
    /** §18.2: "near" is 1-3 strategic squares away, "far" 4-12. */
    public static final int MORALE_NEAR_RANGE = 3;
    public static final int MORALE_FAR_RANGE = 12;
    /** §18.2: the base is scaled by (QUALITY_SCALE_TOP - quality level) / 10. */
    public static final int MORALE_QUALITY_TOP = 14;
    /** The chart's column for battles of 100-999 casualties, and for 1,000-2,499 (indexes of the rows above). */
    private static final int SMALLEST_BATTLE = 3;
    private static final int REGIMENT_BATTLE = 2;
    /**
     * §18.4 (designed): the points a unit loses for its own rout, before the quality factor: the chart's "in battle"
     * figure for the smallest battle (2), since a rout is a defeat of the unit itself whatever its side's fortune.
     */
    public static final int MORALE_ROUT = MORALE_IN_BATTLE[SMALLEST_BATTLE];
    /**
     * §18.4 (designed): the points the units of a shattered unit's state lose in the square it broke in, before the
     * quality factor: the chart's "in battle" figure for a 1,000-2,499-casualty battle (4), what a regiment breaking
     * up costs in men; those there shared its defeat.
     */
    public static final int MORALE_SHATTER_SAME_SQUARE = MORALE_IN_BATTLE[REGIMENT_BATTLE];
    /** §18.4 (designed): likewise 1 to {@link #MORALE_NEAR_RANGE} squares away: the chart's same-square figure (2). */
    public static final int MORALE_SHATTER_NEAR = MORALE_SAME_SQUARE[REGIMENT_BATTLE];

    // -------------------------------------------------------------------------------------- bombardment (GITM 9.14)

    /** §20 {@code BOMBARD_BONUS}: +50% (given, 9.14). */
    public static final double BOMBARD_BONUS = 1.5;
    /** §20 {@code FORT_DAMAGE_STRENGTH}: 1% chance per 350 points, i.e. certainty at 35,000 (given, 9.14). */
    public static final double FORT_DAMAGE_STRENGTH = 35_000;
    /** §20 {@code BOMBARD_FULL_MEN} (designed): men on a square that make it a full target for shells (0: any). */
    public static final double BOMBARD_FULL_MEN = LINE_SPACES;
    /** §20 {@code TAKEN_COVER} (designed): the share of shells a unit still takes for each earlier shelling. */
    public static final double TAKEN_COVER = 0.5;

    // ------------------------------------------------------------------------------ surrender on terms (9.9)

    /** §20 {@code TERMS_ODDS} (designed): a garrison beaten at these melee odds or longer has no terms (0: never). */
    public static final double TERMS_ODDS = 2;
    /** GITM 9.14: the highest fort level medium guns (and infantry batteries) can damage; light, horse, cavalry's. */
    public static final int MEDIUM_GUNS_FORT_LIMIT = 2;
    public static final int LIGHT_GUNS_FORT_LIMIT = 1;

    // ----------------------------------------------------------------------------------- general retreat (9.12)

    /** §14 {@code GENERAL_RETREAT_SHARE}: it starts when a third of the side's men fled (decided). */
    public static final int GENERAL_RETREAT_DIVISOR = 3;
    /** §14 {@code GENERAL_RETREAT_MIN_UNITS}: and at least this many units left (decided). */
    public static final int GENERAL_RETREAT_MIN_UNITS = 2;
    /** §14: the others check with the base chances of this loss band (20-30%). */
    public static final int GENERAL_RETREAT_BAND = 3;

    // ----------------------------------------------------------------------------------------------- helpers

    static double round2(double x) {
        return Math.round(x * 100) / 100.0;
    }

    /** The index of the band {@code value} falls in, given the bands' lower bounds in ascending order. */
    static int band(int[] lowerBounds, int value) {
        int i = 0;
        while (i + 1 < lowerBounds.length && value >= lowerBounds[i + 1]) {
            i++;
        }
        return i;
    }
}
