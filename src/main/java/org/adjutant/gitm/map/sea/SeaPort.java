package org.adjutant.gitm.map.sea;

import java.util.List;
import java.util.Objects;
import org.adjutant.gitm.map.Direction;

/**
 * A port of PATE 1.2-1.3: a harbour and the coastal waters round it, joined to exactly one sea area and left in one
 * direction, its exit. A port of the land map is named after its city, and may hold other cities of the same waters
 * (Point Isabel lies in the waters of Brazos Santiago); an off-map port (Baltimore, Havana) has no squares.
 *
 * @param name      the city it is named after, or the off-map port's name
 * @param area      the sea area it opens on
 * @param exit      the heading of a ship leaving it, harbour to coastal waters to sea area
 * @param dockyards how many ships it can build and repair at once (SoW 4.8)
 * @param cities    other cities of the land map that lie in its waters
 * @param at        where the port lies on the globe, which is where the chart's picture draws it
 */
public record SeaPort(String name, String area, Direction exit, int dockyards, List<String> cities, GeoPoint at) {
    public SeaPort {
        Objects.requireNonNull(name);
        Objects.requireNonNull(area);
        Objects.requireNonNull(exit);
        Objects.requireNonNull(at);
        if (dockyards < 0) {
            throw new IllegalArgumentException(name + ": dockyards cannot be negative");
        }
        cities = List.copyOf(cities);
    }

    /** Whether {@code city} is this port's own city or one of those in its waters, ignoring case. */
    public boolean serves(String city) {
        return name.equalsIgnoreCase(city.strip()) || cities.stream().anyMatch(c -> c.equalsIgnoreCase(city.strip()));
    }
}
