package org.adjutant.mail;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What the inbox keeps of a judged mail: no password, in any part or encoding, and still a mail one can read. */
class MailRedactorTest {
    private final MailDecoder decoder = new MailDecoder();
    private final MailRedactor redactor = new MailRedactor(decoder);

    private static byte[] mail(String headers, String body) {
        return ("From: Brown <brown@players.test>\r\nTo: robot@robot.test\r\nMessage-ID: <m1@players.test>\r\n"
                + "Subject: orders\r\nMIME-Version: 1.0\r\n" + headers + "\r\n" + body)
                .getBytes(StandardCharsets.UTF_8);
    }

    private static String text(byte[] raw) {
        return new String(raw, StandardCharsets.UTF_8);
    }

    @Test
    @DisplayName("every way a password is written is masked: headers, a line of its own, NEW PASSWORD, quoted lines, a welcome")
    void everyWayOfWritingAPassword() {
        byte[] raw = mail("Content-Type: text/plain; charset=UTF-8\r\n", "UNIT US7IN PASSWORD abcd-efgh-jkmn\r\n"
                + "POSTURE ATTACK/DEFEND\r\nUNIT MX4IN\r\npass: second-secret\r\nPLAYER brown PASS=third-secret\r\n"
                + "NEW PASSWORD fourth-secret\r\n\r\nOn Sat, Brown wrote:\r\n> > UNIT US7IN PASSWORD old-secret-1\r\n"
                + "> Your password is:   welcome-secret\r\n");
        MailRedactor.Redacted r = redactor.redact(raw).orElseThrow();
        String kept = text(r.raw());
        assertThat(r.secrets()).containsExactlyInAnyOrder("abcd-efgh-jkmn", "second-secret", "third-secret",
                "fourth-secret", "old-secret-1", "welcome-secret");
        assertThat(kept).doesNotContain("abcd-efgh-jkmn", "second-secret", "third-secret", "fourth-secret",
                "old-secret-1", "welcome-secret")
                .contains("X-Adjutant-Redacted:", "Message-ID: <m1@players.test>", "From: Brown <brown@players.test>");
        assertThat(decoder.decode(r.raw()).text()).contains("UNIT US7IN PASSWORD ****\nPOSTURE ATTACK/DEFEND",
                "NEW PASSWORD ****", "> > UNIT US7IN PASSWORD ****");
    }

    @Test
    @DisplayName("a password in a Base64 HTML part or an attached file is taken out, and the parts not read are dropped")
    void encodedPartsAreRebuilt() {
        String html = Base64.getMimeEncoder().encodeToString(("<p>UNIT US7IN PASSWORD html-secret-99<br>HOLD</p>")
                .getBytes(StandardCharsets.UTF_8));
        String file = Base64.getMimeEncoder().encodeToString("UNIT MX4IN PASSWORD file-secret-77\nHOLD\n"
                .getBytes(StandardCharsets.UTF_8));
        byte[] raw = mail("Content-Type: multipart/mixed; boundary=\"X\"\r\n", "--X\r\nContent-Type: text/html\r\n"
                + "Content-Transfer-Encoding: base64\r\n\r\n" + html + "\r\n--X\r\nContent-Type: text/plain; "
                + "name=t.txt\r\nContent-Disposition: attachment; filename=t.txt\r\nContent-Transfer-Encoding: "
                + "base64\r\n\r\n" + file + "\r\n--X\r\nContent-Type: image/png\r\nContent-Transfer-Encoding: base64"
                + "\r\n\r\niVBORw0KGgo=\r\n--X--\r\n");
        byte[] kept = redactor.redact(raw).orElseThrow().raw();
        assertThat(text(kept)).doesNotContain("html-secret-99", "file-secret-77", "iVBORw0KGgo", html.substring(0, 12));
        DecodedMail read = decoder.decode(kept);
        assertThat(read.text()).contains("UNIT US7IN PASSWORD ****", "HOLD");
        assertThat(read.attachments()).singleElement().satisfies(a -> {
            assertThat(a.name()).isEqualTo("t.txt");
            assertThat(a.text()).contains("UNIT MX4IN PASSWORD ****");
        });
    }

    @Test
    @DisplayName("a password in an encoded subject is masked, in the header and for the subject column")
    void subjectHeader() {
        byte[] raw = mail("Content-Type: text/plain\r\n", "UNIT US7IN PASSWORD subj-secret-1\r\nHOLD\r\n");
        byte[] withSubject = text(raw).replace("Subject: orders", "Subject: =?UTF-8?B?"
                + Base64.getEncoder().encodeToString("UNIT US7IN PASSWORD subj-secret-1".getBytes(
                        StandardCharsets.UTF_8)) + "?=").getBytes(StandardCharsets.UTF_8);
        MailRedactor.Redacted r = redactor.redact(withSubject).orElseThrow();
        assertThat(decoder.decode(r.raw()).subject()).isEqualTo("UNIT US7IN PASSWORD ****");
        assertThat(r.mask("UNIT US7IN PASSWORD subj-secret-1")).isEqualTo("UNIT US7IN PASSWORD ****");
    }

    @Test
    @DisplayName("a short guess is masked only where it stands alone; a mail naming no password is kept as it came")
    void shortGuessesAndMailWithoutPasswords() {
        byte[] raw = mail("Content-Type: text/plain\r\n", "UNIT US7IN PASSWORD ab\r\nHOLD about a day\r\n");
        assertThat(decoder.decode(redactor.redact(raw).orElseThrow().raw()).text())
                .contains("UNIT US7IN PASSWORD ****", "HOLD about a day");
        assertThat(redactor.redact(mail("Content-Type: text/plain\r\n", "Hello, when is the deadline?\r\n")))
                .isEmpty();
    }
}
