package org.adjutant.player;

import com.password4j.Password;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Salted Argon2id hashes of players' passwords (parameters in {@code psw4j.properties}). A deadline brings hundreds
 * of blocks from the same few players, so after one slow verification the result is remembered as an HMAC of the
 * password under a key that lives only in this process: later checks of the same password against the same stored
 * hash cost microseconds, and nothing in memory or on disk lets anyone recover the password.
 *
 * <p>A refusal must not tell a guesser anything by the time it takes: a wrong password for a unit nobody commands, for
 * an id no unit has, or for a unit whose owner proved his password a minute ago must be answered no sooner than one
 * checked against a stored hash. The intake holds such an answer back by {@link #checkTime} for every check it was
 * spared ({@link #checkIsSlow} says which checks run Argon2): a wait costs the machine nothing, where making up the
 * time with Argon2 computations against a stand-in hash cost a tenth of a second of CPU each.
 */
public final class PasswordHasher {
    private static final int MAX_REMEMBERED = 100_000;

    private static final SecureRandom RANDOM = new SecureRandom();

    private final byte[] processKey = new byte[32];
    private final Map<String, byte[]> verified = new ConcurrentHashMap<>();
    private final AtomicLong slowChecks = new AtomicLong();
    /** The last {@value #TIMED} Argon2 checks' durations in nanoseconds, a ring; 0 where none was measured yet. */
    private final long[] timed = new long[TIMED];
    private int nextTimed;
    /** A check time fixed by the caller (tests), or null: measured. */
    private final Duration fixedCheckTime;

    private static final int TIMED = 16;

    public PasswordHasher() {
        this(null);
    }

    private PasswordHasher(Duration fixedCheckTime) {
        RANDOM.nextBytes(processKey);
        this.fixedCheckTime = fixedCheckTime;
    }

    /** A hasher whose {@link #checkTime} is {@code checkTime} whatever its checks take: for tests of held answers. */
    public static PasswordHasher withCheckTime(Duration checkTime) {
        return new PasswordHasher(java.util.Objects.requireNonNull(checkTime, "checkTime"));
    }

    public String hash(String password) {
        return Password.hash(password).addRandomSalt().withArgon2().getResult();
    }

    /** Constant-time check of {@code password} against a stored hash. */
    public boolean verify(String password, String storedHash) {
        if (storedHash == null || !storedHash.startsWith("$argon2")) {
            return false;   // a retired seat ("!retired") or a damaged row: nothing verifies against it
        }
        byte[] mac = mac(password, storedHash);
        byte[] known = verified.get(storedHash);
        if (known != null) {
            return MessageDigest.isEqual(known, mac);
        }
        boolean ok = argon2(password, storedHash);
        if (ok) {
            if (verified.size() >= MAX_REMEMBERED) {
                verified.clear();
            }
            verified.put(storedHash, mac);
        }
        return ok;
    }

    /** Whether checking a password against {@code storedHash} runs Argon2 (no proof of it is remembered yet). */
    public boolean checkIsSlow(String storedHash) {
        return storedHash != null && storedHash.startsWith("$argon2") && !verified.containsKey(storedHash);
    }

    /**
     * How long one Argon2 check takes here: the slowest of the last {@value #TIMED} checks this hasher ran, so that an
     * answer held back by it comes no sooner than a check would have let it. Before any check ran, one check of a
     * random password against a hash made for the purpose is timed (once, some tenths of a second).
     */
    public Duration checkTime() {
        if (fixedCheckTime != null) {
            return fixedCheckTime;
        }
        long slowest = slowestTimed();
        if (slowest == 0) {
            byte[] unknown = new byte[24];
            RANDOM.nextBytes(unknown);
            argon2(java.util.HexFormat.of().formatHex(unknown), hash("calibration"));
            slowest = slowestTimed();
        }
        return Duration.ofNanos(slowest);
    }

    private synchronized long slowestTimed() {
        long slowest = 0;
        for (long t : timed) {
            slowest = Math.max(slowest, t);
        }
        return slowest;
    }

    private synchronized void timed(long nanos) {
        timed[nextTimed] = nanos;
        nextTimed = (nextTimed + 1) % TIMED;
    }

    /** How many Argon2 verifications this hasher has run: what a check costs, for tests and benchmarks. */
    public long slowChecks() {
        return slowChecks.get();
    }

    private boolean argon2(String password, String storedHash) {
        slowChecks.incrementAndGet();
        long start = System.nanoTime();
        boolean ok = Password.check(password, storedHash).withArgon2();
        timed(Math.max(1, System.nanoTime() - start));
        return ok;
    }

    private byte[] mac(String password, String storedHash) {
        try {
            Mac hmac = Mac.getInstance("HmacSHA256");
            hmac.init(new SecretKeySpec(processKey, "HmacSHA256"));
            hmac.update(storedHash.getBytes(StandardCharsets.UTF_8));
            hmac.update((byte) 0);
            return hmac.doFinal(password.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException | java.security.InvalidKeyException e) {
            throw new IllegalStateException("HmacSHA256 is part of every Java runtime", e);
        }
    }
}
