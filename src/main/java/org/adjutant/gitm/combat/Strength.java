package org.adjutant.gitm.combat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitType;

/**
 * Effective strength (GITM 9.6, GITM-MD strmods.html; docs/rules/gitm-9-combat.md, section 8): men times the arm,
 * quality (squared for gunners), experience, morale, fatigue, posture, the defender's ground, holding the square,
 * army-HQ communications, militia on the move, squares, ammunition and a manned fort, every factor labelled.
 */
public final class Strength {
    private Strength() {
    }

    /** The chain of one part with {@code men} of it counted, with the standard designed values. */
    public static StrengthChain chain(Unit u, Part part, double men, Situation s) {
        return chain(u, part, men, s, CombatTuning.STANDARD);
    }

    /** The chain of one part with {@code men} of it counted. */
    public static StrengthChain chain(Unit u, Part part, double men, Situation s, CombatTuning t) {
        List<Modifier> m = new ArrayList<>(14);
        m.add(arm(u, part, s, t));
        boolean gunners = part == Part.GUNNERS;
        double quality = quality(u.quality(), gunners, t);
        m.add(new Modifier(u.quality().words() + (gunners ? " gunners" : ""), "GITM 3.2, 9.6", quality));
        if (s.segment() == Segment.FIRE && !gunners && t.get(CombatTuning.Knob.FIRE_DISCIPLINE) != 0) {
            m.add(new Modifier(u.quality().words() + " marksmanship", "GITM 9.7", Math.pow(quality,
                    t.get(CombatTuning.Knob.FIRE_DISCIPLINE))));
        }
        m.add(new Modifier("experience " + u.experience(), "GITM 3.6, 9.6", experience(u.experience(), t)));
        m.add(new Modifier("morale " + u.morale(), "GITM 3.7, 9.6", morale(u.morale(), t)));
        m.add(new Modifier((part == Part.HORSE ? "horses' fatigue " : "fatigue ") + u.fatigue(), "GITM 3.2, 9.6",
                part == Part.HORSE ? Math.pow(fatigue(u.fatigue(), t), t.get(CombatTuning.Knob.HORSE_FATIGUE))
                        : fatigue(u.fatigue(), t)));
        if (s.segment() == Segment.BOMBARD) {
            m.add(new Modifier("bombarding", "GITM 9.14", CombatConstants.BOMBARD_BONUS));
        } else {
            m.add(new Modifier(s.posture().name().toLowerCase(Locale.ROOT), "GITM 8.9, 9.6",
                    s.posture().strength(u.type() == UnitType.LI)));
            if (s.terrain() != 1) {
                m.add(new Modifier("rating " + s.rating(), "GITM 9.6", s.terrain()));
            }
            if (s.held()) {
                m.add(new Modifier("held its ground", "GITM 9.6", t.get(CombatTuning.Knob.HELD)));
            }
            if (s.militiaMoved()) {
                m.add(new Modifier("militia on the move", "GITM 9.6", t.get(CombatTuning.Knob.MILITIA_MOVED)));
            }
            if (s.inSquare() && part == Part.FOOT) {
                m.add(new Modifier("in square", "GITM 9.5", s.segment() == Segment.FIRE
                        ? t.get(CombatTuning.Knob.SQUARE_FIRE) : t.get(CombatTuning.Knob.SQUARE_MELEE)));
            }
            if (s.outOfAmmunition() && s.segment() == Segment.MELEE && part != Part.HORSE) {
                m.add(new Modifier("no ammunition", "GITM 10.10", gunners ? CombatConstants.NO_AMMUNITION_GUNNERS
                        : CombatConstants.NO_AMMUNITION_FOOT));
            }
            if (s.fortLevel() > 0 && s.segment() == Segment.MELEE) {
                m.add(new Modifier("fort level " + s.fortLevel(), "GITM 9.6",
                        1 + t.get(CombatTuning.Knob.FORT_MELEE_PER_LEVEL) * s.fortLevel()));
            }
        }
        if (s.armyHq()) {
            m.add(new Modifier("army HQ communications", "GITM 9.6", t.get(CombatTuning.Knob.ARMY_HQ_BONUS)));
        }
        return new StrengthChain(u.id(), part, men, m);
    }

    /**
     * §8.2 QUALITY: {@code QUALITY_STEP^(level - 4)}, rounded to two places; for gunners that value raised to
     * {@code GUNNER_QUALITY_EXPONENT}, rounded again.
     */
    public static double quality(org.adjutant.gitm.unit.Quality q, boolean gunners, CombatTuning t) {
        double base = CombatConstants.round2(Math.pow(t.get(CombatTuning.Knob.QUALITY_STEP), q.level() - 4));
        return gunners ? CombatConstants.round2(Math.pow(base, t.get(CombatTuning.Knob.GUNNER_QUALITY_EXPONENT)))
                : base;
    }

