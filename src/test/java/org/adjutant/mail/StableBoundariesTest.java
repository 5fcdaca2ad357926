package org.adjutant.mail;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The one-pass replacement of MIME boundaries against the text replacement it stands for: the same bytes for
 * Jakarta Mail's boundaries in any surroundings, and for boundaries where one pass would not be exact (which must
 * go the text way).
 */
class StableBoundariesTest {
    private static final String FP = "0123456789abcdef01234567";
    private static final List<String> JAKARTA = List.of("----=_Part_0_1746526718.1732262400000",
            "----=_Part_1_1746526718.1732262400001", "----=_Part_12_99.1732262400002");

    @Test
    @DisplayName("a composed-looking mail: boundaries in headers and delimiter lines, one folded parameter")
    void mimeLike() {
        String mime = "Content-Type: multipart/related; \r\n\tboundary=\"" + JAKARTA.get(0) + "\"\r\n\r\n--"
                + JAKARTA.get(0) + "\r\nContent-Type: multipart/alternative; boundary=\"" + JAKARTA.get(1)
                + "\"\r\n\r\n--" + JAKARTA.get(1) + "\r\nContent-Type: text/plain\r\n\r\nhello\r\n--" + JAKARTA.get(1)
                + "--\r\n--" + JAKARTA.get(0) + "\r\nContent-Transfer-Encoding: base64\r\n\r\niVBORw0KGgo=\r\n--"
                + JAKARTA.get(0) + "--\r\n";
        assertSame(mime, JAKARTA.subList(0, 2));
        assertThat(new String(MailComposer.stableBoundaries(bytes(mime), mime.length(), JAKARTA.subList(0, 2), FP),
                StandardCharsets.ISO_8859_1))
                .startsWith("Content-Type: multipart/related; boundary=\"=_adjutant_0_" + FP + "\"\r\n");
    }

    @Test
    @DisplayName("random texts of boundaries, folded parameters, stable prefixes and noise: the bytes of the text way")
    void randomTexts() {
        String[] pieces = {JAKARTA.get(0), JAKARTA.get(1), JAKARTA.get(2), "; \r\n\tboundary=\"", "=_adjutant_",
                "; boundary=\"", "--", "-", "----=_Part_", "=_", ";", "\"", "\r\n", "\t", "abc", "=_adjutant_0_" + FP,
                "----=_Part_0_1746526718.173226240000", "\u00e9", "\u00ff"};
        SplittableRandom random = new SplittableRandom(42);
        for (int n = 0; n < 3000; n++) {
            StringBuilder text = new StringBuilder();
            int count = random.nextInt(30);
            for (int k = 0; k < count; k++) {
                text.append(pieces[random.nextInt(pieces.length)]);
            }
            int used = 1 + random.nextInt(JAKARTA.size());
            assertSame(text.toString(), JAKARTA.subList(0, used));
        }
    }

    @Test
    @DisplayName("boundaries that overlap each other, the folded parameter or a stable boundary go the text way")
    void awkwardBoundaries() {
        List<List<String>> awkward = List.of(List.of("_adjutant_x"), List.of(" \r\n\tbound"), List.of("ab", "bc"),
                List.of("abc", "b"), List.of("x=_adjutant_"), List.of("aa"), List.of("=_adjutant_0_" + FP));
        String[] pieces = {"; \r\n\tboundary=\"", "=_adjutant_", "_adjutant_x", " \r\n\tbound", "ab", "bc", "abc",
                "b", "a", "x", "=_adjutant_0_" + FP, "aa", "aaa"};
        SplittableRandom random = new SplittableRandom(7);
        for (List<String> boundaries : awkward) {
            for (int n = 0; n < 500; n++) {
                StringBuilder text = new StringBuilder();
                int count = random.nextInt(12);
                for (int k = 0; k < count; k++) {
                    text.append(pieces[random.nextInt(pieces.length)]);
                }
                assertSame(text.toString(), boundaries);
            }
        }
    }

    private static void assertSame(String text, List<String> boundaries) {
        byte[] padded = new byte[text.length() + 5]; // bytes beyond the length must be ignored
        System.arraycopy(bytes(text), 0, padded, 0, text.length());
        padded[text.length()] = ';';
        assertThat(MailComposer.stableBoundaries(padded, text.length(), boundaries, FP))
                .as("%s with %s", text, boundaries)
                .isEqualTo(MailComposer.stableBoundariesAsText(text, boundaries, FP));
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.ISO_8859_1);
    }
}
