package org.adjutant.gitm.order;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.adjutant.ruleset.Line;

/**
 * A PLAYER block split at its {@code FOR <state>} lines (docs/rules/politics.md section 2): the President of Mexico
 * holds offices of two states, and each order is given for one of them. Lines before the first FOR line are for the
 * sender's own state; a block from an officer of one state needs no FOR line.
 */
public final class OfficeSections {
    private static final Pattern FOR = Pattern.compile("(?i)\\s*FOR\\s+(?:THE\\s+STATE\\s+OF\\s+)?(\\S.*?)\\s*");

    private OfficeSections() {
    }

    /**
     * A run of lines given for one state.
     *
     * @param state the state as its FOR line wrote it; empty for the lines before any FOR line
     * @param line  the FOR line's number (0 for the first section without one)
     * @param lines the section's lines, FOR line excluded
     */
    public record Section<T>(Optional<String> state, int line, List<T> lines) {
        public Section {
            lines = List.copyOf(lines);
        }
    }

    /** The state a {@code FOR} line names, as written; empty when the line is no FOR line. */
    public static Optional<String> forState(String line) {
        Matcher m = FOR.matcher(line);
        return m.matches() ? Optional.of(m.group(1)) : Optional.empty();
    }

    /** The normal form of a FOR line. */
    public static String forLine(String stateId) {
        return "FOR " + stateId.toUpperCase(Locale.ROOT);
    }

    /** A block's lines as mailed; a section may be empty (a FOR line with nothing after it). */
    public static List<Section<Line>> split(List<Line> body) {
        return split(body, Line::text, Line::number);
    }

    /** A block's lines in normal form, as queued and handed to the turn. */
    public static List<Section<String>> splitNormal(List<String> lines) {
        return split(lines, s -> s, s -> 0);
    }

    private static <T> List<Section<T>> split(List<T> body, java.util.function.Function<T, String> text,
                                              java.util.function.ToIntFunction<T> number) {
        List<Section<T>> sections = new ArrayList<>();
        Optional<String> state = Optional.empty();
        int at = 0;
        List<T> lines = new ArrayList<>();
        for (T l : body) {
            Optional<String> named = forState(text.apply(l));
            if (named.isPresent()) {
                if (state.isPresent() || !lines.isEmpty()) {
                    sections.add(new Section<>(state, at, lines));
                }
                state = named;
                at = number.applyAsInt(l);
                lines = new ArrayList<>();
            } else {
                lines.add(l);
            }
        }
        if (state.isPresent() || !lines.isEmpty()) {
            sections.add(new Section<>(state, at, lines));
        }
        return sections;
    }
}
