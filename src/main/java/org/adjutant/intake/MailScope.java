package org.adjutant.intake;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.adjutant.game.HostedGame;
import org.adjutant.player.PasswordHasher;
import org.adjutant.store.Assignment;
import org.adjutant.store.PlayerRow;

/**
 * What one mail would otherwise look up again for every block, and how it judges passwords. A player pastes the same
 * header into each of his units' blocks, so the same commander and deputy rows are read again and again; they are
 * read once. It lives for one mail, inside its transaction, and is forgotten as soon as a PLAYER block of that mail
 * changes a password or an assignment, so later blocks see the change (GITM 6.10). It also gathers what the mail's
 * reply and notices need: the players it proved, one notice per owner and kind, and the notes of the abuse limits.
 *
 * <p>A refusal ({@link #judge}) is worth the same whatever the block names: one Argon2 check for each seat of the
 * block (a unit's commander and deputy, a PLAYER name's player). Where nobody holds the seat or the hasher already knew
 * the answer no check runs, and the check is owed instead ({@link #owedChecks}): the mail's answer is held back by
 * that many check times. A stranger cannot tell by the answer's time whether an id is a unit, whether a player holds
 * it, or whether its owner wrote lately. A password proven right earlier in the mail is taken at once;
 * one refused earlier for the same id is refused at once. After {@code maxFailures} refused tries the mail's later
 * blocks are refused unchecked: a mail of 500 blocks with 500 guesses must not hold the robot for minutes.
 */
final class MailScope {
    /** Reads a player row by id (0: nobody). */
    @FunctionalInterface
    interface PlayerLookup {
        Optional<PlayerRow> byId(long id) throws SQLException;
    }

    /** Reads the sender's lock; it may throw what the database throws. */
    @FunctionalInterface
    interface LockRead {
        Optional<java.time.Instant> read() throws SQLException;
    }

    /**
     * How a block's password was judged. {@code seat}: the index of the seat it proved (-1: none); {@code checked}:
     * false when it was refused unchecked because the mail had spent its tries.
     */
    record Judged(int seat, boolean checked) {
        boolean proved() {
            return seat >= 0;
        }
    }

    /** The players whose passwords this mail gave, in the order first given: they receive the reply. */
    final Map<Long, PlayerRow> authenticated = new LinkedHashMap<>();
    /** One notice per player and kind, listing every unit of his this mail named. */
    final Map<String, OwnerNotice> notices = new LinkedHashMap<>();
    /** What the abuse limits made of this mail, said once in its reply. */
    final Set<String> limitNotes = new LinkedHashSet<>();
    /** The guide the reply carries: "player", "moderator" (HELP), or empty. */
    String help = "";

    private final PasswordHasher hasher;
    private final PlayerLookup lookup;
    private final int maxFailures;
    private final Map<Long, Optional<PlayerRow>> rows = new HashMap<>();
    /** Stored hash and password proven right: held no longer than the mail's own text is. */
    private final Set<String> proven = new HashSet<>();
    /** What was tried and refused, by the key the caller gave (the id as written, or the sender's own players). */
    private final Set<String> refused = new HashSet<>();
    private int failures;
    private int ownFailures;
    /** Checks the refusals of this mail were worth and did not run: its answer waits for them. */
    private int owed;
    private boolean restricted;
    /** The address's wrong-password lock, read once per mail; null until asked. */
    private Optional<java.time.Instant> senderLock;
    /** The players of the game registered at the mail's address, read once; null until asked. */
    private List<PlayerRow> registered;
    /**
     * The assignments of the units the mail's blocks name, read together before its first block; null before that
     * and once a block of the mail has changed an assignment, when each unit is read on its own again.
     */
    private Map<String, Assignment> assignments;

