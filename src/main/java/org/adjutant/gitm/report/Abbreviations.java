package org.adjutant.gitm.report;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.naval.ShipId;
import org.adjutant.gitm.naval.ShipType;
import org.adjutant.gitm.order.Branch;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Polity;

/**
 * The abbreviations a report uses, explained in the report itself, where the player reads them: the ids of the
 * states it names (NE, JAL: a stack of troops, a city's holder, a payment), crowns (Cr), HQ, and the type codes that
 * end the unit and ship ids it prints (MX1MA: medium artillery; US1FR: frigate). Only those the report's own text holds are listed, read from
 * the text itself so that a new line in a report can never use one unexplained. The branch letters of a stack and the
 * map keys have keys of their own.
 */
final class Abbreviations {
    /** Lines of a plain-text mail stay within this (the mails' other text keeps to it too). */
    static final int WIDTH = 110;
    /** Model entries that are keys themselves: their examples are not the report's words. */
    private static final Set<String> KEYS = Set.of("branchKey", "fortKey", "abbreviations", "abbreviationLines");
    private static final Pattern WORD = Pattern.compile("\\b[A-Z][A-Za-z]{1,4}\\b");
    /** A unit id, with the fort suffix F of a unit inside a fort: US7IN, MX1MA, US7INF. */
    private static final Pattern UNIT_ID = Pattern.compile("\\b(US|MX)\\d{1,4}([A-Z]{2})F?\\b");
    private static final Map<String, String> WORDS = Map.of("Cr", "crowns (SoW-2018 1.1)", "HQ", "headquarters",
            "HQs", "headquarters");

    private Abbreviations() {
    }

    /**
     * The key of a report whose model is {@code model}, a sentence for each kind: "Abbreviations: NE Northeast (...);
     * US United States; Cr crowns." and, when unit ids are printed, what their nation and type codes stand for. Empty
     * when the report uses none. {@link #lines} wraps them for a plain-text mail.
     */
    static List<String> of(GitmState state, Map<String, Object> model) {
        return of(state, model, List.of());
    }

    /** ... and {@code templateWords}, abbreviations the report's template prints itself ("Cr" after a sum). */
    static List<String> of(GitmState state, Map<String, Object> model, List<String> templateWords) {
        StringBuilder text = new StringBuilder();
        templateWords.forEach(w -> text.append(w).append('\n'));
        model.forEach((key, value) -> {
            if (!KEYS.contains(key)) {
                collect(value, text);
            }
        });
        SortedMap<String, String> found = new TreeMap<>();
        Matcher words = WORD.matcher(text);
        while (words.find()) {
            String w = words.group();
            Optional<Polity> polity = state.state(w).filter(p -> p.id().equals(w));
            if (polity.isPresent()) {
                found.put(w, polity.get().name());
            } else if (WORDS.containsKey(w)) {
                found.put(w.equals("HQs") ? "HQ" : w, WORDS.get(w));
            }
        }
        SortedMap<String, String> nations = new TreeMap<>();
        SortedMap<String, String> types = new TreeMap<>();
        SortedMap<String, String> shipNations = new TreeMap<>();
        SortedMap<String, String> shipTypes = new TreeMap<>();
        Matcher ids = UNIT_ID.matcher(text);
        while (ids.find()) {
            Optional<Branch> branch = Branch.ofCode(ids.group(2));
            if (branch.isPresent()) {
                nations.put(ids.group(1), Nation.valueOf(ids.group(1)).title());
                types.put(branch.get().name(), branch.get().words());
            } else if (ShipId.parse(ids.group()).isPresent()) {
                ShipType type = ShipType.valueOf(ids.group(2));
                shipNations.put(ids.group(1), Nation.valueOf(ids.group(1)).title());
                shipTypes.put(type.name(), type.words());
            }
        }
        List<String> sentences = new ArrayList<>();
        if (!found.isEmpty()) {
            sentences.add("Abbreviations: " + String.join("; ", join(found)) + ".");
        }
        if (!types.isEmpty()) {
            sentences.add("Unit ids are nation (" + String.join(", ", join(nations)) + "), number and type: "
                    + String.join("; ", join(types)) + ".");
        }
        if (!shipTypes.isEmpty()) {
            sentences.add("Ship ids are nation (" + String.join(", ", join(shipNations)) + "), number and type: "
                    + String.join("; ", join(shipTypes)) + ".");
        }
        return sentences;
    }

    /** The sentences wrapped at {@link #WIDTH}, later lines of a sentence indented by two. */
    static List<String> lines(List<String> sentences) {
        List<String> lines = new ArrayList<>();
        for (String sentence : sentences) {
            StringBuilder line = new StringBuilder();
            for (String word : sentence.split(" ")) {
                if (line.length() > 0 && line.length() + 1 + word.length() > WIDTH) {
                    lines.add(line.toString());
                    line = new StringBuilder("  ");
                } else if (line.length() > 0 && !line.toString().isBlank()) {
                    line.append(' ');
                }
                line.append(word);
            }
            lines.add(line.toString());
        }
        return lines;
    }

    private static List<String> join(Map<String, String> entries) {
        List<String> parts = new ArrayList<>();
        entries.forEach((k, v) -> parts.add(k + " " + v));
        return parts;
    }

    /** Every string of a model, its maps and lists walked through. */
    private static void collect(Object value, StringBuilder into) {
        if (value instanceof CharSequence s) {
            into.append(s).append('\n');
        } else if (value instanceof Map<?, ?> m) {
            m.values().forEach(v -> collect(v, into));
        } else if (value instanceof Collection<?> c) {
            c.forEach(v -> collect(v, into));
        }
    }
}
