package org.adjutant.gitm.naval.combat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.adjutant.gitm.naval.Ship;
import org.adjutant.gitm.naval.ShipType;

/**
 * How enemy ships read across the water (docs/rules/naval.md section 15.7): by their rates, never by id or name.
 */
final class Sighting {
    private Sighting() {
    }

    static String rate(Ship ship) {
        return ship.type().words();
    }

    /** "2 frigates and a sloop of war", rates in the order of the type list. */
    static String rates(List<Ship> ships) {
        Map<ShipType, Integer> count = new TreeMap<>();
        ships.forEach(s -> count.merge(s.type(), 1, Integer::sum));
        List<String> parts = new ArrayList<>();
        count.forEach((type, n) -> parts.add(n == 1 ? article(type.words()) + " " + type.words()
                : n + " " + plural(type.words())));
        if (parts.size() == 1) {
            return parts.get(0);
        }
        return String.join(", ", parts.subList(0, parts.size() - 1)) + " and " + parts.get(parts.size() - 1);
    }

    private static String article(String words) {
        return "aeiou".indexOf(words.charAt(0)) >= 0 ? "an" : "a";
    }

    /** "sloops of war", "ships of the line", "frigates", "transport groups". */
    private static String plural(String words) {
        int of = words.indexOf(" of ");
        return of < 0 ? words + "s" : words.substring(0, of) + "s" + words.substring(of);
    }
}
