package org.adjutant.app;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import org.adjutant.config.GameConfig;
import org.adjutant.config.MailAlerts;
import org.adjutant.game.TimeWords;
import org.adjutant.mail.PollResult;
import org.adjutant.mail.SendResult;
import org.adjutant.store.Database;
import org.adjutant.store.MailboxReadStore;
import org.adjutant.store.OutboxStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Watches whether mail moves: when the robot last read its mailbox, and how long the oldest mail due to
 * go out has waited. An outage longer than its alert time ({@link MailAlerts}) is logged at ERROR, shown by
 * {@code adjutant game status} and told once to the moderators of every game; its end is logged and told too. The
 * notices go through the outbox like any mail: when SMTP is what is down, they leave once it is back, and say so.
 *
 * <p>It also keeps a queue from waiting out its backoff once SMTP is back: each round, while nothing is due, the
 * oldest mail put off because the server could not be reached is tried again (one connection per poll interval);
 * as soon as a mail goes through, every mail put off that way is due at once.
 *
 * <p>Polls are reported by the worker; {@link #readSince} and {@link #statusLines} may be asked from other threads.
 */
final class MailWatch implements MailboxReading {
    private static final Logger log = LoggerFactory.getLogger(MailWatch.class);

    private final Database db;
    private final Clock clock;
    private final MailAlerts alerts;
    private final Notices notices;
    private final Function<String, Optional<GameConfig>> configs;
    private final Supplier<? extends Iterable<String>> games;
    private final String mailbox;
    private final Duration pollInterval;
    private final OutboxStore outbox;
    private final Outage unread;
    private final Outage unsent;

    /** The start of the last poll that succeeded, and its end; null before the first. */
    private volatile Instant lastReadStart;
    private volatile Instant lastReadEnd;
    /** Since when the mailbox has not been read (set while polls fail), and why the last poll failed. */
    private volatile Instant unreadSince;
    private volatile String pollError = "";
    private volatile OutboxStore.Backlog backlog = OutboxStore.Backlog.NONE;
    private volatile int mostWaiting;
    private final Instant started;
    /**
     * The last read this robot found recorded when it started (by itself before a restart, or by another robot):
     * a mailbox that cannot be read from the start has been unread since then, not since this start.
     */
    private final Instant readBeforeStart;
    private final MailboxReadStore reads = new MailboxReadStore();
    /** When this robot last recorded a read; at most one write a {@link #RECORD_EVERY}. */
    private Instant recorded;
    static final Duration RECORD_EVERY = Duration.ofMinutes(1);

    MailWatch(Database db, Clock clock, MailAlerts alerts, Notices notices,
              Function<String, Optional<GameConfig>> configs, Supplier<? extends Iterable<String>> games,
              String mailbox, Duration pollInterval) {
        this.db = db;
        this.clock = clock;
        this.alerts = alerts;
        this.notices = notices;
        this.configs = configs;
        this.games = games;
        this.mailbox = mailbox;
        this.pollInterval = pollInterval;
        this.outbox = new OutboxStore(clock);
        this.unread = new Outage(alerts.mailboxAfter());
        this.unsent = new Outage(alerts.smtpAfter());
        this.started = clock.instant();
        this.readBeforeStart = db == null ? null : db.read(c -> reads.lastRead(c, mailbox)).orElse(null);
    }

    // --- what the worker reports ----------------------------------------------------------------------------------

    /** A poll that began at {@code start} has ended with {@code result}. */
    void polled(Instant start, PollResult result) {
        if (result.reachedMailbox()) {
            read(start);
        } else {
            pollFailed(result.error());
        }
    }

    /** A poll that began at {@code start} read the whole mailbox. */
    void read(Instant start) {
        lastReadStart = start;
        // to the millisecond, as the database keeps it: the same instant before and after a restart
        Instant end = clock.instant().truncatedTo(java.time.temporal.ChronoUnit.MILLIS);
        lastReadEnd = end;
        unreadSince = null;
        pollError = "";
        record(end, false);
    }

    /**
     * Keeps a read in the database so that an outage's start outlives a restart: about once a {@link #RECORD_EVERY}
     * while polls succeed, and the last read exactly ({@code exact}) when one fails. After a restart the outage then
     * dates from the same instant, and its notice has the same key: the moderators are not told twice.
     */
    private void record(Instant end, boolean exact) {
        if (db == null || !exact && recorded != null && end.isBefore(recorded.plus(RECORD_EVERY))) {
            return;
        }
        try {
            db.inTransaction(c -> {
                reads.read(c, mailbox, end);
                return null;
            });
            recorded = end;
        } catch (RuntimeException e) {
            // another robot inserted the first row at the same moment, or the database is away: the next read tries
            log.debug("could not record the read of {}: {}", mailbox, e.toString());
        }
    }

    /** A poll failed: the mailbox could not be read (or the intake broke off). */
    void pollFailed(String error) {
        if (unreadSince == null) {
            if (lastReadEnd != null) {
                record(lastReadEnd, true);
            }
            unreadSince = lastReadEnd != null ? lastReadEnd : readBeforeStart != null ? readBeforeStart : started;
            log.warn("the mailbox {} cannot be read ({}); mail waits on the server", mailbox, error);
        }
        pollError = error == null ? "" : error;
    }

    /** A send batch ended; once a mail went through, everything put off for an unreachable server is due now. */
    void sent(SendResult result) {
        if (result.sent() > 0) {
            int released = db.inTransaction(c -> outbox.retryUnreachableNow(c, Integer.MAX_VALUE));
            if (released > 0) {
                log.info("the SMTP server takes mail again: {} mails put off while it was unreachable are due now",
                        released);
            }
        }
    }

    /** Before sending: while nothing is due, the oldest mail put off for an unreachable server is tried again. */
    void probe() {
        db.inTransaction(c -> outbox.anyDue(c) ? 0 : outbox.retryUnreachableNow(c, 1));
    }

    // --- the deadlines' question -----------------------------------------------------------------------------------

    @Override
    public boolean readSince(Instant t) {
        Instant start = lastReadStart;
        return unreadSince == null && start != null && !start.isBefore(t);
    }

    @Override
    public Optional<Instant> unreadSince() {
        return Optional.ofNullable(unreadSince);
    }

    @Override
    public Duration alertAfter() {
        return alerts.mailboxAfter();
    }

    // --- the alerts ------------------------------------------------------------------------------------------------

    /** After a round: has an outage begun or ended? Tells the moderators (through the outbox) and the log. */
    synchronized void check() {
        Instant now = clock.instant();
        OutboxStore.Backlog waiting = db.read(outbox::backlog);
        backlog = waiting;
        unread.observe(now, Optional.ofNullable(unreadSince)).ifPresent(change -> {
            if (change instanceof Outage.Began b) {
                log.error("ALERT: the mailbox {} has not been read for {} (since {}): {}. Mail waits on the server; "
                        + "no deadline's turn runs until it is read; the moderators are told", mailbox,
                        length(b.length()), b.since(), pollError);
            } else {
                log.info("the mailbox {} is read again, after {} (from {})", mailbox, length(
                        ((Outage.Ended) change).length()), change.since());
            }
            tellModerators(change, true);
        });
        Optional<Instant> oldest = waiting.oldest();
        if (unsent.alerted().isPresent()) {
            mostWaiting = Math.max(mostWaiting, waiting.count());
        }
        unsent.observe(now, oldest).ifPresent(change -> {
            if (change instanceof Outage.Began b) {
                mostWaiting = waiting.count();
                log.error("ALERT: mail due to go out has waited {} (since {}): {} mails wait; last error: {}. The "
                        + "moderators are told (their notice leaves with the rest)", length(b.length()), b.since(),
                        waiting.count(), waiting.lastError());
            } else {
                log.info("mail goes out again: the outage from {} lasted {}; at most {} mails waited",
                        change.since(), length(((Outage.Ended) change).length()), mostWaiting);
            }
            tellModerators(change, false);
        });
    }

    /**
     * After a sending round (on the sender's thread): while an SMTP outage is alerted, whether it is over is checked at
     * once, so the moderators' "mail goes out again" leaves with the mail that was waiting, not a poll later.
     *
     * @return whether a notice was queued (the sender then sends it too)
     */
    synchronized boolean afterSending() {
        if (unsent.alerted().isEmpty()) {
            return false;
        }
        check();
        return unsent.alerted().isEmpty();
    }

    private void tellModerators(Outage.Change change, boolean mailboxSide) {
        String kind = mailboxSide ? "mailbox" : "smtp";
        String key = "mail-" + (change instanceof Outage.Began ? "alert" : "recovered") + ":" + kind + ":"
                + change.since().getEpochSecond();
        int told = 0;
        for (String gameId : games.get()) {
            Optional<GameConfig> config = configs.apply(gameId);
            if (config.isEmpty()) {
                continue;
            }
            ZoneId zone = config.get().zone();
            List<String> lines = mailboxSide ? mailboxLines(change, zone) : smtpLines(change, zone);
            String subject = mailboxSide
                    ? change instanceof Outage.Began ? "MAIL ALERT: the robot cannot read its mailbox"
                    : "mail outage over: the robot reads its mailbox again"
                    : change instanceof Outage.Began ? "MAIL ALERT: mail from the robot is not going out"
                    : "mail outage over: mail from the robot goes out again";
            told += db.inTransaction(c -> notices.sendEach(c, key, gameId, config.get().moderatorAddresses().stream()
                    .map(Notices.To::moderator).toList(), subject, lines, false));
        }
        log.info("{} {}: {} moderators' notices queued", kind, change instanceof Outage.Began ? "alert" : "recovery",
                told);
    }

    private List<String> mailboxLines(Outage.Change change, ZoneId zone) {
        if (change instanceof Outage.Began b) {
            return List.of("The robot has not been able to read its mailbox (" + mailbox + ") since "
                            + when(b.since(), zone) + ": for " + length(b.length()) + " now. The last attempt failed: "
                            + pollError,
                    "",
                    "Players' mails wait on the mail server; none is lost. The robot tries again every "
                            + length(pollInterval) + ". Mail that reached the server before a deadline counts for "
                            + "that deadline's turn, so a turn whose deadline passes now waits until the robot has "
                            + "read the mailbox again; then it runs with those orders.",
                    "",
                    "You will be told when the mailbox is read again. A moderator's RUN NOW runs a waiting turn at "
                            + "once, with only the orders already read.");
        }
        Outage.Ended e = (Outage.Ended) change;
        return List.of("The robot reads its mailbox again since " + when(e.end(), zone) + ". It could not read it "
                        + "from " + when(e.since(), zone) + ": " + length(e.length()) + ".",
                "",
                "The mails that waited on the server are taken in now, each answered once. A turn whose deadline "
                        + "passed meanwhile runs now, with the orders that reached the server by its deadline.");
    }

    private List<String> smtpLines(Outage.Change change, ZoneId zone) {
        if (change instanceof Outage.Began b) {
            return List.of("Mail from the robot has not gone out since " + when(b.since(), zone) + " (when the oldest "
                            + "waiting mail was queued). When this notice was written, " + when(b.since().plus(
                            b.length()), zone) + ", " + backlog.count() + " mails had waited for up to "
                            + length(b.length()) + (backlog.lastError().isEmpty() ? "."
                            : "; the last error: " + backlog.lastError()),
                    "",
                    "If this notice reaches you only now, the mail server takes mail again: this notice waited in "
                            + "the queue with the rest. No mail is lost: every waiting acknowledgement, report and "
                            + "notice is sent, once, as soon as the server takes mail. Turns run at their deadlines "
                            + "all the same; only their reports wait.",
                    "",
                    "A second notice tells you when the outage ended and how long it lasted.");
        }
        Outage.Ended e = (Outage.Ended) change;
        return List.of("Mail from the robot goes out again since " + when(e.end(), zone) + ". Nothing could be sent "
                        + "from " + when(e.since(), zone) + ": " + length(e.length()) + ".",
                "",
                "Up to " + mostWaiting + " mails waited; they have been sent, each once.");
    }

    // --- status ----------------------------------------------------------------------------------------------------

    /** What {@code adjutant game status} shows of the mail: nothing while it moves. */
    List<String> statusLines() {
        Instant now = clock.instant();
        List<String> lines = new ArrayList<>();
        Instant since = unreadSince;
        if (since != null) {
            lines.add("MAIL: the mailbox has not been read since " + utc(since) + " (" + length(Duration.between(since,
                    now)) + "): " + pollError + (unread.alerted().isPresent() ? "; the moderators were told" : ""));
            lines.add("MAIL: a turn whose deadline has passed waits until the mailbox is read again");
        }
        OutboxStore.Backlog b = backlog;
        Optional<Instant> oldest = b.oldest();
        if (oldest.isPresent() && (unsent.alerted().isPresent() || !b.lastError().isEmpty())) {
            lines.add("MAIL: " + b.count() + " mails wait to go out, the oldest since " + utc(oldest.get()) + " ("
                    + length(Duration.between(oldest.get(), now)) + ")" + (b.lastError().isEmpty() ? ""
                    : "; last error: " + b.lastError()) + (unsent.alerted().isPresent()
                    ? "; the moderators were told" : ""));
        }
        return lines;
    }

    private static String when(Instant t, ZoneId zone) {
        return TimeWords.atSecond(t, zone);
    }

    private static String utc(Instant t) {
        return TimeWords.atSecond(t, ZoneOffset.UTC);
    }

    /** "2 hours 5 minutes", "30 minutes", "45 seconds". */
    static String length(Duration d) {
        long s = Math.max(0, d.getSeconds());
        if (s < 60) {
            return s + (s == 1 ? " second" : " seconds");
        }
        long h = s / 3600;
        long m = s % 3600 / 60;
        String hours = h == 0 ? "" : h + (h == 1 ? " hour" : " hours");
        String minutes = m == 0 ? "" : m + (m == 1 ? " minute" : " minutes");
        return (hours + " " + minutes).strip();
    }
}
