package org.adjutant.intake;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.adjutant.config.AbuseLimits;
import org.adjutant.report.TemplateRenderer;
import org.adjutant.testing.CoreFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Wrong passwords per unit and per address are throttled. After the limit a unit's blocks are refused
 * without the Argon2 check, its owners and the moderators hear of it once, and the lock lifts by itself; the lock
 * is in the database, so a restart does not lift it. No lock keeps a player from his own units: mail from an address
 * registered in the game is still checked, against that address's own player only.
 */
class PasswordThrottleTest {
    /** Three wrong passwords for a unit lock it, five from one address lock the address; both for an hour. */
    private static final AbuseLimits LIMITS = new AbuseLimits(3, 5, Duration.ofHours(1), Duration.ofHours(1), 1_000,
            1_000_000_000L, Duration.ofHours(1), 3, Duration.ofMinutes(10), Duration.ofHours(24))
            .withUnprovenAnswers(1_000);

    private final AbuseFixture f = new AbuseFixture(LIMITS);
    private final TemplateRenderer templates = new TemplateRenderer(CoreFixture.templates());

    @AfterEach
    void close() {
        f.close();
    }

    private static Instant at(int minutes) {
        return AbuseFixture.T0.plus(Duration.ofMinutes(minutes));
    }

    /**
     * Registered players who are not A1's owners, so that their replies are full ones (an unregistered address gets
     * one short answer a day instead: {@link SenderLimitsTest}).
     */
    private static final String[] OTHERS = {"carol@example.org", "minnie@example.org", "mo@example.org"};

    /** An address registered in no game: its mail is judged block by block with {@link AbuseFixture#judge}. */
    private static final String AWAY = "traveller@elsewhere.test";

    /** Three guessers, one wrong password each, from three addresses (so no address reaches its own limit). */
    private void lockA1() {
        for (int i = 1; i <= 3; i++) {
            Acknowledgement a = f.mail(at(i), OTHERS[i - 1], f.unitBlock("A1", "wrong-" + i));
            assertThat(a.blocks().get(0).problems().get(0).reason()).isEqualTo(IntakeProcessor.NO_MATCH);
        }
    }

    private static String reason(Acknowledgement a) {
        return a.blocks().get(0).problems().get(0).reason();
    }

    @Test
    @DisplayName("after N wrong passwords for a unit its blocks are refused unchecked, even with the right password")
    void unitLockedAfterNFailuresRefusesUnchecked() {
        lockA1();
        String right = f.passwords.get("alice");
        long checks = f.hasher.slowChecks();
        Acknowledgement locked = f.judge(at(5), AWAY, f.unitBlock("A1", right));
        // The right password is refused too: nothing was checked, so the reply tells nothing about it.
        assertThat(locked.accepted()).isZero();
        assertThat(f.hasher.slowChecks()).isEqualTo(checks);
        assertThat(reason(locked)).isEqualTo("not checked: too many wrong passwords have been given for A1 lately; "
                + "none is checked until Saturday 28 November 2026, 11:03 UTC unless it comes from the address registered in the game");
        Acknowledgement lockedWrong = f.judge(at(6), AWAY, f.unitBlock("A1", "another-guess"));
        assertThat(reason(lockedWrong)).isEqualTo(reason(locked));
        String text = templates.acknowledgement(locked).text() + templates.acknowledgement(lockedWrong).text();
        assertThat(text).doesNotContain(right).doesNotContain("another-guess");
        // Other units are not locked.
        assertThat(f.mail(at(7), "carol@example.org", f.unitBlock("C3", f.passwords.get("carol"))).accepted())
                .isEqualTo(1);
    }

    @Test
    @DisplayName("a unit's lock does not keep its commander out: his registered address is still checked")
    void commanderFromRegisteredAddressStillChecked() {
        lockA1();
        Acknowledgement own = f.mail(at(5), "alice@example.org", f.unitBlock("A1", f.passwords.get("alice")));
        assertThat(own.accepted()).isEqualTo(1);
        Acknowledgement deputy = f.mail(at(6), "bob@example.org", f.unitBlock("A1", f.passwords.get("bob")));
        assertThat(deputy.accepted()).isEqualTo(1);
    }

    @Test
    @DisplayName("under a unit's lock another player's address is checked against that player's password only: the answer and its cost are those of any id")
    void registeredNonOwnerUnderALockIsCheckedAgainstHisOwnPasswordOnly() {
        lockA1();
        long checks = f.hasher.slowChecks();
        Acknowledgement withAlices = f.mail(at(5), "carol@example.org", f.unitBlock("A1", f.passwords.get("alice")));
        assertThat(withAlices.accepted()).isZero();
        assertThat(reason(withAlices)).isEqualTo(IntakeProcessor.NO_MATCH);
        assertThat(f.hasher.slowChecks() - checks).as("one check, of carol's own password").isEqualTo(1);
        assertThat(String.join("\n", withAlices.notes())).contains("Too many passwords that did not match were given "
                + "for A1 lately: until Saturday 28 November 2026, 11:03 UTC a password for it is checked only in mail from an address "
                + "registered in the game, and only if it is the password of the player registered there.");
        Acknowledgement withHers = f.mail(at(6), "carol@example.org", f.unitBlock("A1", f.passwords.get("carol")));
        assertThat(reason(withHers)).isEqualTo(IntakeProcessor.NO_MATCH);
    }

