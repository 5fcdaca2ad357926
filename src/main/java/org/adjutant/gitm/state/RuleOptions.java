package org.adjutant.gitm.state;

import java.util.Collections;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The rule switches a game's file sets for its whole life ({@code rules:} in {@code config/games/<id>.yaml}, taken into
 * the state when the game is created), so every turn of the game, and every replay of one, reads the same switches.
 * Only known keys with a value of the right kind are kept; {@link #of} refuses others, naming them.
 *
 * <ul>
 *   <li>{@value #GENERAL_RETREAT}: {@code true} (the default) or {@code false} -- the general retreat of GITM 9.12,
 *   which the rule book says the original game never had (docs/rules/gitm-9-combat.md, section 14).</li>
 *   <li>{@value #ECONOMY}: {@code true} (the default) or {@code false} -- Sinews of War, the economy beside GITM
 *   (docs/rules/sow.md section 23.1): off, treasuries never move and the economy's orders are refused.</li>
 * </ul>
 */
public record RuleOptions(SortedMap<String, String> values) {
    public static final String GENERAL_RETREAT = "general-retreat";
    public static final String ECONOMY = "economy";
    private static final Set<String> SWITCHES = Set.of(GENERAL_RETREAT, ECONOMY);
    // after SWITCHES: the constructor reads it
    public static final RuleOptions DEFAULT = new RuleOptions(new TreeMap<>());

    public RuleOptions {
        SortedMap<String, String> copy = new TreeMap<>();
        values.forEach((k, v) -> copy.put(k.strip().toLowerCase(Locale.ROOT), v.strip().toLowerCase(Locale.ROOT)));
        for (var e : copy.entrySet()) {
            if (!SWITCHES.contains(e.getKey())) {
                throw new IllegalArgumentException("unknown GITM rule option '" + e.getKey() + "' (known: "
                        + String.join(", ", new java.util.TreeSet<>(SWITCHES)) + ")");
            }
            if (!e.getValue().equals("true") && !e.getValue().equals("false")) {
                throw new IllegalArgumentException("GITM rule option '" + e.getKey() + "' is true or false, not '"
                        + e.getValue() + "'");
            }
        }
        values = Collections.unmodifiableSortedMap(copy);
    }

    /** Options from a game file's {@code rules:} section; throws, naming the key, for anything it does not know. */
    public static RuleOptions of(Map<String, String> written) {
        return new RuleOptions(new TreeMap<>(written));
    }

    /** GITM 9.12 general retreat: on unless the game file switches it off. */
    public boolean generalRetreat() {
        return !"false".equals(values.get(GENERAL_RETREAT));
    }

    /** Sinews of War (docs/rules/sow.md section 23.1): on unless the game file switches it off. */
    public boolean economy() {
        return !"false".equals(values.get(ECONOMY));
    }

    public boolean isDefault() {
        return values.isEmpty();
    }
}
