package org.adjutant.intake;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.adjutant.config.AbuseLimits;
import org.adjutant.report.TemplateRenderer;
import org.adjutant.store.InboxStatus;
import org.adjutant.store.OrderQueueStore;
import org.adjutant.store.QueuedBlock;
import org.adjutant.testing.CoreFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Issue 16: what one address may cost the robot. A quota of mails and bytes per window; no endless answers to
 * replies to the robot's own answers (a mail loop); one short answer per window to an address registered in no game.
 */
class SenderLimitsTest {
    /** Four mails or 2,000 bytes an hour; two answers to replies per ten minutes; strangers answered once a day. */
    private static final AbuseLimits LIMITS = new AbuseLimits(5, 10, Duration.ofHours(1), Duration.ofHours(1), 4,
            2_000, Duration.ofHours(1), 2, Duration.ofMinutes(10), Duration.ofHours(24));

    private final AbuseFixture f = new AbuseFixture(LIMITS);
    private final TemplateRenderer templates = new TemplateRenderer(CoreFixture.templates());

    @AfterEach
    void close() {
        f.close();
    }

    private static Instant at(int minutes) {
        return AbuseFixture.T0.plus(Duration.ofMinutes(minutes));
    }

    private List<QueuedBlock> queued() {
        return f.db.read(c -> new OrderQueueStore().pending(c, "g", Instant.parse("2100-01-01T00:00:00Z")));
    }

    private String hold() {
        return f.unitBlock("C3", f.passwords.get("carol"));
    }

    @Test
    @DisplayName("over the per-sender mail quota a mail is kept unread; the sender is told once, then silence until the window ends")
    void mailQuotaTellsOnceThenSilence() {
        for (int i = 0; i < 4; i++) {
            assertThat(f.mail(at(i), "carol@example.org", hold()).accepted()).isEqualTo(1);
        }
        long fifth = f.deliver(at(5), "carol@example.org", hold());
        Acknowledgement told = f.run().get(0);
        assertThat(told.headline()).isEqualTo("mail not read: over the quota of your address");
        assertThat(told.recipients()).containsExactly("carol@example.org");
        assertThat(String.join("\n", told.notes())).contains("at most 4 mails from one address within an hour",
                "until Saturday 28 November 2026, 11:00 UTC");
        assertThat(templates.acknowledgement(told).text()).doesNotContain(f.passwords.get("carol"));
        assertThat(f.entry(fifth).status()).isEqualTo(InboxStatus.THROTTLED);
        long sixth = f.deliver(at(6), "carol@example.org", hold());
        assertThat(f.run()).isEmpty();
        assertThat(f.entry(sixth).status()).isEqualTo(InboxStatus.THROTTLED);
        assertThat(queued()).hasSize(4);
        // Other addresses are not affected, and the quota lifts with the window.
        assertThat(f.mail(at(7), "alice@example.org", f.unitBlock("A1", f.passwords.get("alice"))).accepted())
                .isEqualTo(1);
        assertThat(f.mail(at(60), "carol@example.org", hold()).accepted()).isEqualTo(1);
    }

    @Test
    @DisplayName("over the per-sender byte quota a mail is kept unread and the sender told the byte limit")
    void byteQuota() {
        String padding = "X-Padding: " + "x".repeat(700);
        assertThat(f.mail(at(0), "carol@example.org", hold(), padding).accepted()).isEqualTo(1);
        assertThat(f.mail(at(1), "carol@example.org", hold(), padding).accepted()).isEqualTo(1);
        Acknowledgement told = f.mail(at(2), "carol@example.org", hold(), padding);
        assertThat(told.accepted()).isZero();
        assertThat(String.join("\n", told.notes())).contains("takes at most 0.0 MB of mail from one address");
        assertThat(f.mail(at(3), "carol@example.org", hold())).isNull();
    }

    @Test
    @DisplayName("a mail loop: replies to the robot's own answers are answered at most N times a window, then not at all")
    void replyLoopStops() {
        try (AbuseFixture f = new AbuseFixture(LIMITS.withSenderQuota(100, 1_000_000))) {
            replyLoopStops(f);
        }
    }