    @Test
    @DisplayName("the commander, the deputy and the moderators are told once of a unit's lock, not once per mail")
    void ownersAndModeratorsToldOnce() {
        lockA1();
        for (int i = 0; i < 5; i++) {
            f.mail(at(10 + i), "minnie@example.org", f.unitBlock("A1", "more-" + i));
        }
        List<OwnerNotice> locks = f.notices.stream().filter(n -> n.kind() == OwnerNotice.Kind.UNIT_LOCKED).toList();
        assertThat(locks).extracting(OwnerNotice::email)
                .containsExactlyInAnyOrder("alice@example.org", "bob@example.org", "mo@example.org");
        assertThat(locks).allSatisfy(n -> {
            assertThat(n.units()).containsExactly("A1");
            assertThat(n.reason()).isEqualTo("3 wrong passwords within an hour; until Saturday 28 November 2026, 11:03 UTC a password "
                    + "for it is checked only in mail from an address registered in the game, against its own player's "
                    + "password");
        });
        String mail = templates.ownerNotice(locks.get(0), "Test game", java.time.ZoneOffset.UTC, 0, "24 hours")
                .text();
        assertThat(mail).contains("Mail has given wrong passwords for A1 too often").doesNotContain("wrong-1");
    }

    @Test
    @DisplayName("a unit's lock lifts by itself when the lockout ends")
    void lockLiftsByItself() {
        lockA1();
        String right = f.passwords.get("alice");
        assertThat(f.mail(at(62), "carol@example.org", f.unitBlock("A1", right)).accepted()).isZero();
        Acknowledgement after = f.mail(at(64), "carol@example.org", f.unitBlock("A1", right));
        assertThat(after.accepted()).isEqualTo(1);
    }

    @Test
    @DisplayName("a restart (crash) does not lift a lock: it is kept in the database")
    void restartKeepsTheLock() {
        lockA1();
        f.restart();
        Acknowledgement locked = f.judge(at(5), AWAY, f.unitBlock("A1", f.passwords.get("alice")));
        assertThat(reason(locked)).startsWith("not checked: too many wrong passwords have been given for A1");
    }

    @Test
    @DisplayName("wrong passwords outside the window do not add up: the count starts again")
    void failuresOutsideTheWindowDoNotAddUp() {
        f.mail(at(0), OTHERS[0], f.unitBlock("A1", "x1"));
        f.mail(at(10), OTHERS[1], f.unitBlock("A1", "x2"));
        f.mail(at(61), OTHERS[2], f.unitBlock("A1", "x3"));
        Acknowledgement still = f.mail(at(62), "carol@example.org", f.unitBlock("A1", f.passwords.get("alice")));
        assertThat(still.accepted()).isEqualTo(1);
    }

    @Test
    @DisplayName("after N wrong passwords from one address none of its passwords is checked; the moderators are told once")
    void senderLockedAfterNFailures() {
        // Five different units' worth of guesses (two per unit stays under the unit limit of three).
        String[] units = {"A1", "B2", "C3", "A1", "B2"};
        for (int i = 0; i < units.length; i++) {
            f.judge(at(i), AWAY, f.unitBlock(units[i], "guess-" + i));
        }
        long checks = f.hasher.slowChecks();
        Acknowledgement locked = f.judge(at(6), AWAY, f.unitBlock("C3", f.passwords.get("carol")));
        assertThat(locked.accepted()).isZero();
        assertThat(f.hasher.slowChecks()).isEqualTo(checks);
        assertThat(reason(locked)).isEqualTo("not checked: too many wrong passwords have come from your address "
                + "lately; no password in mail from it is checked until Saturday 28 November 2026, 11:04 UTC");
        f.judge(at(7), AWAY, f.unitBlock("C3", "guess-again"));
        assertThat(f.notices.stream().filter(n -> n.kind() == OwnerNotice.Kind.SENDER_LOCKED))
                .singleElement().satisfies(n -> {
                    assertThat(n.email()).isEqualTo("mo@example.org");
                    assertThat(n.from()).isEqualTo(AWAY);
                });
        // Another address is not affected.
        assertThat(f.mail(at(8), "carol@example.org", f.unitBlock("C3", f.passwords.get("carol"))).accepted())
                .isEqualTo(1);
    }

