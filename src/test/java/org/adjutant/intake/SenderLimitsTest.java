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
 * What one address may cost the robot. A quota of mails and bytes per window; no endless answers to an
 * auto-responder's replies to the robot's own answers (a mail loop), while a person's replies are all answered; one
 * short answer per window to an address registered in no game; a few answers per window to mails under a player's
 * address that prove no password. No limit silences a player's own address when his mail gives his password.
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

    /** Carol writing from an address registered in no game: her password proves her, the quota counts the address. */
    private static final String AWAY = "carol.away@elsewhere.test";

    @Test
    @DisplayName("over the per-sender mail quota a mail is kept unread; the sender is told once, then silence until the window ends")
    void mailQuotaTellsOnceThenSilence() {
        for (int i = 0; i < 4; i++) {
            assertThat(f.mail(at(i), AWAY, hold()).accepted()).isEqualTo(1);
        }
        long fifth = f.deliver(at(5), AWAY, hold());
        Acknowledgement told = f.run().get(0);
        assertThat(told.headline()).isEqualTo("mail not read: over the quota of your address");
        assertThat(told.recipients()).containsExactly(AWAY);
        assertThat(String.join("\n", told.notes())).contains("at most 4 mails from one address within an hour",
                "until Saturday 28 November 2026, 11:00 UTC");
        assertThat(templates.acknowledgement(told).text()).doesNotContain(f.passwords.get("carol"));
        assertThat(f.entry(fifth).status()).isEqualTo(InboxStatus.THROTTLED);
        long sixth = f.deliver(at(6), AWAY, hold());
        assertThat(f.run()).isEmpty();
        assertThat(f.entry(sixth).status()).isEqualTo(InboxStatus.THROTTLED);
        assertThat(queued()).hasSize(4);
        // Other addresses are not affected, and the quota lifts with the window.
        assertThat(f.mail(at(7), "alice@example.org", f.unitBlock("A1", f.passwords.get("alice"))).accepted())
                .isEqualTo(1);
        assertThat(f.mail(at(60), AWAY, hold()).accepted()).isEqualTo(1);
    }

    @Test
    @DisplayName("a forged From cannot silence a player: over the quota of his registered address, his mail with his password is still read and answered, the others are read but not answered")
    void quotaNeverSilencesTheRegisteredPlayersPassword() {
        for (int i = 0; i < 6; i++) {
            f.deliver(at(i), "carol@example.org", f.unitBlock("C3", "forged-" + i));
        }
        f.run();
        long forged = f.deliver(at(7), "carol@example.org", f.unitBlock("C3", "forged-again"));
        assertThat(f.run()).isEmpty();
        assertThat(f.entry(forged).status()).isEqualTo(InboxStatus.PROCESSED);
        assertThat(f.entry(forged).statusDetail()).contains("over the sender's quota until Saturday 28 November 2026, 11:00 UTC: "
                + "read, as the address is a player's, but not answered: it proved no password");
        Acknowledgement hers = f.mail(at(8), "carol@example.org", hold());
        assertThat(hers.accepted()).isEqualTo(1);
        assertThat(hers.recipients()).containsExactly("carol@example.org");
        assertThat(String.join("\n", hers.notes())).contains("Until Saturday 28 November 2026, 11:00 UTC its mail is read only for "
                + "the password of the player registered at it");
        assertThat(queued()).hasSize(1);
        // Over the quota another's password is not checked from her address: only her own.
        long checks = f.hasher.slowChecks();
        f.mail(at(9), "carol@example.org", f.unitBlock("A1", f.passwords.get("alice")));
        assertThat(f.hasher.slowChecks() - checks).isLessThanOrEqualTo(1);
        assertThat(queued()).hasSize(1);
    }

    @Test
    @DisplayName("mail under a player's address that proves no password is answered a few times a window, the last saying so; his own password always")
    void unprovenMailUnderAPlayersAddressIsAnsweredAFewTimes() {
        try (AbuseFixture f = new AbuseFixture(LIMITS.withSenderQuota(100, 1_000_000))) {
            List<Acknowledgement> got = new java.util.ArrayList<>();
            for (int i = 0; i < 5; i++) {
                Acknowledgement a = f.mail(at(i), "carol@example.org", f.unitBlock("A1", "forged-" + i));
                if (a != null) {
                    got.add(a);
                }
            }
            assertThat(got).hasSize(3);
            assertThat(String.join("\n", got.get(0).notes())).contains("No password in this mail was right, so "
                    + "nothing shows who wrote it: anyone can put an address (here carol@example.org) into a mail's "
                    + "From.");
            assertThat(String.join("\n", got.get(2).notes())).contains("This is the last answer until "
                    + "Saturday 28 November 2026, 11:00 UTC to mail from this address that gives no right password");
            assertThat(f.mail(at(6), "carol@example.org", f.unitBlock("C3", f.passwords.get("carol"))).accepted())
                    .isEqualTo(1);
        }
    }

    @Test
    @DisplayName("over the per-sender byte quota a mail is kept unread and the sender told the byte limit")
    void byteQuota() {
        String padding = "X-Padding: " + "x".repeat(700);
        assertThat(f.mail(at(0), AWAY, hold(), padding).accepted()).isEqualTo(1);
        assertThat(f.mail(at(1), AWAY, hold(), padding).accepted()).isEqualTo(1);
        Acknowledgement told = f.mail(at(2), AWAY, hold(), padding);
        assertThat(told.accepted()).isZero();
        assertThat(String.join("\n", told.notes())).contains("takes at most 0.0 MB of mail from one address");
        assertThat(f.mail(at(3), AWAY, hold())).isNull();
    }

    @Test
    @DisplayName("a mail loop: replies to the robot's own answers that repeat the same words are answered at most N times a window, then not at all")
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
                assertThat(f.entry(id).statusDetail()).contains("a reply to the robot's answer that repeats word for "
                        + "word what this address replied 2 times within 10 minutes (an auto-responder?): read, not "
                        + "answered until");
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
    @DisplayName("a person's replies to the robot's answers, each with new orders, are all answered, however many in ten minutes")
    void personsRepliesAreAllAnswered() {
        try (AbuseFixture f = new AbuseFixture(LIMITS.withSenderQuota(100, 1_000_000))) {
            String[] orders = {"HOLD", "MOVE Q", "MOVE R", "MOVE S", "HOLD", "MOVE T"};
            Acknowledgement previous = f.mail(at(0), "carol@example.org", f.unitBlock("C3", f.passwords.get("carol")));
            for (int i = 0; i < orders.length; i++) {
                Acknowledgement a = f.mail(at(1).plusSeconds(30L * i), "carol@example.org", "UNIT C3 PASSWORD "
                        + f.passwords.get("carol") + "\n" + orders[i] + "\n\n> ACCEPTED  C3\n",
                        "In-Reply-To: " + AbuseFixture.answerId(previous.inboxId()));
                assertThat(a).as("reply %d", i + 1).isNotNull();
                previous = a;
            }
        }
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
            f.mail(at(i), AWAY, hold());
        }
        f.restart();
        long id = f.deliver(at(6), AWAY, hold());
        assertThat(f.run()).isEmpty();
        assertThat(f.entry(id).status()).isEqualTo(InboxStatus.THROTTLED);
    }
}
