package org.adjutant.intake;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.adjutant.store.AbuseCounterStore;

/**
 * One abuse limit's count for one subject (a unit, a PLAYER name, an address), kept in the database: a window that starts at the
 * first hit it counts, and a lock once the hits go past what is allowed. The time is always passed in (the mail's
 * receipt time), never read here, so tests drive it and a restart finds every lock where it was.
 */
final class AbuseCounter {
    /** What is counted; the name is stored. */
    enum Kind {
        /**
         * Wrong passwords given for one unit id or PLAYER name as written, whether or not a unit or player has it
         * ({@code game/unit}, {@code game/player:name}).
         */
        UNIT_PASSWORD,
        /** Wrong passwords from one address: the ids it tried and had refused. */
        SENDER_PASSWORD,
        /** Mails from one address. */
        SENDER_MAILS,
        /** Bytes of mail from one address. */
        SENDER_BYTES,
        /**
         * Answers to an address's replies to the robot's own answers that say the same, word for word
         * ({@code address#sha256 of the text}).
         */
        REPLY_LOOP,
        /** Answers to an address registered in no game. */
        STRANGER,
        /** Answers to a player's registered address for mails that proved no password. */
        UNPROVEN_ANSWERS
    }

    /** Where a count stands after a hit: under the limit, going past it now (once per window), or locked already. */
    enum State { UNDER, CROSSED, LOCKED }

    /** {@code until}: the lock's end (null while UNDER). */
    record Verdict(State state, Instant until) {
        boolean under() {
            return state == State.UNDER;
        }
    }

    /** The state to store after a hit, and what the hit met. {@code row} is null when nothing changes. */
    record Step(Verdict verdict, AbuseCounterStore.Row row) {
    }

    private final AbuseCounterStore store = new AbuseCounterStore();

    /**
     * The pure rule. A locked subject stays locked until the lock's end, and a hit then is not counted (so the lock
     * lifts by itself however hard it is pushed). Otherwise a window that has ended (or a lock that has) starts
     * again at {@code now}; the hit adds {@code amount}, and going past {@code allowed} locks the subject for
     * {@code lockFor} from now, or to the end of its window when {@code lockFor} is null.
     */
    static Step next(Optional<AbuseCounterStore.Row> before, Instant now, long amount, long allowed, Duration window,
                     Duration lockFor) {
        AbuseCounterStore.Row row = before.orElse(null);
        if (row != null && row.lockedUntil() != null && now.isBefore(row.lockedUntil())) {
            return new Step(new Verdict(State.LOCKED, row.lockedUntil()), null);
        }
        if (row == null || row.lockedUntil() != null || !now.isBefore(row.windowStart().plus(window))) {
            row = new AbuseCounterStore.Row(now, 0, null);
        }
        long hits = row.hits() + amount;
        if (hits > allowed) {
            Instant until = lockFor == null ? row.windowStart().plus(window) : now.plus(lockFor);
            return new Step(new Verdict(State.CROSSED, until), new AbuseCounterStore.Row(row.windowStart(), hits,
                    until));
        }
        return new Step(new Verdict(State.UNDER, null), new AbuseCounterStore.Row(row.windowStart(), hits, null));
    }

    /** Counts one hit of {@code amount} (see {@link #next}). */
    Verdict count(Connection c, Kind kind, String subject, Instant now, long amount, long allowed, Duration window,
                  Duration lockFor) throws SQLException {
        return count(c, kind, subject, read(c, kind, subject), now, amount, allowed, window, lockFor);
    }

    /** The subject's counter as it stands, read for update: for a caller that looks at its lock and then counts. */
    Optional<AbuseCounterStore.Row> read(Connection c, Kind kind, String subject) throws SQLException {
        return store.read(c, kind.name(), subject);
    }

    /** The subject's counters of two kinds as they stand, read for update together, by kind. */
    java.util.Map<Kind, Optional<AbuseCounterStore.Row>> read(Connection c, Kind kind, Kind otherKind, String subject)
            throws SQLException {
        java.util.Map<String, AbuseCounterStore.Row> rows = store.read(c, kind.name(), otherKind.name(), subject);
        return java.util.Map.of(kind, Optional.ofNullable(rows.get(kind.name())),
                otherKind, Optional.ofNullable(rows.get(otherKind.name())));
    }

    /** Counts one hit on the counter {@code before}, as {@link #read} gave it in this transaction. */
    Verdict count(Connection c, Kind kind, String subject, Optional<AbuseCounterStore.Row> before, Instant now,
                  long amount, long allowed, Duration window, Duration lockFor) throws SQLException {
        Step step = next(before, now, amount, allowed, window, lockFor);
        if (step.row() != null) {
            store.write(c, kind.name(), subject, step.row(), before.isPresent());
        }
        return step.verdict();
    }

    /** The end of the subject's lock, when it is locked at {@code now}; nothing is counted. */
    Optional<Instant> lockedUntil(Connection c, Kind kind, String subject, Instant now) throws SQLException {
        return lockedUntil(store.read(c, kind.name(), subject), now);
    }

    /** The end of the lock of a counter as read, when it is locked at {@code now}. */
    static Optional<Instant> lockedUntil(Optional<AbuseCounterStore.Row> row, Instant now) {
        return row.map(AbuseCounterStore.Row::lockedUntil).filter(now::isBefore);
    }

    /** The key of an address: lower case; all mails without one share a key. */
    static String sender(String address) {
        return address == null || address.isBlank() ? "(no address)"
                : address.strip().toLowerCase(java.util.Locale.ROOT);
    }
}
