package org.adjutant.gitm.combat;

import java.util.Arrays;
import java.util.Locale;

/**
 * The designed values of the combat rules as one set the engine is handed (docs/rules/gitm-9-combat.md, section 20):
 * the numbers the texts leave open and this project chose, each a {@link Knob} whose standard value is the one in
 * {@link CombatConstants}. The values the texts give are not here: nothing may tune them. A game always fights with
 * {@link #STANDARD}; the calibration's sensitivity sweep (docs/calibration.md) fights the held-out battles with one
 * knob at a time moved to half and twice its effect, which is why the set is a value passed to the plug-ins rather
 * than a table of static constants. The engine stays pure: the set is an input, like the seed.
 */
public final class CombatTuning {
    /**
     * One designed value. {@code neutral} is the value at which the rule it sets would do nothing (a multiplier's 1,
     * a rate's 0): the sweep scales the distance from it, so "half" of a +15% bonus is +7.5%, not a 42% penalty.
     */
    public enum Knob {
        /** §8.2: ratio between two quality grades. */
        QUALITY_STEP(CombatConstants.QUALITY_STEP, 1),
        /** §8.2: gunners' quality multiplier is the grade's raised to this. */
        GUNNER_QUALITY_EXPONENT(CombatConstants.GUNNER_QUALITY_EXPONENT, 0),
        /** §9 (designed): in the firing segment a marksman's quality counts again, raised to this (0: once). */
        FIRE_DISCIPLINE(CombatConstants.FIRE_DISCIPLINE, 0),
        /** §8.2: how far the experience table strays from neutral (1: the morale page's bands as written). */
        EXPERIENCE_SPREAD(1, 0),
        /** §8.2: how far the fatigue table strays from neutral. */
        FATIGUE_SPREAD(1, 0),
        /** §8.2: how far morale strays from neutral (0.75 + morale / 200 at 1). */
        MORALE_SPREAD(1, 0),
        /** §8.3 {@code HELD}. */
        HELD(CombatConstants.HELD, 1),
        /** §8.3 {@code ARMY_HQ_BONUS}. */
        ARMY_HQ_BONUS(CombatConstants.ARMY_HQ_BONUS, 1),
        /** §8.3 {@code MILITIA_MOVED}. */
        MILITIA_MOVED(CombatConstants.MILITIA_MOVED, 1),
        /** §7 {@code SQUARE_FIRE}. */
        SQUARE_FIRE(CombatConstants.SQUARE_FIRE, 1),
        /** §7 {@code SQUARE_MELEE}. */
        SQUARE_MELEE(CombatConstants.SQUARE_MELEE, 1),
        /** §7 {@code SQUARE_TRAP}. */
        SQUARE_TRAP(CombatConstants.SQUARE_TRAP, 0),
        /** §8.4 {@code MIXED_ARMS}. */
        MIXED_ARMS(CombatConstants.MIXED_ARMS, 1),
        /** §8.4 {@code OPEN_FLANK}. */
        OPEN_FLANK(CombatConstants.OPEN_FLANK, 1),
        /** §8.3 {@code FORT_MELEE_PER_LEVEL}. */
        FORT_MELEE_PER_LEVEL(CombatConstants.FORT_MELEE_PER_LEVEL, 0),
        /** §6.1 {@code REAR_FACTOR}. */
        REAR_FACTOR(CombatConstants.REAR_FACTOR, 0),
        /** §9 {@code K_FIRE}. */
        K_FIRE(CombatConstants.K_FIRE, 0),
        /** §9 (designed) {@code COVER}: the fire and shells men holding ground of rating 4 are spared. */
        COVER(CombatConstants.COVER, 0),
        /** §11.4 {@code K_MELEE}. */
        K_MELEE(CombatConstants.K_MELEE, 0),
        /** §11.4 {@code MELEE_LOSER_FACTOR}. */
        MELEE_LOSER_FACTOR(CombatConstants.MELEE_LOSER_FACTOR, 1),
        /** §11.3 {@code MELEE_EXPONENT}. */
        MELEE_EXPONENT(CombatConstants.MELEE_EXPONENT, 0),
        /** §11.3 (designed) {@code QUALITY_SHOCK}: the sides' troop quality counts again in the melee's odds. */
        QUALITY_SHOCK(CombatConstants.QUALITY_SHOCK, 0),
        /** §9, §11.4 (designed) {@code STORM}: a manned fort's garrison inflicts x(1 + this x level). */
        STORM(CombatConstants.STORM, 0),
        /** §11.4 (designed) {@code BEATEN_REPLY}: how far a side beaten at long odds stops hitting back. */
        BEATEN_REPLY(CombatConstants.BEATEN_REPLY, 0),
        /** §11.4 (designed) {@code MELEE_EXCHANGE}: troop quality tilts the melee's casualties, raised to this. */
        MELEE_EXCHANGE(CombatConstants.MELEE_EXCHANGE, 0),
        /** §9 {@code NOISE}. */
        NOISE(CombatConstants.NOISE, 0),
        /** §9 {@code CASUALTY_CAP}. */
        CASUALTY_CAP(CombatConstants.CASUALTY_CAP, 0),
        /** §10.5 {@code ROUT_LOSS}: the share scattered, as a multiple of the 5-15% roll. */
        ROUT_LOSS(1, 0),
        /** §4 {@code HQ_SHATTER}. */
        HQ_SHATTER(CombatConstants.HQ_SHATTER, 0),
        /** §14 {@code GENERAL_RETREAT_SHARE}. */
        GENERAL_RETREAT_SHARE(1.0 / CombatConstants.GENERAL_RETREAT_DIVISOR, 0),
        /** §16 (designed) {@code BOMBARD_FULL_MEN}: a square holding this many men is a full target for shells. */
        BOMBARD_FULL_MEN(CombatConstants.BOMBARD_FULL_MEN, 0),
        /** §16 (designed) {@code TAKEN_COVER}: what a unit shelled again in the turn still takes of the shells. */
        TAKEN_COVER(CombatConstants.TAKEN_COVER, 1),
        /** §11.6 (designed) {@code TERMS_ODDS}: beaten at these melee odds or longer, a garrison gets no terms. */
        TERMS_ODDS(CombatConstants.TERMS_ODDS, 0),
        /** §1 (designed) {@code GUNS_PER_BATTERY}: a battery's guns, each served by its share of 50 men. */
        GUNS_PER_BATTERY(CombatConstants.GUNS_PER_BATTERY, 0),
        /** §8.1 (designed) {@code ARM_NC_HORSE}: lancers against horse. */
        ARM_NC_HORSE(CombatConstants.ARM_NC_HORSE, CombatConstants.ARM_NC),
        /** §8.2 (designed) {@code HORSE_FATIGUE}: horses feel fatigue this many times as much as men. */
        HORSE_FATIGUE(CombatConstants.HORSE_FATIGUE, 1),
        /** §11.4 (designed) {@code PURSUIT}: the winner's horse rides a beaten side down at this times its value. */
        PURSUIT(CombatConstants.PURSUIT, 1),
        /** §11.4 (designed) {@code LANCE_PURSUIT}: lancers' arm in the pursuit of a beaten side. */
        LANCE_PURSUIT(CombatConstants.LANCE_PURSUIT, CombatConstants.ARM_NC),
        /** §26.12 (designed) {@code SHORT_LINE}: a side's line is at most the enemy's front over this (0: no limit). */
        SHORT_LINE(CombatConstants.SHORT_LINE, 0),
        /** §26.13 (designed) {@code PURSUIT_TAKE}: men of a beaten side taken per pursuing horseman. */
        PURSUIT_TAKE(CombatConstants.PURSUIT_TAKE, 0),
        /** §26.13 (designed) {@code LIGHT_PURSUIT}: a light infantryman in the pursuit, as a share of a horseman. */
        LIGHT_PURSUIT(CombatConstants.LIGHT_PURSUIT, 0);


