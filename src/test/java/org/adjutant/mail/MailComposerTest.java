package org.adjutant.mail;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import jakarta.mail.Message;
import jakarta.mail.Session;
import jakarta.mail.internet.MimeBodyPart;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeMultipart;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class MailComposerTest {
    static final Clock CLOCK = Clock.fixed(Instant.parse("1846-05-08T14:30:00Z"), ZoneOffset.UTC);
    static final byte[] PNG = {(byte) 0x89, 'P', 'N', 'G', 13, 10, 26, 10, 0, 0, 0, 13, 'I', 'H', 'D', 'R'};

    final MailComposer composer = new MailComposer(CLOCK);

    static OutgoingMail ack() {
        return OutgoingMail.of("Adjutant <robot@amwol.example>", List.of("Zachary Taylor <taylor@army.example>"),
                        "Órdenes recibidas: Palo Alto", "Accepted:\n  1st Dragoons MOVE N\n", "<outbox-ack-7.g1@amwol.example>",
                        AutoSubmitted.AUTO_REPLIED, "ack:7")
                .inReplyTo("<orders-1@army.example>", List.of("<orders-0@army.example>"));
    }

    static MimeMessage parse(byte[] mime) throws Exception {
        return new MimeMessage(Session.getInstance(new Properties()), new ByteArrayInputStream(mime));
    }

    @Test
    void anAcknowledgementCarriesThreadingLoopHeadersAndTheCallersMessageId() throws Exception {
        MimeMessage m = parse(composer.compose(ack()));

        assertThat(m.getMessageID()).isEqualTo("<outbox-ack-7.g1@amwol.example>");
        assertThat(m.getHeader("In-Reply-To", null)).isEqualTo("<orders-1@army.example>");
        assertThat(m.getHeader("References", null)).isEqualTo("<orders-0@army.example> <orders-1@army.example>");
        assertThat(m.getHeader("Auto-Submitted", null)).isEqualTo("auto-replied");
        assertThat(m.getHeader("X-Loop", null)).isEqualTo("robot@amwol.example");
        assertThat(m.getHeader(MailComposer.OUTBOX_HEADER, null)).isEqualTo("ack:7");
        assertThat(m.getSubject()).isEqualTo("Órdenes recibidas: Palo Alto");
        assertThat(m.getHeader("Subject", null)).startsWith("=?UTF-8?");
        assertThat(m.getFrom()[0].toString()).isEqualTo("Adjutant <robot@amwol.example>");
        assertThat(m.getRecipients(Message.RecipientType.TO)).hasSize(1);
        assertThat(m.getHeader("Date", null)).isEqualTo("Fri, 8 May 1846 14:30:00 +0000");
        assertThat(m.isMimeType("text/plain")).isTrue();
        assertThat((String) m.getContent()).isEqualTo("Accepted:\r\n  1st Dragoons MOVE N\r\n");
    }

    @Test
    void aReportHasTextAndHtmlAlternativesWithInlinePngsByContentId() throws Exception {
        OutgoingMail report = OutgoingMail.of("robot@amwol.example",
                        List.of("polk@whitehouse.example", "scott@army.example"), "Turn 3", "Plain report",
                        "<outbox-report-3.g1@amwol.example>", AutoSubmitted.AUTO_GENERATED, "report:g1:3:polk:full")
                .withHtml("<p>Report</p><img src=\"cid:strategic\"><img src=\"cid:tactical\">",
                        Map.of("tactical", PNG, "strategic", PNG));

        MimeMessage m = parse(composer.compose(report));

        assertThat(m.getHeader("Auto-Submitted", null)).isEqualTo("auto-generated");
        assertThat(m.getRecipients(Message.RecipientType.TO)).extracting(Object::toString)
                .containsExactly("polk@whitehouse.example", "scott@army.example");
        assertThat(m.isMimeType("multipart/*")).isTrue();
        String structure = describe(m);
        assertThat(structure).contains("text/plain", "text/html", "image/png<strategic>", "image/png<tactical>");
    }

    @Test
    void composingTheSameMailTwiceGivesIdenticalBytes() {
        OutgoingMail report = ack().withHtml("<p>x</p><img src=\"cid:map\">", Map.of("map", PNG));
        byte[] first = composer.compose(report);
        byte[] second = new MailComposer(CLOCK).compose(report);
        assertThat(second).isEqualTo(first);
        assertThat(new String(first, StandardCharsets.ISO_8859_1)).contains("=_adjutant_0_").doesNotContain("_Part_");
    }

    @Test
    void aBadAddressIsRefusedWithTheAddressNamed() {
        OutgoingMail bad = OutgoingMail.of("robot@amwol.example", List.of("not an address"), "s", "t",
                "<a@b>", AutoSubmitted.AUTO_GENERATED, "k");
        assertThatThrownBy(() -> composer.compose(bad)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not an address");
    }

    @Test
    void aMessageIdWithoutAngleBracketsIsRefused() {
        assertThatThrownBy(() -> OutgoingMail.of("r@x", List.of("p@x"), "s", "t", "id@x",
                AutoSubmitted.AUTO_GENERATED, "k")).isInstanceOf(IllegalArgumentException.class);
    }

    private static String describe(jakarta.mail.Part part) throws Exception {
        StringBuilder out = new StringBuilder();
        if (part.isMimeType("multipart/*")) {
            MimeMultipart mp = (MimeMultipart) part.getContent();
            for (int i = 0; i < mp.getCount(); i++) {
                out.append(describe(mp.getBodyPart(i))).append(' ');
            }
            return out.toString();
        }
        String type = part.getContentType().split(";")[0].trim().toLowerCase();
        String cid = part instanceof MimeBodyPart b && b.getContentID() != null ? b.getContentID() : "";
        return type + cid;
    }

    @Test
    void theOutboxItemCarriesTheKeyIdEnvelopeAndTheComposedBytes() {
        OutgoingMail mail = OutgoingMail.of("robot@amwol.example",
                List.of("Zachary Taylor <taylor@army.example>", "scott@army.example"), "Turn 3", "text",
                "<outbox-report-3.g1@amwol.example>", AutoSubmitted.AUTO_GENERATED, "report:g1:3:us");
        org.adjutant.store.OutboxItem item = composer.outboxItem("g1", org.adjutant.store.OutboxKind.REPORT, mail);
        assertThat(item.dedupKey()).isEqualTo("report:g1:3:us");
        assertThat(item.messageId()).isEqualTo("<outbox-report-3.g1@amwol.example>");
        assertThat(item.recipients()).containsExactly("taylor@army.example", "scott@army.example");
        assertThat(item.mime()).isEqualTo(composer.compose(mail));
    }
}
