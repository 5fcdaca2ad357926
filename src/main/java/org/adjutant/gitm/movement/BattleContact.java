package org.adjutant.gitm.movement;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.event.TacticalMoveKind;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.UnitId;

/**
 * One battle that tactical movement leaves for the combat step of a tactical phase (GITM 8.3, 8.11, 9.1): where, in
 * which phase, how it was opened, and who fights on which side. Sides are fixed by the unit that opened the battle
 * (GITM 8.3, GITM-MD battlesides.html): units allied to it attack with it, units hostile to it defend. After an
 * interception the interceptor is that unit, so its side attacks, and both sides fight in their offensive mode
 * (GITM 8.11; see {@link #bothSidesAttack()}).
 *
 * @param phase     the tactical phase whose combat step fights it
 * @param square    the strategic square
 * @param at        the tactical square where the hostile units stand together
 * @param opening   how the battle began
 * @param initiator the unit whose move opened it (the interceptor after an interception; for a standing battle the
 *                  unit that opened it earlier this turn if it is still there, else the first attacker in id order)
 * @param attackers the attacking side as it stands when movement ends, in id order
 * @param defenders the defending side, in id order
 * @param arrivals  the units of either side that moved onto the battle square in this phase, in the order they
 *                  arrived; the others held the square (GITM 6.6, 9.6)
 */
public record BattleContact(Phase phase, StrategicSquare square, TacticalSquare at, Opening opening,
                            UnitId initiator, List<UnitId> attackers, List<UnitId> defenders,
                            List<Arrival> arrivals) {
    /** Battles in map order: strategic square, then tactical square. */
    public static final Comparator<BattleContact> MAP_ORDER = Comparator.comparing(BattleContact::square)
            .thenComparing(BattleContact::at);

    /** How a battle began. */
    public enum Opening {
        /** A unit's specified or engage move entered a square held by a hostile unit (GITM 8.3, 8.8). */
        MOVE,
        /** An intercepting unit met the unit it intercepted (GITM 8.11). */
        INTERCEPTION,
        /**
         * No move of this phase opened it: hostile units already stood together when the phase's movement ended, say
         * after an earlier phase's battle that settled nothing, or after strategic movement (GITM 9.1).
         */
        STANDING
    }

    /**
     * A unit that moved onto the battle square in the battle's phase.
     *
     * @param unit the unit
     * @param from the tactical square it stepped in from, so the combat can tell the directions the attack came from
     *             (GITM 9.4)
     * @param how  the kind of move that brought it (support moves included)
     */
    public record Arrival(UnitId unit, TacticalSquare from, TacticalMoveKind how) {
    }

    public BattleContact {
        attackers = List.copyOf(attackers);
        defenders = List.copyOf(defenders);
        arrivals = List.copyOf(arrivals);
    }

    public Location location() {
        return new Location(square, at);
    }

    /** GITM 8.11: a battle begun by an interception is fought with both sides in their offensive mode. */
    public boolean bothSidesAttack() {
        return opening == Opening.INTERCEPTION;
    }

    /** Whether the unit moved onto the battle square this phase (it did not hold a prepared position; GITM 6.6). */
    public boolean movedIn(UnitId unit) {
        return arrival(unit).isPresent();
    }

    public Optional<Arrival> arrival(UnitId unit) {
        return arrivals.stream().filter(a -> a.unit().equals(unit)).findFirst();
    }

    /**
     * Whether every unit on both sides moved onto the square this phase; GITM 6.6 and 9.6 then have everyone use the
     * offensive mode.
     */
    public boolean everyoneMovedIn() {
        return sides().stream().allMatch(this::movedIn);
    }

    /** Attackers then defenders. */
    public List<UnitId> sides() {
        List<UnitId> all = new ArrayList<>(attackers);
        all.addAll(defenders);
        return all;
    }

    public boolean attacking(UnitId unit) {
        return attackers.contains(unit);
    }

    public boolean defending(UnitId unit) {
        return defenders.contains(unit);
    }
}
