package org.adjutant.gitm.combat;

import java.util.Set;
import org.adjutant.gitm.event.ExperienceGained;
import org.adjutant.ruleset.Visibility;

/**
 * GITM 3.6 (section 18.1): every unit that was in the battle when the firing began gains 1-5 experience by the odds,
 * the most at even odds; those that left during it gain too, for they fought.
 */
final class BattleExperience implements BattleStep {
    @Override
    public Order order() {
        return Order.EXPERIENCE;
    }

    @Override
    public void run(Battle b) {
        int points = points(b.odds);
        for (Fighter f : b.fighters()) {
            if (!f.foughtFromTheStart || f.headquarters || !b.board().has(f.id)) {
                continue;
            }
            b.board().put(b.unit(f).adjustExperience(points));
            b.field().events().add(new ExperienceGained(b.field().phase(), f.id, points, b.odds,
                    Visibility.units(Set.of(f.id.toString()))));
        }
    }

    /** 5 at odds up to 1.25, 4 to 1.75, 3 to 2.5, 2 to 4, 1 beyond. */
    static int points(double odds) {
        for (int i = 0; i < CombatConstants.ODDS_BANDS.length; i++) {
            if (odds <= CombatConstants.ODDS_BANDS[i]) {
                return CombatConstants.ODDS_EXPERIENCE[i];
            }
        }
        return CombatConstants.LONG_ODDS_EXPERIENCE;
    }
}
