package org.adjutant.config;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads a game file's {@code press:} section, every error with its line:
 * <pre>
 * press:
 *   kind: grey              # signed | anonymous | grey | off
 *   off-turns: [deployment] # turns without press, as players name them
 *   quiet-before: 6h        # none in the last six hours before a deadline
 *   delivery: at-deadline   # now | at-deadline
 *   copy-moderators: true
 *   max-length: 4000        # characters of one letter's text
 *   limit: {letters: 20, window: 24h}
 * </pre>
 */
final class PressPolicyReader {
    /** The shortest window a letter count may be kept in: below it the limit would limit nothing. */
    private static final Duration LEAST_WINDOW = Duration.ofMinutes(1);

    enum Delivery { NOW, AT_DEADLINE }

    private PressPolicyReader() {
    }

    static PressPolicy read(Section s) {
        PressPolicy.Kind kind = s.choice("kind", PressPolicy.Kind.class).orElse(PressPolicy.Kind.SIGNED);
        List<String> offTurns = new ArrayList<>();
        Map<String, Integer> seen = new HashMap<>();
        s.list("off-turns").ifPresent(items -> {
            for (YamlNode item : items) {
                s.textOf(item, "a turn without press").map(t -> t.strip().toLowerCase(Locale.ROOT)
                        .replaceAll("\\s+", " ")).ifPresent(t -> {
                    Integer earlier = seen.putIfAbsent(t, item.line());
                    if (t.isEmpty() || !t.matches("[a-z0-9 ,]{1,40}")) {
                        s.error(item, "'" + t + "' is not a turn's name: write it as players name turns, e.g. "
                                + "deployment, turn 15 or campaign 2, turn 1");
                    } else if (earlier != null) {
                        s.error(item, "this turn is listed twice (first on line " + earlier + ")");
                    } else {
                        offTurns.add(t);
                    }
                });
            }
        });
        Duration quiet = s.node("quiet-before").flatMap(n -> n instanceof YamlNode.Scalar sc
                && sc.text().strip().equals("0") ? java.util.Optional.of(Duration.ZERO)
                : ServerConfigLoader.duration(s, n, "'quiet-before'", Duration.ofMinutes(1))).orElse(Duration.ZERO);
        boolean atDeadline = s.choice("delivery", Delivery.class).orElse(Delivery.NOW) == Delivery.AT_DEADLINE;
        boolean copy = s.bool("copy-moderators").orElse(false);
        int maxChars = s.integer("max-length", false).filter(n -> {
            if (n < 1 || n > PressPolicy.MOST_CHARS) {
                s.error(s.node("max-length").orElseThrow(), "'max-length' (characters of one letter) must be 1 to "
                        + PressPolicy.MOST_CHARS + ", not " + n);
                return false;
            }
            return true;
        }).map(Long::intValue).orElse(PressPolicy.OFF.maxChars());
        int letters = PressPolicy.OFF.perWindow();
        Duration window = PressPolicy.OFF.window();
        java.util.Optional<Section> limit = s.section("limit", false);
        if (limit.isPresent()) {
            Section l = limit.get();
            letters = l.integer("letters", false).filter(n -> {
                if (n < 1 || n > 1000) {
                    l.error(l.node("letters").orElseThrow(), "'letters' (how many one role may send in the window)"
                            + " must be 1 to 1000, not " + n);
                    return false;
                }
                return true;
            }).map(Long::intValue).orElse(letters);
            window = l.node("window").flatMap(n -> ServerConfigLoader.duration(l, n, "'window'", LEAST_WINDOW))
                    .orElse(window);
            l.rejectUnknownKeys();
        }
        s.rejectUnknownKeys();
        return new PressPolicy(kind, offTurns, quiet, atDeadline, copy, maxChars, letters, window);
    }
}
