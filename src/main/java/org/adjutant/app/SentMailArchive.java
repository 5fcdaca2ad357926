package org.adjutant.app;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import org.adjutant.store.Database;

/**
 * Keeps a copy of every mail the robot has sent as an {@code .eml} file (open it with any mail program), named
 * {@code <outbox id>-<kind>.eml}, so an operator can see exactly what players received. A marker file remembers the
 * last row copied; copying again is harmless.
 */
public final class SentMailArchive {
    private static final String MARKER = ".last-archived";
    private final Database db;
    private final Path dir;

    public SentMailArchive(Database db, Path dir) {
        this.db = db;
        this.dir = dir;
    }

    /**
     * A welcome mail is the one mail that carries a password in clear. Once it is sent, its bytes in the outbox are
     * replaced by a note, so neither the database nor the archive keeps the password (only its hash remains).
     */
    public int redactSentWelcomes() {
        return db.inTransaction(c -> {
            int n;
            try (PreparedStatement ps = c.prepareStatement(
                    "UPDATE outbox SET mime = ? WHERE status = 'SENT' AND dedup_key LIKE 'welcome:%' "
                            + "AND LENGTH(mime) <> ?")) {
                ps.setBytes(1, REDACTED);
                ps.setLong(2, REDACTED.length);
                n = ps.executeUpdate();
            }
            // The robot's own copy of the mail came back into its mailbox and was stored raw: redact it too.
            try (PreparedStatement ps = c.prepareStatement(
                    "UPDATE inbox SET raw = ? WHERE LENGTH(raw) <> ? AND message_id IN "
                            + "(SELECT message_id FROM outbox WHERE dedup_key LIKE 'welcome:%')")) {
                ps.setBytes(1, REDACTED);
                ps.setLong(2, REDACTED.length);
                n += ps.executeUpdate();
            }
            return n;
        });
    }

    private static final byte[] REDACTED = ("X-Adjutant-Redacted: yes\r\n\r\nThis welcome mail carried the player's "
            + "password; it was sent and its text was then removed.\r\n").getBytes(StandardCharsets.US_ASCII);

    /** Copies the mails sent since the last call; returns how many. */
    public int archiveNew() {
        redactSentWelcomes();
        try {
            Files.createDirectories(dir);
            long last = readMarker();
            long[] newest = {last};
            int copied = db.read(c -> {
                int n = 0;
                try (PreparedStatement ps = c.prepareStatement(
                        "SELECT id, kind, mime FROM outbox WHERE status = 'SENT' AND id > ? ORDER BY id")) {
                    ps.setLong(1, last);
                    try (ResultSet rs = ps.executeQuery()) {
                        while (rs.next()) {
                            long id = rs.getLong(1);
                            Path file = dir.resolve(id + "-" + rs.getString(2).toLowerCase(java.util.Locale.ROOT)
                                    + ".eml");
                            write(file, rs.getBytes(3));
                            newest[0] = id;
                            n++;
                        }
                    }
                }
                return n;
            });
            if (newest[0] != last) {
                write(dir.resolve(MARKER), Long.toString(newest[0]).getBytes(StandardCharsets.US_ASCII));
            }
            return copied;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot keep copies of sent mail in " + dir, e);
        }
    }

    private long readMarker() throws IOException {
        Path marker = dir.resolve(MARKER);
        if (!Files.exists(marker)) {
            return 0;
        }
        String text = Files.readString(marker, StandardCharsets.US_ASCII).strip();
        return text.isEmpty() ? 0 : Long.parseLong(text);
    }

    private static void write(Path file, byte[] bytes) {
        try {
            // A name of its own: robots sharing the directory may copy the same mail at the same moment.
            Path tmp = file.resolveSibling(file.getFileName() + "." + java.util.UUID.randomUUID() + ".tmp");
            Files.write(tmp, bytes);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
