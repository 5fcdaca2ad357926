package org.adjutant.mail;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class MailSettingsTest {
    @Test
    void passwordsNeverAppearInToString() {
        MailSettings s = new MailSettings(
                MailSettings.Mailbox.of(MailSettings.Protocol.IMAP, "imap.example", 993, MailSettings.Tls.SSL,
                        "robot", "mailbox-pass"),
                new MailSettings.Smtp("smtp.example", 587, MailSettings.Tls.STARTTLS, "robot", "smtp-pass"),
                "robot@amwol.example", null, null, null);
        assertThat(s.toString()).doesNotContain("mailbox-pass", "smtp-pass").contains("imap.example", "***");
    }

    @Test
    void pop3CanOnlyDelete() {
        MailSettings.Mailbox pop = MailSettings.Mailbox.of(MailSettings.Protocol.POP3, "h", 110,
                MailSettings.Tls.NONE, "u", "p");
        assertThatThrownBy(() -> pop.afterStore(MailSettings.AfterStore.FLAG))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("POP3");
        assertThatThrownBy(() -> pop.afterStore(MailSettings.AfterStore.MOVE))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void retryDelaysDoubleUpToTheCap() {
        MailSettings.Retry r = new MailSettings.Retry(Duration.ofMinutes(1), Duration.ofMinutes(10),
                Duration.ofDays(1), Duration.ofMinutes(15), 10);
        assertThat(r.delayAfter(1)).isEqualTo(Duration.ofMinutes(1));
        assertThat(r.delayAfter(2)).isEqualTo(Duration.ofMinutes(2));
        assertThat(r.delayAfter(4)).isEqualTo(Duration.ofMinutes(8));
        assertThat(r.delayAfter(5)).isEqualTo(Duration.ofMinutes(10));
        assertThat(r.delayAfter(500)).isEqualTo(Duration.ofMinutes(10));
    }
}
