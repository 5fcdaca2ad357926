package org.adjutant.gitm.order;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * What a player's office ids ({@code minister:NE}, {@code leader:MEX}...) let him give, state by state
 * (docs/rules/politics.md section 1). Ids of other kinds are not offices of this game and grant nothing.
 */
public final class Offices {
    private final SortedMap<String, Set<Office>> byState;

    private Offices(SortedMap<String, Set<Office>> byState) {
        this.byState = byState;
    }

    /** The offices the ids name, by state. */
    public static Offices of(java.util.Collection<String> officeIds) {
        SortedMap<String, Set<Office>> byState = new TreeMap<>();
        for (String id : officeIds) {
            int colon = id.indexOf(':');
            if (colon < 1 || colon == id.length() - 1) {
                continue;
            }
            Optional<Office> office = Office.ofKind(id.substring(0, colon));
            office.ifPresent(o -> byState.computeIfAbsent(id.substring(colon + 1), k -> EnumSet.noneOf(Office.class))
                    .add(o));
        }
        return new Offices(byState);
    }

    /** These offices and an army HQ's command in {@code state} (GITM 3.4, 10.6). */
    public Offices withArmyHq(String state) {
        SortedMap<String, Set<Office>> next = new TreeMap<>();
        byState.forEach((s, o) -> next.put(s, EnumSet.copyOf(o)));
        next.computeIfAbsent(state, k -> EnumSet.noneOf(Office.class)).add(Office.ARMY_HQ_COMMANDER);
        return new Offices(next);
    }

    public boolean isEmpty() {
        return byState.isEmpty();
    }

    /** The states he holds an office of, in id order. */
    public Set<String> states() {
        return Collections.unmodifiableSet(byState.keySet());
    }

    /** His offices in {@code state}; none when he holds none there. */
    public Set<Office> in(String state) {
        Set<Office> held = byState.get(state);
        return held == null ? Set.of() : Collections.unmodifiableSet(held);
    }

    /** Whether he may give {@code order} for {@code state}. */
    public boolean mayGive(OfficeOrder order, String state) {
        Set<Office> held = in(state);
        return order.offices().stream().anyMatch(held::contains);
    }

    /** By state, for messages. */
    public Map<String, Set<Office>> asMap() {
        return Collections.unmodifiableMap(byState);
    }
}
