package org.adjutant.gitm.combat;

import org.adjutant.gitm.event.MoraleChecked;
import org.adjutant.gitm.event.MoraleOutcome;
import org.adjutant.gitm.event.ShatterCause;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.Dice;

/**
 * GITM 9.8, 9.11, 12.1 (sections 10.1, 13): every unit of either side that lost 2% of its men in the segment checks
 * its morale, in id order; a melee check adds the winner's or loser's points. Units that fail are marked (they stop
 * engaging, GITM 8.8) and left to the movers; in a fort they stay where they are (GITM 9.8). A check at fatigue 16 or
 * more shatters the unit, fort or no fort.
 */
final class SegmentMoraleChecks implements BattleStep {
    private final Segment segment;

    SegmentMoraleChecks(Segment segment) {
        this.segment = segment;
    }

    @Override
    public Order order() {
        return segment == Segment.FIRE ? Order.FIRING_MORALE : Order.MELEE_MORALE;
    }

    @Override
    public void run(Battle b) {
        Dice dice = b.field().dice("combat-morale");
        for (Fighter f : b.fighting()) {
            Unit u = b.unit(f);
            int lost = f.menAtSegmentStart - u.men();
            if (!MoraleCheck.mustCheck(lost, f.menAtSegmentStart)) {
                continue;
            }
            double percent = 100.0 * lost / f.menAtSegmentStart;
            MoraleCheck.Melee melee = segment == Segment.FIRE || b.winner.isEmpty() ? MoraleCheck.Melee.NONE
                    : b.winner.get() == f.side ? MoraleCheck.Melee.WON : MoraleCheck.Melee.LOST;
            MoraleCheck.Chances c = MoraleCheck.chances(u, percent, b.flanks.get(f.side), melee);
            MoraleOutcome outcome = MoraleCheck.decide(u, c, dice, "morale check of " + f.id + ", loss "
                    + String.format(java.util.Locale.ROOT, "%.1f%%", percent));
            outcome = record(b, f, u, outcome);
            b.field().events().add(new MoraleChecked(b.field().phase(), f.id, b.square(), b.at(), percent,
                    c.retreat(), c.rout(), outcome, b.seenBy()));
        }
    }

    /** What a failure leads to, noted for the movers; a unit in a fort that fails does not move. */
    static MoraleOutcome record(Battle b, Fighter f, Unit u, MoraleOutcome outcome) {
        if (outcome == MoraleOutcome.HELD) {
            return outcome;
        }
        b.field().turn().moraleCheckFailed(f.id, b.field().phase());
        if (outcome == MoraleOutcome.SHATTER) {
            b.shattering.put(f.id, ShatterCause.EXHAUSTED);
            return outcome;
        }
        if (u.inFort()) {
            return MoraleOutcome.FAILED_IN_FORT;
        }
        if (outcome == MoraleOutcome.RETREAT) {
            b.retreating.add(f.id);
        } else {
            b.routing.add(f.id);
        }
        return outcome;
    }
}
