package org.adjutant.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/** Players, their password hashes and unit assignments, with an audit trail of every change (never a password). */
public final class PlayerStore {

    public long add(Connection c, String gameId, String name, String email, String role, Set<String> offices,
                    boolean moderator, String passwordHash) throws SQLException {
        try (PreparedStatement ps = Vendor.insertReturning(c,
                "INSERT INTO player(game_id, name, email, role, offices, moderator, password_hash) "
                        + "VALUES (?,?,?,?,?,?,?)", "id")) {
            ps.setString(1, gameId);
            ps.setString(2, name);
            ps.setString(3, email);
            ps.setString(4, role);
            ps.setString(5, String.join(",", new TreeSet<>(offices)));
            ps.setBoolean(6, moderator);
            ps.setString(7, passwordHash);
            ps.executeUpdate();
            try (ResultSet keys = ps.getGeneratedKeys()) {
                keys.next();
                return keys.getLong(1);
            }
        }
    }

    public List<PlayerRow> players(Connection c, String gameId) throws SQLException {
        List<PlayerRow> result = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT * FROM player WHERE game_id = ? ORDER BY id")) {
            ps.setString(1, gameId);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    result.add(row(rs));
                }
            }
        }
        return result;
    }

    public Optional<PlayerRow> byId(Connection c, long id) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT * FROM player WHERE id = ?")) {
            ps.setLong(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(row(rs)) : Optional.empty();
            }
        }
    }

    /** A player by role id, name or e-mail address, ignoring case. */
    public Optional<PlayerRow> lookup(Connection c, String gameId, String who) throws SQLException {
        String key = who.strip().toLowerCase(Locale.ROOT);
        for (PlayerRow p : players(c, gameId)) {
            if (p.retired()) {
                continue;
            }
            if (p.role().equalsIgnoreCase(key) || p.name().toLowerCase(Locale.ROOT).equals(key)
                    || p.email().toLowerCase(Locale.ROOT).equals(key)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    public void updateEmail(Connection c, long playerId, String email) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE player SET email = ? WHERE id = ?")) {
            ps.setString(1, email);
            ps.setLong(2, playerId);
            ps.executeUpdate();
        }
    }

    /** Every player in his seat, in every game, registered with {@code email} (case ignored), oldest first. */
    public List<PlayerRow> byEmail(Connection c, String email) throws SQLException {
        List<PlayerRow> result = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT * FROM player WHERE LOWER(email) = ? AND retired_at IS NULL ORDER BY id")) {
            ps.setString(1, email.strip().toLowerCase(Locale.ROOT));
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    result.add(row(rs));
                }
            }
        }
        return result;
    }

    /** READY for {@code turn} (0: NOT READY). */
    public void setReady(Connection c, long playerId, int turn) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE player SET ready_for = ? WHERE id = ?")) {
            ps.setInt(1, turn);
            ps.setLong(2, playerId);
            ps.executeUpdate();
        }
    }

    /**
     * Gives up a seat: the player keeps his row (his name, his history) but no role, office, password or readiness;
     * lookups no longer find him. His units are moved by the caller.
     */
    public void retire(Connection c, PlayerRow player, Instant at, String detail) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE player SET retired_at = ?, role = '', offices = '',"
                + " ready_for = 0, password_hash = '!retired' WHERE id = ?")) {
            ps.setObject(1, GameStore.utc(at));
            ps.setLong(2, player.id());
            ps.executeUpdate();
        }
        audit(c, player.gameId(), at, "RETIRED", player.id(), null, detail);
    }

    /**
     * Sets the offices a player holds (a moderator's {@code OFFICE} command moved one to or from him), recording the
     * change with {@code detail}.
     */
    public void setOffices(Connection c, PlayerRow player, Set<String> offices, Instant at, String detail)
            throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE player SET offices = ? WHERE id = ?")) {
            ps.setString(1, String.join(",", new TreeSet<>(offices)));
            ps.setLong(2, player.id());
            ps.executeUpdate();
        }
        audit(c, player.gameId(), at, "OFFICE", player.id(), null, detail);
    }

    /** Records a change of address (confirmed by the code mailed to it). */
    public void changeEmail(Connection c, PlayerRow player, String email, Instant at) throws SQLException {
        updateEmail(c, player.id(), email);
        audit(c, player.gameId(), at, "ADDRESS", player.id(), null, player.email() + " -> " + email);
    }

    /** Sets the zone a player sees deadlines in (an IANA id, or empty for the game's own). */
    public void setTimeZone(Connection c, long playerId, String zone) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE player SET time_zone = ? WHERE id = ?")) {
            ps.setString(1, zone);
            ps.setLong(2, playerId);
            ps.executeUpdate();
        }
    }

    public void setPasswordHash(Connection c, PlayerRow player, String hash, Instant at) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE player SET password_hash = ? WHERE id = ?")) {
            ps.setString(1, hash);
            ps.setLong(2, player.id());
            ps.executeUpdate();
        }
        audit(c, player.gameId(), at, "PASSWORD", player.id(), null, "password changed");
    }

    public Optional<Assignment> assignment(Connection c, String gameId, String unitId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT * FROM unit_assignment WHERE game_id = ? AND unit_id = ?")) {
            ps.setString(1, gameId);
            ps.setString(2, unitId);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(assignment(rs)) : Optional.empty();
            }
        }
    }

    /** How many units one statement of {@link #assignments(Connection, String, Collection)} asks for. */
    private static final int UNITS_PER_QUERY = 8;
    /**
     * The assignments of {@link #UNITS_PER_QUERY} units, as pairs of game and unit: H2 looks pairs up in the primary
     * key, but reads the list of "game_id = ? AND unit_id IN (...)" against every row of the game.
     */
    private static final String ASSIGNMENTS_OF_UNITS = "SELECT * FROM unit_assignment WHERE (game_id, unit_id) IN"
            + " ((?, ?), (?, ?), (?, ?), (?, ?), (?, ?), (?, ?), (?, ?), (?, ?))";

    /**
     * The assignments of {@code unitIds} in {@code gameId}, by unit id; a unit nobody was ever assigned is absent.
     * A few units a statement, the list padded with its last id: one statement text whatever the count, so it is
     * prepared once and each id is still a look-up in the primary key.
     */
    public Map<String, Assignment> assignments(Connection c, String gameId, Collection<String> unitIds)
            throws SQLException {
        Map<String, Assignment> found = new HashMap<>();
        List<String> ids = List.copyOf(new LinkedHashSet<>(unitIds));
        for (int from = 0; from < ids.size(); from += UNITS_PER_QUERY) {
            List<String> part = ids.subList(from, Math.min(ids.size(), from + UNITS_PER_QUERY));
            try (PreparedStatement ps = c.prepareStatement(ASSIGNMENTS_OF_UNITS)) {
                for (int i = 0; i < UNITS_PER_QUERY; i++) {
                    ps.setString(2 * i + 1, gameId);
                    ps.setString(2 * i + 2, part.get(Math.min(i, part.size() - 1)));
                }
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        Assignment a = assignment(rs);
                        found.put(a.unitId(), a);
                    }
                }
            }
        }
        return found;
    }

    public List<Assignment> assignments(Connection c, String gameId) throws SQLException {
        List<Assignment> result = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT * FROM unit_assignment WHERE game_id = ? ORDER BY unit_id")) {
            ps.setString(1, gameId);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    result.add(assignment(rs));
                }
            }
        }
        return result;
    }

    /** Sets a unit's commander and deputy (0 = nobody) and records the change. */
    public void assign(Connection c, String gameId, String unitId, long commanderId, long deputyId, Instant at,
                       String detail) throws SQLException {
        // An update, else an insert: the same on H2 and PostgreSQL (whose upserts are spelt differently). Only the
        // robot's one writer assigns units, so nothing can insert the row in between.
        int updated;
        try (PreparedStatement ps = c.prepareStatement(
                "UPDATE unit_assignment SET commander_id = ?, deputy_id = ? WHERE game_id = ? AND unit_id = ?")) {
            setId(ps, 1, commanderId);
            setId(ps, 2, deputyId);
            ps.setString(3, gameId);
            ps.setString(4, unitId);
            updated = ps.executeUpdate();
        }
        if (updated == 0) {
            try (PreparedStatement ps = c.prepareStatement(
                    "INSERT INTO unit_assignment(game_id, unit_id, commander_id, deputy_id) VALUES (?,?,?,?)")) {
                ps.setString(1, gameId);
                ps.setString(2, unitId);
                setId(ps, 3, commanderId);
                setId(ps, 4, deputyId);
                ps.executeUpdate();
            }
        }
        audit(c, gameId, at, "ASSIGN", commanderId == 0 ? null : commanderId, unitId, detail);
    }

    private static void audit(Connection c, String gameId, Instant at, String kind, Long playerId, String unitId,
                              String detail) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "INSERT INTO credential_change(game_id, at, kind, player_id, unit_id, detail) VALUES (?,?,?,?,?,?)")) {
            ps.setString(1, gameId);
            ps.setObject(2, GameStore.utc(at));
            ps.setString(3, kind);
            if (playerId == null) {
                ps.setNull(4, Types.BIGINT);
            } else {
                ps.setLong(4, playerId);
            }
            ps.setString(5, unitId);
            ps.setString(6, detail);
            ps.executeUpdate();
        }
    }

    private static void setId(PreparedStatement ps, int index, long id) throws SQLException {
        if (id == 0) {
            ps.setNull(index, Types.BIGINT);
        } else {
            ps.setLong(index, id);
        }
    }

    private static Assignment assignment(ResultSet rs) throws SQLException {
        return new Assignment(rs.getString("game_id"), rs.getString("unit_id"), rs.getLong("commander_id"),
                rs.getLong("deputy_id"));
    }

    private static PlayerRow row(ResultSet rs) throws SQLException {
        String offices = rs.getString("offices");
        Set<String> officeSet = offices.isBlank() ? Set.of()
                : Arrays.stream(offices.split(",")).map(String::strip).collect(Collectors.toSet());
        return new PlayerRow(rs.getLong("id"), rs.getString("game_id"), rs.getString("name"), rs.getString("email"),
                rs.getString("role"), officeSet, rs.getBoolean("moderator"), rs.getString("password_hash"),
                rs.getString("time_zone"), rs.getObject("retired_at") != null, rs.getInt("ready_for"));
    }
}
