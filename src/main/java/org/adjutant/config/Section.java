package org.adjutant.config;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Typed, located reading of one YAML section. Each accessor declares its key as known, records a located error when
 * the value has the wrong shape and returns empty then, so a loader can go on and find every other error too.
 * {@link #rejectUnknownKeys()} reports what remains, with a suggestion.
 */
final class Section {
    private final Path file;
    private final YamlNode.Mapping mapping;
    private final String name;
    private final List<ConfigError> errors;
    private final TextFilter textFilter;
    private final Set<String> known = new LinkedHashSet<>();
    /** Where a missing key is reported: the section's own key ("smtp:"), not its first entry. */
    private int anchorLine;
    private int anchorColumn;

    /**
     * @param name       how to call this section in messages, e.g. "mailbox" or "the file"
     * @param textFilter applied to every text value (env-var expansion)
     */
    Section(Path file, YamlNode.Mapping mapping, String name, List<ConfigError> errors,
            TextFilter textFilter) {
        this.file = file;
        this.mapping = mapping;
        this.name = name;
        this.errors = errors;
        this.textFilter = textFilter;
        this.anchorLine = mapping.line();
        this.anchorColumn = mapping.column();
    }

    /** The section at {@code node}, or empty with an error when {@code node} is not a section of keys. */
    static Optional<Section> of(Path file, YamlNode node, String name, List<ConfigError> errors,
                                TextFilter textFilter) {
        if (node instanceof YamlNode.Mapping m) {
            return Optional.of(new Section(file, m, name, errors, textFilter));
        }
        errors.add(new ConfigError(file, node.line(), node.column(),
                "expected " + name + " to be a section of keys, found " + node.describe()));
        return Optional.empty();
    }

    /** Rewrites a text value before use; throws {@link IllegalArgumentException} with a moderator-readable reason. */
    @FunctionalInterface
    interface TextFilter {
        TextFilter NONE = text -> text;

        String apply(String text);
    }

    Path file() {
        return file;
    }

    List<ConfigError> errors() {
        return errors;
    }

    TextFilter textFilter() {
        return textFilter;
    }

    void error(YamlNode at, String problem) {
        errors.add(new ConfigError(file, at.line(), at.column(), problem));
    }

    /** The value of {@code key}, unless absent or written empty ({@code key:} or {@code key: ~}). */
    Optional<YamlNode> node(String key) {
        known.add(key);
        return mapping.entry(key).map(YamlNode.Entry::value)
                .filter(v -> !(v instanceof YamlNode.Scalar s && s.kind() == YamlNode.Scalar.Kind.NULL));
    }

    /** Like {@link #node} but a missing value is an error placed on the section's first line. */
    Optional<YamlNode> required(String key) {
        Optional<YamlNode> value = node(key);
        if (value.isEmpty()) {
            Optional<YamlNode.Entry> written = mapping.entry(key);
            int line = written.map(YamlNode.Entry::line).orElse(anchorLine);
            int column = written.map(YamlNode.Entry::column).orElse(anchorColumn);
            errors.add(new ConfigError(file, line, column, "missing value for '" + key + "' in " + name));
        }
        return value;
    }

    Optional<String> text(String key) {
        return text(key, false);
    }

    Optional<String> requiredText(String key) {
        return text(key, true);
    }

    private Optional<String> text(String key, boolean required) {
        Optional<YamlNode> value = required ? required(key) : node(key);
        return value.flatMap(v -> textOf(v, "'" + key + "'"));
    }

    /**
     * Every key of the section with its value as text, in the order written: a free map the caller judges (a game
     * file's {@code rules:}, which only the ruleset understands). Lists and sections as values are errors.
     */
    java.util.Map<String, String> scalars() {
        java.util.Map<String, String> values = new java.util.LinkedHashMap<>();
        for (YamlNode.Entry e : mapping.entries()) {
            known.add(e.key());
            textOf(e.value(), "'" + e.key() + "'").ifPresent(v -> values.put(e.key(), v));
        }
        return values;
    }

    /** Any single value read as text (a title "1846" is text too); lists and sections are errors. */
    Optional<String> textOf(YamlNode value, String what) {
        if (value instanceof YamlNode.Scalar s && s.kind() != YamlNode.Scalar.Kind.NULL) {
            String filtered;
            try {
                filtered = textFilter.apply(s.text());
            } catch (IllegalArgumentException e) {
                error(value, e.getMessage());
                return Optional.empty();
            }
            if (filtered.isBlank()) {
                error(value, what + " is blank");
                return Optional.empty();
            }
            return Optional.of(filtered.strip());
        }
        error(value, "expected text for " + what + ", found " + value.describe());
        return Optional.empty();
    }

    Optional<Long> integer(String key, boolean required) {
        Optional<YamlNode> value = required ? required(key) : node(key);
        return value.flatMap(v -> {
            if (v instanceof YamlNode.Scalar s && s.kind() == YamlNode.Scalar.Kind.INTEGER) {
                try {
                    return Optional.of(Long.parseLong(s.text().replace("_", "")));
                } catch (NumberFormatException e) {
                    error(v, "'" + key + "' is too large: " + s.text());
                    return Optional.empty();
                }
            }
            error(v, "expected a whole number for '" + key + "', found " + v.describe());
            return Optional.empty();
        });
    }

    /** A number such as {@code 0.5} (a whole number is accepted too). */
    Optional<Double> decimal(String key, boolean required) {
        Optional<YamlNode> value = required ? required(key) : node(key);
        return value.flatMap(v -> {
            if (v instanceof YamlNode.Scalar s && (s.kind() == YamlNode.Scalar.Kind.DECIMAL
                    || s.kind() == YamlNode.Scalar.Kind.INTEGER)) {
                try {
                    return Optional.of(Double.parseDouble(s.text().replace("_", "")));
                } catch (NumberFormatException e) {
                    error(v, "'" + key + "' is not a number: " + s.text());
                    return Optional.empty();
                }
            }
            error(v, "expected a number for '" + key + "', found " + v.describe());
            return Optional.empty();
        });
    }

    Optional<Integer> port(String key) {
        return integer(key, false).flatMap(p -> {
            if (p < 1 || p > 65535) {
                error(node(key).orElseThrow(), "'" + key + "' must be a port between 1 and 65535, not " + p);
                return Optional.empty();
            }
            return Optional.of(p.intValue());
        });
    }

    Optional<Boolean> bool(String key) {
        return node(key).flatMap(v -> {
            if (v instanceof YamlNode.Scalar s && s.kind() == YamlNode.Scalar.Kind.BOOLEAN) {
                return Optional.of(Boolean.parseBoolean(s.text().toLowerCase(Locale.ROOT)));
            }
            error(v, "expected true or false for '" + key + "', found " + v.describe());
            return Optional.empty();
        });
    }

    Optional<Section> section(String key, boolean required) {
        Optional<YamlNode> value = required ? required(key) : node(key);
        Optional<YamlNode.Entry> entry = mapping.entry(key);
        return value.flatMap(v -> of(file, v, "'" + key + "'", errors, textFilter)).map(section -> {
            section.anchorLine = entry.orElseThrow().line();
            section.anchorColumn = entry.orElseThrow().column();
            return section;
        });
    }

    Optional<List<YamlNode>> list(String key) {
        return node(key).flatMap(v -> {
            if (v instanceof YamlNode.Sequence seq) {
                return Optional.of(seq.items());
            }
            error(v, "expected a list for '" + key + "' (lines starting with '- '), found " + v.describe());
            return Optional.empty();
        });
    }

    /** One of an enum's constants, written in lower case with '-' for '_' (e.g. {@code after-store: flag}). */
    <E extends Enum<E>> Optional<E> choice(String key, Class<E> type) {
        return text(key).flatMap(t -> {
            String wanted = t.toUpperCase(Locale.ROOT).replace('-', '_');
            for (E constant : type.getEnumConstants()) {
                if (constant.name().equals(wanted)) {
                    return Optional.of(constant);
                }
            }
            List<String> names = new ArrayList<>();
            for (E constant : type.getEnumConstants()) {
                names.add(constant.name().toLowerCase(Locale.ROOT).replace('_', '-'));
            }
            error(node(key).orElseThrow(), "'" + key + "' must be one of " + String.join(", ", names) + ", not '"
                    + t + "'");
            return Optional.empty();
        });
    }

    /** Reports every key that no accessor asked for, suggesting the known key it was probably meant to be. */
    void rejectUnknownKeys() {
        for (YamlNode.Entry entry : mapping.entries()) {
            if (!known.contains(entry.key())) {
                String hint = DidYouMean.suggest(entry.key(), known).map(k -> " (did you mean '" + k + "'?)")
                        .orElse(" (known keys in " + name + ": " + String.join(", ", known) + ")");
                errors.add(new ConfigError(file, entry.line(), entry.column(),
                        "unknown key '" + entry.key() + "' in " + name + hint));
            }
        }
    }

    /**
     * A list entry's {@code email} that must be its own: an error when {@code taken} holds it (saying
     * {@code whyTaken}), or when an earlier entry of the list gave it ({@code seen}, address to line, is kept here;
     * {@code what} names the entries, "observer").
     */
    void ownAddress(String email, java.util.Set<String> taken, String whyTaken, java.util.Map<String, Integer> seen,
                    int line, String what) {
        if (taken.contains(email)) {
            error(node("email").orElseThrow(), email + whyTaken);
        }
        Integer earlier = seen.putIfAbsent(email.toLowerCase(java.util.Locale.ROOT), line);
        if (earlier != null) {
            error(node("email").orElseThrow(), "this " + what + " is listed twice (first on line " + earlier + ")");
        }
    }
}
