package org.adjutant.gitm.combat;

import org.adjutant.gitm.event.MoraleOutcome;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.Dice;

/**
 * GITM 9.8, 9.11 and GITM-MD morale.html (complete; docs/rules/gitm-9-combat.md, section 10.1): who must check, the
 * chances of retreating and of routing, and the one roll that decides. The chances start from the loss band, then
 * the page's factors apply top to bottom: quality (with its subtracted points), experience, fatigue, flanks, and in a
 * melee the winner's or loser's points; rout is clamped to 0-100, retreat to what rout leaves.
 */
public final class MoraleCheck {
    /** The melee's outcome for the checking unit's side, or none outside a melee. */
    public enum Melee { NONE, WON, LOST }

    /** The two chances, in percent. */
    public record Chances(double retreat, double rout) {
    }

    private MoraleCheck() {
    }

    /** GITM 9.8: a loss of 2% or more of the men at the segment's start brings a check. */
    public static boolean mustCheck(int lost, int menAtStart) {
        return lost > 0 && 100L * lost >= (long) CombatConstants.MORALE_LOSS_THRESHOLD * menAtStart;
    }

    /** The chances for a unit that lost {@code lossPercent} of its men. */
    public static Chances chances(Unit u, double lossPercent, Flanks flanks, Melee melee) {
        int band = 0;
        while (band + 1 < CombatConstants.LOSS_BANDS.length && lossPercent >= CombatConstants.LOSS_BANDS[band + 1]) {
            band++;
        }
        return chancesInBand(u, band, flanks, melee);
    }

    /** The chances with the base of one loss band, whatever the loss (the general retreat of 9.12 uses this). */
    public static Chances chancesInBand(Unit u, int band, Flanks flanks, Melee melee) {
        int q = u.quality().level() - 1;
        double retreat = CombatConstants.BASE_RETREAT[band] * CombatConstants.QUALITY_RETREAT[q]
                - CombatConstants.QUALITY_RETREAT_MINUS[q];
        double rout = CombatConstants.BASE_ROUT[band] * CombatConstants.QUALITY_ROUT[q]
                - CombatConstants.QUALITY_ROUT_MINUS[q];
        int e = CombatConstants.band(CombatConstants.EXPERIENCE_BANDS, u.experience());
        retreat *= CombatConstants.EXPERIENCE_RETREAT[e];
        rout *= CombatConstants.EXPERIENCE_ROUT[e];
        int f = CombatConstants.band(CombatConstants.CHECK_FATIGUE_BANDS, u.fatigue());
        retreat *= CombatConstants.FATIGUE_RETREAT[f];
        rout *= CombatConstants.FATIGUE_ROUT[f];
        retreat *= flanks.moraleFactor();
        rout *= flanks.moraleFactor();
        if (melee == Melee.WON) {
            retreat -= CombatConstants.MELEE_RETREAT_POINTS;
            rout -= CombatConstants.MELEE_ROUT_POINTS;
        } else if (melee == Melee.LOST) {
            retreat += CombatConstants.MELEE_RETREAT_POINTS;
            rout += CombatConstants.MELEE_ROUT_POINTS;
        }
        rout = Math.max(0, Math.min(100, rout));
        retreat = Math.max(0, Math.min(100 - rout, retreat));
        return new Chances(retreat, rout);
    }

    /**
     * The check itself: at fatigue 16 or more the unit shatters without a roll (GITM 12.1); otherwise one roll of
     * 0-100 routs it below the rout chance, retreats it below rout plus retreat, and else it holds.
     */
    public static MoraleOutcome decide(Unit u, Chances c, Dice dice, String label) {
        if (u.fatigue() >= CombatConstants.SHATTER_FATIGUE) {
            return MoraleOutcome.SHATTER;
        }
        double d = 100 * dice.uniform(label);
        if (d < c.rout()) {
            return MoraleOutcome.ROUT;
        }
        if (d < c.rout() + c.retreat()) {
            return MoraleOutcome.RETREAT;
        }
        return MoraleOutcome.HELD;
    }
}
