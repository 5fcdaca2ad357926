package org.adjutant.mail;

import org.adjutant.store.OutboxKind;

/**
 * Where the sender keeps a copy of each mail the moment the SMTP server has taken it (the robot's sent-mail archive),
 * so the copy costs no second read of the mail from the database.
 */
@FunctionalInterface
public interface SentCopies {
    /** No copies: rows stay marked as not archived, for an archive's sweep to copy later. */
    SentCopies NONE = (id, kind, mime) -> false;

    /**
     * Keeps the mail of outbox row {@code id} as sent, with a welcome's password already removed; false if it could
     * not, so the row is left for a later sweep.
     */
    boolean keep(long id, OutboxKind kind, byte[] mime);
}
