package org.adjutant.mail;

/**
 * The {@code Auto-Submitted} value (RFC 3834) the robot puts on what it sends, so vacation responders and other
 * robots stay quiet instead of answering it.
 */
public enum AutoSubmitted {
    /** An answer to a mail that arrived: acknowledgements of orders. */
    AUTO_REPLIED("auto-replied"),
    /** Mail the robot starts on its own: turn reports, deadline notices. */
    AUTO_GENERATED("auto-generated");

    private final String headerValue;

    AutoSubmitted(String headerValue) {
        this.headerValue = headerValue;
    }

    public String headerValue() {
        return headerValue;
    }
}
