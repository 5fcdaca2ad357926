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
import org.adjutant.store.AbuseCounterStore;
import org.adjutant.store.InboxEntry;
import org.adjutant.store.PlayerStore;

/**
 * What one address may cost the robot, and how often it is answered. Anyone can write any address into a
 * mail's From, so no limit here may silence a player: the mail of a player's registered address that proves his
 * password is always read and answered.
 *
 * <ul>
 * <li>A quota of mails and bytes per window. Over it, mail from an address registered for no player is kept unread
 * (the sender told once); mail from a registered address is still read, but checked only against its own players'
 * passwords and answered only when it proves one.</li>
 * <li>A registered address's mails that prove no password get at most {@link AbuseLimits#unprovenAnswers} answers per
 * window: twenty forged mails must not bring the player twenty answers to mails he never wrote.</li>
 * <li>A mail loop with a robot or auto-responder that marks nothing: a reply to one of the robot's answers that
 * repeats, word for word, what the same address replied before is answered at most {@link AbuseLimits#loopAnswers}
 * times per window. A person's replies, which say something new each time, are always answered.</li>
 * <li>At most one short answer per window to an address registered in no game whose mail proved no password.</li>
 * </ul>
 * Counts are kept by {@link AbuseCounter}, in the mail's transaction, at the mail's receipt time. A mail read but not
 * answered says so in its inbox row ({@link #NOT_ANSWERED}), which the moderators' status shows.
 */
final class SenderLimits {
    /** The words every inbox detail of a mail read but not answered holds. */
    static final String NOT_ANSWERED = org.adjutant.store.InboxStore.NOT_ANSWERED;


    /** Limits run on the server's receipt time; the sender's zone is not known, so times are in UTC. */
    private static String when(Instant t) {
        return TimeWords.at(t, ZoneOffset.UTC);
    }

    /** What to do with a mail's answer: send {@code answer} (when present), and why not otherwise. */
    record Decision(Optional<Acknowledgement> answer, String detail) {
    }

    /** Where a mail stands against its address's quota. */
    sealed interface Quota {
        /** Within it: read and answered as usual. */
        record Within() implements Quota {
        }

        /** Over it, from an address registered for a player: read, but restricted (see the class comment). */
        record Restricted(Instant until) implements Quota {
        }

        /** Over it, from any other address: not read; {@code decision} holds the one answer of the window, if due. */
        record Over(Decision decision) implements Quota {
        }
    }

    private final AbuseLimits limits;
    private final AbuseCounter counter = new AbuseCounter();
    private final ReplyChain replies = new ReplyChain();
    private final PlayerStore players = new PlayerStore();

    SenderLimits(AbuseLimits limits) {
        this.limits = limits;
    }

    /** Counts the mail against its address's quotas (see {@link Quota}). */
    Quota quota(Connection c, InboxEntry entry, String address, String subject, long size) throws SQLException {
        String who = AbuseCounter.sender(address);
        Instant now = entry.receivedAt();
        // Both counters are read once, together, for their locks and then for their counts.
        java.util.Map<AbuseCounter.Kind, Optional<AbuseCounterStore.Row>> rows = counter.read(c,
                AbuseCounter.Kind.SENDER_MAILS, AbuseCounter.Kind.SENDER_BYTES, who);
        Optional<AbuseCounterStore.Row> mailsRow = rows.get(AbuseCounter.Kind.SENDER_MAILS);
        Optional<AbuseCounterStore.Row> bytesRow = rows.get(AbuseCounter.Kind.SENDER_BYTES);
        Optional<Instant> locked = AbuseCounter.lockedUntil(mailsRow, now)
                .or(() -> AbuseCounter.lockedUntil(bytesRow, now));
        if (locked.isPresent()) {
            return registered(c, address) ? new Quota.Restricted(locked.get())
                    : new Quota.Over(new Decision(Optional.empty(), "over the sender's quota until "
                    + when(locked.get()) + ": not read, " + NOT_ANSWERED + " (told once already)"));
        }
        AbuseCounter.Verdict mails = counter.count(c, AbuseCounter.Kind.SENDER_MAILS, who, mailsRow, now, 1,
                limits.senderMails(), limits.senderWindow(), null);
        boolean tooManyMails = !mails.under();
        AbuseCounter.Verdict over = tooManyMails ? mails : counter.count(c, AbuseCounter.Kind.SENDER_BYTES, who,
                bytesRow, now, size, limits.senderBytes(), limits.senderWindow(), null);
        if (over.under()) {
            return new Quota.Within();
        }
        // Worded only for a mail over the quota: nearly every mail is within it.
        String what = tooManyMails ? "at most " + limits.senderMails() + " mails"
                : "at most " + IntakeService.megabytes(limits.senderBytes()) + " of mail";
        if (registered(c, address)) {
            return new Quota.Restricted(over.until());
        }
        String detail = "over the sender's quota (" + what + " within " + PasswordThrottle.words(limits.senderWindow())
                + ") until " + when(over.until()) + ": not read";
        if (address.isEmpty() || !mayAnswer(c, now, address)) {
            return new Quota.Over(new Decision(Optional.empty(), detail + ", " + NOT_ANSWERED));
        }
        Acknowledgement answer = shortAnswer(entry, address, subject, "mail not read: over the quota of your address",
                "This robot takes " + what + " from one address within " + PasswordThrottle.words(limits.senderWindow())
                + ". Your mail went over that, so it was not read and nothing in it was queued. Mail from your "
                + "address is neither read nor answered until " + when(over.until()) + "; send your orders "
                + "again after that. One mail may hold the orders of all your units.");
        return new Quota.Over(new Decision(Optional.of(answer), detail + "; the sender was told (once in the window)"));
    }

