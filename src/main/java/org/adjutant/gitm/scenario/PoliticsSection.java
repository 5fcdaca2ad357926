package org.adjutant.gitm.scenario;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.state.Politics;
import org.adjutant.gitm.state.Presidency;

/**
 * The political part of a scenario (docs/scenario-format.md, "Offices and politics"; docs/rules/politics.md): the
 * holders a state names for its offices beyond the War and Treasury Ministers, and the top-level {@code politics}
 * section with the presidency and the standing shares of income.
 */
final class PoliticsSection {
    /** A state's keys for its other offices, in rank order, to the office kind each names. */
    static final Map<String, String> STATE_KEYS = stateKeys();
    /** The word a scenario writes for an office nobody holds. */
    static final String VACANT = "vacant";

    private PoliticsSection() {
    }

    private static Map<String, String> stateKeys() {
        Map<String, String> keys = new LinkedHashMap<>();
        keys.put("naval", Politics.NAVAL);
        keys.put("deputyLeader", Politics.DEPUTY_LEADER);
        keys.put("leader", Politics.LEADER);
        return java.util.Collections.unmodifiableMap(keys);
    }

    /** The offices a state entry names: office id to role id, "" for one it leaves vacant. */
    static SortedMap<String, String> named(YamlFields state, String stateId) {
        SortedMap<String, String> named = new TreeMap<>();
        for (Map.Entry<String, String> key : STATE_KEYS.entrySet()) {
            Optional<String> text = state.text(key.getKey()).map(String::strip);
            if (text.isEmpty()) {
                continue;
            }
            String role = text.get().equalsIgnoreCase(VACANT) ? "" : text.get();
            if (!role.isEmpty() && !role.matches("[a-z0-9][a-z0-9_-]{0,63}")) {
                throw new YamlNode.Fault(state.lineOf(key.getKey()), key.getKey() + " is a role id (lower-case letters,"
                        + " digits, '-' or '_') or 'vacant', not '" + role + "'");
            }
            named.put(Politics.office(key.getValue(), stateId), role);
        }
        return named;
    }

    /**
     * The politics of the scenario: the offices its states name, and the top-level {@code politics} section, which
     * may hold {@code presidency: {state, electors, voteless, votes}} and {@code shares: [{from, to, percent}]}.
     */
    static Politics read(YamlFields top, SortedMap<String, Polity> states, SortedMap<String, String> named) {
        Politics politics = new Politics(named, Optional.empty(), java.util.List.of(), java.util.List.of(),
                new TreeMap<>());
        Optional<YamlNode> node = top.node("politics");
        if (node.isEmpty()) {
            return politics;
        }
        YamlFields f = YamlFields.of(node.get(), "the politics");
        Optional<YamlNode> presidency = f.node("presidency");
        if (presidency.isPresent()) {
            YamlFields pf = YamlFields.of(presidency.get(), "the presidency");
            Presidency p = presidency(pf, states);
            // AMWOL 1.2: the President is the leader of one of the regular states, or nobody yet
            String president = named.getOrDefault(p.office(), states.get(p.state()).minister());
            if (!president.isEmpty() && p.eligible().stream().noneMatch(s -> named.getOrDefault(
                    Politics.office(Politics.LEADER, s), states.get(s).minister()).equals(president))) {
                throw new YamlNode.Fault(pf.line(), "the President of " + p.state() + " (" + president + ") must be"
                        + " the leader of one of " + String.join(", ", p.eligible()) + ", or 'vacant'");
            }
            politics = politics.withPresidency(p);
        }
        SortedMap<String, SortedMap<String, Integer>> shares = new TreeMap<>();
        for (YamlNode n : f.list("shares")) {
            YamlFields s = YamlFields.of(n, "a share of income");
            String from = state(s, "from", states);
            String to = state(s, "to", states);
            int percent = s.integer("percent", 0);
            s.rejectUnknown();
            if (from.equals(to) || percent < 1 || percent > 100) {
                throw new YamlNode.Fault(s.line(), "a share is 1-100 percent of one state's income given to another");
            }
            shares.computeIfAbsent(from, k -> new TreeMap<>()).merge(to, percent, Integer::sum);
        }
        f.rejectUnknown();
        try {
            for (var e : shares.entrySet()) {
                politics = politics.withShares(e.getKey(), e.getValue());
            }
        } catch (IllegalArgumentException e) {
            throw new YamlNode.Fault(f.lineOf("shares"), e.getMessage());
        }
        return politics;
    }

    private static Presidency presidency(YamlFields f, SortedMap<String, Polity> states) {
        String state = state(f, "state", states);
        SortedSet<String> electors = new TreeSet<>();
        for (String s : f.texts("electors")) {
            electors.add(known(s, states, f.lineOf("electors")));
        }
        SortedSet<String> eligible = new TreeSet<>(electors);
        for (String s : f.texts("voteless")) {
            eligible.add(known(s, states, f.lineOf("voteless")));
        }
        int votes = f.integer("votes", electors.size() / 2 + 1);
        f.rejectUnknown();
        for (String s : eligible) {
            if (states.get(s).nation() != states.get(state).nation()) {
                throw new YamlNode.Fault(f.line(), s + " is not a state of the nation " + state + " leads");
            }
        }
        try {
            return new Presidency(state, electors, eligible, votes);
        } catch (IllegalArgumentException e) {
            throw new YamlNode.Fault(f.line(), e.getMessage());
        }
    }

    private static String state(YamlFields f, String key, SortedMap<String, Polity> states) {
        return known(f.requiredText(key), states, f.lineOf(key));
    }

    private static String known(String text, SortedMap<String, Polity> states, int line) {
        String id = text.strip().toUpperCase(Locale.ROOT);
        if (!states.containsKey(id)) {
            throw new YamlNode.Fault(line, "unknown state '" + text + "'; the scenario defines " + String.join(", ",
                    states.keySet()));
        }
        return id;
    }
}
