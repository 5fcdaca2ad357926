package org.adjutant.mail;

import java.time.Instant;

/**
 * What a poll tells while it runs, so that the intake can take in stored mail before the poll has ended.
 *
 * <p>{@link #storedThrough} promises: every mail this poll has yet to store was received by the server at or after
 * {@code horizon}, and will get a larger inbox id than every row stored so far. So the NEW rows received at or before
 * {@code horizon} can be taken in now, in their (receipt time, id) order, and the order in which orders take effect
 * (GITM 6.10) is exactly the one an intake after the whole poll would give. It is called after every commit of stored mail
 * (a few dozen mails at a time), whether the horizon moved or not (more mail at the same receipt time may be ready),
 * and the horizon never goes back. A poll that
 * cannot know the receipt time of mail it has not fetched yet (POP3, or an IMAP server that gave no INTERNALDATE)
 * says nothing until it ends.
 */
@FunctionalInterface
public interface PollProgress {
    PollProgress NONE = horizon -> { };

    void storedThrough(Instant horizon);
}
