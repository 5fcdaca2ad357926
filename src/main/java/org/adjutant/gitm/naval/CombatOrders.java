package org.adjutant.gitm.naval;

import java.util.ArrayList;
import java.util.List;

/**
 * A ship's standing orders for a fight: PATE-MD combat's six decisions of an admiral (whether to bring on battle, the
 * range, the aim, the line, breaking off, and where to run when beaten), as {@code COMBAT} lines give them
 * (docs/rules/naval.md section 15). They stand until a later line changes a decision. A decision never given is
 * {@code null} here and takes its default ({@link #withDefaults}).
 *
 * @param stance    to bring on battle (ENGAGE, RUN PAST), stand and fight if attacked (ACCEPT) or slip away (EVADE)
 * @param range     the range the squadron tries for
 * @param aim       what her guns aim at
 * @param formation hold the line ahead, or break the enemy's
 * @param breakOff  whether the squadron leaves a fight it is losing after a round, rather than fight it out
 * @param flight    where she runs when her side is beaten in a port's waters
 */
public record CombatOrders(Stance stance, Range range, Aim aim, Formation formation, Boolean breakOff,
                           Flight flight) {
    /** PATE-MD combat: initiate, accept or evade battle, or run past the enemy. */
    public enum Stance {
        ENGAGE("ENGAGE"), ACCEPT("ACCEPT"), EVADE("EVADE"), RUN_PAST("RUN PAST");

        private final String words;

        Stance(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }

        /** PATE-MD combat: only ENGAGE and RUN PAST bring on a battle. */
        public boolean bringsOnBattle() {
            return this == ENGAGE || this == RUN_PAST;
        }
    }

    /** PATE-MD combat: at range or at close quarters. */
    public enum Range { LONG, CLOSE }

    /** PATE-MD combat: at the enemy's hulls or her rigging. */
    public enum Aim { HULL, RIGGING }

    /** PATE-MD combat: keep the line ahead, or try to break the enemy's line. */
    public enum Formation {
        LINE_AHEAD("LINE AHEAD"), BREAK_LINE("BREAK LINE");

        private final String words;

        Formation(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }
    }

    /** PATE-MD combat: beaten in coastal waters, run to the harbour or to the open sea. */
    public enum Flight { HARBOUR, SEA }

    /** Nothing given: every decision takes its default. */
    public static final CombatOrders NONE = new CombatOrders(null, null, null, null, null, null);

    /**
     * Designed defaults (naval.md section 15.2): a warship accepts battle at long range, aims at the hull, keeps the
     * line, fights it out and runs for the harbour; a transport group slips away (EVADE), as a convoy scatters when an
     * enemy warship bears down on it.
     */
    public CombatOrders withDefaults(ShipType type) {
        return new CombatOrders(stance != null ? stance : type.isWarship() ? Stance.ACCEPT : Stance.EVADE,
                range != null ? range : Range.LONG, aim != null ? aim : Aim.HULL,
                formation != null ? formation : Formation.LINE_AHEAD, breakOff != null ? breakOff : Boolean.FALSE,
                flight != null ? flight : Flight.HARBOUR);
    }

    /** These orders with {@code later}'s decisions laid over them: a later COMBAT line for the ship adds to this one. */
    public CombatOrders then(CombatOrders later) {
        return new CombatOrders(later.stance != null ? later.stance : stance,
                later.range != null ? later.range : range, later.aim != null ? later.aim : aim,
                later.formation != null ? later.formation : formation,
                later.breakOff != null ? later.breakOff : breakOff, later.flight != null ? later.flight : flight);
    }

    /** The decisions given, as the normal form writes them: "ENGAGE RANGE CLOSE AIM RIGGING". */
    public String words() {
        List<String> w = new ArrayList<>();
        if (stance != null) {
            w.add(stance.words());
        }
        if (range != null) {
            w.add("RANGE " + range.name());
        }
        if (aim != null) {
            w.add("AIM " + aim.name());
        }
        if (formation != null) {
            w.add(formation.words());
        }
        if (breakOff != null) {
            w.add(breakOff ? "BREAK OFF" : "FIGHT ON");
        }
        if (flight != null) {
            w.add("FLEE " + flight.name());
        }
        return String.join(" ", w);
    }

    public boolean isEmpty() {
        return equals(NONE);
    }

    /** Reads {@link #words()} back, as the state file keeps standing orders. */
    public static CombatOrders read(String words) {
        CombatOrders o = NONE;
        String[] w = words.strip().isEmpty() ? new String[0] : words.strip().split("\\s+");
        for (int i = 0; i < w.length; i++) {
            String next = i + 1 < w.length ? w[i + 1] : "";
            CombatOrders one = switch (w[i]) {
                case "ENGAGE", "ACCEPT", "EVADE" -> new CombatOrders(Stance.valueOf(w[i]), null, null, null, null, null);
                case "RUN" -> new CombatOrders(Stance.RUN_PAST, null, null, null, null, null);
                case "RANGE" -> new CombatOrders(null, Range.valueOf(next), null, null, null, null);
                case "AIM" -> new CombatOrders(null, null, Aim.valueOf(next), null, null, null);
                case "LINE" -> new CombatOrders(null, null, null, Formation.LINE_AHEAD, null, null);
                case "BREAK" -> next.equals("OFF") ? new CombatOrders(null, null, null, null, true, null)
                        : new CombatOrders(null, null, null, Formation.BREAK_LINE, null, null);
                case "FIGHT" -> new CombatOrders(null, null, null, null, false, null);
                case "FLEE" -> new CombatOrders(null, null, null, null, null, Flight.valueOf(next));
                default -> throw new IllegalArgumentException("not a combat order: " + words);
            };
            o = o.then(one);
            i += switch (w[i]) {
                case "RUN", "RANGE", "AIM", "LINE", "BREAK", "FIGHT", "FLEE" -> 1;
                default -> 0;
            };
        }
        return o;
    }
}
