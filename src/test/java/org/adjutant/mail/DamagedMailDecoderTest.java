package org.adjutant.mail;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Treats mail as hostile: every fixture, damaged in many seeded ways (cut short, bytes flipped, lines repeated,
 * boundaries broken), must decode without an exception, within the limits, and the same way twice.
 */
class DamagedMailDecoderTest {
    static final String[] FIXTURES = {"plain-utf8.eml", "qp-latin1.eml", "base64-cp1252.eml",
        "html-only-webmail.eml", "alternative-outlook.eml", "alternative-thunderbird.eml", "alternative-apple.eml",
        "alternative-gmail.eml", "flowed-delsp.eml", "attachment.eml", "nested-bomb.eml", "unknown-charset.eml",
        "broken-multipart.eml"};
    static final int MUTANTS_PER_FIXTURE = 60;

    static Stream<String> fixtures() {
        return Stream.of(FIXTURES);
    }

    @ParameterizedTest
    @MethodSource("fixtures")
    void damagedMailNeverBreaksTheDecoder(String fixture) {
        byte[] original = MailDecoderTest.fixture(fixture);
        MailDecoder decoder = new MailDecoder(new MailDecoder.Limits(10_000, 10, 50, 100_000));
        SplittableRandom random = new SplittableRandom(fixture.hashCode());
        for (int i = 0; i < MUTANTS_PER_FIXTURE; i++) {
            byte[] mutant = mutate(original, random);
            assertThatCode(() -> {
                DecodedMail first = decoder.decode(mutant);
                DecodedMail second = decoder.decode(mutant);
                assertThat(second).isEqualTo(first);
                assertThat(first.text().length()).isLessThanOrEqualTo(10_001);
                assertThat(first.messageId()).isNotBlank();
            }).as("mutant %d of %s", i, fixture).doesNotThrowAnyException();
        }
    }

    static byte[] mutate(byte[] in, SplittableRandom random) {
        List<Byte> bytes = new ArrayList<>(in.length);
        for (byte b : in) {
            bytes.add(b);
        }
        int edits = 1 + random.nextInt(8);
        for (int e = 0; e < edits && !bytes.isEmpty(); e++) {
            int at = random.nextInt(bytes.size());
            switch (random.nextInt(6)) {
                case 0 -> bytes.subList(at, bytes.size()).clear(); // cut short
                case 1 -> bytes.set(at, (byte) random.nextInt(256)); // flip a byte
                case 2 -> bytes.subList(at, Math.min(bytes.size(), at + 1 + random.nextInt(40))).clear();
                case 3 -> { // repeat a stretch
                    List<Byte> copy = new ArrayList<>(bytes.subList(at, Math.min(bytes.size(), at + 80)));
                    bytes.addAll(at, copy);
                }
                case 4 -> bytes.add(at, (byte) (random.nextBoolean() ? '-' : '='));
                default -> {
                    for (byte b : "\r\n--".getBytes(java.nio.charset.StandardCharsets.US_ASCII)) {
                        bytes.add(at++, b);
                    }
                }
            }
        }
        byte[] out = new byte[bytes.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = bytes.get(i);
        }
        return out;
    }
}
