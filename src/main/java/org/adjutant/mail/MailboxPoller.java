package org.adjutant.mail;

import jakarta.mail.Flags;
import jakarta.mail.Folder;
import jakarta.mail.FolderClosedException;
import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.Store;
import jakarta.mail.UIDFolder;
import jakarta.mail.FetchProfile;
import jakarta.mail.internet.InternetHeaders;
import jakarta.mail.internet.MailDateFormat;
import jakarta.mail.search.FlagTerm;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Date;
import java.util.Enumeration;
import java.util.List;
import java.util.Optional;
import org.adjutant.store.Database;
import org.adjutant.store.InboxInsert;
import org.adjutant.store.InboxMessage;
import org.adjutant.store.InboxStatus;
import org.adjutant.store.InboxStore;
import org.adjutant.store.OutboxStatus;
import org.adjutant.store.OutboxStore;
import org.eclipse.angus.mail.imap.IMAPFolder;
import org.eclipse.angus.mail.imap.IMAPMessage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Moves mail from the robot's IMAP or POP3 mailbox into the {@code inbox} table.
 *
 * <p>Each mail is committed to H2 before its server copy is flagged, moved or deleted: a crash between the two
 * leaves the mail on the server, the next poll fetches it again, finds it stored (same Message-ID and content hash)
 * and only then disposes of it. Nothing is lost and nothing is stored twice. Over IMAP, mails are fetched in groups
 * (one FETCH per group, see {@link #chunks}) and disposed of all at once at the end of the poll (one STORE or MOVE);
 * they are committed a few dozen at a time ({@link InboxGroup}), a group on a thread of its own while the next group's
 * FETCH runs ({@link Storing}), and every one is committed before any server copy is touched. After each commit, a
 * {@link PollProgress} learns how far the intake may already go.
 *
 * <p>The robot's own copy of a mail it sent is its witness that the mail server took the mail (see
 * {@link InDoubtRecovery}). A copy whose outbox row is SENT already witnesses nothing: it is disposed of on the server
 * like a stored mail, but no inbox row is written for it. A deadline sends two mails per player, and every one comes
 * back so: each stored copy cost a transaction (a look-up, an insert, a commit) and a row, and with several robots
 * each of them did it for copies the other had stored (docs/scaling.md). A copy of a row still SENDING (or never
 * sent) is stored as before, and confirms its row.
 *
 * <p>Receipt time: IMAP gives the server's INTERNALDATE. POP3 has no such thing, so the date of the topmost
 * {@code Received:} header is used (it is written by the robot's own mail server, not by the sender), or the fetch
 * time if that header is missing, unreadable or in the future.
 */
public final class MailboxPoller {
    static {
        StreamProviderPin.pin();
    }

    private static final Logger LOG = LoggerFactory.getLogger(MailboxPoller.class);
    private static final Duration CLOCK_SKEW = Duration.ofMinutes(5);
    private static final int CHUNK_MAILS = 5_000;
    private static final long CHUNK_BYTES = 8L << 20;

    private final Database db;
    private final MailSettings settings;
    private final Clock clock;
    private final CrashHook crash;
    private final Session session;
    private final AutoMailDetector detector;
    private final InboxStore inbox = new InboxStore();
    private final MailRedactor redactor = new MailRedactor(new MailDecoder());
    private final OutboxStore outbox;
    private final MailboxRetention retention;
    private int groupMails = CHUNK_MAILS;

    public MailboxPoller(Database db, MailSettings settings, Clock clock, CrashHook crash) {
        this.db = db;
        this.settings = settings;
        this.clock = clock;
        this.crash = crash;
        this.session = MailSessions.mailbox(settings);
        this.detector = new AutoMailDetector(settings.robotAddress());
        this.outbox = new OutboxStore(clock);
        this.retention = new MailboxRetention(db, settings, clock);
    }

    public PollResult pollOnce() {
        return pollOnce(PollProgress.NONE);
    }

    /** Groups of at most {@code mails} mails instead of {@value #CHUNK_MAILS}: a poll of several groups in a test. */
    MailboxPoller groupsOf(int mails) {
        if (mails < 1) {
            throw new IllegalArgumentException("a group holds at least one mail");
        }
        this.groupMails = mails;
        return this;
    }

    /**
     * Polls, telling {@code progress} after each committed mail how far the intake may go already (see
     * {@link PollProgress}). It is called on this thread or on the poll's storing thread ({@link Storing}), one call at a
     * time, and must be quick.
     */
    public PollResult pollOnce(PollProgress progress) {
        MailSettings.Mailbox box = settings.mailbox();
        Tally tally = new Tally();
        Store store = null;
        Folder folder = null;
        boolean completed = false;
        Storing storing = null;
        try {
            store = session.getStore(MailSessions.storeProtocol(box));
            store.connect(box.host(), box.port(), box.user(), box.password());
            folder = store.getFolder(box.folder());
            folder.open(Folder.READ_WRITE);
            Listing listing = candidates(folder);
            Message[] messages = listing.messages();
            boolean listed = listing.ownCopyFields();
            Numbering numbering = Numbering.of(folder, messages);
            Folder processed = box.afterStore() == MailSettings.AfterStore.MOVE ? processedFolder(store) : null;
            ReceiptHorizon horizon = ReceiptHorizon.of(folder, messages);
            List<Message> stored = new ArrayList<>(messages.length);
            storing = new Storing(new InboxGroup(db, outbox), tally, stored, horizon, progress);
            List<List<Message>> chunks = chunks(folder, messages);
            int handled = 0;
            for (int i = 0; i < chunks.size(); i++) {
                List<Message> chunk = chunks.get(i);
                java.util.Map<Message, OutboxStatus> ownCopies = ownCopies(folder, chunk, numbering, listed);
                java.util.Set<Message> prefetched = prefetchBodies(folder, chunk, ownCopies.keySet());
                List<Taken> taken = new ArrayList<>(chunk.size());
                for (Message message : chunk) {
                    handled++;
                    if (!ownCopies.containsKey(message) && !prefetched.contains(message)) {
                        fetchAlone(folder, message);
                    }
                    taken.add(take(message, handled, numbering, ownCopies.get(message)));
                }
                // The group's bytes are copied out of the folder's messages: the bodies can go now.
                release(chunk);
                storing.store(taken, i < chunks.size() - 1);
            }
            storing.finish();
            if (!folder.isOpen()) {
                // The connection broke off (every mail after it failed on its own): this was not a poll of the whole
                // mailbox, and a deadline must not take it for one. What was stored stays; the rest waits on the
                // server for the next poll, which also disposes of the stored ones.
                throw new FolderClosedException(folder, "the connection to the mailbox was lost during the poll");
            }
            // One command for the whole poll: GreenMail, at least, pays a scan of the folder per command whatever
            // the size of its message set, and every server is happy with one set instead of several.
            dispose(folder, processed, stored, tally);
            if (retention.due()) {
                retention.sweep(store, folder);
            }
            completed = true;
        } catch (MessagingException e) {
            LOG.warn("mailbox {} unreachable: {}", box.describe(), e.getMessage());
            return PollResult.unreachable(e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
        } finally {
            if (storing != null) {
                // A poll cut short while a group was being stored waits for it: what it committed stays committed,
                // and no commit may still be running once the poll has returned.
                storing.close();
            }
            // Expunge (and, for POP3, DELE) only after a poll that ran to its end; otherwise the next poll redoes it.
            close(folder, completed);
            close(store);
        }
        PollResult result = tally.result();
        LOG.info("polled {}: {} fetched, {} stored, {} duplicates, {} ignored, {} failures, {} own copies of sent mail",
                box.describe(), result.fetched(), result.stored(), result.duplicates(), result.ignored(),
                result.failures(), result.sentCopies());
        return result;
    }

    /** The mails a poll takes, and whether the fields that tell the robot's own copies came with the listing. */
    private record Listing(Message[] messages, boolean ownCopyFields) {
    }

    private Listing candidates(Folder folder) throws MessagingException {
        MailSettings.Mailbox box = settings.mailbox();
        Message[] messages;
        if (box.afterStore() == MailSettings.AfterStore.FLAG) {
            messages = folder.search(new jakarta.mail.search.NotTerm(
                    new FlagTerm(new Flags(box.flagKeyword()), true)));
        } else {
            messages = folder.getMessages();
        }
        // Size and receipt date only, not the ENVELOPE: a server that cannot describe one hostile mail's From (an
        // encoded word hiding line breaks, say) fails the ENVELOPE of that mail, and with it the whole poll, on every
        // poll. What the robot reads of the headers it reads itself, from the raw bytes, in stage().
        FetchProfile profile = new FetchProfile();
        profile.add(FetchProfile.Item.SIZE);
        if (folder instanceof IMAPFolder) {
            profile.add(IMAPFolder.FetchProfileItem.INTERNALDATE);
        }
        if (folder instanceof UIDFolder) {
            profile.add(UIDFolder.FetchProfileItem.UID);
        }
        if (folder instanceof IMAPFolder && messages.length > 0) {
            // The few raw header fields that tell the robot's own copies ride on the same FETCH: asked for on their
            // own, a group at a time, they cost one more command per group, and GreenMail at least takes as long
            // over a command naming a few fields as over one fetching every body. Should the server refuse them
            // (a hostile mail it cannot cut up), the listing is asked for again without them and the groups' own
            // look at these fields (ownCopies) makes do, mail by mail if need be, as before.
            FetchProfile withFields = new FetchProfile();
            for (FetchProfile.Item item : profile.getItems()) {
                withFields.add(item);
            }
            for (String name : OWN_COPY_FIELDS) {
                withFields.add(name);
            }
            try {
                folder.fetch(messages, withFields);
                return new Listing(messages, true);
            } catch (MessagingException | RuntimeException e) {
                if (!folder.isOpen()) {
                    throw e;
                }
                LOG.info("listing {} with their header fields failed ({}); listing them without", messages.length,
                        e.toString());
            }
        }
        folder.fetch(messages, profile);
        return new Listing(messages, false);
    }

    /** An own copy of a mail whose row is SENT: nothing to store, its server copy goes with the stored ones. */
    private static boolean sentCopy(Message message, Tally tally) {
        tally.fetched++;
        tally.sentCopies++;
        LOG.debug("message {}: own copy of a mail already sent, disposed of without a row", message.getMessageNumber());
        return true;
    }

    /**
     * What the reading side of a poll hands the storing side for one mail, in the mailbox's order: the bytes are
     * copied out of the folder's message, so that they can be classified and committed while the next group's FETCH
     * runs. {@code handled}: how many candidates of the poll have been read up to and including this one.
     */
    private sealed interface Taken {
        Message message();

        int handled();
    }

    /** An own copy of a mail whose row is SENT: nothing to store, its server copy goes with the stored ones. */
    private record SentCopy(Message message, int handled) implements Taken {
    }

    /** Another mail's fields or text came back under this mail's number: left for the next poll. */
    private record Misnumbered(Message message, int handled, long uidNow, long listed) implements Taken {
    }

    /** The mail could not be read; it stays on the server for the next poll. */
    private record Unread(Message message, int handled, Exception error) implements Taken {
    }

    /**
     * A mail's raw bytes (or, for one over the size limit, its headers and the reason) and what the server said of
     * it. {@code internalDate}: the IMAP INTERNALDATE, null over POP3 or if the server gave none.
     */
    private record Read(Message message, int handled, byte[] raw, long oversize, String failure, boolean ownCopy,
                        Date internalDate, Instant fetchedAt) implements Taken {
    }

    /** Reads one mail of a group, on the poll's own thread: everything that touches the folder happens here. */
    private Taken take(Message message, int handled, Numbering numbering, OutboxStatus copyOf) {
        if (numbering.answeredForAnother(message)) {
            // Neither the fields nor the text is this mail's, and disposing of it by its UID could delete a mail
            // nobody stored.
            return new Misnumbered(message, handled, numbering.uidNow(message), numbering.listed(message));
        }
        if (copyOf == OutboxStatus.SENT) {
            return new SentCopy(message, handled);
        }
        boolean ownCopy = copyOf != null;
        try {
            Instant fetchedAt = clock.instant();
            long limit = settings.mailbox().maxMessageBytes();
            int size = message.getSize();
            byte[] raw = ownCopy ? ownCopyStub(message) : size > limit ? null : bytes(message);
            if (raw != null && raw.length == 0) {
                // No mail is empty: the server lost this one as it answered (another session expunged it). Storing
                // nothing and disposing of the mail by its UID could delete a mail nobody stored.
                throw new MessagingException("the server gave the mail as empty");
            }
            String failure = "";
            long oversize = 0;
            if (raw == null || raw.length > limit) {
                oversize = raw == null ? size : raw.length;
                failure = "message of " + oversize + " bytes exceeds the limit of " + limit
                        + " bytes: only its headers were kept";
                raw = headerStub(message);
            }
            Date internal = internalDate(message);
            crash.at(CrashHook.FETCHED);
            return new Read(message, handled, raw, oversize, failure, ownCopy, internal, fetchedAt);
        } catch (MessagingException | IOException | RuntimeException e) {
            return new Unread(message, handled, e);
        }
    }

    /**
     * Classifies one read mail, ready to be committed with its group; empty when it cannot be (it stays on the server
     * for the next poll: one bad mail must not stop the others). Touches no folder: it runs on the storing side.
     */
    private Optional<InboxGroup.Staged> stage(Read read, Tally tally) {
        tally.fetched++;
        try {
            byte[] raw = read.raw();
            String hash = MailFingerprint.sha256(raw);
            InternetHeaders headers = new InternetHeaders(new ByteArrayInputStream(raw));
            String messageId = headers.getHeader("Message-ID", null);
            messageId = messageId == null || messageId.isBlank()
                    ? MailFingerprint.syntheticMessageId(hash) : messageId.trim();
            // Classified even when too large: a big bounce or the robot's own copy of a report is still not a player's.
            // A player's mail that is too large waits for the intake like any other: it tells him the limit.
            MailOrigin origin = detector.classify(headers);
            InboxStatus status = origin instanceof MailOrigin.Person ? InboxStatus.NEW : InboxStatus.IGNORED;
            String reason = origin instanceof MailOrigin.Automatic a ? a.reason()
                    : origin instanceof MailOrigin.OwnCopy ? InboxStore.OWN_COPY : "";
            String failure = read.failure();
            String detail = failure.isEmpty() ? reason : reason.isEmpty() ? failure : reason + "; " + failure;
            String written = oneLine(EncodedWords.decode(headers.getHeader("Subject", null), new ArrayList<>()));
            // Never judged, so kept without passwords from the start: a list's copy of orders, a welcome's bounce.
            Optional<MailRedactor.Redacted> redacted = origin instanceof MailOrigin.Automatic ? redactor.redact(raw)
                    : Optional.empty();
            byte[] kept = redacted.map(MailRedactor.Redacted::raw).orElse(raw);
            String subject = redacted.map(r -> r.mask(written)).orElse(written);
            InboxMessage row = new InboxMessage(messageId, hash, receivedAt(read.internalDate(), headers,
                    read.fetchedAt()), read.fetchedAt(), settings.mailbox().describe(),
                    oneLine(headers.getHeader("From", ",")), subject, kept, status, detail, read.oversize());
            String ownCopyOf = origin instanceof MailOrigin.OwnCopy own ? own.messageId() : null;
            return Optional.of(new InboxGroup.Staged(read.message(), row, ownCopyOf, failure));
        } catch (MessagingException | RuntimeException e) {
            tally.failures++;
            LOG.warn("could not handle message {} in {}: {}", read.message().getMessageNumber(),
                    settings.mailbox().describe(), e.toString());
            return Optional.empty();
        }
    }

    /**
     * The storing side of a poll: classifies and commits the mails a group read, in order, telling the intake after
     * each commit how far it may go. Over IMAP a group is stored on a thread of its own while the poll's thread sends
     * the next group's FETCH, so the mail server's work on one group and the robot's on the other overlap; the last
     * (or only) group is stored on the poll's thread, which has nothing else to do. At most one group is being stored
     * at a time, so memory holds at most two groups' bytes, and every group is committed before anything is disposed
     * of ({@link #finish}).
     */
    private final class Storing implements AutoCloseable {
        private final InboxGroup group;
        private final Tally tally;
        private final List<Message> stored;
        private final ReceiptHorizon horizon;
        private final PollProgress progress;
        private java.util.concurrent.ExecutorService thread;
        private java.util.concurrent.Future<?> running;

        Storing(InboxGroup group, Tally tally, List<Message> stored, ReceiptHorizon horizon, PollProgress progress) {
            this.group = group;
            this.tally = tally;
            this.stored = stored;
            this.horizon = horizon;
            this.progress = progress;
        }

        /** Stores a group: on the storing thread if {@code more} groups follow, else here, once the one before is done. */
        void store(List<Taken> taken, boolean more) {
            awaitRunning();
            if (!more) {
                storeNow(taken);
                return;
            }
            if (thread == null) {
                thread = java.util.concurrent.Executors.newSingleThreadExecutor(r -> {
                    Thread t = new Thread(r, "adjutant-poll-store");
                    t.setDaemon(true);
                    return t;
                });
            }
            running = thread.submit(() -> storeNow(taken));
        }

        /** Returns once every group handed over is committed (or has failed, which is thrown here). */
        void finish() {
            awaitRunning();
        }

        private void storeNow(List<Taken> taken) {
            for (Taken t : taken) {
                if (t instanceof SentCopy copy) {
                    sentCopy(copy.message(), tally);
                    stored.add(copy.message());
                } else if (t instanceof Misnumbered m) {
                    tally.fetched++;
                    tally.failures++;
                    LOG.warn("message {} in {}: the server answered with another mail (UID {} instead of {}); left"
                            + " for the next poll", m.message().getMessageNumber(), settings.mailbox().describe(),
                            m.uidNow(), m.listed());
                } else if (t instanceof Unread u) {
                    tally.fetched++;
                    tally.failures++;
                    LOG.warn("could not handle message {} in {}: {}", u.message().getMessageNumber(),
                            settings.mailbox().describe(), u.error().toString());
                } else if (t instanceof Read read) {
                    stage(read, tally).ifPresent(group::add);
                }
                if (group.full()) {
                    commit(group, tally, stored, horizon.after(t.handled()), progress);
                }
            }
            // The intake hears of the own copies and failures at the end of a group too, if no commit told it.
            if (!taken.isEmpty()) {
                commit(group, tally, stored, horizon.after(taken.get(taken.size() - 1).handled()), progress);
            }
        }

        private void awaitRunning() {
            java.util.concurrent.Future<?> f = running;
            running = null;
            if (f == null) {
                return;
            }
            boolean interrupted = false;
            try {
                while (true) {
                    try {
                        f.get();
                        return;
                    } catch (InterruptedException e) {
                        // Not given up on: the poll must not return while a commit is under way.
                        interrupted = true;
                    } catch (java.util.concurrent.ExecutionException e) {
                        Throwable cause = e.getCause();
                        if (cause instanceof RuntimeException re) {
                            throw re;
                        }
                        if (cause instanceof Error err) {
                            throw err;
                        }
                        throw new IllegalStateException(cause);
                    }
                }
            } finally {
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
            }
        }

        @Override
        public void close() {
            try {
                awaitRunning();
            } catch (RuntimeException | Error e) {
                // The poll is failing already for another reason, which is the one its caller hears.
                LOG.warn("storing a group of {} failed as the poll ended: {}", settings.mailbox().describe(),
                        e.toString());
            } finally {
                if (thread != null) {
                    thread.shutdown();
                }
            }
        }
    }

    /**
     * Commits the group's mails (if any), adds those now safely in the inbox table (stored now or found stored) to
     * {@code stored}, so that their server copies may be disposed of, and then tells the intake how far it may go:
     * {@code horizon}, the earliest receipt time among the mails not handled yet.
     */
    private void commit(InboxGroup group, Tally tally, List<Message> stored, Optional<Instant> horizon,
            PollProgress progress) {
        List<InboxGroup.Outcome> outcomes = group.commit();
        for (InboxGroup.Outcome done : outcomes) {
            Message message = done.mail().message();
            if (!done.stored()) {
                // Left on the server: the next poll tries again.
                tally.failures++;
                LOG.warn("could not store message {} from {}: {}", message.getMessageNumber(),
                        settings.mailbox().describe(), done.error().toString());
                continue;
            }
            InboxInsert insert = done.insert();
            InboxMessage row = done.mail().row();
            if (insert == null) {
                tally.sentCopies++;
            } else if (insert.created()) {
                tally.stored++;
                if (row.status() == InboxStatus.IGNORED) {
                    tally.ignored++;
                }
                if (row.oversize() > 0) {
                    LOG.warn("inbox {}: {}", insert.id(), done.mail().failure());
                } else {
                    LOG.debug("inbox {}: stored {} as {} {}", insert.id(), row.messageId(), row.status(),
                            row.statusDetail());
                }
            } else {
                tally.duplicates++;
            }
            stored.add(message);
        }
        horizon.ifPresent(progress::storedThrough);
        for (InboxGroup.Outcome done : outcomes) {
            if (done.stored()) {
                crash.at(CrashHook.STORED);
            }
        }
    }

    /**
     * The candidates in groups whose bodies are fetched together. Over IMAP a group's bodies come in one FETCH instead
     * of a round trip per mail (and the server copies of the whole poll go in one STORE or MOVE): a big deadline
     * is thousands of mails, and every round trip to a distant server costs tens of milliseconds. A group is at most
     * {@value #CHUNK_MAILS} mails and about {@value #CHUNK_BYTES} bytes (mails over the size limit are not loaded),
     * and its bodies are dropped once it is done with, so memory stays bounded. POP3 has no such
     * commands: there the whole mailbox is one group, fetched mail by mail, and deletion happens at QUIT anyway.
     */
    private List<List<Message>> chunks(Folder folder, Message[] messages) throws MessagingException {
        List<List<Message>> chunks = new ArrayList<>();
        if (!(folder instanceof IMAPFolder)) {
            chunks.add(List.of(messages));
            return chunks;
        }
        List<Message> chunk = new ArrayList<>();
        long bytes = 0;
        for (Message m : messages) {
            long size = sizeOf(m);
            if (!chunk.isEmpty() && (chunk.size() >= groupMails || bytes + size > CHUNK_BYTES)) {
                chunks.add(chunk);
                chunk = new ArrayList<>();
                bytes = 0;
            }
            chunk.add(m);
            bytes += size;
        }
        if (!chunk.isEmpty()) {
            chunks.add(chunk);
        }
        return chunks;
    }

    /** The size the server gives, or 0 when it gives none: that mail's own handling will fail alone, if at all. */
    private static long sizeOf(Message m) {
        try {
            return Math.max(m.getSize(), 0);
        } catch (MessagingException | RuntimeException e) {
            LOG.warn("no size for message {}: {}", m.getMessageNumber(), e.toString());
            return 0;
        }
    }

    /**
     * Loads the whole raw text of a group's mails in one IMAP FETCH (BODY.PEEK[], so nothing is marked seen). Mails
     * over the size limit are left out. The UID comes with each text ({@link Numbering}). If the FETCH fails, each mail
     * is fetched on its own ({@link #fetchAlone}, then {@link #handle}), so one unreadable mail still cannot stop the
     * others. Returns the mails it fetched.
     */
    private java.util.Set<Message> prefetchBodies(Folder folder, List<Message> chunk,
                                                  java.util.Set<Message> ownCopies) {
        java.util.Set<Message> fetched = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        if (!(folder instanceof IMAPFolder)) {
            return fetched;
        }
        long limit = settings.mailbox().maxMessageBytes();
        List<Message> wanted = new ArrayList<>(chunk.size());
        try {
            for (Message m : chunk) {
                if (sizeOf(m) <= limit && !ownCopies.contains(m)) {
                    wanted.add(m);
                }
            }
            if (!wanted.isEmpty()) {
                FetchProfile whole = new FetchProfile();
                whole.add(IMAPFolder.FetchProfileItem.MESSAGE);
                whole.add(UIDFolder.FetchProfileItem.UID); // the answer names the mail it is: see Numbering
                folder.fetch(wanted.toArray(Message[]::new), whole);
                fetched.addAll(wanted);
            }
        } catch (MessagingException | RuntimeException e) {
            LOG.warn("fetching {} mails at once from {} failed ({}); fetching them one by one", wanted.size(),
                    settings.mailbox().describe(), e.toString());
        }
        return fetched;
    }

    /**
     * Over IMAP, one mail the group's FETCH did not bring (it failed, or the mail is over the size limit and only its
     * header is kept): its text or header, with its UID, so that this answer too is checked ({@link Numbering}). A
     * failure here is met again, for this mail alone, in {@link #handle}.
     */
    private void fetchAlone(Folder folder, Message m) {
        if (!(folder instanceof IMAPFolder)) {
            return;
        }
        FetchProfile profile = new FetchProfile();
        profile.add(sizeOf(m) > settings.mailbox().maxMessageBytes() ? IMAPFolder.FetchProfileItem.HEADERS
                : IMAPFolder.FetchProfileItem.MESSAGE);
        profile.add(UIDFolder.FetchProfileItem.UID);
        try {
            folder.fetch(new Message[] {m}, profile);
        } catch (MessagingException | RuntimeException e) {
            LOG.debug("message {}: fetching it alone failed: {}", m.getMessageNumber(), e.toString());
        }
    }

    /** The header fields that tell the robot's own copy of a mail it sent; see {@link AutoMailDetector}. */
    private static final String[] OWN_COPY_FIELDS = {"From", "Message-ID", MailComposer.OUTBOX_HEADER, "Date",
        "Subject"};

    /**
     * Among a group of IMAP mails, the robot's own copies of what it sent (the witnesses of {@link InDoubtRecovery}),
     * told apart by a few header fields fetched for the whole group in one command. Their bodies are not fetched:
     * every report comes back once as the robot's own copy, so fetching and storing them doubled the IMAP traffic
     * and the inbox table of every deadline, for bytes the outbox holds already. If the fields cannot be fetched,
     * none is taken for an own copy and every mail is fetched whole, as before. {@code listed}: the fields came with
     * the listing already (see {@link #candidates}), and no command is needed.
     */
    private java.util.Map<Message, OutboxStatus> ownCopies(Folder folder, List<Message> chunk, Numbering numbering,
            boolean listed) {
        java.util.Map<Message, String> own = new java.util.IdentityHashMap<>();
        if (folder instanceof IMAPFolder && !chunk.isEmpty()) {
            if (listed) {
                for (Message m : chunk) {
                    try {
                        if (detector.classify(fetchedFields(m)) instanceof MailOrigin.OwnCopy copy) {
                            own.put(m, copy.messageId());
                        }
                    } catch (MessagingException | RuntimeException e) {
                        LOG.debug("no header fields for message {} from {}: {}", m.getMessageNumber(),
                                settings.mailbox().describe(), e.toString());
                    }
                }
            } else {
                FetchProfile fields = new FetchProfile();
                for (String name : OWN_COPY_FIELDS) {
                    fields.add(name);
                }
                fields.add(UIDFolder.FetchProfileItem.UID); // the answer names the mail it is: see Numbering
                ownCopies(folder, chunk, fields, own);
            }
            own.keySet().removeIf(numbering::answeredForAnother);
        }
        java.util.Map<Message, OutboxStatus> known = new java.util.IdentityHashMap<>();
        if (!own.isEmpty()) {
            // Only a mail the outbox holds is kept as its header fields: one that merely looks like an own copy (a
            // forged From and outbox header) is fetched and kept whole, for whoever looks into it.
            java.util.Map<String, OutboxStatus> rows = db.read(c -> outbox.statusesOf(c, own.values()));
            own.forEach((m, id) -> {
                OutboxStatus status = rows.get(id);
                if (status != null) {
                    known.put(m, status);
                }
            });
        }
        return known;
    }

    /**
     * One FETCH for the group; if the server refuses it (a server may fail the whole command for one mail another robot
     * expunged meanwhile), each half is tried again on its own ({@link Halving}), so one mail costs a few more
     * commands, not the whole group fetched whole. A mail whose fields cannot be had is not taken for an own copy: it
     * is fetched whole.
     */
    private void ownCopies(Folder folder, List<Message> group, FetchProfile fields,
            java.util.Map<Message, String> own) {
        Halving.run(group, part -> {
            folder.fetch(part.toArray(Message[]::new), fields);
            for (Message m : part) {
                if (detector.classify(fetchedFields(m)) instanceof MailOrigin.OwnCopy copy) {
                    own.put(m, copy.messageId());
                }
            }
        }, folder::isOpen, (m, e) -> LOG.debug("no header fields for message {} from {}: {}", m.getMessageNumber(),
                settings.mailbox().describe(), e.toString()));
    }

    private static InternetHeaders fetchedFields(Message m) throws MessagingException {
        InternetHeaders h = new InternetHeaders();
        for (String name : OWN_COPY_FIELDS) {
            String[] values = m.getHeader(name);
            if (values != null) {
                for (String v : values) {
                    h.addHeader(name, v);
                }
            }
        }
        return h;
    }

    /**
     * What the inbox keeps of an own copy: the fields it was told by, and a line saying where the mail is. Enough for
     * recovery ({@link org.adjutant.store.InboxStore#hasOwnCopy}) and for a moderator reading the inbox.
     */
    private static byte[] ownCopyStub(Message m) throws MessagingException {
        StringBuilder out = new StringBuilder();
        for (String name : OWN_COPY_FIELDS) {
            String[] values = m.getHeader(name);
            if (values != null) {
                for (String v : values) {
                    out.append(name).append(": ").append(v).append("\r\n");
                }
            }
        }
        out.append("X-Adjutant-Stored: header fields only; this is the robot's own copy of a mail it sent, whose "
                + "text is in the outbox\r\n\r\n");
        return out.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] bytes(Message message) throws MessagingException, IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream(Math.max(message.getSize(), 1024));
        message.writeTo(out);
        return out.toByteArray();
    }

    /** The headers of a mail too large to keep, so the moderator can see who sent what. */
    private static byte[] headerStub(Message message) throws MessagingException {
        StringBuilder out = new StringBuilder();
        Enumeration<String> lines = ((jakarta.mail.internet.MimeMessage) message).getAllHeaderLines();
        while (lines.hasMoreElements()) {
            out.append(lines.nextElement()).append("\r\n");
        }
        out.append("\r\n");
        return out.toString().getBytes(StandardCharsets.ISO_8859_1);
    }

    /** The server's INTERNALDATE over IMAP (null if it gave none); null over POP3, which has no such thing. */
    private Date internalDate(Message message) {
        try {
            if (settings.mailbox().protocol() == MailSettings.Protocol.IMAP) {
                return message.getReceivedDate();
            }
        } catch (MessagingException e) {
            LOG.debug("no INTERNALDATE: {}", e.getMessage());
        }
        return null;
    }

    private Instant receivedAt(Date internal, InternetHeaders headers, Instant fetchedAt) {
        if (internal != null) {
            return internal.toInstant();
        }
        String received = headers.getHeader("Received", null);
        if (received != null && received.lastIndexOf(';') >= 0) {
            try {
                String date = received.substring(received.lastIndexOf(';') + 1).replaceAll("\\s+", " ").trim();
                Instant parsed = new MailDateFormat().parse(date).toInstant();
                if (!parsed.isAfter(fetchedAt.plus(CLOCK_SKEW))) {
                    return parsed.isAfter(fetchedAt) ? fetchedAt : parsed;
                }
            } catch (java.text.ParseException | RuntimeException e) {
                LOG.debug("unreadable Received date: {}", e.getMessage());
            }
        }
        return fetchedAt;
    }

    /**
     * Drops the bodies a group's FETCH loaded: the open folder keeps its message objects, and with them every body,
     * until it is closed, which would hold the whole mailbox in memory by the end of a big poll.
     */
    private static void release(List<Message> chunk) {
        for (Message m : chunk) {
            if (m instanceof IMAPMessage imap) {
                imap.invalidateHeaders();
            }
        }
    }

    /**
     * Flags, moves or deletes the server copies of mails that are all committed to the inbox table, in one command
     * for the whole poll.
     * If that fails they stay on the server, and the next poll finds them stored and disposes of them then.
     */
    private void dispose(Folder folder, Folder processed, List<Message> stored, Tally tally) {
        if (stored.isEmpty()) {
            return;
        }
        Message[] messages = stored.toArray(Message[]::new);
        try {
            if (folder instanceof IMAPFolder imap) {
                disposeByUid(imap, processed, messages);
                return;
            }
            switch (settings.mailbox().afterStore()) {
                case DELETE -> folder.setFlags(messages, new Flags(Flags.Flag.DELETED), true);
                case FLAG -> {
                    Flags flags = new Flags(Flags.Flag.SEEN);
                    flags.add(settings.mailbox().flagKeyword());
                    folder.setFlags(messages, flags, true);
                }
                case MOVE -> {
                    if (folder instanceof IMAPFolder imap) {
                        imap.moveMessages(messages, processed);
                    } else {
                        folder.copyMessages(messages, processed);
                        folder.setFlags(messages, new Flags(Flags.Flag.DELETED), true);
                    }
                }
                default -> throw new IllegalStateException("unknown " + settings.mailbox().afterStore());
            }
        } catch (MessagingException | RuntimeException e) {
            tally.failures += messages.length;
            LOG.warn("could not dispose of {} stored mails in {}; the next poll will: {}", messages.length,
                    settings.mailbox().describe(), e.toString());
        }
    }

    /**
     * The same over IMAP, naming the mails by UID ({@code UID STORE}, {@code UID MOVE}) rather than by message number:
     * robots sharing the mailbox (docs/scaling.md) expunge mails in their own sessions, and a message number refers to
     * whatever the server counts as that number when the command arrives. A server that does not keep each session's
     * numbering apart (GreenMail, at least) then flags or moves a mail nobody stored, and the expunge loses it. A UID
     * names one mail for good.
     */
    private void disposeByUid(IMAPFolder imap, Folder processed, Message[] messages) throws MessagingException {
        long[] uids = new long[messages.length];
        for (int i = 0; i < messages.length; i++) {
            uids[i] = imap.getUID(messages[i]);
        }
        String set = uidSet(uids);
        MailSettings.AfterStore after = settings.mailbox().afterStore();
        String keyword = settings.mailbox().flagKeyword();
        String target = processed == null ? null : processed.getFullName();
        imap.doCommand(p -> {
            switch (after) {
                case DELETE -> p.simpleCommand("UID STORE", atoms(set, "+FLAGS.SILENT", "(\\Deleted)"));
                case FLAG -> p.simpleCommand("UID STORE", atoms(set, "+FLAGS.SILENT", "(\\Seen " + keyword + ")"));
                case MOVE -> {
                    org.eclipse.angus.mail.iap.Argument to = atoms(set);
                    to.writeString(org.eclipse.angus.mail.imap.protocol.BASE64MailboxEncoder.encode(target));
                    if (p.hasCapability("MOVE")) {
                        p.simpleCommand("UID MOVE", to);
                    } else {
                        p.simpleCommand("UID COPY", to);
                        p.simpleCommand("UID STORE", atoms(set, "+FLAGS.SILENT", "(\\Deleted)"));
                    }
                }
                default -> throw new IllegalStateException("unknown " + after);
            }
            return null;
        });
    }

    private static org.eclipse.angus.mail.iap.Argument atoms(String... atoms) {
        org.eclipse.angus.mail.iap.Argument args = new org.eclipse.angus.mail.iap.Argument();
        for (String atom : atoms) {
            args.writeAtom(atom);
        }
        return args;
    }

    /** UIDs as an IMAP set, runs written as ranges: {@code 3:7,9,12:13}. */
    static String uidSet(long[] uids) {
        long[] sorted = uids.clone();
        java.util.Arrays.sort(sorted);
        StringBuilder set = new StringBuilder();
        for (int i = 0; i < sorted.length; i++) {
            int j = i;
            while (j + 1 < sorted.length && sorted[j + 1] <= sorted[j] + 1) {
                j++;
            }
            if (set.length() > 0) {
                set.append(',');
            }
            set.append(sorted[i]);
            if (sorted[j] != sorted[i]) {
                set.append(':').append(sorted[j]);
            }
            i = j;
        }
        return set.toString();
    }

    private Folder processedFolder(Store store) throws MessagingException {
        Folder target = store.getFolder(settings.mailbox().processedFolder());
        if (!target.exists() && !target.create(Folder.HOLDS_MESSAGES)) {
            throw new MessagingException("cannot create folder " + settings.mailbox().processedFolder());
        }
        return target;
    }

    private static String oneLine(String s) {
        return s == null ? "" : s.replaceAll("[\\r\\n\\t]+", " ").trim();
    }

    private static void close(Folder folder, boolean expunge) {
        if (folder != null && folder.isOpen()) {
            try {
                folder.close(expunge);
            } catch (MessagingException | RuntimeException e) {
                LOG.warn("closing mailbox folder: {}", e.getMessage());
            }
        }
    }

    private static void close(Store store) {
        if (store != null) {
            try {
                store.close();
            } catch (MessagingException e) {
                LOG.debug("closing mailbox: {}", e.getMessage());
            }
        }
    }

    /**
     * The UIDs the poll listed, to check each later answer against. A server must keep a session's message numbers
     * until it tells that session of an expunge; GreenMail renumbers at once when another session (another robot
     * sharing the mailbox, docs/scaling.md) expunges, so a FETCH by number can bring another mail's fields or text.
     * Taken for this mail, that answer led to disposing of this mail's UID, and a mail nobody had stored was gone:
     * 166 order mails in one run of the scaling harness. Every FETCH of fields or text therefore asks for the UID
     * as well, which the mail library then records on the message; a message whose UID has changed since the listing
     * is left on the server for the next poll. Over POP3 there is nothing to check.
     */
    private static final class Numbering {
        private final java.util.Map<Message, Long> listed;
        private final UIDFolder folder;

        private Numbering(UIDFolder folder, java.util.Map<Message, Long> listed) {
            this.folder = folder;
            this.listed = listed;
        }

        static Numbering of(Folder folder, Message[] messages) {
            java.util.Map<Message, Long> listed = new java.util.IdentityHashMap<>();
            if (folder instanceof IMAPFolder imap) {
                for (Message m : messages) {
                    try {
                        listed.put(m, imap.getUID(m));
                    } catch (MessagingException | RuntimeException e) {
                        // expunged already: its own handling fails, and nothing is disposed of for it
                    }
                }
                return new Numbering(imap, listed);
            }
            return new Numbering(null, listed);
        }

        long listed(Message m) {
            return listed.getOrDefault(m, -1L);
        }

        long uidNow(Message m) {
            try {
                return folder == null ? -1 : folder.getUID(m);
            } catch (MessagingException | RuntimeException e) {
                return -1;
            }
        }

        boolean answeredForAnother(Message m) {
            Long was = listed.get(m);
            return folder != null && was != null && was > 0 && uidNow(m) != was;
        }
    }

    private static final class Tally {
        int fetched;
        int stored;
        int duplicates;
        int ignored;
        int failures;
        int sentCopies;

        PollResult result() {
            return new PollResult(fetched, stored, duplicates, ignored, failures, sentCopies, "");
        }
    }
}
