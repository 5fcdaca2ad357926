package org.adjutant.gitm.naval;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.adjutant.gitm.map.Nation;

/**
 * A ship's id: nationality, number and type, like a unit's (GITM 3.1; GITM 7.17 writes "US1TR"). Players write them
 * as carelessly as unit ids ({@code us1tr}, {@code US 1 TR}); {@link #toString} prints the canonical form.
 */
public record ShipId(Nation nation, int number, ShipType type) implements Comparable<ShipId> {
    private static final Pattern TEXT = Pattern.compile("(US|MX)[\\s_-]*(\\d{1,4})[\\s_-]*(FL|FR|SL|TR)");

    public ShipId {
        if (nation == null || type == null) {
            throw new IllegalArgumentException("a ship id needs a nationality and a type");
        }
        if (number < 1 || number > 9999) {
            throw new IllegalArgumentException("a ship number is 1-9999, not " + number);
        }
    }

    public static Optional<ShipId> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        Matcher m = TEXT.matcher(text.strip().toUpperCase(Locale.ROOT));
        if (!m.matches()) {
            return Optional.empty();
        }
        int number = Integer.parseInt(m.group(2));
        return number < 1 ? Optional.empty()
                : Optional.of(new ShipId(Nation.valueOf(m.group(1)), number, ShipType.valueOf(m.group(3))));
    }

    public static ShipId of(String text) {
        return parse(text).orElseThrow(() -> new IllegalArgumentException("not a ship id: " + text));
    }

    @Override
    public int compareTo(ShipId o) {
        if (nation != o.nation) {
            return nation.compareTo(o.nation);
        }
        if (type != o.type) {
            return type.compareTo(o.type);
        }
        return Integer.compare(number, o.number);
    }

    @Override
    public String toString() {
        return nation.name() + number + type.name();
    }
}
