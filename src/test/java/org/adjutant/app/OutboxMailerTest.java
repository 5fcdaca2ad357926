package org.adjutant.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.adjutant.mail.MailComposer;
import org.adjutant.report.RenderedMail;
import org.adjutant.report.TemplateRenderer;
import org.adjutant.store.Database;
import org.adjutant.store.OutboxRow;
import org.adjutant.store.OutboxStore;
import org.adjutant.turn.ReportQueue;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class OutboxMailerTest {
    private static final Clock CLOCK = Clock.fixed(Instant.parse("1846-05-08T12:00:00Z"), ZoneOffset.UTC);
    private static final RenderedMail REPORT = new RenderedMail("turn 3: positions", "text part", "<p>html part</p>",
            Map.of("strategic-map", new byte[] {(byte) 0x89, 'P', 'N', 'G', 1, 2, 3}));

    private static OutboxMailer mailer() {
        return new OutboxMailer("Adjutant <robot@example.org>", new MailComposer(CLOCK), new OutboxStore(CLOCK),
                new TemplateRenderer(Path.of("templates")));
    }

    private static OutboxRow only(Database db) {
        return db.read(c -> new OutboxStore(CLOCK).findByDedupKey(c, "report:g:3:a@example.org:position"))
                .orElseThrow();
    }

    @Test
    @DisplayName("a report composed on a render thread is stored, in the turn's transaction, as the very row queue() stores")
    void preparedIsQueued() {
        try (Database direct = Database.inMemory("outbox-mailer-direct");
             Database prepared = Database.inMemory("outbox-mailer-prepared")) {
            OutboxMailer mailer = mailer();
            direct.inTransaction(c -> {
                mailer.queue(c, "report:g:3:a@example.org:position", "g", List.of("a@example.org"), REPORT);
                return null;
            });
            ReportQueue.Prepared ready = mailer.prepare("report:g:3:a@example.org:position", "g",
                    List.of("a@example.org"), REPORT);
            assertThat(prepared.read(c -> new OutboxStore(CLOCK).countByStatus(c)).values()).allMatch(n -> n == 0);
            prepared.inTransaction(c -> {
                ready.queue(c);
                ready.queue(c); // the dedup key keeps it one row
                return null;
            });
            OutboxRow a = only(direct);
            OutboxRow b = only(prepared);
            assertThat(b.mime()).isEqualTo(a.mime());
            assertThat(b.messageId()).isEqualTo(a.messageId());
            assertThat(b.recipients()).isEqualTo(a.recipients());
            assertThat(b.kind()).isEqualTo(a.kind());
            assertThat(prepared.read(c -> new OutboxStore(CLOCK).countByStatus(c)).values().stream()
                    .mapToInt(Integer::intValue).sum()).isEqualTo(1);
        }
    }
}
