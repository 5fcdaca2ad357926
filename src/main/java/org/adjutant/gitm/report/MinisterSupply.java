package org.adjutant.gitm.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import org.adjutant.gitm.event.Count;
import org.adjutant.gitm.event.Deserted;
import org.adjutant.gitm.event.DestroyCause;
import org.adjutant.gitm.event.SuppliesSent;
import org.adjutant.gitm.event.SupplyMoveRefused;
import org.adjutant.gitm.event.UnitDestroyed;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.sequence.CampaignCalendar;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;
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
    /** GITM 10.5: a corps HQ supplies at most 18 units, itself included. */
    static final int CORPS_LOAD = 18;

    private MinisterSupply() {
    }

    /** One section per state, in state order. */
    static List<Map<String, Object>> sections(TurnFacts facts, SortedSet<String> ministerOf) {
        List<Map<String, Object>> sections = new ArrayList<>();
        if (ministerOf.isEmpty()) {
            return sections;
        }
        GitmState after = facts.after;
        List<City> allCities = after.cities(facts.map);
        Map<String, City> cityByName = new HashMap<>();
        allCities.forEach(c -> cityByName.put(c.name(), c));
        // Who draws from each source after the turn, for a corps HQ's places (GITM 10.5: 18, itself included).
        Map<String, Integer> drawing = new HashMap<>();
        for (Unit u : after.units()) {
            if (!u.supplySource().isEmpty() && u.readiness() != Readiness.INACTIVE) {
                drawing.merge(u.supplySource(), 1, Integer::sum);
            }
        }
        for (String stateId : ministerOf) {
            if (after.state(stateId).isEmpty()) {
                continue;
            }
            List<TurnEvent> moves = movements(facts, stateId);
            List<String> cities = new ArrayList<>();
            int stores = 0;
            for (City c : allCities) {
                if (c.state().equals(stateId)) {
                    cities.add(city(after, c, moves));
                    stores += c.supplies();
                }
            }
            List<String> corps = new ArrayList<>();
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
                if (u.type() == UnitType.CQ) {
                    corps.add(corps(u, where, cityByName, drawing));
                }
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
            section.put("corps", capped(corps));
            section.put("unsupplied", capped(unsupplied));
            section.put("cutOff", capped(cutOff));
            section.put("inactive", inactive);
            section.put("hungry", capped(hungry(facts, stateId)));
            section.put("movements", capped(moves.stream().map(TurnEvent::describe).toList()));
            sections.add(section);
        }
        return sections;
    }

    /** "MX1CQ in J8-V4: 3 / 12 supplies, draws from Matamoros (45 stored), 7 / 18 places, communications MX1AQ". */
    private static String corps(Unit cq, String where, Map<String, City> cities, Map<String, Integer> drawing) {
        StringBuilder b = new StringBuilder(where).append(": ").append(cq.supplies()).append(" / ")
                .append(cq.id().type().maxSuppliesCarried()).append(" supplies, ");
        City source = cities.get(cq.supplySource());
        if (cq.supplySource().isEmpty()) {
            b.append("no source");
        } else if (source != null) {
            b.append("draws from ").append(source.name()).append(" (").append(source.supplies()).append(" stored)");
        } else {
            b.append("draws from ").append(cq.supplySource());
        }
        int places = drawing.getOrDefault(cq.id().toString(), 0) + 1;
        b.append(", ").append(places).append(" / ").append(CORPS_LOAD).append(" places, ")
                .append(cq.communications().isEmpty() ? "out of communications"
                        : "communications " + cq.communications());
        return b.toString();
    }

    /**
     * The turn's supply movements from or to his state's cities as its offices saw them: those told to its War
     * Minister's office or to one of its army HQs (GITM 10.6), in the turn's order.
     */
    private static List<TurnEvent> movements(TurnFacts facts, String stateId) {
        String office = GitmState.ministerOffice(stateId);
        List<TurnEvent> moves = new ArrayList<>();
        for (TurnEvent e : facts.outcome.events()) {
            if (!(e instanceof SuppliesSent || e instanceof SupplyMoveRefused)) {
                continue;
            }
            for (String observer : e.visibility().observers()) {
                if (observer.equals(office) || UnitId.parse(observer).map(id -> ownedBy(facts, id, stateId))
                        .orElse(false)) {
                    moves.add(e);
                    break;
                }
            }
        }
        return moves;
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
                    lines.add(d.unit() + " in " + d.square() + ": " + Count.of(d.men(), "deserter", "deserters")
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

    /** "Monterrey (J9-V4), level 3: 35 supplies, besieged since campaign 1, turn 2; this turn sent 20, received 5". */
    private static String city(GitmState after, City c, List<TurnEvent> moves) {
        StringBuilder b = new StringBuilder(c.name()).append(" (").append(c.square()).append("), level ")
                .append(c.level()).append(": ").append(c.supplies())
                .append(c.supplies() == 1 ? " supply" : " supplies");
        CityHolding h = after.cities().get(c.name());
        if (h != null && h.besieged()) {
            int since = h.besiegedSince();
            b.append(", besieged since ").append(CampaignCalendar.label(since).inText());
        }
        int sent = 0;
        int received = 0;
        for (TurnEvent e : moves) {
            if (e instanceof SuppliesSent s) {
                sent += s.from().equals(c.name()) ? s.sent() : 0;
                received += s.to().equals(c.name()) ? s.sent() : 0;
            }
        }
        if (sent + received > 0) {
            b.append("; this turn sent ").append(sent).append(", received ").append(received);
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
