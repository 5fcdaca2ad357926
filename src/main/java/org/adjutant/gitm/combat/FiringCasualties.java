package org.adjutant.gitm.combat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import org.adjutant.gitm.event.CasualtyCause;
import org.adjutant.ruleset.Dice;

/**
 * GITM 9.7 (section 9, steps 3-5): each side inflicts {@code K_FIRE} men per point of firing strength, give or take
 * the noise, on the enemy's first two lines in proportion to their men, more on units in assault or last-ditch,
 * fewer on skirmishers and evaders, in a manned fort and (designed) on defenders in cover; the rear is not hit. Both
 * sides fire at once: every share is worked out before any loss is taken.
 */
final class FiringCasualties implements BattleStep {
    @Override
    public Order order() {
        return Order.FIRING_CASUALTIES;
    }

    @Override
    public void run(Battle b) {
        Dice dice = b.field().dice("combat-fire");
        Map<Side, List<Fighter>> targets = new EnumMap<>(Side.class);
        Map<Side, int[]> losses = new EnumMap<>(Side.class);
        for (Side x : Side.values()) {
            Side y = x.other();
            List<Fighter> under = new ArrayList<>();
            List<CasualtySpread.Target> spread = new ArrayList<>();
            for (Fighter v : b.fighting(y)) {
                double exposed = b.unit(v).men() * v.allocation.lines();
                if (exposed > 0) {
                    under.add(v);
                    spread.add(new CasualtySpread.Target(exposed, v.posture.casualties() * b.shelter(v)));
                }
            }
            double strength = b.firing.getOrDefault(x, 0.0);
            int[] lost = new int[under.size()];
            if (strength > 0 && !under.isEmpty()) {
                String who = x.name().toLowerCase(Locale.ROOT);
                CombatTuning t = b.field().tuning();
                double c = t.get(CombatTuning.Knob.K_FIRE) * strength * b.storm(x)
                        * CasualtySpread.noise(dice, "fire of the " + who + " at " + b.where() + ": noise", t);
                lost = CasualtySpread.spread(c, spread, dice, "fire of the " + who + ": rounding", t);
            }
            targets.put(y, under);
            losses.put(y, lost);
        }
        for (Side y : Side.values()) {
            List<Fighter> under = targets.get(y);
            int[] lost = losses.get(y);
            for (int i = 0; i < lost.length; i++) {
                b.field().ledger().lose(under.get(i).id, lost[i], CasualtyCause.FIRE);
            }
        }
    }
}