    @Test
    @DisplayName("a forged From cannot lock a player out: after N wrong passwords under his address his own password still works from it")
    void senderLockNeverStopsTheRegisteredPlayersOwnPassword() {
        String[] units = {"A1", "B2", "C3", "A1", "B2", "C3"};
        for (int i = 0; i < units.length; i++) {
            f.mail(at(i), "carol@example.org", f.unitBlock(units[i], "forged-" + i));
        }
        assertThat(f.notices.stream().filter(n -> n.kind() == OwnerNotice.Kind.SENDER_LOCKED))
                .singleElement().satisfies(n -> {
                    assertThat(n.email()).isEqualTo("mo@example.org");
                    assertThat(n.from()).isEqualTo("carol@example.org");
                });
        Acknowledgement hers = f.mail(at(7), "carol@example.org", f.unitBlock("C3", f.passwords.get("carol")));
        assertThat(hers.accepted()).isEqualTo(1);
        // Alice's password, from Carol's locked address, is not checked against Alice's seat: carol's only.
        Acknowledgement alices = f.mail(at(8), "carol@example.org", f.unitBlock("A1", f.passwords.get("alice")));
        assertThat(reason(alices)).isEqualTo(IntakeProcessor.NO_MATCH);
        assertThat(String.join("\n", alices.notes())).contains("Too many passwords that did not match have come from "
                + "this address lately: until Saturday 28 November 2026, 11:04 UTC mail from it is checked only against the password of "
                + "the player registered at it.");
    }

    @Test
    @DisplayName("one mail's own failures lock its address at once: its later blocks are not checked")
    void lockWithinOneMail() {
        StringBuilder body = new StringBuilder();
        for (int i = 0; i < 7; i++) {
            body.append(f.unitBlock(i % 2 == 0 ? "A1" : "C3", "guess-" + i));
        }
        Acknowledgement a = f.judge(at(1), AWAY, body.toString());
        assertThat(a.blocks()).hasSize(7);
        // A1 locks at its third guess (block 5); the address at its fifth (block 5): blocks 6 and 7 are unchecked.
        assertThat(a.blocks().subList(5, 7)).allSatisfy(b -> assertThat(b.problems().get(0).reason())
                .startsWith("not checked: too many wrong passwords have come from your address"));
    }

    @Test
    @DisplayName("PLAYER blocks: the lock's refusal is the same for a name nobody bears, so it reveals no player")
    void playerLockRevealsNoName() {
        for (int i = 0; i < 3; i++) {
            f.mail(at(i), OTHERS[i], "PLAYER alice PASSWORD bad" + i + "\nTIME ZONE GAME\n");
            f.mail(at(i), OTHERS[i], "PLAYER nobody PASSWORD bad" + i + "\nTIME ZONE GAME\n");
        }
        String real = reason(f.judge(at(5), AWAY, "PLAYER alice PASSWORD " + f.passwords.get("alice")
                + "\nTIME ZONE GAME\n"));
        String none = reason(f.judge(at(5), AWAY, "PLAYER nobody PASSWORD whatever\nTIME ZONE GAME\n"));
        assertThat(real).isEqualTo(none.replace("'nobody'", "'alice'")).startsWith("not checked:");
        // From another player's address both are checked against that player's password: the same answer again.
        String realFromCarol = reason(f.mail(at(5), "carol@example.org", "PLAYER alice PASSWORD "
                + f.passwords.get("alice") + "\nTIME ZONE GAME\n"));
        String noneFromCarol = reason(f.mail(at(5), "carol@example.org", "PLAYER nobody PASSWORD whatever\n"
                + "TIME ZONE GAME\n"));
        assertThat(realFromCarol).isEqualTo(noneFromCarol.replace("'nobody'", "'alice'"))
                .isEqualTo("unknown player or wrong password for 'alice'");
        // Alice herself, from her address, is still checked.
        assertThat(f.mail(at(6), "alice@example.org", "PLAYER alice PASSWORD " + f.passwords.get("alice")
                + "\nTIME ZONE GAME\n").accepted()).isEqualTo(1);
    }

    @Test
    @DisplayName("a moderator's block refused by the lock is written to the audit log like any refused command")
    void lockedModeratorBlockIsAudited() {
        for (int i = 0; i < 3; i++) {
            f.mail(at(i), OTHERS[i], "PLAYER mo PASSWORD bad" + i + "\nEXTEND 2h\n");
        }
        String why = reason(f.judge(at(5), AWAY, "PLAYER mo PASSWORD whatever\nEXTEND 2h\n"));
        assertThat(why).startsWith("not checked:");

        List<org.adjutant.store.AuditStore.Entry> log = f.db.read(c -> new org.adjutant.store.AuditStore()
                .entries(c, "g"));
        assertThat(log).hasSize(4).allSatisfy(e -> {
            assertThat(e.outcome()).isEqualTo(org.adjutant.store.AuditStore.Outcome.REFUSED);
            assertThat(e.command()).isEqualTo("EXTEND 2 hours");
        });
        assertThat(log.get(3).actor()).isEqualTo("mail from " + AWAY);
        assertThat(log.get(3).detail()).contains("not checked:").doesNotContain("whatever");
    }
}
