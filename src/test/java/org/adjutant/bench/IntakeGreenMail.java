package org.adjutant.bench;

import com.icegreen.greenmail.Managers;
import com.icegreen.greenmail.imap.ImapHandler;
import com.icegreen.greenmail.server.AbstractServer;
import com.icegreen.greenmail.server.ProtocolHandler;
import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.net.SocketException;
import java.util.Map;

/**
 * GreenMail whose IMAP server may switch Nagle's algorithm off on its client sockets.
 *
 * <p>Why: GreenMail writes an IMAP response in several small writes (the untagged line with the literal's length,
 * the literal, the tagged OK). With Nagle on, the last write waits for the client's acknowledgement of the first,
 * and the client delays that acknowledgement (40 ms on Linux): every command costs about 45 ms on loopback. Real IMAP
 * servers (Dovecot, Cyrus) set TCP_NODELAY. With {@code noDelay} the benchmark measures the robot; without it, it
 * measures the count of round trips, as against a distant server with a 40 ms round trip would.
 */
final class IntakeGreenMail extends GreenMail {
    private static final String IMAP = "imap";
    private static boolean pendingNoDelay;
    private final boolean noDelay;

    private IntakeGreenMail(ServerSetup[] setups, boolean noDelay) {
        super(setups);
        this.noDelay = noDelay;
    }

    /** GreenMail's constructor creates the services, so the choice must be known before it runs. */
    static synchronized IntakeGreenMail create(ServerSetup[] setups, boolean noDelay) {
        pendingNoDelay = noDelay;
        return new IntakeGreenMail(setups, noDelay);
    }

    @Override
    protected Map<String, AbstractServer> createServices(ServerSetup[] setups, Managers managers) {
        Map<String, AbstractServer> services = super.createServices(setups, managers);
        AbstractServer imap = services.get(IMAP);
        if (imap != null && pendingNoDelay) {
            services.put(IMAP, new NoDelayImapServer(imap.getServerSetup(), managers));
        }
        return services;
    }

    boolean noDelay() {
        return noDelay;
    }

    int imapPort() {
        return services.get(IMAP).getPort();
    }

    int smtpPort() {
        return getSmtp().getPort();
    }

    /** GreenMail's own IMAP handler on a socket with TCP_NODELAY. */
    private static final class NoDelayImapServer extends AbstractServer {
        NoDelayImapServer(ServerSetup setup, Managers managers) {
            super(setup, managers);
        }

        @Override
        protected ProtocolHandler createProtocolHandler(Socket socket) {
            try {
                socket.setTcpNoDelay(true);
            } catch (SocketException e) {
                throw new UncheckedIOException(e);
            }
            return new ImapHandler(managers.getUserManager(), managers.getImapHostManager(), socket);
        }
    }
}
