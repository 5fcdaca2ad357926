package org.adjutant.gitm.supply;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.gitm.unit.UnitType;

/**
 * Every source valid for a unit now, places apart (GITM 10.5; docs/rules/gitm-10-supply.md section 7.1), with its
 * rank (7.2). A corps HQ draws from a friendly city within 8 (or the besieged city it stands in); any other unit from
 * a friendly city of its own strategic square it may use directly, or an active friendly corps HQ within 2. A corps
 * HQ's free places are the assignment's business ({@link SourceAssignment}).
 */
final class SourceCandidates {
    /**
     * @param network     the turn's lines
     * @param stock       a city's stock now
     * @param corpsGives  whether a corps HQ can hand out a supply now (its own source has stock, or it carries one)
     */
    SourceCandidates(SupplyNetwork network, ToIntFunction<City> stock, Predicate<UnitId> corpsGives) {
        this.network = network;
        this.stock = stock;
        this.corpsGives = corpsGives;
    }

    private final SupplyNetwork network;
    private final ToIntFunction<City> stock;
    private final Predicate<UnitId> corpsGives;

    /** The sources valid for {@code u}, best first; {@code present} names its present source (or is blank). */
    List<SourceCandidate> of(Unit u, String present) {
        List<SourceCandidate> found = new ArrayList<>();
        if (u.type() == UnitType.CQ) {
            for (City c : network.citiesWithin(u.location().strategic(), SupplyConstants.CORPS_TO_CITY)) {
                if (!network.friendly(u.state(), network.controller(c))) {
                    continue;
                }
                OptionalInt len = network.corpsTo(u, c);
                if (len.isPresent()) {
                    found.add(SourceCandidate.ofCity(u.id(), c, stock.applyAsInt(c) > 0, len.getAsInt(),
                            c.name().equalsIgnoreCase(present)));
                }
            }
        } else {
            for (City c : network.citiesIn(u.location().strategic())) {
                if (network.mayUseDirectly(u, c)) {
                    found.add(SourceCandidate.ofCity(u.id(), c, stock.applyAsInt(c) > 0, 0,
                            c.name().equalsIgnoreCase(present)));
                }
            }
            for (Unit q : network.activeCorpsWithin(u.location().strategic(), SupplyConstants.UNIT_TO_CORPS)) {
                if (q.id().equals(u.id()) || !network.friendly(q.state(), u.state())) {
                    continue;
                }
                OptionalInt len = network.corpsTo(q, u);
                if (len.isPresent() && len.getAsInt() <= SupplyConstants.UNIT_TO_CORPS) {
                    found.add(SourceCandidate.ofCorps(u.id(), q.id(), corpsGives.test(q.id()), len.getAsInt(),
                            q.id().toString().equalsIgnoreCase(present)));
                }
            }
        }
        found.sort(SourceCandidate.RANK);
        return found;
    }
}
