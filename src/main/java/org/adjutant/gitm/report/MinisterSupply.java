package org.adjutant.gitm.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import org.adjutant.gitm.event.Deserted;
import org.adjutant.gitm.event.DestroyCause;
import org.adjutant.gitm.event.UnitDestroyed;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.sequence.CampaignCalendar;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.TurnEvent;

/**
 * The War Minister's supply picture (GITM 10.5-10.7, 3.3; docs/rules/gitm-10-supply.md section 14): for each state he
 * is minister of, its cities with their stores and sieges, and its units in want: those carrying nothing with no
 * source to draw from, those out of communications (GITM 10.1, 10.4), and those that went hungry this turn (GITM 10.8). Read from the position after the turn, in
 * map and id order, so two reports of one turn always agree. The lists are capped, the rest counted, never dropped
 * silently. Only his own state's cities are shown: the enemy's stores are not his to know.
 */
final class MinisterSupply {
    /** Lines a list may hold before "... and N more". */
    static final int MAX_LINES = 40;

    private MinisterSupply() {
    }

    /** One section per state, in state order. */
    static List<Map<String, Object>> sections(TurnFacts facts, SortedSet<String> ministerOf) {
        List<Map<String, Object>> sections = new ArrayList<>();
        if (ministerOf.isEmpty()) {
            return sections;
        }
        GitmState after = facts.after;
        StrategicMap map = facts.map;
        List<City> allCities = after.cities(map);
        for (String stateId : ministerOf) {
            if (after.state(stateId).isEmpty()) {
                continue;
            }
            List<String> cities = new ArrayList<>();
            int stores = 0;
            for (City c : allCities) {
                if (c.state().equals(stateId)) {
                    cities.add(city(after, c));
                    stores += c.supplies();
                }
            }
            List<String> unsupplied = new ArrayList<>();
            List<String> cutOff = new ArrayList<>();
            int inactive = 0;
            for (Unit u : after.units()) {
                if (!u.state().equals(stateId)) {
                    continue;
                }
                if (u.readiness() == Readiness.INACTIVE) {
                    inactive++; // needs neither supply nor communications (GITM 11.1)
                    continue;
                }
                String where = u.displayId() + " in " + u.location().strategic();
                if (u.supplies() == 0 && u.supplySource().isEmpty()) {
                    unsupplied.add(where);
                }
                if (u.communications().isEmpty()) {
                    cutOff.add(where);
                }
            }
            Map<String, Object> section = new LinkedHashMap<>();
            section.put("state", stateId);
            section.put("name", after.state(stateId).get().name());
            section.put("stores", stores);
            section.put("cities", capped(cities));
            section.put("unsupplied", capped(unsupplied));
            section.put("cutOff", capped(cutOff));
            section.put("inactive", inactive);
            section.put("hungry", capped(hungry(facts, stateId)));
            sections.add(section);
        }
        return sections;
    }

    /**
     * The state's units that went without supplies this turn, as the supply phase told them (GITM 10.8, 10.8b):
     * deserters, starving garrisons, units the desert or desertion destroyed. In the turn's order.
     */
    private static List<String> hungry(TurnFacts facts, String stateId) {
        List<String> lines = new ArrayList<>();
        for (TurnEvent e : facts.outcome.events()) {
            if (e instanceof Deserted d && ownedBy(facts, d.unit(), stateId)) {
                if (!d.besiegedIn().isEmpty()) {
                    lines.add(d.unit() + " starving in besieged " + d.besiegedIn() + " (morale -" + d.moraleLost()
                            + ")");
                } else {
                    lines.add(d.unit() + " in " + d.square() + ": " + d.men() + " deserters"
                            + (d.requisitioning() ? ", living off the country" : "")
                            + (d.moraleLost() > 0 ? ", morale -" + d.moraleLost() : ""));
                }
            } else if (e instanceof UnitDestroyed u && (u.cause() == DestroyCause.HIGH_DESERT
                    || u.cause() == DestroyCause.DESERTION) && ownedBy(facts, u.unit(), stateId)) {
                lines.add(u.unit() + " destroyed in " + u.square() + ": " + u.cause().words());
            }
        }
        return lines;
    }

    private static boolean ownedBy(TurnFacts facts, UnitId id, String stateId) {
        return facts.before.unit(id).or(() -> facts.after.unit(id)).map(u -> u.state().equals(stateId))
                .orElse(false);
    }

    /** "Monterrey (J9-V4), level 3: 35 supplies, besieged since campaign 1, turn 2". */
    private static String city(GitmState after, City c) {
        StringBuilder b = new StringBuilder(c.name()).append(" (").append(c.square()).append("), level ")
                .append(c.level()).append(": ").append(c.supplies())
                .append(c.supplies() == 1 ? " supply" : " supplies");
        CityHolding h = after.cities().get(c.name());
        if (h != null && h.besieged()) {
            int since = h.besiegedSince();
            b.append(", besieged since campaign ").append(CampaignCalendar.campaign(since)).append(", turn ")
                    .append(CampaignCalendar.campaignTurn(since));
        }
        return b.toString();
    }

    private static List<String> capped(List<String> lines) {
        if (lines.size() <= MAX_LINES) {
            return lines;
        }
        List<String> kept = new ArrayList<>(lines.subList(0, MAX_LINES));
        kept.add("... and " + (lines.size() - MAX_LINES) + " more");
        return kept;
    }
}
