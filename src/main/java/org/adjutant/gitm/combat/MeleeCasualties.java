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
 * room too) in proportion to their men, by posture and manned fort. Both at once, from the same strengths. Designed:
 * a side beaten at long odds gave way rather than fought it out, so what it inflicts shrinks with its chance of
 * having won ({@code BEATEN_REPLY}); and the winner's horse rides the beaten side down ({@code PURSUIT}), lancers at
 * the value the lance has against a formed square, which a broken foe no longer is.
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
                CombatTuning t = b.field().tuning();
                boolean won = b.winner.isPresent() && b.winner.get() == x;
                double factor = (won ? t.get(CombatTuning.Knob.MELEE_LOSER_FACTOR) * pursuit(b, x, strength)
                        : reply(b, x)) * exchange(b, x);
                double c = t.get(CombatTuning.Knob.K_MELEE) * strength * factor * b.storm(x)
                        * CasualtySpread.noise(dice, "melee of the " + who + " at " + b.where() + ": noise", t);
                lost = CasualtySpread.spread(c, spread, dice, "melee of the " + who + ": rounding", t);
            }
            targets.put(y, under);
            losses.put(y, lost);
        }
        apply(b, targets, losses);
    }

    /**
     * What a beaten side {@code x} still inflicts, as a share of its strength: all of it when it had an even chance or
     * better, or held a manned fort, down to {@code 1 - BEATEN_REPLY} when it never had one (section 11.4,
     * designed).
     */
    static double reply(Battle b, Side x) {
        if (b.holdsMannedFort(x)) {
            return 1; // behind walls there is no giving way at the first rush: the storm pays whatever the odds
        }
        double chance = x == b.attacking() ? b.attackersChance : 1 - b.attackersChance;
        return 1 - b.field().tuning().get(CombatTuning.Knob.BEATEN_REPLY) * Math.max(0, 1 - 2 * chance);
    }

    /**
     * How the sides' troop quality tilts the melee's exchange (section 11.4, designed): a side inflicts its strength's
     * casualties times its troop quality over the enemy's raised to {@code MELEE_EXCHANGE}: steady men close and
     * strike, shaken ones give way before they hurt anyone.
     */
    static double exchange(Battle b, Side x) {
        double e = b.field().tuning().get(CombatTuning.Knob.MELEE_EXCHANGE);
        double own = b.troops.getOrDefault(x, 1.0);
        double enemy = b.troops.getOrDefault(x.other(), 1.0);
        return e == 0 || own <= 0 || enemy <= 0 ? 1 : Math.pow(own / enemy, e);
    }

    /**
     * The winner's strength in the pursuit over its melee strength: its horse counts {@code PURSUIT} times, lancers
     * at {@code LANCE_PURSUIT} instead of their arm value (GITM 9.5: the lance tells against men who cannot fight
     * back as a line, and a broken foe cannot).
     */
    static double pursuit(Battle b, Side x, double strength) {
        CombatTuning t = b.field().tuning();
        double chase = t.get(CombatTuning.Knob.PURSUIT);
        double extra = 0;
        for (Fighter f : b.fighting(x)) {
            for (StrengthChain c : b.chains.getOrDefault(f.id, List.of())) {
                if (c.part() != Part.HORSE) {
                    continue;
                }
                double lance = b.unit(f).type() == org.adjutant.gitm.unit.UnitType.NC && !b.fortBattle()
                        ? t.get(CombatTuning.Knob.LANCE_PURSUIT) / c.modifiers().get(0).value() : 1;
                extra += c.value() * (chase * lance - 1);
            }
        }
        double side = b.melee.getOrDefault(x, 0.0);
        double raw = 0;
        for (Fighter f : b.fighting(x)) {
            for (StrengthChain c : b.chains.getOrDefault(f.id, List.of())) {
                raw += c.value();
            }
        }
        return raw <= 0 || side <= 0 ? 1 : 1 + Math.max(0, extra) / raw;
    }

    private static void apply(Battle b, Map<Side, List<Fighter>> targets, Map<Side, int[]> losses) {
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
