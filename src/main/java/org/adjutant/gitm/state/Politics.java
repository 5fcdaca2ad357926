package org.adjutant.gitm.state;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The political position between two turns (AMWOL 1.2, RAR 1, SoW 4.11-4.16, SoW-2018 2.1; docs/rules/politics.md):
 * who holds each state's offices beyond its War and Treasury Ministers (which {@link Polity} keeps), how the President
 * of Mexico is chosen, the treaties and declarations of war that changed relations, the signatures waiting for the
 * other state's, and the standing shares of a state's income paid to others.
 *
 * <p>An office id is {@code <kind>:<state>}: {@code minister}, {@code treasury} (in the polity), {@code naval} (the
 * Naval Minister), {@code deputy-leader} (the Prime Minister) and {@code leader} (the Monarch, the state's Leader; for
 * the state of a {@link Presidency}, its President). An office this record does not name is held by the state's War
 * Minister, as when a scenario names nobody for it; one named with the empty role is vacant.
 *
 * @param holders    office id ({@code naval:}, {@code deputy-leader:}, {@code leader:}) to its holder's role id, ""
 *                   for a vacant office
 * @param presidency the presidency of Mexico, when the game has one
 * @param treaties   the treaties and declarations of war in force or past, in the order they took effect
 * @param signatures signatures given and not yet answered, in the order given
 * @param shares     per state, the percent of its income each other state receives every turn
 */
public record Politics(SortedMap<String, String> holders, Optional<Presidency> presidency, List<Treaty> treaties,
                       List<Signature> signatures, SortedMap<String, SortedMap<String, Integer>> shares) {
    public static final String MINISTER = "minister";
    public static final String TREASURY = "treasury";
    public static final String NAVAL = "naval";
    public static final String DEPUTY_LEADER = "deputy-leader";
    public static final String LEADER = "leader";
    /** Every kind of office, in rank order from the War Minister to the Leader. */
    public static final List<String> KINDS = List.of(MINISTER, TREASURY, NAVAL, DEPUTY_LEADER, LEADER);
    /** The kinds this record holds; the War and Treasury Ministers are the polity's. */
    public static final List<String> HELD_HERE = List.of(NAVAL, DEPUTY_LEADER, LEADER);

    /** No office named, no presidency, no treaty, signature or share: a position saved before politics existed. */
    public static final Politics NONE = new Politics(new TreeMap<>(), Optional.empty(), List.of(), List.of(),
            new TreeMap<>());

    public Politics {
        holders = Collections.unmodifiableSortedMap(new TreeMap<>(holders));
        for (var e : holders.entrySet()) {
            if (!HELD_HERE.contains(kindOf(e.getKey())) || stateOf(e.getKey()).isEmpty()) {
                throw new IllegalArgumentException("not an office this record holds: " + e.getKey());
            }
            if (e.getValue() == null) {
                throw new IllegalArgumentException(e.getKey() + " needs a holder or \"\" for vacant");
            }
        }
        presidency = presidency == null ? Optional.empty() : presidency;
        treaties = List.copyOf(treaties);
        signatures = List.copyOf(signatures);
        SortedMap<String, SortedMap<String, Integer>> copy = new TreeMap<>();
        shares.forEach((giver, to) -> {
            SortedMap<String, Integer> parts = new TreeMap<>(to);
            parts.values().removeIf(p -> p == 0);
            int total = 0;
            for (var part : parts.entrySet()) {
                if (part.getValue() < 0 || part.getKey().equals(giver)) {
                    throw new IllegalArgumentException(giver + " cannot share " + part.getValue() + "% with "
                            + part.getKey());
                }
                total += part.getValue();
            }
            if (total > 100) {
                throw new IllegalArgumentException(giver + " shares " + total + "% of its income, more than all of it");
            }
            if (!parts.isEmpty()) {
                copy.put(giver, Collections.unmodifiableSortedMap(parts));
            }
        });
        shares = Collections.unmodifiableSortedMap(copy);
    }

    /** The office id of a kind in a state, e.g. {@code office("leader", "MEX")} is {@code leader:MEX}. */
    public static String office(String kind, String state) {
        return kind + ":" + state;
    }

    /** The kind of an office id: {@code leader} of {@code leader:MEX}; "" when it has no colon. */
    public static String kindOf(String office) {
        int colon = office.indexOf(':');
        return colon < 0 ? "" : office.substring(0, colon);
    }

    /** The state of an office id: {@code MEX} of {@code leader:MEX}; "" when it has no colon. */
    public static String stateOf(String office) {
        int colon = office.indexOf(':');
        return colon < 0 ? "" : office.substring(colon + 1);
    }

    public boolean isDefault() {
        return equals(NONE);
    }

    /**
     * Who this record says holds an office it keeps: empty when it names nobody (the War Minister then holds it),
     * the role id, or "" when the office is vacant.
     */
    public Optional<String> named(String office) {
        return Optional.ofNullable(holders.get(office));
    }

    public Politics withHolder(String office, String role) {
        SortedMap<String, String> next = new TreeMap<>(holders);
        next.put(office, role == null ? "" : role);
        return new Politics(next, presidency, treaties, signatures, shares);
    }

    public Politics withPresidency(Presidency value) {
        return new Politics(holders, Optional.ofNullable(value), treaties, signatures, shares);
    }

    public Politics withTreaty(Treaty treaty) {
        List<Treaty> next = new ArrayList<>(treaties);
        next.add(treaty);
        return new Politics(holders, presidency, next, signatures, shares);
    }

    public Politics withSignatures(List<Signature> value) {
        return new Politics(holders, presidency, treaties, value, shares);
    }

    /** The shares of {@code giver}'s income, recipient to percent; none when it gives none. */
    public SortedMap<String, Integer> sharesOf(String giver) {
        return shares.getOrDefault(giver, Collections.emptySortedMap());
    }

    /** These politics with {@code giver}'s shares replaced (an empty map: it gives none). */
    public Politics withShares(String giver, SortedMap<String, Integer> parts) {
        SortedMap<String, SortedMap<String, Integer>> next = new TreeMap<>(shares);
        next.put(giver, parts);
        return new Politics(holders, presidency, treaties, signatures, next);
    }

    /** The last treaty or declaration between two states, if any. */
    public Optional<Treaty> lastBetween(String a, String b) {
        for (int i = treaties.size() - 1; i >= 0; i--) {
            Treaty t = treaties.get(i);
            if (t.concerns(a) && t.concerns(b)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }
}
