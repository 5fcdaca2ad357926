package org.adjutant.intake;

import java.time.Instant;
import java.util.List;
import org.adjutant.mail.DecodedMail;
import org.adjutant.mail.MailDecoder;
import org.adjutant.store.Database;
import org.adjutant.store.InboxEntry;
import org.adjutant.store.InboxStatus;
import org.adjutant.store.InboxStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Takes every stored mail not yet handled, in the order the server received it, and runs it through the intake:
 * its orders, credential changes, acknowledgement and new inbox status commit together. A mail whose handling
 * fails is marked FAILED with the reason and kept; its sender is told, and the next mail is handled as usual.
 */
public final class IntakeService {
    private static final Logger log = LoggerFactory.getLogger(IntakeService.class);
    private static final int BATCH = 500;

    private final Database db;
    private final MailDecoder decoder;
    private final IntakeProcessor processor;
    private final AckQueue acks;
    private final InboxStore inbox = new InboxStore();

    public IntakeService(Database db, MailDecoder decoder, IntakeProcessor processor, AckQueue acks) {
        this.db = db;
        this.decoder = decoder;
        this.processor = processor;
        this.acks = acks;
    }

    /** Handles all pending mail; returns how many mails were handled. */
    public IntakeResult processPending() {
        return processPending(null);
    }

    /**
     * Handles the pending mail the server received at or before {@code upTo} (all of it when null), in receipt
     * order; used while a poll is still storing later mail (see {@link IntakeCycle}).
     */
    public IntakeResult processPending(Instant upTo) {
        int handled = 0;
        int accepted = 0;
        int rejected = 0;
        int failed = 0;
        while (true) {
            List<InboxEntry> batch = db.read(c -> upTo == null ? inbox.pending(c, BATCH)
                    : inbox.pending(c, BATCH, upTo));
            if (batch.isEmpty()) {
                break;
            }
            for (InboxEntry entry : batch) {
                handled++;
                try {
                    Acknowledgement ack = handle(entry);
                    accepted += (int) ack.accepted();
                    rejected += (int) ack.rejected();
                } catch (RuntimeException e) {
                    failed++;
                    log.error("mail {} could not be handled; it is kept as FAILED", entry.id(), e);
                    fail(entry, e);
                }
            }
        }
        return new IntakeResult(handled, accepted, rejected, failed);
    }

    private Acknowledgement handle(InboxEntry entry) {
        DecodedMail mail = decoder.decode(entry.raw());
        IncomingMail incoming = new IncomingMail(entry.id(), mail.replyAddress(), mail.subject(),
                entry.messageId(), entry.receivedAt(), mail.text());
        return db.inTransaction(c -> {
            Acknowledgement ack = processor.process(c, incoming);
            List<String> notes = new java.util.ArrayList<>(ack.notes());
            mail.warnings().forEach(w -> notes.add("While reading your mail: " + w));
            Acknowledgement withWarnings = new Acknowledgement(ack.inboxId(), ack.gameId(), ack.inReplyTo(),
                    ack.subjectOfOriginal(), ack.recipients(), ack.checkOnly(), ack.blocks(), notes);
            acks.queue(c, withWarnings);
            inbox.setStatus(c, entry.id(), InboxStatus.PROCESSED, withWarnings.accepted() + " accepted, "
                    + withWarnings.rejected() + " rejected", ack.gameId().isEmpty() ? null : ack.gameId());
            return withWarnings;
        });
    }

    private void fail(InboxEntry entry, RuntimeException e) {
        try {
            db.inTransaction(c -> {
                inbox.setStatus(c, entry.id(), InboxStatus.FAILED, String.valueOf(e.getMessage()), null);
                if (!entry.sender().isBlank()) {
                    acks.queue(c, new Acknowledgement(entry.id(), "", entry.messageId(), entry.subject(),
                            List.of(entry.sender()), false, List.of(), List.of("Adjutant could not read this mail "
                            + "because of an error on its side. Nothing was queued. The mail is kept and the "
                            + "moderator can look at it; please send your orders again meanwhile.")));
                }
                return null;
            });
        } catch (RuntimeException again) {
            log.error("mail {} could not even be marked FAILED", entry.id(), again);
        }
    }

    /** What one pass of the intake did. */
    public record IntakeResult(int mails, int accepted, int rejected, int failed) {
        static final IntakeResult NONE = new IntakeResult(0, 0, 0, 0);

        IntakeResult plus(IntakeResult more) {
            return new IntakeResult(mails + more.mails, accepted + more.accepted, rejected + more.rejected,
                    failed + more.failed);
        }
    }
}
