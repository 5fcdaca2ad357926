package org.adjutant.gitm.map.tactical;

/**
 * The SplitMix64 generator, written out so that a tactical map depends only on its inputs and never on the JVM's
 * {@code Random}. Also offers stateless hashing of integer tuples, which the generator uses wherever two adjacent
 * maps must agree on a value without knowing about each other.
 */
final class SplitMix64 {
    private static final long GOLDEN = 0x9E3779B97F4A7C15L;
    private long state;

    SplitMix64(long seed) {
        this.state = seed;
    }

    long nextLong() {
        state += GOLDEN;
        return mix(state);
    }

    /** Uniform in [0, bound); the modulo bias is below 1e-17 for bounds this small. */
    int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive: " + bound);
        }
        return (int) Math.floorMod(nextLong() >>> 1, (long) bound);
    }

    /** Uniform in [lowInclusive, highInclusive]. */
    int between(int lowInclusive, int highInclusive) {
        return lowInclusive + nextInt(highInclusive - lowInclusive + 1);
    }

    double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    boolean chance(double probability) {
        return nextDouble() < probability;
    }

    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    static long hash(long a, long b) {
        return mix(mix(a + GOLDEN) ^ (b * GOLDEN));
    }

    static long hash(long a, long b, long c) {
        return hash(hash(a, b), c);
    }

    /** A stateless uniform value in [0, 1) for a tuple. */
    static double unit(long a, long b, long c) {
        return (hash(a, b, c) >>> 11) * 0x1.0p-53;
    }
}
