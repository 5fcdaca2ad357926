package org.adjutant.config;

import jakarta.mail.internet.AddressException;
import jakarta.mail.internet.InternetAddress;

/** The check applied to every address in a config file. */
public final class EmailAddress {
    private EmailAddress() {
    }

    /**
     * A bare RFC 822 address ({@code user@host}): Jakarta Mail's strict parse, plus an '@' with something on both
     * sides, and no display name or angle brackets (those belong in mail headers, not in a list of addresses).
     */
    public static boolean isValid(String text) {
        int at = text.lastIndexOf('@');
        if (at <= 0 || at == text.length() - 1 || text.contains("<") || text.contains(" ")) {
            return false;
        }
        try {
            InternetAddress address = new InternetAddress(text, true);
            address.validate();
            return address.getPersonal() == null && address.getAddress().equals(text);
        } catch (AddressException e) {
            return false;
        }
    }
}
