package org.adjutant.gitm.combat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.adjutant.gitm.event.CasualtyCause;
import org.adjutant.ruleset.Dice;

/**
 * GITM 9.9 (section 11.4): each side inflicts {@code K_MELEE} men per point of melee strength, give or take the noise,
 * twice as many on the side that lost, spread over every present unit of the enemy (the rear and the men beyond its
 * room too) in proportion to their men, by posture and manned fort. Both at once, from the same strengths.
 */
final class MeleeCasualties implements BattleStep {
    @Override
    public Order order() {
        return Order.MELEE_CASUALTIES;
    }

    @Override
    public void run(Battle b) {
        Dice dice = b.field().dice("combat-melee");
        Map<Side, List<Fighter>> targets = new EnumMap<>(Side.class);
        Map<Side, int[]> losses = new EnumMap<>(Side.class);
        for (Side x : new Side[] {b.attacking(), b.attacking().other()}) {
            Side y = x.other();
            List<Fighter> under = new ArrayList<>();
            List<CasualtySpread.Target> spread = new ArrayList<>();
            for (Fighter v : b.fighting(y)) {
                int men = b.unit(v).men();
                if (men > 0) {
                    under.add(v);
                    spread.add(new CasualtySpread.Target(men, v.meleePosture.casualties() * b.fortCasualties(v)));
                }
            }
            double strength = b.melee.getOrDefault(x, 0.0);
            int[] lost = new int[under.size()];
            if (strength > 0 && !under.isEmpty()) {
                String who = x.name().toLowerCase(Locale.ROOT);
                double loser = b.winner.isPresent() && b.winner.get() == x ? CombatConstants.MELEE_LOSER_FACTOR : 1;
                double c = CombatConstants.K_MELEE * strength * loser
                        * CasualtySpread.noise(dice, "melee of the " + who + " at " + b.where() + ": noise");
                lost = CasualtySpread.spread(c, spread, dice, "melee of the " + who + ": rounding");
            }
            targets.put(y, under);
            losses.put(y, lost);
        }
        for (Side y : Side.values()) {
            List<Fighter> under = targets.get(y);
            int[] lost = losses.get(y);
            CasualtyCause cause = b.winner.isPresent() && b.winner.get() == y ? CasualtyCause.MELEE_WON
                    : CasualtyCause.MELEE_LOST;
            for (int i = 0; i < lost.length; i++) {
                b.field().ledger().lose(under.get(i).id, lost[i], cause);
            }
        }
    }
}
