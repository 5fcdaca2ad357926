package org.adjutant.config;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The text of a YAML file, edited in place: a value set, a key or list item removed, an item added, and every other
 * byte of the file left as the moderator wrote it (his comments, his key order, his indentation, flow or block
 * style). A robot that writes a game file back must not turn it into its own rendering: the moderator edits the same
 * file by hand. No YAML library in the build keeps comments on a round trip, so this edits the text at the positions
 * Jackson's parser reports.
 *
 * <p>A path names keys of sections and, for a list, an item's index as digits ({@code players, 2, email}). Sections
 * and lists a change needs are created at the end of their parent, indented as the parent's keys are (two spaces
 * deeper for a new section's contents). A list or section written in flow style ({@code [a, b]}, <code>{k: v}</code>) is
 * written again in flow style as a whole, keeping each value's own text; a comment inside a flow collection that
 * spans lines is lost then, nothing else.
 *
 * <p>Only the structure is edited: whether the result is a valid game file is the loader's to say, as for a hand
 * edit.
 */
public final class YamlText {
    private static final YAMLFactory YAML = YAMLFactory.builder().build();
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9][A-Za-z0-9 ._@/+:,()'-]*");
    private static final Pattern NUMBER = Pattern.compile("[-+]?[0-9][0-9_]*(\\.[0-9]*)?([eE][-+]?[0-9]+)?");
    private static final Set<String> WORDS = Set.of("true", "false", "yes", "no", "on", "off", "null", "y", "n");

    private final String text;
    private final boolean crlf;
    private final int[] lineStarts;
    private final Node root;

    private YamlText(String text, boolean crlf) {
        this.text = text;
        this.crlf = crlf;
        this.lineStarts = lineStarts(text);
        this.root = parse(text);
    }

    /**
     * The file's text. Throws {@link IllegalArgumentException} when it is not one YAML document of keys (a file
     * that does not load cannot be edited by a command: its loader's errors come first).
     */
    public static YamlText of(String text) {
        boolean crlf = text.contains("\r\n");
        return new YamlText(crlf ? text.replace("\r\n", "\n") : text, crlf);
    }

    /** The text, with the file's own line endings. */
    public String text() {
        return crlf ? text.replace("\n", "\r\n") : text;
    }

    /** The text value at {@code path}; empty when there is none or it is not a single value. */
    public Optional<String> scalar(List<String> path) {
        return find(path).filter(n -> n instanceof Scalar).map(n -> ((Scalar) n).value());
    }

    /** How many items the list at {@code path} holds; 0 when there is none. */
    public int size(List<String> path) {
        return find(path).filter(n -> n instanceof Seq).map(n -> ((Seq) n).items().size()).orElse(0);
    }

    /** Whether something is written at {@code path}. */
    public boolean has(List<String> path) {
        return find(path).isPresent();
    }

    /** Sets the value at {@code path} (a key, or a list item by index), creating the sections it needs. */
    public YamlText put(List<String> path, String value) {
        require(path);
        return change(path.subList(0, path.size() - 1), new Action.Put(path.get(path.size() - 1), value));
    }

    /** Removes the key or list item at {@code path}; the text unchanged when there is none. */
    public YamlText remove(List<String> path) {
        require(path);
        if (find(path).isEmpty()) {
            return this;
        }
        return change(path.subList(0, path.size() - 1), new Action.Remove(path.get(path.size() - 1)));
    }

    /**
     * Adds {@code value} at the end of the list at {@code path}, creating the list (and the sections it needs).
     * {@code value} is text, or a map of key to text (a list item of several keys, such as a player).
     */
    public YamlText append(List<String> path, Object value) {
        require(path);
        if (!(value instanceof String) && !(value instanceof Map)) {
            throw new IllegalArgumentException("a list item is text or a map of keys to text");
        }
        return change(path, new Action.Append(value));
    }

    private static void require(List<String> path) {
        if (path.isEmpty()) {
            throw new IllegalArgumentException("an empty path names the whole file");
        }
    }

    // ---------------------------------------------------------------------------------------------------------------
    // The tree, with offsets into the text.

    private sealed interface Node {
        int start();
    }

    /** {@code end}: for a flow collection, the offset after its closing bracket; -1 in block style. */
    private record MapNode(int start, int end, List<Entry> entries) implements Node {
        boolean flow() {
            return end >= 0;
        }

        Optional<Entry> entry(String key) {
            return entries.stream().filter(e -> e.key().equals(key)).findFirst();
        }
    }

    private record Entry(String key, int keyStart, Node value) {
    }

    private record Seq(int start, int end, List<Node> items) implements Node {
        boolean flow() {
            return end >= 0;
        }
    }

    /** {@code empty}: nothing is written after the key (YAML reads a null). */
    private record Scalar(int start, String value, boolean empty) implements Node {
    }

    private Node parse(String source) {
        try (JsonParser parser = YAML.createParser(new StringReader(source))) {
            if (parser.nextToken() == null) {
                throw new IllegalArgumentException("the file is empty");
            }
            Node top = node(parser);
            if (!(top instanceof MapNode)) {
                throw new IllegalArgumentException("the file is not a section of keys");
            }
            return top;
        } catch (IOException e) {
            throw new IllegalArgumentException("the file is not valid YAML: " + e.getMessage(), e);
        }
    }

    private Node node(JsonParser parser) throws IOException {
        int start = (int) parser.currentTokenLocation().getCharOffset();
        JsonToken token = parser.currentToken();
        if (token == JsonToken.START_OBJECT) {
            boolean flow = start < text.length() && text.charAt(start) == '{';
            List<Entry> entries = new ArrayList<>();
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                int keyStart = (int) parser.currentTokenLocation().getCharOffset();
                String key = parser.currentName();
                parser.nextToken();
                entries.add(new Entry(key, keyStart, node(parser)));
            }
            int end = flow ? (int) parser.currentTokenLocation().getCharOffset() + 1 : -1;
            return new MapNode(start, end, entries);
        }
        if (token == JsonToken.START_ARRAY) {
            boolean flow = start < text.length() && text.charAt(start) == '[';
            List<Node> items = new ArrayList<>();
            while (parser.nextToken() != JsonToken.END_ARRAY) {
                items.add(node(parser));
            }
            int end = flow ? (int) parser.currentTokenLocation().getCharOffset() + 1 : -1;
            return new Seq(start, end, items);
        }
        String value = token == JsonToken.VALUE_NULL ? "" : parser.getText();
        boolean empty = value.isEmpty() && (start >= text.length() || "\n#".indexOf(text.charAt(start)) >= 0
                || text.charAt(start) == ' ' || text.charAt(start) == '\r');
        return new Scalar(start, value, empty);
    }

    private Optional<Node> find(List<String> path) {
        Node at = root;
        for (String step : path) {
            Optional<Node> next = child(at, step);
            if (next.isEmpty()) {
                return Optional.empty();
            }
            at = next.get();
        }
        return Optional.of(at);
    }

    private static Optional<Node> child(Node at, String step) {
        if (at instanceof MapNode m) {
            return m.entry(step).map(Entry::value);
        }
        if (at instanceof Seq s && step.chars().allMatch(Character::isDigit) && !step.isEmpty()) {
            int i = Integer.parseInt(step);
            return i < s.items().size() ? Optional.of(s.items().get(i)) : Optional.empty();
        }
        return Optional.empty();
    }

    // ---------------------------------------------------------------------------------------------------------------
    // Changes.

    private sealed interface Action {
        record Put(String key, String value) implements Action {
        }

        record Remove(String key) implements Action {
        }

        record Append(Object value) implements Action {
        }
    }

    /** Applies {@code action} to the container at {@code path}, creating what is missing. */
    private YamlText change(List<String> path, Action action) {
        Node at = root;
        Entry owner = null;
        for (int i = 0; i < path.size(); i++) {
            if (flow(at)) {
                return splice(at.start(), end(at), flowEdit(at, path.subList(i, path.size()), action));
            }
            String step = path.get(i);
            Optional<Node> next = child(at, step);
            if (next.isEmpty() || next.get() instanceof Scalar s && s.empty()) {
                if (!(at instanceof MapNode m)) {
                    throw new IllegalArgumentException("no item " + step + " in the list " + String.join(".",
                            path.subList(0, i)));
                }
                Object created = apply(null, action);
                for (int j = path.size() - 1; j > i; j--) {
                    created = single(path.get(j), created);
                }
                if (next.isPresent()) {
                    Entry e = m.entry(step).orElseThrow();
                    return fillEmpty(e, created);
                }
                return insertEntry(m, owner, step, created);
            }
            if (at instanceof MapNode m) {
                owner = m.entry(step).orElseThrow();
            }
            at = next.get();
        }
        if (flow(at)) {
            return splice(at.start(), end(at), flowEdit(at, List.of(), action));
        }
        return blockEdit(at, owner, action);
    }

    private static boolean flow(Node n) {
        return n instanceof MapNode m && m.flow() || n instanceof Seq s && s.flow();
    }

    private static int end(Node n) {
        return n instanceof MapNode m ? m.end() : ((Seq) n).end();
    }

    private static Map<String, Object> single(String key, Object value) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(key, value);
        return m;
    }

    /** The action applied to a container read as plain values ({@code null}: none yet); the container after it. */
    @SuppressWarnings("unchecked")
    private static Object apply(Object container, Action action) {
        if (action instanceof Action.Append a) {
            List<Object> list = container instanceof List<?> l ? new ArrayList<>(l) : new ArrayList<>();
            list.add(a.value());
            return list;
        }
        if (container instanceof List<?> l) {
            List<Object> list = new ArrayList<>(l);
            String key = action instanceof Action.Put p ? p.key() : ((Action.Remove) action).key();
            int i = Integer.parseInt(key);
            if (action instanceof Action.Put p) {
                list.set(i, p.value());
            } else {
                list.remove(i);
            }
            return list;
        }
        Map<String, Object> map = container instanceof Map<?, ?> m ? new LinkedHashMap<>((Map<String, Object>) m)
                : new LinkedHashMap<>();
        if (action instanceof Action.Put p) {
            map.put(p.key(), p.value());
        } else {
            map.remove(((Action.Remove) action).key());
        }
        return map;
    }

    /** A flow collection written again as a whole, with {@code action} applied at {@code path} inside it. */
    private String flowEdit(Node at, List<String> path, Action action) {
        Object plain = plain(at);
        return renderFlow(applyAt(plain, path, action));
    }

    @SuppressWarnings("unchecked")
    private static Object applyAt(Object container, List<String> path, Action action) {
        if (path.isEmpty()) {
            return apply(container, action);
        }
        String step = path.get(0);
        if (container instanceof List<?> l) {
            List<Object> list = new ArrayList<>(l);
            int i = Integer.parseInt(step);
            list.set(i, applyAt(list.get(i), path.subList(1, path.size()), action));
            return list;
        }
        Map<String, Object> map = container instanceof Map<?, ?> m ? new LinkedHashMap<>((Map<String, Object>) m)
                : new LinkedHashMap<>();
        Object inner = map.get(step);
        map.put(step, applyAt(inner instanceof Raw r && r.source().isEmpty() ? null : inner,
                path.subList(1, path.size()), action));
        return map;
    }

    /** A value as written in the file, kept character for character when a flow collection is written again. */
    private record Raw(String source) {
    }

    private Object plain(Node n) {
        if (n instanceof MapNode m) {
            Map<String, Object> map = new LinkedHashMap<>();
            m.entries().forEach(e -> map.put(text.substring(e.keyStart(), keyEnd(e)), plain(e.value())));
            return map;
        }
        if (n instanceof Seq s) {
            return new ArrayList<>(s.items().stream().map(this::plain).toList());
        }
        Scalar sc = (Scalar) n;
        return new Raw(sc.empty() ? "" : text.substring(sc.start(), scalarEnd(sc, true)));
    }

    /** Where a key's text ends: at its colon (a key written in quotes keeps them). */
    private int keyEnd(Entry e) {
        int i = e.keyStart();
        char first = text.charAt(i);
        if (first == '"' || first == '\'') {
            return quoteEnd(i);
        }
        while (i < text.length() && text.charAt(i) != ':') {
            i++;
        }
        while (i > e.keyStart() && text.charAt(i - 1) == ' ') {
            i--;
        }
        return i;
    }

    /** Where a written value ends: after its closing quote, or before a comment, the line's end (or in a flow, a comma). */
    private int scalarEnd(Scalar s, boolean inFlow) {
        int i = s.start();
        char first = text.charAt(i);
        if (first == '"' || first == '\'') {
            return quoteEnd(i);
        }
        if (first == '|' || first == '>') {
            throw new IllegalArgumentException("a value written as a block of lines (| or >) cannot be edited here");
        }
        int end = i;
        while (end < text.length()) {
            char c = text.charAt(end);
            if (c == '\n' || inFlow && (c == ',' || c == ']' || c == '}')
                    || c == '#' && end > i && text.charAt(end - 1) == ' ') {
                break;
            }
            end++;
        }
        while (end > i && text.charAt(end - 1) == ' ') {
            end--;
        }
        return end;
    }

    private int quoteEnd(int open) {
        char q = text.charAt(open);
        int i = open + 1;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (q == '"' && c == '\\') {
                i += 2;
                continue;
            }
            if (c == q) {
                if (q == '\'' && i + 1 < text.length() && text.charAt(i + 1) == '\'') {
                    i += 2;
                    continue;
                }
                return i + 1;
            }
            i++;
        }
        return text.length();
    }

    private YamlText blockEdit(Node at, Entry owner, Action action) {
        if (at instanceof Seq s) {
            int dash = indent(line(s.start()));
            if (action instanceof Action.Append a) {
                int after = endLine(s, dash);
                Node last = s.items().get(s.items().size() - 1);
                if (a.value() instanceof Map<?, ?> && last instanceof MapNode m && m.flow()) {
                    // written as its neighbours are: one line each
                    return insertLines(after, List.of(" ".repeat(dash) + "- " + renderFlow(a.value())));
                }
                return insertLines(after, block(List.of(a.value()), dash));
            }
            String key = action instanceof Action.Put p ? p.key() : ((Action.Remove) action).key();
            int i = Integer.parseInt(key);
            if (i >= s.items().size()) {
                throw new IllegalArgumentException("no item " + i + " in the list");
            }
            Node item = s.items().get(i);
            if (action instanceof Action.Put p) {
                if (!(item instanceof Scalar sc)) {
                    throw new IllegalArgumentException("item " + i + " of the list is not a single value");
                }
                return splice(sc.start(), scalarEnd(sc, false), scalar(p.value()));
            }
            int first = line(item.start());
            int last = endLine(item, dash);
            if (s.items().size() == 1 && owner != null) {
                // The list's last item goes: the key stays, with an empty list, so the file still reads as before.
                YamlText without = deleteLines(first, last);
                return without.fillAfterColon(owner.keyStart(), " []");
            }
            return deleteLines(first, last);
        }
        if (!(at instanceof MapNode m)) {
            throw new IllegalArgumentException("not a section or a list");
        }
        if (action instanceof Action.Append) {
            throw new IllegalArgumentException("a section of keys is not a list");
        }
        if (action instanceof Action.Put p) {
            Optional<Entry> e = m.entry(p.key());
            if (e.isEmpty()) {
                return insertEntry(m, owner, p.key(), p.value());
            }
            if (e.get().value() instanceof Scalar sc) {
                return sc.empty() ? fillAfterColon(e.get().keyStart(), " " + scalar(p.value()))
                        : splice(sc.start(), scalarEnd(sc, false), scalar(p.value()));
            }
            throw new IllegalArgumentException("'" + p.key() + "' holds a section or a list, not a single value");
        }
        String key = ((Action.Remove) action).key();
        Entry e = m.entry(key).orElseThrow();
        int col = column(e.keyStart());
        int first = line(e.keyStart());
        int last = e.value() instanceof Scalar sc && sc.empty() ? continuation(first, col) : endLine(e, col);
        if (m.entries().size() == 1 && owner != null) {
            return deleteLines(first, last).fillAfterColon(owner.keyStart(), " {}");
        }
        return deleteLines(first, last);
    }

    /** Writes {@code created} (a value, list or section) as the value of an entry that had none. */
    private YamlText fillEmpty(Entry e, Object created) {
        if (created instanceof String s) {
            return fillAfterColon(e.keyStart(), " " + scalar(s));
        }
        int col = column(e.keyStart());
        int line = line(e.keyStart());
        String body = String.join("\n", block(created, col + 2));
        return insertLines(line, List.of(body));
    }

    /** A new key at the end of a block section (or of the file): indented as the section's keys are. */
    private YamlText insertEntry(MapNode m, Entry owner, String key, Object value) {
        if (m.flow()) {
            throw new IllegalStateException("flow sections are written again whole");
        }
        int col = m.entries().isEmpty() ? 0 : column(m.entries().get(0).keyStart());
        List<String> lines = block(single(key, value), col);
        int after = m.entries().isEmpty() ? lineCount() - 1 : endLine(m, col);
        if (m == root) {
            after = lastContentLine();
        }
        return insertLines(after, lines);
    }

    /** The lines of a plain value written in block style at indentation {@code col}. */
    @SuppressWarnings("unchecked")
    private static List<String> block(Object value, int col) {
        String pad = " ".repeat(col);
        List<String> out = new ArrayList<>();
        if (value instanceof Map<?, ?> map) {
            for (Map.Entry<String, Object> e : ((Map<String, Object>) map).entrySet()) {
                Object v = e.getValue();
                if (v instanceof String || v instanceof Raw) {
                    out.add(pad + e.getKey() + ": " + inline(v));
                } else if (v instanceof List<?> l && l.isEmpty()) {
                    out.add(pad + e.getKey() + ": []");
                } else {
                    out.add(pad + e.getKey() + ":");
                    out.addAll(block(v, col + 2));
                }
            }
        } else if (value instanceof List<?> list) {
            for (Object item : list) {
                if (item instanceof Map<?, ?>) {
                    List<String> inner = block(item, col + 2);
                    out.add(pad + "- " + inner.get(0).substring(col + 2));
                    out.addAll(inner.subList(1, inner.size()));
                } else {
                    out.add(pad + "- " + inline(item));
                }
            }
        } else {
            out.add(pad + inline(value));
        }
        return out;
    }

    private static String inline(Object v) {
        return v instanceof Raw r ? r.source() : v instanceof String s ? scalar(s) : renderFlow(v);
    }

    @SuppressWarnings("unchecked")
    private static String renderFlow(Object v) {
        if (v instanceof Map<?, ?> map) {
            List<String> parts = new ArrayList<>();
            ((Map<String, Object>) map).forEach((k, x) -> parts.add(k + ": " + renderFlow(x)));
            return "{" + String.join(", ", parts) + "}";
        }
        if (v instanceof List<?> list) {
            return "[" + String.join(", ", list.stream().map(YamlText::renderFlow).toList()) + "]";
        }
        if (v == null) {
            return "";
        }
        return v instanceof Raw r ? r.source() : scalar((String) v);
    }

    /** A value as YAML text: bare when YAML reads it back as the same text, in double quotes otherwise. */
    static String scalar(String value) {
        boolean plain = PLAIN.matcher(value).matches() && !value.contains(": ") && !value.endsWith(":")
                && !value.endsWith(" ") && !value.contains(", ") && !value.contains(",")
                && !NUMBER.matcher(value).matches() && !WORDS.contains(value.toLowerCase(Locale.ROOT));
        if (plain) {
            return value;
        }
        return "\"" + value.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    // ---------------------------------------------------------------------------------------------------------------
    // Lines.

    private static int[] lineStarts(String s) {
        List<Integer> starts = new ArrayList<>();
        starts.add(0);
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == '\n' && i + 1 < s.length()) {
                starts.add(i + 1);
            }
        }
        return starts.stream().mapToInt(Integer::intValue).toArray();
    }

    private int lineCount() {
        return lineStarts.length;
    }

    /** The 0-based line of an offset. */
    private int line(int offset) {
        int i = Arrays.binarySearch(lineStarts, offset);
        return i >= 0 ? i : -i - 2;
    }

    private int column(int offset) {
        return offset - lineStarts[line(offset)];
    }

    private String lineText(int line) {
        int from = lineStarts[line];
        int to = line + 1 < lineStarts.length ? lineStarts[line + 1] - 1 : text.length();
        if (to > from && text.charAt(to - 1) == '\n') {
            to--;
        }
        return text.substring(from, Math.max(from, to));
    }

    private int indent(int line) {
        String t = lineText(line);
        int i = 0;
        while (i < t.length() && t.charAt(i) == ' ') {
            i++;
        }
        return i;
    }

    private boolean blankOrComment(int line) {
        String t = lineText(line).strip();
        return t.isEmpty() || t.startsWith("#");
    }

    private int lastContentLine() {
        int l = lineCount() - 1;
        while (l > 0 && lineText(l).isBlank()) {
            l--;
        }
        return l;
    }

    /** The last line a block node written under something at column {@code col} takes. */
    private int endLine(Object n, int col) {
        return continuation(lastLine(n), col);
    }

    private int lastLine(Object n) {
        if (n instanceof Entry e) {
            return e.value() instanceof Scalar s && s.empty() ? line(e.keyStart())
                    : Math.max(line(e.keyStart()), lastLine(e.value()));
        }
        if (n instanceof MapNode m) {
            if (m.flow()) {
                return line(m.end() - 1);
            }
            return m.entries().stream().mapToInt(this::lastLine).max().orElse(line(m.start()));
        }
        if (n instanceof Seq s) {
            if (s.flow()) {
                return line(s.end() - 1);
            }
            return s.items().stream().mapToInt(this::lastLine).max().orElse(line(s.start()));
        }
        Scalar sc = (Scalar) n;
        char first = sc.start() < text.length() ? text.charAt(sc.start()) : ' ';
        return first == '"' || first == '\'' ? line(quoteEnd(sc.start()) - 1) : line(sc.start());
    }

    /** Lines after {@code line} indented deeper than {@code col} still belong to it (a value folded over lines). */
    private int continuation(int line, int col) {
        int last = line;
        for (int l = line + 1; l < lineCount(); l++) {
            if (lineText(l).isBlank()) {
                continue;
            }
            if (blankOrComment(l) || indent(l) <= col) {
                break;
            }
            last = l;
        }
        return last;
    }

    private YamlText splice(int from, int to, String with) {
        return new YamlText(text.substring(0, from) + with + text.substring(to), crlf);
    }

    private YamlText insertLines(int after, List<String> lines) {
        int at = after + 1 < lineCount() ? lineStarts[after + 1] : text.length();
        String before = text.substring(0, at);
        String joined = String.join("\n", lines) + "\n";
        if (!before.isEmpty() && !before.endsWith("\n")) {
            joined = "\n" + joined;
        }
        return new YamlText(before + joined + text.substring(at), crlf);
    }

    private YamlText deleteLines(int first, int last) {
        int from = lineStarts[first];
        int to = last + 1 < lineCount() ? lineStarts[last + 1] : text.length();
        return new YamlText(text.substring(0, from) + text.substring(to), crlf);
    }

    /** Writes {@code with} right after the colon of the key at {@code keyStart}, before any comment. */
    private YamlText fillAfterColon(int keyStart, String with) {
        int i = keyStart;
        char first = text.charAt(i);
        if (first == '"' || first == '\'') {
            i = quoteEnd(i);
        }
        while (i < text.length() && text.charAt(i) != ':') {
            i++;
        }
        return splice(i + 1, i + 1, with);
    }

    @Override
    public String toString() {
        return text();
    }
}
