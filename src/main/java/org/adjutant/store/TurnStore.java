package org.adjutant.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Resolved turns with the orders each unit executed and the events that happened. */
public final class TurnStore {

    /** The turn already run for this deadline, if any: a deadline never runs twice. */
    public Optional<Integer> turnFor(Connection c, String gameId, Instant deadline) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT number FROM turn WHERE game_id = ? AND deadline_at = ?")) {
            ps.setString(1, gameId);
            ps.setObject(2, GameStore.utc(deadline));
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(rs.getInt(1)) : Optional.empty();
            }
        }
    }

    /** A turn as it ran: its number, its deadline, when it ran. */
    public record Ran(int number, Instant deadline, Instant at) {
    }

    /**
     * The game's first turn that ran after {@code moment}: the turn that was next at that moment (turns run in order),
     * if it has run since.
     */
    public Optional<Ran> firstRanAfter(Connection c, String gameId, Instant moment) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT number, deadline_at, ran_at FROM turn WHERE game_id = ?"
                + " AND ran_at > ? ORDER BY number")) {
            ps.setString(1, gameId);
            ps.setObject(2, GameStore.utc(moment));
            ps.setMaxRows(1);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(new Ran(rs.getInt(1), GameStore.instant(rs, "deadline_at"),
                        GameStore.instant(rs, "ran_at"))) : Optional.empty();
            }
        }
    }

    public void insertTurn(Connection c, String gameId, int number, Instant deadline, Instant ranAt, String summary)
            throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "INSERT INTO turn(game_id, number, deadline_at, ran_at, summary, reports_done)"
                        + " VALUES (?,?,?,?,?,FALSE)")) {
            ps.setString(1, gameId);
            ps.setInt(2, number);
            ps.setObject(3, GameStore.utc(deadline));
            ps.setObject(4, GameStore.utc(ranAt));
            ps.setString(5, summary.length() > 4000 ? summary.substring(0, 4000) : summary);
            ps.executeUpdate();
        }
    }

    /** Every report of the turn is in the outbox: done in the transaction that queues the last of them. */
    public void markReportsDone(Connection c, String gameId, int number) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "UPDATE turn SET reports_done = TRUE WHERE game_id = ? AND number = ?")) {
            ps.setString(1, gameId);
            ps.setInt(2, number);
            ps.executeUpdate();
        }
    }

    /** How many times a rollback ran the turn again (0: never). */
    public int revision(Connection c, String gameId, int number) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT revision FROM turn WHERE game_id = ? AND number = ?")) {
            ps.setString(1, gameId);
            ps.setInt(2, number);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getInt(1) : 0;
            }
        }
    }

    /** A rollback ran the turn again: its new revision, its summary, and its reports owed (as corrections). */
    public void revise(Connection c, String gameId, int number, int revision, String summary) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE turn SET revision = ?, summary = ?, reports_done = FALSE"
                + " WHERE game_id = ? AND number = ?")) {
            ps.setInt(1, revision);
            ps.setString(2, summary.length() > 4000 ? summary.substring(0, 4000) : summary);
            ps.setString(3, gameId);
            ps.setInt(4, number);
            ps.executeUpdate();
        }
    }

    /** Removes a turn's frozen orders and events (a rollback replaces them; the old ones were archived first). */
    public void clearOrdersAndEvents(Connection c, String gameId, int number) throws SQLException {
        for (String sql : List.of("DELETE FROM turn_order WHERE game_id = ? AND turn = ?",
                "DELETE FROM turn_event WHERE game_id = ? AND turn = ?")) {
            try (PreparedStatement ps = c.prepareStatement(sql)) {
                ps.setString(1, gameId);
                ps.setInt(2, number);
                ps.executeUpdate();
            }
        }
    }

    /** The turn's summary line as stored. */
    public String summary(Connection c, String gameId, int number) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT summary FROM turn WHERE game_id = ? AND number = ?")) {
            ps.setString(1, gameId);
            ps.setInt(2, number);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getString(1) : "";
            }
        }
    }

    /** Whether the turn's reports are all queued; empty if there is no such turn. */
    public Optional<Boolean> reportsDone(Connection c, String gameId, int number) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT reports_done FROM turn WHERE game_id = ? AND number = ?")) {
            ps.setString(1, gameId);
            ps.setInt(2, number);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(rs.getBoolean(1)) : Optional.empty();
            }
        }
    }

    /** Turns whose reports a crash left partly queued, oldest first. */
    public List<TurnKey> awaitingReports(Connection c) throws SQLException {
        List<TurnKey> result = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT game_id, number FROM turn WHERE NOT reports_done ORDER BY game_id, number");
             ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                result.add(new TurnKey(rs.getString(1), rs.getInt(2)));
            }
        }
        return result;
    }

    public void insertOrders(Connection c, String gameId, int turn, List<FrozenOrders> orders) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "INSERT INTO turn_order(game_id, turn, unit_id, source, queue_id, orders) VALUES (?,?,?,?,?,?)")) {
            for (FrozenOrders o : orders) {
                ps.setString(1, gameId);
                ps.setInt(2, turn);
                ps.setString(3, o.unitId());
                ps.setString(4, o.source());
                if (o.queueId() == 0) {
                    ps.setNull(5, Types.BIGINT);
                } else {
                    ps.setLong(5, o.queueId());
                }
                ps.setString(6, String.join("\n", o.lines()));
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }

    public List<FrozenOrders> orders(Connection c, String gameId, int turn) throws SQLException {
        List<FrozenOrders> result = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT * FROM turn_order WHERE game_id = ? AND turn = ? ORDER BY unit_id")) {
            ps.setString(1, gameId);
            ps.setInt(2, turn);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String text = rs.getString("orders");
                    result.add(new FrozenOrders(rs.getString("unit_id"), rs.getString("source"),
                            rs.getLong("queue_id"), text.isEmpty() ? List.of() : List.of(text.split("\n", -1))));
                }
            }
        }
        return result;
    }

    public void insertEvents(Connection c, String gameId, int turn, List<StoredEvent> events) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "INSERT INTO turn_event(game_id, turn, seq, phase, kind, text, observers) VALUES (?,?,?,?,?,?,?)")) {
            for (StoredEvent e : events) {
                ps.setString(1, gameId);
                ps.setInt(2, turn);
                ps.setInt(3, e.seq());
                ps.setString(4, e.phase());
                ps.setString(5, e.kind());
                ps.setString(6, e.text().length() > 4000 ? e.text().substring(0, 4000) : e.text());
                ps.setString(7, String.join(",", e.observers()));
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }

    public List<StoredEvent> events(Connection c, String gameId, int turn) throws SQLException {
        List<StoredEvent> result = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT * FROM turn_event WHERE game_id = ? AND turn = ? ORDER BY seq")) {
            ps.setString(1, gameId);
            ps.setInt(2, turn);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String obs = rs.getString("observers");
                    result.add(new StoredEvent(rs.getInt("seq"), rs.getString("phase"), rs.getString("kind"),
                            rs.getString("text"), obs.isEmpty() ? List.of() : List.of(obs.split(","))));
                }
            }
        }
        return result;
    }

    /** The orders one unit executed in a turn: {@code source} SUBMITTED or DEFAULT. */
    /** One turn of one game. */
    public record TurnKey(String gameId, int number) {
    }

    public record FrozenOrders(String unitId, String source, long queueId, List<String> lines) {
        public FrozenOrders {
            lines = List.copyOf(lines);
        }
    }

    public record StoredEvent(int seq, String phase, String kind, String text, List<String> observers) {
        public StoredEvent {
            observers = List.copyOf(observers);
        }
    }
}
