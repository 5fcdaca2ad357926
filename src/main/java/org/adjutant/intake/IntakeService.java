package org.adjutant.intake;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import org.adjutant.config.AbuseLimits;
import org.adjutant.mail.DecodedMail;
import org.adjutant.mail.MailDecoder;
import org.adjutant.mail.MailRedactor;
import org.adjutant.game.NextDeadline;
import org.adjutant.store.Database;
import org.adjutant.store.InboxEntry;
import org.adjutant.store.InboxStatus;
import org.adjutant.store.InboxStore;
import org.adjutant.store.OwnerNoticeStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Takes every stored mail not yet handled, in the order the server received it, and runs it through the intake:
 * its orders, credential changes, acknowledgement, owners' notices and new inbox status commit together, with those
 * of the mails taken in just before and after it (up to 128 to a transaction, see {@link #together}). A mail whose
 * handling fails is marked FAILED with the reason and kept; its sender is told, and the next mail is handled as usual.
 * A second delivery of a mail already handled (what its sender wrote is the same, see {@link SenderFingerprint}) is
 * marked DUPLICATE: no answer, nothing queued. A mail too large to keep gets a short answer saying so.
 *
 * <p>The abuse limits ({@link SenderLimits}) come first and last: a mail over its address's quota is kept
 * THROTTLED, unread; and the answer to a mail that was read may be held back (a reply loop) or cut short (an address
 * registered in no game). The wrong-password limits are the processor's ({@link PasswordThrottle}).
 */
public final class IntakeService {
    private static final Logger log = LoggerFactory.getLogger(IntakeService.class);
    private static final int BATCH = 500;
    /**
     * Mails taken in by one transaction; see {@link #together}. At 32 a group the commits, each written at once, took a
     * quarter of the intake's CPU (bench/intake.md); a larger group writes the pages its mails share once.
     */
    private static final int GROUP = 128;

    /**
     * @param noticeWindow    at most one owner's notice of a kind per player and game within this time
     * @param maxMessageBytes the mailbox's size limit, named in the answer to a mail over it
     */
    public record Settings(Duration noticeWindow, long maxMessageBytes, AbuseLimits limits) {
        public static final Settings DEFAULT = new Settings(Duration.ofHours(24), 10_000_000);

        public Settings(Duration noticeWindow, long maxMessageBytes) {
            this(noticeWindow, maxMessageBytes, AbuseLimits.DEFAULT);
        }
    }

    private final Database db;
    private final MailDecoder decoder;
    private final IntakeProcessor processor;
    private final AckQueue acks;
    private final Settings settings;
    private final InboxStore inbox = new InboxStore();
    private final OwnerNoticeStore noticeWindow = new OwnerNoticeStore();
    private final SenderLimits senders;
    private final MailRedactor redactor;
    /**
     * Reads the next group's mails (decoding, the sender's fingerprint, the text kept with its passwords masked) while
     * this thread takes in the group before: that work needs no database and nothing an earlier mail did, and on a
     * second core it is hidden behind the transactions. One thread, gone when idle for a minute (a poll interval).
     */
    private final java.util.concurrent.ThreadPoolExecutor reader = new java.util.concurrent.ThreadPoolExecutor(0, 1,
            60, java.util.concurrent.TimeUnit.SECONDS, new java.util.concurrent.LinkedBlockingQueue<>(), r -> {
                Thread t = new Thread(r, "adjutant-intake-read");
                t.setDaemon(true);
                return t;
            });

    /**
     * Renders and composes a group's answers ({@link AckQueue#compose}) while this thread takes in the mails after
     * them; the group stores them, in order, before it commits. Like the reader: one thread, gone when idle.
     */
    private final java.util.concurrent.ThreadPoolExecutor composer = new java.util.concurrent.ThreadPoolExecutor(0,
            1, 60, java.util.concurrent.TimeUnit.SECONDS, new java.util.concurrent.LinkedBlockingQueue<>(), r -> {
                Thread t = new Thread(r, "adjutant-intake-compose");
                t.setDaemon(true);
                return t;
            });

    public IntakeService(Database db, MailDecoder decoder, IntakeProcessor processor, AckQueue acks) {
        this(db, decoder, processor, acks, Settings.DEFAULT);
    }

    public IntakeService(Database db, MailDecoder decoder, IntakeProcessor processor, AckQueue acks,
                         Settings settings) {
        this.db = db;
        this.decoder = decoder;
        this.processor = processor;
        this.acks = acks;
        this.settings = settings;
        this.senders = new SenderLimits(settings.limits());
        this.redactor = new MailRedactor(decoder);
        processor.mailsTo(acks);
    }

    /** Handles all pending mail; returns how many mails were handled. */
    public IntakeResult processPending() {
        return processPending(null);
    }

    /**
     * Handles the pending mail the server received at or before {@code upTo} (all of it when null), in receipt
     * order; used while a poll is still storing later mail (see {@link IntakeCycle}).
     */
    public IntakeResult processPending(Instant upTo) {
        int handled = 0;
        int accepted = 0;
        int rejected = 0;
        int failed = 0;
        // A mail that could not even be marked FAILED is still pending: taken once per pass, never again in it, so
        // that one such mail cannot keep the intake busy forever (the next pass tries it once more).
        Set<Long> stuck = new HashSet<>();
        java.util.Map<Long, Integer> conflicts = new java.util.HashMap<>();
        while (true) {
            List<InboxEntry> batch = db.read(c -> upTo == null ? inbox.pending(c, BATCH + stuck.size())
                    : inbox.pending(c, BATCH + stuck.size(), upTo)).stream().filter(e -> !stuck.contains(e.id()))
                    .toList();
            if (batch.isEmpty()) {
                break;
            }
            // A group at a time; from the first group that fails on, the rest of the batch one mail at a time. Each
            // group's mails are read ahead, on the reader, while the group before is taken in.
            List<java.util.concurrent.Future<List<Read>>> reads = new ArrayList<>();
            for (int from = 0; from < batch.size(); from += GROUP) {
                List<InboxEntry> group = batch.subList(from, Math.min(batch.size(), from + GROUP));
                reads.add(group.size() < 2 ? null : reader.submit(() -> group.stream().map(this::read).toList()));
            }
            int grouped = 0;
            while (grouped < batch.size()) {
                List<InboxEntry> group = batch.subList(grouped, Math.min(batch.size(), grouped + GROUP));
                Optional<IntakeResult> taken = together(group, reads.get(grouped / GROUP));
                if (taken.isEmpty()) {
                    break;
                }
                handled += taken.get().mails();
                accepted += taken.get().accepted();
                rejected += taken.get().rejected();
                grouped += group.size();
            }
            for (InboxEntry entry : batch.subList(grouped, batch.size())) {
                handled++;
                try {
                    AtomicBoolean elsewhere = new AtomicBoolean();
                    Optional<Acknowledgement> ack = handle(entry, elsewhere, alone);
                    if (elsewhere.get()) {
                        handled--; // another robot took it
                        continue;
                    }
                    accepted += ack.map(a -> (int) a.accepted()).orElse(0);
                    rejected += ack.map(a -> (int) a.rejected()).orElse(0);
                } catch (org.adjutant.store.StoreException e) {
                    if (e.transientConflict() && conflicts.merge(entry.id(), 1, Integer::sum) <= 3) {
                        // Robots sharing the database met on the same rows: the mail stays NEW and is taken again.
                        handled--;
                        log.info("mail {}: the database gave up its intake for another robot's ({}); trying again",
                                entry.id(), e.getMessage());
                        break;
                    }
                    failed++;
                    log.error("mail {} could not be handled; it is kept as FAILED", entry.id(), e);
                    if (!fail(entry, e)) {
                        stuck.add(entry.id());
                    }
                } catch (RuntimeException e) {
                    failed++;
                    log.error("mail {} could not be handled; it is kept as FAILED", entry.id(), e);
                    if (!fail(entry, e)) {
                        stuck.add(entry.id());
                    }
                }
            }
        }
        return new IntakeResult(handled, accepted, rejected, failed);
    }

    /**
     * Takes in a group of mails, in order, in one transaction: what each mail does is the same as in a transaction of
     * its own (each sees what the ones before it did, GITM 6.10), and one commit makes all of it durable together,
     * orders with their acknowledgements, so no answer leaves before the orders it confirms are kept. The answers of
     * the mails another robot took meanwhile are not counted. Empty when anything failed, the commit included: then
     * nothing of the group is kept, and the caller takes in this group and the rest of its batch one mail at a time,
     * as before, where a mail that fails is marked FAILED and answered without holding up the others (the log lines
     * of the group's mails then show twice).
     *
     * <p>Every commit is written to the database file before it returns (H2's {@code WRITE_DELAY=0}): one write per
     * group instead of one per mail was most of the time the intake of 10,000 order mails took (bench/intake.md).
     */
    private Optional<IntakeResult> together(List<InboxEntry> group,
                                            java.util.concurrent.Future<List<Read>> reading) {
        if (group.size() < 2) {
            return Optional.empty();
        }
        List<Read> read;
        try {
            read = reading.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        } catch (java.util.concurrent.ExecutionException e) {
            return Optional.empty();
        }
        try {
            return Optional.of(db.inTransaction(c -> {
                List<java.util.concurrent.Future<AckQueue.Composed>> answers = new ArrayList<>();
                Tx shared = new Tx() {
                    @Override
                    public <T> T run(Database.SqlWork<T> work) {
                        try {
                            return work.run(c);
                        } catch (java.sql.SQLException e) {
                            throw new org.adjutant.store.StoreException(e);
                        }
                    }

                    @Override
                    public void answer(java.sql.Connection sameConnection, Acknowledgement ack) {
                        answers.add(composer.submit(() -> acks.compose(ack)));
                    }
                };
                IntakeResult taken = IntakeResult.NONE;
                for (int i = 0; i < group.size(); i++) {
                    InboxEntry entry = group.get(i);
                    AtomicBoolean elsewhere = new AtomicBoolean();
                    Optional<Acknowledgement> ack = handle(entry, read.get(i), elsewhere, shared);
                    if (!elsewhere.get()) {
                        taken = taken.plus(new IntakeResult(1, ack.map(a -> (int) a.accepted()).orElse(0),
                                ack.map(a -> (int) a.rejected()).orElse(0), 0));
                    }
                }
                // The answers go into the outbox in the order of their mails, in the transaction of their orders.
                for (java.util.concurrent.Future<AckQueue.Composed> answer : answers) {
                    composed(answer).store(c);
                }
                return taken;
            }));
        } catch (RuntimeException e) {
            log.info("taking in {} mails together failed ({}); taking them one by one", group.size(), e.toString());
            return Optional.empty();
        }
    }

    /**
     * Where one mail's work runs: a transaction of its own, or the one of its group ({@link #together}); and where
     * its answer goes: into the outbox at once, or composed on the side and stored at the end of the group.
     */
    private interface Tx {
        <T> T run(Database.SqlWork<T> work);

        void answer(java.sql.Connection c, Acknowledgement ack) throws java.sql.SQLException;
    }

    /** A mail's own transaction, its answer stored at once. */
    private final Tx alone = new Tx() {
        @Override
        public <T> T run(Database.SqlWork<T> work) {
            return db.inTransaction(work);
        }

        @Override
        public void answer(java.sql.Connection c, Acknowledgement ack) throws java.sql.SQLException {
            acks.queue(c, ack);
        }
    };

    /** A composed answer, or the failure composing it met, thrown as if it had been met here. */
    private static AckQueue.Composed composed(java.util.concurrent.Future<AckQueue.Composed> answer) {
        try {
            return answer.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while an answer was composed", e);
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /**
     * Handles one stored mail in the transaction {@code tx} gives; empty when it is a re-delivery, which gets no answer. Sets
     * {@code elsewhere} (and does nothing) when another robot sharing the database handled it meanwhile
     * ({@link InboxStore#claim}).
     */
    private Optional<Acknowledgement> handle(InboxEntry entry, AtomicBoolean elsewhere, Tx tx) {
        return handle(entry, read(entry), elsewhere, tx);
    }

    /**
     * What taking in a mail reads of it before it touches the database; a failure is kept, and thrown where the mail
     * is handled, as if it had been read there.
     */
    private record Read(DecodedMail mail, String senderHash, Kept kept, RuntimeException failure) {
    }

    private Read read(InboxEntry entry) {
        try {
            DecodedMail mail = decoder.decode(entry.raw());
            if (entry.oversize() > 0) {
                return new Read(mail, null, null, null);
            }
            return new Read(mail, SenderFingerprint.of(mail), kept(entry, mail), null);
        } catch (RuntimeException e) {
            return new Read(null, null, null, e);
        }
    }

    private Optional<Acknowledgement> handle(InboxEntry entry, Read read, AtomicBoolean elsewhere, Tx tx) {
        if (read.failure() != null) {
            throw read.failure();
        }
        DecodedMail mail = read.mail();
        if (entry.oversize() > 0) {
            return tooLarge(entry, mail, elsewhere, tx);
        }
        String senderHash = read.senderHash();
        IncomingMail incoming = new IncomingMail(entry.id(), mail.replyAddress(), mail.subject(),
                entry.messageId(), entry.receivedAt(), mail.text(), mail.attachments(), mail.from());
        Kept kept = read.kept();
        return tx.run(c -> {
            if (!inbox.claim(c, entry.id())) {
                elsewhere.set(true);
                return Optional.<Acknowledgement>empty();
            }
            Optional<Long> earlier = inbox.handledEarlier(c, entry.id(), entry.messageId(), senderHash);
            if (earlier.isPresent()) {
                inbox.setStatus(c, entry.id(), InboxStatus.DUPLICATE, "the same mail as inbox #" + earlier.get()
                        + ", delivered again: not answered, nothing queued", null, senderHash, kept.raw(),
                        kept.subject());
                log.info("inbox {}: a second delivery of inbox {}; ignored", entry.id(), earlier.get());
                return Optional.empty();
            }
            SenderLimits.Quota quota = senders.quota(c, entry, incoming.from(), mail.subject(), entry.raw().length);
            if (quota instanceof SenderLimits.Quota.Over over) {
                return throttled(c, tx, entry, over.decision(), senderHash, kept);
            }
            Acknowledgement ack = processor.process(c, quota instanceof SenderLimits.Quota.Restricted
                    ? incoming.restrict() : incoming);
            List<String> warnings = new java.util.ArrayList<>(mail.warnings().stream()
                    .map(w -> "While reading your mail: " + w).toList());
            if (quota instanceof SenderLimits.Quota.Restricted r) {
                warnings.add(senders.restrictedNote(r));
            }
            Acknowledgement reply = ack.with(warnings, ack.recipients());
            for (OwnerNotice notice : ack.notices()) {
                OptionalInt heldBack = noticeWindow.claim(c, notice.gameId(), notice.playerId(),
                        notice.kind().name(), entry.receivedAt(), settings.noticeWindow());
                if (heldBack.isPresent()) {
                    acks.notice(c, notice, heldBack.getAsInt());
                }
            }
            String detail = reply.accepted() + " accepted, " + reply.rejected() + " rejected";
            if (incoming.from().isEmpty()) {
                detail += "; the mail names no address (no From, Reply-To, Sender or Return-Path): "
                        + (reply.recipients().isEmpty() ? "not answered"
                        : "answered at the registered address of the player its password proved");
                log.warn("inbox {}: {}; kept for the moderators", entry.id(), detail);
            }
            if (quota instanceof SenderLimits.Quota.Restricted r) {
                detail += "; " + senders.restrictedDetail(r);
            }
            SenderLimits.Decision answer = senders.answer(c, entry, reply, incoming.from(), mail.text(), quota);
            if (!answer.detail().isEmpty()) {
                detail += "; " + answer.detail();
            }
            if (answer.answer().isPresent()) {
                tx.answer(c, answer.answer().get());
            }
            inbox.setStatus(c, entry.id(), InboxStatus.PROCESSED, detail, ack.gameId().isEmpty() ? null
                    : ack.gameId(), senderHash, kept.raw(), kept.subject());
            return answer.answer();
        });
    }

    /** A mail over its sender's quota: kept unread; answered once in the window (see {@link SenderLimits}). */
    private Optional<Acknowledgement> throttled(java.sql.Connection c, Tx tx, InboxEntry entry,
                                                SenderLimits.Decision over, String senderHash, Kept kept)
            throws java.sql.SQLException {
        if (over.answer().isPresent()) {
            tx.answer(c, over.answer().get());
        }
        inbox.setStatus(c, entry.id(), InboxStatus.THROTTLED, over.detail(), null, senderHash, kept.raw(),
                kept.subject());
        log.info("inbox {}: {}", entry.id(), over.detail());
        return over.answer();
    }

    /** A mail over the size limit: only its headers were kept. Its sender is told the limit; nothing is read. */
    private Optional<Acknowledgement> tooLarge(InboxEntry entry, DecodedMail mail,
                                               AtomicBoolean elsewhere, Tx tx) {
        String limit = megabytes(settings.maxMessageBytes());
        Acknowledgement reply = new Acknowledgement(entry.id(), "", entry.messageId(), mail.subject(),
                mail.replyAddress().isEmpty() ? List.of() : List.of(mail.replyAddress()), false, List.of(),
                List.of("Your mail was " + megabytes(entry.oversize()) + ", more than the " + limit + " this robot "
                        + "accepts, so none of it was read and nothing was queued. Orders are short text: send "
                        + "them in the body of a plain mail, without pictures or large attachments."),
                List.of(), "mail too large (limit " + limit + ")", null, "");
        return tx.run(c -> {
            if (!inbox.claim(c, entry.id())) {
                elsewhere.set(true);
                return Optional.<Acknowledgement>empty();
            }
            Kept kept = kept(entry, mail);
            SenderLimits.Quota quota = senders.quota(c, entry, mail.replyAddress(), mail.subject(), entry.oversize());
            if (quota instanceof SenderLimits.Quota.Over over) {
                return throttled(c, tx, entry, over.decision(), null, kept);
            }
            boolean answered = !reply.recipients().isEmpty()
                    && senders.mayAnswer(c, entry.receivedAt(), mail.replyAddress());
            if (answered) {
                tx.answer(c, reply);
            }
            inbox.setStatus(c, entry.id(), InboxStatus.FAILED, "message of " + entry.oversize() + " bytes exceeds "
                    + "the limit of " + settings.maxMessageBytes() + " bytes: only its headers were kept"
                    + (reply.recipients().isEmpty() ? "; no address to answer" : answered ? "; the sender was told"
                    : "; not answered: an address registered in no game, answered once in the window already"), null,
                    null, kept.raw(), kept.subject());
            return answered ? Optional.of(reply) : Optional.<Acknowledgement>empty();
        });
    }

    static String megabytes(long bytes) {
        return String.format(java.util.Locale.ROOT, "%.1f MB", bytes / 1_000_000.0);
    }

    /** Marks the mail FAILED and tells its sender if it can; false when the mail is still pending. */
    private boolean fail(InboxEntry entry, RuntimeException e) {
        Kept kept = keptOfUnread(entry);
        try {
            String address = replyAddress(entry);
            db.inTransaction(c -> {
                if (!inbox.claim(c, entry.id())) {
                    return null; // handled by another robot meanwhile
                }
                List<String> concerned = processor.concernedGames(c, entry.subject(), address.isEmpty()
                        ? entry.sender() : address);
                inbox.setStatus(c, entry.id(), InboxStatus.FAILED, String.valueOf(e.getMessage()),
                        concerned.isEmpty() ? null : concerned.get(0), null, kept.raw(), kept.subject());
                try {
                    alertModerators(c, entry, concerned, e);
                } catch (RuntimeException alerting) {
                    // The same fault may stop the alert: the sender's answer and the FAILED mark still stand.
                    log.warn("mail {}: the moderators could not be alerted: {}", entry.id(), alerting.toString());
                }
                if (!address.isEmpty()) {
                    acks.queue(c, new Acknowledgement(entry.id(), "", entry.messageId(), entry.subject(),
                            List.of(address), false, List.of(), List.of("Adjutant could not read this mail "
                            + "because of an error on its side. Nothing was queued. The mail is kept and the "
                            + "moderator can look at it; please send your orders again meanwhile."), List.of(),
                            "mail not read: an error on the robot's side", NextDeadline.unknown(), ""));
                }
                return null;
            });
            return true;
        } catch (RuntimeException answering) {
            // The answer itself failed (the same fault, an address no mail can go to): FAILED without one.
            try {
                db.inTransaction(c -> {
                    inbox.setStatus(c, entry.id(), InboxStatus.FAILED, e.getMessage() + "; not answered: "
                            + answering.getMessage(), null, null, kept.raw(), kept.subject());
                    return null;
                });
                log.warn("mail {} marked FAILED without an answer: {}", entry.id(), answering.toString());
                return true;
            } catch (RuntimeException again) {
                log.error("mail {} could not even be marked FAILED", entry.id(), again);
                return false;
            }
        }
    }

    /**
     * Tells the moderators of the games a mail concerns that the robot could not read it: at most one alert per game
     * and hour (a fault that fails every mail must not bury them; the rest are counted in {@code adjutant game
     * status}), naming the mail by its inbox number and its claimed sender, never by its text, which may carry a
     * password.
     */
    private void alertModerators(java.sql.Connection c, InboxEntry entry, List<String> games, RuntimeException e)
            throws java.sql.SQLException {
        String hour = entry.receivedAt().truncatedTo(java.time.temporal.ChronoUnit.HOURS).toString();
        for (String gameId : games) {
            for (String moderator : processor.moderatorsOf(gameId)) {
                acks.mail(c, "mail-failed:" + gameId + ":" + hour + ":" + moderator.toLowerCase(Locale.ROOT), gameId,
                        moderator, "a mail the robot could not read", List.of(
                                "The robot could not read inbox mail #" + entry.id() + ", received "
                                        + org.adjutant.game.TimeWords.at(entry.receivedAt(), java.time.ZoneOffset.UTC)
                                        + " from " + entry.sender() + ", because of an error on its side:",
                                "", "    " + clipped(String.valueOf(e)), "",
                                "Nothing of it was queued. The mail is kept (status FAILED) and its sender was asked "
                                        + "to send it again. The robot's log has the details; 'adjutant game status "
                                        + gameId + "' counts such mails. Further failures in the same hour are "
                                        + "counted there, not mailed."));
            }
        }
    }

    private static String clipped(String s) {
        return s.length() > 300 ? s.substring(0, 300) + "..." : s;
    }

    /**
     * What the inbox keeps of a judged mail: its bytes and subject without passwords, or nulls (kept as it came) when
     * it names none. Nothing needs a password once the mail is judged (see {@link MailRedactor}).
     */
    record Kept(byte[] raw, String subject) {
    }

    private Kept kept(InboxEntry entry, DecodedMail mail) {
        return redactor.redact(entry.raw(), mail).map(r -> new Kept(r.raw(), r.mask(entry.subject())))
                .orElse(new Kept(null, null));
    }

    /** The same for a mail whose handling failed: if even that fails, only its header lines are kept. */
    private Kept keptOfUnread(InboxEntry entry) {
        try {
            return kept(entry, decoder.decode(entry.raw()));
        } catch (RuntimeException e) {
            return new Kept(MailRedactor.headersOnly(entry.raw(), "This mail could not be read, and its text was not "
                    + "kept, as it might hold a password."), null);
        }
    }

    /** Where to tell the sender of a mail whose handling failed; the decoder never throws, but be sure. */
    private String replyAddress(InboxEntry entry) {
        try {
            return decoder.decode(entry.raw()).replyAddress();
        } catch (RuntimeException e) {
            return "";
        }
    }

    /** What one pass of the intake did. */
    public record IntakeResult(int mails, int accepted, int rejected, int failed) {
        static final IntakeResult NONE = new IntakeResult(0, 0, 0, 0);

        IntakeResult plus(IntakeResult more) {
            return new IntakeResult(mails + more.mails, accepted + more.accepted, rejected + more.rejected,
                    failed + more.failed);
        }
    }
}
