package org.adjutant.gitm.map.tactical;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.StrategicSquare;

/**
 * The tactical maps of a strategic map (GITM 2.1), drawn when first asked for and kept in a bounded
 * least-recently-used cache. Since a map is a pure function of the strategic map (and the scenario's overrides),
 * dropping one from the cache only costs the time to draw it again (well under a millisecond), never a difference.
 * Safe to share between threads.
 */
public final class TacticalMaps {
    /** Enough for every square of the 140 x 110 theatre, about 6 MB at the measured size of a map. */
    public static final int DEFAULT_CAPACITY = 16_384;

    private final StrategicMap strategicMap;
    private final Map<StrategicSquare, TacticalOverrides> overrides;
    private final TacticalMapGenerator generator = new TacticalMapGenerator();
    private final LinkedHashMap<StrategicSquare, TacticalMap> cache;
    private final int capacity;

    public TacticalMaps(StrategicMap strategicMap) {
        this(strategicMap, Map.of(), DEFAULT_CAPACITY);
    }

    /**
     * @param strategicMap the theatre
     * @param overrides    squares a scenario fixes by hand, per strategic square
     * @param capacity     how many maps to keep at most
     */
    public TacticalMaps(StrategicMap strategicMap, Map<StrategicSquare, TacticalOverrides> overrides, int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("the cache must hold at least one map: " + capacity);
        }
        this.strategicMap = Objects.requireNonNull(strategicMap, "strategicMap");
        this.overrides = Map.copyOf(overrides);
        this.capacity = capacity;
        this.cache = new LinkedHashMap<>(Math.min(capacity, 1024) * 2, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<StrategicSquare, TacticalMap> eldest) {
                return size() > TacticalMaps.this.capacity;
            }
        };
    }

    /** The tactical map of a square, drawn now or taken from the cache. */
    public TacticalMap of(StrategicSquare square) {
        synchronized (cache) {
            TacticalMap known = cache.get(square);
            if (known != null) {
                return known;
            }
        }
        // Drawn outside the lock: two threads may draw the same map at once, and get equal maps.
        TacticalMap drawn = draw(square);
        synchronized (cache) {
            TacticalMap raced = cache.putIfAbsent(square, drawn);
            return raced != null ? raced : drawn;
        }
    }

    /** The same maps with a scenario's overrides for one more square (the cache starts empty). */
    public TacticalMaps withOverrides(StrategicSquare square, TacticalOverrides fixed) {
        Map<StrategicSquare, TacticalOverrides> all = new LinkedHashMap<>(overrides);
        all.put(square, fixed);
        return new TacticalMaps(strategicMap, all, capacity);
    }

    public StrategicMap strategicMap() {
        return strategicMap;
    }

    /** How many maps the cache holds now. */
    public int cached() {
        synchronized (cache) {
            return cache.size();
        }
    }

    private TacticalMap draw(StrategicSquare square) {
        TacticalMap map = generator.generate(strategicMap, square);
        TacticalOverrides fixed = overrides.get(square);
        return fixed == null ? map : fixed.applyTo(map);
    }
}
