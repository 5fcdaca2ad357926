package org.adjutant.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import org.adjutant.demo.TwoRobotsHarness;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Two robots, one database (docs/scaling.md): two real robot processes share one PostgreSQL database and one
 * mailbox; the one that fires the third deadline is killed with SIGKILL right then, and the other takes over.
 */
class TwoRobotsTest {
    @Test
    @DisplayName("Two robots on one database and one mailbox answer every order mail once, run every turn once and "
            + "deliver every mail once; when one is killed at a deadline, the other runs that deadline and the rest")
    void twoRobotsOneDatabase() throws Exception {
        // Kept after the run (consoles, the robots' logs) to read when it fails.
        Path out = Path.of("target/two-robots/run-" + System.currentTimeMillis());
        // Four deadlines: two before the kill (the robots share the work), the third, whose robot is killed as it
        // fires it, and one after it, which shows the survivor carrying on alone; a fifth would show nothing more.
        TwoRobotsHarness.Result r = new TwoRobotsHarness(new TwoRobotsHarness.Options(4, 3, Duration.ofSeconds(8),
                Duration.ofSeconds(1), 16, out)).run();

        assertThat(r.problems()).as(r.summary()).isEmpty();
        assertThat(r.killed()).as("a robot fired the third deadline and was killed").isNotNull();
        assertThat(r.orderMails()).as("players mailed orders").isGreaterThanOrEqualTo(12);
        assertThat(r.acks()).isEqualTo(r.orderMails());
        // Quartz takes a robot for dead once it has not checked in for the interval plus 7.5 s.
        assertThat(r.takeover()).as(r.summary()).isLessThan(Duration.ofSeconds(30));
        System.out.println("TwoRobotsTest: " + r.summary());
    }
}
