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
 * Wrong passwords per unit id and per address: after {@link AbuseLimits#unitFailures} wrong passwords for an
 * id (a unit's or a PLAYER name's, counted as written, whether or not a unit or player has it, so that the lock tells
 * nothing about what exists) within the window, blocks for it are refused without the Argon2 check until the lockout
 * ends; after {@link AbuseLimits#senderFailures} from one address (the ids it may try an hour), every block of its
 * mails is. Only a check that ran and failed counts, once per id and password in a mail (see {@link MailScope}). The
 * owners of a locked unit (if any) and the game's moderators get one notice; the moderators one when an address is
 * locked.
 *
 * <p>No lock keeps a player from his own units. Anyone can write any address into From, so a lock keyed on it, or on
 * a unit, would let a stranger lock a player out. Mail from an address registered for a player of the game is
 * therefore still checked under either lock, but only against the passwords of the players registered at that address:
 * a player's own password always works from his own address, and forging that address buys a guesser nothing but
 * checks of that player's password, at most {@link AbuseLimits#mailFailures} a mail. The same holds for every id, so
 * the answer reveals neither which units exist nor which the player holds.
 */
final class PasswordThrottle {
    /** Limits run on the server's receipt time; the sender's zone is not known, so times are in UTC. */
    private static String when(Instant t) {
        return TimeWords.at(t, ZoneOffset.UTC);
    }


    /** What a block's password is judged against. */
    sealed interface Guard {
        /** No lock: against the seats of what the block names. */
        record Open() implements Guard {
        }

        /** A lock or the quota, and the mail comes from a registered address: against its own players only. */
        record OwnOnly() implements Guard {
        }

        /** A lock, from any other address: refused unchecked, for {@code reason}. */
        record Refused(String reason) implements Guard {
        }
    }

    private final AbuseLimits limits;
    private final AbuseCounter counter = new AbuseCounter();
    private final PlayerStore players = new PlayerStore();

    PasswordThrottle(AbuseLimits limits) {
        this.limits = limits;
    }

    /** The counter's key for a unit id as written: the game and the id without spaces, dashes or case. */
    static String unitSubject(HostedGame g, String writtenId) {
        return g.id() + "/" + HostedGame.unitKey(writtenId);
    }

    static String playerSubject(HostedGame g, String writtenName) {
        return g.id() + "/player:" + writtenName.strip().toLowerCase(java.util.Locale.ROOT);
    }

    /**
     * How the password of a block for {@code subject} ({@code what}: "A1" or "player 'alice'") is to be judged.
     * {@code registered}: the mail comes from an address registered for a player of the game. When a lock or the
     * quota sends it down the {@link Guard.OwnOnly} path, the mail's reply says why, once.
     */
    Guard guard(Connection c, String subject, String what, IncomingMail mail, MailScope scope, Registered registered)
            throws SQLException {
        Optional<Instant> sender = scope.senderLock(() -> counter.lockedUntil(c, AbuseCounter.Kind.SENDER_PASSWORD,
                AbuseCounter.sender(mail.from()), mail.receivedAt()));
        if (sender.isPresent()) {
            if (registered.any()) {
                scope.limitNotes.add("Too many passwords that did not match have come from this address lately: "
                        + "until " + when(sender.get()) + " mail from it is checked only against the password "
                        + "of the player registered at it.");
                return new Guard.OwnOnly();
            }
            return new Guard.Refused("not checked: too many wrong passwords have come from your address lately; no "
                    + "password in mail from it is checked until " + when(sender.get()));
        }
        Optional<Instant> unit = counter.lockedUntil(c, AbuseCounter.Kind.UNIT_PASSWORD, subject, mail.receivedAt());
        if (unit.isPresent()) {
            if (registered.any()) {
                scope.limitNotes.add("Too many passwords that did not match were given for " + what + " lately: "
                        + "until " + when(unit.get()) + " a password for it is checked only in mail from an "
                        + "address registered in the game, and only if it is the password of the player registered "
                        + "there.");
                return new Guard.OwnOnly();
            }
            return new Guard.Refused("not checked: too many wrong passwords have been given for " + what + " lately; "
                    + "none is checked until " + when(unit.get()) + " unless it comes from the address "
                    + "registered in the game");
        }
        if (scope.restricted()) {
            return new Guard.OwnOnly();
        }
        return new Guard.Open();
    }

    /**
     * Whether any player of the game is registered at the mail's address: read only when a lock is in force, so that
     * the many mails under no lock do not each look their sender up.
     */
    @FunctionalInterface
    interface Registered {
        boolean any() throws SQLException;
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
                    + "; until " + when(unit.until()) + " a password for it is checked only in mail from an "
                    + "address registered in the game, against its own player's password";
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
            String reason = limits.senderFailures() + " wrong passwords within " + words(limits.failureWindow())
                    + "; until " + when(sender.until()) + " no password in mail claiming that address is "
                    + "checked, except the own password of a player registered at it";
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
