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
        return rates(ships, "");
    }

    /** The same with a word before each rate: "2 enemy frigates and an enemy sloop of war". */
    static String rates(List<Ship> ships, String adjective) {
        Map<ShipType, Integer> count = new TreeMap<>();
        ships.forEach(s -> count.merge(s.type(), 1, Integer::sum));
        String before = adjective.isEmpty() ? "" : adjective + " ";
        List<String> parts = new ArrayList<>();
        count.forEach((type, n) -> parts.add(n == 1 ? article(before + type.words()) + " " + before + type.words()
                : n + " " + before + plural(type.words())));
        return list(parts);
    }

    /** "a, b and c". */
    static String list(List<String> items) {
        if (items.size() <= 1) {
            return String.join("", items);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
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
