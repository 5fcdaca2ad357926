package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.internet.MimePart;
import java.io.InputStream;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.adjutant.testing.MutableClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ships sail by mail, through the whole robot over GreenMail on the shipped 1846 scenario (PATE 1.3, PATE-MD
 * movechance; docs/rules/naval.md section 3): the Naval Minister's SAIL is accepted, another state's minister is
 * refused for a ship not his, and at the deadline the frigate sails and only her own side reads of it.
 */
class SailRobotTest {
    @RegisterExtension
    static final GreenMailExtension MAIL =
            new GreenMailExtension(ServerSetup.dynamicPort(ServerSetupTest.SMTP_IMAP));

    @TempDir
    Path home;

    private final MutableClock clock = new MutableClock();
    private RobotHarness h;

    @AfterEach
    void stop() {
        if (h != null) {
            h.close();
        }
    }

    @Test
    @DisplayName("PATE 1.3 by mail: Bancroft's SAIL moves USS Cumberland at the deadline; Paredes is refused her and"
            + " reads nothing of her passage")
    void pate_1_3_sailByMail() throws Exception {
        SeaGame.copyMaps(home);
        for (String who : new String[] {"bancroft", "paredes"}) {
            MAIL.setUser(who + "@players.test", who, "pw");
        }
        LocalDateTime at = LocalDateTime.now(ZoneOffset.UTC).plusDays(30).truncatedTo(ChronoUnit.MINUTES);
        Instant deadline = at.toInstant(ZoneOffset.UTC);
        String game = RobotHarness.gameFile("e2e", "Sail", at, "")
                + SeaGame.player("George Bancroft", "bancroft") + SeaGame.player("Mariano Paredes", "paredes");
        String scenario = SeaGame.scenario();
        h = new RobotHarness(MAIL, home, s -> s, clock, game, scenario);
        h.robot.cycle();
        h.robot.cycle();
        MAIL.purgeEmailFromAllMailboxes(); // the welcome mails

        assertThat(orders("bancroft", "SAIL US1FR TO Pensacola")).contains("ACCEPTED", "SAIL US1FR TO Pensacola")
                .doesNotContain("REJECTED");
        assertThat(orders("paredes", "SAIL US1FR TO Alvarado")).contains("REJECTED",
                "line 2: US1FR is not a ship of MEX");

        clock.advance(Duration.between(clock.instant(), deadline.plus(Duration.ofMinutes(1))));
        h.robot.deadlineReached("e2e", deadline);
        h.robot.cycle();
        assertThat(h.turnsRun()).isEqualTo(1);

        String toBancroft = report("bancroft", "events");
        assertThat(toBancroft).contains("US1FR USS Cumberland", "from the coastal waters of Veracruz", "the wind was from the ");
        assertThat(report("marcy", "events")).as("the War Minister is of her side").contains("US1FR USS Cumberland");
        assertThat(report("paredes", "events")).as("fog of war").doesNotContain("Cumberland", "US1FR");
        // a frigate always makes at least her first move: she no longer lies off Veracruz
        assertThat(report("bancroft", "positions")).contains("US1FR USS Cumberland (frigate, 44 guns): ")
                .doesNotContain("US1FR USS Cumberland (frigate, 44 guns): the coastal waters of Veracruz")
                .contains("US2FR USS Raritan (frigate, 44 guns): the coastal waters of Veracruz")
                // the sea charts his ships lie on, drawn as text, his ships on them (docs/reports.md)
                .contains("Sea chart, American waters", "Sea chart, Pacific waters",
                        "ports Veracruz (off it: US2FR, US3FR, US1SL, US2SL, US3SL, US4SL)",
                        "ports New Orleans (in harbour: US1TR)");
        assertThat(report("paredes", "positions")).contains("Sea chart, American waters")
                .doesNotContain("Sea chart, Pacific waters", "US2FR");
        // and as pictures, inline in the HTML part the way the land maps are (PATE 1.1; docs/reports.md)
        Map<String, byte[]> toNavalMinister = inlinePictures(h.message("bancroft", s -> s.endsWith(": positions")));
        assertThat(toNavalMinister).containsOnlyKeys("sea-chart-US-AMW", "sea-chart-US-PAC");
        assertThat(Arrays.copyOf(toNavalMinister.get("sea-chart-US-AMW"), 4))
                .isEqualTo(new byte[] {(byte) 0x89, 'P', 'N', 'G'});
        assertThat(report("bancroft", "positions")).contains("cid:sea-chart-US-AMW", "cid:sea-chart-US-PAC");
        assertThat(inlinePictures(h.message("paredes", s -> s.endsWith(": positions"))).keySet())
                .contains("sea-chart-MEX-AMW").doesNotContain("sea-chart-US-AMW", "sea-chart-US-PAC",
                        "sea-chart-MEX-PAC");
    }

    /** The pictures of a mail by Content-ID, without the angle brackets. */
    private static Map<String, byte[]> inlinePictures(Part part) throws Exception {
        Map<String, byte[]> found = new LinkedHashMap<>();
        if (part.isMimeType("multipart/*")) {
            Multipart multi = (Multipart) part.getContent();
            for (int i = 0; i < multi.getCount(); i++) {
                found.putAll(inlinePictures(multi.getBodyPart(i)));
            }
        } else if (part.isMimeType("image/png") && part instanceof MimePart mime && mime.getContentID() != null) {
            try (InputStream in = part.getInputStream()) {
                found.put(mime.getContentID().replaceAll("^<|>$", ""), in.readAllBytes());
            }
        }
        return found;
    }

    private String orders(String role, String line) throws Exception {
        return SeaGame.orders(MAIL, h, role, line);
    }

    private String report(String role, String kind) throws Exception {
        return SeaGame.report(h, role, kind);
    }
}
