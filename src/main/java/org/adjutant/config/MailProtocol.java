package org.adjutant.config;

/** How the robot reads its mailbox. */
public enum MailProtocol {
    IMAP(143, 993),
    POP3(110, 995);

    private final int plainPort;
    private final int sslPort;

    MailProtocol(int plainPort, int sslPort) {
        this.plainPort = plainPort;
        this.sslPort = sslPort;
    }

    /** The usual port for this protocol under {@code tls}, used when the config names none. */
    public int defaultPort(TlsMode tls) {
        return tls == TlsMode.SSL ? sslPort : plainPort;
    }
}
