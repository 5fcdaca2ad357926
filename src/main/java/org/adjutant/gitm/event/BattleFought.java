package org.adjutant.gitm.event;

import java.util.List;
import java.util.Locale;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;

/**
 * A battle of one combat phase on one tactical square, as it ended (GITM 9.1-9.11): who fought on which side, the
 * side that defended (GITM 9.6), the length of the battle line (GITM 9.4), the odds (GITM 3.6), who won the melee and
 * who holds the square, and each side's losses of every kind. Everyone with units in the strategic square sees it, as
 * they saw the battle joined.
 *
 * @param attackers     the attacking side's units present when the firing began, in id order
 * @param defenders     the defending side's units, likewise
 * @param defending     the side that fought in its defensive posture with the ground's bonus, or neither
 * @param lineLength    the front line's length in spaces (GITM 9.4)
 * @param odds          the stronger side's melee strength over the weaker's at the start (GITM 3.6), at least 1
 * @param meleeWinner   the side that won the melee, or neither when no melee was fought
 * @param holder        the side left on the square, or neither
 * @param attackersLost every man the attackers lost in this battle
 * @param defendersLost every man the defenders lost
 */
public record BattleFought(Phase when, StrategicSquare square, TacticalSquare at, List<UnitId> attackers,
                           List<UnitId> defenders, BattleSide defending, int lineLength, double odds,
                           BattleSide meleeWinner, BattleSide holder, int attackersLost, int defendersLost,
                           Visibility visibility) implements GitmEvent {
    public BattleFought {
        attackers = List.copyOf(attackers);
        defenders = List.copyOf(defenders);
    }

    @Override
    public String kind() {
        return "battle-fought";
    }

    @Override
    public String describe() {
        String melee = meleeWinner == BattleSide.NEITHER ? "no melee was fought"
                : meleeWinner.words() + " won the melee";
        return "Battle at " + at + " in " + square + ": " + join(attackers) + " against " + join(defenders) + "; "
                + melee + ", " + holder.words() + " hold" + (holder == BattleSide.NEITHER ? "s" : "")
                + " the square; the attackers lost " + attackersLost + " men, the defenders " + defendersLost
                + String.format(Locale.ROOT, " (odds %.1f:1).", odds);
    }

    private static String join(List<UnitId> ids) {
        return String.join(", ", ids.stream().map(UnitId::toString).toList());
    }
}
