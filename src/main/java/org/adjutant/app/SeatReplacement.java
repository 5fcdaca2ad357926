package org.adjutant.app;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.adjutant.config.GameConfig;
import org.adjutant.game.NewPlayer;
import org.adjutant.game.PlayerSeat;
import org.adjutant.player.PasswordGenerator;
import org.adjutant.player.PasswordHasher;
import org.adjutant.store.Assignment;
import org.adjutant.store.OrderQueueStore;
import org.adjutant.store.PlayerRow;
import org.adjutant.store.PlayerStore;
import org.adjutant.store.StandbyStore;

/**
 * {@code REPLACE role new-name new@address}: a seat changes hands. The newcomer gets a new row with the seat's role,
 * offices and units and a welcome with a fresh password; the old player keeps his row for the record but no longer
 * plays (lookups skip him, nothing verifies against his password), is told his seat is gone, and the orders he had
 * queued are set aside, never executed. All in the caller's transaction.
 */
final class SeatReplacement {
    private final PlayerStore players = new PlayerStore();
    private final OrderQueueStore queue = new OrderQueueStore();
    private final StandbyStore standbys = new StandbyStore();
    private final PasswordHasher hasher;
    private final PasswordGenerator generator;
    private final Seating seating;
    private final Notices notices;

    SeatReplacement(PasswordHasher hasher, PasswordGenerator generator, Seating seating, Notices notices) {
        this.hasher = hasher;
        this.generator = generator;
        this.seating = seating;
        this.notices = notices;
    }

    /**
     * Why a seat changes hands, in the words the old player and the newcomer read; {@link #BY_MODERATOR} for a
     * moderator's own REPLACE. A standby's seating says that the seat was silent ({@code StandbyOffers}).
     */
    record Why(String toOld, String toNewcomer) {
        static final Why BY_MODERATOR = new Why("", "");
    }

    /** Returns what was done, or throws {@link IllegalArgumentException} with the reason nothing was. */
    List<String> replace(Connection c, GameConfig config, String role, String name, String email, String actor,
                         Instant now) throws SQLException {
        return replace(c, config, role, name, email, "", actor, now, Why.BY_MODERATOR);
    }

    /** The same, for a newcomer who reads deadlines in {@code zone} (empty: the game's), for the reason {@code why}. */
    List<String> replace(Connection c, GameConfig config, String role, String name, String email, String zone,
                         String actor, Instant now, Why why) throws SQLException {
        String gameId = config.id();
        Optional<PlayerRow> found = players.lookup(c, gameId, role);
        if (found.isEmpty()) {
            throw new IllegalArgumentException("no player '" + role + "' in the game");
        }
        PlayerRow old = found.get();
        if (old.moderator()) {
            throw new IllegalArgumentException(old.handle() + " is a moderator: moderators are changed in the game "
                    + "file");
        }
        for (PlayerRow p : players.players(c, gameId)) {
            if (p.name().equalsIgnoreCase(name)) {
                throw new IllegalArgumentException("the name '" + name + "' is taken in this game (names stay, even "
                        + "of replaced players); choose another");
            }
            if (!p.retired() && p.email().equalsIgnoreCase(email)) {
                throw new IllegalArgumentException(email + " already plays " + p.handle() + " in this game");
            }
        }
        String password = generator.next();
        long id = players.add(c, gameId, name, email, old.role(), old.offices(), false, hasher.hash(password));
        // His silence is counted from his own first turn, never from his predecessor's.
        standbys.setSeatedAt(c, id, now);
        if (!zone.isEmpty()) {
            players.setTimeZone(c, id, zone);
        }
        int moved = 0;
        for (Assignment a : players.assignments(c, gameId)) {
            long commander = a.commanderId() == old.id() ? id : a.commanderId();
            long deputy = a.deputyId() == old.id() ? id : a.deputyId();
            if (commander != a.commanderId() || deputy != a.deputyId()) {
                players.assign(c, gameId, a.unitId(), commander, deputy, now, "REPLACE by " + actor + ": "
                        + old.name() + " -> " + name);
                moved++;
            }
        }
        int dropped = queue.drop(c, gameId, old.id(), "the seat of " + old.name() + " went to " + name + " ("
                + actor + ")");
        players.retire(c, old, now, "seat " + old.handle() + " given to " + name + " by " + actor);
        seating.welcome(c, config, null, new NewPlayer(id, new PlayerSeat(name, email, old.role(), false), password),
                List.of(why.toNewcomer().isEmpty() ? "You take over the seat of " + old.name() + (old.role().isEmpty()
                        ? "" : " (" + old.role() + ")") + ", which a moderator gave you. Orders " + old.name() + " had"
                        + " queued were set aside: send your own before the next deadline." : why.toNewcomer(),
                        "To see the latest position, send SEND REPORTS (see below) and the robot mails you the last "
                                + "turn's reports of your units."));
        notices.send(c, "seat-gone:" + gameId + ":" + old.id(), gameId, Notices.To.player(old), "your seat is gone",
                List.of(why.toOld().isEmpty() ? "A moderator of " + config.title() + " has given your seat"
                                + (old.role().isEmpty() ? "" : " (" + old.role() + ")") + " to another player."
                                : why.toOld(),
                        "Your password no longer works for this game, and the orders you had queued (" + dropped
                                + " block" + (dropped == 1 ? "" : "s") + ") were set aside. Thank you for playing;"
                                + " write to the moderators if this is a mistake."), false);
        return List.of("REPLACE " + old.handle() + ": " + name + " <" + email + "> takes the seat of " + old.name()
                + " (" + moved + " unit" + (moved == 1 ? "" : "s") + " moved, " + dropped + " queued block"
                + (dropped == 1 ? "" : "s") + " set aside); the newcomer gets a welcome with a new password, "
                + old.name() + " is told his seat is gone; the game file names " + name + " in the seat now.");
    }
}
