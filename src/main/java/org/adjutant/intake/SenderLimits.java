package org.adjutant.intake;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import org.adjutant.config.AbuseLimits;
import org.adjutant.game.NextDeadline;
import org.adjutant.game.TimeWords;
import org.adjutant.store.InboxEntry;
import org.adjutant.store.PlayerStore;

/**
 * What one address may cost the robot, and how often it is answered: a quota of mails and bytes per
 * window (over it, mail is kept unread, and the sender is told once); at most {@link AbuseLimits#loopAnswers} answers
 * per window to mails that reply to the robot's own answers (a loop with another robot or an auto-responder that sets
 * no Auto-Submitted header stops when the robot falls silent); and at most one short answer per window to an address
 * registered in no game whose mail proved no password. Counts are kept by {@link AbuseCounter}, in the mail's
 * transaction, at the mail's receipt time.
 */
final class SenderLimits {
    /** Limits run on the server's receipt time; the sender's zone is not known, so times are in UTC. */
    private static String when(Instant t) {
        return TimeWords.at(t, ZoneOffset.UTC);
    }


    /** What to do with a mail's answer: send {@code answer} (when present), and why not otherwise. */
    record Decision(Optional<Acknowledgement> answer, String detail) {
    }

    private final AbuseLimits limits;
    private final AbuseCounter counter = new AbuseCounter();
    private final ReplyChain replies = new ReplyChain();
    private final PlayerStore players = new PlayerStore();

    SenderLimits(AbuseLimits limits) {
        this.limits = limits;
    }

    /**
     * Counts the mail against its address's quotas; empty when it is within them. Otherwise the mail is not to be
     * read, and the decision holds the one short answer of the window (when this mail went over) or none.
     */
    Optional<Decision> quota(Connection c, InboxEntry entry, String address, String subject, long size)
            throws SQLException {
        String who = AbuseCounter.sender(address);
        Instant now = entry.receivedAt();
        Optional<Instant> locked = counter.lockedUntil(c, AbuseCounter.Kind.SENDER_MAILS, who, now);
        if (locked.isEmpty()) {
            locked = counter.lockedUntil(c, AbuseCounter.Kind.SENDER_BYTES, who, now);
        }
        if (locked.isPresent()) {
            return Optional.of(new Decision(Optional.empty(), "over the sender's quota until "
                    + when(locked.get()) + ": not read, not answered (told once already)"));
        }
        AbuseCounter.Verdict mails = counter.count(c, AbuseCounter.Kind.SENDER_MAILS, who, now, 1,
                limits.senderMails(), limits.senderWindow(), null);
        String what;
        AbuseCounter.Verdict over;
        if (!mails.under()) {
            over = mails;
            what = "at most " + limits.senderMails() + " mails";
        } else {
            over = counter.count(c, AbuseCounter.Kind.SENDER_BYTES, who, now, size, limits.senderBytes(),
                    limits.senderWindow(), null);
            what = "at most " + IntakeService.megabytes(limits.senderBytes()) + " of mail";
        }
        if (over.under()) {
            return Optional.empty();
        }
        String detail = "over the sender's quota (" + what + " within " + PasswordThrottle.words(limits.senderWindow())
                + ") until " + when(over.until()) + ": not read";
        if (address.isEmpty() || !mayAnswer(c, now, address)) {
            return Optional.of(new Decision(Optional.empty(), detail + ", not answered"));
        }
        Acknowledgement answer = shortAnswer(entry, address, subject, "mail not read: over the quota of your address",
                "This robot takes " + what + " from one address within " + PasswordThrottle.words(limits.senderWindow())
                + ". Your mail went over that, so it was not read and nothing in it was queued. Mail from your "
                + "address is neither read nor answered until " + when(over.until()) + "; send your orders "
                + "again after that. One mail may hold the orders of all your units.");
        return Optional.of(new Decision(Optional.of(answer), detail + "; the sender was told (once in the window)"));
    }

    /**
     * Whether the reply to a mail that was read may go out: not when it answers a reply to the robot's own answers
     * more often than the loop limit allows, and only once a window to an address registered in no game when the
     * mail proved no password (and then as a short answer, not the full reply).
     */
    Decision answer(Connection c, InboxEntry entry, Acknowledgement reply, String address) throws SQLException {
        if (reply.recipients().isEmpty()) {
            return new Decision(Optional.empty(), "");
        }
        Instant now = entry.receivedAt();
        if (replies.answersOurAnswer(c, entry.raw())) {
            AbuseCounter.Verdict loop = counter.count(c, AbuseCounter.Kind.REPLY_LOOP, AbuseCounter.sender(address),
                    now, 1, limits.loopAnswers(), limits.loopWindow(), null);
            if (!loop.under()) {
                return new Decision(Optional.empty(), "a reply to the robot's answer, and more than "
                        + limits.loopAnswers() + " such from this address within "
                        + PasswordThrottle.words(limits.loopWindow()) + " (a mail loop?): not answered until "
                        + when(loop.until()));
            }
        }
        boolean provedSomeone = reply.recipients().stream().anyMatch(r -> !r.equalsIgnoreCase(address));
        if (provedSomeone || address.isEmpty() || !players.byEmail(c, address).isEmpty()) {
            return new Decision(Optional.of(reply), "");
        }
        if (!mayAnswerStranger(c, now, address)) {
            return new Decision(Optional.empty(), "from an address registered in no game, answered once within "
                    + PasswordThrottle.words(limits.strangerWindow()) + " already: not answered");
        }
        return new Decision(Optional.of(shortAnswer(entry, address, reply.subjectOfOriginal(),
                "not accepted: address not registered", "Your mail was read, but nothing in it was accepted: this "
                + "address is not registered in any game this robot runs, and the mail gave no right password of "
                + "a unit's commander or deputy or of a player. If you play here, write from the address "
                + "registered for you, or check the password you gave. If you want to join a game, ask its "
                + "moderator. Mail from this address will not be answered again for "
                + PasswordThrottle.words(limits.strangerWindow()) + ".")),
                "from an address registered in no game: one short answer");
    }

    /**
     * Whether an answer may go to {@code address} under the stranger limit: always to a registered address (or to no
     * address: nothing is sent); to any other, once a window, and that answer is counted.
     */
    boolean mayAnswer(Connection c, Instant now, String address) throws SQLException {
        return address.isEmpty() || !players.byEmail(c, address).isEmpty() || mayAnswerStranger(c, now, address);
    }

    /** Whether the stranger's short answer of the window is still to be given; counts it when so. */
    private boolean mayAnswerStranger(Connection c, Instant now, String address) throws SQLException {
        return counter.count(c, AbuseCounter.Kind.STRANGER, AbuseCounter.sender(address), now, 1, 1,
                limits.strangerWindow(), null).under();
    }

    private static Acknowledgement shortAnswer(InboxEntry entry, String address, String subject, String headline,
                                               String text) {
        return new Acknowledgement(entry.id(), "", entry.messageId(), subject, List.of(address), false, List.of(),
                List.of(text), List.of(), headline, NextDeadline.unknown(), "");
    }
}
