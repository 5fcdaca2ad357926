package org.adjutant.gitm.scenario;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A YAML document as a small tree that remembers the line of every key and value, which Jackson's own tree forgets;
 * the loaders (scenarios here, battle files in {@code gitm.battle}) need them to say where a problem is. Built from Jackson's YAML token stream.
 */
public sealed interface YamlNode {
    /** 1-based line where the node starts. */
    int line();

    /** A mapping, keys in document order; {@code keyLines} holds the line of each key. */
    record Mapping(int line, Map<String, YamlNode> entries, Map<String, Integer> keyLines) implements YamlNode {
    }

    record Sequence(int line, List<YamlNode> items) implements YamlNode {
    }

    /** A scalar as written; {@code text} is null for YAML null ({@code ~} or nothing). */
    record Scalar(int line, String text) implements YamlNode {
    }

    /** Thrown while reading a scenario; the loader turns it into a ScenarioException with the file name. */
    final class Fault extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final int line;

        public Fault(int line, String problem) {
            super(problem, null, false, false);
            this.line = line;
        }

        public int line() {
            return line;
        }
    }

    static YamlNode parse(String text) {
        YAMLFactory factory = new YAMLFactory();
        try (JsonParser p = factory.createParser(text)) {
            JsonToken first = p.nextToken();
            if (first == null) {
                throw new Fault(1, "the file is empty");
            }
            return read(p, first);
        } catch (JsonProcessingException e) {
            int line = e.getLocation() == null ? 0 : e.getLocation().getLineNr();
            throw new Fault(line, "not valid YAML: " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new Fault(0, "cannot read the text: " + e.getMessage());
        }
    }

    private static YamlNode read(JsonParser p, JsonToken token) throws IOException {
        int line = p.currentTokenLocation().getLineNr();
        switch (token) {
            case START_OBJECT -> {
                Map<String, YamlNode> entries = new LinkedHashMap<>();
                Map<String, Integer> keyLines = new LinkedHashMap<>();
                JsonToken t;
                while ((t = p.nextToken()) == JsonToken.FIELD_NAME) {
                    String key = p.currentName();
                    int keyLine = p.currentTokenLocation().getLineNr();
                    if (entries.containsKey(key)) {
                        throw new Fault(keyLine, "'" + key + "' is given twice (first on line " + keyLines.get(key)
                                + ")");
                    }
                    keyLines.put(key, keyLine);
                    entries.put(key, read(p, p.nextToken()));
                }
                return new Mapping(line, Collections.unmodifiableMap(entries), Collections.unmodifiableMap(keyLines));
            }
            case START_ARRAY -> {
                List<YamlNode> items = new ArrayList<>();
                JsonToken t;
                while ((t = p.nextToken()) != JsonToken.END_ARRAY) {
                    items.add(read(p, t));
                }
                return new Sequence(line, List.copyOf(items));
            }
            case VALUE_NULL -> {
                return new Scalar(line, null);
            }
            default -> {
                return new Scalar(line, p.getText());
            }
        }
    }
}
