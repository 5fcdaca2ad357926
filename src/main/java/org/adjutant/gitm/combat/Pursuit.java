package org.adjutant.gitm.combat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.adjutant.gitm.event.CasualtyCause;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitType;

/**
 * Designed (docs/rules/gitm-9-combat.md, section 26.13): the pursuit. GITM 9.8 and 9.9 let a beaten unit retreat,
 * rout or fall back at the cost of the fire and melee it took, so a broken line drew off whole however many horse
 * the winner had. In the age's battles most of a routed side's loss came after the line broke: men overtaken and
 * cut down or taken on the way off the field, by the winner's horse above all. So when a battle has a winner, its
 * horse still on the field -- and its light infantry at {@code LIGHT_PURSUIT} of a horseman -- take up to
 * {@code PURSUIT_TAKE} men each from the units of the beaten side that left the field in this battle (retreated,
 * routed or fell back; not those that shattered, surrendered or stand in square; only their men on foot, for
 * horsemen ride off as fast as the pursuers), less what the beaten side's own horse that drew off in order screens,
 * less again as the fight was close (a loser that had an even chance drew off in order), and less on rated ground as
 * cover spares men from fire ({@link Cover}: the woods, hills and walls that hide a defender hide fugitives and break
 * up the pursuers' horse). Spread over the fugitives by their men, at most {@code CASUALTY_CAP} of each unit.
 */
final class Pursuit implements BattleStep {
    @Override
    public Order order() {
        return Order.PURSUIT;
    }

    @Override
    public void run(Battle b) {
        Optional<Side> won = winner(b);
        if (won.isEmpty()) {
            return;
        }
        Side winner = won.get();
        Side loser = winner.other();
        CombatTuning t = b.field().tuning();
        double taken = t.get(CombatTuning.Knob.PURSUIT_TAKE) * Math.max(0, chasers(b, winner, t) - screen(b, loser, t))
                * decisive(b, loser) * Cover.taken(b.rating(), t);
        if (taken <= 0) {
            return;
        }
        List<Fighter> fugitives = new ArrayList<>();
        List<CasualtySpread.Target> targets = new ArrayList<>();
        for (Fighter f : b.fighters()) {
            if (f.side != loser || f.headquarters || !f.left || f.inSquare || !b.board().has(f.id)) {
                continue;
            }
            Unit u = b.unit(f);
            int afoot = u.isActive() ? u.men() - Parts.of(u, t).horse() : 0;
            if (afoot > 0) {
                fugitives.add(f);
                targets.add(new CasualtySpread.Target(afoot, 1)); // horsemen ride off as fast as the pursuers
            }
        }
        if (fugitives.isEmpty()) {
            return;
        }
        int[] lost = CasualtySpread.spread(taken, targets, b.field().dice("combat-pursuit"),
                "pursuit at " + b.where() + ": rounding", t);
        for (int i = 0; i < lost.length; i++) {
            b.field().ledger().lose(fugitives.get(i).id, lost[i], CasualtyCause.PURSUIT);
        }
    }

    /** The side that won: the melee's winner, or the one side still on the field when nobody stayed to fight one. */
    static Optional<Side> winner(Battle b) {
        if (b.winner.isPresent()) {
            return b.winner;
        }
        boolean a = b.holds(Side.ATTACKERS);
        boolean d = b.holds(Side.DEFENDERS);
        return a == d ? Optional.empty() : Optional.of(a ? Side.ATTACKERS : Side.DEFENDERS);
    }

    /** The winner's pursuers still on the field: its horsemen, and its light infantry at {@code LIGHT_PURSUIT}. */
    static double chasers(Battle b, Side winner, CombatTuning t) {
        double men = 0;
        for (Fighter f : b.fighting(winner)) {
            Unit u = b.unit(f);
            Parts p = Parts.of(u, t);
            men += p.horse() + (u.type() == UnitType.LI ? t.get(CombatTuning.Knob.LIGHT_PURSUIT) * p.foot() : 0);
        }
        return men;
    }

    /** The beaten side's horse that drew off in order (fell back, not fled) and covers the others' way off. */
    static double screen(Battle b, Side loser, CombatTuning t) {
        double men = 0;
        for (Fighter f : b.fighters()) {
            if (f.side == loser && f.left && !f.fled && !f.headquarters && b.board().has(f.id)
                    && b.unit(f).isActive()) {
                men += Parts.of(b.unit(f), t).horse();
            }
        }
        return men;
    }

    /**
     * How decisive the defeat was: 1 when the loser never had a chance (or left before any melee), falling to 0 when
     * it had an even one, as the designed reply of section 26.4 reads the same chance.
     */
    static double decisive(Battle b, Side loser) {
        if (b.winner.isEmpty()) {
            return 1;
        }
        double chance = loser == b.attacking() ? b.attackersChance : 1 - b.attackersChance;
        return Math.max(0, 1 - 2 * chance);
    }
}