    /** Whether a player of some game is registered at {@code address}: asked only once a mail is over its quota. */
    private boolean registered(Connection c, String address) throws SQLException {
        return !address.isEmpty() && !players.byEmail(c, address).isEmpty();
    }

    /** What the reply to a mail over the quota of a player's address says about it. */
    String restrictedNote(Quota.Restricted r) {
        return "This address has sent more than the robot takes from one address (" + limits.senderMails()
                + " mails or " + IntakeService.megabytes(limits.senderBytes()) + " within "
                + PasswordThrottle.words(limits.senderWindow()) + "). Until " + when(r.until()) + " its mail is "
                + "read only for the password of the player registered at it, and answered only when it gives it.";
    }

    /** The inbox row's words for such a mail. */
    String restrictedDetail(Quota.Restricted r) {
        return "over the sender's quota until " + when(r.until()) + ": read only for the passwords of the "
                + "players registered at the address";
    }

    /**
     * Whether the reply to a mail that was read may go out (see the class comment). {@code text}: the mail's text as
     * read, to tell a reply that repeats an earlier one; {@code quota}: where the mail stood against its quota.
     */
    Decision answer(Connection c, InboxEntry entry, Acknowledgement reply, String address, String text, Quota quota)
            throws SQLException {
        if (reply.recipients().isEmpty()) {
            return new Decision(Optional.empty(), "");
        }
        Instant now = entry.receivedAt();
        if (replies.answersOurAnswer(c, entry.raw())) {
            AbuseCounter.Verdict loop = counter.count(c, AbuseCounter.Kind.REPLY_LOOP,
                    ReplyChain.echoKey(AbuseCounter.sender(address), text), now, 1, limits.loopAnswers(),
                    limits.loopWindow(), null);
            if (!loop.under()) {
                return new Decision(Optional.empty(), "a reply to the robot's answer that repeats word for word what "
                        + "this address replied " + limits.loopAnswers() + " times within "
                        + PasswordThrottle.words(limits.loopWindow()) + " (an auto-responder?): read, " + NOT_ANSWERED
                        + " until " + when(loop.until()));
            }
        }
        if (reply.proved() || address.isEmpty()) {
            return new Decision(Optional.of(reply), "");
        }
        if (!players.byEmail(c, address).isEmpty()) {
            return unproven(c, now, reply, address, quota);
        }
        if (!mayAnswerStranger(c, now, address)) {
            return new Decision(Optional.empty(), "from an address registered in no game, answered once within "
                    + PasswordThrottle.words(limits.strangerWindow()) + " already: " + NOT_ANSWERED);
        }
        // An observer's address is registered in no seat, but the game file knows it: he is told why, and when his
        // reports come, rather than to ask a moderator to join.
        // So is a volunteer for the standby list: his answer says where his code went (the code itself never).
        String observer = reply.notes().stream().filter(n -> n.startsWith(IntakeProcessor.OBSERVER_NOTE)
                || n.startsWith(StandbyDesk.NOTE)).findFirst().map(n -> n + " ").orElse("");
        return new Decision(Optional.of(shortAnswer(entry, address, reply.subjectOfOriginal(),
                "not accepted: address not registered", observer.isEmpty() ? "Your mail was read, but nothing in it "
                + "was accepted: this address is not registered in any game this robot runs, and the mail gave no "
                + "right password of a unit's commander or deputy or of a player. If you play here, write from the "
                + "address registered for you, or check the password you gave. If you want to join a game, ask its "
                + "moderator. Mail from this address will not be answered again for "
                + PasswordThrottle.words(limits.strangerWindow()) + "." : observer + "Mail from this address will not "
                + "be answered again for " + PasswordThrottle.words(limits.strangerWindow()) + ".")),
                "from an address registered in no game: one short answer");
    }

    /**
     * A registered address's mail that proved no password: anyone may have written it. Over the quota it is not
     * answered; otherwise {@link AbuseLimits#unprovenAnswers} such answers a window, the last saying so.
     */
    private Decision unproven(Connection c, Instant now, Acknowledgement reply, String address, Quota quota)
            throws SQLException {
        if (quota instanceof Quota.Restricted r) {
            return new Decision(Optional.empty(), "over the sender's quota until " + when(r.until())
                    + ": read, as the address is a player's, but " + NOT_ANSWERED + ": it proved no password");
        }
        AbuseCounter.Verdict answered = counter.count(c, AbuseCounter.Kind.UNPROVEN_ANSWERS,
                AbuseCounter.sender(address), now, 1, limits.unprovenAnswers() - 1L, limits.unprovenWindow(), null);
        if (answered.state() == AbuseCounter.State.LOCKED) {
            return new Decision(Optional.empty(), "proved no password, and " + limits.unprovenAnswers() + " such "
                    + "mails from this address were answered within " + PasswordThrottle.words(limits.unprovenWindow())
                    + ": read, " + NOT_ANSWERED + " until " + when(answered.until()));
        }
        if (answered.state() == AbuseCounter.State.CROSSED) {
            return new Decision(Optional.of(reply.with(List.of("This is the last answer until "
                    + when(answered.until()) + " to mail from this address that gives no right password: "
                    + "such mail may not be yours, since anyone can write your address into From, so the robot does "
                    + "not answer it more than " + limits.unprovenAnswers() + " times in "
                    + PasswordThrottle.words(limits.unprovenWindow()) + ". Mail with your right password is always "
                    + "answered."), reply.recipients())), "proved no password: the last answer of the window to "
                    + "such mail from this address");
        }
        return new Decision(Optional.of(reply), "");
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
