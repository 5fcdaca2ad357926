package org.adjutant.mail;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.MessageDigest;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The composed bytes pinned by their digest, as the composer wrote them before it stopped turning each mail into a
 * String to put in its stable boundaries: a change of how the bytes are made must not change one of them.
 */
class MailComposerBytesTest {
    private static final Clock CLOCK = Clock.fixed(Instant.parse("1846-05-08T14:30:00Z"), ZoneOffset.UTC);

    static Stream<Arguments> mails() {
        return Stream.of(
                Arguments.of("plain acknowledgement, non-ASCII subject, threading headers", MailComposerTest.ack(),
                        "PLAIN"),
                Arguments.of("report with text, HTML and two pictures", report("Turn 3", "Plain report\nline 2\n",
                        "<p>Report</p><img src=\"cid:strategic\"><img src=\"cid:tactical\">",
                        pictures("strategic", 14_000, "tactical", 23_000)), "REPORT"),
                Arguments.of("HTML without pictures", report("Turn 4", "text", "<p>no maps</p>", Map.of()),
                        "NOPICS"),
                Arguments.of("HTML with an empty text part", report("Turn 5", "", "<p>only html</p>",
                        pictures("map", 3_000)), "EMPTYTEXT"),
                Arguments.of("bodies that quote boundary-like text and a folded boundary parameter",
                        report("Turn 6", "----=_Part_0_1.2 and =_adjutant_0_x\n",
                                "<pre>; \r\n\tboundary=\"=_adjutant_ and ----=_Part_ and =_</pre>",
                                pictures("a", 100, "b", 200, "c", 300)), "TRICKY"),
                Arguments.of("long display names and a long subject (folded headers)",
                        OutgoingMail.of("Adjutant of the American-Mexican War OnLine <robot@amwol.example>",
                                        List.of("General Antonio López de Santa Anna y Pérez de Lebrón "
                                                + "<santa.anna@ejercito.example>"),
                                        "Informe del turno 12: la batalla de Cerro Gordo, posiciones y bajas de "
                                                + "ambos ejércitos",
                                        "Texto\n", "<outbox-report-12.g1@amwol.example>",
                                        AutoSubmitted.AUTO_GENERATED, "report:g1:12:sa:full")
                                .withHtml("<p>Informe</p>", pictures("strategic", 5_000)), "LONG"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("mails")
    @DisplayName("the composed bytes are the ones pinned before the byte-level boundaries")
    void pinnedBytes(String name, OutgoingMail mail, String pinned) throws Exception {
        byte[] mime = new MailComposer(CLOCK).compose(mail);
        String digest = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(mime));
        assertThat(digest).isEqualTo(PINS.get(pinned));
        // and the same again from the same composer and a fresh one
        assertThat(new MailComposer(CLOCK).compose(mail)).isEqualTo(mime);
    }

    /** SHA-256 of each mail as composed on main before this change (commit f75c950). */
    private static final Map<String, String> PINS = Map.of(
            "PLAIN", "8a9b2b8d9919831c67dbb4e42906891bb252dc1f2189839ba046149756278e58",
            "REPORT", "0722ee09f2224119e221d94d1aaedc04975de4ec64de679885c43e2910b2e6f9",
            "NOPICS", "0ad575d3d2005dfac586bc7b713402a7d7a0840bfa399a8649a544ddb65e8cb9",
            "EMPTYTEXT", "2560e828ed0bea0912ad12edf115b00e1984aa7401237b41bf44e54b375c3fd3",
            "TRICKY", "48ab032791d68e5034005137d6313363425dcb1a1867bb2dc96115a8867c621c",
            "LONG", "ba30ab4b80cc531c493ff002b0e27af88c8a93494e11ac807a12d89322da8e51");

    private static OutgoingMail report(String subject, String text, String html, Map<String, byte[]> pngs) {
        return OutgoingMail.of("Adjutant <robot@amwol.example>", List.of("polk@whitehouse.example"), subject, text,
                "<outbox-" + subject.replace(' ', '-') + ".g1@amwol.example>", AutoSubmitted.AUTO_GENERATED,
                "report:g1:" + subject).withHtml(html, pngs);
    }

    /** Name, size, name, size...: pseudo-random bytes behind a PNG signature, fixed by name and size. */
    private static Map<String, byte[]> pictures(Object... nameAndSize) {
        Map<String, byte[]> out = new TreeMap<>();
        for (int i = 0; i < nameAndSize.length; i += 2) {
            int size = (Integer) nameAndSize[i + 1];
            byte[] bytes = new byte[size];
            new SplittableRandom(size).nextBytes(bytes);
            System.arraycopy(MailComposerTest.PNG, 0, bytes, 0, Math.min(size, MailComposerTest.PNG.length));
            out.put((String) nameAndSize[i], bytes);
        }
        return out;
    }
}
