package org.adjutant.mail;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The UID sets the poller disposes of stored mails by (docs/scaling.md: robots sharing a mailbox). */
class UidSetTest {
    @Test
    @DisplayName("UIDs become an IMAP set, sorted, runs as ranges")
    void ranges() {
        assertThat(MailboxPoller.uidSet(new long[] {9, 3, 4, 5, 7, 6, 12, 13})).isEqualTo("3:7,9,12:13");
        assertThat(MailboxPoller.uidSet(new long[] {42})).isEqualTo("42");
        assertThat(MailboxPoller.uidSet(new long[] {5, 5, 6})).isEqualTo("5:6");
    }
}
