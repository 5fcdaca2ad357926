package org.adjutant.gitm.movement;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;

/**
 * Chains of contact (GITM 7.18; adapted from the NWOL page on chains, the AMWOL one not being available): series of
 * {@link LineOfContact lines of contact} that join a unit to a city or to a place, through cities its side or an
 * ally controls.
 *
 * <p>A unit's chain starts at each friendly city in its own square, and at each friendly city within 8 squares (by
 * line of contact) of a friendly corps HQ within 2 squares of the unit (a corps HQ counts as its own HQ). Friendly
 * cities are linked to one another by lines of at most 10 squares, and, where {@code portLinks} is asked for
 * (deployment and peace/truce turns), every two friendly ports that are not {@link Blockades blockaded} are linked
 * whatever the distance. A chain reaches a target city when the city is one of those linked to a starting city. A
 * place (a deployment destination) is joined the same way from its own side: through a friendly city in its square,
 * or a friendly corps HQ within 2 squares of a unit standing there and a city within 8 of that HQ; for a corps HQ
 * being placed, cities within 8 of the place itself.
 *
 * <p>Everything is judged on the snapshot the {@link LineOfContact} was made from, so a corps HQ that moves during the
 * turn links only where it stood. Cities count as their control stands in the game state the board started from.
 * "Friendly" means the unit's own state or one {@link Relation#ALLIED} to it.
 */
public final class ChainOfContact {
    public static final int UNIT_TO_CORPS = 2;
    public static final int CORPS_TO_CITY = 8;
    public static final int CITY_TO_CITY = 10;

    private final LineOfContact lines;
    private final Blockades blockades;
    /** Every city of the map as it stands, in map order; cities are referred to by their place in this list. */
    private final List<City> cities;
    private final Map<String, Integer> cityIndex = new HashMap<>();
    private final Map<String, Network> networks = new HashMap<>();
    private final Map<UnitId, BitSet> corpsCities = new HashMap<>();

    public ChainOfContact(Board board, LineOfContact lines, Blockades blockades) {
        this.lines = lines;
        this.blockades = blockades;
        this.cities = board.start().cities(board.map());
        for (int i = 0; i < cities.size(); i++) {
            cityIndex.putIfAbsent(cities.get(i).name(), i);
        }
    }

    /** Whether the unit, where the snapshot has it, has a chain of contact to the city. */
    public boolean toCity(Unit u, City target, boolean portLinks) {
        Integer t = cityIndex.get(target.name());
        Network net = network(u.state());
        if (t == null || !net.friendly.get(t)) {
            return false;
        }
        BitSet from = startCities(u, net);
        BitSet to = new BitSet();
        to.set(t);
        return net.joined(from, to, portLinks);
    }

    /**
     * Whether the unit, where the snapshot has it, has a chain of contact to a place: a strategic square and the
     * tactical square it would stand on there.
     */
    public boolean toPlace(Unit u, StrategicSquare square, TacticalSquare tactical, boolean portLinks) {
        if (square.equals(u.location().strategic())) {
            return true;
        }
        Network net = network(u.state());
        BitSet to = placeCities(u, square, tactical, net);
        if (to.isEmpty()) {
            return false;
        }
        return net.joined(startCities(u, net), to, portLinks);
    }

    /**
     * Whether the unit, where the snapshot has it on the map, has a chain of contact to a friendly port that is not
     * blockaded, from which the port links of GITM 7.18 reach the off-map ports (docs/rules/naval.md section 18).
     */
    public boolean toOpenPort(Unit u) {
        Network net = network(u.state());
        return net.joined(startCities(u, net), openPorts(net), true);
    }

    /**
     * Whether a place is joined by a chain of contact to a friendly port that is not blockaded: the chain of a unit
     * standing in an open off-map port's garrison, which has no square of its own (GITM 7.18).
     */
    public boolean fromOpenPort(Unit u, StrategicSquare square, TacticalSquare tactical) {
        Network net = network(u.state());
        BitSet to = placeCities(u, square, tactical, net);
        return !to.isEmpty() && net.joined(openPorts(net), to, true);
    }

    /** The friendly cities a place is joined to from its own side (its square's, or through a corps HQ). */
    private BitSet placeCities(Unit u, StrategicSquare square, TacticalSquare tactical, Network net) {
        LineOfContact.End there = new LineOfContact.End(u.state(), square, tactical);
        BitSet to = citiesIn(square, net);
        if (u.type() == UnitType.CQ) {
            to.or(citiesWithin(there, CORPS_TO_CITY, net));
        }
        for (Unit q : lines.reachable(there, UNIT_TO_CORPS, o -> o.type() == UnitType.CQ && !o.id().equals(u.id())
                && friendly(u.state(), o.state()))) {
            to.or(corpsCities(q, net));
        }
        return to;
    }

    private BitSet openPorts(Network net) {
        BitSet ports = new BitSet(cities.size());
        for (int i = net.friendly.nextSetBit(0); i >= 0; i = net.friendly.nextSetBit(i + 1)) {
            if (cities.get(i).port() && !blockades.blockaded(cities.get(i))) {
                ports.set(i);
            }
        }
        return ports;
    }

