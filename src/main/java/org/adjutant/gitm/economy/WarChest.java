package org.adjutant.gitm.economy;

import java.util.Locale;
import org.adjutant.gitm.state.Purse;
import org.adjutant.gitm.unit.Unit;

/**
 * What a state's war chest takes in (docs/rules/sow.md sections 3.1 and 3.2, designed): the share of its cities' and
 * ports' income its scenario says it collects, and no more than it may hold. The limit is {@link
 * Sinews#WAR_CHEST_TURNS} turns of the wartime pay of every unit it has, as if all were active: money beyond what the
 * army could ever spend in a campaign was not voted for the war in Washington, and never stayed in a Mexican treasury
 * the creditors could reach, so it goes to the civil government instead (outside the game).
 */
public final class WarChest {
    private WarChest() {
    }

    /** The most a state with these units may hold at the end of a turn, in crowns. */
    public static int limit(Iterable<Unit> units) {
        long pay = 0;
        for (Unit u : units) {
            pay += Upkeep.cost(u, Upkeep.Rate.ACTIVE);
        }
        return (int) Math.min(Integer.MAX_VALUE, pay * Sinews.WAR_CHEST_TURNS);
    }

    /** The statement's words for the income a state does not collect (section 3.1). */
    static String uncollectedLabel(Purse purse, int earned) {
        return String.format(Locale.ROOT, "%d%% of %,d Cr collected; the rest to civil government", purse.collection(),
                earned);
    }

    /** The statement's words for income above the limit (section 3.2). */
    static String overLimitLabel(int limit) {
        return String.format(Locale.ROOT, "over the war chest's limit of %,d Cr (%d turns' pay)", limit,
                Sinews.WAR_CHEST_TURNS);
    }
}
