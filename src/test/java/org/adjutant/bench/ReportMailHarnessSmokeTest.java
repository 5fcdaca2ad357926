package org.adjutant.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The report benchmark still runs end to end (a few players, one round): it is documented, so it must not rot. */
class ReportMailHarnessSmokeTest {

    @Test
    @DisplayName("the report benchmark's both pairs of legs run on a tiny game and every mail arrives")
    void runsOnATinyGame() throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        PrintStream old = System.out;
        try {
            System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
            ReportMailHarness.main(new String[] {"--players", "4", "--rounds", "1", "--port", Integer.toString(port)});
        } finally {
            System.setOut(old);
        }
        String printed = captured.toString(StandardCharsets.UTF_8);
        // 4 players and their moderator-free game: two mails each; the robot pair also delivers its own copies.
        assertThat(printed).contains("measured round 1 robot", "measured round 1 raw", "8 mails")
                .contains("received 16").doesNotContain("Exception");
    }
}
