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

    /** The chain of one part with {@code men} of it counted. */
    public static StrengthChain chain(Unit u, Part part, double men, Situation s) {
        List<Modifier> m = new ArrayList<>(12);
        m.add(arm(u, part, s));
        boolean gunners = part == Part.GUNNERS;
        m.add(new Modifier(u.quality().words() + (gunners ? " gunners" : ""), "GITM 3.2, 9.6",
                CombatConstants.quality(u.quality(), gunners)));
        m.add(new Modifier("experience " + u.experience(), "GITM 3.6, 9.6", experience(u.experience())));
        m.add(new Modifier("morale " + u.morale(), "GITM 3.7, 9.6", morale(u.morale())));
        m.add(new Modifier("fatigue " + u.fatigue(), "GITM 3.2, 9.6", fatigue(u.fatigue())));
        if (s.segment() == Segment.BOMBARD) {
            m.add(new Modifier("bombarding", "GITM 9.14", CombatConstants.BOMBARD_BONUS));
        } else {
            m.add(new Modifier(s.posture().name().toLowerCase(Locale.ROOT), "GITM 8.9, 9.6",
                    s.posture().strength(u.type() == UnitType.LI)));
            if (s.terrain() != 1) {
                m.add(new Modifier("rating " + s.rating(), "GITM 9.6", s.terrain()));
            }
            if (s.held()) {
                m.add(new Modifier("held its ground", "GITM 9.6", CombatConstants.HELD));
            }
            if (s.militiaMoved()) {
                m.add(new Modifier("militia on the move", "GITM 9.6", CombatConstants.MILITIA_MOVED));
            }
            if (s.inSquare() && part == Part.FOOT) {
                m.add(new Modifier("in square", "GITM 9.5", s.segment() == Segment.FIRE
                        ? CombatConstants.SQUARE_FIRE : CombatConstants.SQUARE_MELEE));
            }
            if (s.outOfAmmunition() && s.segment() == Segment.MELEE && part != Part.HORSE) {
                m.add(new Modifier("no ammunition", "GITM 10.10", gunners ? CombatConstants.NO_AMMUNITION_GUNNERS
                        : CombatConstants.NO_AMMUNITION_FOOT));
            }
            if (s.fortLevel() > 0 && s.segment() == Segment.MELEE) {
                m.add(new Modifier("fort level " + s.fortLevel(), "GITM 9.6",
                        1 + CombatConstants.FORT_MELEE_PER_LEVEL * s.fortLevel()));
            }
        }
        if (s.armyHq()) {
            m.add(new Modifier("army HQ communications", "GITM 9.6", CombatConstants.ARMY_HQ_BONUS));
        }
        return new StrengthChain(u.id(), part, men, m);
    }

    /** GITM-MD strmods.html's arm multipliers, with the fort and squares columns (section 8.1). */
    static Modifier arm(Unit u, Part part, Situation s) {
        return switch (part) {
            case FOOT -> u.type() == UnitType.MI
                    ? new Modifier(s.townSquare() ? "militia in town" : "militia", "GITM 9.6",
                    s.townSquare() ? CombatConstants.ARM_MILITIA_TOWN : CombatConstants.ARM_MILITIA)
                    : new Modifier("infantry", "GITM 9.6", CombatConstants.ARM_FOOT);
            case HORSE -> horse(u.type(), s);
            case GUNNERS -> gunners(u, s);
            case SPARE -> new Modifier("spare gunners", "GITM 9.6", CombatConstants.ARM_SPARE);
        };
    }

    private static Modifier horse(UnitType type, Situation s) {
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
        return new Modifier(name, "GITM 9.6", open);
    }

    private static Modifier gunners(Unit u, Situation s) {
        UnitType guns = Parts.of(u).gunType();
        if (s.segment() == Segment.BOMBARD && guns == UnitType.SA) {
            return new Modifier("siege guns bombarding", "GITM 9.14", CombatConstants.ARM_SIEGE_BOMBARDING);
        }
        return guns == UnitType.MA ? new Modifier("medium guns", "GITM 9.6", CombatConstants.ARM_MEDIUM_GUNS)
                : new Modifier(guns.words(), "GITM 9.6", CombatConstants.ARM_LIGHT_GUNS);
    }

    /** GITM 3.6 as strength: the morale page's bands, neutral at 16-24. */
    public static double experience(int experience) {
        return CombatConstants.EXPERIENCE_STRENGTH[CombatConstants.band(CombatConstants.EXPERIENCE_BANDS, experience)];
    }

    /** GITM 3.7 as strength: 50 is neutral. */
    public static double morale(int morale) {
        return CombatConstants.MORALE_BASE + morale / CombatConstants.MORALE_DIVISOR;
    }

    /** GITM 3.2 as strength, at the start of the segment. */
    public static double fatigue(int fatigue) {
        return CombatConstants.FATIGUE_STRENGTH[CombatConstants.band(CombatConstants.FATIGUE_BANDS, fatigue)];
    }

    /** A number as a report prints it: at most two decimals, no trailing zeros. */
    static String format(double x) {
        String s = String.format(Locale.ROOT, "%.2f", x);
        return s.contains(".") ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
    }
}