    private void replyLoopStops(AbuseFixture f) {
        Acknowledgement first = f.mail(at(0), "carol@example.org", f.unitBlock("C3", f.passwords.get("carol")));
        assertThat(first).isNotNull();
        long previous = first.inboxId();
        int answered = 0;
        for (int round = 1; round <= 3; round++) {
            long id = f.deliver(at(round), "carol@example.org", f.unitBlock("C3", f.passwords.get("carol")),
                    "In-Reply-To: " + AbuseFixture.answerId(previous),
                    "References: <m1@sender.test> " + AbuseFixture.answerId(previous));
            List<Acknowledgement> out = f.run();
            if (!out.isEmpty()) {
                answered++;
                previous = id;
            } else {
                assertThat(f.entry(id).statusDetail()).contains("a reply to the robot's answer, and more than 2 such "
                        + "from this address within 10 minutes (a mail loop?): not answered until");
            }
        }
        assertThat(answered).isEqualTo(2);
        // The orders of the unanswered reply still count: only the answer is held back.
        List<QueuedBlock> queued = f.db.read(c -> new OrderQueueStore().pending(c, "g",
                Instant.parse("2100-01-01T00:00:00Z")));
        assertThat(queued).hasSize(4);
        // A mail that replies to nothing of the robot's is answered as usual.
        assertThat(f.mail(at(4), "carol@example.org", f.unitBlock("C3", f.passwords.get("carol")), "In-Reply-To: <someone-else@x.test>")).isNotNull();
        // After the window, replies are answered again.
        assertThat(f.mail(at(12), "carol@example.org", f.unitBlock("C3", f.passwords.get("carol")), "In-Reply-To: " + AbuseFixture.answerId(previous)))
                .isNotNull();
    }

    @Test
    @DisplayName("an address registered in no game gets one short answer per window, and no block-by-block reply")
    void strangerAnsweredOncePerWindow() {
        Acknowledgement once = f.mail(at(0), "stranger@elsewhere.test", f.unitBlock("A1", "guess-1"));
        assertThat(once.headline()).isEqualTo("not accepted: address not registered");
        assertThat(once.blocks()).isEmpty();
        String text = templates.acknowledgement(once).text();
        assertThat(text).contains("this address is not registered in any game this robot runs")
                .doesNotContain("guess-1").doesNotContain("A1");
        long second = f.deliver(at(5), "stranger@elsewhere.test", "Hello, how do I join?\n");
        assertThat(f.run()).isEmpty();
        assertThat(f.entry(second).statusDetail()).contains("registered in no game, answered once within 24 hours");
        assertThat(f.mail(at(24 * 60 + 1), "stranger@elsewhere.test", "Hello again\n")).isNotNull();
        // The owners still hear of the guess.
        assertThat(f.notices).extracting(OwnerNotice::kind).contains(OwnerNotice.Kind.REFUSED);
    }

    @Test
    @DisplayName("a stranger whose mail proves a player's password is answered in full, at both addresses")
    void strangerWithTheRightPasswordIsAPlayer() {
        Acknowledgement a = f.mail(at(0), "alice.travelling@elsewhere.test",
                f.unitBlock("A1", f.passwords.get("alice")));
        assertThat(a.accepted()).isEqualTo(1);
        assertThat(a.recipients()).containsExactly("alice.travelling@elsewhere.test", "alice@example.org");
        assertThat(f.mail(at(1), "alice.travelling@elsewhere.test", f.unitBlock("A1", f.passwords.get("alice"))))
                .isNotNull();
    }

    @Test
    @DisplayName("a registered player is always answered, whatever his mail holds")
    void registeredAddressAlwaysAnswered() {
        assertThat(f.mail(at(0), "bob@example.org", "no orders at all\n")).isNotNull();
        assertThat(f.mail(at(1), "bob@example.org", "still none\n")).isNotNull();
    }

    @Test
    @DisplayName("a crash does not reset the quota: a restarted intake still keeps the over-quota mail unread")
    void quotaSurvivesRestart() {
        for (int i = 0; i < 5; i++) {
            f.mail(at(i), "carol@example.org", hold());
        }
        f.restart();
        long id = f.deliver(at(6), "carol@example.org", hold());
        assertThat(f.run()).isEmpty();
        assertThat(f.entry(id).status()).isEqualTo(InboxStatus.THROTTLED);
    }
}
