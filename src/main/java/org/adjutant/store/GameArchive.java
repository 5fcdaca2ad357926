package org.adjutant.store;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.adjutant.config.GameId;

/**
 * One game out of a robot's database and into another's: every row the game owns, table by table, as JSON. The
 * file names no vendor, so a game moves between H2 and PostgreSQL as well as between hosts. What is in it and what
 * is left out (the raw inbox, Quartz's triggers) is explained in docs/backups.md.
 *
 * <p>Row ids the database generates (players, queued blocks, rollbacks) are given anew on import and the rows that
 * point at them follow; the link of a queued block or request to the raw mail it came in is dropped, as the raw mail
 * stays with the robot it reached.
 */
public final class GameArchive {
    public static final String FORMAT = "adjutant-game-export";
    public static final int VERSION = 1;
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /**
     * A table the game owns.
     *
     * @param key       the column holding the game's id
     * @param order     the columns that order its rows (for a stable file)
     * @param generated the id column the database generates on insert, or null
     * @param refs      columns holding another table's generated id, by that table's name; "inbox" is cleared
     */
    private record Table(String name, String key, String order, String generated, Map<String, String> refs) {
    }

    /** In the order of their foreign keys: a row's targets are imported before it. */
    private static final List<Table> TABLES = List.of(
            new Table("game", "id", "id", null, Map.of()),
            new Table("game_state", "game_id", "turn", null, Map.of()),
            new Table("player", "game_id", "id", "id", Map.of()),
            new Table("unit_assignment", "game_id", "unit_id", null,
                    Map.of("commander_id", "player", "deputy_id", "player")),
            new Table("credential_change", "game_id", "id", "id", Map.of("player_id", "player")),
            new Table("order_queue", "game_id", "id", "id", Map.of("player_id", "player", "inbox_id", "inbox")),
            new Table("turn", "game_id", "number", null, Map.of()),
            new Table("turn_order", "game_id", "turn, unit_id", null, Map.of("queue_id", "order_queue")),
            new Table("turn_event", "game_id", "turn, seq", null, Map.of()),
            new Table("outbox", "game_id", "id", "id", Map.of()),
            new Table("owner_notice", "game_id", "player_id, kind", null, Map.of("player_id", "player")),
            new Table("deadline_slot", "game_id", "slot_at", null, Map.of()),
            new Table("moderator_audit", "game_id", "id", "id", Map.of()),
            new Table("robot_request", "game_id", "id", "id", Map.of("player_id", "player", "inbox_id", "inbox")),
            new Table("address_change", "game_id", "id", "id", Map.of("player_id", "player")),
            new Table("password_reset", "game_id", "id", "id", Map.of("player_id", "player")),
            new Table("absence", "game_id", "id", "id", Map.of("player_id", "player")),
            new Table("end_vote", "game_id", "player_id, kind", null, Map.of("player_id", "player")),
            new Table("adjustment", "game_id", "id", "id", Map.of()),
            new Table("standby", "game_id", "id", "id", Map.of()),
            new Table("standby_code", "game_id", "id", "id", Map.of()),
            new Table("press", "game_id", "id", "id", Map.of("sender_id", "player", "inbox_id", "inbox")),
            new Table("rollback", "game_id", "id", "id", Map.of()),
            new Table("rolled_back_turn", "game_id", "rollback_id, turn", null, Map.of("rollback_id", "rollback")));

    /** The names of the tables an export holds. */
    static List<String> tableNames() {
        return TABLES.stream().map(Table::name).toList();
    }

    /** What an export file holds besides its rows. */
    public record Header(String gameId, String title, int currentTurn, int schema, Instant exportedAt,
                         Optional<String> gameFile) {
    }

    /** A read export file. */
    public record Archive(Header header, JsonNode tables) {
        /** How many rows of each table it holds. */
        public Map<String, Integer> counts() {
            Map<String, Integer> counts = new LinkedHashMap<>();
            for (Table t : TABLES) {
                counts.put(t.name(), tables.path(t.name()).size());
            }
            return counts;
        }
    }

