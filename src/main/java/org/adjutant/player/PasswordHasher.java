package org.adjutant.player;

import com.password4j.Password;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Salted Argon2id hashes of players' passwords (parameters in {@code psw4j.properties}). A deadline brings hundreds
 * of blocks from the same few players, so after one slow verification the result is remembered as an HMAC of the
 * password under a key that lives only in this process: later checks of the same password against the same stored
 * hash cost microseconds, and nothing in memory or on disk lets anyone recover the password.
 */
public final class PasswordHasher {
    private static final int MAX_REMEMBERED = 100_000;

    private static final SecureRandom RANDOM = new SecureRandom();

    private final byte[] processKey = new byte[32];
    private final Map<String, byte[]> verified = new ConcurrentHashMap<>();

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
        boolean ok = Password.check(password, storedHash).withArgon2();
        if (ok) {
            if (verified.size() >= MAX_REMEMBERED) {
                verified.clear();
            }
            verified.put(storedHash, mac);
        }
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
