package org.adjutant.mail;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Whatever bytes arrive, the decoder returns a result within its limits. In regression mode this replays the
 * inputs under {@code MailDecoderFuzzTestInputs/}; run with {@code JAZZER_FUZZ=1} to search for new ones.
 */
class MailDecoderFuzzTest {
    private static final MailDecoder DECODER = new MailDecoder(new MailDecoder.Limits(20_000, 10, 50, 200_000));

    @FuzzTest(maxDuration = "60s")
    void decodesAnythingWithoutThrowing(byte[] raw) {
        DecodedMail mail = DECODER.decode(raw);
        assertThat(mail.text().length()).isLessThanOrEqualTo(20_001);
        assertThat(mail.messageId()).isNotBlank();
    }
}
