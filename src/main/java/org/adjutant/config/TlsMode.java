package org.adjutant.config;

/** How a mail connection is protected. */
public enum TlsMode {
    /** Plain text: only for a local test server. */
    NONE,
    /** Plain connection upgraded with STARTTLS before logging in (required, not opportunistic). */
    STARTTLS,
    /** TLS from the first byte (IMAPS 993, POP3S 995, SMTPS 465). */
    SSL
}
