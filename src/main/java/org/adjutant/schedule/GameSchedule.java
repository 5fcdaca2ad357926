package org.adjutant.schedule;

import java.time.Clock;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import org.adjutant.config.GameConfig;
import org.adjutant.config.RecurringRule;

/**
 * A game's coming deadlines as its file describes them, explicit and recurring merged, for the CLI's
 * {@code game status}. Read from the config, not from Quartz, so it also answers for a paused game ("when would
 * turns fall if it were resumed now"); {@link DeadlineScheduler#pending} shows what will actually fire.
 */
public final class GameSchedule {
    private final GameConfig config;
    private final Clock clock;

    public GameSchedule(GameConfig config, Clock clock) {
        this.config = config;
        this.clock = clock;
    }

    public boolean paused() {
        return config.paused();
    }

    /** The next {@code n} deadlines strictly after now, oldest first; a deadline both listed and recurring once. */
    public List<Instant> next(int n) {
        if (n < 0) {
            throw new IllegalArgumentException("n must not be negative: " + n);
        }
        Instant now = clock.instant();
        TreeSet<Instant> found = new TreeSet<>();
        config.schedule().explicitInstants(config.zone()).stream().filter(t -> t.isAfter(now)).limit(n)
                .forEach(found::add);
        Optional<RecurringRule> rule = config.schedule().recurring();
        if (rule.isPresent()) {
            Instant after = now;
            for (int i = 0; i < n; i++) {
                Optional<Instant> t = rule.get().nextAfter(config.zone(), after);
                if (t.isEmpty()) {
                    break;
                }
                found.add(t.get());
                after = t.get();
            }
        }
        return found.stream().limit(n).toList();
    }

    /** {@link #next(int)} as wall-clock times in the game's zone, for showing to players. */
    public List<ZonedDateTime> nextLocal(int n) {
        List<ZonedDateTime> local = new ArrayList<>();
        for (Instant t : next(n)) {
            local.add(t.atZone(config.zone()));
        }
        return local;
    }
}
