package org.adjutant.gitm.scenario;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * Typed, line-aware reading of one YAML mapping of a scenario (or of a battle file, {@code gitm.battle}, which reads
 * its files the same way): each accessor either returns the value or throws a
 * {@link YamlNode.Fault} naming the line of the bad value, and {@link #rejectUnknown()} catches misspelt keys.
 */
public final class YamlFields {
    private final YamlNode.Mapping map;
    private final String what;
    private final Set<String> known = new TreeSet<>();

    private YamlFields(YamlNode.Mapping map, String what) {
        this.map = map;
        this.what = what;
    }

    public static YamlFields of(YamlNode node, String what) {
        if (node instanceof YamlNode.Mapping m) {
            return new YamlFields(m, what);
        }
        throw new YamlNode.Fault(node.line(), what + " should be a mapping of 'key: value' lines");
    }

    public String what() {
        return what;
    }

    public int line() {
        return map.line();
    }

    /** The line of a key's value, or of the mapping when the key is absent. */
    public int lineOf(String key) {
        YamlNode v = map.entries().get(key);
        return v == null ? map.line() : v.line();
    }

    /** The line of a key as written, or of the mapping when it is absent. */
    public int keyLine(String key) {
        return map.keyLines().getOrDefault(key, map.line());
    }

    public boolean has(String key) {
        known.add(key);
        YamlNode v = map.entries().get(key);
        return v != null && !(v instanceof YamlNode.Scalar s && s.text() == null);
    }

    /** Whether the key is written at all, without counting it as known (for keys a format has retired). */
    public boolean written(String key) {
        return map.entries().containsKey(key);
    }

    public Optional<YamlNode> node(String key) {
        return has(key) ? Optional.of(map.entries().get(key)) : Optional.empty();
    }

    public YamlNode required(String key) {
        return node(key).orElseThrow(() -> new YamlNode.Fault(map.line(), what + " needs '" + key + "'"));
    }

    public Optional<String> text(String key) {
        return node(key).map(n -> scalar(n, key));
    }

    public String requiredText(String key) {
        return scalar(required(key), key);
    }

    public String text(String key, String otherwise) {
        return text(key).orElse(otherwise);
    }

    public int integer(String key, int otherwise) {
        return text(key).map(t -> parseInt(key, t)).orElse(otherwise);
    }

    public int requiredInteger(String key) {
        return parseInt(key, requiredText(key));
    }

    public boolean bool(String key, boolean otherwise) {
        return text(key).map(t -> switch (t.trim().toLowerCase(Locale.ROOT)) {
            case "true", "yes", "y", "on" -> true;
            case "false", "no", "n", "off" -> false;
            default -> throw new YamlNode.Fault(lineOf(key), what + ": '" + key + "' should be true or false, not '"
                    + t + "'");
        }).orElse(otherwise);
    }

    /** A value parsed by {@code parse}; an empty result is reported with {@code expected}. */
    public <T> Optional<T> parsed(String key, Function<String, Optional<T>> parse, String expected) {
        return text(key).map(t -> parse.apply(t).orElseThrow(() -> new YamlNode.Fault(lineOf(key),
                what + ": '" + t + "' is not " + expected)));
    }

    public <E extends Enum<E>> Optional<E> enumValue(String key, Class<E> type) {
        return text(key).map(t -> {
            String name = t.trim().toUpperCase(Locale.ROOT).replaceAll("[\\s-]+", "_");
            for (E e : type.getEnumConstants()) {
                if (e.name().equals(name)) {
                    return e;
                }
            }
            List<String> names = Arrays.stream(type.getEnumConstants())
                    .map(e -> e.name().toLowerCase(Locale.ROOT).replace('_', ' ')).toList();
            throw new YamlNode.Fault(lineOf(key), what + ": unknown " + key + " '" + t + "'; use one of "
                    + String.join(", ", names));
        });
    }

    /** The items of a sequence; a single scalar counts as a one-item list, absence as an empty one. */
    public List<YamlNode> list(String key) {
        Optional<YamlNode> n = node(key);
        if (n.isEmpty()) {
            return List.of();
        }
        if (n.get() instanceof YamlNode.Sequence s) {
            return s.items();
        }
        if (n.get() instanceof YamlNode.Scalar) {
            return List.of(n.get());
        }
        throw new YamlNode.Fault(n.get().line(), what + ": '" + key + "' should be a list");
    }

    public List<String> texts(String key) {
        List<String> out = new ArrayList<>();
        for (YamlNode item : list(key)) {
            out.add(scalar(item, key));
        }
        return out;
    }

    /** Fails on the first key no accessor asked for: almost always a misspelling. */
    public void rejectUnknown() {
        for (var e : map.keyLines().entrySet()) {
            if (!known.contains(e.getKey())) {
                throw new YamlNode.Fault(e.getValue(), what + ": unknown field '" + e.getKey() + "'; expected one of "
                        + String.join(", ", known));
            }
        }
    }

    private String scalar(YamlNode n, String key) {
        if (n instanceof YamlNode.Scalar s && s.text() != null) {
            return s.text();
        }
        throw new YamlNode.Fault(n.line(), what + ": '" + key + "' should be a single value");
    }

    private int parseInt(String key, String t) {
        try {
            return Integer.parseInt(t.trim());
        } catch (NumberFormatException e) {
            throw new YamlNode.Fault(lineOf(key), what + ": '" + key + "' should be a whole number, not '" + t + "'");
        }
    }

}
