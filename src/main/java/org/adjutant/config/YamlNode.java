package org.adjutant.config;

import java.util.List;
import java.util.Optional;

/**
 * A YAML value that remembers where it was written, so every error can name a line. Jackson's own tree forgets
 * locations; this small tree is built from its streaming parser instead.
 */
sealed interface YamlNode {

    int line();

    int column();

    /** What a moderator would call this kind of value, for "expected a list, found text" messages. */
    String describe();

    record Entry(String key, int line, int column, YamlNode value) {
    }

    record Mapping(int line, int column, List<Entry> entries) implements YamlNode {
        public Mapping {
            entries = List.copyOf(entries);
        }

        Optional<Entry> entry(String key) {
            return entries.stream().filter(e -> e.key().equals(key)).findFirst();
        }

        @Override
        public String describe() {
            return "a section of keys";
        }
    }

    record Sequence(int line, int column, List<YamlNode> items) implements YamlNode {
        public Sequence {
            items = List.copyOf(items);
        }

        @Override
        public String describe() {
            return "a list";
        }
    }

    /** A single value; {@code kind} is how YAML read it, {@code text} is what was written. */
    record Scalar(int line, int column, Kind kind, String text) implements YamlNode {
        enum Kind { TEXT, INTEGER, DECIMAL, BOOLEAN, NULL }

        @Override
        public String describe() {
            return switch (kind) {
                case TEXT -> "text '" + text + "'";
                case INTEGER -> "the whole number " + text;
                case DECIMAL -> "the number " + text;
                case BOOLEAN -> "the yes/no value " + text;
                case NULL -> "nothing";
            };
        }
    }
}
