package org.adjutant.gitm.economy;

import java.util.Optional;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.order.OfficeOrder;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.Fortress;
import org.adjutant.gitm.state.GitmState;

/**
 * SoW 7 as designed (docs/rules/sow.md section 15): whether a state may raise a city's fort by a level, what it costs
 * and how long it takes. Up to the highest level the fort has had, the works are a repair (100 Cr a level of the new
 * level, one turn); beyond it, new work (200 Cr a level, as many turns as the new level). Read on the position at the
 * start of the turn, the one orders are checked against, so the reply and the deadline agree.
 */
public final class FortWorks {
    /** Works a state may begin: the city, the works and their price. */
    public record Quote(String city, Fortress.Works works, int crowns) {
    }

    /** A quote or a refusal, never both. */
    public record Result(Optional<Quote> quote, Optional<String> refusal) {
        static Result refused(String why) {
            return new Result(Optional.empty(), Optional.of(why));
        }
    }

    private FortWorks() {
    }

    public static Result quote(GitmState start, StrategicMap map, String state, OfficeOrder.Fortify order) {
        Optional<City> found = start.city(order.city(), map);
        if (found.isEmpty()) {
            return Result.refused(order.city().strip() + " is not a city of this game's map (SoW 7)");
        }
        City city = found.get();
        if (!city.state().equals(state)) {
            return Result.refused(city.name() + " is controlled by " + city.state()
                    + ": a state fortifies only cities it holds (SoW 7)");
        }
        CityHolding holding = start.cities().get(city.name());
        Fortress fortress = holding == null ? Fortress.AS_MAPPED : holding.fortress();
        if (holding != null && holding.besieged()) {
            return Result.refused(city.name() + " is besieged: works cannot begin there (SoW 7, GITM 10.3)");
        }
        if (fortress.works().isPresent()) {
            Fortress.Works w = fortress.works().get();
            return Result.refused("works are already under way at " + city.name() + " (to level " + w.target() + ", "
                    + w.turnsLeft() + (w.turnsLeft() == 1 ? " turn" : " turns") + " left): one level at a time"
                    + " (SoW 7)");
        }
        int level = city.fortStrength();
        if (level >= Sinews.FORT_MAX_LEVEL) {
            return Result.refused(city.name() + "'s fort is at level " + Sinews.FORT_MAX_LEVEL
                    + ", the highest (GITM 2.6)");
        }
        int target = level + 1;
        int highest = fortress.max().orElse(map.cities().filter(c -> c.name().equals(city.name())).findFirst()
                .orElseThrow().fortStrength());
        boolean repair = target <= highest;
        int crowns = repair ? Sinews.FORT_REPAIR_PER_LEVEL * target : Sinews.FORT_COST_PER_LEVEL * target;
        return new Result(Optional.of(new Quote(city.name(), new Fortress.Works(target, repair ? 1 : target, repair),
                crowns)), Optional.empty());
    }

    /**
     * When works under way in the position {@code now} (the start of a turn) will be done: at the end of the turn
     * {@code turnsLeft - 1} turns on, or sooner at the end of a peace or truce turn in between ({@link WorksProgress}).
     * As {campaign, turn}.
     */
    public static int[] readyAt(GitmState now, Fortress.Works works) {
        int campaign = now.campaign();
        int turn = now.turn();
        for (int left = works.turnsLeft(); left > 1; left--) {
            if (turn > 0 && !now.settings().calendar().isCampaignTurn(campaign, turn)) {
                break;
            }
            int[] next = org.adjutant.gitm.sequence.CampaignCalendar.following(campaign, turn);
            campaign = next[0];
            turn = next[1];
        }
        return new int[] {campaign, turn};
    }
}