    /**
     * Writes game {@code gameId} to {@code out}, with the text of its game file when there is one. Run it inside
     * one transaction so the rows agree with each other.
     */
    public Header export(Connection c, String gameId, Optional<String> gameFile, Instant now, OutputStream out)
            throws SQLException, IOException {
        GameRow row = new GameStore().find(c, gameId)
                .orElseThrow(() -> new StoreException("no game " + gameId + " in the database"));
        Header header = new Header(gameId, row.title(), row.currentTurn(), schema(c), now, gameFile);
        ObjectNode doc = JSON.createObjectNode();
        doc.put("format", FORMAT);
        doc.put("version", VERSION);
        doc.put("game", gameId);
        doc.put("title", row.title());
        doc.put("currentTurn", row.currentTurn());
        doc.put("schema", header.schema());
        doc.put("exportedAt", now.toString());
        gameFile.ifPresentOrElse(text -> doc.put("gameFile", text), () -> doc.putNull("gameFile"));
        ObjectNode tables = doc.putObject("tables");
        for (Table t : TABLES) {
            ArrayNode rows = tables.putArray(t.name());
            try (PreparedStatement ps = c.prepareStatement("SELECT * FROM " + t.name() + " WHERE " + t.key()
                    + " = ? ORDER BY " + t.order())) {
                ps.setString(1, gameId);
                try (ResultSet rs = ps.executeQuery()) {
                    ResultSetMetaData md = rs.getMetaData();
                    while (rs.next()) {
                        ObjectNode r = rows.addObject();
                        for (int i = 1; i <= md.getColumnCount(); i++) {
                            put(r, md.getColumnLabel(i).toLowerCase(Locale.ROOT), md.getColumnType(i), rs, i);
                        }
                    }
                }
            }
        }
        JSON.writeValue(out, doc);
        return header;
    }

    /** Reads an export file, checking that it is one. */
    public Archive read(InputStream in) throws IOException {
        JsonNode doc;
        try {
            doc = JSON.readTree(in);
        } catch (IOException e) {
            throw new StoreException("not an Adjutant game export (no JSON): " + e.getMessage());
        }
        if (doc == null || !FORMAT.equals(doc.path("format").asText())) {
            throw new StoreException("not an Adjutant game export (its \"format\" is not " + FORMAT + ")");
        }
        if (doc.path("version").asInt() > VERSION) {
            throw new StoreException("the export has format version " + doc.path("version").asInt()
                    + "; this robot reads up to " + VERSION + ": import it with a newer Adjutant");
        }
        JsonNode file = doc.path("gameFile");
        String id = doc.path("game").asText();
        if (!GameId.isValid(id)) {
            // The id becomes a file name and the key of every row: an export cannot name a path or another game.
            throw new StoreException("the export's game id is refused: " + GameId.refusal(id)
                    + " Nothing was imported");
        }
        Header header = new Header(id, doc.path("title").asText(),
                doc.path("currentTurn").asInt(), doc.path("schema").asInt(),
                Instant.parse(doc.path("exportedAt").asText()),
                file.isTextual() ? Optional.of(file.asText()) : Optional.empty());
        return new Archive(header, doc.path("tables"));
    }

