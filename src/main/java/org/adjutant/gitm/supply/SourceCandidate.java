package org.adjutant.gitm.supply;

import java.util.Comparator;
import java.util.Optional;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.unit.UnitId;

/**
 * A source a unit may use now (GITM 10.5, 10.11; docs/rules/gitm-10-supply.md section 7.1) with what ranks it
 * (section 7.2): available first, then a corps HQ before a city (10.11: units other than HQs locate the nearest corps
 * HQ; a corps HQ, whose candidates are all cities, locates the nearest city), then the shorter line, the unit's present
 * source, then a city's higher level and name, a corps HQ's id.
 *
 * @param city  the city, when the source is one
 * @param corps the corps HQ, when the source is one
 */
public record SourceCandidate(UnitId unit, Optional<City> city, Optional<UnitId> corps, boolean available,
                              int length, boolean present) {
    /** Smallest first: the best source. */
    public static final Comparator<SourceCandidate> RANK = Comparator
            .comparing((SourceCandidate c) -> !c.available())
            .thenComparing(c -> c.corps().isEmpty())
            .thenComparingInt(SourceCandidate::length)
            .thenComparing(c -> !c.present())
            .thenComparingInt(c -> -c.city().map(City::level).orElse(0))
            .thenComparing(c -> c.city().map(City::name).orElse(""))
            .thenComparing(c -> c.corps().orElse(null), Comparator.nullsFirst(Comparator.naturalOrder()));

    public static SourceCandidate ofCity(UnitId unit, City city, boolean available, int length, boolean present) {
        return new SourceCandidate(unit, Optional.of(city), Optional.empty(), available, length, present);
    }

    public static SourceCandidate ofCorps(UnitId unit, UnitId corps, boolean available, int length, boolean present) {
        return new SourceCandidate(unit, Optional.empty(), Optional.of(corps), available, length, present);
    }

    /** The source as the status report and the unit's field name it: a unit id or a city name. */
    public String name() {
        return city.map(City::name).orElseGet(() -> corps.orElseThrow().toString());
    }
}
