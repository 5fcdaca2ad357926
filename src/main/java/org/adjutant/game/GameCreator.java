package org.adjutant.game;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.adjutant.player.PasswordGenerator;
import org.adjutant.player.PasswordHasher;
import org.adjutant.ruleset.Opening;
import org.adjutant.ruleset.RoleSlot;
import org.adjutant.ruleset.Ruleset;
import org.adjutant.ruleset.UnitInfo;
import org.adjutant.store.Database;
import org.adjutant.store.GameRow;
import org.adjutant.store.GameStore;
import org.adjutant.store.PlayerStore;

/**
 * Creates a game from a scenario and seats its players: each gets a generated password (stored only as a hash) and
 * the units and offices of the role slot he fills (GITM 3.4).
 */
public final class GameCreator {
    private final Database db;
    private final PasswordHasher hasher;
    private final PasswordGenerator generator;
    private final GameStore games = new GameStore();
    private final PlayerStore players = new PlayerStore();

    public GameCreator(Database db, PasswordHasher hasher, PasswordGenerator generator) {
        this.db = db;
        this.hasher = hasher;
        this.generator = generator;
    }

    /** Creates the game; {@link IllegalArgumentException} names the first seat that does not fit the scenario. */
    public List<NewPlayer> create(String id, String title, Ruleset ruleset, long seed, Opening opening,
                                  List<PlayerSeat> seats, Instant now) {
        Map<String, RoleSlot> slots = new HashMap<>();
        for (RoleSlot slot : opening.roles()) {
            slots.put(slot.id(), slot);
        }
        for (PlayerSeat seat : seats) {
            if (!seat.role().isEmpty() && !slots.containsKey(seat.role())) {
                throw new IllegalArgumentException("player " + seat.name() + ": the scenario has no role '"
                        + seat.role() + "'; roles are " + new java.util.TreeSet<>(slots.keySet()));
            }
        }
        List<String> known = ruleset.units(opening.state()).stream().map(UnitInfo::id).toList();
        String state = ruleset.encode(opening.state());
        return db.inTransaction(c -> {
            games.create(c, new GameRow(id, ruleset.id(), title, seed, now, 0), state);
            List<NewPlayer> created = new ArrayList<>();
            for (PlayerSeat seat : seats) {
                created.add(seat(c, id, seat, slots.get(seat.role()), known, now));
            }
            return created;
        });
    }

    /** Adds a player to a running game (a moderator's edit of the game file). */
    public NewPlayer addPlayer(String gameId, PlayerSeat seat, RoleSlot slot, List<String> knownUnits, Instant now) {
        return db.inTransaction(c -> seat(c, gameId, seat, slot, knownUnits, now));
    }

    private NewPlayer seat(Connection c, String gameId, PlayerSeat seat, RoleSlot slot, List<String> known,
                           Instant now) throws SQLException {
        String password = generator.next();
        Set<String> offices = slot == null ? Set.of() : Set.copyOf(slot.offices());
        long pid = players.add(c, gameId, seat.name(), seat.email(), seat.role(), offices, seat.moderator(),
                hasher.hash(password));
        if (!seat.timeZone().isEmpty()) {
            players.setTimeZone(c, pid, seat.timeZone());
        }
        if (slot != null) {
            for (String unit : slot.commands()) {
                requireUnit(known, unit, slot);
                long deputy = players.assignment(c, gameId, unit).map(a -> a.deputyId()).orElse(0L);
                players.assign(c, gameId, unit, pid, deputy, now, "seated " + seat.role());
            }
            for (String unit : slot.deputyFor()) {
                requireUnit(known, unit, slot);
                long commander = players.assignment(c, gameId, unit).map(a -> a.commanderId()).orElse(0L);
                players.assign(c, gameId, unit, commander, pid, now, "seated " + seat.role());
            }
        }
        return new NewPlayer(pid, seat, password);
    }

    private static void requireUnit(List<String> known, String unit, RoleSlot slot) {
        if (!known.contains(unit)) {
            throw new IllegalArgumentException("role " + slot.id() + " names unit " + unit
                    + ", which the scenario does not have");
        }
    }
}
