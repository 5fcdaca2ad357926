package org.adjutant.config;

/** What happens to a message on the mail server once its raw copy is committed to the database. */
public enum AfterStore {
    /** Delete it from the server (the only choice for POP3 servers that do not keep flags). */
    DELETE,
    /** Mark it seen (IMAP {@code \Seen} plus a keyword) and leave it; later polls skip flagged messages. */
    FLAG,
    /** IMAP: move it to the processed folder (created if missing). */
    MOVE
}
