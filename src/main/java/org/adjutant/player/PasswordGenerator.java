package org.adjutant.player;

import java.security.SecureRandom;

/**
 * New players' passwords: easy to copy from a mail into an order, hard to guess (about 60 bits: 12 characters from
 * an alphabet without look-alikes such as 0/O and 1/l/I, in groups of four).
 */
public final class PasswordGenerator {
    private static final String ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
    private final SecureRandom random;

    public PasswordGenerator() {
        this(new SecureRandom());
    }

    PasswordGenerator(SecureRandom random) {
        this.random = random;
    }

    public String next() {
        StringBuilder sb = new StringBuilder(14);
        for (int i = 0; i < 12; i++) {
            if (i > 0 && i % 4 == 0) {
                sb.append('-');
            }
            sb.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        return sb.toString();
    }
}
