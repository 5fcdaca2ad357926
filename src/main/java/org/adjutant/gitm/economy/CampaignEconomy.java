package org.adjutant.gitm.economy;

import java.util.SortedMap;
import java.util.TreeMap;
import org.adjutant.gitm.event.ManpowerMustered;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.sequence.TurnStep;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.HeldOwnCities;
import org.adjutant.gitm.state.Manpower;
import org.adjutant.gitm.state.Polity;

/**
 * E6, turn 15 only (docs/rules/sow.md sections 7, 22): at a campaign's end every state's pool takes, in this order, the
 * men due this campaign (disbanded units and merge excess of the campaign before, SoW 4.15, GITM 3.5), the wounded and
 * prisoners of units that left the game (GITM 9.13), and the intake: its rate times the levels of the held own cities
 * it holds as the campaign ends. Every city's militia pool grows by 500 a level up to its cap, whoever holds the city.
 * Runs before the calendar's campaign end, which announces what has happened.
 */
public final class CampaignEconomy implements TurnStep {
    @Override
    public void run(Phase phase, TurnContext turn) {
        Board board = turn.board();
        GitmState start = board.start();
        if (!start.isCampaignEnd()) {
            return;
        }
        ManpowerBook muster = ManpowerBook.of(turn);
        SortedMap<String, CityHolding> holdings = new TreeMap<>();
        for (City c : (Iterable<City>) board.map().cities()::iterator) {
            holdings.put(c.name(), board.holding(c));
        }
        for (Polity p : start.states().values()) {
            Manpower m = muster.of(p.id());
            int due = m.dueAt(start.campaign());
            int returning = m.returning();
            int levels = HeldOwnCities.levels(board.map(), holdings, p);
            int intake = m.rate() * levels;
            int after = m.pool().orElseThrow() + due + returning + intake;
            muster.set(p.id(), m.withoutDue(start.campaign()).withReturning(0).withPool(after));
            turn.events().add(new ManpowerMustered(phase, p.id(), start.campaign(), due, returning, levels,
                    m.rate(), intake, after));
        }
        for (City c : (Iterable<City>) board.map().cities()::iterator) {
            CityHolding h = board.holding(c);
            if (h.militia().isEmpty()) {
                continue;
            }
            int cap = CityHolding.militiaCap(c.level());
            int refilled = Math.min(cap, h.militia().getAsInt() + CityHolding.MILITIA_REGEN_PER_LEVEL * c.level());
            if (refilled != h.militia().getAsInt()) {
                board.putHolding(c, h.withMilitia(refilled));
            }
        }
    }
}