    /**
     * Inserts the game of {@code archive}; refuses when a game of that id is already in the database. Run it inside
     * one transaction: a refusal or failure leaves nothing behind.
     *
     * @return how many rows of each table were inserted
     */
    public Map<String, Integer> restore(Connection c, Archive archive) throws SQLException {
        Header h = archive.header();
        Optional<GameRow> existing = new GameStore().find(c, h.gameId());
        if (existing.isPresent()) {
            throw new StoreException("the game " + h.gameId() + " already exists in this database (\""
                    + existing.get().title() + "\", turn " + existing.get().currentTurn() + "); nothing was imported."
                    + " To replace it, delete it first with 'adjutant game delete " + h.gameId() + " --yes'");
        }
        int schema = schema(c);
        if (h.schema() > schema) {
            throw new StoreException("the export comes from a newer database schema (" + h.schema() + ") than this "
                    + "one (" + schema + "): upgrade this robot first");
        }
        Map<String, Map<Long, Long>> newIds = new HashMap<>();
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (Table t : TABLES) {
            Map<String, Integer> columns = columns(c, t.name());
            Map<Long, Long> ids = new HashMap<>();
            newIds.put(t.name(), ids);
            int inserted = 0;
            for (JsonNode r : archive.tables().path(t.name())) {
                if (!h.gameId().equals(r.path(t.key()).asText())) {
                    throw new StoreException("the export's table " + t.name() + " has a row of the game '"
                            + r.path(t.key()).asText() + "', not of " + h.gameId() + ": an export holds one game; "
                            + "nothing was imported");
                }
                if (t.name().equals("outbox") && alreadyHere(c, r, h.gameId())) {
                    continue;
                }
                Map<String, JsonNode> values = new LinkedHashMap<>();
                for (Map.Entry<String, JsonNode> e : r.properties()) {
                    if (!columns.containsKey(e.getKey())) {
                        throw new StoreException("the export's table " + t.name() + " has a column " + e.getKey()
                                + " this database lacks");
                    }
                    if (!e.getKey().equals(t.generated())) {
                        values.put(e.getKey(), remap(t, e.getKey(), e.getValue(), newIds));
                    }
                }
                if (t.name().equals("outbox")) {
                    values.put("dedup_key", JSON.getNodeFactory().textNode(
                            outboxKey(r.path("dedup_key").asText(), h.gameId())));
                }
                long newId = insert(c, t, values, columns);
                if (t.generated() != null) {
                    ids.put(r.path(t.generated()).asLong(), newId);
                }
                inserted++;
            }
            counts.put(t.name(), inserted);
        }
        return counts;
    }

    /**
     * Keys that name the game (a turn's reports) stay as they are, so a turn run again after the import does not
     * mail its reports twice; the rest (acknowledgements keyed by the old robot's inbox ids) are made unique to it.
     */
    private static String outboxKey(String key, String gameId) {
        return key.contains(":" + gameId + ":") ? key : "import:" + gameId + ":" + key;
    }

