package org.adjutant.gitm.supply;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.movement.Communications;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;

/**
 * GITM 10.1, 10.3 (docs/rules/gitm-10-supply.md section 4.1): the chain unit - corps HQ - army HQ - city. An army HQ
 * is in communications; a corps HQ through the nearest active friendly army HQ within 5, else a friendly city of its
 * strategic square it may use; any other unit through an active friendly corps HQ within 2 that is itself in
 * communications (its supply source when that one qualifies, else the nearest, army-rooted before city-rooted), else
 * a friendly city of its square. The army link is preferred at every step, so "communications from US1AQ" (8.6, 9.6)
 * holds whenever the army's chain exists. Only active headquarters give communications; active and shattered units
 * are judged (the shattered for reforming, 12.5); inactive units need none (11.3). Lines cross the siege wall only
 * inside one besieged city ({@link SupplyNetwork}).
 */
public final class GitmCommunications implements Communications {
    /**
     * How a unit stands: the root (an army HQ id or a city name; blank when out of communications) and the corps HQ a
     * non-HQ unit links through (blank otherwise).
     */
    public record Link(String root, String via) {
        public static final Link NONE = new Link("", "");

        public boolean in() {
            return !root.isBlank();
        }
    }

    @Override
    public Set<UnitId> inCommunications(Board board) {
        Set<UnitId> in = new TreeSet<>();
        judge(SupplyNetwork.of(board), u -> u.supplySource()).forEach((id, link) -> {
            if (link.in()) {
                in.add(id);
            }
        });
        return in;
    }

    /**
     * Every unit's link, in id order.
     *
     * @param sourceOf the supply source a non-HQ unit prefers to link through when it qualifies (a unit id or a city)
     */
    public static Map<UnitId, Link> judge(SupplyNetwork network, Function<Unit, String> sourceOf) {
        Map<UnitId, Link> links = new TreeMap<>();
        List<Unit> all = new ArrayList<>(network.board().units());
        all.sort(Comparator.naturalOrder());
        for (Unit u : all) {
            if (u.readiness() == Readiness.INACTIVE) {
                links.put(u.id(), Link.NONE);
            } else if (u.type() == UnitType.AQ) {
                links.put(u.id(), new Link(u.id().toString(), ""));
            } else if (u.type() == UnitType.CQ) {
                links.put(u.id(), corps(network, u));
            }
        }
        // whether a link's root is an army HQ, read once per root: every unit near a corps HQ asks it again
        Map<String, Boolean> armyRoots = new HashMap<>();
        for (Unit u : all) {
            if (!links.containsKey(u.id())) {
                links.put(u.id(), unit(network, u, links, sourceOf.apply(u), armyRoots));
            }
        }
        return links;
    }

    private static Link corps(SupplyNetwork network, Unit cq) {
        Unit best = null;
        int bestLength = Integer.MAX_VALUE;
        for (Unit aq : network.activeArmies()) {
            // every corps HQ looks at every army HQ: the distance, the cheap test, goes first
            if (aq.id().equals(cq.id())
                    || aq.location().strategic().distanceTo(cq.location().strategic()) > SupplyConstants.CORPS_TO_ARMY
                    || !network.friendly(aq.state(), cq.state())) {
                continue;
            }
            OptionalInt len = network.corpsTo(cq, aq);
            if (len.isPresent() && len.getAsInt() <= SupplyConstants.CORPS_TO_ARMY && len.getAsInt() < bestLength) {
                best = aq;
                bestLength = len.getAsInt();
            }
        }
        if (best != null) {
            return new Link(best.id().toString(), "");
        }
        return cityOfSquare(network, cq).map(c -> new Link(c.name(), "")).orElse(Link.NONE);
    }

    private static Link unit(SupplyNetwork network, Unit u, Map<UnitId, Link> links, String source,
                             Map<String, Boolean> armyRoots) {
        Unit best = null;
        int bestLength = Integer.MAX_VALUE;
        boolean bestArmy = false;
        for (Unit q : network.activeCorpsWithin(u.location().strategic(), SupplyConstants.UNIT_TO_CORPS)) {
            Link ql = links.get(q.id());
            if (q.id().equals(u.id()) || ql == null || !ql.in() || !network.friendly(q.state(), u.state())) {
                continue;
            }
            OptionalInt len = network.corpsTo(q, u);
            if (len.isEmpty() || len.getAsInt() > SupplyConstants.UNIT_TO_CORPS) {
                continue;
            }
            if (q.id().toString().equalsIgnoreCase(source)) {
                return new Link(ql.root(), q.id().toString());
            }
            boolean army = armyRoots.computeIfAbsent(ql.root(), root -> UnitId.parse(root).isPresent());
            // corps HQs come in id order, so the first of equals stays
            if (len.getAsInt() < bestLength || (len.getAsInt() == bestLength && army && !bestArmy)) {
                best = q;
                bestLength = len.getAsInt();
                bestArmy = army;
            }
        }
        if (best != null) {
            return new Link(links.get(best.id()).root(), best.id().toString());
        }
        return cityOfSquare(network, u).map(c -> new Link(c.name(), "")).orElse(Link.NONE);
    }

    /** A friendly city of the unit's strategic square that it may use (not besieged, or it stands inside). */
    private static Optional<City> cityOfSquare(SupplyNetwork network, Unit u) {
        for (City c : network.citiesIn(u.location().strategic())) {
            if (network.mayUseDirectly(u, c)) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }
}
