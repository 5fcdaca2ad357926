package org.adjutant.bench;

import com.icegreen.greenmail.util.GreenMail;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.util.SharedByteArrayInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The host's mail transfer agent in the scaling benchmark ({@link ClusterScaling}, {@code --mail-server host}): an
 * SMTP server that the robots send to, standing for the host's Postfix. Mail for the robot's own address is delivered
 * locally, into its IMAP mailbox on GreenMail or Dovecot ({@link DovecotMailbox}), where the robots poll; mail for
 * anyone else is relayed to the world, which here means kept in memory with the moment it was taken, for the harness to read as
 * the players' mailboxes. That is the work a real host's mail server does for a robot: one local delivery per mail
 * (the robot's own copy), the players' copies handed on.
 *
 * <p>Why not GreenMail's SMTP side alone: it reads a mail's DATA a byte at a time and parses each stored copy
 * whole, so at a deadline of 4,020 reports of some 45 KB it spent about as much CPU as the robot did, on the same two
 * cores as the robots it is meant to serve (docs/scaling.md). Why not SubEthaSMTP, which this class used before: it
 * reads DATA a byte at a time too, through four layered streams, and a flight recording of the harness found 60 % of
 * its CPU there. This server speaks the part of SMTP the robot uses (EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT) and
 * reads DATA in blocks, as Postfix's smtpd does; the cost left is the local delivery (into GreenMail, most of it, or
 * Dovecot).
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

    private final java.util.function.BiConsumer<String, byte[]> local;
    private final String localAddress;
    private final Map<String, List<Delivered>> relayed = new ConcurrentHashMap<>();
    private final ServerSocket listener;
    private final ExecutorService sessions = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "host-mta");
        t.setDaemon(true);
        return t;
    });

    /** Local delivery into GreenMail's mailbox of {@code localAddress}. */
    HostMta(GreenMail greenMail, String localAddress) {
        this((sender, raw) -> intoGreenMail(greenMail, localAddress, raw), localAddress);
    }

    /** Local delivery by {@code local}, given the envelope sender and the mail (Dovecot's LMTP, {@link DovecotMailbox}). */
    HostMta(java.util.function.BiConsumer<String, byte[]> local, String localAddress) {
        this.local = local;
        this.localAddress = localAddress.toLowerCase(Locale.ROOT);
        try {
            this.listener = new ServerSocket(0, 64, InetAddress.getLoopbackAddress());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        sessions.execute(this::accept);
    }

    int port() {
        return listener.getLocalPort();
    }

    /**
     * Drops what was relayed so far. Each leg reads only mail taken after its own deadlines; without this the mails
     * of every leg stayed in memory (with their parsed MIME), and the harness ran out of heap in the fourth leg of
     * {@code --rounds 2}.
     */
    void forgetRelayed() {
        relayed.clear();
    }

    /** What was relayed to {@code email}, in the order taken. */
    List<Delivered> relayedTo(String email) {
        return new ArrayList<>(relayed.getOrDefault(email.toLowerCase(Locale.ROOT), List.of()));
    }

    private void accept() {
        while (!listener.isClosed()) {
            try {
                Socket client = listener.accept();
                client.setTcpNoDelay(true);
                sessions.execute(() -> converse(client));
            } catch (IOException e) {
                if (!listener.isClosed()) {
                    System.err.println("host MTA: accept failed: " + e);
                }
            }
        }
    }

    private void converse(Socket client) {
        try (client; SmtpInput in = new SmtpInput(client.getInputStream());
             OutputStream out = new BufferedOutputStream(client.getOutputStream())) {
            reply(out, "220 mta.scale.local ESMTP");
            List<String> recipients = new ArrayList<>();
            String sender = "";
            String line;
            while ((line = in.line()) != null) {
                String verb = (line.length() >= 4 ? line.substring(0, 4) : line).toUpperCase(Locale.ROOT);
                switch (verb) {
                    case "EHLO" -> reply(out, "250-mta.scale.local\r\n250-8BITMIME\r\n250 SIZE 52428800");
                    case "HELO" -> reply(out, "250 mta.scale.local");
                    case "MAIL" -> {
                        recipients.clear();
                        sender = address(line);
                        reply(out, "250 2.1.0 Ok");
                    }
                    case "RCPT" -> {
                        recipients.add(address(line));
                        reply(out, "250 2.1.5 Ok");
                    }
                    case "DATA" -> {
                        reply(out, "354 End data with <CR><LF>.<CR><LF>");
                        byte[] raw = in.data();
                        if (raw == null) {
                            return;
                        }
                        take(sender, recipients, raw);
                        recipients.clear();
                        reply(out, "250 2.0.0 Ok: queued");
                    }
                    case "RSET" -> {
                        recipients.clear();
                        reply(out, "250 2.0.0 Ok");
                    }
                    case "NOOP" -> reply(out, "250 2.0.0 Ok");
                    case "QUIT" -> {
                        reply(out, "221 2.0.0 Bye");
                        return;
                    }
                    default -> reply(out, "502 5.5.2 Error: command not recognized");
                }
            }
        } catch (IOException e) {
            // the client went away: as a real MTA, forget the half-received mail
        }
    }

    /** Local delivery first, then the relayed copies: only then does the client get its 250. */
    private void take(String sender, List<String> recipients, byte[] raw) {
        Instant at = Instant.now();
        for (String to : recipients) {
            if (to.equals(localAddress)) {
                local.accept(sender, raw);
            } else {
                relayed.computeIfAbsent(to, k -> new CopyOnWriteArrayList<>()).add(new Delivered(at, raw));
            }
        }
    }

    /** {@code RCPT TO:<a@b>} or {@code MAIL FROM:<a@b>} (any case, optional space, optional parameters) to {@code a@b}. */
    private static String address(String line) {
        int open = line.indexOf('<');
        int close = line.indexOf('>', open + 1);
        String bare = open >= 0 && close > open ? line.substring(open + 1, close)
                : line.substring(line.indexOf(':') + 1).trim();
        return bare.toLowerCase(Locale.ROOT);
    }

    private static void reply(OutputStream out, String text) throws IOException {
        out.write((text + "\r\n").getBytes(StandardCharsets.US_ASCII));
        out.flush();
    }

    /** The client's side of the dialogue, read in 64 KB blocks. */
    private static final class SmtpInput implements AutoCloseable {
        private final InputStream in;
        private final byte[] buf = new byte[64 * 1024];
        private int pos;
        private int limit;

        SmtpInput(InputStream in) {
            this.in = in;
        }

        private boolean fill() throws IOException {
            if (pos < limit) {
                return true;
            }
            int n = in.read(buf);
            if (n <= 0) {
                return false;
            }
            pos = 0;
            limit = n;
            return true;
        }

        /** A command line without its CRLF; null at end of stream. */
        String line() throws IOException {
            StringBuilder line = new StringBuilder();
            while (fill()) {
                while (pos < limit) {
                    byte b = buf[pos++];
                    if (b == '\n') {
                        int end = line.length();
                        if (end > 0 && line.charAt(end - 1) == '\r') {
                            line.setLength(end - 1);
                        }
                        return line.toString();
                    }
                    line.append((char) (b & 0xff));
                }
            }
            return null;
        }

        /**
         * The mail up to the line holding a single dot, with the dots that stuffed its lines removed (RFC 5321
         * 4.5.2); null if the client went away first.
         */
        byte[] data() throws IOException {
            ByteArrayOutputStream mail = new ByteArrayOutputStream(64 * 1024);
            boolean lineStart = true;
            while (fill()) {
                int from = pos;
                while (pos < limit) {
                    byte b = buf[pos];
                    if (lineStart && b == '.') {
                        mail.write(buf, from, pos - from);
                        pos++;
                        if (!fill()) {
                            return null;
                        }
                        if (buf[pos] == '\r' || buf[pos] == '\n') {
                            // the end: skip the CRLF after the dot
                            if (buf[pos] == '\r') {
                                pos++;
                                if (!fill()) {
                                    return null;
                                }
                            }
                            if (buf[pos] == '\n') {
                                pos++;
                            }
                            return mail.toByteArray();
                        }
                        from = pos; // a stuffed dot: the line goes on from the next byte
                        lineStart = false;
                        continue;
                    }
                    lineStart = b == '\n';
                    pos++;
                }
                mail.write(buf, from, pos - from);
            }
            return null;
        }

        @Override
        public void close() throws IOException {
            in.close();
        }
    }

    private static void intoGreenMail(GreenMail local, String localAddress, byte[] raw) {
        try {
            local.getUserManager().getUserByEmail(localAddress).deliver(new MimeMessage(Delivered.SESSION,
                    new SharedByteArrayInputStream(raw)));
        } catch (MessagingException e) {
            throw new UncheckedIOException(new IOException("local delivery failed", e));
        }
    }

    @Override
    public void close() {
        try {
            listener.close();
        } catch (IOException e) {
            // closing anyway
        }
        sessions.shutdownNow();
    }
}