        private final double standard;
        private final double neutral;

        Knob(double standard, double neutral) {
            this.standard = standard;
            this.neutral = neutral;
        }

        public double standard() {
            return standard;
        }

        /** The value at which the rule would do nothing; the sweep scales the distance from it. */
        public double neutral() {
            return neutral;
        }
    }

    /** The values every game fights with. */
    public static final CombatTuning STANDARD = new CombatTuning(standardValues());

    private final double[] values;

    private CombatTuning(double[] values) {
        this.values = values;
    }

    private static double[] standardValues() {
        double[] v = new double[Knob.values().length];
        for (Knob k : Knob.values()) {
            v[k.ordinal()] = k.standard();
        }
        return v;
    }

    public double get(Knob k) {
        return values[k.ordinal()];
    }

    /** The same set with one value changed. */
    public CombatTuning with(Knob k, double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException(k + " must be a number, not " + value);
        }
        double[] v = values.clone();
        v[k.ordinal()] = value;
        return new CombatTuning(v);
    }

    /** The same set with one knob's effect (its distance from neutral) times {@code factor}. */
    public CombatTuning scaled(Knob k, double factor) {
        return with(k, k.neutral() + (get(k) - k.neutral()) * factor);
    }

    /** Whether this is the standard set. */
    public boolean standard() {
        return Arrays.equals(values, STANDARD.values);
    }

    /** The knobs that differ from the standard set, e.g. "K_FIRE=0.015" (empty for the standard set). */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder();
        for (Knob k : Knob.values()) {
            if (get(k) != k.standard()) {
                b.append(b.length() == 0 ? "" : ",").append(k).append('=')
                        .append(String.format(Locale.ROOT, "%.4g", get(k)));
            }
        }
        return b.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CombatTuning t && Arrays.equals(values, t.values);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values);
    }

    /** Reads "K_FIRE=0.02,HELD=1.2" (the sweep's and the test harness's form); empty text is the standard set. */
    public static CombatTuning parse(String text) {
        CombatTuning t = STANDARD;
        for (String pair : text.split(",")) {
            if (pair.isBlank()) {
                continue;
            }
            String[] kv = pair.split("=", 2);
            if (kv.length != 2) {
                throw new IllegalArgumentException("a knob is written NAME=VALUE, not " + pair);
            }
            t = t.with(Knob.valueOf(kv[0].trim().toUpperCase(Locale.ROOT)), Double.parseDouble(kv[1].trim()));
        }
        return t;
    }
}
