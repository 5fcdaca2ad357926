package org.adjutant.config;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Reads one YAML document into a {@link YamlNode} tree with lines and columns, reporting syntax errors located. */
final class YamlTreeReader {
    private static final YAMLFactory YAML = YAMLFactory.builder().build();

    private final Path file;
    private final List<ConfigError> errors;

    YamlTreeReader(Path file, List<ConfigError> errors) {
        this.file = file;
        this.errors = errors;
    }

    /** The document's root, or empty (with an error added) when the text is not one well-formed YAML document. */
    Optional<YamlNode> read(String text) {
        try (JsonParser parser = YAML.createParser(new StringReader(text))) {
            JsonToken first = parser.nextToken();
            if (first == null) {
                errors.add(new ConfigError(file, 0, 0, "the file is empty"));
                return Optional.empty();
            }
            YamlNode root = node(parser);
            if (parser.nextToken() != null) {
                JsonLocation at = parser.currentTokenLocation();
                errors.add(new ConfigError(file, at.getLineNr(), at.getColumnNr(),
                        "only one YAML document is allowed per file (remove the second '---')"));
                return Optional.empty();
            }
            return Optional.of(root);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            int line = at == null ? 0 : Math.max(at.getLineNr(), 0);
            int column = at == null ? 0 : Math.max(at.getColumnNr(), 0);
            errors.add(new ConfigError(file, line, column, "not valid YAML: " + firstLine(e.getOriginalMessage())));
            return Optional.empty();
        } catch (IOException e) {
            errors.add(new ConfigError(file, 0, 0, "cannot read: " + e.getMessage()));
            return Optional.empty();
        }
    }

    private YamlNode node(JsonParser parser) throws IOException {
        JsonLocation at = parser.currentTokenLocation();
        int line = at.getLineNr();
        int column = at.getColumnNr();
        JsonToken token = parser.currentToken();
        switch (token) {
            case START_OBJECT -> {
                List<YamlNode.Entry> entries = new ArrayList<>();
                Map<String, Integer> seen = new HashMap<>();
                while (parser.nextToken() == JsonToken.FIELD_NAME) {
                    JsonLocation keyAt = parser.currentTokenLocation();
                    String key = parser.currentName();
                    parser.nextToken();
                    YamlNode value = node(parser);
                    Integer earlier = seen.putIfAbsent(key, keyAt.getLineNr());
                    if (earlier != null) {
                        errors.add(new ConfigError(file, keyAt.getLineNr(), keyAt.getColumnNr(),
                                "duplicate key '" + key + "' (first given on line " + earlier + ")"));
                    } else {
                        entries.add(new YamlNode.Entry(key, keyAt.getLineNr(), keyAt.getColumnNr(), value));
                    }
                }
                return new YamlNode.Mapping(line, column, entries);
            }
            case START_ARRAY -> {
                List<YamlNode> items = new ArrayList<>();
                while (parser.nextToken() != JsonToken.END_ARRAY) {
                    items.add(node(parser));
                }
                return new YamlNode.Sequence(line, column, items);
            }
            case VALUE_STRING -> {
                return new YamlNode.Scalar(line, column, YamlNode.Scalar.Kind.TEXT, parser.getText());
            }
            case VALUE_NUMBER_INT -> {
                return new YamlNode.Scalar(line, column, YamlNode.Scalar.Kind.INTEGER, parser.getText());
            }
            case VALUE_NUMBER_FLOAT -> {
                return new YamlNode.Scalar(line, column, YamlNode.Scalar.Kind.DECIMAL, parser.getText());
            }
            case VALUE_TRUE, VALUE_FALSE -> {
                return new YamlNode.Scalar(line, column, YamlNode.Scalar.Kind.BOOLEAN, parser.getText());
            }
            case VALUE_NULL -> {
                return new YamlNode.Scalar(line, column, YamlNode.Scalar.Kind.NULL, "");
            }
            default -> {
                // Binary and embedded objects come only from YAML tags such as !!binary, which no key here accepts.
                return new YamlNode.Scalar(line, column, YamlNode.Scalar.Kind.TEXT, String.valueOf(parser.getText()));
            }
        }
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "syntax error";
        }
        int newline = message.indexOf('\n');
        return (newline < 0 ? message : message.substring(0, newline)).strip();
    }
}