    MailScope(PasswordHasher hasher, PlayerLookup lookup, int maxFailures) {
        this.hasher = hasher;
        this.lookup = lookup;
        this.maxFailures = maxFailures;
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
     * Judges {@code password} against {@code seats} in order; an empty seat is checked against the stand-in.
     * {@code key} names what is tried (the block's id as written, so that the same guess for the same id twice in one
     * mail is one try). {@code own}: the block is judged against the players registered at the mail's address only
     * (a lock or the quota is in force); such tries have a budget of their own, so that guesses elsewhere in the
     * mail never stop a player's own password from being checked.
     */
    Judged judge(String key, String password, List<Optional<PlayerRow>> seats, boolean own) {
        for (int i = 0; i < seats.size(); i++) {
            Optional<PlayerRow> seat = seats.get(i);
            if (seat.isPresent() && proven(password, seat.get().passwordHash())) {
                return new Judged(i, true);
            }
        }
        String tried = (own ? "own\u0000" : "id\u0000") + key + '\u0000' + password;
        if (refused.contains(tried)) {
            return new Judged(-1, true);
        }
        if ((own ? ownFailures : failures) >= maxFailures) {
            return new Judged(-1, false);
        }
        // A refusal is worth one Argon2 check per seat, held or empty, remembered or not, so that its time tells
        // nothing about the unit (does it exist, is the seat held); the checks that did not run are owed, and the
        // answer waits for them. A proof costs only what proving takes: its sender holds a seat of the unit already.
        // Against the address's own players the check is the same whatever the id, so its time tells nothing about
        // units: a remembered password may answer fast, and a flood under a player's address is cheap.
        int slow = 0;
        for (int i = 0; i < seats.size(); i++) {
            Optional<PlayerRow> seat = seats.get(i);
            if (seat.isEmpty()) {
                continue;
            }
            String hash = seat.get().passwordHash();
            if (hasher.checkIsSlow(hash)) {
                slow++;
            }
            if (hasher.verify(password, hash)) {
                proven.add(hash + '\u0000' + password);
                return new Judged(i, true);
            }
        }
        int evenTo = own ? (int) seats.stream().filter(Optional::isEmpty).count() + slow : seats.size();
        owed += evenTo - slow;
        refused.add(tried);
        if (own) {
            ownFailures++;
        } else {
            failures++;
        }
        return new Judged(-1, true);
    }

    /** Whether {@code password} is already proven right against {@code storedHash} in this mail (no check needed). */
    boolean proven(String password, String storedHash) {
        return proven.contains(storedHash + '\u0000' + password);
    }

    /** The Argon2 checks this mail's refusals were worth and did not run: its answer is held back by as many. */
    int owedChecks() {
        return owed;
    }

    /** How many tries of this mail were refused after a check (either budget). */
    int failures() {
        return failures + ownFailures;
    }

    /** The refused tries one mail may make. */
    int maxFailures() {
        return maxFailures;
    }

    Optional<java.time.Instant> senderLock(LockRead read) throws SQLException {
        if (senderLock == null) {
            senderLock = read.read();
        }
        return senderLock;
    }

    /** The mail's own failures have just locked its address: its later blocks are treated as locked too. */
    void senderLocked(java.time.Instant until) {
        senderLock = Optional.of(until);
    }

    /** The players of the game registered at the mail's address (several players may share one). */
    List<PlayerRow> registered(RegisteredRead read) throws SQLException {
        if (registered == null) {
            registered = read.read();
        }
        return registered;
    }

    /** Reads the players registered at the mail's address. */
    @FunctionalInterface
    interface RegisteredRead {
        List<PlayerRow> read() throws SQLException;
    }

    /** The mail came over its address's quota: only its registered players' own passwords are checked. */
    void restrict() {
        restricted = true;
    }

    boolean restricted() {
        return restricted;
    }

    /** Reads ahead the assignments of the units the mail names ({@link #assignment}). */
    @FunctionalInterface
    interface AssignmentsRead {
        Map<String, Assignment> read() throws SQLException;
    }

    /** Reads ahead, in one go, the assignments {@link #assignment} then answers without a statement of its own. */
    void readAhead(AssignmentsRead read) throws SQLException {
        assignments = read.read();
    }

    /** A unit's assignment: from the mail's read-ahead while no block of it changed one, else {@code single}. */
    Optional<Assignment> assignment(String unitId, AssignmentRead single) throws SQLException {
        if (assignments != null) {
            return Optional.ofNullable(assignments.get(unitId));
        }
        return single.read();
    }

    /** Reads one unit's assignment. */
    @FunctionalInterface
    interface AssignmentRead {
        Optional<Assignment> read() throws SQLException;
    }

    void forget() {
        assignments = null;
        rows.clear();
        proven.clear();
        refused.clear();
        registered = null;
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
