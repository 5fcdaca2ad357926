package org.adjutant.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.adjutant.mail.SentCopies;
import org.adjutant.store.Database;
import org.adjutant.store.OutboxKind;
import org.adjutant.store.OutboxRow;
import org.adjutant.store.OutboxStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps a copy of every mail the robot has sent as an {@code .eml} file (open it with any mail program), named
 * {@code <outbox id>-<kind>.eml}, so an operator can see exactly what players received.
 *
 * <p>The sender hands each mail over the moment the SMTP server has taken it ({@link #keep}), and the outbox row is
 * marked archived with its SENT. Rows that became SENT otherwise (settled from the robot's own copy after a crash,
 * or by another robot sharing the database) are copied by {@link #sweep()}, which the robot runs once a round. With
 * several robots each directory holds what that robot sent or settled. Copying again is harmless.
 *
 * <p>A directory that cannot be written (a full disk, a path that is a file, permissions) never stops the mail: the
 * rows stay unarchived and are copied by the first sweep after it can be written again. The operator is told once
 * when copying starts failing and once when it works again, not at every mail and every round.
 */
public final class SentMailArchive implements SentCopies {
    private static final Logger LOG = LoggerFactory.getLogger(SentMailArchive.class);
    /** Rows copied by one sweep; the next round takes the rest. */
    static final int SWEEP_LIMIT = 500;
    private final Database db;
    private final Path dir;
    private final OutboxStore outbox = new OutboxStore(java.time.Clock.systemUTC());
    private volatile boolean dirReady;
    private final java.util.concurrent.atomic.AtomicBoolean failing = new java.util.concurrent.atomic.AtomicBoolean();

    public SentMailArchive(Database db, Path dir) {
        this.db = db;
        this.dir = dir;
    }

    @Override
    public boolean keep(long id, OutboxKind kind, byte[] mime) {
        try {
            write(id, kind, mime);
            worked();
            return true;
        } catch (IOException e) {
            failed(e);
            return false;
        }
    }

    /**
     * Copies the rows sent without passing through {@link #keep}; returns how many. Stops at the first file the disk
     * refuses: the rest wait for the next sweep.
     */
    public int sweep() {
        List<OutboxRow> rows = db.read(c -> outbox.unarchived(c, SWEEP_LIMIT));
        List<Long> copied = new ArrayList<>();
        for (OutboxRow row : rows) {
            try {
                write(row.id(), row.kind(), OutboxStore.keptAfterSending(row));
                copied.add(row.id());
                worked();
            } catch (IOException e) {
                failed(e);
                break;
            }
        }
        if (!copied.isEmpty()) {
            db.inTransaction(c -> {
                outbox.markArchived(c, copied);
                return null;
            });
        }
        return copied.size();
    }

    /** Whether the last copy failed (until one succeeds). */
    boolean failing() {
        return failing.get();
    }

    private void failed(IOException e) {
        dirReady = false; // perhaps removed under the robot: made again at the next write
        if (failing.compareAndSet(false, true)) {
            LOG.warn("cannot keep copies of sent mail in {} ({}); the mail still goes out, and what is not copied is "
                    + "copied once the directory can be written again", dir, e.toString());
        } else {
            LOG.debug("still cannot keep copies of sent mail in {}: {}", dir, e.toString());
        }
    }

    private void worked() {
        if (failing.compareAndSet(true, false)) {
            LOG.info("copies of sent mail are kept in {} again", dir);
        }
    }

    private void write(long id, OutboxKind kind, byte[] bytes) throws IOException {
        if (!dirReady) {
            Files.createDirectories(dir);
            dirReady = true;
        }
        Path file = dir.resolve(id + "-" + kind.name().toLowerCase(Locale.ROOT) + ".eml");
        // A name of its own: robots sharing the directory may copy the same mail at the same moment.
        Path tmp = file.resolveSibling(file.getFileName() + "." + java.util.UUID.randomUUID() + ".tmp");
        Files.write(tmp, bytes);
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
