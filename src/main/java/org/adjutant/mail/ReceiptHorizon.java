package org.adjutant.mail;

import jakarta.mail.Folder;
import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import java.time.Instant;
import java.util.Date;
import java.util.Optional;
import org.eclipse.angus.mail.imap.IMAPFolder;

/**
 * The earliest server receipt time among the mails a poll has not handled yet, known in advance because the poller
 * reads every candidate's INTERNALDATE with its envelope before fetching any body. After the first {@code k} mails
 * are handled, no mail stored later in the poll was received before {@code earliest[k]}: that is what lets the
 * intake start on the mail already stored (see {@link PollProgress}).
 *
 * <p>Unknown when the folder is not IMAP (POP3 has no receipt time; the poller then reads a {@code Received:}
 * header, which can say anything) or when a candidate has no INTERNALDATE: then nothing is promised until the poll
 * ends.
 */
final class ReceiptHorizon {
    private static final ReceiptHorizon UNKNOWN = new ReceiptHorizon(new Instant[0]);

    /** {@code earliest[k]}: the earliest receipt time of candidates k..n-1; empty array when unknown. */
    private final Instant[] earliest;

    private ReceiptHorizon(Instant[] earliest) {
        this.earliest = earliest;
    }

    static ReceiptHorizon of(Folder folder, Message[] candidates) {
        if (!(folder instanceof IMAPFolder) || candidates.length == 0) {
            return UNKNOWN;
        }
        Instant[] earliest = new Instant[candidates.length];
        Instant min = null;
        for (int k = candidates.length - 1; k >= 0; k--) {
            Instant at;
            try {
                Date internal = candidates[k].getReceivedDate();
                at = internal == null ? null : internal.toInstant();
            } catch (MessagingException | RuntimeException e) {
                at = null;
            }
            if (at == null) {
                return UNKNOWN;
            }
            min = min == null || at.isBefore(min) ? at : min;
            earliest[k] = min;
        }
        return new ReceiptHorizon(earliest);
    }

    /**
     * The horizon once {@code handled} candidates are handled; empty when it is unknown, or when every candidate is
     * handled (the end of the poll says that).
     */
    Optional<Instant> after(int handled) {
        return handled >= earliest.length ? Optional.empty() : Optional.of(earliest[handled]);
    }
}
