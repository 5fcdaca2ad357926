package org.adjutant.config;

import java.time.Duration;
import java.util.Objects;

/**
 * How much hostile or runaway mail the robot takes before it stops reading or answering, from the
 * {@code limits} section of {@code config/adjutant.yaml}; see {@code docs/config.md}. Every window starts at the first
 * hit it counts and every lock lifts by itself.
 *
 * @param unitFailures   wrong passwords for one unit (or one PLAYER name) within {@code failureWindow} that lock it
 * @param senderFailures wrong passwords from one address within {@code failureWindow} that lock that address
 * @param failureWindow  the window those are counted in
 * @param lockout        how long a lock lasts: blocks for a locked unit, or from a locked address, are refused
 *                       without checking their password
 * @param senderMails    mails from one address within {@code senderWindow}; later ones are kept unread
 * @param senderBytes    bytes of mail from one address within {@code senderWindow}
 * @param senderWindow   the window of the two quotas
 * @param loopAnswers    answers to mails that reply to the robot's own answers, per address and {@code loopWindow}
 * @param loopWindow     the window of those answers
 * @param strangerWindow an address registered in no game gets at most one short answer within this
 */
public record AbuseLimits(int unitFailures, int senderFailures, Duration failureWindow, Duration lockout,
                          int senderMails, long senderBytes, Duration senderWindow, int loopAnswers,
                          Duration loopWindow, Duration strangerWindow) {
    public static final AbuseLimits DEFAULT = new AbuseLimits(5, 10, Duration.ofHours(1), Duration.ofHours(1),
            60, 30_000_000L, Duration.ofHours(1), 3, Duration.ofMinutes(10), Duration.ofHours(24));

    public AbuseLimits {
        Objects.requireNonNull(failureWindow, "failureWindow");
        Objects.requireNonNull(lockout, "lockout");
        Objects.requireNonNull(senderWindow, "senderWindow");
        Objects.requireNonNull(loopWindow, "loopWindow");
        Objects.requireNonNull(strangerWindow, "strangerWindow");
        if (unitFailures < 1 || senderFailures < 1 || senderMails < 1 || senderBytes < 1 || loopAnswers < 1) {
            throw new IllegalArgumentException("abuse limits must be at least 1");
        }
    }

    /** No wrong-password throttle worth the name: every password is checked (the bench's baseline). */
    public AbuseLimits withoutPasswordThrottle() {
        return new AbuseLimits(Integer.MAX_VALUE, Integer.MAX_VALUE, failureWindow, lockout, senderMails,
                senderBytes, senderWindow, loopAnswers, loopWindow, strangerWindow);
    }

    public AbuseLimits withSenderQuota(int mails, long bytes) {
        return new AbuseLimits(unitFailures, senderFailures, failureWindow, lockout, mails, bytes, senderWindow,
                loopAnswers, loopWindow, strangerWindow);
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
        }

        AbuseLimits build() {
            return new AbuseLimits(unitFailures, senderFailures, failureWindow, lockout, senderMails, senderBytes,
                    senderWindow, loopAnswers, loopWindow, strangerWindow);
        }
    }
}
