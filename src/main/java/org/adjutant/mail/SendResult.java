package org.adjutant.mail;

/**
 * What one run of the sender did.
 *
 * @param attempted rows taken from the queue
 * @param sent      accepted by the SMTP server and marked SENT
 * @param retrying  failed, rescheduled with backoff
 * @param failed    given up on (FAILED) after the configured time
 * @param inDoubt   interrupted after the mail may have reached the server: left SENDING for recovery to settle
 * @param error     why the SMTP server could not be reached, or empty
 */
public record SendResult(int attempted, int sent, int retrying, int failed, int inDoubt, String error) {
    static final SendResult NOTHING = new SendResult(0, 0, 0, 0, 0, "");
}
