package org.adjutant.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import org.adjutant.store.Vendor;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.condition.DisabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The short form of the chaos test: the real robot in a child JVM, killed with SIGKILL ten times at seeded random
 * moments (half of them 0.05-0.35 s after the robot says a deadline was reached) while players mail orders and
 * deadlines fall every six seconds, the first listed in the game file, the rest from a recurring (cron) rule. Every
 * turn must run once, for its own deadline as scheduled, whichever trigger fired it. About 90 s a database:
 * {@code mvn verify} runs it on the default H2 file and reports the PostgreSQL case skipped, to keep the build well
 * under 15 minutes on two cores; {@code -Dchaos=all} runs both, {@code -Dchaos=false} neither. The long form (100
 * kills, both databases, 0 problems) is {@link ChaosHarness#main}, see {@code bench/chaos.md}.
 */
@DisabledIfSystemProperty(named = "chaos", matches = "false")
class ChaosHarnessTest {
    @ParameterizedTest(name = "on {0}")
    @EnumSource(Vendor.class)
    void outage_exactlyOnceSurvivesTenSigkills(Vendor vendor, @TempDir Path out) throws Exception {
        Assumptions.assumeTrue(vendor == Vendor.H2 || "all".equals(System.getProperty("chaos")),
                "the PostgreSQL case runs with -Dchaos=all (bench/chaos.md)");
        ChaosHarness.Result r = new ChaosHarness(new ChaosHarness.Options(10, 16, Duration.ofSeconds(6), out, vendor))
                .run();
        System.out.println("chaos on " + vendor + ": " + r.summary());

        assertThat(r.problems()).as(r.summary()).isEmpty();
        assertThat(r.kills()).isEqualTo(10);
        assertThat(r.orderMails()).as("players mailed orders").isGreaterThan(20);
        assertThat(r.acks()).isEqualTo(r.orderMails());
        assertThat(r.reports()).as("reports arrived").isGreaterThan(0);
        assertThat(r.recurringTurns()).as("turns from the recurring rule").isBetween(1, r.turns() - 1);
    }
}
