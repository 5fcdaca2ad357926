package org.adjutant.mail;

import jakarta.mail.Address;
import jakarta.mail.MessagingException;
import jakarta.mail.SendFailedException;
import jakarta.mail.Session;
import jakarta.mail.Transport;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.adjutant.store.Database;
import org.adjutant.store.OutboxRow;
import org.adjutant.store.OutboxStore;
import org.eclipse.angus.mail.smtp.SMTPAddressFailedException;
import org.eclipse.angus.mail.smtp.SMTPSendFailedException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sends due outbox rows over SMTP, the stored bytes unchanged.
 *
 * <p>The connection is kept from one batch to the next, as Postfix's SMTP client keeps its connection cache: it is
 * closed once it has been idle for {@link #IDLE_LIMIT} or open for {@link #REUSE_LIMIT}, and checked with a NOOP
 * before it is used again. A deadline's reports leave in many small batches while they are drawn, and a new
 * connection for each (connect, greeting, EHLO, STARTTLS, AUTH) cost more than the mails themselves.
 *
 * <p>Exactly once: a row is committed as SENDING before the SMTP transaction and as SENT after it. Every mail is
 * also addressed (in the envelope only) to the robot itself, so if the process dies between the two commits the
 * robot's own copy in its mailbox tells recovery that the server accepted it. See {@link InDoubtRecovery}.
 *
 * <p>Failures that show the server did not take the mail (no connection, an SMTP error reply) reschedule the row
 * with exponential backoff, until {@link MailSettings.Retry#giveUpAfter()} after it was queued, when it becomes
 * FAILED. A connection that breaks while the mail is being transmitted leaves the row SENDING: whether the server
 * kept it is exactly what recovery finds out.
 */
public final class OutboxSender {
    private static final Logger LOG = LoggerFactory.getLogger(OutboxSender.class);

    private final Database db;
    private final MailSettings settings;
    private final Clock clock;
    private final CrashHook crash;
    private final Session session;
    private final OutboxStore outbox;
    /** Postfix's smtp_connection_cache_time_limit is 2 s; a robot's batches come a little further apart. */
    static final Duration IDLE_LIMIT = Duration.ofSeconds(10);
    /** Postfix's smtp_connection_reuse_time_limit. */
    static final Duration REUSE_LIMIT = Duration.ofSeconds(300);
    private Transport open;
    private Instant openedAt;
    private Instant lastUsed;

    public OutboxSender(Database db, MailSettings settings, Clock clock, CrashHook crash) {
        this.db = db;
        this.settings = settings;
        this.clock = clock;
        this.crash = crash;
        this.session = MailSessions.smtp(settings);
        if (settings.smtp().tls() != MailSettings.Tls.SSL) {
            // Many small mails on one connection otherwise meet Nagle's algorithm and the server's delayed ACK: a
            // stall of tens of milliseconds per mail, which made a deadline's 1,000 reports take half a minute.
            session.getProperties().put("mail.smtp.socketFactory", new NoDelaySockets());
        }
        this.outbox = new OutboxStore(clock);
    }

    public SendResult sendDue() {
        return sendDue(SentCopies.NONE);
    }

    /** Sends what is due, keeping a copy of each mail the server takes in {@code copies}. */
    public SendResult sendDue(SentCopies copies) {
        List<OutboxRow> due = db.read(c -> outbox.due(c, settings.retry().batchSize()));
        if (due.isEmpty()) {
            if (open != null && !fresh(clock.instant())) {
                close();
            }
            return SendResult.NOTHING;
        }
        MailSettings.Smtp smtp = settings.smtp();
        Transport transport;
        try {
            transport = connection();
        } catch (MessagingException e) {
            String error = "SMTP server " + smtp.host() + ":" + smtp.port() + " unreachable: " + e.getMessage();
            LOG.warn("{}; {} mails wait", error, due.size());
            Outcome outcome = new Outcome();
            for (OutboxRow row : due) {
                retryOrGiveUp(row, row.attempts() + 1, error, outcome, false);
            }
            return new SendResult(due.size(), 0, outcome.retrying, outcome.failed, 0, error);
        }
        Outcome outcome = new Outcome();
        int attempted = 0;
        boolean usable = false;
        try {
            for (OutboxRow listed : due) {
                Optional<OutboxRow> claimed = claim(listed);
                if (claimed.isEmpty()) {
                    if (db.shared()) {
                        break; // nothing due is left that another sender has not taken
                    }
                    continue; // taken by another sender meanwhile
                }
                attempted++;
                usable = send(transport, claimed.get(), outcome, copies);
                if (!usable) {
                    break; // the connection broke: the rest wait for the next run
                }
            }
        } finally {
            if (usable) {
                lastUsed = clock.instant();
            } else {
                close();
            }
        }
        SendResult result = new SendResult(attempted, outcome.sent, outcome.retrying, outcome.failed,
                outcome.inDoubt, "");
        LOG.info("outbox: {} attempted, {} sent, {} retrying, {} failed, {} in doubt", result.attempted(),
                result.sent(), result.retrying(), result.failed(), result.inDoubt());
        return result;
    }

    /**
     * The open connection if it is young enough and still answers a NOOP, else a new one. A server that closed an
     * idle connection on its side is found out here, before any row is marked SENDING.
     */
    private Transport connection() throws MessagingException {
        Instant now = clock.instant();
        if (open != null) {
            if (fresh(now) && open.isConnected()) {
                return open;
            }
            close();
        }
        MailSettings.Smtp smtp = settings.smtp();
        Transport transport = session.getTransport(MailSessions.transportProtocol(smtp));
        if (smtp.authenticated()) {
            transport.connect(smtp.host(), smtp.port(), smtp.user(), smtp.password());
        } else {
            transport.connect(smtp.host(), smtp.port(), null, null);
        }
        open = transport;
        openedAt = now;
        lastUsed = now;
        return transport;
    }

    private boolean fresh(Instant now) {
        return Duration.between(lastUsed, now).compareTo(IDLE_LIMIT) < 0
                && Duration.between(openedAt, now).compareTo(REUSE_LIMIT) < 0;
    }

    /** Closes the kept connection, if any (QUIT). */
    public void close() {
        Transport t = open;
        open = null;
        if (t != null) {
            try {
                t.close();
            } catch (MessagingException | RuntimeException e) {
                LOG.debug("closing SMTP connection: {}", e.getMessage());
            }
        }
    }

    /**
     * On a database robots share (PostgreSQL), the next due row, whichever it is ({@link OutboxStore#claimNext}): the
     * due list then only says how many to send this round. On H2, {@code listed} itself, if it is still PENDING.
     * Either way the row comes as the claim left it: SENDING by this robot, this attempt counted, with its bytes.
     */
    private Optional<OutboxRow> claim(OutboxRow listed) {
        Instant resendAfter = clock.instant().plus(settings.retry().inDoubtGrace());
        if (db.shared()) {
            return db.inTransaction(c -> outbox.claimNext(c, resendAfter, db.instance()));
        }
        byte[] bytes = db.inTransaction(c -> outbox.markSending(c, listed.id(), resendAfter, db.instance())
                ? outbox.claimedBytes(c, listed.id()) : null);
        return bytes == null ? Optional.empty() : Optional.of(listed.claimed(bytes, resendAfter));
    }

    /** Sends one claimed row; false if the connection is no longer usable. */
    private boolean send(Transport transport, OutboxRow row, Outcome outcome, SentCopies copies) {
        Address[] envelope;
        StoredMessage message;
        try {
            envelope = envelope(row);
            message = new StoredMessage(session, row.mime());
        } catch (MessagingException e) {
            // Stored broken: no retry can help, and nothing went out.
            db.inTransaction(c -> {
                outbox.markFailed(c, row.id(), "cannot be sent: " + describe(e));
                return null;
            });
            LOG.error("outbox {} ({}) FAILED: {}", row.id(), row.dedupKey(), describe(e));
            outcome.failed++;
            return true;
        }
        crash.at(CrashHook.MARKED_SENDING);
        try {
            transport.sendMessage(message, envelope);
            crash.at(CrashHook.SENT);
            markSent(row, "", copies);
            outcome.sent++;
            return true;
        } catch (MessagingException e) {
            if (!serverReplied(e)) {
                inDoubt(row, e, outcome);
                return false;
            }
            if (e instanceof SendFailedException refused && !playersAmong(refused.getValidSentAddresses()).isEmpty()) {
                // The server took the mail for some players: sending again would duplicate it for them.
                markSent(row, "refused by the server for: " + addresses(refused.getInvalidAddresses())
                        + addresses(refused.getValidUnsentAddresses()), copies);
                outcome.sent++;
            } else {
                retryOrGiveUp(row, row.attempts(), describe(e), outcome, true); // this attempt counted
            }
            return transport.isConnected();
        } catch (RuntimeException e) {
            inDoubt(row, e, outcome);
            return false;
        }
    }

    /**
     * Whether the failure is an SMTP reply (the server answered, so it knows it did not take the mail for those
     * recipients) rather than a broken connection, after which nobody knows.
     */
    private static boolean serverReplied(MessagingException e) {
        if (e instanceof SMTPSendFailedException f) {
            return f.getReturnCode() >= 200;
        }
        if (e instanceof SMTPAddressFailedException f) {
            return f.getReturnCode() >= 200;
        }
        return e instanceof SendFailedException; // recipients refused one by one, each with its reply
    }

    /** Whether the server kept the mail is unknown: recovery will look for the robot's own copy. */
    private static void inDoubt(OutboxRow row, Exception e, Outcome outcome) {
        LOG.warn("outbox {} in doubt: the connection failed while sending ({})", row.id(), e.getMessage());
        outcome.inDoubt++;
    }

    private List<String> playersAmong(Address[] addresses) {
        List<String> players = new ArrayList<>();
        if (addresses != null) {
            for (Address a : addresses) {
                String bare = a instanceof InternetAddress ia ? ia.getAddress() : a.toString();
                if (!bare.equalsIgnoreCase(settings.robotAddress())) {
                    players.add(bare);
                }
            }
        }
        return players;
    }

    /**
     * The copy is kept before the row is SENT: if the process dies between the two, the row is in doubt and the copy
     * is written again or stands for what was sent; never a SENT row whose copy was lost.
     */
    private void markSent(OutboxRow row, String note, SentCopies copies) {
        boolean kept;
        try {
            kept = copies.keep(row.id(), row.kind(), OutboxStore.keptAfterSending(row));
        } catch (RuntimeException e) {
            LOG.warn("outbox {}: no copy kept now ({}); the archive's sweep copies it later", row.id(), e.toString());
            kept = false;
        }
        boolean archived = kept;
        db.inTransaction(c -> outbox.markSent(c, row, note, archived));
        LOG.debug("outbox {} sent ({})", row.id(), row.dedupKey());
    }

    private void retryOrGiveUp(OutboxRow row, int attempts, String error, Outcome outcome, boolean wasSending) {
        Instant now = clock.instant();
        boolean giveUp = !Duration.between(row.createdAt(), now).minus(settings.retry().giveUpAfter()).isNegative();
        db.inTransaction(c -> {
            if (giveUp) {
                outbox.markFailed(c, row.id(), "gave up after " + attempts + " attempts: " + error);
            } else if (wasSending) {
                outbox.scheduleRetry(c, row.id(), now.plus(settings.retry().delayAfter(attempts)), error);
            } else {
                outbox.attemptFailed(c, row.id(), now.plus(settings.retry().delayAfter(attempts)), error);
            }
            return null;
        });
        if (giveUp) {
            LOG.error("outbox {} ({}) FAILED after {} attempts: {}", row.id(), row.dedupKey(), attempts, error);
            outcome.failed++;
        } else {
            outcome.retrying++;
        }
    }

    private Address[] envelope(OutboxRow row) throws MessagingException {
        Set<Address> to = new LinkedHashSet<>();
        for (String r : row.recipients()) {
            to.add(new InternetAddress(r, true));
        }
        // The robot's own copy, the witness that the server accepted the mail.
        to.add(new InternetAddress(settings.robotAddress(), true));
        return to.toArray(Address[]::new);
    }

    private static String describe(MessagingException e) {
        return e.getClass().getSimpleName() + ": " + e.getMessage();
    }

    private static String addresses(Address[] list) {
        if (list == null || list.length == 0) {
            return "";
        }
        List<String> out = new ArrayList<>();
        for (Address a : list) {
            out.add(a.toString());
        }
        return String.join(", ", out) + " ";
    }

    private static final class Outcome {
        int sent;
        int retrying;
        int failed;
        int inDoubt;
    }

    /** Plain sockets with Nagle's algorithm off (STARTTLS wraps them as they are). */
    private static final class NoDelaySockets extends javax.net.SocketFactory {
        private static java.net.Socket noDelay(java.net.Socket s) throws IOException {
            s.setTcpNoDelay(true);
            return s;
        }

        @Override
        public java.net.Socket createSocket() throws IOException {
            return noDelay(new java.net.Socket());
        }

        @Override
        public java.net.Socket createSocket(String host, int port) throws IOException {
            return noDelay(new java.net.Socket(host, port));
        }

        @Override
        public java.net.Socket createSocket(String host, int port, java.net.InetAddress local, int localPort)
                throws IOException {
            return noDelay(new java.net.Socket(host, port, local, localPort));
        }

        @Override
        public java.net.Socket createSocket(java.net.InetAddress host, int port) throws IOException {
            return noDelay(new java.net.Socket(host, port));
        }

        @Override
        public java.net.Socket createSocket(java.net.InetAddress address, int port, java.net.InetAddress local,
                                            int localPort) throws IOException {
            return noDelay(new java.net.Socket(address, port, local, localPort));
        }
    }

    /** A message whose bytes go to the server exactly as stored, whatever Jakarta Mail would re-encode. */
    private static final class StoredMessage extends MimeMessage {
        private final byte[] mime;

        StoredMessage(Session session, byte[] mime) throws MessagingException {
            super(session, new ByteArrayInputStream(mime));
            this.mime = mime;
        }

        @Override
        public void writeTo(OutputStream os, String[] ignoreList) throws IOException {
            os.write(mime);
        }
    }
}
