package org.adjutant.mail;

/** Who or what sent a mail, as far as its headers tell: only a person's mail is answered. */
public sealed interface MailOrigin {
    /** A person (as far as the headers tell); the intake reads it. */
    record Person() implements MailOrigin {
    }

    /** A bounce, auto-reply, loop, list or bulk mail: stored IGNORED with this reason, never answered. */
    record Automatic(String reason) implements MailOrigin {
    }

    /** The robot's own copy of a mail it sent, which confirms the outbox row with this Message-ID. */
    record OwnCopy(String messageId) implements MailOrigin {
    }
}
