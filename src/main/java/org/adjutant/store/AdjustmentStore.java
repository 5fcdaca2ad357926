package org.adjutant.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** A moderator's corrections of the position, by the turn whose position each corrected, in the order made. */
public final class AdjustmentStore {
    public void record(Connection c, String gameId, int afterTurn, Instant at, String actor, String what,
                       String reason) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO adjustment(game_id, after_turn, made_at, actor, "
                + "what, reason) VALUES (?,?,?,?,?,?)")) {
            ps.setString(1, gameId);
            ps.setInt(2, afterTurn);
            ps.setObject(3, GameStore.utc(at));
            ps.setString(4, clip(actor));
            ps.setString(5, clip(what));
            ps.setString(6, clip(reason));
            ps.executeUpdate();
        }
    }

    /** The corrections made to the position {@code turn} left, in the order made (normal form). */
    public List<String> after(Connection c, String gameId, int turn) throws SQLException {
        List<String> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT what FROM adjustment WHERE game_id = ? AND after_turn = ?"
                + " ORDER BY id")) {
            ps.setString(1, gameId);
            ps.setInt(2, turn);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(rs.getString(1));
                }
            }
        }
        return out;
    }

    private static String clip(String text) {
        return text.length() <= 1000 ? text : text.substring(0, 1000);
    }
}