    /**
     * What a part's men are worth as troops, whatever their arm, guns and situation: quality (once, gunners too: the
     * guns' own worth is their strength), experience, morale and fatigue. The melee's odds weigh it apart from
     * numbers (section 11.3).
     */
    static double troops(Unit u, Part part, CombatTuning t) {
        double f = fatigue(u.fatigue(), t);
        if (part == Part.HORSE) {
            f = Math.pow(f, t.get(CombatTuning.Knob.HORSE_FATIGUE));
        }
        return quality(u.quality(), false, t) * experience(u.experience(), t) * morale(u.morale(), t) * f;
    }

    /** GITM-MD strmods.html's arm multipliers, with the fort and squares columns (section 8.1). */
    static Modifier arm(Unit u, Part part, Situation s) {
        return arm(u, part, s, CombatTuning.STANDARD);
    }

    static Modifier arm(Unit u, Part part, Situation s, CombatTuning t) {
        return switch (part) {
            case FOOT -> u.type() == UnitType.MI
                    ? new Modifier(s.townSquare() ? "militia in town" : "militia", "GITM 9.6",
                    s.townSquare() ? CombatConstants.ARM_MILITIA_TOWN : CombatConstants.ARM_MILITIA)
                    : new Modifier("infantry", "GITM 9.6", CombatConstants.ARM_FOOT);
            case HORSE -> horse(u.type(), s, t);
            case GUNNERS -> gunners(u, s, t);
            case SPARE -> new Modifier("spare gunners", "GITM 9.6", CombatConstants.ARM_SPARE);
        };
    }

    private static Modifier horse(UnitType type, Situation s, CombatTuning t) {
        double open;
        double fort;
        double squares;
        switch (type) {
            case MC -> {
                open = CombatConstants.ARM_MC;
                fort = CombatConstants.ARM_MC_FORT;
                squares = CombatConstants.ARM_MC_SQUARES;
            }
            case NC -> {
                open = CombatConstants.ARM_NC;
                fort = CombatConstants.ARM_NC_FORT;
                squares = CombatConstants.ARM_NC_SQUARES;
            }
            default -> {
                open = CombatConstants.ARM_LC;
                fort = CombatConstants.ARM_LC_FORT;
                squares = CombatConstants.ARM_LC_SQUARES;
            }
        }
        String name = type.words();
        if (s.fortBattle()) {
            return new Modifier(name + " at a fort", "GITM 9.6", fort);
        }
        double q = s.enemyInSquare();
        if (q > 0) {
            return new Modifier(name + " against squares", "GITM 9.5", (1 - q) * open + q * squares);
        }
        double h = s.enemyHorse();
        double lance = t.get(CombatTuning.Knob.ARM_NC_HORSE);
        if (type == UnitType.NC && h > 0 && lance != open) {
            // the lance outreaches the sabre in a charge on horse (section 8.1, designed)
            return new Modifier(name + " against horse", "GITM 9.6", (1 - h) * open + h * lance);
        }
        return new Modifier(name, "GITM 9.6", open);
    }

    private static Modifier gunners(Unit u, Situation s, CombatTuning t) {
        UnitType guns = Parts.of(u, t).gunType();
        if (s.segment() == Segment.BOMBARD && guns == UnitType.SA) {
            return new Modifier("siege guns bombarding", "GITM 9.14", CombatConstants.ARM_SIEGE_BOMBARDING);
        }
        return guns == UnitType.MA ? new Modifier("medium guns", "GITM 9.6", CombatConstants.ARM_MEDIUM_GUNS)
                : new Modifier(guns.words(), "GITM 9.6", CombatConstants.ARM_LIGHT_GUNS);
    }

    /** GITM 3.6 as strength: the morale page's bands, neutral at 16-24. */
    public static double experience(int experience) {
        return experience(experience, CombatTuning.STANDARD);
    }

    static double experience(int experience, CombatTuning t) {
        double table = CombatConstants.EXPERIENCE_STRENGTH[CombatConstants.band(CombatConstants.EXPERIENCE_BANDS,
                experience)];
        return 1 + (table - 1) * t.get(CombatTuning.Knob.EXPERIENCE_SPREAD);
    }

    /** GITM 3.7 as strength: 50 is neutral. */
    public static double morale(int morale) {
        return morale(morale, CombatTuning.STANDARD);
    }

    static double morale(int morale, CombatTuning t) {
        double formula = CombatConstants.MORALE_BASE + morale / CombatConstants.MORALE_DIVISOR;
        return 1 + (formula - 1) * t.get(CombatTuning.Knob.MORALE_SPREAD);
    }

    /** GITM 3.2 as strength, at the start of the segment. */
    public static double fatigue(int fatigue) {
        return fatigue(fatigue, CombatTuning.STANDARD);
    }

    static double fatigue(int fatigue, CombatTuning t) {
        double table = CombatConstants.FATIGUE_STRENGTH[CombatConstants.band(CombatConstants.FATIGUE_BANDS, fatigue)];
        return 1 + (table - 1) * t.get(CombatTuning.Knob.FATIGUE_SPREAD);
    }

    /** A number as a report prints it: at most two decimals, no trailing zeros. */
    static String format(double x) {
        String s = String.format(Locale.ROOT, "%.2f", x);
        return s.contains(".") ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
    }
}
