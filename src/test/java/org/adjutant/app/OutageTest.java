package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The mail watch's outages: told once when they pass the alert time, once when they end. */
class OutageTest {
    private final Instant t0 = Instant.parse("1846-04-25T12:00:00Z");
    private final Outage outage = new Outage(Duration.ofMinutes(30));

    private Optional<Outage.Change> at(int minutes, Integer downSinceMinute) {
        return outage.observe(t0.plus(Duration.ofMinutes(minutes)),
                Optional.ofNullable(downSinceMinute).map(m -> t0.plus(Duration.ofMinutes(m))));
    }

    @Test
    @DisplayName("mail outage: an outage shorter than the alert time tells nobody")
    void outage_shortOutageIsNoAlert() {
        assertThat(at(0, null)).isEmpty();
        assertThat(at(10, 0)).isEmpty();
        assertThat(at(29, 0)).isEmpty();
        assertThat(at(31, null)).as("over before the alert time: nothing to end either").isEmpty();
        assertThat(outage.alerted()).isEmpty();
    }

    @Test
    @DisplayName("mail outage: an outage begins once at its alert time, is not repeated every poll, ends once")
    void outage_onceEachWay() {
        assertThat(at(29, 0)).isEmpty();
        assertThat(at(30, 0)).containsInstanceOf(Outage.Began.class)
                .hasValueSatisfying(c -> {
                    assertThat(c.since()).isEqualTo(t0);
                    assertThat(((Outage.Began) c).length()).isEqualTo(Duration.ofMinutes(30));
                });
        for (int m = 31; m < 120; m++) {
            assertThat(at(m, 0)).as("minute " + m).isEmpty();
        }
        assertThat(outage.alerted()).contains(t0);
        Optional<Outage.Change> ended = at(120, null);
        assertThat(ended).containsInstanceOf(Outage.Ended.class);
        assertThat(((Outage.Ended) ended.orElseThrow()).length()).isEqualTo(Duration.ofHours(2));
        assertThat(at(121, null)).isEmpty();
        assertThat(outage.alerted()).isEmpty();
    }

    @Test
    @DisplayName("mail outage: a second outage after the first has ended is told again, with its own start")
    void outage_secondOutage() {
        at(40, 0);
        at(50, null);
        assertThat(at(70, 60)).isEmpty();
        assertThat(at(90, 60)).hasValueSatisfying(c -> assertThat(c.since()).isEqualTo(t0.plusSeconds(3600)));
    }

    @Test
    @DisplayName("mail outage: mail waiting less than the alert time ends an SMTP outage: the old mail has gone")
    void outage_youngBacklogIsNoOutage() {
        assertThat(at(45, 0)).containsInstanceOf(Outage.Began.class);
        assertThat(at(46, 44)).as("only a mail queued two minutes ago waits").containsInstanceOf(Outage.Ended.class);
    }

    @Test
    @DisplayName("mail outage: lengths in words")
    void outage_lengths() {
        assertThat(MailWatch.length(Duration.ofSeconds(45))).isEqualTo("45 seconds");
        assertThat(MailWatch.length(Duration.ofMinutes(30))).isEqualTo("30 minutes");
        assertThat(MailWatch.length(Duration.ofMinutes(61))).isEqualTo("1 hour 1 minute");
        assertThat(MailWatch.length(Duration.ofHours(2))).isEqualTo("2 hours");
    }
}