    /**
     * An outbox row kept when its game was deleted here (sent mail stays, unlinked from the game): the same mail, not
     * imported twice but linked to the game again.
     */
    private static boolean alreadyHere(Connection c, JsonNode r, String gameId) throws SQLException {
        String messageId = r.path("message_id").asText();
        try (PreparedStatement ps = c.prepareStatement("SELECT 1 FROM outbox WHERE message_id = ?")) {
            ps.setString(1, messageId);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    return false;
                }
            }
        }
        try (PreparedStatement ps = c.prepareStatement(
                "UPDATE outbox SET game_id = ? WHERE message_id = ? AND game_id IS NULL")) {
            ps.setString(1, gameId);
            ps.setString(2, messageId);
            ps.executeUpdate();
        }
        return true;
    }

    private static JsonNode remap(Table t, String column, JsonNode value, Map<String, Map<Long, Long>> newIds) {
        String target = t.refs().get(column);
        if (target == null || value.isNull()) {
            return value;
        }
        if (target.equals("inbox")) {
            return JSON.getNodeFactory().nullNode();
        }
        Long id = newIds.get(target).get(value.asLong());
        if (id == null) {
            throw new StoreException("the export's " + t.name() + "." + column + " = " + value.asLong()
                    + " points at no " + target + " row in the export");
        }
        return JSON.getNodeFactory().numberNode(id);
    }

    private static long insert(Connection c, Table t, Map<String, JsonNode> values, Map<String, Integer> columns)
            throws SQLException {
        List<String> names = new ArrayList<>(values.keySet());
        String sql = "INSERT INTO " + t.name() + " (" + String.join(", ", names) + ") VALUES ("
                + String.join(", ", names.stream().map(n -> "?").toList()) + ")";
        try (PreparedStatement ps = t.generated() == null ? c.prepareStatement(sql)
                : Vendor.insertReturning(c, sql, t.generated())) {
            for (int i = 0; i < names.size(); i++) {
                set(ps, i + 1, columns.get(names.get(i)), values.get(names.get(i)));
            }
            ps.executeUpdate();
            if (t.generated() == null) {
                return 0;
            }
            try (ResultSet keys = ps.getGeneratedKeys()) {
                keys.next();
                return keys.getLong(1);
            }
        }
    }

    /** The table's columns and their JDBC types, as this database has them. */
    private static Map<String, Integer> columns(Connection c, String table) throws SQLException {
        Map<String, Integer> columns = new LinkedHashMap<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT * FROM " + table
                + " WHERE 1 = 0")) {
            ResultSetMetaData md = rs.getMetaData();
            for (int i = 1; i <= md.getColumnCount(); i++) {
                columns.put(md.getColumnLabel(i).toLowerCase(Locale.ROOT), md.getColumnType(i));
            }
        }
        return columns;
    }

    /** The highest applied migration (V8 = 8): an export names it so an older robot refuses a newer file. */
    static int schema(Connection c) throws SQLException {
        int max = 0;
        try (Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT \"version\" FROM \"flyway_schema_history\" WHERE \"success\"")) {
            while (rs.next()) {
                String v = rs.getString(1);
                if (v != null && v.matches("\\d+")) {
                    max = Math.max(max, Integer.parseInt(v));
                }
            }
        }
        return max;
    }

    private static void put(ObjectNode r, String name, int type, ResultSet rs, int i) throws SQLException {
        switch (kind(type)) {
            case NUMBER -> {
                long v = rs.getLong(i);
                if (rs.wasNull()) {
                    r.putNull(name);
                } else {
                    r.put(name, v);
                }
            }
            case BOOLEAN -> {
                boolean v = rs.getBoolean(i);
                if (rs.wasNull()) {
                    r.putNull(name);
                } else {
                    r.put(name, v);
                }
            }
            case TIME -> {
                OffsetDateTime t = rs.getObject(i, OffsetDateTime.class);
                if (t == null) {
                    r.putNull(name);
                } else {
                    r.put(name, t.toInstant().toString());
                }
            }
            case BYTES -> {
                byte[] b = rs.getBytes(i);
                if (b == null) {
                    r.putNull(name);
                } else {
                    r.put(name, Base64.getEncoder().encodeToString(b));
                }
            }
            case TEXT -> r.put(name, rs.getString(i));
        }
    }

    private static void set(PreparedStatement ps, int i, int type, JsonNode value) throws SQLException {
        if (value == null || value.isNull()) {
            ps.setNull(i, type);
            return;
        }
        switch (kind(type)) {
            case NUMBER -> ps.setLong(i, value.asLong());
            case BOOLEAN -> ps.setBoolean(i, value.asBoolean());
            case TIME -> ps.setObject(i, GameStore.utc(Instant.parse(value.asText())));
            case BYTES -> ps.setBytes(i, Base64.getDecoder().decode(value.asText()));
            case TEXT -> ps.setString(i, value.asText());
        }
    }

    private enum Kind { NUMBER, BOOLEAN, TIME, BYTES, TEXT }

    /** H2 and PostgreSQL report some types differently (PostgreSQL: BIT for boolean, TIMESTAMP for timestamptz). */
    private static Kind kind(int type) {
        return switch (type) {
            case Types.BIGINT, Types.INTEGER, Types.SMALLINT, Types.TINYINT -> Kind.NUMBER;
            case Types.BOOLEAN, Types.BIT -> Kind.BOOLEAN;
            case Types.TIMESTAMP, Types.TIMESTAMP_WITH_TIMEZONE -> Kind.TIME;
            case Types.BLOB, Types.BINARY, Types.VARBINARY, Types.LONGVARBINARY -> Kind.BYTES;
            default -> Kind.TEXT;
        };
    }
}
