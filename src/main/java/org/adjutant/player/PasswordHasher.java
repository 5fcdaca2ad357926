package org.adjutant.player;

import com.password4j.Password;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
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
 * an id no unit has, or for a unit whose owner proved his password a minute ago must cost the same as one checked
 * against a stored hash. The intake makes up every refusal to one Argon2 computation per seat with {@link #standIn},
 * against a stand-in hash, where {@link #checkIsSlow} says the check did not run Argon2 (no stored hash, or the
 * remembered HMAC already answered).
 */
public final class PasswordHasher {
    private static final int MAX_REMEMBERED = 100_000;

    private static final SecureRandom RANDOM = new SecureRandom();

    private final byte[] processKey = new byte[32];
    private final Map<String, byte[]> verified = new ConcurrentHashMap<>();
    private final AtomicLong slowChecks = new AtomicLong();
    /** A hash of a password nobody knows, made on first use with the same parameters as every stored one. */
    private volatile String standInHash;

    public PasswordHasher() {
        RANDOM.nextBytes(processKey);
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
     * Checks {@code password} against the stand-in hash: always false, and as slow as a check of a stored hash. For a
     * seat nobody holds, so that its refusal takes the time a held seat's does.
     */
    public boolean standIn(String password) {
        String h = standInHash;
        if (h == null) {
            byte[] unknown = new byte[24];
            RANDOM.nextBytes(unknown);
            h = hash(java.util.HexFormat.of().formatHex(unknown));
            standInHash = h;
        }
        argon2(password, h);
        return false;
    }

    /** How many Argon2 verifications this hasher has run: what a check costs, for tests and benchmarks. */
    public long slowChecks() {
        return slowChecks.get();
    }

    private boolean argon2(String password, String storedHash) {
        slowChecks.incrementAndGet();
        return Password.check(password, storedHash).withArgon2();
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
