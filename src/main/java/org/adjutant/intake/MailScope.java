package org.adjutant.intake;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.game.HostedGame;
import org.adjutant.player.PasswordHasher;
import org.adjutant.store.PlayerRow;

/**
 * What one mail would otherwise look up again for every block: a player pastes the same header into each of his
 * units' blocks, so the same commander and deputy rows are read and the same password is checked against the same
 * hash five or ten times. It lives for one mail, inside its transaction, and is forgotten as soon as a PLAYER block
 * of that mail changes a password or an assignment, so later blocks see the change (GITM 6.10). Failed checks are
 * remembered too: a mistyped password pasted into every block costs one Argon2 run per mail, not one per block. It
 * also gathers what the mail's reply and notices need: the players it proved, and one notice per owner and kind.
 */
final class MailScope {
    /** Wrong passwords one mail may try before the rest are refused unchecked. */
    static final int MAX_FAILED_CHECKS = 10;

    /** Reads a player row by id (0: nobody). */
    @FunctionalInterface
    interface PlayerLookup {
        Optional<PlayerRow> byId(long id) throws SQLException;
    }

    /** The players whose passwords this mail gave, in the order first given: they receive the reply. */
    final Map<Long, PlayerRow> authenticated = new LinkedHashMap<>();
    /** One notice per player and kind, listing every unit of his this mail named. */
    final Map<String, OwnerNotice> notices = new LinkedHashMap<>();
    /** The guide the reply carries: "player", "moderator" (HELP), or empty. */
    String help = "";

    private final PasswordHasher hasher;
    private final PlayerLookup lookup;
    private final Map<Long, Optional<PlayerRow>> rows = new HashMap<>();
    /** Keyed by stored hash and the password tried; held no longer than the mail's own text is. */
    private final Map<String, Boolean> checks = new HashMap<>();
    private int failures;
    private boolean budgetSpent;
    /** The address's wrong-password lock, read once per mail; null until asked. */
    private Optional<java.time.Instant> senderLock;

    /** Reads the sender's lock; it may throw what the database throws. */
    @FunctionalInterface
    interface LockRead {
        Optional<java.time.Instant> read() throws SQLException;
    }

    MailScope(PasswordHasher hasher, PlayerLookup lookup) {
        this.hasher = hasher;
        this.lookup = lookup;
    }

    Optional<PlayerRow> player(Connection c, long id) throws SQLException {
        Optional<PlayerRow> row = rows.get(id);
        if (row == null) {
            row = lookup.byId(id);
            rows.put(id, row);
        }
        return row;
    }

    /**
     * A slow check that fails costs tens of milliseconds of Argon2; a hostile mail of 500 blocks with 500 different
     * wrong passwords must not hold the robot for minutes. After {@value #MAX_FAILED_CHECKS} failures in one mail,
     * further unknown passwords are refused unchecked (the reply says so).
     */
    boolean verify(String password, String storedHash) {
        String key = storedHash + '\u0000' + password;
        Boolean known = checks.get(key);
        if (known != null) {
            return known;
        }
        if (failures >= MAX_FAILED_CHECKS) {
            budgetSpent = true;
            return false;
        }
        boolean ok = hasher.verify(password, storedHash);
        if (!ok) {
            failures++;
        }
        checks.put(key, ok);
        return ok;
    }

    /** Whether {@code password} is already proven right against {@code storedHash} in this mail (no check needed). */
    boolean proven(String password, String storedHash) {
        return Boolean.TRUE.equals(checks.get(storedHash + '\u0000' + password));
    }

    /** How many checks of this mail have failed so far. */
    int failures() {
        return failures;
    }

    Optional<java.time.Instant> senderLock(LockRead read) throws SQLException {
        if (senderLock == null) {
            senderLock = read.read();
        }
        return senderLock;
    }

    /** The mail's own failures have just locked its address: its later blocks are not checked either. */
    void senderLocked(java.time.Instant until) {
        senderLock = Optional.of(until);
    }

    boolean budgetSpent() {
        return budgetSpent;
    }

    void forget() {
        rows.clear();
        checks.clear();
    }

    void notice(HostedGame g, PlayerRow to, OwnerNotice.Kind kind, String unit, IncomingMail mail, String deputy) {
        notice(g, to, kind, unit, mail, deputy, "");
    }

    void notice(HostedGame g, PlayerRow to, OwnerNotice.Kind kind, String unit, IncomingMail mail, String deputy,
                String reason) {
        notices.compute(to.id() + ":" + kind, (k, n) -> {
            List<String> units = new ArrayList<>(n == null ? List.of() : n.units());
            if (!units.contains(unit)) {
                units.add(unit);
            }
            String why = n == null || n.reason().isEmpty() ? reason : n.reason();
            return new OwnerNotice(mail.inboxId(), g.id(), to.id(), to.email(), to.timeZone(), kind, units,
                    kind == OwnerNotice.Kind.MODERATOR_REFUSED ? mail.author() : mail.from(), mail.receivedAt(),
                    deputy, why);
        });
    }
}
