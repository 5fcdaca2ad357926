/**
 * The robot's mail: polling the mailbox into the inbox table ({@link org.adjutant.mail.MailboxPoller}), telling
 * players' mail from machines' ({@link org.adjutant.mail.AutoMailDetector}), reading the text out of MIME
 * ({@link org.adjutant.mail.MailDecoder}), composing outgoing mail ({@link org.adjutant.mail.MailComposer}) and
 * sending the outbox exactly once ({@link org.adjutant.mail.OutboxSender}), behind the facade
 * {@link org.adjutant.mail.MailService}. See {@code docs/mail.md}.
 */
package org.adjutant.mail;
