package org.adjutant.gitm.supply;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.ToIntFunction;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;

/**
 * GITM 10.5, 10.11 at the supply phase (docs/rules/gitm-10-supply.md section 7.5): the source each active unit draws
 * from this turn. SUPPLY SOURCE NONE draws from nobody. Places in a corps HQ go first to the units whose listed source
 * is still valid and who asked for no other, then to valid ordered sources, then everyone else gets the best valid
 * candidate with the places left (10.11's new choice, for every listed source gone invalid). Corps HQs, which need no
 * place, choose first, so that whether a corps HQ can give is known when units rank it.
 */
final class EffectiveSources {
    /** What the phase settled: each unit's source, who drew from nobody by order, and why an order was not followed. */
    record Result(SourceAssignment assignment, Set<UnitId> none, Map<UnitId, String> notes) {
        Optional<SourceCandidate> of(UnitId unit) {
            return assignment.of(unit);
        }
    }

    private EffectiveSources() {
    }

    /**
     * @param active the active units, in id order
     * @param orders each unit's supply orders
     * @param stock  a city's stock at the start of the phase
     */
    static Result settle(SupplyNetwork network, List<Unit> active, Function<UnitId, SupplyOrders> orders,
                         ToIntFunction<City> stock) {
        SourceAssignment assignment = new SourceAssignment();
        Set<UnitId> none = new TreeSet<>();
        Map<UnitId, String> notes = new TreeMap<>();
        Map<UnitId, Unit> byId = new TreeMap<>();
        active.forEach(u -> byId.put(u.id(), u));
        SourceCandidates corpsSources = new SourceCandidates(network, stock, q -> false);
        for (Unit q : active) {
            if (q.type() != UnitType.CQ) {
                continue;
            }
            SupplyOrders o = orders.apply(q.id());
            if (o.none()) {
                none.add(q.id());
                continue;
            }
            List<SourceCandidate> cands = corpsSources.of(q, q.supplySource());
            choose(assignment, q, o, cands, notes, corpsSources);
            if (!assignment.assigned(q.id()) && !cands.isEmpty()) {
                assignment.take(cands.get(0));
            }
        }
        SourceCandidates unitSources = new SourceCandidates(network, stock, q -> {
            Unit corps = byId.get(q);
            if (corps == null) {
                return false;
            }
            if (corps.supplies() > 0) {
                return true;
            }
            return !none.contains(q) && assignment.of(q).flatMap(SourceCandidate::city)
                    .map(c -> stock.applyAsInt(c) > 0).orElse(false);
        });
        Map<UnitId, List<SourceCandidate>> candidates = new TreeMap<>();
        List<Unit> others = new ArrayList<>();
        for (Unit u : active) {
            if (u.type() == UnitType.CQ) {
                continue;
            }
            if (orders.apply(u.id()).none()) {
                none.add(u.id());
                continue;
            }
            others.add(u);
            candidates.put(u.id(), unitSources.of(u, u.supplySource()));
        }
        // stayers first: the listed source still valid, and no other asked for
        for (Unit u : others) {
            SupplyOrders o = orders.apply(u.id());
            boolean askedOther = o.source().isPresent() && !o.source().get().equalsIgnoreCase(u.supplySource());
            if (!askedOther) {
                find(candidates.get(u.id()), u.supplySource()).ifPresent(assignment::take);
            }
        }
        for (Unit u : others) {
            SupplyOrders o = orders.apply(u.id());
            if (!assignment.assigned(u.id()) && o.source().isPresent()) {
                choose(assignment, u, o, candidates.get(u.id()), notes, unitSources);
            }
        }
        assignment.greedy(candidates);
        return new Result(assignment, none, notes);
    }

    /** Takes the ordered source when valid now, places included; else notes why not, by the rule it breaks. */
    private static void choose(SourceAssignment assignment, Unit u, SupplyOrders o, List<SourceCandidate> cands,
                               Map<UnitId, String> notes, SourceCandidates why) {
        if (o.source().isPresent()) {
            Optional<SourceCandidate> ordered = find(cands, o.source().get());
            if (ordered.isPresent() && assignment.take(ordered.get())) {
                return;
            }
            notes.put(u.id(), ordered.isPresent()
                    ? "ordered source " + ordered.get().name() + " already supplies " + SupplyConstants.CORPS_LOAD
                    + " units (GITM 10.5)"
                    : "ordered source " + o.source().get() + " " + why.whyNot(u, o.source().get()));
        }
        if (!assignment.assigned(u.id())) {
            find(cands, u.supplySource()).ifPresent(assignment::take);
        }
    }

    private static Optional<SourceCandidate> find(List<SourceCandidate> cands, String name) {
        if (name == null || name.isBlank()) {
            return Optional.empty();
        }
        return cands.stream().filter(c -> c.name().equalsIgnoreCase(name)).findFirst();
    }
}