    /** The friendly cities a unit's chains start from. */
    private BitSet startCities(Unit u, Network net) {
        BitSet result = citiesIn(u.location().strategic(), net);
        for (Unit q : lines.reachable(lines.end(u), UNIT_TO_CORPS,
                o -> o.type() == UnitType.CQ && friendly(u.state(), o.state()))) {
            result.or(corpsCities(q, net));
        }
        return result;
    }

    private BitSet citiesIn(StrategicSquare square, Network net) {
        BitSet result = new BitSet(cities.size());
        for (int i = net.friendly.nextSetBit(0); i >= 0; i = net.friendly.nextSetBit(i + 1)) {
            if (cities.get(i).square().equals(square)) {
                result.set(i);
            }
        }
        return result;
    }

    /** The friendly cities a corps HQ has a line of at most 8 to (worked out once per HQ, filtered per side). */
    private BitSet corpsCities(Unit corps, Network net) {
        BitSet all = corpsCities.computeIfAbsent(corps.id(), id -> {
            LineOfContact.End e = lines.end(corps);
            LineOfContact.Reach r = lines.reach(e, CORPS_TO_CITY);
            BitSet found = new BitSet(cities.size());
            for (int i = 0; i < cities.size(); i++) {
                City c = cities.get(i);
                if (c.square().distanceTo(e.square()) <= CORPS_TO_CITY) {
                    Optional<LineOfContact.End> ce = lines.end(c);
                    if (ce.isPresent() && r.reaches(ce.get())) {
                        found.set(i);
                    }
                }
            }
            return found;
        });
        BitSet result = (BitSet) all.clone();
        result.and(net.friendly);
        return result;
    }

    private BitSet citiesWithin(LineOfContact.End from, int limit, Network net) {
        LineOfContact.Reach r = lines.reach(from, limit);
        BitSet result = new BitSet(cities.size());
        for (int i = net.friendly.nextSetBit(0); i >= 0; i = net.friendly.nextSetBit(i + 1)) {
            City c = cities.get(i);
            if (c.square().distanceTo(from.square()) <= limit && r.reaches(lines.end(c).orElseThrow())) {
                result.set(i);
            }
        }
        return result;
    }

    private boolean friendly(String a, String b) {
        return lines.relation(a, b) == Relation.ALLIED;
    }

    private Network network(String state) {
        return networks.computeIfAbsent(state, this::build);
    }

    /** The friendly cities of one side and which of them are linked, by land and with the ports added. */
    private Network build(String state) {
        BitSet friendly = new BitSet(cities.size());
        List<LineOfContact.End> ends = new ArrayList<>();
        for (int i = 0; i < cities.size(); i++) {
            Optional<LineOfContact.End> e = lines.end(cities.get(i));
            ends.add(e.orElse(null));
            if (e.isPresent() && friendly(state, e.get().state())) {
                friendly.set(i);
            }
        }
        int[] land = new int[cities.size()];
        for (int i = 0; i < land.length; i++) {
            land[i] = i;
        }
        for (int i = friendly.nextSetBit(0); i >= 0; i = friendly.nextSetBit(i + 1)) {
            LineOfContact.Reach r = null;
            for (int j = friendly.nextSetBit(i + 1); j >= 0; j = friendly.nextSetBit(j + 1)) {
                if (find(land, i) == find(land, j)
                        || ends.get(i).square().distanceTo(ends.get(j).square()) > CITY_TO_CITY) {
                    continue;
                }
                if (r == null) {
                    r = lines.reach(ends.get(i), CITY_TO_CITY);
                }
                if (r.reaches(ends.get(j))) {
                    union(land, i, j);
                }
            }
        }
        int[] sea = land.clone();
        int firstPort = -1;
        for (int i = friendly.nextSetBit(0); i >= 0; i = friendly.nextSetBit(i + 1)) {
            City c = cities.get(i);
            if (c.port() && !blockades.blockaded(c)) {
                if (firstPort < 0) {
                    firstPort = i;
                } else {
                    union(sea, firstPort, i);
                }
            }
        }
        return new Network(friendly, land, sea);
    }

    private record Network(BitSet friendly, int[] land, int[] sea) {
        boolean joined(BitSet from, BitSet to, boolean portLinks) {
            int[] roots = portLinks ? sea : land;
            BitSet reached = new BitSet();
            for (int i = from.nextSetBit(0); i >= 0; i = from.nextSetBit(i + 1)) {
                reached.set(find(roots, i));
            }
            for (int i = to.nextSetBit(0); i >= 0; i = to.nextSetBit(i + 1)) {
                if (reached.get(find(roots, i))) {
                    return true;
                }
            }
            return false;
        }
    }

    private static int find(int[] roots, int i) {
        while (roots[i] != i) {
            roots[i] = roots[roots[i]];
            i = roots[i];
        }
        return i;
    }

    private static void union(int[] roots, int a, int b) {
        int ra = find(roots, a);
        int rb = find(roots, b);
        if (ra != rb) {
            roots[Math.max(ra, rb)] = Math.min(ra, rb);
        }
    }
}
