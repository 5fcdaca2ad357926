package org.adjutant.config;

import java.time.Duration;
import java.util.Objects;

/**
 * How much hostile or runaway mail the robot takes before it stops reading or answering, from the
 * {@code limits} section of {@code config/adjutant.yaml}; see {@code docs/config.md}. Every window starts at the first
 * hit it counts and every lock lifts by itself.
 *
 * @param unitFailures   wrong passwords for one unit id (or one PLAYER name) as written, whether or not a unit has it,
 *                       within {@code failureWindow} that lock it
 * @param senderFailures wrong passwords from one address within {@code failureWindow} that lock that address: the ids
 *                       one address may try an hour
 * @param failureWindow  the window those are counted in
 * @param lockout        how long a lock lasts: blocks for a locked unit, or from a locked address, are refused
 *                       without checking their password
 * @param senderMails    mails from one address within {@code senderWindow}; later ones are kept unread
 * @param senderBytes    bytes of mail from one address within {@code senderWindow}
 * @param senderWindow   the window of the two quotas
 * @param loopAnswers    answers to mails that reply to the robot's own answers, per address and {@code loopWindow}
 * @param loopWindow     the window of those answers
 * @param strangerWindow an address registered in no game gets at most one short answer within this
 * @param mailFailures   wrong passwords one mail may give (ids tried and refused) before its later blocks are refused
 *                       without the check
 * @param unprovenAnswers answers to mails from a player's registered address that prove no password, per address
 *                       within {@code unprovenWindow}: anyone can write that address into From
 * @param unprovenWindow the window of those answers
 */
public record AbuseLimits(int unitFailures, int senderFailures, Duration failureWindow, Duration lockout,
                          int senderMails, long senderBytes, Duration senderWindow, int loopAnswers,
                          Duration loopWindow, Duration strangerWindow, int mailFailures, int unprovenAnswers,
                          Duration unprovenWindow) {
    public static final AbuseLimits DEFAULT = new AbuseLimits(5, 10, Duration.ofHours(1), Duration.ofHours(1),
            60, 30_000_000L, Duration.ofHours(1), 3, Duration.ofMinutes(10), Duration.ofHours(24), 5, 3,
            Duration.ofHours(1));

    public AbuseLimits {
        Objects.requireNonNull(failureWindow, "failureWindow");
        Objects.requireNonNull(lockout, "lockout");
        Objects.requireNonNull(senderWindow, "senderWindow");
        Objects.requireNonNull(loopWindow, "loopWindow");
        Objects.requireNonNull(strangerWindow, "strangerWindow");
        Objects.requireNonNull(unprovenWindow, "unprovenWindow");
        if (unitFailures < 1 || senderFailures < 1 || senderMails < 1 || senderBytes < 1 || loopAnswers < 1
                || mailFailures < 1 || unprovenAnswers < 1) {
            throw new IllegalArgumentException("abuse limits must be at least 1");
        }
    }

    /** The limits of the first ten keys, the others at their defaults. */
    public AbuseLimits(int unitFailures, int senderFailures, Duration failureWindow, Duration lockout,
                       int senderMails, long senderBytes, Duration senderWindow, int loopAnswers,
                       Duration loopWindow, Duration strangerWindow) {
        this(unitFailures, senderFailures, failureWindow, lockout, senderMails, senderBytes, senderWindow,
                loopAnswers, loopWindow, strangerWindow, 5, 3, Duration.ofHours(1));
    }

    /** No wrong-password throttle worth the name: every password is checked (the bench's baseline). */
    public AbuseLimits withoutPasswordThrottle() {
        return new AbuseLimits(Integer.MAX_VALUE, Integer.MAX_VALUE, failureWindow, lockout, senderMails,
                senderBytes, senderWindow, loopAnswers, loopWindow, strangerWindow, Integer.MAX_VALUE,
                unprovenAnswers, unprovenWindow);
    }

    public AbuseLimits withSenderQuota(int mails, long bytes) {
        return new AbuseLimits(unitFailures, senderFailures, failureWindow, lockout, mails, bytes, senderWindow,
                loopAnswers, loopWindow, strangerWindow, mailFailures, unprovenAnswers, unprovenWindow);
    }

    public AbuseLimits withUnprovenAnswers(int answers) {
        return new AbuseLimits(unitFailures, senderFailures, failureWindow, lockout, senderMails, senderBytes,
                senderWindow, loopAnswers, loopWindow, strangerWindow, mailFailures, answers, unprovenWindow);
    }

    /** The loader's mutable draft: starts from a set of limits, each key read overriding one value. */
    static final class Builder {
        int unitFailures;
        int senderFailures;
        Duration failureWindow;
        Duration lockout;
        int senderMails;
        long senderBytes;
        Duration senderWindow;
        int loopAnswers;
        Duration loopWindow;
        Duration strangerWindow;
        int mailFailures;
        int unprovenAnswers;
        Duration unprovenWindow;

        Builder(AbuseLimits from) {
            unitFailures = from.unitFailures;
            senderFailures = from.senderFailures;
            failureWindow = from.failureWindow;
            lockout = from.lockout;
            senderMails = from.senderMails;
            senderBytes = from.senderBytes;
            senderWindow = from.senderWindow;
            loopAnswers = from.loopAnswers;
            loopWindow = from.loopWindow;
            strangerWindow = from.strangerWindow;
            mailFailures = from.mailFailures;
            unprovenAnswers = from.unprovenAnswers;
            unprovenWindow = from.unprovenWindow;
        }

        AbuseLimits build() {
            return new AbuseLimits(unitFailures, senderFailures, failureWindow, lockout, senderMails, senderBytes,
                    senderWindow, loopAnswers, loopWindow, strangerWindow, mailFailures, unprovenAnswers,
                    unprovenWindow);
        }
    }
}
