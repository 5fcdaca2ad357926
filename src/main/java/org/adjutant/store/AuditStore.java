package org.adjutant.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** The moderators' audit log: every action by mail or command line, done or refused. Never a password. */
public final class AuditStore {
    /** How a command came: a moderator's mail, the command line, or the robot itself as the game file tells it. */
    public enum Channel { MAIL, CLI, ROBOT }

    public enum Outcome { DONE, REFUSED, FAILED, QUEUED }

    public record Entry(long id, String gameId, Instant at, String actor, Channel channel, String command,
                        Outcome outcome, String detail) {
    }

    public void record(Connection c, String gameId, Instant at, String actor, Channel channel, String command,
                       Outcome outcome, String detail) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO moderator_audit(game_id, at, actor, channel, "
                + "command, outcome, detail) VALUES (?,?,?,?,?,?,?)")) {
            ps.setString(1, gameId);
            ps.setObject(2, GameStore.utc(at));
            ps.setString(3, cut(actor, 400));
            ps.setString(4, channel.name());
            ps.setString(5, cut(command, 2000));
            ps.setString(6, outcome.name());
            ps.setString(7, cut(detail, 4000));
            ps.executeUpdate();
        }
    }

    /** The game's entries, oldest first. */
    public List<Entry> entries(Connection c, String gameId) throws SQLException {
        List<Entry> result = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT * FROM moderator_audit WHERE game_id = ? ORDER BY at, id")) {
            ps.setString(1, gameId);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    result.add(new Entry(rs.getLong("id"), rs.getString("game_id"), GameStore.instant(rs, "at"),
                            rs.getString("actor"), Channel.valueOf(rs.getString("channel")), rs.getString("command"),
                            Outcome.valueOf(rs.getString("outcome")), rs.getString("detail")));
                }
            }
        }
        return result;
    }

    static String cut(String text, int max) {
        String t = text == null ? "" : text;
        return t.length() > max ? t.substring(0, max - 3) + "..." : t;
    }
}
