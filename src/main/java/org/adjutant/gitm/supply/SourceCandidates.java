package org.adjutant.gitm.supply;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.movement.Board;
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

    /**
     * Why the source named {@code name} is not among {@code u}'s candidates now, the first of the rules of section 7.1
     * it breaks, worded to follow "ordered source X": a source that is gone, of the wrong kind, not of its side, shut
     * behind a siege wall (10.3), in another square (10.5: a unit draws from a city only in its square), or out of
     * reach of a line of contact (10.2, 10.5). Places in a corps HQ are the assignment's business.
     */
    String whyNot(Unit u, String name) {
        Board board = network.board();
        Optional<City> city = board.map().cities().filter(c -> c.name().equalsIgnoreCase(name.strip())).findFirst();
        if (city.isPresent()) {
            City c = city.get();
            String holder = network.controller(c);
            if (!network.friendly(u.state(), holder)) {
                return "is held by " + holder + ", not by its side (GITM 10.5)";
            }
            Optional<City> shutIn = network.besiegedCityAt(u.location());
            if (shutIn.isPresent()) {
                return "cannot be reached from inside besieged " + shutIn.get().name() + " (GITM 10.3)";
            }
            if (board.holding(c).besieged()) {
                return "is besieged: nobody outside draws from it (GITM 10.3)";
            }
            if (u.type() == UnitType.CQ) {
                return "is out of reach: no line of contact of " + SupplyConstants.CORPS_TO_CITY
                        + " squares or less joins them (GITM 10.2, 10.5)";
            }
            return "is in " + c.square() + ": a unit other than a corps HQ draws from a city only in the city's own"
                    + " square (GITM 10.5)";
        }
        Optional<UnitId> id = UnitId.parse(name.strip());
        if (id.isEmpty() || !board.has(id.get())) {
            return "is no longer in the game";
        }
        Unit q = board.unit(id.get());
        if (u.type() == UnitType.CQ) {
            return "is a unit, and a corps HQ draws from a city (GITM 10.5)";
        }
        if (q.type() != UnitType.CQ || q.id().equals(u.id())) {
            return "is not a corps HQ it can draw from (GITM 10.5)";
        }
        if (!network.friendly(q.state(), u.state())) {
            return "is not of its side (GITM 10.5)";
        }
        if (!q.isActive()) {
            return "is not active (GITM 11.3)";
        }
        if (!network.sameSideOfWall(q.location(), u.location())) {
            return "stands on the other side of a siege wall (GITM 10.3)";
        }
        return "is out of reach: no line of contact of " + SupplyConstants.UNIT_TO_CORPS
                + " squares or less joins them (GITM 10.2, 10.5)";
    }
}
