package org.adjutant.config;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads a game file's {@code deadline-policy:} section, every error with its line:
 * <pre>
 * deadline-policy:
 *   grace: 12h
 *   reminders: [24h, 2h]
 *   early-turn: {enabled: true, min-delay: 6h}
 *   nmr-guard: {max-share: 0.5, postpone: 24h, times: 1}
 *   min-notice: 24h
 * </pre>
 */
final class DeadlinePolicyReader {
    /** A reminder or grace below this would be mail noise rather than help. */
    private static final Duration LEAST = Duration.ofMinutes(1);

    private DeadlinePolicyReader() {
    }

    static DeadlinePolicy read(Section s) {
        Duration grace = s.node("grace").flatMap(n -> zeroOr(s, n, "'grace'")).orElse(Duration.ZERO);
        List<Duration> reminders = new ArrayList<>();
        Map<Duration, Integer> seen = new HashMap<>();
        s.list("reminders").ifPresent(items -> {
            for (YamlNode item : items) {
                ServerConfigLoader.duration(s, item, "a reminder", LEAST).ifPresent(d -> {
                    Integer earlier = seen.putIfAbsent(d, item.line());
                    if (earlier != null) {
                        s.error(item, "this reminder is listed twice (first on line " + earlier + ")");
                    } else {
                        reminders.add(d);
                    }
                });
            }
        });
        DeadlinePolicy.EarlyTurn early = s.section("early-turn", false).map(DeadlinePolicyReader::early)
                .orElse(DeadlinePolicy.EarlyTurn.OFF);
        DeadlinePolicy.NmrGuard guard = s.section("nmr-guard", false).map(DeadlinePolicyReader::guard)
                .orElse(DeadlinePolicy.NmrGuard.OFF);
        Duration minNotice = s.node("min-notice").flatMap(n -> zeroOr(s, n, "'min-notice'"))
                .orElse(DeadlinePolicy.DEFAULT_MIN_NOTICE);
        s.rejectUnknownKeys();
        return new DeadlinePolicy(grace, reminders, early, guard, minNotice);
    }

    private static DeadlinePolicy.EarlyTurn early(Section e) {
        boolean enabled = e.bool("enabled").orElse(true);
        Duration minDelay = e.node("min-delay").flatMap(n -> zeroOr(e, n, "'min-delay'")).orElse(Duration.ZERO);
        e.rejectUnknownKeys();
        return new DeadlinePolicy.EarlyTurn(enabled, minDelay);
    }

    private static DeadlinePolicy.NmrGuard guard(Section g) {
        boolean enabled = g.bool("enabled").orElse(true);
        Optional<Double> share = g.decimal("max-share", true).filter(v -> {
            if (v < 0 || v >= 1) {
                g.error(g.node("max-share").orElseThrow(), "'max-share' is the share of players who may send "
                        + "nothing before the turn is postponed: at least 0 and below 1 (e.g. 0.5), not " + v);
                return false;
            }
            return true;
        });
        Optional<Duration> postpone = g.required("postpone").flatMap(n -> ServerConfigLoader.duration(g, n,
                "'postpone'", LEAST));
        int times = g.integer("times", false).filter(t -> {
            if (t < 1 || t > 10) {
                g.error(g.node("times").orElseThrow(), "'times' (postponements in a row) must be 1 to 10, not " + t);
                return false;
            }
            return true;
        }).map(Long::intValue).orElse(1);
        g.rejectUnknownKeys();
        if (share.isEmpty() || postpone.isEmpty()) {
            return DeadlinePolicy.NmrGuard.OFF;
        }
        return new DeadlinePolicy.NmrGuard(enabled, share.get(), postpone.get(), times);
    }

    /** {@code 0} (none) or a duration of at least a minute. */
    private static Optional<Duration> zeroOr(Section s, YamlNode node, String what) {
        if (node instanceof YamlNode.Scalar sc && sc.text().strip().equals("0")) {
            return Optional.of(Duration.ZERO);
        }
        return ServerConfigLoader.duration(s, node, what, LEAST);
    }
}
