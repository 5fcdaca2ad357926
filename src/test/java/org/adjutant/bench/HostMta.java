package org.adjutant.bench;

import com.icegreen.greenmail.util.GreenMail;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.subethamail.smtp.MessageContext;
import org.subethamail.smtp.MessageHandler;
import org.subethamail.smtp.server.SMTPServer;

/**
 * The host's mail transfer agent in the scaling benchmark ({@link ClusterScaling}, {@code --mail-server host}): an
 * SMTP server (SubEthaSMTP) that the robots send to, standing for the host's Postfix. Mail for the robot's own
 * address is delivered locally, into its IMAP mailbox on GreenMail, where the robots poll; mail for anyone else is
 * relayed to the world, which here means kept in memory with the moment it was taken, for the harness to read as
 * the players' mailboxes. That is the work a real host's mail server does for a robot: one local delivery per mail
 * (the robot's own copy), the players' copies handed on.
 *
 * <p>Why not GreenMail's SMTP side alone: it reads a mail's DATA a byte at a time and parses each stored copy
 * whole, so at a deadline of 4,020 reports of some 45 KB it spent about as much CPU as the robot did, on the same two
 * cores as the robots it is meant to serve (docs/scaling.md).
 */
final class HostMta implements AutoCloseable {
    /** One mail as the MTA took it for one recipient; its MIME is parsed only when asked for. */
    static final class Delivered {
        private static final Session SESSION = Session.getInstance(new Properties());
        private final Instant at;
        private final byte[] raw;
        private volatile MimeMessage mime;

        Delivered(Instant at, byte[] raw) {
            this.at = at;
            this.raw = raw;
        }

        /** A mail GreenMail stored, with its receipt time ({@code --mail-server greenmail}). */
        Delivered(Instant at, MimeMessage parsed) {
            this.at = at;
            this.raw = null;
            this.mime = parsed;
        }

        Instant at() {
            return at;
        }

        MimeMessage mime() {
            MimeMessage m = mime;
            if (m == null) {
                try {
                    m = new MimeMessage(SESSION, new ByteArrayInputStream(raw));
                } catch (MessagingException e) {
                    throw new IllegalStateException(e);
                }
                mime = m;
            }
            return m;
        }
    }

    private final GreenMail local;
    private final String localAddress;
    private final Map<String, List<Delivered>> relayed = new ConcurrentHashMap<>();
    private final SMTPServer server;

    HostMta(GreenMail local, String localAddress) {
        this.local = local;
        this.localAddress = localAddress.toLowerCase(Locale.ROOT);
        this.server = SMTPServer.port(0).bindAddress(InetAddress.getLoopbackAddress()).hostName("mta.scale.local")
                .maxConnections(64).messageHandlerFactory(this::handler).build();
        server.start();
    }

    int port() {
        return server.getPortAllocated();
    }

    /** What was relayed to {@code email}, in the order taken. */
    List<Delivered> relayedTo(String email) {
        return new ArrayList<>(relayed.getOrDefault(email.toLowerCase(Locale.ROOT), List.of()));
    }

    private MessageHandler handler(MessageContext context) {
        List<String> recipients = new ArrayList<>();
        return new MessageHandler() {
            @Override
            public void from(String from) {
                // any sender
            }

            @Override
            public void recipient(String recipient) {
                recipients.add(recipient.toLowerCase(Locale.ROOT));
            }

            @Override
            public String data(InputStream data) throws IOException {
                byte[] raw = data.readAllBytes();
                // Taken once the local delivery is done and the rest queued: then the client gets its 250.
                Instant at = Instant.now();
                for (String to : recipients) {
                    if (to.equals(localAddress)) {
                        deliverLocally(raw);
                    } else {
                        relayed.computeIfAbsent(to, k -> new CopyOnWriteArrayList<>()).add(new Delivered(at, raw));
                    }
                }
                return null;
            }

            @Override
            public void done() {
                recipients.clear();
            }
        };
    }

    private void deliverLocally(byte[] raw) {
        try {
            local.getUserManager().getUserByEmail(localAddress).deliver(new MimeMessage(Delivered.SESSION,
                    new ByteArrayInputStream(raw)));
        } catch (MessagingException e) {
            throw new UncheckedIOException(new IOException("local delivery failed", e));
        }
    }

    @Override
    public void close() {
        server.stop();
    }
}
