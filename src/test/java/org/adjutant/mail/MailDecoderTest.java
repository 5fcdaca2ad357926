package org.adjutant.mail;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class MailDecoderTest {
    final MailDecoder decoder = new MailDecoder();

    static byte[] fixture(String name) {
        try (InputStream in = MailDecoderTest.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalArgumentException("no fixture " + name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    DecodedMail decode(String fixture) {
        return decoder.decode(fixture(fixture));
    }

    @Test
    void plainUtf8WithAnEncodedSubject() {
        DecodedMail m = decode("plain-utf8.eml");
        assertThat(m.from()).isEqualTo("tornel@guerra.example.mx");
        assertThat(m.replyTo()).isEmpty();
        assertThat(m.replyAddress()).isEqualTo("tornel@guerra.example.mx");
        assertThat(m.subject()).isEqualTo("Órdenes para el turno 3");
        assertThat(m.messageId()).isEqualTo("<plain-1@guerra.example.mx>");
        assertThat(m.text()).isEqualTo("UNIT 2º Ligero\nPASSWORD cañón\nMARCH TO Matamoros — quickly\n");
        assertThat(m.warnings()).isEmpty();
    }

    @Test
    void quotedPrintableLatin1() {
        DecodedMail m = decode("qp-latin1.eml");
        assertThat(m.subject()).isEqualTo("Ampudia órdenes");
        assertThat(m.text()).isEqualTo(
                "UNIT Batallón de Zapadores\nPASSWORD señal\nHOLD at Monterrey; bring the cañones\n");
        assertThat(m.warnings()).isEmpty();
    }

    @Test
    void base64Windows1252KeepsSmartQuotesDashesAndEuro() {
        DecodedMail m = decode("base64-cp1252.eml");
        assertThat(m.text()).isEqualTo("UNIT “Tampico” Guard\nNOTE: supplies – 40 wagons… €\n");
    }

    @Test
    void htmlOnlyWebmailIsConvertedKeepingLineBreaksAndDroppingQuotedReplies() {
        DecodedMail m = decode("html-only-webmail.eml");
        // Paragraphs keep the space a mail program shows around them: a blank line (the sign-off rule reads it).
        assertThat(m.text()).isEqualTo(
                "UNIT 1st Artillery\nPASSWORD veracruz\n\nMOVE E\nMOVE E\n\nRegards, Scott\n");
        assertThat(m.text()).doesNotContain("accepted", "old orders", "color");
    }

    @Test
    void outlookAlternativePrefersThePlainPart() {
        DecodedMail m = decode("alternative-outlook.eml");
        assertThat(m.from()).isEqualTo("ztaylor@army.example");
        assertThat(m.text()).startsWith("UNIT 2nd Dragoons\nMOVE SW\n");
        assertThat(m.warnings()).isEmpty();
    }

    @Test
    void thunderbirdFlowedPlainPartIsUnwrappedAndQuotesKeepTheirMarks() {
        DecodedMail m = decode("alternative-thunderbird.eml");
        assertThat(m.text()).isEqualTo("UNIT Army of the West\n"
                + "MARCH to Santa Fe by the Raton Pass, keeping the wagons close behind the dragoons at all times.\n"
                + "\nOn 1846-06-30 Adjutant wrote:\n"
                + "> UNIT Army of the West accepted, and this line was long enough to be wrapped by the client.\n");
    }

    @Test
    void appleMailAlternativeWithRelatedHtmlPrefersThePlainPart() {
        DecodedMail m = decode("alternative-apple.eml");
        assertThat(m.messageId()).isEqualTo("<apple-1@navy.example>");
        assertThat(m.text()).isEqualTo("UNIT Pacific Squadron\nLAND at Monterey\n");
    }

    @Test
    void gmailAlternativeKeepsThePlainPartAsWritten() {
        DecodedMail m = decode("alternative-gmail.eml");
        assertThat(m.text()).startsWith("BUILD 2 regiments at New Orleans\n\nOn Tue,").contains("> Turn 2 report");
    }

    @Test
    void htmlAlternativeIsUsedWhenThePlainPartIsEmpty() {
        String raw = "From: a@b.example\r\nSubject: x\r\nMIME-Version: 1.0\r\n"
                + "Content-Type: multipart/alternative; boundary=Q\r\n\r\n--Q\r\nContent-Type: text/plain\r\n\r\n\r\n"
                + "--Q\r\nContent-Type: text/html\r\n\r\n<p>HOLD</p><blockquote>old</blockquote>\r\n--Q--\r\n";
        assertThat(decoder.decode(raw.getBytes(StandardCharsets.US_ASCII)).text()).isEqualTo("HOLD\n");
    }

    @Test
    void formatFlowedWithDelSpJoinsWithoutTheSpaceAndKeepsTheSignatureSeparator() {
        DecodedMail m = decode("flowed-delsp.eml");
        assertThat(m.text()).isEqualTo("UNIT Mormon Battalion\n"
                + "MARCH along the Gila River towards San Diego with all the wagons and the cattle.\n"
                + ">this line was space-stuffed\n-- \nKearny\n");
    }

    @Test
    @DisplayName("other attachments are ignored with a warning naming them; an attached text file is kept aside")
    void attachmentsAreIgnoredWithAWarningNamingThem() {
        DecodedMail m = decode("attachment.eml");
        assertThat(m.text()).isEqualTo("UNIT Peace Commission\nNEGOTIATE at Guadalupe Hidalgo\n");
        assertThat(m.warnings()).containsExactly("attachment ignored: treaty.pdf (application/pdf)");
        assertThat(m.attachments()).containsExactly(
                new DecodedMail.TextAttachment("orders-backup.txt", "UNIT Secret\n"));
    }

    @Test
    void aDeeplyNestedBombIsCutAtTheDepthLimitWithAWarning() {
        DecodedMail m = decode("nested-bomb.eml");
        assertThat(m.text()).isEmpty();
        assertThat(m.warnings()).containsExactly("parts nested deeper than 10 levels were skipped");
    }

    @Test
    void nestingWithinTheLimitIsRead() {
        StringBuilder raw = new StringBuilder("From: a@b.example\r\nContent-Type: multipart/mixed; boundary=b0\r\n\r\n");
        int depth = 9;
        for (int i = 0; i < depth; i++) {
            raw.append("--b").append(i).append("\r\nContent-Type: multipart/mixed; boundary=b").append(i + 1)
                    .append("\r\n\r\n");
        }
        raw.append("--b").append(depth).append("\r\nContent-Type: text/plain\r\n\r\nHOLD\r\n");
        for (int i = depth; i >= 0; i--) {
            raw.append("--b").append(i).append("--\r\n");
        }
        DecodedMail m = decoder.decode(raw.toString().getBytes(StandardCharsets.US_ASCII));
        assertThat(m.text()).isEqualTo("HOLD\n");
        assertThat(m.warnings()).isEmpty();
    }

    @Test
    void aFiveMegabyteMessageIsCutToTheTextLimitWithoutFailing() {
        String line = "MOVE N and keep moving north through the chaparral towards the river\r\n";
        StringBuilder raw = new StringBuilder("From: big@hostile.example\r\nMessage-ID: <big@x>\r\n"
                + "Content-Type: text/plain; charset=utf-8\r\n\r\n");
        while (raw.length() < 5_000_000) {
            raw.append(line);
        }
        DecodedMail m = decoder.decode(raw.toString().getBytes(StandardCharsets.US_ASCII));
        assertThat(m.text()).hasSizeLessThanOrEqualTo(1_000_001).startsWith("MOVE N");
        assertThat(m.warnings()).anyMatch(w -> w.contains("the rest was cut"));
    }

    @Test
    void unknownCharsetsAndEncodingsFallBackGracefully() {
        DecodedMail m = decode("unknown-charset.eml");
        assertThat(m.from()).isEqualTo("kahless@hostile.example");
        assertThat(m.subject()).isEqualTo("qaplaé");
        assertThat(m.text()).isEqualTo("UNIT Kahless Guard\nPASSWORD café\n");
        assertThat(m.messageId()).endsWith("@no-message-id.adjutant.invalid>");
        assertThat(m.warnings()).anyMatch(w -> w.contains("x-klingon"));
    }

    @Test
    void aMultipartWithoutItsBoundaryIsReadAsText() {
        DecodedMail m = decode("broken-multipart.eml");
        assertThat(m.text()).contains("UNIT Broken Boundary\nHOLD");
        assertThat(m.warnings()).isNotEmpty();
    }

    @Test
    void garbageNeverThrows() {
        DecodedMail m = decoder.decode(new byte[] {0, 1, 2, (byte) 0xff, '\r', '\n', '\r', '\n', 'x'});
        assertThat(m.warnings()).isNotEmpty();
        assertThat(m.messageId()).isNotEmpty();
    }

    @Test
    @DisplayName("the robot reads back what it composes")
    void roundTripsTheComposer() {
        MailComposer composer = new MailComposer(Clock.fixed(Instant.EPOCH, ZoneOffset.UTC));
        OutgoingMail mail = OutgoingMail.of("robot@amwol.example", List.of("p@x.example"), "Ünïcode",
                "Line one\nLíne two\n", "<m1@amwol.example>", AutoSubmitted.AUTO_GENERATED, "k1")
                .withHtml("<p>Line one</p>", Map.of("map", MailComposerTest.PNG));
        DecodedMail m = decoder.decode(composer.compose(mail));
        assertThat(m.subject()).isEqualTo("Ünïcode");
        assertThat(m.text()).isEqualTo("Line one\nLíne two\n");
        assertThat(m.from()).isEqualTo("robot@amwol.example");
    }

    @Test
    void htmlWithoutAHeaderCharsetUsesItsMetaCharset() {
        byte[] head = ("From: a@b.example\r\nContent-Type: text/html\r\nContent-Transfer-Encoding: 8bit\r\n\r\n"
                + "<html><head><meta http-equiv=\"Content-Type\" content=\"text/html; charset=windows-1252\">"
                + "</head><body>").getBytes(StandardCharsets.US_ASCII);
        byte[] body = "<div>MARCH to Quer\u00e9taro \u2013 at once</div></body></html>".getBytes(TextCharsets.WINDOWS_1252);
        byte[] raw = new byte[head.length + body.length];
        System.arraycopy(head, 0, raw, 0, head.length);
        System.arraycopy(body, 0, raw, head.length, body.length);
        DecodedMail m = decoder.decode(raw);
        assertThat(m.text()).isEqualTo("MARCH to Quer\u00e9taro \u2013 at once\n");
        assertThat(m.warnings()).isEmpty();
    }

    @Test
    void eightBitTextWithoutACharsetIsReadAsUtf8IfValidElseWindows1252() {
        byte[] utf8 = "From: a@b.example\r\n\r\nMARCH to Jalapa \u2014 ma\u00f1ana\r\n".getBytes(StandardCharsets.UTF_8);
        assertThat(decoder.decode(utf8).text()).isEqualTo("MARCH to Jalapa \u2014 ma\u00f1ana\n");
        byte[] latin = "From: a@b.example\r\n\r\nMARCH ma\u00f1ana\r\n".getBytes(StandardCharsets.ISO_8859_1);
        DecodedMail m = decoder.decode(latin);
        assertThat(m.text()).isEqualTo("MARCH ma\u00f1ana\n");
        assertThat(m.warnings()).containsExactly("the mail declares no charset; read as Windows-1252");
    }

    @Test
    void textMislabelledAsUtf8IsRescuedAsWindows1252WithAWarning() {
        byte[] raw = "From: a@b.example\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nse\u00f1or\r\n"
                .getBytes(StandardCharsets.ISO_8859_1);
        DecodedMail m = decoder.decode(raw);
        assertThat(m.text()).isEqualTo("se\u00f1or\n");
        assertThat(m.warnings()).singleElement().asString().contains("not valid UTF-8");
    }

    @Test
    void rawUtf8InHeadersIsRead() {
        byte[] raw = ("From: Jos\u00e9 <jose@x.example>\r\nReply-To: Secretar\u00eda <sec@x.example>\r\n"
                + "Subject: \u00d3rdenes\r\n\r\nHOLD\r\n").getBytes(StandardCharsets.UTF_8);
        DecodedMail m = decoder.decode(raw);
        assertThat(m.subject()).isEqualTo("\u00d3rdenes");
        assertThat(m.replyTo()).isEqualTo("sec@x.example");
        assertThat(m.replyAddress()).isEqualTo("sec@x.example");
    }

    @Test
    void lineEndingsAreNormalisedAndControlCharactersDropped() {
        byte[] raw = "From: a@b.example\r\n\r\nLINE 1\rLINE 2\r\nLINE\u0000 3\u0007\nLINE 4   \r\n"
                .getBytes(StandardCharsets.US_ASCII);
        assertThat(decoder.decode(raw).text()).isEqualTo("LINE 1\nLINE 2\nLINE 3\nLINE 4\n");
    }

    @Test
    void aMissingFromIsAWarningNotAFailure() {
        DecodedMail m = decoder.decode("Subject: x\r\n\r\nHOLD\r\n".getBytes(StandardCharsets.US_ASCII));
        assertThat(m.from()).isEmpty();
        assertThat(m.text()).isEqualTo("HOLD\n");
        assertThat(m.warnings()).containsExactly("no From header");
    }

    @Test
    void aForwardedMessageIsIgnoredAsAnAttachedMessage() {
        String raw = "From: a@b.example\r\nContent-Type: multipart/mixed; boundary=F\r\n\r\n--F\r\n"
                + "Content-Type: text/plain\r\n\r\nSee below\r\n--F\r\nContent-Type: message/rfc822\r\n\r\n"
                + "From: x@y\r\nSubject: old\r\n\r\nMOVE N\r\n--F--\r\n";
        DecodedMail m = decoder.decode(raw.getBytes(StandardCharsets.US_ASCII));
        assertThat(m.text()).isEqualTo("See below\n");
        assertThat(m.warnings()).containsExactly("attached message ignored");
    }

    @Test
    void aWidePartBombIsCutAtThePartLimit() {
        StringBuilder raw = new StringBuilder("From: a@b.example\r\nContent-Type: multipart/mixed; boundary=W\r\n\r\n");
        for (int i = 0; i < 1000; i++) {
            raw.append("--W\r\nContent-Type: text/plain\r\n\r\nP").append(i).append("\r\n");
        }
        raw.append("--W--\r\n");
        DecodedMail m = decoder.decode(raw.toString().getBytes(StandardCharsets.US_ASCII));
        assertThat(m.text()).startsWith("P0\n\nP1\n").doesNotContain("P999");
        assertThat(m.warnings()).containsExactly("more than 200 parts: the rest were skipped");
    }

    private DecodedMail headers(String headers) {
        return decoder.decode((headers + "\r\nSubject: s\r\n\r\nHOLD\r\n").getBytes(StandardCharsets.ISO_8859_1));
    }

    @Test
    @DisplayName("an encoded word hiding 'CRLF Bcc: victim' in a display name: the bracketed address is the address")
    void encodedWordInjectionInAnAddressHeader() {
        DecodedMail m = headers("From: =?UTF-8?Q?Jacob_Brown=0D=0ABcc:_victim@evil.test?= <brown@players.test>\r\n"
                + "Reply-To: =?UTF-8?Q?=0D=0ABcc:_victim@evil.test?= <brown@players.test>");
        assertThat(m.from()).isEqualTo("brown@players.test");
        assertThat(m.replyTo()).isEqualTo("brown@players.test");
    }

    @Test
    @DisplayName("a Reply-To that is no address one could send to counts as unreadable: the answer goes to From")
    void smuggledReplyToFallsBackToFrom() {
        DecodedMail m = headers("From: brown@players.test\r\nReply-To: \"brown@players.test\\r\\nBcc: "
                + "victim@evil.test\" <brown@players.test%0d%0aBcc:victim@evil.test>");
        assertThat(m.replyTo()).isEmpty();
        assertThat(m.replyAddress()).isEqualTo("brown@players.test");
        assertThat(m.warnings()).anySatisfy(w -> assertThat(w).startsWith("unreadable Reply-To header"));
    }

    @Test
    @DisplayName("a group's member is its address, a group's name or a quoted display name never is")
    void groupsAndDisplayNamesAreNotAddresses() {
        assertThat(headers("From: a@players.test\r\nReply-To: brown@players.test: brown@players.test;").replyAddress())
                .isEqualTo("brown@players.test");
        assertThat(headers("From: \"victim@evil.test\" broken").from()).isEmpty();
        assertThat(headers("From: brown@players.test (Jacob Brown").from()).isEqualTo("brown@players.test");
        assertThat(headers("From: José <josé@correo.example.mx>").from()).isEqualTo("josé@correo.example.mx");
    }

    @Test
    @DisplayName("base64 damaged after the orders keeps the orders: the text before the damage is decoded")
    void damagedBase64KeepsTheTextBeforeTheDamage() {
        String raw = "From: a@b.example\r\nContent-Transfer-Encoding: base64\r\n\r\n"
                + java.util.Base64.getMimeEncoder().encodeToString("UNIT US7IN PASSWORD p\r\nHOLD\r\n"
                .getBytes(StandardCharsets.US_ASCII)) + "\r\n!!!\r\n=A\r\nQUJD=RE\r\n";
        DecodedMail m = decoder.decode(raw.getBytes(StandardCharsets.US_ASCII));
        assertThat(m.text()).isEqualTo("UNIT US7IN PASSWORD p\nHOLD\n");
        assertThat(m.warnings()).singleElement().satisfies(w -> assertThat(w).contains("damaged"));
    }
}
