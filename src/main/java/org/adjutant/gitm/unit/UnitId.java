package org.adjutant.gitm.unit;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.adjutant.gitm.map.Nation;

/**
 * A unit's id (GITM 3.1): nationality, number within that nationality, and type, e.g. {@code MX3LI}, the Mexican 3rd
 * Light Infantry. Players write ids carelessly ({@code mx3li}, {@code MX 3 LI}, {@code us-1-aq}); {@link #parse}
 * accepts those, {@link #toString} always prints the canonical form. A trailing {@code F} (in a fort, GITM 2.6) is
 * accepted and dropped, since it is a display mark and not part of the id.
 */
public record UnitId(Nation nation, int number, UnitType type) implements Comparable<UnitId> {
    private static final Pattern TEXT = Pattern.compile("(US|MX)[\\s_-]*(\\d{1,4})[\\s_-]*([A-Z]{2})(?:[\\s_-]*F)?");
    /**
     * The canonical texts made so far, by nation and type, then number: events name the units that saw them by this
     * text, so a crowded square prints the same ids over and over. Filled lazily; a race only makes one twice.
     */
    private static final int TYPES = UnitType.values().length;
    private static final String[][] TEXTS = new String[Nation.values().length * TYPES][];

    public UnitId {
        if (nation == null || type == null) {
            throw new IllegalArgumentException("a unit id needs a nationality and a type");
        }
        if (number < 1 || number > 9999) {
            throw new IllegalArgumentException("a unit number is 1-9999, not " + number);
        }
    }

    public static Optional<UnitId> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        Matcher m = TEXT.matcher(text.trim().toUpperCase(Locale.ROOT));
        if (!m.matches()) {
            return Optional.empty();
        }
        Optional<UnitType> type = UnitType.parse(m.group(3));
        int number = Integer.parseInt(m.group(2));
        if (type.isEmpty() || number < 1) {
            return Optional.empty();
        }
        return Optional.of(new UnitId(Nation.valueOf(m.group(1)), number, type.get()));
    }

    public static UnitId of(String text) {
        return parse(text).orElseThrow(() -> new IllegalArgumentException("not a unit id: " + text));
    }

    /** "Mexican 3rd light infantry", for humans. */
    public String describe() {
        String people = nation == Nation.US ? "US" : "Mexican";
        return people + " " + ordinal(number) + " " + type.words();
    }

    static String ordinal(int n) {
        int lastTwo = n % 100;
        String suffix = lastTwo >= 11 && lastTwo <= 13 ? "th" : switch (n % 10) {
            case 1 -> "st";
            case 2 -> "nd";
            case 3 -> "rd";
            default -> "th";
        };
        return n + suffix;
    }

    /** Nation (US first), then type (headquarters first), then number: US1AQ, US1CQ, US3IN, US4IN, ..., MX1AQ. */
    @Override
    public int compareTo(UnitId o) {
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
        int kind = nation.ordinal() * TYPES + type.ordinal();
        String[] texts = TEXTS[kind];
        if (texts == null) {
            texts = new String[10000];
            TEXTS[kind] = texts;
        }
        String text = texts[number];
        if (text == null) {
            text = nation.name() + number + type.name();
            texts[number] = text;
        }
        return text;
    }
}
