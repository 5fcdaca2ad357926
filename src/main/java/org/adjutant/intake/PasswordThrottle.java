package org.adjutant.intake;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;
import org.adjutant.config.AbuseLimits;
import org.adjutant.game.HostedGame;
import org.adjutant.game.TimeWords;
import org.adjutant.store.PlayerRow;
import org.adjutant.store.PlayerStore;

/**
 * Wrong passwords per unit and per address: after {@link AbuseLimits#unitFailures} wrong passwords for a
 * unit (or a PLAYER name) within the window, blocks for it are refused without the Argon2 check until the lockout
 * ends; after {@link AbuseLimits#senderFailures} from one address, every block of its mails is. Only a check that ran
 * and failed counts, once per block (the same wrong password pasted into ten blocks is one guess, and costs one
 * check: see {@link MailScope}). The unit's commander and deputy, and the game's moderators, get one notice when a
 * unit is locked; the moderators one when an address is.
 *
 * <p>A unit's lock does not stop its commander or deputy writing from his registered address: otherwise anyone could
 * keep a commander from his own unit by guessing. Such a mail is still checked, and still counts against its
 * address, so forging that address buys a guesser no more than {@code senderFailures} checks per window.
 */
final class PasswordThrottle {
    /** Limits run on the server's receipt time; the sender's zone is not known, so times are in UTC. */
    private static String when(Instant t) {
        return TimeWords.at(t, ZoneOffset.UTC);
    }


    private final AbuseLimits limits;
    private final AbuseCounter counter = new AbuseCounter();
    private final PlayerStore players = new PlayerStore();

    PasswordThrottle(AbuseLimits limits) {
        this.limits = limits;
    }

    static String unitSubject(HostedGame g, String unitId) {
        return g.id() + "/" + unitId;
    }

    static String playerSubject(HostedGame g, String writtenName) {
        return g.id() + "/player:" + writtenName.strip().toLowerCase(java.util.Locale.ROOT);
    }

    /**
     * Why the password of a block for {@code subject} ({@code what}: "A1" or "player alice") is not checked, when
     * either lock applies; empty when it may be checked. {@code owner}: the mail comes from the registered address of
     * someone entitled to the subject, whom its lock does not stop.
     */
    Optional<String> refusal(Connection c, String subject, String what, IncomingMail mail, MailScope scope,
                             boolean owner) throws SQLException {
        Optional<Instant> sender = scope.senderLock(() -> counter.lockedUntil(c, AbuseCounter.Kind.SENDER_PASSWORD,
                AbuseCounter.sender(mail.from()), mail.receivedAt()));
        if (sender.isPresent()) {
            return Optional.of("not checked: too many wrong passwords have come from your address lately; no "
                    + "password in mail from it is checked until " + when(sender.get()));
        }
        if (owner) {
            return Optional.empty();
        }
        return counter.lockedUntil(c, AbuseCounter.Kind.UNIT_PASSWORD, subject, mail.receivedAt())
                .map(until -> "not checked: too many wrong passwords have been given for " + what + " lately; none "
                        + "is checked until " + when(until) + " unless it comes from the address registered "
                        + "in the game");
    }

    /**
     * Counts one block's failed check against {@code subject} and the mail's address. When that locks the subject,
     * {@code owners} and the game's moderators are told; when it locks the address, the moderators.
     */
    void failed(Connection c, HostedGame g, String subject, String what, IncomingMail mail, MailScope scope,
                Iterable<PlayerRow> owners) throws SQLException {
        Instant now = mail.receivedAt();
        AbuseCounter.Verdict unit = counter.count(c, AbuseCounter.Kind.UNIT_PASSWORD, subject, now, 1,
                limits.unitFailures() - 1L, limits.failureWindow(), limits.lockout());
        if (unit.state() == AbuseCounter.State.CROSSED) {
            String reason = limits.unitFailures() + " wrong passwords within " + words(limits.failureWindow())
                    + "; no password for it is checked until " + when(unit.until())
                    + ", except from its commander's or deputy's registered address";
            for (PlayerRow p : owners) {
                scope.notice(g, p, OwnerNotice.Kind.UNIT_LOCKED, what, mail, "", reason);
            }
            for (PlayerRow m : moderators(c, g)) {
                scope.notice(g, m, OwnerNotice.Kind.UNIT_LOCKED, what, mail, "", reason);
            }
        }
        AbuseCounter.Verdict sender = counter.count(c, AbuseCounter.Kind.SENDER_PASSWORD,
                AbuseCounter.sender(mail.from()), now, 1, limits.senderFailures() - 1L, limits.failureWindow(),
                limits.lockout());
        if (sender.state() == AbuseCounter.State.CROSSED) {
            scope.senderLocked(sender.until());
            String reason = limits.senderFailures() + " wrong passwords from one address within "
                    + words(limits.failureWindow()) + "; no password in its mail is checked until "
                    + when(sender.until());
            for (PlayerRow m : moderators(c, g)) {
                scope.notice(g, m, OwnerNotice.Kind.SENDER_LOCKED, what, mail, "", reason);
            }
        }
    }

    private java.util.List<PlayerRow> moderators(Connection c, HostedGame g) throws SQLException {
        return players.players(c, g.id()).stream().filter(p -> p.moderator() && !p.retired()).toList();
    }

    static String words(java.time.Duration d) {
        if (d.toDays() > 0 && d.equals(java.time.Duration.ofDays(d.toDays()))) {
            return d.toDays() == 1 ? "24 hours" : d.toDays() + " days";
        }
        if (d.toHours() > 0 && d.equals(java.time.Duration.ofHours(d.toHours()))) {
            return d.toHours() == 1 ? "an hour" : d.toHours() + " hours";
        }
        return d.toMinutes() <= 1 ? "a minute" : d.toMinutes() + " minutes";
    }
}
