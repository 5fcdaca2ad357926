package org.adjutant.gitm.politics;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;
import org.adjutant.gitm.order.Office;

/**
 * The office ids a role slot holds, read as offices of states (docs/rules/politics.md sections 1 and 3). An id is
 * {@code <kind>:<state id>}: {@code minister} (the War Minister, GITM 3.4), {@code treasury} (the Treasury Minister,
 * SoW-2018 2.1), {@code naval} (the Naval Minister), {@code prime-minister} and {@code monarch} (SoW 4.11-4.16). An
 * army-HQ commander holds his office by commanding the unit, so it has no id.
 */
public final class StateOffices {
    /** One office of one state. */
    public record Held(Office office, String state) {
        /** "the Prime Minister of US". */
        public String words() {
            return office.words() + " of " + state;
        }
    }

    private StateOffices() {
    }

    /** The id of an office of a state, e.g. {@code monarch:US}. */
    public static String id(Office office, String state) {
        return kind(office).orElseThrow(() -> new IllegalArgumentException(office + " has no office id")) + ":"
                + state;
    }

    /**
     * The offices a moderator names (his OFFICE command, docs/moderators.md), in normal form: "WAR MINISTER",
     * "NAVAL MINISTER"; an army-HQ commander's office goes with his unit and is not among them.
     */
    public static List<String> names() {
        List<String> names = new ArrayList<>();
        for (Office o : Office.values()) {
            kind(o).ifPresent(k -> names.add(name(o)));
        }
        return names;
    }

    /** The kind of office id of the office a moderator names by {@code words} in normal form ("NAVAL MINISTER"). */
    public static Optional<String> kindNamed(String words) {
        for (Office o : Office.values()) {
            if (kind(o).isPresent() && name(o).equals(words)) {
                return kind(o);
            }
        }
        return Optional.empty();
    }

    /** "NAVAL MINISTER" for the Naval Minister. */
    private static String name(Office office) {
        return office.words().substring("the ".length()).toUpperCase(java.util.Locale.ROOT);
    }

    /** The office an id names; empty for an id of no office of this game. */
    public static Optional<Held> parse(String id) {
        int colon = id.indexOf(':');
        if (colon < 1 || colon == id.length() - 1) {
            return Optional.empty();
        }
        String kind = id.substring(0, colon);
        for (Office o : Office.values()) {
            if (kind(o).filter(kind::equals).isPresent()) {
                return Optional.of(new Held(o, id.substring(colon + 1)));
            }
        }
        return Optional.empty();
    }

    /** The offices among the ids, in their order; ids of no office are passed over. */
    public static List<Held> of(Collection<String> ids) {
        List<Held> held = new ArrayList<>();
        ids.forEach(id -> parse(id).ifPresent(held::add));
        return held;
    }

    /**
     * The office ids whose news reach the holder of {@code ids} (section 3): his own; for a Monarch or Prime Minister
     * also the War and Treasury Ministers' of his state, whose orders SoW lets him give; for a Naval Minister the
     * Treasury Minister's, who pays for the navy.
     */
    public static SortedSet<String> observed(Collection<String> ids) {
        SortedSet<String> seen = new TreeSet<>(ids);
        for (Held h : of(ids)) {
            switch (h.office()) {
                case MONARCH, PRIME_MINISTER -> {
                    seen.add(id(Office.WAR_MINISTER, h.state()));
                    seen.add(id(Office.TREASURY_MINISTER, h.state()));
                }
                case NAVAL_MINISTER -> seen.add(id(Office.TREASURY_MINISTER, h.state()));
                default -> {
                    // the War and Treasury Ministers' own news are told to their ids
                }
            }
        }
        return seen;
    }

    /** The states whose whole army the holder oversees: his War Minister's, Prime Minister's or Monarch's (GITM 3.4). */
    public static SortedSet<String> overseen(Collection<String> ids) {
        SortedSet<String> states = new TreeSet<>();
        for (Held h : of(ids)) {
            if (h.office() == Office.WAR_MINISTER || h.office() == Office.PRIME_MINISTER
                    || h.office() == Office.MONARCH) {
                states.add(h.state());
            }
        }
        return states;
    }

    /** The states he is an officer of, whose treasury statement he reads (docs/rules/sow.md section 2). */
    public static SortedSet<String> served(Collection<String> ids) {
        SortedSet<String> states = new TreeSet<>();
        of(ids).forEach(h -> states.add(h.state()));
        return states;
    }

    private static Optional<String> kind(Office office) {
        return switch (office) {
            case WAR_MINISTER -> Optional.of("minister");
            case TREASURY_MINISTER -> Optional.of("treasury");
            case NAVAL_MINISTER -> Optional.of("naval");
            case PRIME_MINISTER -> Optional.of("prime-minister");
            case MONARCH -> Optional.of("monarch");
            case ARMY_HQ_COMMANDER -> Optional.empty();
        };
    }
}
